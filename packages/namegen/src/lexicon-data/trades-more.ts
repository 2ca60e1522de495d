/**
 * Our bilingual lexicon, theme: more trades, shops, crafts and their goods (a second round after decision
 * 0025). Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const TRADES_MORE = `
printing|imprenta|imprimerie|Druck|印刷|طِبَاعَة|tipografia|typographia|印刷/いんさつ|tipografia|книгопечатание
padlock|candado|cadenas|Vorhängeschloss|挂锁|قُفْل|lucchetto|claustrum|南京錠/なんきんじょう|cadeado|висячий замок
gutter|canalón|gouttière|Dachrinne|檐沟|مِيزَاب|grondaia|canalis|雨樋/あまどい|calha|водосток
shed|cobertizo|abri|Schuppen|棚屋|سَقِيفَة|capanno|tugurium|物置/ものおき|galpão|сарай
pool|piscina|piscine|Schwimmbad|泳池|مَسْبَح|piscina|piscina|プール|piscina|бассейн
rug|alfombra|tapis|Teppich|小地毯|سَجَّادَة|tappeto|tapete|敷物/しきもの|tapete|коврик
shelf|estante|étagère|Wandbrett|架子|رَفّ|scaffale|pluteus|棚/たな|prateleira|полка
cloth|tela|tissu|Stoff|布|قُمَاش|stoffa|pannus|布/ぬの|pano|ткань
jeweller|joyero|joaillier|Juwelier|珠宝商|جَوْهَرِيّ|gioielliere|gemmarius|宝石商/ほうせきしょう|joalheiro|ювелир
goldsmith|orfebre|orfèvre|Goldschmied|金匠|صَائِغ|orafo|aurifex|金細工師/きんざいくし|ourives|ювелир
postman|cartero|facteur|Briefträger|邮递员|سَاعِي البَرِيد|postino|tabellarius|郵便配達/ゆうびんはいたつ|carteiro|почтальон
waste|residuos|déchets|Abfall|垃圾|نُفَايَات|rifiuti|purgamentum|廃棄物/はいきぶつ|resíduos|отходы
veterinary|veterinario|vétérinaire|tierärztlich|兽医|بَيْطَرِيّ|veterinario|veterinarius|獣医/じゅうい|veterinário|ветеринарный
ceramics|cerámica|céramique|Keramik|陶瓷|خَزَف|ceramica|figlina|陶磁器/とうじき|cerâmica|керамика
engraver|grabador|graveur|Graveur|雕刻师|نَقَّاش|incisore|caelator|彫刻師/ちょうこくし|gravador|гравёр
engraving|grabado|gravure|Gravur|雕刻|نَقْش|incisione|caelatura|彫刻/ちょうこく|gravura|гравюра
plasterer|yesero|plâtrier|Stuckateur|抹灰工|جَصَّاص|stuccatore|tector|左官/さかん|estucador|штукатур
leaflet|folleto|dépliant|Flugblatt|传单|مَنْشُور|volantino|libellus|チラシ|folheto|листовка
emblem|emblema|emblème|Emblem|徽章|شِعَار|emblema|insigne|紋章/もんしょう|emblema|эмблема
consultancy|consultoría|conseil|Beratung|咨询|اِسْتِشَارَة|consulenza|consultatio|コンサルティング|consultoria|консалтинг
import|importación|importation|Einfuhr|进口|اِسْتِيرَاد|importazione|invectio|輸入/ゆにゅう|importação|импорт
export|exportación|exportation|Ausfuhr|出口|تَصْدِير|esportazione|exportatio|輸出/ゆしゅつ|exportação|экспорт
brake|freno|frein|Bremse|刹车|مِكْبَح|freno|sufflamen|ブレーキ|freio|тормоз
hearing|audición|ouïe|Gehör|听力|سَمْع|udito|auditus|聴覚/ちょうかく|audição|слух
pancake|tortita|crêpe|Pfannkuchen|煎饼|فَطِيرَة|frittella|laganum|パンケーキ|panqueca|блин
mustard|mostaza|moutarde|Senf|芥末|خَرْدَل|senape|sinapi|芥子/からし|mostarda|горчица
tart|tarta|tarte|Torte|馅饼|فَطِيرَة مَحْشُوَّة|crostata|scriblita|タルト|torta|пирог
tanner|curtidor|tanneur|Gerber|制革工|دَبَّاغ|conciatore|coriarius|皮革職人/ひかくしょくにん|curtidor|кожевник
miner|minero|mineur|Bergmann|矿工|عَامِل مَنْجَم|minatore|metallicus|鉱夫/こうふ|mineiro|шахтёр
furnace|horno|fourneau|Hochofen|熔炉|أَتُون|fornace|fornax|炉/ろ|fornalha|печь
statue|estatua|statue|Statue|雕像|تِمْثَال|statua|statua|像/ぞう|estátua|статуя
copyist|copista|copiste|Kopist|抄写员|نَاسِخ|copista|librarius|写字生/しゃじせい|copista|переписчик
sentinel|centinela|sentinelle|Wache|哨兵|خَفِير|sentinella|excubitor|歩哨/ほしょう|sentinela|часовой
doorman|portero|portier|Portier|门卫|بَوَّاب|portiere|ianitor|門番/もんばん|porteiro|швейцар
hunter|cazador|chasseur|Jäger|猎人|صَيَّاد|cacciatore|venator|狩人/かりゅうど|caçador|охотник
herbalist|herbolario|herboriste|Kräuterhändler|草药师|عَشَّاب|erborista|herbarius|薬草商/やくそうしょう|herbalista|травник
innkeeper|posadero|aubergiste|Gastwirt|客栈老板|صَاحِب نُزُل|locandiere|caupo|亭主/ていしゅ|estalajadeiro|трактирщик
lodging|alojamiento|logement|Unterkunft|住宿|مَسْكَن|alloggio|hospitium|宿泊/しゅくはく|alojamento|жильё
coachman|cochero|cocher|Kutscher|马车夫|حُوذِيّ|cocchiere|auriga|御者/ぎょしゃ|cocheiro|кучер
carriage|carruaje|calèche|Kutsche|马车|عَرَبَة|carrozza|carpentum|馬車/ばしゃ|carruagem|карета
cart|carro|charrette|Karren|手推车|عَرَبَة يَد|carretto|plaustrum|荷車/にぐるま|carroça|телега
slipper|zapatilla|pantoufle|Hausschuh|拖鞋|شِبْشِب|pantofola|solea|スリッパ|chinelo|тапочка
butchery|carnicería|boucherie|Metzgerei|肉铺|مَحَلّ جِزَارَة|macelleria|macellum|精肉店/せいにくてん|açougue|мясная лавка
shoemaker|zapatero|cordonnier|Schuhmacher|鞋匠|إِسْكَافِيّ|calzolaio|sutor|靴職人/くつしょくにん|sapateiro|сапожник
dyeing|teñido|teinture|Färben|染色|صِبَاغَة|tintura|tinctura|染色/せんしょく|tingimento|крашение
measure|medida|mesure|Maß|测量|قِيَاس|misura|mensura|寸法/すんぽう|medida|мера
smithy|herrería|forge|Schmiede|铁匠铺|مِحْدَادَة|fucina|fabrica|鍛冶屋/かじや|ferraria|кузница
woodcutter|leñador|bûcheron|Holzfäller|樵夫|حَطَّاب|taglialegna|lignator|木こり/きこり|lenhador|дровосек
lender|prestamista|prêteur|Kreditgeber|放贷人|مُقْرِض|prestatore|faenerator|貸し手/かして|prestamista|кредитор
debt|deuda|dette|Schuld|债务|دَيْن|debito|debitum|借金/しゃっきん|dívida|долг
receipt|recibo|reçu|Quittung|收据|إِيصَال|ricevuta|apocha|領収書/りょうしゅうしょ|recibo|квитанция
toll|peaje|péage|Maut|通行费|رَسْم|pedaggio|portorium|通行料/つうこうりょう|pedágio|пошлина
wage|salario|salaire|Lohn|工资|أَجْر|salario|merces|賃金/ちんぎん|salário|зарплата
ointment|pomada|pommade|Salbe|药膏|مَرْهَم|unguento|unguentum|軟膏/なんこう|pomada|мазь
wig|peluca|perruque|Perücke|假发|بَارُوكَة|parrucca|capillamentum|かつら|peruca|парик
trader|comerciante|commerçant|Händler|商人|تَاجِر|commerciante|mercator|商人/しょうにん|comerciante|торговец
vendor|vendedor|vendeur|Verkäufer|小贩|بَائِع|venditore|venditor|売り手/うりて|vendedor|продавец
buyer|comprador|acheteur|Käufer|买家|مُشْتَرٍ|compratore|emptor|買い手/かいて|comprador|покупатель
goods|mercancía|marchandise|Ware|商品|بِضَاعَة|merce|merx|商品/しょうひん|mercadoria|товар
glassmaker|vidriero|verrier|Glasmacher|玻璃匠|زَجَّاج|vetraio|vitrarius|ガラス職人/ガラスしょくにん|vidreiro|стекольщик
millstone|muela|meule|Mühlstein|磨石|رَحًى|macina|mola|石臼/いしうす|mó|жёрнов
amphora|ánfora|amphore|Amphore|双耳瓶|جَرَّة|anfora|amphora|アンフォラ|ânfora|амфора
pitcher|jarra|pichet|Krug|水罐|إِبْرِيق|brocca|urceus|水差し/みずさし|jarro|кувшин
goblet|copa|gobelet|Pokal|高脚杯|كَأْس|coppa|poculum|ゴブレット|taça|кубок
chalice|cáliz|calice|Kelch|圣杯|قَدَح|calice|calix|聖杯/せいはい|cálice|чаша
parchment|pergamino|parchemin|Pergament|羊皮纸|رَقّ|pergamena|membrana|羊皮紙/ようひし|pergaminho|пергамент
heir|heredero|héritier|Erbe|继承人|وَارِث|erede|heres|相続人/そうぞくにん|herdeiro|наследник
guarantee|garantía|garantie|Garantie|保证|ضَمَان|garanzia|cautio|保証/ほしょう|garantia|гарантия
barter|trueque|troc|Tauschhandel|易货|مُقَايَضَة|baratto|permutatio|物々交換/ぶつぶつこうかん|escambo|бартер
sieve|tamiz|tamis|Sieb|筛子|غِرْبَال|setaccio|cribrum|篩/ふるい|peneira|сито
mortar|mortero|mortier|Mörser|研钵|هَاوُن|mortaio|mortarium|乳鉢/にゅうばち|almofariz|ступка
cauldron|caldero|chaudron|Kessel|大锅|مِرْجَل|calderone|aenum|大釜/おおがま|caldeirão|котёл
cork|corcho|liège|Kork|软木|فِلِّين|sughero|suber|コルク|cortiça|пробка
lid|tapa|couvercle|Deckel|盖子|غِطَاء|coperchio|operculum|蓋/ふた|tampa|крышка
sack|saco|sac|Sack|袋子|كِيس|sacco|saccus|袋/ふくろ|saco|мешок
cabbage|col|chou|Weißkohl|卷心菜|مَلْفُوف|cavolo|brassica|キャベツ|repolho|капуста
lettuce|lechuga|laitue|Kopfsalat|生菜|خَسّ|lattuga|lactuca|レタス|alface|латук
turnip|nabo|navet|Rübe|芜菁|لِفْت|rapa|rapum|蕪/かぶ|nabo|репа
fennel|hinojo|fenouil|Fenchel|茴香|شَمَر|finocchio|feniculum|ウイキョウ|funcho|фенхель
steward|mayordomo|intendant|Verwalter|管家|وَكِيل|amministratore|dispensator|執事/しつじ|mordomo|управляющий
archivist|archivero|archiviste|Archivar|档案管理员|أَمِين المَحْفُوظَات|archivista|tabularius|記録係/きろくがかり|arquivista|архивариус
starch|almidón|amidon|Stärke|淀粉|نَشَا|amido|amylum|澱粉/でんぷん|amido|крахмал
inventory|inventario|inventaire|Inventar|库存|جَرْد|inventario|inventarium|在庫/ざいこ|inventário|инвентарь
urn|urna|urne|Urne|骨灰瓮|جَرَّة|urna|urna|骨壺/こつつぼ|urna|урна
umpire|árbitro|arbitre|Schiedsrichter|裁判|حَكَم|arbitro|arbiter|審判/しんぱん|árbitro|судья
column|columna|colonne|Säule|柱子|عَمُود|colonna|columna|柱/はしら|coluna|колонна
threshold|umbral|seuil|Schwelle|门槛|عَتَبَة|soglia|limen|敷居/しきい|limiar|порог
hinge|bisagra|charnière|Scharnier|铰链|مُفَصَّلَة|cerniera|cardo|蝶番/ちょうつがい|dobradiça|петля
spade|pala|bêche|Spaten|铁锹|مِجْرَفَة|vanga|pala|鋤/すき|pá|лопата
hoe|azada|houe|Hacke|锄头|مِعْزَقَة|zappa|sarculum|鍬/くわ|enxada|мотыга
manger|pesebre|mangeoire|Krippe|马槽|مِذْوَد|mangiatoia|praesepe|飼い葉桶/かいばおけ|manjedoura|ясли
fodder|forraje|fourrage|Futter|饲料|عَلَف|foraggio|pabulum|飼料/しりょう|forragem|корм
hay|heno|foin|Heu|干草|دَرِيس|fieno|faenum|干し草/ほしくさ|feno|сено
pantry|despensa|garde-manger|Speisekammer|食品储藏室|مَخْزَن الطَّعَام|dispensa|penus|食料庫/しょくりょうこ|despensa|кладовая
oats|avena|avoine|Hafer|燕麦|شُوفَان|avena|avena|燕麦/えんばく|aveia|овёс
rye|centeno|seigle|Roggen|黑麦|جَاوْدَار|segale|secale|ライ麦/ライむぎ|centeio|рожь
brine|salmuera|saumure|Salzlake|盐水|مَاء مَالِح|salamoia|muria|塩水/えんすい|salmoura|рассол
roast|asado|rôti|Braten|烤肉|شِوَاء|arrosto|assum|ロースト|assado|жаркое
graft|injerto|greffe|Pfropfreis|嫁接|تَطْعِيم|innesto|insitio|接ぎ木/つぎき|enxerto|прививка
pruning|poda|taille|Baumschnitt|修剪|تَقْلِيم|potatura|putatio|剪定/せんてい|poda|обрезка
shears|tijeras|cisailles|Schere|大剪刀|مِقَصّ|cesoie|forfex|鋏/はさみ|tesoura|ножницы
`;
