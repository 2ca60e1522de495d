/**
 * Our bilingual lexicon, theme: sport, business, society, myth and further brand words. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const SPORT_BUSINESS = `
sport|deporte|sport|Sport|运动|رِيَاضَة|sport|exercitatio|スポーツ|esporte|спорт
goal|meta|but|Ziel|目标|هَدَف|obiettivo|meta|目標/もくひょう|meta|цель
target|blanco|cible|Zielscheibe|靶子|غَرَض|bersaglio|scopus|的/まと|alvo|мишень
score|puntuación|score|Punktestand|得分|نَتِيجَة|punteggio|numerus|得点/とくてん|pontuação|счёт
coach|entrenador|entraîneur|Trainer|教练|مُدَرِّب|allenatore|exercitator|コーチ|treinador|тренер
player|jugador|joueur|Spieler|球员|لَاعِب|giocatore|lusor|選手/せんしゅ|jogador|игрок
runner|corredor|coureur|Läufer|跑步者|عَدَّاء|corridore|cursor|走者/そうしゃ|corredor|бегун
rider|jinete|cavalier|Reiter|骑手|رَاكِب|fantino|eques|騎手/きしゅ|cavaleiro|всадник
climber|escalador|grimpeur|Kletterer|攀登者|مُتَسَلِّق|scalatore|scansor|登山家/とざんか|escalador|альпинист
swimmer|nadador|nageur|Schwimmer|游泳者|سَبَّاح|nuotatore|natator|泳者/えいしゃ|nadador|пловец
marathon|maratón|marathon|Marathon|马拉松|مَارَاثُون|maratona|marathon|マラソン|maratona|марафон
sprint|esprint|sprint|Sprint|冲刺|عَدْو|scatto|cursus|全力疾走/ぜんりょくしっそう|arrancada|спринт
football|fútbol|football|Fußball|足球|كُرَة القَدَم|calcio|pediludium|サッカー|futebol|футбол
tennis|tenis|tennis|Tennis|网球|كُرَة المِضْرَب|tennis|tenisia|テニス|tênis|теннис
golf|golf|golf|Golf|高尔夫|غُولْف|golf|pilamalleus|ゴルフ|golfe|гольф
yoga|yoga|yoga|Yoga|瑜伽|يُوغَا|yoga|yoga|ヨガ|ioga|йога
surf|surf|surf|Surfen|冲浪|رُكُوب الأَمْوَاج|surf|fluctivagatio|サーフィン|surfe|сёрфинг
ski|esquí|ski|Ski|滑雪|تَزَلُّج|sci|narta|スキー|esqui|лыжи
skate|patín|patin|Schlittschuh|溜冰鞋|مِزْلَجَة|pattino|solea glacialis|スケート|patim|конёк
boxing|boxeo|boxe|Boxen|拳击|مُلَاكَمَة|pugilato|pugilatus|ボクシング|boxe|бокс
wrestling|lucha|lutte|Ringen|摔跤|مُصَارَعَة|lotta|luctatio|レスリング|luta|борьба
archery|tiro con arco|tir à l'arc|Bogenschießen|射箭|رِمَايَة|tiro con l'arco|sagittatio|弓道/きゅうどう|tiro com arco|стрельба из лука
chess|ajedrez|échecs|Schach|国际象棋|شِطْرَنْج|scacchi|latrunculi|チェス|xadrez|шахматы
olympic|olímpico|olympique|olympisch|奥林匹克|أُولِمْبِيّ|olimpico|olympicus|オリンピック|olímpico|олимпийский
business|negocio|affaires|Geschäft|生意|أَعْمَال|affari|negotium|商売/しょうばい|negócio|бизнес
company|empresa|entreprise|Unternehmen|公司|شَرِكَة|azienda|societas|会社/かいしゃ|empresa|компания
brand|marca|marque|Marke|品牌|عَلَامَة تِجَارِيَّة|marchio|signum mercatorium|ブランド|marca|бренд
trade|comercio|commerce|Handel|贸易|تِجَارَة|commercio|commercium|貿易/ぼうえき|comércio|торговля
profit|ganancia|profit|Gewinn|利润|رِبْح|profitto|lucrum|利益/りえき|lucro|прибыль
investment|inversión|investissement|Investition|投资|اسْتِثْمَار|investimento|collocatio|投資/とうし|investimento|инвестиция
credit|crédito|crédit|Kredit|信用|ائْتِمَان|credito|creditum|信用/しんよう|crédito|кредит
deal|trato|accord|Abmachung|交易|صَفْقَة|accordo|pactum|取引/とりひき|acordo|сделка
contract|contrato|contrat|Vertrag|合同|عَقْد|contratto|contractus|契約/けいやく|contrato|договор
agency|agencia|agence|Agentur|代理|وِكَالَة|agenzia|procuratio|代理店/だいりてん|agência|агентство
service|servicio|service|Dienst|服务|خِدْمَة|servizio|ministerium|サービス|serviço|сервис
product|producto|produit|Produkt|产品|مُنْتَج|prodotto|productum|製品/せいひん|produto|продукт
project|proyecto|projet|Projekt|项目|مَشْرُوع|progetto|propositum|企画/きかく|projeto|проект
plan|plan|plan|Plan|计划|خُطَّة|piano|consilium|計画/けいかく|plano|план
strategy|estrategia|stratégie|Strategie|战略|اسْتِرَاتِيجِيَّة|strategia|strategia|戦略/せんりゃく|estratégia|стратегия
mission|misión|mission|Mission|使命|مُهِمَّة|missione|missio|使命/しめい|missão|миссия
innovation|innovación|innovation|Innovation|创新|ابْتِكَار|innovazione|novatio|革新/かくしん|inovação|инновация
startup|empresa emergente|jeune pousse|Startup|初创企业|شَرِكَة نَاشِئَة|startup|incepta societas|スタートアップ|startup|стартап
leadership|liderazgo|leadership|Führung|领导力|قِيَادَة|leadership|ductus|統率/とうそつ|liderança|лидерство
union|unión|union|Union|联盟|اتِّحَاد|unione|unio|連合/れんごう|união|союз
alliance|alianza|alliance|Bündnis|同盟|تَحَالُف|alleanza|foedus|同盟/どうめい|aliança|альянс
guild|gremio|guilde|Gilde|行会|نِقَابَة|gilda|collegium|ギルド|guilda|гильдия
club|club|club|Klub|俱乐部|نَادٍ|club|sodalitas|クラブ|clube|клуб
society|sociedad|société|Gesellschaft|社会|مُجْتَمَع|società|civitas|社会/しゃかい|sociedade|общество
culture|cultura|culture|Kultur|文化|ثَقَافَة|cultura|cultura|文化/ぶんか|cultura|культура
tradition|tradición|tradition|Tradition|传统|تَقْلِيد|tradizione|traditio|伝統/でんとう|tradição|традиция
heritage|herencia|patrimoine|Erbe|遗产|تُرَاث|eredità|hereditas|遺産/いさん|herança|наследие
language|idioma|langue|Sprache|语言|لُغَة|lingua|sermo|言語/げんご|idioma|язык
law|ley|loi|Gesetz|法律|قَانُون|legge|lex|法/ほう|lei|закон
order|orden|ordre|Ordnung|秩序|نِظَام|ordine|ordo|秩序/ちつじょ|ordem|порядок
god|dios|dieu|Gott|神|إِلَه|dio|deus|神/かみ|deus|бог
goddess|diosa|déesse|Göttin|女神|إِلَهَة|dea|dea|女神/めがみ|deusa|богиня
angel|ángel|ange|Engel|天使|مَلَاك|angelo|angelus|天使/てんし|anjo|ангел
demon|demonio|démon|Dämon|恶魔|شَيْطَان|demone|daemon|悪魔/あくま|demônio|демон
oracle|oráculo|oracle|Orakel|神谕|عَرَّاف|oracolo|oraculum|神託/しんたく|oráculo|оракул
muse|musa|muse|Muse|缪斯|مُلْهِمَة|musa|musa|ミューズ|musa|муза
olympus|olimpo|olympe|Olymp|奥林匹斯|أُولِمْب|olimpo|olympus|オリンポス|olimpo|олимп
atlas|atlas|atlas|Atlas|地图集|أَطْلَس|atlante|atlas|地図帳/ちずちょう|atlas|атлас
apollo|apolo|apollon|Apollo|阿波罗|أَبُولُّو|apollo|apollo|アポロン|apolo|аполлон
athena|atenea|athéna|Athene|雅典娜|أَثِينَا|atena|minerva|アテナ|atena|афина
venus|venus|vénus|Venus|金星|الزُّهَرَة|venere|venus|金星/きんせい|vênus|венера
mars|marte|mars|Mars|火星|المِرِّيخ|marte|mars|火星/かせい|marte|марс
jupiter|júpiter|jupiter|Jupiter|木星|المُشْتَرِي|giove|iuppiter|木星/もくせい|júpiter|юпитер
saturn|saturno|saturne|Saturn|土星|زُحَل|saturno|saturnus|土星/どせい|saturno|сатурн
neptune|neptuno|neptune|Neptun|海王星|نِبْتُون|nettuno|neptunus|海王星/かいおうせい|netuno|нептун
orion|orión|orion|Orion|猎户座|الجَبَّار|orione|orion|オリオン|órion|орион
sirius|sirio|sirius|Sirius|天狼星|الشِّعْرَى|sirio|sirius|シリウス|sírius|сириус
polaris|polaris|polaire|Nordstern|勾陈一|الجُدَيّ|polare|cynosura|ポラリス|polar|полярис
vega|vega|véga|Wega|织女星|النَّسْر الوَاقِع|vega|vega|織女星/しょくじょせい|vega|вега
zodiac|zodiaco|zodiaque|Tierkreis|黄道带|دَائِرَة البُرُوج|zodiaco|zodiacus|黄道帯/こうどうたい|zodíaco|зодиак
crossroads|encrucijada|carrefour|Kreuzung|十字路口|مُفْتَرَق طُرُق|crocevia|trivium|十字路/じゅうじろ|encruzilhada|перекрёсток
campfire|hoguera|feu de camp|Lagerfeuer|篝火|نَار المُخَيَّم|falò|rogus|焚き火/たきび|fogueira|костёр
camp|campamento|camp|Lager|营地|مُخَيَّم|accampamento|castra|野営地/やえいち|acampamento|лагерь
tent|carpa|tente|Zelt|帐篷|خَيْمَة|tenda|tentorium|テント|barraca|палатка
backpack|mochila|sac à dos|Rucksack|背包|حَقِيبَة ظَهْر|zaino|mantica|リュック|mochila|рюкзак
voyage|travesía|traversée|Überfahrt|航程|إِبْحَار|traversata|navigatio|航海/こうかい|travessia|плавание
flight|vuelo|vol|Flug|飞行|طَيَرَان|volo|volatus|飛行/ひこう|voo|полёт
landing|aterrizaje|atterrissage|Landung|着陆|هُبُوط|atterraggio|appulsus|着陸/ちゃくりく|pouso|посадка
takeoff|despegue|décollage|Abflug|起飞|إِقْلَاع|decollo|ascensus|離陸/りりく|decolagem|взлёт
arrival|llegada|arrivée|Ankunft|到来|وُصُول|arrivo|adventus|到着/とうちゃく|chegada|прибытие
departure|salida|départ|Abfahrt|出发|مُغَادَرَة|partenza|profectio|出発/しゅっぱつ|partida|отправление
passport|pasaporte|passeport|Reisepass|护照|جَوَاز سَفَر|passaporto|diploma|旅券/りょけん|passaporte|паспорт
ticket|billete|billet|Fahrkarte|票|تَذْكَرَة|biglietto|tessera|切符/きっぷ|bilhete|билет
postcard|postal|carte postale|Postkarte|明信片|بِطَاقَة بَرِيدِيَّة|cartolina|charta postalis|葉書/はがき|cartão-postal|открытка
souvenir|recuerdo|souvenir|Andenken|纪念品|تِذْكَار|ricordo|monumentum|お土産/おみやげ|lembrança|сувенир
`;
