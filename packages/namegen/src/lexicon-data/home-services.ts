/**
 * Our bilingual lexicon, theme: household services, cleaning, laundry, animals in our care and family life. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const HOME_SERVICES = `
housekeeping|limpieza del hogar|ménage|Haushalt|家政|تَدْبِير مَنْزِلِيّ|faccende domestiche|res familiaris|家事/かじ|serviço doméstico|домашнее хозяйство
maid|criada|femme de chambre|Dienstmädchen|女佣|خَادِمَة|cameriera|ancilla|メイド|empregada|горничная
laundry|lavandería|blanchisserie|Wäscherei|洗衣店|مَغْسَلَة|lavanderia|fullonica|洗濯/せんたく|lavanderia|прачечная
washing|lavado|lavage|Wäsche|洗涤|غَسِيل|lavaggio|lavatio|洗浄/せんじょう|lavagem|стирка
ironing|planchado|repassage|Bügeln|熨烫|كَيّ|stiratura|levigatio|アイロンがけ|passar roupa|глажка
broom|escoba|balai|Besen|扫帚|مِكْنَسَة|scopa|scopae|箒/ほうき|vassoura|метла
mop|fregona|serpillière|Wischmopp|拖把|مِمْسَحَة|mocio|peniculus|モップ|esfregão|швабра
sponge|esponja|éponge|Schwamm|海绵|إِسْفَنْجَة|spugna|spongia|スポンジ|esponja|губка
bucket|cubo|seau|Eimer|水桶|دَلْو|secchio|situla|バケツ|balde|ведро
spotless|impecable|impeccable|makellos|一尘不染|نَاصِع|immacolato|immaculatus|無垢/むく|impecável|безупречный
tidy|ordenado|ordonné|ordentlich|整洁|مُرَتَّب|ordinato|mundus|整然/せいぜん|arrumado|опрятный
neat|pulcro|soigné|sauber|整齐|أَنِيق|pulito|nitidus|きちんと|asseado|аккуратный
doorbell|timbre|sonnette|Türklingel|门铃|جَرَس البَاب|campanello|tintinnabulum|呼び鈴/よびりん|campainha|дверной звонок
household|hogar|foyer|Haushalt|家庭|أُسْرَة|famiglia|domus|世帯/せたい|lar|домохозяйство
hearth|hogar|âtre|Feuerstelle|炉床|مَوْقِد|focolare|focus|炉端/ろばた|lareira|очаг
kennel|perrera|chenil|Hundehütte|狗窝|بَيْت الكَلْب|cuccia|cubile|犬小屋/いぬごや|canil|конура
cage|jaula|cage|Käfig|笼子|قَفَص|gabbia|cavea|籠/かご|gaiola|клетка
horseshoe|herradura|fer à cheval|Hufeisen|马蹄铁|حَدْوَة حِصَان|ferro di cavallo|solea ferrea|蹄鉄/ていてつ|ferradura|подкова
birdhouse|casita para pájaros|nichoir|Vogelhaus|鸟屋|بَيْت الطُّيُور|casetta per uccelli|aviarium|巣箱/すばこ|casinha de passarinho|скворечник
goldfish|pez dorado|poisson rouge|Goldfisch|金鱼|سَمَكَة ذَهَبِيَّة|pesce rosso|piscis aureus|金魚/きんぎょ|peixinho-dourado|золотая рыбка
rattle|sonajero|hochet|Rassel|拨浪鼓|خُشْخِيشَة|sonaglio|crepitaculum|がらがら|chocalho|погремушка
fairy tale|cuento de hadas|conte de fées|Märchen|童话|حِكَايَة خُرَافِيَّة|fiaba|fabula|おとぎ話/おとぎばなし|conto de fadas|сказка
storybook|libro de cuentos|livre de contes|Märchenbuch|故事书|كِتَاب قِصَص|libro di fiabe|liber fabularum|絵本/えほん|livro de histórias|книжка сказок
swing|columpio|balançoire|Schaukel|秋千|أُرْجُوحَة|altalena|oscillum|ブランコ|balanço|качели
sandbox|arenero|bac à sable|Sandkasten|沙坑|صُنْدُوق رَمْل|sabbiera|arenarium|砂場/すなば|caixa de areia|песочница
grandmother|abuela|grand-mère|Großmutter|祖母|جَدَّة|nonna|avia|祖母/そぼ|avó|бабушка
grandfather|abuelo|grand-père|Großvater|祖父|جَدّ|nonno|avus|祖父/そふ|avô|дедушка
elder|anciano|aîné|Ältester|长者|شَيْخ|anziano|senior|長老/ちょうろう|ancião|старейшина
caregiver|cuidador|aidant|Pflegekraft|护工|مُقَدِّم رِعَايَة|badante|curator|介護者/かいごしゃ|cuidador|сиделка
nursing home|residencia de ancianos|maison de retraite|Pflegeheim|养老院|دَار رِعَايَة المُسِنِّين|casa di riposo|gerontocomium|老人ホーム/ろうじんホーム|casa de repouso|дом престарелых
`;
