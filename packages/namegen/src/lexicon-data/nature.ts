/**
 * Our bilingual lexicon, theme: nature, sky, weather, landscape and the elements. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 * ZH in hanzi, AR with short-vowel marks, JA as kanji/kana reading or kana alone, RU in Cyrillic.
 */
export const NATURE = `
light|luz|lumière|Licht|光|نُور|luce|lux|光/ひかり|luz|свет
sun|sol|soleil|Sonne|太阳|شَمْس|sole|sol|太陽/たいよう|sol|солнце
moon|luna|lune|Mond|月亮|قَمَر|luna|luna|月/つき|lua|луна
star|estrella|étoile|Stern|星星|نَجْمَة|stella|stella|星/ほし|estrela|звезда
sky|cielo|ciel|Himmel|天空|سَمَاء|cielo|caelum|空/そら|céu|небо
cloud|nube|nuage|Wolke|云|سَحَابَة|nuvola|nubes|雲/くも|nuvem|облако
rain|lluvia|pluie|Regen|雨|مَطَر|pioggia|pluvia|雨/あめ|chuva|дождь
snow|nieve|neige|Schnee|雪|ثَلْج|neve|nix|雪/ゆき|neve|снег
ice|hielo|glace|Eis|冰|جَلِيد|ghiaccio|glacies|氷/こおり|gelo|лёд
wind|viento|vent|Wind|风|رِيح|vento|ventus|風/かぜ|vento|ветер
storm|tormenta|tempête|Sturm|风暴|عَاصِفَة|tempesta|tempestas|嵐/あらし|tempestade|буря
thunder|trueno|tonnerre|Donner|雷|رَعْد|tuono|tonitrus|雷/かみなり|trovão|гром
lightning|relámpago|éclair|Blitz|闪电|بَرْق|fulmine|fulmen|稲妻/いなずま|relâmpago|молния
rainbow|arcoíris|arc-en-ciel|Regenbogen|彩虹|قَوْس قُزَح|arcobaleno|arcus|虹/にじ|arco-íris|радуга
fog|niebla|brouillard|Nebel|雾|ضَبَاب|nebbia|nebula|霧/きり|névoa|туман
dew|rocío|rosée|Tau|露水|نَدَى|rugiada|ros|露/つゆ|orvalho|роса
dawn|amanecer|aube|Morgendämmerung|黎明|فَجْر|alba|aurora|夜明け/よあけ|amanhecer|рассвет
dusk|anochecer|crépuscule|Dämmerung|黄昏|غَسَق|crepuscolo|crepusculum|夕暮れ/ゆうぐれ|crepúsculo|сумерки
sunrise|salida del sol|lever du soleil|Sonnenaufgang|日出|شُرُوق|alba|ortus|日の出/ひので|nascer do sol|восход
sunset|atardecer|coucher du soleil|Sonnenuntergang|日落|غُرُوب|tramonto|occasus|夕日/ゆうひ|pôr do sol|закат
day|día|jour|Tag|日|يَوْم|giorno|dies|日/ひ|dia|день
night|noche|nuit|Nacht|夜|لَيْل|notte|nox|夜/よる|noite|ночь
morning|mañana|matin|Morgen|早晨|صَبَاح|mattina|mane|朝/あさ|manhã|утро
evening|tarde|soir|Abend|傍晚|مَسَاء|sera|vesper|夕方/ゆうがた|tarde|вечер
noon|mediodía|midi|Mittag|中午|ظُهْر|mezzogiorno|meridies|正午/しょうご|meio-dia|полдень
midnight|medianoche|minuit|Mitternacht|午夜|مُنْتَصَف اللَّيْل|mezzanotte|media nox|真夜中/まよなか|meia-noite|полночь
spring|primavera|printemps|Frühling|春天|رَبِيع|primavera|ver|春/はる|primavera|весна
summer|verano|été|Sommer|夏天|صَيْف|estate|aestas|夏/なつ|verão|лето
autumn|otoño|automne|Herbst|秋天|خَرِيف|autunno|autumnus|秋/あき|outono|осень
winter|invierno|hiver|Winter|冬天|شِتَاء|inverno|hiems|冬/ふゆ|inverno|зима
season|estación|saison|Jahreszeit|季节|فَصْل|stagione|tempestas|季節/きせつ|estação|сезон
fire|fuego|feu|Feuer|火|نَار|fuoco|ignis|火/ひ|fogo|огонь
flame|llama|flamme|Flamme|火焰|لَهَب|fiamma|flamma|炎/ほのお|chama|пламя
spark|chispa|étincelle|Funke|火花|شَرَارَة|scintilla|scintilla|火花/ひばな|faísca|искра
ember|brasa|braise|Glut|余烬|جَمْرَة|brace|pruna|燠/おき|brasa|уголёк
smoke|humo|fumée|Rauch|烟|دُخَان|fumo|fumus|煙/けむり|fumaça|дым
ash|ceniza|cendre|Asche|灰|رَمَاد|cenere|cinis|灰/はい|cinza|пепел
water|agua|eau|Wasser|水|مَاء|acqua|aqua|水/みず|água|вода
earth|tierra|terre|Erde|大地|أَرْض|terra|terra|地/ち|terra|земля
air|aire|air|Luft|空气|هَوَاء|aria|aer|空気/くうき|ar|воздух
stone|piedra|pierre|Stein|石头|حَجَر|pietra|lapis|石/いし|pedra|камень
rock|roca|roche|Fels|岩石|صَخْرَة|roccia|saxum|岩/いわ|rocha|скала
sand|arena|sable|Sand|沙子|رَمْل|sabbia|harena|砂/すな|areia|песок
dust|polvo|poussière|Staub|尘土|غُبَار|polvere|pulvis|塵/ちり|pó|пыль
mud|barro|boue|Schlamm|泥|طِين|fango|lutum|泥/どろ|lama|грязь
clay|arcilla|argile|Ton|黏土|صَلْصَال|argilla|argilla|粘土/ねんど|argila|глина
sea|mar|mer|Meer|海|بَحْر|mare|mare|海/うみ|mar|море
ocean|océano|océan|Ozean|海洋|مُحِيط|oceano|oceanus|海洋/かいよう|oceano|океан
wave|ola|vague|Welle|波浪|مَوْجَة|onda|unda|波/なみ|onda|волна
tide|marea|marée|Gezeiten|潮汐|مَدّ|marea|aestus|潮/しお|maré|прилив
shore|orilla|rivage|Ufer|岸|شَاطِئ|riva|ora|岸/きし|margem|берег
beach|playa|plage|Strand|海滩|شَاطِئ البَحْر|spiaggia|litus|浜/はま|praia|пляж
coast|costa|côte|Küste|海岸|سَاحِل|costa|litus|海岸/かいがん|costa|побережье
bay|bahía|baie|Bucht|海湾|خَلِيج|baia|sinus|湾/わん|baía|залив
island|isla|île|Insel|岛|جَزِيرَة|isola|insula|島/しま|ilha|остров
river|río|rivière|Fluss|河|نَهْر|fiume|flumen|川/かわ|rio|река
stream|arroyo|ruisseau|Bach|溪流|جَدْوَل|ruscello|rivus|小川/おがわ|riacho|ручей
lake|lago|lac|See|湖|بُحَيْرَة|lago|lacus|湖/みずうみ|lago|озеро
pond|estanque|étang|Teich|池塘|بِرْكَة|stagno|stagnum|池/いけ|lagoa|пруд
source|manantial|source|Quelle|泉|يَنْبُوع|sorgente|fons|泉/いずみ|nascente|родник
waterfall|cascada|cascade|Wasserfall|瀑布|شَلَّال|cascata|cataracta|滝/たき|cachoeira|водопад
rapids|rápidos|rapides|Stromschnelle|急流|مُنْحَدَر النَّهْر|rapide|vortex|急流/きゅうりゅう|corredeira|пороги
delta|delta|delta|Delta|三角洲|دِلْتَا|delta|delta|デルタ|delta|дельта
mountain|montaña|montagne|Berg|山|جَبَل|montagna|mons|山/やま|montanha|гора
hill|colina|colline|Hügel|丘陵|تَلّ|collina|collis|丘/おか|colina|холм
peak|cima|sommet|Gipfel|顶峰|قِمَّة|vetta|cacumen|頂/いただき|cume|вершина
summit|cumbre|cime|Spitze|峰顶|ذِرْوَة|cima|culmen|山頂/さんちょう|topo|пик
valley|valle|vallée|Tal|山谷|وَادٍ|valle|vallis|谷/たに|vale|долина
canyon|cañón|canyon|Schlucht|峡谷|أُخْدُود|canyon|fauces|峡谷/きょうこく|desfiladeiro|каньон
cliff|acantilado|falaise|Klippe|悬崖|جُرُف|scogliera|rupes|崖/がけ|penhasco|утёс
cave|cueva|grotte|Höhle|洞穴|كَهْف|grotta|spelunca|洞窟/どうくつ|caverna|пещера
volcano|volcán|volcan|Vulkan|火山|بُرْكَان|vulcano|mons ignifer|火山/かざん|vulcão|вулкан
desert|desierto|désert|Wüste|沙漠|صَحْرَاء|deserto|desertum|砂漠/さばく|deserto|пустыня
oasis|oasis|oasis|Oase|绿洲|وَاحَة|oasi|oasis|オアシス|oásis|оазис
dune|duna|dune|Düne|沙丘|كَثِيب|duna|tumulus|砂丘/さきゅう|duna|дюна
forest|bosque|forêt|Wald|森林|غَابَة|foresta|silva|森/もり|floresta|лес
jungle|selva|jungle|Dschungel|丛林|أَدْغَال|giungla|silva densa|ジャングル|selva|джунгли
woods|arboleda|bois|Gehölz|树林|أَحْرَاج|bosco|nemus|林/はやし|bosque|роща
meadow|prado|pré|Wiese|草地|مَرْج|prato|pratum|草原/そうげん|prado|луг
field|campo|champ|Feld|田野|حَقْل|campo|ager|野原/のはら|campo|поле
prairie|pradera|prairie|Prärie|大草原|بَرَارِي|prateria|campus|大草原/だいそうげん|pradaria|прерия
garden|jardín|jardin|Garten|花园|حَدِيقَة|giardino|hortus|庭/にわ|jardim|сад
orchard|huerto|verger|Obstgarten|果园|بُسْتَان|frutteto|pomarium|果樹園/かじゅえん|pomar|фруктовый сад
tree|árbol|arbre|Baum|树|شَجَرَة|albero|arbor|木/き|árvore|дерево
leaf|hoja|feuille|Blatt|叶子|وَرَقَة|foglia|folium|葉/は|folha|лист
branch|rama|branche|Ast|树枝|غُصْن|ramo|ramus|枝/えだ|ramo|ветвь
root|raíz|racine|Wurzel|根|جِذْر|radice|radix|根/ね|raiz|корень
seed|semilla|graine|Samen|种子|بِذْرَة|seme|semen|種/たね|semente|семя
sprout|brote|pousse|Spross|芽|بُرْعُم|germoglio|germen|芽/め|broto|росток
flower|flor|fleur|Blume|花|زَهْرَة|fiore|flos|花/はな|flor|цветок
blossom|flor|floraison|Blüte|花朵|نَوْر|fioritura|flos|花盛り/はなざかり|florada|цветение
petal|pétalo|pétale|Blütenblatt|花瓣|بَتَلَة|petalo|petalum|花びら/はなびら|pétala|лепесток
grass|hierba|herbe|Gras|草|عُشْب|erba|herba|草/くさ|grama|трава
moss|musgo|mousse|Moos|苔藓|طُحْلُب|muschio|muscus|苔/こけ|musgo|мох
fern|helecho|fougère|Farn|蕨|سَرْخَس|felce|filix|シダ|samambaia|папоротник
vine|vid|vigne|Rebe|藤蔓|كَرْمَة|vite|vitis|蔓/つる|videira|лоза
rose|rosa|rose|Rose|玫瑰|وَرْدَة|rosa|rosa|薔薇/ばら|rosa|роза
lily|lirio|lys|Lilie|百合|زَنْبَق|giglio|lilium|百合/ゆり|lírio|лилия
lotus|loto|lotus|Lotus|莲花|لُوتَس|loto|lotus|蓮/はす|lótus|лотос
orchid|orquídea|orchidée|Orchidee|兰花|أُورْكِيد|orchidea|orchis|蘭/らん|orquídea|орхидея
tulip|tulipán|tulipe|Tulpe|郁金香|تُولِيب|tulipano|tulipa|チューリップ|tulipa|тюльпан
violet|violeta|violette|Veilchen|紫罗兰|بَنَفْسَج|viola|viola|スミレ|violeta|фиалка
jasmine|jazmín|jasmin|Jasmin|茉莉|يَاسَمِين|gelsomino|iasminum|ジャスミン|jasmim|жасмин
lavender|lavanda|lavande|Lavendel|薰衣草|خُزَامَى|lavanda|lavandula|ラベンダー|lavanda|лаванда
daisy|margarita|marguerite|Gänseblümchen|雏菊|أُقْحُوَان|margherita|bellis|ひな菊/ひなぎく|margarida|ромашка
sunflower|girasol|tournesol|Sonnenblume|向日葵|عَبَّاد الشَّمْس|girasole|helianthus|向日葵/ひまわり|girassol|подсолнух
poppy|amapola|coquelicot|Mohn|罂粟|خَشْخَاش|papavero|papaver|ケシ|papoula|мак
cherry blossom|flor de cerezo|fleur de cerisier|Kirschblüte|樱花|زَهْر الكَرَز|fiore di ciliegio|flos cerasi|桜/さくら|flor de cerejeira|сакура
oak|roble|chêne|Eiche|橡树|بَلُّوط|quercia|quercus|樫/かし|carvalho|дуб
pine|pino|pin|Kiefer|松树|صَنَوْبَر|pino|pinus|松/まつ|pinheiro|сосна
cedar|cedro|cèdre|Zeder|雪松|أَرْز|cedro|cedrus|杉/すぎ|cedro|кедр
willow|sauce|saule|Weide|柳树|صَفْصَاف|salice|salix|柳/やなぎ|salgueiro|ива
birch|abedul|bouleau|Birke|桦树|بَتُولَا|betulla|betula|樺/かば|bétula|берёза
maple|arce|érable|Ahorn|枫树|قَيْقَب|acero|acer|楓/かえで|bordo|клён
palm|palmera|palmier|Palme|棕榈|نَخْلَة|palma|palma|椰子/やし|palmeira|пальма
olive|aceituna|olive|Olive|橄榄|زَيْتُون|oliva|oliva|オリーブ|azeitona|оливка
bamboo|bambú|bambou|Bambus|竹子|خَيْزُرَان|bambù|harundo|竹/たけ|bambu|бамбук
cypress|ciprés|cyprès|Zypresse|柏树|سَرْو|cipresso|cupressus|糸杉/いとすぎ|cipreste|кипарис
laurel|laurel|laurier|Lorbeer|月桂|غَار|alloro|laurus|月桂樹/げっけいじゅ|louro|лавр
ivy|hiedra|lierre|Efeu|常春藤|لَبْلَاب|edera|hedera|蔦/つた|hera|плющ
thorn|espina|épine|Dorn|刺|شَوْكَة|spina|spina|棘/とげ|espinho|шип
honey|miel|miel|Honig|蜂蜜|عَسَل|miele|mel|蜂蜜/はちみつ|mel|мёд
nature|naturaleza|nature|Natur|自然|طَبِيعَة|natura|natura|自然/しぜん|natureza|природа
world|mundo|monde|Welt|世界|عَالَم|mondo|mundus|世界/せかい|mundo|мир
universe|universo|univers|Universum|宇宙|كَوْن|universo|universum|宇宙/うちゅう|universo|вселенная
cosmos|cosmos|cosmos|Kosmos|太空|فَضَاء|cosmo|cosmos|コスモス|cosmos|космос
galaxy|galaxia|galaxie|Galaxie|星系|مَجَرَّة|galassia|galaxias|銀河/ぎんが|galáxia|галактика
planet|planeta|planète|Planet|行星|كَوْكَب|pianeta|planeta|惑星/わくせい|planeta|планета
comet|cometa|comète|Komet|彗星|مُذَنَّب|cometa|cometes|彗星/すいせい|cometa|комета
meteor|meteoro|météore|Meteor|流星|شِهَاب|meteora|meteoron|流星/りゅうせい|meteoro|метеор
orbit|órbita|orbite|Umlaufbahn|轨道|مَدَار|orbita|orbita|軌道/きどう|órbita|орбита
horizon|horizonte|horizon|Horizont|地平线|أُفُق|orizzonte|horizon|地平線/ちへいせん|horizonte|горизонт
aurora|aurora|aurore|Polarlicht|极光|شَفَق قُطْبِيّ|aurora|aurora|オーロラ|aurora|северное сияние
eclipse|eclipse|éclipse|Finsternis|日食|كُسُوف|eclissi|eclipsis|日食/にっしょく|eclipse|затмение
nova|nova|nova|Nova|新星|مُسْتَعِر|nova|stella nova|新星/しんせい|nova|новая звезда
nebula|nebulosa|nébuleuse|Nebelfleck|星云|سَدِيم|nebulosa|nebula|星雲/せいうん|nebulosa|туманность
space|espacio|espace|Raum|空间|فَضَاء خَارِجِيّ|spazio|spatium|空間/くうかん|espaço|пространство
north|norte|nord|Norden|北|شَمَال|nord|septentrio|北/きた|norte|север
south|sur|sud|Süden|南|جَنُوب|sud|meridies|南/みなみ|sul|юг
east|este|est|Osten|东|شَرْق|est|oriens|東/ひがし|leste|восток
west|oeste|ouest|Westen|西|غَرْب|ovest|occidens|西/にし|oeste|запад
north star|estrella polar|étoile polaire|Polarstern|北极星|النَّجْم القُطْبِيّ|stella polare|stella polaris|北極星/ほっきょくせい|estrela polar|полярная звезда
shadow|sombra|ombre|Schatten|影子|ظِلّ|ombra|umbra|影/かげ|sombra|тень
shade|sombra|ombrage|Schatten|阴凉|فَيْء|ombra|opacum|日陰/ひかげ|sombra|тень
glow|resplandor|lueur|Glühen|光辉|تَوَهُّج|bagliore|fulgor|輝き/かがやき|brilho|свечение
ray|rayo|rayon|Strahl|光线|شُعَاع|raggio|radius|光線/こうせん|raio|луч
beam|haz|faisceau|Lichtstrahl|光束|حُزْمَة ضَوْء|fascio|iubar|光束/こうそく|feixe|пучок
shine|brillo|éclat|Glanz|光泽|لَمَعَان|splendore|nitor|艶/つや|lustro|блеск
sparkle|destello|scintillement|Funkeln|闪耀|بَرِيق|scintillio|micatio|きらめき|cintilação|сверкание
twilight|crepúsculo|pénombre|Zwielicht|暮光|شَفَق|penombra|crepusculum|薄明/はくめい|lusco-fusco|полумрак
breeze|brisa|brise|Brise|微风|نَسِيم|brezza|aura|そよ風/そよかぜ|brisa|бриз
gale|vendaval|coup de vent|Sturmwind|大风|رِيح عَاتِيَة|burrasca|procella|強風/きょうふう|vendaval|шквал
hurricane|huracán|ouragan|Orkan|飓风|إِعْصَار|uragano|turbo|ハリケーン|furacão|ураган
tornado|tornado|tornade|Tornado|龙卷风|زَوْبَعَة|tornado|turbo|竜巻/たつまき|tornado|смерч
typhoon|tifón|typhon|Taifun|台风|طُوفَان|tifone|typhon|台風/たいふう|tufão|тайфун
frost|escarcha|givre|Frost|霜|صَقِيع|brina|pruina|霜/しも|geada|иней
hail|granizo|grêle|Hagel|冰雹|بَرَد|grandine|grando|雹/ひょう|granizo|град
mist|bruma|brume|Dunst|薄雾|غَشَاوَة|foschia|caligo|霞/かすみ|bruma|дымка
climate|clima|climat|Klima|气候|مُنَاخ|clima|clima|気候/きこう|clima|климат
weather|tiempo|météo|Wetter|天气|طَقْس|tempo|caelum|天気/てんき|tempo|погода
glacier|glaciar|glacier|Gletscher|冰川|نَهْر جَلِيدِيّ|ghiacciaio|glacies perpetua|氷河/ひょうが|geleira|ледник
iceberg|iceberg|iceberg|Eisberg|冰山|جَبَل جَلِيدِيّ|iceberg|mons glacialis|氷山/ひょうざん|iceberg|айсберг
arctic|ártico|arctique|Arktis|北极|القُطْب الشَّمَالِيّ|artico|arcticus|北極/ほっきょく|ártico|арктика
tropic|trópico|tropique|Tropen|热带|مَدَار اسْتِوَائِيّ|tropico|tropicus|熱帯/ねったい|trópico|тропики
reef|arrecife|récif|Riff|礁石|شِعَاب|scogliera corallina|scopulus|礁/しょう|recife|риф
coral|coral|corail|Koralle|珊瑚|مَرْجَان|corallo|corallium|珊瑚/さんご|coral|коралл
pearl|perla|perle|Perle|珍珠|لُؤْلُؤ|perla|margarita|真珠/しんじゅ|pérola|жемчуг
shell|concha|coquillage|Muschel|贝壳|صَدَفَة|conchiglia|concha|貝/かい|concha|ракушка
lagoon|laguna|lagune|Lagune|泻湖|لَاجُون|laguna|lacuna|潟湖/せきこ|laguna|лагуна
harbor|puerto|port|Hafen|港口|مِينَاء|porto|portus|港/みなと|porto|гавань
cape|cabo|cap|Kap|海角|رَأْس|capo|promunturium|岬/みさき|cabo|мыс
marsh|pantano|marais|Sumpf|沼泽|مُسْتَنْقَع|palude|palus|沼/ぬま|pântano|болото
plain|llanura|plaine|Ebene|平原|سَهْل|pianura|planities|平野/へいや|planície|равнина
plateau|meseta|plateau|Hochebene|高原|هَضْبَة|altopiano|planities alta|高原/こうげん|planalto|плато
ridge|cresta|crête|Grat|山脊|حَافَّة|cresta|iugum|尾根/おね|cumeeira|хребет
slope|ladera|pente|Hang|山坡|مُنْحَدَر|pendio|clivus|坂/さか|encosta|склон
path|sendero|sentier|Pfad|小路|دَرْب|sentiero|semita|小道/こみち|trilha|тропа
trail|rastro|piste|Spur|踪迹|أَثَر|traccia|vestigium|跡/あと|rastro|след
spring season|primavera|printemps|Lenz|春季|رَبِيع|primavera|ver|春季/しゅんき|primavera|весна
equinox|equinoccio|équinoxe|Tagundnachtgleiche|春分|اعْتِدَال|equinozio|aequinoctium|春分/しゅんぶん|equinócio|равноденствие
solstice|solsticio|solstice|Sonnenwende|至日|انْقِلَاب شَمْسِيّ|solstizio|solstitium|至点/してん|solstício|солнцестояние
zenith|cenit|zénith|Zenit|天顶|سَمْت الرَّأْس|zenit|vertex|天頂/てんちょう|zênite|зенит
abyss|abismo|abîme|Abgrund|深渊|هَاوِيَة|abisso|abyssus|深淵/しんえん|abismo|бездна
depth|profundidad|profondeur|Tiefe|深度|عُمْق|profondità|altitudo|深さ/ふかさ|profundidade|глубина
height|altura|hauteur|Höhe|高度|ارْتِفَاع|altezza|altitudo|高さ/たかさ|altura|высота
crystal|cristal|cristal|Kristall|水晶|بِلَّوْر|cristallo|crystallus|水晶/すいしょう|cristal|кристалл
quartz|cuarzo|quartz|Quarz|石英|كْوَارْتْز|quarzo|crystallum|石英/せきえい|quartzo|кварц
amber|ámbar|ambre|Bernstein|琥珀|كَهْرَمَان|ambra|sucinum|琥珀/こはく|âmbar|янтарь
salt|sal|sel|Salz|盐|مِلْح|sale|sal|塩/しお|sal|соль
steam|vapor|vapeur|Dampf|蒸汽|بُخَار|vapore|vapor|蒸気/じょうき|vapor|пар
bubble|burbuja|bulle|Blase|泡泡|فُقَاعَة|bolla|bulla|泡/あわ|bolha|пузырь
drop|gota|goutte|Tropfen|滴|قَطْرَة|goccia|gutta|滴/しずく|gota|капля
flood|inundación|inondation|Flut|洪水|فَيَضَان|inondazione|diluvium|洪水/こうずい|inundação|наводнение
current|corriente|courant|Strömung|水流|تَيَّار|corrente|fluentum|流れ/ながれ|corrente|течение
whirlpool|remolino|tourbillon|Strudel|漩涡|دُوَّامَة|vortice|vortex|渦/うず|redemoinho|водоворот
fountain|fuente|fontaine|Brunnen|喷泉|نَافُورَة|fontana|fons|噴水/ふんすい|fonte|фонтан
well|pozo|puits|Brunnen|井|بِئْر|pozzo|puteus|井戸/いど|poço|колодец
sea breeze|brisa marina|brise marine|Meeresbrise|海风|نَسِيم البَحْر|brezza marina|aura marina|潮風/しおかぜ|brisa do mar|морской бриз
wilderness|naturaleza salvaje|nature sauvage|Wildnis|荒野|بَرِّيَّة|natura selvaggia|solitudo|荒野/こうや|natureza selvagem|дикая природа
tundra|tundra|toundra|Tundra|冻原|تُنْدْرَا|tundra|tundra|ツンドラ|tundra|тундра
savanna|sabana|savane|Savanne|稀树草原|سَافَانَا|savana|campus apertus|サバンナ|savana|саванна
steppe|estepa|steppe|Steppe|草原|سُهُوب|steppa|campus|ステップ|estepe|степь
fjord|fiordo|fjord|Fjord|峡湾|مَضْيَق بَحْرِيّ|fiordo|sinus angustus|フィヨルド|fiorde|фьорд
continent|continente|continent|Kontinent|大陆|قَارَّة|continente|continens|大陸/たいりく|continente|континент
environment|medio ambiente|environnement|Umwelt|环境|بِيئَة|ambiente|circumiectus|環境/かんきょう|meio ambiente|окружающая среда
ecology|ecología|écologie|Ökologie|生态|عِلْم البِيئَة|ecologia|oecologia|生態/せいたい|ecologia|экология
`;
