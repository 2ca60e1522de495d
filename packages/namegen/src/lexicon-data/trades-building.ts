/**
 * Our bilingual lexicon, theme: construction, the building trades, their tools and materials. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const TRADES_BUILDING = `
plumbing|fontanería|plomberie|Sanitärtechnik|管道工程|سِبَاكَة|idraulica|ars plumbaria|配管/はいかん|encanamento|сантехника
plumber|fontanero|plombier|Klempner|水管工|سَبَّاك|idraulico|plumbarius|配管工/はいかんこう|encanador|сантехник
pipe|tubería|tuyau|Rohr|管道|أُنْبُوب|tubo|tubus|管/くだ|cano|труба
tap|grifo|robinet|Wasserhahn|水龙头|صُنْبُور|rubinetto|epistomium|蛇口/じゃぐち|torneira|кран
wire|alambre|fil|Draht|电线|سِلْك|filo|filum|電線/でんせん|fio|провод
carpenter|carpintero|charpentier|Zimmermann|木匠|نَجَّار|carpentiere|faber tignarius|大工/だいく|carpinteiro|плотник
carpentry|carpintería|charpenterie|Zimmerei|木工|نِجَارَة|carpenteria|ars fabrilis|大工仕事/だいくしごと|carpintaria|плотницкое дело
joiner|ebanista|menuisier|Tischler|细木工|نَجَّار أَثَاث|falegname|intestinarius|指物師/さしものし|marceneiro|столяр
mason|albañil|maçon|Maurer|泥瓦匠|بَنَّاء|muratore|structor|石工/いしく|pedreiro|каменщик
bricklayer|albañil|maçon|Maurer|砌砖工|بَنَّاء|muratore|structor|煉瓦職人/れんがしょくにん|pedreiro|каменщик
roof|tejado|toit|Dach|屋顶|سَقْف|tetto|tectum|屋根/やね|telhado|крыша
tile|azulejo|carreau|Fliese|瓷砖|بَلَاطَة|piastrella|tegula|タイル|azulejo|плитка
plaster|yeso|plâtre|Gips|石膏|جِصّ|gesso|tectorium|漆喰/しっくい|gesso|штукатурка
painter|pintor|peintre|Maler|画家|رَسَّام|pittore|pictor|画家/がか|pintor|художник
decorator|decorador|décorateur|Dekorateur|装饰师|مُزَخْرِف|decoratore|ornator|装飾家/そうしょくか|decorador|декоратор
glazier|cristalero|vitrier|Glaser|玻璃工|زَجَّاج|vetraio|vitrarius|ガラス職人/ガラスしょくにん|vidraceiro|стекольщик
construction|construcción|construction|Bau|建筑|بِنَاء|costruzione|constructio|建設/けんせつ|construção|строительство
architect|arquitecto|architecte|Architekt|建筑师|مِعْمَارِيّ|architetto|architectus|建築家/けんちくか|arquiteto|архитектор
architecture|arquitectura|architecture|Architektur|建筑学|عِمَارَة|architettura|architectura|建築/けんちく|arquitetura|архитектура
engineer|ingeniero|ingénieur|Ingenieur|工程师|مُهَنْدِس|ingegnere|machinator|技術者/ぎじゅつしゃ|engenheiro|инженер
engineering|ingeniería|ingénierie|Ingenieurwesen|工程|هَنْدَسَة|ingegneria|machinatio|工学/こうがく|engenharia|инженерия
renovation|renovación|rénovation|Renovierung|翻新|تَجْدِيد|ristrutturazione|renovatio|改装/かいそう|reforma|ремонт
repair|reparación|réparation|Reparatur|修理|إِصْلَاح|riparazione|refectio|修理/しゅうり|conserto|починка
handyman|manitas|bricoleur|Heimwerker|杂工|عَامِل صِيَانَة|tuttofare|faber|便利屋/べんりや|faz-tudo|мастер на все руки
cement|cemento|ciment|Zement|水泥|إِسْمَنْت|cemento|caementum|セメント|cimento|цемент
timber|madera|bois d'œuvre|Bauholz|木材|خَشَب|legname|materia|材木/ざいもく|madeira|древесина
wooden beam|viga|poutre|Balken|横梁|عَارِضَة|trave|trabs|梁/はり|viga|балка
plank|tablón|planche|Brett|木板|لَوْح|tavola|tabula|板/いた|tábua|доска
drill|taladro|perceuse|Bohrer|钻头|مِثْقَاب|trapano|terebra|ドリル|furadeira|дрель
chisel|cincel|ciseau|Meißel|凿子|إِزْمِيل|scalpello|scalprum|鑿/のみ|cinzel|долото
pliers|alicates|pince|Zange|钳子|كَمَّاشَة|pinza|forceps|ペンチ|alicate|плоскогубцы
tool|herramienta|outil|Werkzeug|工具|أَدَاة|attrezzo|instrumentum|道具/どうぐ|ferramenta|инструмент
toolbox|caja de herramientas|boîte à outils|Werkzeugkasten|工具箱|صُنْدُوق العُدَّة|cassetta degli attrezzi|arca instrumentorum|工具箱/こうぐばこ|caixa de ferramentas|ящик для инструментов
trowel|llana|truelle|Kelle|抹子|مَالَج|cazzuola|trulla|鏝/こて|colher de pedreiro|мастерок
spirit level|nivel|niveau|Wasserwaage|水平仪|مِيزَان مَاء|livella|libella|水準器/すいじゅんき|nível|уровень
tower crane|grúa|grue|Kran|塔吊|رَافِعَة|gru|tolleno|クレーン|guindaste|подъёмный кран
foundation stone|primera piedra|première pierre|Grundstein|奠基石|حَجَر الأَسَاس|prima pietra|lapis fundamentalis|礎石/そせき|pedra fundamental|закладной камень
floor|suelo|plancher|Boden|地板|أَرْضِيَّة|pavimento|pavimentum|床/ゆか|piso|пол
ceiling|techo|plafond|Decke|天花板|سَقْف|soffitto|lacunar|天井/てんじょう|teto|потолок
staircase|escalera|escalier|Treppe|楼梯|دَرَج|scala|scalae|階段/かいだん|escada|лестница
balcony|balcón|balcon|Balkon|阳台|شُرْفَة|balcone|maenianum|バルコニー|varanda|балкон
chimney|chimenea|cheminée|Schornstein|烟囱|مِدْخَنَة|camino|caminus|煙突/えんとつ|chaminé|дымоход
fireplace|chimenea|cheminée|Kamin|壁炉|مِدْفَأَة|caminetto|focus|暖炉/だんろ|lareira|камин
boiler|caldera|chaudière|Heizkessel|锅炉|غَلَّايَة|caldaia|ahenum|ボイラー|caldeira|котёл
heating|calefacción|chauffage|Heizung|暖气|تَدْفِئَة|riscaldamento|calefactio|暖房/だんぼう|aquecimento|отопление
brush|pincel|pinceau|Pinsel|刷子|فُرْشَاة|pennello|penicillus|刷毛/はけ|pincel|кисть
interior|interior|intérieur|Innenraum|室内|دَاخِل|interno|interior|室内/しつない|interior|интерьер
furniture|muebles|meubles|Möbel|家具|أَثَاث|mobili|supellex|家具/かぐ|móveis|мебель
cabinet|armario|armoire|Schrank|柜子|خِزَانَة|armadio|armarium|戸棚/とだな|armário|шкаф
sofa|sofá|canapé|Sofa|沙发|أَرِيكَة|divano|lectus|ソファー|sofá|диван
lighting|iluminación|éclairage|Beleuchtung|照明|إِضَاءَة|illuminazione|illuminatio|照明/しょうめい|iluminação|освещение
fence|valla|clôture|Zaun|篱笆|سِيَاج|recinto|saepes|柵/さく|cerca|забор
gardening|jardinería|jardinage|Gartenarbeit|园艺|بُسْتَنَة|giardinaggio|hortorum cultus|園芸/えんげい|jardinagem|садоводство
landscaping|paisajismo|paysagisme|Landschaftsbau|景观设计|تَنْسِيق الحَدَائِق|paesaggistica|ars topiaria|造園/ぞうえん|paisagismo|ландшафтный дизайн
lawn|césped|pelouse|Rasen|草坪|عُشْب|prato|pratum|芝生/しばふ|gramado|газон
hedge|seto|haie|Hecke|树篱|سِيَاج نَبَاتِيّ|siepe|saepes|生け垣/いけがき|sebe|живая изгородь
shovel|pala|pelle|Schaufel|铲子|مِجْرَفَة|pala|pala|シャベル|pá|лопата
`;
