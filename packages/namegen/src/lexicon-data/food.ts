/**
 * Our bilingual lexicon, theme: food, drink, fruit, spices and the kitchen. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const FOOD = `
food|comida|nourriture|Essen|食物|طَعَام|cibo|cibus|食べ物/たべもの|comida|еда
bread|pan|pain|Brot|面包|خُبْز|pane|panis|パン|pão|хлеб
cake|pastel|gâteau|Kuchen|蛋糕|كَعْكَة|torta|placenta|ケーキ|bolo|торт
cookie|galleta|biscuit|Keks|饼干|بَسْكَوِيت|biscotto|crustulum|クッキー|biscoito|печенье
sugar|azúcar|sucre|Zucker|糖|سُكَّر|zucchero|saccharum|砂糖/さとう|açúcar|сахар
chocolate|chocolate|chocolat|Schokolade|巧克力|شُوكُولَاتَة|cioccolato|socolata|チョコレート|chocolate|шоколад
candy|caramelo|bonbon|Bonbon|糖果|حَلْوَى|caramella|cuppedia|飴/あめ|bala|конфета
fresh cream|nata|crème fraîche|Sahne|奶油|قِشْطَة|panna|cremor lactis|生クリーム/なまクリーム|nata|сливки
milk|leche|lait|Milch|牛奶|حَلِيب|latte|lac|牛乳/ぎゅうにゅう|leite|молоко
butter|mantequilla|beurre|Butter|黄油|زُبْدَة|burro|butyrum|バター|manteiga|сливочное масло
cheese|queso|fromage|Käse|奶酪|جُبْن|formaggio|caseus|チーズ|queijo|сыр
yogurt|yogur|yaourt|Joghurt|酸奶|زَبَادِي|yogurt|lac concretum|ヨーグルト|iogurte|йогурт
omelette|tortilla|omelette|Omelett|煎蛋卷|عِجَّة|frittata|ova fricta|オムレツ|omelete|омлет
rice|arroz|riz|Reis|米饭|أَرُزّ|riso|oryza|米/こめ|arroz|рис
wheat|trigo|blé|Weizen|小麦|قَمْح|grano|triticum|小麦/こむぎ|trigo|пшеница
corn|maíz|maïs|Mais|玉米|ذُرَة|mais|zea|玉蜀黍/とうもろこし|milho|кукуруза
oat|avena|avoine|Hafer|燕麦|شُوفَان|avena|avena|燕麦/えんばく|aveia|овёс
barley|cebada|orge|Gerste|大麦|شَعِير|orzo|hordeum|大麦/おおむぎ|cevada|ячмень
grain|grano|grain|Korn|谷物|حَبّ|chicco|granum|穀物/こくもつ|grão|зерно
flour|harina|farine|Mehl|面粉|طَحِين|farina|farina|小麦粉/こむぎこ|farinha|мука
noodle|fideo|nouille|Nudel|面条|شَعْرِيَّة|spaghetto|collyra|麺/めん|macarrão|лапша
pasta|pasta|pâtes|Nudeln|意大利面|مَعْكَرُونَة|pasta|pasta|パスタ|massa|паста
soup|sopa|soupe|Suppe|汤|حَسَاء|zuppa|ius|汁/しる|sopa|суп
salad|ensalada|salade|Salat|沙拉|سَلَطَة|insalata|acetaria|サラダ|salada|салат
meat|carne|viande|Fleisch|肉|لَحْم|carne|caro|肉/にく|carne|мясо
steak|filete|bifteck|Steak|牛排|شَرِيحَة لَحْم|bistecca|offa carnis|ステーキ|bife|стейк
sausage|salchicha|saucisse|Wurst|香肠|نَقَانِق|salsiccia|botulus|腸詰め/ちょうづめ|salsicha|колбаса
fruit|fruta|fruit|Obst|水果|فَاكِهَة|frutta|fructus|果物/くだもの|fruta|фрукт
apple|manzana|pomme|Apfel|苹果|تُفَّاح|mela|malum|林檎/りんご|maçã|яблоко
pear|pera|poire|Birne|梨|كُمَّثْرَى|pera|pirum|梨/なし|pera|груша
peach|melocotón|pêche|Pfirsich|桃子|خَوْخ|pesca|persicum|桃/もも|pêssego|персик
plum|ciruela|prune|Pflaume|李子|بَرْقُوق|prugna|prunum|李/すもも|ameixa|слива
cherry|cereza|cerise|Kirsche|樱桃|كَرَز|ciliegia|cerasum|桜桃/さくらんぼ|cereja|вишня
grape|uva|raisin|Traube|葡萄|عِنَب|uva|uva|葡萄/ぶどう|uva|виноград
lemon|limón|citron|Zitrone|柠檬|لَيْمُون|limone|citrum|檸檬/れもん|limão|лимон
orange fruit|naranja|orange|Apfelsine|橙子|بُرْتُقَال|arancia|malum aurantium|蜜柑/みかん|laranja|апельсин
banana|plátano|banane|Banane|香蕉|مَوْز|banana|musa|バナナ|banana|банан
mango|mango|mangue|Mango|芒果|مَانْجُو|mango|mangifera|マンゴー|manga|манго
pineapple|piña|ananas|Ananas|菠萝|أَنَانَاس|ananas|ananas|パイナップル|abacaxi|ананас
coconut|coco|noix de coco|Kokosnuss|椰子果|جَوْز الهِنْد|cocco|nux indica|ココナッツ|coco|кокос
melon|melón|melon|Melone|甜瓜|شَمَّام|melone|melo|メロン|melão|дыня
watermelon|sandía|pastèque|Wassermelone|西瓜|بَطِّيخ|anguria|citrullus|西瓜/すいか|melancia|арбуз
strawberry|fresa|fraise|Erdbeere|草莓|فَرَاوْلَة|fragola|fragum|苺/いちご|morango|клубника
raspberry|frambuesa|framboise|Himbeere|树莓|تُوت العُلِّيق|lampone|rubus idaeus|木苺/きいちご|framboesa|малина
blueberry|arándano|myrtille|Heidelbeere|蓝莓|تُوت أَزْرَق|mirtillo|vaccinium|ブルーベリー|mirtilo|черника
berry|baya|baie|Beere|浆果|تُوتَة|bacca|baca|ベリー|baga|ягода
fig|higo|figue|Feige|无花果|تِين|fico|ficus|無花果/いちじく|figo|инжир
date fruit|dátil|datte|Dattel|椰枣|تَمْر|dattero|palmula|ナツメヤシ|tâmara|финик
pomegranate|granada|grenade|Granatapfel|石榴|رُمَّان|melograno|malum punicum|柘榴/ざくろ|romã|гранат
apricot|albaricoque|abricot|Aprikose|杏|مِشْمِش|albicocca|armeniacum|杏/あんず|damasco|абрикос
kiwi|kiwi|kiwi|Kiwi|猕猴桃|كِيوِي|kiwi|actinidia|キウイ|kiwi|киви
nut|nuez|noix|Nuss|坚果|جَوْزَة|noce|nux|木の実/きのみ|noz|орех
almond|almendra|amande|Mandel|杏仁|لَوْز|mandorla|amygdala|アーモンド|amêndoa|миндаль
walnut|nuez|noix|Walnuss|核桃|جَوْز|noce|iuglans|胡桃/くるみ|noz|грецкий орех
hazelnut|avellana|noisette|Haselnuss|榛子|بُنْدُق|nocciola|avellana|ヘーゼルナッツ|avelã|фундук
chestnut|castaña|châtaigne|Kastanie|栗子|كَسْتَنَاء|castagna|castanea|栗/くり|castanha|каштан
pistachio|pistacho|pistache|Pistazie|开心果|فُسْتُق|pistacchio|pistacium|ピスタチオ|pistache|фисташка
vegetable|verdura|légume|Gemüse|蔬菜|خُضَار|verdura|holus|野菜/やさい|legume|овощ
tomato|tomate|tomate|Tomate|番茄|طَمَاطِم|pomodoro|lycopersicum|トマト|tomate|помидор
potato|patata|pomme de terre|Kartoffel|土豆|بَطَاطَا|patata|solanum tuberosum|じゃが芋/じゃがいも|batata|картофель
carrot|zanahoria|carotte|Karotte|胡萝卜|جَزَر|carota|carota|人参/にんじん|cenoura|морковь
onion|cebolla|oignon|Zwiebel|洋葱|بَصَل|cipolla|cepa|玉葱/たまねぎ|cebola|лук
garlic|ajo|ail|Knoblauch|大蒜|ثُوم|aglio|allium|大蒜/にんにく|alho|чеснок
pepper|pimienta|poivre|Pfeffer|胡椒|فُلْفُل|pepe|piper|胡椒/こしょう|pimenta|перец
chili|chile|piment|Chili|辣椒|فُلْفُل حَارّ|peperoncino|capsicum|唐辛子/とうがらし|malagueta|чили
cucumber|pepino|concombre|Gurke|黄瓜|خِيَار|cetriolo|cucumis|胡瓜/きゅうり|pepino|огурец
pumpkin|calabaza|citrouille|Kürbis|南瓜|يَقْطِين|zucca|cucurbita|南瓜/かぼちゃ|abóbora|тыква
bean|frijol|haricot|Bohne|豆子|فُول|fagiolo|faba|豆/まめ|feijão|фасоль
pea|guisante|petit pois|Erbse|豌豆|بَازِلَّاء|pisello|pisum|豌豆/えんどう|ervilha|горох
mushroom|seta|champignon|Pilz|蘑菇|فُطْر|fungo|fungus|茸/きのこ|cogumelo|гриб
herb|hierba|herbe|Kraut|香草|عُشْبَة|erba|herba|ハーブ|erva|трава
mint|menta|menthe|Minze|薄荷|نَعْنَاع|menta|mentha|薄荷/はっか|hortelã|мята
basil|albahaca|basilic|Basilikum|罗勒|رَيْحَان|basilico|ocimum|バジル|manjericão|базилик
rosemary|romero|romarin|Rosmarin|迷迭香|إِكْلِيل الجَبَل|rosmarino|rosmarinus|ローズマリー|alecrim|розмарин
thyme|tomillo|thym|Thymian|百里香|زَعْتَر|timo|thymum|タイム|tomilho|тимьян
sage|salvia|sauge|Salbei|鼠尾草|مَرْيَمِيَّة|salvia|salvia|セージ|sálvia|шалфей
ginger|jengibre|gingembre|Ingwer|生姜|زَنْجَبِيل|zenzero|zingiber|生姜/しょうが|gengibre|имбирь
cinnamon|canela|cannelle|Zimt|肉桂|قِرْفَة|cannella|cinnamomum|肉桂/にっけい|canela|корица
vanilla|vainilla|vanille|Vanille|香草精|فَانِيلِيَا|vaniglia|vanilla|バニラ|baunilha|ваниль
saffron|azafrán|safran|Safran|藏红花|زَعْفَرَان|zafferano|crocus|サフラン|açafrão|шафран
nutmeg|nuez moscada|muscade|Muskatnuss|肉豆蔻|جَوْزَة الطِّيب|noce moscata|nux moschata|ナツメグ|noz-moscada|мускатный орех
clove|clavo|clou de girofle|Gewürznelke|丁香|قَرَنْفُل|chiodo di garofano|caryophyllum|丁子/ちょうじ|cravo|гвоздика
spice|especia|épice|Gewürz|香料|تَوَابِل|spezia|aroma|香辛料/こうしんりょう|especiaria|пряность
tea|té|thé|Tee|茶|شَاي|tè|thea|茶/ちゃ|chá|чай
coffee|café|café|Kaffee|咖啡|قَهْوَة|caffè|coffea|珈琲/コーヒー|café|кофе
cocoa|cacao|cacao|Kakao|可可|كَاكَاو|cacao|cacao|ココア|cacau|какао
juice|zumo|jus|Saft|果汁|عَصِير|succo|sucus|ジュース|suco|сок
wine|vino|vin|Wein|葡萄酒|نَبِيذ|vino|vinum|葡萄酒/ぶどうしゅ|vinho|вино
beer|cerveza|bière|Bier|啤酒|جِعَة|birra|cervisia|麦酒/ばくしゅ|cerveja|пиво
cider|sidra|cidre|Apfelwein|苹果酒|عَصِير التُّفَّاح|sidro|sicera|シードル|sidra|сидр
nectar|néctar|nectar|Nektar|花蜜|رَحِيق|nettare|nectar|花の蜜/はなのみつ|néctar|нектар
syrup|jarabe|sirop|Sirup|糖浆|شَرَاب|sciroppo|sirupus|シロップ|xarope|сироп
jam|mermelada|confiture|Konfitüre|果酱|مُرَبَّى|marmellata|conditum|ジャム|geleia|варенье
caramel|caramelo|caramel|Karamell|焦糖|كَرَامِيل|caramello|saccharum coctum|キャラメル|caramelo|карамель
pie|tarta|tarte|Torte|馅饼|فَطِيرَة|crostata|crustum|パイ|torta|пирог
pizza|pizza|pizza|Pizza|披萨|بِيتْزَا|pizza|pizza|ピザ|pizza|пицца
feast|banquete|festin|Festmahl|盛宴|وَلِيمَة|banchetto|epulae|宴/うたげ|banquete|пир
kitchen|cocina|cuisine|Küche|厨房|مَطْبَخ|cucina|culina|台所/だいどころ|cozinha|кухня
oven|horno|four|Ofen|烤箱|فُرْن|forno|furnus|窯/かま|forno|печь
bakery|panadería|boulangerie|Bäckerei|面包店|مَخْبَز|panetteria|pistrina|パン屋/パンや|padaria|пекарня
market|mercado|marché|Markt|市场|سُوق|mercato|forum|市場/いちば|mercado|рынок
breakfast|desayuno|petit-déjeuner|Frühstück|早餐|فُطُور|colazione|ientaculum|朝食/ちょうしょく|café da manhã|завтрак
lunch|almuerzo|déjeuner|Mittagessen|午餐|غَدَاء|pranzo|prandium|昼食/ちゅうしょく|almoço|обед
dinner|cena|dîner|Abendessen|晚餐|عَشَاء|cena|cena|夕食/ゆうしょく|jantar|ужин
picnic|picnic|pique-nique|Picknick|野餐|نُزْهَة|picnic|convivium campestre|ピクニック|piquenique|пикник
flavor|sabor|saveur|Geschmack|味道|نَكْهَة|sapore|sapor|味/あじ|sabor|вкус
aroma|aroma|arôme|Aroma|香气|عَبِير|aroma|odor|香り/かおり|aroma|аромат
perfume|perfume|parfum|Parfüm|香水|عِطْر|profumo|unguentum|香水/こうすい|perfume|духи
fragrance|fragancia|senteur|Duft|芳香|أَرِيج|fragranza|fragrantia|芳香/ほうこう|fragrância|благоухание
sesame|sésamo|sésame|Sesam|芝麻|سِمْسِم|sesamo|sesamum|胡麻/ごま|gergelim|кунжут
soy|soja|soja|Soja|大豆|صُويَا|soia|glycine|大豆/だいず|soja|соя
tofu|tofu|tofu|Tofu|豆腐|تُوفُو|tofu|caseus sojae|豆腐/とうふ|tofu|тофу
sushi|sushi|sushi|Sushi|寿司|سُوشِي|sushi|oryza acida|寿司/すし|sushi|суши
dumpling|empanadilla|raviole|Knödel|饺子|زَلَابِيَة|raviolo|globulus|餃子/ぎょうざ|bolinho|пельмень
olive oil|aceite de oliva|huile d'olive|Olivenöl|橄榄油|زَيْت الزَّيْتُون|olio d'oliva|oleum olivarum|オリーブ油/オリーブゆ|azeite|оливковое масло
vinegar|vinagre|vinaigre|Essig|醋|خَلّ|aceto|acetum|酢/す|vinagre|уксус
sweetness|dulzura|douceur|Süße|甜蜜|حَلَاوَة|dolcezza|dulcedo|甘さ/あまさ|doçura|сладость
`;
