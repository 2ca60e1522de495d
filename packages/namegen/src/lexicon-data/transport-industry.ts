/**
 * Our bilingual lexicon, theme: transport and logistics, software and data, energy and manufacturing. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const TRANSPORT_INDUSTRY = `
transport|transporte|transport|Transport|运输|نَقْل|trasporto|vectura|輸送/ゆそう|transporte|транспорт
logistics|logística|logistique|Logistik|物流|لُوجِسْتِيَّات|logistica|res vectuaria|物流/ぶつりゅう|logística|логистика
cargo|cargamento|cargaison|Ladung|货物|حُمُولَة|carico|onus|積み荷/つみに|carga|груз
parcel|paquete|colis|Paket|包裹|طَرْد|pacco|fasciculus|小包/こづつみ|pacote|посылка
courier|mensajero|coursier|Kurier|快递员|سَاعِي|corriere|tabellarius|配達員/はいたついん|mensageiro|курьер
envelope|sobre|enveloppe|Umschlag|信封|ظَرْف|busta|involucrum|封筒/ふうとう|envelope|конверт
shipping|envío|expédition|Versand|航运|شَحْن|spedizione|missio|発送/はっそう|envio|доставка грузов
removals|mudanzas|déménagement|Umzug|搬家|نَقْل الأَثَاث|traslochi|migratio|引っ越し/ひっこし|mudança|переезд
removal|mudanza|déménagement|Umzug|搬家|نَقْل الأَثَاث|trasloco|migratio|引っ越し/ひっこし|mudança|переезд
truck|camión|camion|Lastwagen|卡车|شَاحِنَة|camion|plaustrum|トラック|caminhão|грузовик
van|furgoneta|camionnette|Lieferwagen|厢式货车|شَاحِنَة صَغِيرَة|furgone|carrus|バン|furgão|фургон
bus|autobús|bus|Bus|公共汽车|حَافِلَة|autobus|raeda publica|バス|ônibus|автобус
taxi|taxi|taxi|Taxi|出租车|سَيَّارَة أُجْرَة|taxi|raeda meritoria|タクシー|táxi|такси
driver|conductor|chauffeur|Fahrer|司机|سَائِق|autista|auriga|運転手/うんてんしゅ|motorista|водитель
ferry|ferri|ferry|Fähre|渡轮|عَبَّارَة|traghetto|ratis|フェリー|balsa|паром
yacht|yate|yacht|Jacht|游艇|يَخْت|yacht|celox|ヨット|iate|яхта
canoe|canoa|canoë|Kanu|独木舟|زَوْرَق|canoa|linter|カヌー|canoa|каноэ
mechanic|mecánico|mécanicien|Mechaniker|机械师|مِيكَانِيكِيّ|meccanico|mechanicus|整備士/せいびし|mecânico|механик
tyre|neumático|pneu|Reifen|轮胎|إِطَار|pneumatico|canthus|タイヤ|pneu|шина
rental|alquiler|louage|Vermietung|租赁|تَأْجِير|noleggio|conductio|レンタル|aluguel|прокат
fuel|combustible|carburant|Kraftstoff|燃料|وَقُود|carburante|fomes|燃料/ねんりょう|combustível|топливо
software|software|logiciel|Software|软件|بَرْمَجِيَّات|software|programmata|ソフトウェア|software|программное обеспечение
hardware|hardware|matériel|Hardware|硬件|عَتَاد|hardware|machinamenta|ハードウェア|hardware|аппаратное обеспечение
program|programa|programme|Programm|程序|بَرْنَامَج|programma|programma|プログラム|programa|программа
developer|desarrollador|développeur|Entwickler|开发者|مُطَوِّر|sviluppatore|conditor|開発者/かいはつしゃ|desenvolvedor|разработчик
internet|internet|internet|Internet|互联网|إِنْتَرْنِت|internet|interrete|インターネット|internet|интернет
website|sitio web|site web|Website|网站|مَوْقِع إِلِكْتْرُونِيّ|sito web|situs interretialis|ウェブサイト|site|веб-сайт
web|web|web|Web|网络|وِيب|web|tela|ウェブ|web|веб
online|en línea|en ligne|online|在线|عَلَى الإِنْتَرْنِت|in linea|interretialis|オンライン|online|онлайн
server|servidor|serveur|Server|服务器|خَادِم|server|ministrator|サーバー|servidor|сервер
database|base de datos|base de données|Datenbank|数据库|قَاعِدَة بَيَانَات|banca dati|thesaurus datorum|データベース|banco de dados|база данных
analytics|analítica|analytique|Analytik|分析|تَحْلِيلَات|analisi|analytica|分析/ぶんせき|análise|аналитика
security|seguridad|sécurité|Sicherheit|安全|أَمْن|sicurezza|securitas|安全/あんぜん|segurança|безопасность
password|contraseña|mot de passe|Passwort|密码|كَلِمَة سِرّ|parola d'ordine|tessera|パスワード|senha|пароль
encryption|cifrado|chiffrement|Verschlüsselung|加密|تَشْفِير|crittografia|occultatio|暗号化/あんごうか|criptografia|шифрование
cipher|cifra|chiffre|Chiffre|密码|شِيفْرَة|cifrario|nota arcana|暗号/あんごう|cifra|шифр
artificial intelligence|inteligencia artificial|intelligence artificielle|künstliche Intelligenz|人工智能|ذَكَاء اصْطِنَاعِيّ|intelligenza artificiale|intellegentia artificialis|人工知能/じんこうちのう|inteligência artificial|искусственный интеллект
intelligence|inteligencia|intelligence|Intelligenz|智能|ذَكَاء|intelligenza|intellegentia|知能/ちのう|inteligência|интеллект
keyboard|teclado|clavier|Tastatur|键盘|لَوْحَة مَفَاتِيح|tastiera|claviatura|キーボード|teclado|клавиатура
mobile phone|teléfono móvil|téléphone portable|Mobiltelefon|手机|هَاتِف مَحْمُول|cellulare|telephonum portabile|携帯電話/けいたいでんわ|celular|мобильный телефон
phone|teléfono|téléphone|Telefon|电话|هَاتِف|telefono|telephonum|電話/でんわ|telefone|телефон
gadget|artilugio|gadget|Gerät|小工具|أَدَاة|aggeggio|machinula|ガジェット|engenhoca|гаджет
platform|plataforma|plateforme|Plattform|平台|مِنَصَّة|piattaforma|suggestus|プラットフォーム|plataforma|платформа
dashboard|tablero|tableau de bord|Armaturenbrett|仪表盘|لَوْحَة القِيَادَة|cruscotto|tabula|ダッシュボード|painel|приборная панель
electricity|electricidad|électricité|Elektrizität|电力|كَهْرَبَاء|elettricità|electricitas|電気/でんき|eletricidade|электричество
renewable|renovable|renouvelable|erneuerbar|可再生|مُتَجَدِّد|rinnovabile|renovabilis|再生可能/さいせいかのう|renovável|возобновляемый
hydrogen|hidrógeno|hydrogène|Wasserstoff|氢|هِيدْرُوجِين|idrogeno|hydrogenium|水素/すいそ|hidrogênio|водород
gas|gas|gaz|Gas|燃气|غَاز|gas|vapor|ガス|gás|газ
heat|calor|chaleur|Wärme|热|حَرَارَة|calore|calor|熱/ねつ|calor|тепло
manufacturing|fabricación|fabrication|Fertigung|制造|تَصْنِيع|manifattura|fabricatio|製造/せいぞう|fabricação|производство
manufacturer|fabricante|fabricant|Hersteller|制造商|صَانِع|produttore|fabricator|製造業者/せいぞうぎょうしゃ|fabricante|производитель
industry|industria|industrie|Industrie|工业|صِنَاعَة|industria|industria|産業/さんぎょう|indústria|промышленность
industrial|industrial|industriel|industriell|工业|صِنَاعِيّ|industriale|industrialis|工業/こうぎょう|industrial|промышленный
assembly|montaje|assemblage|Montage|装配|تَجْمِيع|assemblaggio|compositio|組み立て/くみたて|montagem|сборка
prototype|prototipo|prototype|Prototyp|原型|نَمُوذَج أَوَّلِيّ|prototipo|archetypum|試作品/しさくひん|protótipo|прототип
quality control|control de calidad|contrôle qualité|Qualitätskontrolle|质量控制|مُرَاقَبَة الجَوْدَة|controllo qualità|probatio|品質管理/ひんしつかんり|controle de qualidade|контроль качества
steelworks|acería|aciérie|Stahlwerk|钢铁厂|مَصْنَع صُلْب|acciaieria|ferraria|製鉄所/せいてつしょ|siderúrgica|сталелитейный завод
foundry|fundición|fonderie|Gießerei|铸造厂|مَسْبَك|fonderia|officina aeraria|鋳造所/ちゅうぞうしょ|fundição|литейный завод
textile|textil|textile|Textil|纺织品|نَسِيج|tessile|textile|織物/おりもの|têxtil|текстиль
packaging|embalaje|emballage|Verpackung|包装|تَغْلِيف|imballaggio|involucrum|包装/ほうそう|embalagem|упаковка
container|contenedor|conteneur|Container|集装箱|حَاوِيَة|container|receptaculum|コンテナ|contêiner|контейнер
printing press|imprenta|presse|Druckerpresse|印刷机|مَطْبَعَة|torchio|prelum|印刷機/いんさつき|prensa|печатный станок
`;
