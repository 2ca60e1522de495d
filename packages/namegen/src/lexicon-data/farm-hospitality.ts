/**
 * Our bilingual lexicon, theme: farming, food and drink trades, hospitality and retail. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const FARM_HOSPITALITY = `
agriculture|agricultura|agriculture|Landwirtschaft|农业|زِرَاعَة|agricoltura|agricultura|農業/のうぎょう|agricultura|сельское хозяйство
farming|cultivo|culture|Ackerbau|耕作|فِلَاحَة|coltivazione|cultura|農耕/のうこう|cultivo|земледелие
plough|arado|charrue|Pflug|犁|مِحْرَاث|aratro|aratrum|鋤/すき|arado|плуг
sickle|hoz|faucille|Sichel|镰刀|مِنْجَل|falce|falx|鎌/かま|foice|серп
barn|granero|grange|Scheune|谷仓|حَظِيرَة|fienile|horreum|納屋/なや|celeiro|амбар
silo|silo|silo|Silo|筒仓|صَوْمَعَة|silo|sirus|サイロ|silo|силос
straw|paja|paille|Stroh|稻草|قَشّ|paglia|stramentum|藁/わら|palha|солома
crop|cosecha|récolte|Ernte|庄稼|مَحْصُول|raccolto|seges|作物/さくもつ|colheita|урожай
vineyard|viñedo|vignoble|Weinberg|葡萄园|كَرْم|vigneto|vinea|葡萄園/ぶどうえん|vinhedo|виноградник
winery|vinícola|domaine viticole|Weingut|酒庄|مَعْصَرَة نَبِيذ|cantina|cella vinaria|ワイナリー|vinícola|винодельня
winemaker|enólogo|vigneron|Winzer|酿酒师|صَانِع نَبِيذ|viticoltore|vinitor|醸造家/じょうぞうか|vinicultor|винодел
brewery|cervecería|brasserie|Brauerei|啤酒厂|مَصْنَع جِعَة|birrificio|cervisiaria|醸造所/じょうぞうしょ|cervejaria|пивоварня
brewer|cervecero|brasseur|Brauer|酿酒人|صَانِع جِعَة|birraio|cervisiarius|醸造者/じょうぞうしゃ|cervejeiro|пивовар
hops|lúpulo|houblon|Hopfen|啤酒花|جُنْجُل|luppolo|lupulus|ホップ|lúpulo|хмель
malt|malta|malt|Malz|麦芽|شَعِير مُنَبَّت|malto|maltum|麦芽/ばくが|malte|солод
cellar|bodega|cave|Keller|地窖|قَبْو|cantina|cella|地下室/ちかしつ|adega|погреб
barrel|barril|tonneau|Fass|木桶|بِرْمِيل|botte|cupa|樽/たる|barril|бочка
cask|tonel|fût|Fass|酒桶|دَنّ|barile|dolium|酒樽/さかだる|tonel|бочонок
dairy|lechería|laiterie|Molkerei|乳品厂|مَلْبَنَة|caseificio|taberna lactaria|酪農場/らくのうじょう|laticínio|молочная ферма
cattle|ganado|bétail|Rinder|牛群|مَاشِيَة|bestiame|armentum|家畜/かちく|gado|скот
herd|rebaño|troupeau|Herde|牧群|قَطِيع|gregge|grex|群れ/むれ|rebanho|стадо
shepherd|pastor|berger|Hirte|牧羊人|رَاعٍ|pastore|pastor|羊飼い/ひつじかい|pastor|пастух
pasture|pasto|pâturage|Weide|牧场|مَرْعًى|pascolo|pascuum|牧草地/ぼくそうち|pasto|пастбище
ranch|rancho|ranch|Ranch|牧场|مَزْرَعَة مَاشِيَة|ranch|pecuaria|牧場/ぼくじょう|rancho|ранчо
beehive|colmena|ruche|Bienenstock|蜂箱|خَلِيَّة نَحْل|alveare|alvearium|養蜂箱/ようほうばこ|colmeia|улей
beekeeper|apicultor|apiculteur|Imker|养蜂人|نَحَّال|apicoltore|apiarius|養蜂家/ようほうか|apicultor|пчеловод
plant nursery|vivero|pépinière|Gärtnerei|苗圃|مَشْتَل|vivaio|seminarium|苗圃/びょうほ|viveiro|питомник
irrigation|riego|irrigation|Bewässerung|灌溉|رَيّ|irrigazione|irrigatio|灌漑/かんがい|irrigação|орошение
fishing|pesca|pêche|Fischerei|渔业|صَيْد السَّمَك|pesca|piscatus|漁業/ぎょぎょう|pesca|рыболовство
fisherman|pescador|pêcheur|Fischer|渔夫|صَيَّاد سَمَك|pescatore|piscator|漁師/りょうし|pescador|рыбак
butcher|carnicero|boucher|Metzger|屠夫|جَزَّار|macellaio|lanius|肉屋/にくや|açougueiro|мясник
grocer|tendero|épicier|Lebensmittelhändler|杂货商|بَقَّال|droghiere|macellarius|食料品店/しょくりょうひんてん|merceeiro|бакалейщик
deli|charcutería|traiteur|Feinkostladen|熟食店|مَحَلّ أَطْعِمَة جَاهِزَة|gastronomia|cupedinarius|惣菜屋/そうざいや|delicatessen|кулинария
pastry|pastelería|pâtisserie|Gebäck|糕点|مُعَجَّنَات|pasticceria|crustulum|菓子/かし|pastelaria|выпечка
confectioner|confitero|confiseur|Konditor|糖果商|حَلْوَانِيّ|pasticciere|dulciarius|菓子職人/かししょくにん|confeiteiro|кондитер
catering|catering|traiteur|Catering|餐饮|تَمْوِين|catering|apparatus convivii|仕出し/しだし|bufê|кейтеринг
menu|menú|menu|Speisekarte|菜单|قَائِمَة طَعَام|menù|index ciborum|献立/こんだて|cardápio|меню
recipe|receta|recette|Rezept|食谱|وَصْفَة|ricetta|praeceptum|レシピ|receita|рецепт
dish|plato|plat|Gericht|菜肴|طَبَق|piatto|ferculum|料理/りょうり|prato|блюдо
waiter|camarero|serveur|Kellner|服务员|نَادِل|cameriere|famulus|給仕/きゅうじ|garçom|официант
bartender|camarero|barman|Barkeeper|调酒师|سَاقٍ|barista|pincerna|バーテンダー|barman|бармен
tavern|taberna|taverne|Taverne|酒馆|حَانَة|osteria|caupona|居酒屋/いざかや|taberna|таверна
pub|pub|pub|Kneipe|酒吧|حَانَة|pub|taberna|パブ|pub|паб
bar|bar|bar|Bar|酒吧|بَار|bar|taberna|バー|bar|бар
bistro|bistró|bistrot|Bistro|小酒馆|مَطْعَم صَغِير|trattoria|popina|ビストロ|bistrô|бистро
canteen|comedor|cantine|Kantine|食堂|مَقْصَف|mensa|cenatio|食堂/しょくどう|cantina|столовая
hostel|albergue|auberge de jeunesse|Herberge|旅社|نُزُل شَبَاب|ostello|hospitium|ユースホステル|albergue|хостел
resort|complejo turístico|station balnéaire|Ferienort|度假村|مُنْتَجَع|località turistica|secessus|リゾート|resort|курорт
hospitality|hospitalidad|hospitalité|Gastfreundschaft|款待|ضِيَافَة|ospitalità|hospitalitas|おもてなし|hospitalidade|гостеприимство
concierge|conserje|concierge|Concierge|礼宾员|بَوَّاب|portiere|ianitor|コンシェルジュ|concierge|консьерж
suite|suite|suite|Suite|套房|جَنَاح|suite|conclave|スイートルーム|suíte|люкс
tourism|turismo|tourisme|Tourismus|旅游业|سِيَاحَة|turismo|peregrinatio|観光/かんこう|turismo|туризм
tourist|turista|touriste|Tourist|游客|سَائِح|turista|peregrinator|観光客/かんこうきゃく|turista|турист
guidebook|guía|guide|Reiseführer|旅游指南|دَلِيل سِيَاحِيّ|guida|periegesis|ガイドブック|guia|путеводитель
retail|venta al por menor|commerce de détail|Einzelhandel|零售|تِجَارَة التَّجْزِئَة|vendita al dettaglio|mercatura minuta|小売/こうり|varejo|розничная торговля
store|almacén|magasin|Geschäft|店铺|مَحَلّ|bottega|apotheca|店舗/てんぽ|armazém|лавка
shopkeeper|tendero|commerçant|Ladenbesitzer|店主|صَاحِب مَتْجَر|negoziante|tabernarius|店主/てんしゅ|lojista|лавочник
customer|cliente|client|Kunde|顾客|زَبُون|cliente|emptor|顧客/こきゃく|cliente|покупатель
client|cliente|client|Klient|客户|عَمِيل|cliente|cliens|依頼人/いらいにん|cliente|клиент
sale|venta|vente|Verkauf|销售|بَيْع|vendita|venditio|販売/はんばい|venda|продажа
bargain|ganga|aubaine|Schnäppchen|便宜货|صَفْقَة رَابِحَة|affare|emptio bona|掘り出し物/ほりだしもの|pechincha|выгодная покупка
discount|descuento|remise|Rabatt|折扣|خَصْم|sconto|deductio|割引/わりびき|desconto|скидка
counter|mostrador|comptoir|Theke|柜台|طَاوِلَة البَيْع|bancone|abacus|カウンター|balcão|прилавок
warehouse|almacén|entrepôt|Lagerhaus|仓库|مُسْتَوْدَع|magazzino|horreum|倉庫/そうこ|armazém|склад
wholesale|venta al por mayor|commerce de gros|Großhandel|批发|تِجَارَة الجُمْلَة|commercio all'ingrosso|mercatura magna|卸売/おろしうり|atacado|оптовая торговля
bazaar|bazar|bazar|Basar|集市|بَازَار|bazar|forum rerum venalium|バザール|bazar|базар
florist|florista|fleuriste|Florist|花店|بَائِع زُهُور|fiorista|florarius|花屋/はなや|florista|флорист
greengrocer|frutero|primeur|Gemüsehändler|蔬果店|خُضَرِيّ|fruttivendolo|holitor|八百屋/やおや|quitandeiro|зеленщик
fishmonger|pescadero|poissonnier|Fischhändler|鱼贩|سَمَّاك|pescivendolo|cetarius|魚屋/さかなや|peixeiro|торговец рыбой
toyshop|juguetería|magasin de jouets|Spielwarenladen|玩具店|مَتْجَر أَلْعَاب|negozio di giocattoli|taberna crepundiorum|おもちゃ屋/おもちゃや|loja de brinquedos|магазин игрушек
stationery|papelería|papeterie|Schreibwaren|文具|قِرْطَاسِيَّة|cartoleria|chartaria|文房具/ぶんぼうぐ|papelaria|канцтовары
hardware store|ferretería|quincaillerie|Eisenwarenhandlung|五金店|مَحَلّ أَدَوَات|ferramenta|taberna ferraria|金物屋/かなものや|loja de ferragens|хозяйственный магазин
gift shop|tienda de regalos|boutique de cadeaux|Geschenkladen|礼品店|مَتْجَر هَدَايَا|negozio di articoli da regalo|taberna donorum|土産物屋/みやげものや|loja de presentes|сувенирный магазин
antique|antigüedad|antiquité|Antiquität|古董|تُحْفَة أَثَرِيَّة|antichità|antiquitas|骨董品/こっとうひん|antiguidade|антиквариат
`;
