/**
 * Our bilingual lexicon, theme: the kitchen and table, travel and the prosperity words of trade. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const KITCHEN_TRAVEL = `
kettle|hervidor|bouilloire|Wasserkocher|水壶|غَلَّايَة|bollitore|cacabus|やかん|chaleira|чайник
pot|olla|marmite|Topf|锅|قِدْر|pentola|olla|鍋/なべ|panela|кастрюля
mug|taza|tasse|Becher|马克杯|كُوب|tazza|poculum|マグカップ|caneca|кружка
cutlery|cubertería|couverts|Besteck|餐具|أَدَوَات المَائِدَة|posate|instrumentum mensae|カトラリー|talheres|столовые приборы
tray|bandeja|plateau|Tablett|托盘|صِينِيَّة|vassoio|ferculum|盆/ぼん|bandeja|поднос
jug|jarra|cruche|Krug|水罐|إِبْرِيق|brocca|urceus|水差し/みずさし|jarro|кувшин
dough|masa|pâte|Teig|面团|عَجِين|impasto|massa|生地/きじ|massa|тесто
yeast|levadura|levure|Hefe|酵母|خَمِيرَة|lievito|fermentum|酵母/こうぼ|fermento|дрожжи
grill|parrilla|gril|Grill|烤架|شَوَّايَة|griglia|craticula|グリル|grelha|гриль
barbecue|barbacoa|barbecue|Grillfest|烧烤|شِوَاء|grigliata|assatura|バーベキュー|churrasco|барбекю
seafood|mariscos|fruits de mer|Meeresfrüchte|海鲜|مَأْكُولَات بَحْرِيَّة|frutti di mare|conchylia|海鮮/かいせん|frutos do mar|морепродукты
bakehouse|horno de pan|fournil|Backstube|烘焙坊|مَخْبَز|forno|pistrinum|パン工房/パンこうぼう|padaria|пекарня
stall|puesto|étal|Marktstand|摊位|كُشْك|bancarella|taberna|屋台/やたい|barraca|ларёк
kiosk|quiosco|kiosque|Kiosk|亭子|كُشْك|chiosco|tabernaculum|キオスク|quiosque|киоск
luggage|equipaje|bagages|Gepäck|行李|أَمْتِعَة|bagagli|impedimenta|荷物/にもつ|bagagem|багаж
suitcase|maleta|valise|Koffer|手提箱|حَقِيبَة سَفَر|valigia|vidulus|スーツケース|mala|чемодан
fleet|flota|flotte|Flotte|舰队|أُسْطُول|flotta|classis|艦隊/かんたい|frota|флот
navigator|navegante|navigateur|Navigator|领航员|مَلَّاح|navigatore|gubernator|航海士/こうかいし|navegador|штурман
cruise|crucero|croisière|Kreuzfahrt|游轮|رِحْلَة بَحْرِيَّة|crociera|navigatio|クルーズ|cruzeiro|круиз
excursion|excursión|excursion|Ausflug|远足|نُزْهَة|escursione|excursio|遠足/えんそく|excursão|экскурсия
destination|destino|destination|Reiseziel|目的地|وِجْهَة|destinazione|meta|目的地/もくてきち|destino|пункт назначения
pilgrim|peregrino|pèlerin|Pilger|朝圣者|حَاجّ|pellegrino|peregrinus|巡礼者/じゅんれいしゃ|peregrino|паломник
wayfarer|caminante|voyageur|Wanderer|旅人|عَابِر سَبِيل|viandante|viator|旅人/たびびと|caminhante|странник
prosperity|prosperidad|prospérité|Wohlstand|繁荣|ازْدِهَار|prosperità|prosperitas|繁栄/はんえい|prosperidade|процветание
prosper|prosperar|prospérer|gedeihen|兴旺|ازْدَهَرَ|prosperare|prosperare|栄える/さかえる|prosperar|процветать
abundance|abundancia|abondance|Fülle|丰富|وَفْرَة|abbondanza|abundantia|豊富/ほうふ|abundância|изобилие
plenty|plenitud|profusion|Überfluss|充足|كَثْرَة|profusione|copia|潤沢/じゅんたく|fartura|достаток
bounty|generosidad|largesse|Freigebigkeit|慷慨|سَخَاء|munificenza|largitas|恵み/めぐみ|generosidade|щедрость
thriving|próspero|florissant|blühend|兴盛|مُزْدَهِر|fiorente|florens|盛ん/さかん|próspero|процветающий
pledge|promesa|promesse solennelle|Gelöbnis|誓言|تَعَهُّد|impegno|pignus|誓約/せいやく|compromisso|обязательство
bond|vínculo|lien|Bindung|纽带|رَابِطَة|legame|vinculum|絆/きずな|vínculo|узы
`;
