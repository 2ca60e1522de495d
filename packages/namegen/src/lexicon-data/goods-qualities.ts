/**
 * Our bilingual lexicon, theme: household goods and small wares, more trades people, and the adjectives
 * of the fields (culinary, botanical, nautical...). Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const GOODS_QUALITIES = `
towel|toalla|serviette|Handtuch|毛巾|مِنْشَفَة|asciugamano|mantele|タオル|toalha|полотенце
mattress|colchón|matelas|Matratze|床垫|مَرْتَبَة|materasso|culcita|マットレス|colchão|матрас
cushion|cojín|coussin|Kissen|靠垫|وِسَادَة|cuscino|pulvinus|クッション|almofada|подушка
quilt|edredón|courtepointe|Steppdecke|被子|لِحَاف|trapunta|stragulum|キルト|colcha|стёганое одеяло
ribbon|cinta|ruban|Band|丝带|شَرِيط|nastro|taenia|リボン|fita|лента
bead|cuenta|perle|Perle|珠子|خَرَزَة|perlina|globulus|ビーズ|conta|бусина
label|etiqueta|étiquette|Etikett|标签|مُلْصَق|etichetta|titulus|ラベル|etiqueta|этикетка
badge|insignia|insigne|Abzeichen|徽章|شَارَة|distintivo|insigne|バッジ|distintivo|значок
poster|póster|affiche|Plakat|海报|مُلْصَق|locandina|tabula|ポスター|cartaz|плакат
signboard|letrero|enseigne|Schild|招牌|لَافِتَة|insegna|titulus|看板/かんばん|placa|вывеска
chain|cadena|chaîne|Kette|链条|سِلْسِلَة|catena|catena|鎖/くさり|corrente|цепь
knot|nudo|nœud|Knoten|结|عُقْدَة|nodo|nodus|結び目/むすびめ|nó|узел
wagon|carro|charrette|Wagen|货车|عَرَبَة|carro|vehiculum|荷馬車/にばしゃ|carroça|повозка
sled|trineo|luge|Schlitten|雪橇|مِزْلَقَة|slitta|traha|橇/そり|trenó|сани
raft|balsa|radeau|Floß|木筏|طَوْف|zattera|ratis|筏/いかだ|jangada|плот
messenger|mensajero|messager|Bote|信使|رَسُول|messaggero|nuntius|使者/ししゃ|mensageiro|посланник
herald|heraldo|héraut|Herold|使者|مُنَادٍ|araldo|praeco|伝令/でんれい|arauto|глашатай
scribe|escriba|scribe|Schreiber|书记|كَاتِب|scriba|scriba|書記/しょき|escriba|писец
cashier|cajero|caissier|Kassierer|收银员|أَمِين الصُّنْدُوق|cassiere|arcarius|レジ係/レジがかり|caixa|кассир
sommelier|sumiller|sommelier|Sommelier|侍酒师|سَاقِي النَّبِيذ|sommelier|pincerna|ソムリエ|sommelier|сомелье
ranger|guardabosques|forestier|Förster|护林员|حَارِس الغَابَة|guardaboschi|saltuarius|レンジャー|guarda-florestal|лесничий
porter|mozo|porteur|Träger|搬运工|حَمَّال|facchino|baiulus|ポーター|carregador|носильщик
butler|mayordomo|majordome|Butler|管家|كَبِير الخَدَم|maggiordomo|atriensis|執事/しつじ|mordomo|дворецкий
institute|instituto|institut|Institut|研究所|مَعْهَد|istituto|institutum|研究所/けんきゅうじょ|instituto|институт
cooperative|cooperativa|coopérative|Genossenschaft|合作社|تَعَاوُنِيَّة|cooperativa|collegium|協同組合/きょうどうくみあい|cooperativa|кооператив
enterprise|empresa|entreprise|Unternehmen|企业|مَشْرُوع|impresa|inceptum|企業/きぎょう|empresa|предприятие
commerce|comercio|commerce|Handel|商业|تِجَارَة|commercio|commercium|商業/しょうぎょう|comércio|коммерция
craftsmanship|maestría|savoir-faire|Handwerkskunst|手艺|حِرْفِيَّة|maestria|artificium|職人技/しょくにんわざ|mestria|мастерство
culinary|culinario|culinaire|kulinarisch|烹饪|طَهْوِيّ|culinario|culinarius|料理/りょうり|culinário|кулинарный
botanical|botánico|botanique|botanisch|植物|نَبَاتِيّ|botanico|botanicus|植物/しょくぶつ|botânico|ботанический
nautical|náutico|nautique|nautisch|航海|مِلَاحِيّ|nautico|nauticus|航海/こうかい|náutico|мореходный
maritime|marítimo|maritime|maritim|海事|بَحْرِيّ|marittimo|maritimus|海事/かいじ|marítimo|морской
pastoral|pastoril|pastoral|ländlich|田园|رَعَوِيّ|pastorale|pastoralis|牧歌的/ぼっかてき|pastoril|пасторальный
medicinal|medicinal|médicinal|heilkräftig|药用|طِبِّيّ|medicinale|medicinalis|薬用/やくよう|medicinal|лекарственный
aromatic|aromático|aromatique|aromatisch|芳香|عِطْرِيّ|aromatico|aromaticus|芳香/ほうこう|aromático|ароматный
fragrant|fragante|parfumé|duftend|芬芳|عَطِر|fragrante|odoratus|香しい/かぐわしい|perfumado|благоуханный
delicious|delicioso|délicieux|köstlich|美味|لَذِيذ|delizioso|suavis|美味しい/おいしい|delicioso|вкусный
portable|portátil|portatif|tragbar|便携|مَحْمُول|portatile|portabilis|携帯/けいたい|portátil|портативный
precise|preciso|précis|präzise|精确|دَقِيق|preciso|accuratus|精密/せいみつ|preciso|точный
efficient|eficiente|efficace|effizient|高效|فَعَّال|efficiente|efficax|効率的/こうりつてき|eficiente|эффективный
careful|cuidadoso|soigneux|sorgfältig|细心|حَرِيص|accurato|diligens|丁寧/ていねい|cuidadoso|аккуратный
`;
