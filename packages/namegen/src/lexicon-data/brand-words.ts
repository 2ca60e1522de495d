/**
 * Our bilingual lexicon, theme: words brands are often named after (peaks, forces, shelter, craft,
 * light and motion), plus further creatures and qualities. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const BRAND_WORDS = `
apex|ápice|apogée|Scheitelpunkt|顶点|أَوْج|apice|apex|頂点/ちょうてん|ápice|вершина
vertex|vértice|sommet|Eckpunkt|顶角|رَأْس|vertice|vertex|頂角/ちょうかく|vértice|вершина
pinnacle|pináculo|pinacle|Zinne|巅峰|ذُرْوَة|pinnacolo|pinna|絶頂/ぜっちょう|pináculo|пик
crest|cresta|crête|Kamm|浪尖|عُرْف|cresta|crista|波頭/なみがしら|crista|гребень
nexus|nexo|lien|Verbindung|联系|صِلَة|nesso|nexus|結節/けっせつ|nexo|связь
core|núcleo|noyau|Kern|核心|لُبّ|nucleo|nucleus|核/かく|núcleo|ядро
essence|esencia|essence|Wesen|本质|جَوْهَر|essenza|essentia|本質/ほんしつ|essência|сущность
fusion|fusión|fusion|Fusion|融合|انْدِمَاج|fusione|fusio|融合/ゆうごう|fusão|слияние
flux|flujo|flux|Fluss|流动|تَدَفُّق|flusso|fluxus|流動/りゅうどう|fluxo|поток
momentum|impulso|élan|Schwung|动力|زَخْم|slancio|impetus|勢い/いきおい|impulso|импульс
force|fuerza|force|Kraft|力|قُوَّة|forza|robur|力/ちから|força|сила
gravity|gravedad|gravité|Schwerkraft|重力|جَاذِبِيَّة|gravità|gravitas|重力/じゅうりょく|gravidade|гравитация
velocity|celeridad|célérité|Schnelle|速率|سُرْعَة|celerità|celeritas|速力/そくりょく|celeridade|быстрота
surge|oleada|déferlement|Woge|涌浪|انْدِفَاع|ondata|aestus|大波/おおなみ|surto|всплеск
boost|empuje|coup de pouce|Auftrieb|推动|دَفْعَة|spinta|adiumentum|後押し/あとおし|incentivo|толчок
flash|destello|flash|Blitzlicht|闪光灯|وَمِيض|lampo|fulguratio|閃光/せんこう|clarão|вспышка
bolt|rayo|foudre|Blitzstrahl|霹雳|صَاعِقَة|saetta|fulmen|稲光/いなびかり|raio|разряд
blaze|llamarada|brasier|Lohe|烈焰|لَهِيب|vampata|incendium|炎上/えんじょう|labareda|пожар
flare|bengala|fusée éclairante|Leuchtsignal|耀斑|تَوَهُّج|razzo|fax|閃光弾/せんこうだん|sinalizador|вспышка
glimmer|vislumbre|lueur|Schimmer|微光|بَصِيص|barlume|lumen|微光/びこう|vislumbre|мерцание
sunshine|luz del sol|soleil|Sonnenschein|阳光|ضَوْء الشَّمْس|luce del sole|lux solis|日光/にっこう|luz do sol|солнечный свет
moonlight|luz de luna|clair de lune|Mondlicht|月光|ضَوْء القَمَر|chiaro di luna|lux lunae|月光/げっこう|luar|лунный свет
starlight|luz de las estrellas|lumière des étoiles|Sternenlicht|星光|ضَوْء النُّجُوم|luce delle stelle|lux stellarum|星明かり/ほしあかり|luz das estrelas|звёздный свет
daylight|luz del día|lumière du jour|Tageslicht|白昼|ضَوْء النَّهَار|luce del giorno|lux diei|昼光/ちゅうこう|luz do dia|дневной свет
sunbeam|rayo de sol|rayon de soleil|Sonnenstrahl|光芒|شُعَاع الشَّمْس|raggio di sole|radius solis|陽射し/ひざし|raio de sol|солнечный луч
lava|lava|lave|Lava|熔岩|حُمَم|lava|lava|溶岩/ようがん|lava|лава
magma|magma|magma|Magma|岩浆|صُهَارَة|magma|magma|マグマ|magma|магма
crater|cráter|cratère|Krater|火山口|فُوهَة|cratere|crater|火口/かこう|cratera|кратер
asteroid|asteroide|astéroïde|Asteroid|小行星|كُوَيْكِب|asteroide|asteroides|小惑星/しょうわくせい|asteroide|астероид
blizzard|ventisca|blizzard|Schneesturm|暴风雪|عَاصِفَة ثَلْجِيَّة|tormenta|procella nivalis|吹雪/ふぶき|nevasca|метель
monsoon|monzón|mousson|Monsun|季风|رِيَاح مَوْسِمِيَّة|monsone|ventus anniversarius|季節風/きせつふう|monção|муссон
haven|refugio|havre|Zufluchtsort|避风港|مَلَاذ|rifugio|receptaculum|避難所/ひなんじょ|refúgio|пристанище
sanctuary|santuario|sanctuaire|Heiligtum|圣所|حَرَم|santuario|sanctuarium|聖域/せいいき|santuário|святилище
shelter|abrigo|abri|Schutz|庇护所|مَأْوًى|riparo|tectum|隠れ家/かくれが|abrigo|укрытие
fortress|fortaleza|forteresse|Festung|堡垒|حِصْن|fortezza|arx|要塞/ようさい|fortaleza|крепость
citadel|ciudadela|citadelle|Zitadelle|要塞|قَلْعَة|cittadella|arx|城塞/じょうさい|cidadela|цитадель
bastion|bastión|bastion|Bastion|棱堡|مَعْقِل|bastione|propugnaculum|稜堡/りょうほ|bastião|бастион
vault|bóveda|voûte|Gewölbe|穹窿|قَبْو|volta|camera|丸天井/まるてんじょう|abóbada|свод
keystone|clave|clé de voûte|Schlussstein|拱顶石|حَجَر الزَّاوِيَة|chiave di volta|clavis arcus|要石/かなめいし|pedra angular|замковый камень
foundation|fundamento|fondation|Fundament|基础|أَسَاس|fondamento|fundamentum|基礎/きそ|fundação|основа
cornerstone|piedra angular|pierre angulaire|Grundstein|基石|حَجَر الأَسَاس|pietra angolare|lapis angularis|礎石/そせき|pedra fundamental|краеугольный камень
crucible|crisol|creuset|Schmelztiegel|坩埚|بَوْتَقَة|crogiolo|catinus fusorius|坩堝/るつぼ|cadinho|тигель
catalyst|catalizador|catalyseur|Katalysator|催化剂|مُحَفِّز|catalizzatore|catalysta|触媒/しょくばい|catalisador|катализатор
alchemy|alquimia|alchimie|Alchemie|炼金术|خِيمْيَاء|alchimia|alchymia|錬金術/れんきんじゅつ|alquimia|алхимия
elixir|elixir|élixir|Elixier|灵药|إِكْسِير|elisir|elixir|霊薬/れいやく|elixir|эликсир
potion|poción|potion|Trank|药水|جُرْعَة|pozione|potio|薬水/やくすい|poção|зелье
amulet|amuleto|amulette|Amulett|护身符|تَمِيمَة|amuleto|amuletum|お守り/おまもり|amuleto|амулет
talisman|talismán|talisman|Talisman|法宝|طِلَسْم|talismano|talisman|護符/ごふ|talismã|талисман
rune|runa|rune|Rune|如尼文|رُون|runa|runa|ルーン|runa|руна
scroll|pergamino|parchemin|Schriftrolle|卷轴|لُفَافَة|pergamena|volumen|巻物/まきもの|pergaminho|свиток
quill|pluma|plume d'oie|Federkiel|羽毛笔|رِيشَة|penna d'oca|calamus|羽根ペン/はねペン|pena|гусиное перо
tapestry|tapiz|tapisserie|Wandteppich|挂毯|نَسِيج|arazzo|aulaeum|タペストリー|tapeçaria|гобелен
mosaic|mosaico|mosaïque|Mosaik|马赛克|فُسَيْفِسَاء|mosaico|tessellatum|モザイク|mosaico|мозаика
canvas|lienzo|toile|Leinwand|画布|قُمَاش الرَّسْم|tela|tela|画布/がふ|tela|холст
palette|paleta|palette|Palette|调色板|لَوْحَة الأَلْوَان|tavolozza|tabula colorum|パレット|paleta|палитра
sketch|boceto|esquisse|Skizze|草图|مُسَوَّدَة|schizzo|adumbratio|素描/そびょう|esboço|эскиз
blueprint|plano|plan|Bauplan|蓝图|مُخَطَّط|progetto|forma|青写真/あおじゃしん|planta|чертёж
node|nodo|nœud|Knoten|节点|عُقْدَة|nodo|nodus|節点/せってん|nó|узел
grid|cuadrícula|grille|Raster|网格|شَبَكَة|griglia|cancelli|格子/こうし|grade|сетка
byte|byte|octet|Byte|字节|بَايْت|byte|octetus|バイト|byte|байт
cyber|ciber|cyber|Cyber|网络空间|سِيبْرَانِيّ|ciber|cyberneticus|サイバー|ciber|кибер
nano|nano|nano|Nano|纳米|نَانُو|nano|nanus|ナノ|nano|нано
hyena|hiena|hyène|Hyäne|鬣狗|ضَبُع|iena|hyaena|ハイエナ|hiena|гиена
jackal|chacal|chacal|Schakal|豺|ابْن آوَى|sciacallo|aureus canis|ジャッカル|chacal|шакал
coyote|coyote|coyote|Kojote|郊狼|قَيُّوط|coyote|canis latrans|コヨーテ|coiote|койот
moose|alce americano|orignal|Elch|驼鹿|مُوظ|alce americano|alces americanus|ムース|alce americano|лось
reindeer|reno|renne|Rentier|驯鹿|رَنَّة|renna|tarandus|馴鹿/となかい|rena|северный олень
yak|yak|yack|Jak|牦牛|ثَوْر التِّبْت|yak|bos grunniens|ヤク|iaque|як
hamster|hámster|hamster|Hamster|仓鼠|هَامِسْتَر|criceto|cricetus|ハムスター|hamster|хомяк
sloth|perezoso|paresseux|Faultier|树懒|كَسْلَان|bradipo|bradypus|ナマケモノ|preguiça|ленивец
armadillo|armadillo|tatou|Gürteltier|犰狳|مُدَرَّع|armadillo|dasypus|アルマジロ|tatu|броненосец
platypus|ornitorrinco|ornithorynque|Schnabeltier|鸭嘴兽|خُلْد المَاء|ornitorinco|ornithorhynchus|カモノハシ|ornitorrinco|утконос
seahorse|caballito de mar|hippocampe|Seepferdchen|海马|حِصَان البَحْر|cavalluccio marino|hippocampus|竜の落とし子/たつのおとしご|cavalo-marinho|морской конёк
eel|anguila|anguille|Aal|鳗鱼|أَنْقَلِيس|anguilla|anguilla|鰻/うなぎ|enguia|угорь
manta|manta|raie manta|Mantarochen|蝠鲼|سَمَكَة المَانْتَا|manta|raia|マンタ|manta|манта
hornet|avispón|frelon|Hornisse|大黄蜂|زُنْبُور|calabrone|crabro|大雀蜂/おおすずめばち|vespão|шершень
mantis|mantis|mante|Gottesanbeterin|螳螂|فَرَس النَّبِيّ|mantide|mantis|蟷螂/かまきり|louva-a-deus|богомол
cicada|cigarra|cigale|Zikade|蝉|زِيز|cicala|cicada|蝉/せみ|cigarra|цикада
sleek|estilizado|profilé|schnittig|流线型|أَنِيق|slanciato|nitidus|洗練/せんれん|esguio|обтекаемый
crisp|crujiente|croustillant|knusprig|脆|مُقَرْمِش|croccante|crispus|ぱりぱり|crocante|хрустящий
vibrant|vibrante|vibrant|pulsierend|充满活力|نَابِض|vibrante|vibrans|活気/かっき|vibrante|энергичный
serene|sereno|serein|heiter|安详|رَزِين|sereno|serenus|穏和/おんわ|sereno|безмятежный
tranquil|apacible|paisible|friedlich|宁谧|سَاكِن|tranquillo|placidus|長閑/のどか|tranquilo|мирный
majestic|majestuoso|majestueux|majestätisch|雄伟|مَهِيب|maestoso|augustus|雄大/ゆうだい|majestoso|величественный
rugged|escarpado|accidenté|zerklüftet|崎岖|وَعْر|aspro|asper|険しい/けわしい|acidentado|суровый
polished|pulido|poli|poliert|磨光|مَصْقُول|levigato|politus|磨かれた/みがかれた|polido|отполированный
pristine|prístino|immaculé|unberührt|纯净|بِكْر|incontaminato|pristinus|手付かず/てつかず|imaculado|первозданный
sublime|sublime|sublime|erhaben|崇高|سَامٍ|sublime|sublimis|崇高/すうこう|sublime|возвышенный
zesty|sabroso|relevé|pikant|爽口|لَاذِع|vivace|sapidus|ぴりっと|picante|пикантный
hearty|cordial|chaleureux|herzlich|热诚|وِدِّيّ|cordiale|cordatus|心からの/こころからの|cordial|сердечный
cozy|acogedor|douillet|gemütlich|温馨|مُرِيح|accogliente|commodus|居心地/いごこち|aconchegante|уютный
brisk|enérgico|alerte|flott|利落|مُنْعِش|svelto|alacer|きびきび|enérgico|бодрый
keen|agudo|perspicace|scharfsinnig|敏锐|فَطِن|acuto|sagax|鋭敏/えいびん|perspicaz|проницательный
fearless|intrépido|intrépide|furchtlos|无畏|جَسُور|impavido|intrepidus|恐れ知らず/おそれしらず|destemido|бесстрашный
limitless|ilimitado|illimité|grenzenlos|无限制|بِلَا حُدُود|illimitato|illimitatus|無制限/むせいげん|ilimitado|безграничный
timeless|atemporal|intemporel|zeitlos|永不过时|خَالِد|senza tempo|perennis|時代を超えた/じだいをこえた|atemporal|вневременной
endless|interminable|sans fin|endlos|无尽|لَا يَنْتَهِي|interminabile|sine fine|果てしない/はてしない|interminável|нескончаемый
boundless|inmenso|immense|unermesslich|浩瀚|وَاسِع|immenso|immensus|広大無辺/こうだいむへん|imenso|необъятный
mindful|consciente|attentif|achtsam|正念|وَاعٍ|consapevole|attentus|心配り/こころくばり|atento|внимательный
`;
