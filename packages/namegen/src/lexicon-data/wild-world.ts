/**
 * Our bilingual lexicon, theme: more plants, terrain, creatures, textures and objects of wonder.
 * Written by us. One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const WILD_WORLD = `
glade|claro|clairière|Lichtung|林间空地|فُرْجَة|radura|saltus|空き地/あきち|clareira|поляна
grove|arboleda|bosquet|Hain|树丛|خَمِيلَة|boschetto|lucus|木立/こだち|arvoredo|роща
brook|riachuelo|ru|Bächlein|小溪|غَدِير|rivo|rivulus|せせらぎ|regato|ручеёк
crag|peñasco|escarpement|Felszacke|峭壁|صَخْر|rupe|scopulus|岩山/いわやま|penedo|утёс
boulder|peña|rocher|Felsbrocken|巨石|جُلْمُود|masso|saxum ingens|巨岩/きょがん|pedregulho|валун
pebble|guijarro|galet|Kiesel|卵石|حَصَاة|ciottolo|calculus|小石/こいし|seixo|галька
soil|suelo|sol|Boden|土壤|تُرْبَة|suolo|solum|土/つち|solo|почва
flint|pedernal|silex|Feuerstein|燧石|صَوَّان|selce|silex|火打石/ひうちいし|sílex|кремень
ore|mineral|minerai|Erz|矿石|خَام|minerale|metallum|鉱石/こうせき|minério|руда
kelp|quelpo|varech|Seetang|海带|عُشْب البَحْر|alga|alga|昆布/こんぶ|alga|ламинария
pollen|polen|pollen|Pollen|花粉|لِقَاح|polline|pollen|花粉/かふん|pólen|пыльца
acorn|bellota|gland|Eichel|橡子|بَلُّوطَة|ghianda|glans|団栗/どんぐり|bolota|жёлудь
thistle|cardo|chardon|Distel|蓟|شَوْك الجِمَال|cardo|carduus|薊/あざみ|cardo|чертополох
clover|trébol|trèfle|Klee|三叶草|نَفَل|trifoglio|trifolium|クローバー|trevo|клевер
heather|brezo|bruyère|Heidekraut|石南|خَلَنْج|erica|erica|ヒース|urze|вереск
magnolia|magnolia|magnolia|Magnolie|木兰|مَغْنُولْيَا|magnolia|magnolia|木蓮/もくれん|magnólia|магнолия
camellia|camelia|camélia|Kamelie|山茶花|كَامِيلْيَا|camelia|camellia|椿/つばき|camélia|камелия
peony|peonía|pivoine|Pfingstrose|牡丹|فَاوَانِيَا|peonia|paeonia|牡丹/ぼたん|peônia|пион
iris|iris|iris|Schwertlilie|鸢尾|سَوْسَن|iris|iris|菖蒲/あやめ|íris|ирис
hibiscus|hibisco|hibiscus|Hibiskus|木槿|كَرْكَدِيه|ibisco|hibiscus|ハイビスカス|hibisco|гибискус
lilac|lila|lilas|Flieder|丁香花|لَيْلَك|lillà|syringa|ライラック|lilás|сирень
dandelion|diente de león|pissenlit|Löwenzahn|蒲公英|هِنْدِبَاء|tarassaco|taraxacum|蒲公英/たんぽぽ|dente-de-leão|одуванчик
edelweiss|edelweiss|edelweiss|Edelweiß|雪绒花|نَجْمَة الثَّلْج|stella alpina|leontopodium|エーデルワイス|edelvais|эдельвейс
sequoia|secuoya|séquoia|Mammutbaum|红杉|سِكْوِيَا|sequoia|sequoia|セコイア|sequoia|секвойя
baobab|baobab|baobab|Affenbrotbaum|猴面包树|بَاوْبَاب|baobab|adansonia|バオバブ|baobá|баобаб
aspen|álamo temblón|tremble|Espe|白杨|حَوْر رَجْرَاج|pioppo tremulo|populus tremula|ヤマナラシ|choupo-tremedor|осина
elm|olmo|orme|Ulme|榆树|دَرْدَار|olmo|ulmus|楡/にれ|olmo|вяз
linden|tilo|tilleul|Linde|椴树|زَيْزَفُون|tiglio|tilia|菩提樹/ぼだいじゅ|tília|липа
juniper|enebro|genévrier|Wacholder|刺柏|عَرْعَر|ginepro|iuniperus|杜松/ねず|zimbro|можжевельник
myrtle|mirto|myrte|Myrte|桃金娘|آس|mirto|myrtus|銀梅花/ぎんばいか|murta|мирт
mangrove|manglar|mangrove|Mangrove|红树林|مَنْغْرُوف|mangrovia|rhizophora|マングローブ|mangue|мангры
cactus|cactus|cactus|Kaktus|仙人掌|صَبَّار|cactus|cactus|サボテン|cacto|кактус
aloe|aloe|aloès|Aloe|芦荟|صَبِر|aloe|aloe|アロエ|babosa|алоэ
wren|chochín|roitelet|Zaunkönig|鹪鹩|صَعْو|scricciolo|troglodytes|三十三才/みそさざい|carriça|крапивник
magpie|urraca|pie|Elster|喜鹊|عَقْعَق|gazza|pica|鵲/かささぎ|pega|сорока
jay|arrendajo|geai|Eichelhäher|松鸦|قِيق|ghiandaia|garrulus|懸巣/かけす|gaio|сойка
cuckoo|cuco|coucou|Kuckuck|布谷鸟|وَقْوَاق|cuculo|cuculus|郭公/かっこう|cuco|кукушка
puffin|frailecillo|macareux|Papageitaucher|海鹦|بَفِن|pulcinella di mare|fratercula|ツノメドリ|papagaio-do-mar|тупик
ibis|ibis|ibis|Ibis|朱鹭|أَبُو مِنْجَل|ibis|ibis|朱鷺/とき|íbis|ибис
salamander|salamandra|salamandre|Salamander|蝾螈|سَمَنْدَل|salamandra|salamandra|山椒魚/さんしょううお|salamandra|саламандра
toad|sapo|crapaud|Kröte|蟾蜍|عُلْجُوم|rospo|bufo|蟇/ひきがえる|sapo|жаба
bumblebee|abejorro|bourdon|Hummel|熊蜂|نَحْلَة طَنَّانَة|bombo|bombus|熊蜂/くまばち|mamangaba|шмель
caterpillar|oruga|chenille|Raupe|毛毛虫|يَرَقَة|bruco|eruca|芋虫/いもむし|lagarta|гусеница
cocoon|capullo|cocon|Kokon|茧|شَرْنَقَة|bozzolo|folliculus|繭/まゆ|casulo|кокон
colt|potro|poulain|Fohlen|马驹|مُهْر|puledro|pullus|子馬/こうま|potro|жеребёнок
calf|ternero|veau|Kalb|小牛|عِجْل|vitello|vitulus|子牛/こうし|bezerro|телёнок
fawn|cervatillo|faon|Rehkitz|小鹿|خِشْف|cerbiatto|hinnuleus|子鹿/こじか|enho|оленёнок
doe|cierva|biche|Hirschkuh|母鹿|ظَبْيَة|cerva|cerva|雌鹿/めじか|corça|лань
lioness|leona|lionne|Löwin|母狮|لَبُؤَة|leonessa|leaena|雌ライオン/めすライオン|leoa|львица
barracuda|barracuda|barracuda|Barrakuda|梭鱼|بَرَّاكُودَا|barracuda|sphyraena|カマス|barracuda|барракуда
marlin|marlín|marlin|Marlin|枪鱼|مَرْلِين|marlin|makaira|カジキ|marlim|марлин
swordfish|pez espada|espadon|Schwertfisch|剑鱼|سَمَك أَبُو سَيْف|pesce spada|xiphias|眼梶木/めかじき|peixe-espada|меч-рыба
stingray|raya|raie|Stachelrochen|黄貂鱼|لَخْمَة|razza|pastinaca|赤鱏/あかえい|arraia|скат
oyster|ostra|huître|Auster|牡蛎|مَحَار|ostrica|ostrea|牡蠣/かき|ostra|устрица
clam|almeja|palourde|Venusmuschel|蛤蜊|بَطْلِينُوس|vongola|chama|蛤/はまぐり|amêijoa|моллюск
shrimp|camarón|crevette|Garnele|虾|جَمْبَرِي|gambero|squilla|蝦/えび|camarão|креветка
daring|atrevido|hardi|wagemutig|果敢|مِقْدَام|ardito|temerarius|大胆不敵/だいたんふてき|atrevido|дерзкий
valiant|valeroso|vaillant|heldenmütig|英武|بَاسِل|valoroso|strenuus|勇猛/ゆうもう|valoroso|доблестный
gallant|galante|galant|galant|殷勤|شَهْم|galante|comis|颯爽/さっそう|galante|галантный
radiance|fulgor|rayonnement|Strahlkraft|光彩|إِشْرَاق|radiosità|splendor|光彩/こうさい|resplendor|сияние
splendor|esplendor|splendeur|Pracht|壮丽|رَوْعَة|splendore|magnificentia|壮観/そうかん|esplendor|великолепие
glamour|glamur|glamour|Glamour|魅惑|فِتْنَة|glamour|venustas|華やかさ/はなやかさ|glamour|гламур
luxury|lujo|luxe|Luxus|奢华|فَخَامَة|lusso|luxuria|贅沢/ぜいたく|luxo|роскошь
prestige|prestigio|prestige|Ansehen|声望|هَيْبَة|prestigio|auctoritas|威信/いしん|prestígio|престиж
elite|élite|élite|Elite|精英|نُخْبَة|élite|optimates|精鋭/せいえい|elite|элита
classic|clásico|classique|klassisch|经典|كِلَاسِيكِيّ|classico|classicus|古典/こてん|clássico|классический
vintage|vendimia|millésime|Jahrgang|复古|عَتِيق|annata|vindemia|ビンテージ|safra|винтажный
satin|satén|satin|Satin|缎子|سَاتَان|raso|sericum lene|繻子/しゅす|cetim|атлас
lush|exuberante|luxuriant|üppig|茂盛|مُورِق|rigoglioso|luxurians|青々/あおあお|exuberante|пышный
verdant|verdeante|verdoyant|grünend|青翠|مُخْضَرّ|verdeggiante|virens|緑豊か/みどりゆたか|verdejante|зеленеющий
rosy|rosado|rosé|rosig|玫瑰色|وَرْدِيّ|roseo|roseus|薔薇色/ばらいろ|rosado|румяный
misty|brumoso|brumeux|neblig|朦胧|ضَبَابِيّ|nebbioso|nebulosus|霞んだ/かすんだ|enevoado|туманный
frosty|helado|givré|frostig|霜冻|مُتَجَمِّد|gelido|pruinosus|凍てつく/いてつく|gelado|морозный
icy|glacial|glacial|eisig|冰冷|جَلِيدِيّ|ghiacciato|glacialis|氷のような/こおりのような|gélido|ледяной
fiery|ardiente|ardent|feurig|火热|نَارِيّ|infuocato|igneus|燃えるような/もえるような|ardente|огненный
starry|estrellado|étoilé|sternenklar|繁星|مُنَجَّم|stellato|stellatus|星降る/ほしふる|estrelado|звёздный
breezy|ventoso|venteux|luftig|清风|نَسِيمِيّ|ventilato|ventosus|風通し/かぜとおし|ventoso|ветреный
moonlit|claro de luna|clair de lune|mondbeschienen|月照|مُقْمِر|lunare|lunatus|月明かり/つきあかり|enluarado|лунный
kaleidoscope|caleidoscopio|kaléidoscope|Kaleidoskop|万花筒|مِشْكَال|caleidoscopio|kaleidoscopium|万華鏡/まんげきょう|caleidoscópio|калейдоскоп
hourglass|reloj de arena|sablier|Sanduhr|沙漏|سَاعَة رَمْلِيَّة|clessidra|clepsydra|砂時計/すなどけい|ampulheta|песочные часы
sundial|reloj de sol|cadran solaire|Sonnenuhr|日晷|مِزْوَلَة|meridiana|solarium|日時計/ひどけい|relógio de sol|солнечные часы
globe|globo|globe|Globus|地球仪|كُرَة أَرْضِيَّة|globo|globus|地球儀/ちきゅうぎ|globo|глобус
spaceship|nave espacial|vaisseau spatial|Raumschiff|宇宙飞船|سَفِينَة فَضَاء|astronave|navis sideralis|宇宙船/うちゅうせん|nave espacial|космический корабль
capsule|cápsula|capsule|Kapsel|胶囊|كَبْسُولَة|capsula|capsula|カプセル|cápsula|капсула
portal|portal|portail|Portal|传送门|بَوَّابَة|portale|porta magna|入口/いりぐち|portal|портал
gateway|pasarela|passerelle|Zugang|通道|مَدْخَل|varco|aditus|関門/かんもん|passagem|шлюз
labyrinth|laberinto|labyrinthe|Labyrinth|迷宫|مَتَاهَة|labirinto|labyrinthus|迷宮/めいきゅう|labirinto|лабиринт
maze|dédalo|dédale|Irrgarten|迷阵|دَهَالِيز|dedalo|error viarum|迷路/めいろ|dédalo|лабиринт
tunnel|túnel|tunnel|Tunnel|隧道|نَفَق|tunnel|cuniculus|隧道/ずいどう|túnel|туннель
ladder|escalera|échelle|Leiter|梯子|سُلَّم|scala|scalae|梯子/はしご|escada|стремянка
stairway|escalera|escalier|Treppe|楼梯|دَرَج|scala|gradatio|階段/かいだん|escada|лестница
drone|dron|drone|Drohne|无人机|طَائِرَة مُسَيَّرَة|drone|fucus volans|ドローン|drone|дрон
sensor|sensor|capteur|Sensor|传感器|مُسْتَشْعِر|sensore|sensorium|センサー|sensor|датчик
antenna|antena|antenne|Antenne|天线|هَوَائِيّ|antenna|antenna|アンテナ|antena|антенна
cable|cable|câble|Kabel|电缆|كَابْل|cavo|funis|ケーブル|cabo|кабель
switch|interruptor|interrupteur|Schalter|开关|مِفْتَاح|interruttore|commutator|スイッチ|interruptor|выключатель
chart|gráfico|graphique|Diagramm|图表|رَسْم بَيَانِيّ|grafico|diagramma|図表/ずひょう|gráfico|диаграмма
ledger|libro mayor|grand livre|Hauptbuch|账簿|دَفْتَر|libro mastro|codex rationum|台帳/だいちょう|livro-razão|гроссбух
`;
