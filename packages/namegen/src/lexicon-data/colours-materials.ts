/**
 * Our bilingual lexicon, theme: colours, metals, gems and materials. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const COLOURS_MATERIALS = `
red|rojo|rouge|rot|红色|أَحْمَر|rosso|ruber|赤/あか|vermelho|красный
blue|azul|bleu|blau|蓝色|أَزْرَق|blu|caeruleus|青/あお|azul|синий
green|verde|vert|grün|绿色|أَخْضَر|verde|viridis|緑/みどり|verde|зелёный
yellow|amarillo|jaune|gelb|黄色|أَصْفَر|giallo|flavus|黄色/きいろ|amarelo|жёлтый
orange|naranja|orange|orange|橙色|بُرْتُقَالِيّ|arancione|aurantius|橙色/だいだいいろ|laranja|оранжевый
purple|morado|violet|lila|紫色|بَنَفْسَجِيّ|viola|purpureus|紫/むらさき|roxo|фиолетовый
pink|rosa|rose|rosa|粉红色|وَرْدِيّ|rosa|roseus|桃色/ももいろ|cor-de-rosa|розовый
white|blanco|blanc|weiß|白色|أَبْيَض|bianco|albus|白/しろ|branco|белый
black|negro|noir|schwarz|黑色|أَسْوَد|nero|niger|黒/くろ|preto|чёрный
grey|gris|gris|grau|灰色|رَمَادِيّ|grigio|cinereus|灰色/はいいろ|cinza|серый
brown|marrón|brun|braun|棕色|بُنِّيّ|marrone|fuscus|茶色/ちゃいろ|marrom|коричневый
crimson|carmesí|cramoisi|karmesinrot|深红|قِرْمِزِيّ|cremisi|coccineus|深紅/しんく|carmesim|багровый
scarlet|escarlata|écarlate|scharlachrot|猩红|أُرْجُوَانِيّ|scarlatto|coccinus|緋色/ひいろ|escarlate|алый
azure|azur|azur|azurblau|天蓝色|لَازَوَرْدِيّ|azzurro|caesius|紺碧/こんぺき|azul-celeste|лазурный
indigo|índigo|indigo|Indigo|靛蓝|نِيلِيّ|indaco|indicum|藍/あい|índigo|индиго
cyan|cian|cyan|Cyan|青色|سَمَاوِيّ|ciano|cyaneus|シアン|ciano|голубой
teal|verde azulado|bleu sarcelle|Blaugrün|蓝绿色|أَزْرَق مُخْضَرّ|verde acqua|glaucus|鴨の羽色/かものはいろ|azul-petróleo|сине-зелёный
turquoise|turquesa|turquoise|Türkis|绿松石|فَيْرُوز|turchese|callais|トルコ石/トルコいし|turquesa|бирюза
emerald|esmeralda|émeraude|Smaragd|祖母绿|زُمُرُّد|smeraldo|smaragdus|エメラルド|esmeralda|изумруд
jade|jade|jade|Jade|玉|يَشْم|giada|iaspis viridis|翡翠/ひすい|jade|нефрит
ruby|rubí|rubis|Rubin|红宝石|يَاقُوت|rubino|carbunculus|紅玉/こうぎょく|rubi|рубин
sapphire|zafiro|saphir|Saphir|蓝宝石|يَاقُوت أَزْرَق|zaffiro|sapphirus|青玉/せいぎょく|safira|сапфир
diamond|diamante|diamant|Diamant|钻石|أَلْمَاس|diamante|adamas|金剛石/こんごうせき|diamante|алмаз
topaz|topacio|topaze|Topas|黄玉|تُوبَاز|topazio|topazus|黄玉/おうぎょく|topázio|топаз
amethyst|amatista|améthyste|Amethyst|紫水晶|جَمَشْت|ametista|amethystus|紫水晶/むらさきずいしょう|ametista|аметист
opal|ópalo|opale|Opal|蛋白石|أُوبَال|opale|opalus|蛋白石/たんぱくせき|opala|опал
onyx|ónice|onyx|Onyx|缟玛瑙|جَزْع|onice|onyx|縞瑪瑙/しまめのう|ônix|оникс
garnet|granate|grenat|Granat|石榴石|عَقِيق أَحْمَر|granato|granatum|柘榴石/ざくろいし|granada|гранат
agate|ágata|agate|Achat|玛瑙|عَقِيق|agata|achates|瑪瑙/めのう|ágata|агат
jewel|joya|bijou|Juwel|宝石|جَوْهَرَة|gioiello|gemma|宝石/ほうせき|joia|драгоценность
gem|gema|gemme|Edelstein|宝玉|حَجَر كَرِيم|gemma|gemma|玉/たま|gema|самоцвет
treasure|tesoro|trésor|Schatz|宝藏|كَنْز|tesoro|thesaurus|宝/たから|tesouro|сокровище
gold|oro|or|Gold|金|ذَهَب|oro|aurum|金/きん|ouro|золото
silver|plata|argent|Silber|银|فِضَّة|argento|argentum|銀/ぎん|prata|серебро
bronze|bronce|bronze|Bronze|青铜|بُرُونْز|bronzo|aes|青銅/せいどう|bronze|бронза
copper|cobre|cuivre|Kupfer|铜|نُحَاس|rame|cuprum|銅/どう|cobre|медь
iron|hierro|fer|Eisen|铁|حَدِيد|ferro|ferrum|鉄/てつ|ferro|железо
steel|acero|acier|Stahl|钢|فُولَاذ|acciaio|chalybs|鋼/はがね|aço|сталь
titanium|titanio|titane|Titan|钛|تِيتَانْيُوم|titanio|titanium|チタン|titânio|титан
platinum|platino|platine|Platin|铂金|بْلَاتِين|platino|platinum|白金/はっきん|platina|платина
tin|estaño|étain|Zinn|锡|قَصْدِير|stagno|stannum|錫/すず|estanho|олово
lead metal|plomo|plomb|Blei|铅|رَصَاص|piombo|plumbum|鉛/なまり|chumbo|свинец
mercury|mercurio|mercure|Quecksilber|水银|زِئْبَق|mercurio|argentum vivum|水銀/すいぎん|mercúrio|ртуть
cobalt|cobalto|cobalt|Kobalt|钴|كُوبَالْت|cobalto|cobaltum|コバルト|cobalto|кобальт
zinc|zinc|zinc|Zink|锌|زِنْك|zinco|zincum|亜鉛/あえん|zinco|цинк
nickel|níquel|nickel|Nickel|镍|نِيكِل|nichel|niccolum|ニッケル|níquel|никель
chrome|cromo|chrome|Chrom|铬|كْرُوم|cromo|chromium|クロム|cromo|хром
metal|metal|métal|Metall|金属|مَعْدِن|metallo|metallum|金属/きんぞく|metal|металл
marble|mármol|marbre|Marmor|大理石|رُخَام|marmo|marmor|大理石/だいりせき|mármore|мрамор
granite|granito|granit|Granit|花岗岩|جِرَانِيت|granito|granitum|花崗岩/かこうがん|granito|гранит
obsidian|obsidiana|obsidienne|Obsidian|黑曜石|زُجَاج بُرْكَانِيّ|ossidiana|obsidianus|黒曜石/こくようせき|obsidiana|обсидиан
glass|vidrio|verre|Glas|玻璃|زُجَاج|vetro|vitrum|硝子/がらす|vidro|стекло
wood|madera|bois|Holz|木头|خَشَب|legno|lignum|木材/もくざい|madeira|древесина
paper|papel|papier|Papier|纸|وَرَق|carta|charta|紙/かみ|papel|бумага
silk|seda|soie|Seide|丝绸|حَرِير|seta|sericum|絹/きぬ|seda|шёлк
cotton|algodón|coton|Baumwolle|棉花|قُطْن|cotone|gossypium|綿/わた|algodão|хлопок
wool|lana|laine|Wolle|羊毛|صُوف|lana|lana|羊毛/ようもう|lã|шерсть
linen|lino|lin|Leinen|亚麻|كَتَّان|lino|linum|麻/あさ|linho|лён
velvet|terciopelo|velours|Samt|天鹅绒|مُخْمَل|velluto|villosum|ビロード|veludo|бархат
leather|cuero|cuir|Leder|皮革|جِلْد|cuoio|corium|革/かわ|couro|кожа
ivory|marfil|ivoire|Elfenbein|象牙|عَاج|avorio|ebur|象牙/ぞうげ|marfim|слоновая кость
ebony|ébano|ébène|Ebenholz|乌木|أَبَنُوس|ebano|ebenus|黒檀/こくたん|ébano|эбеновое дерево
porcelain|porcelana|porcelaine|Porzellan|瓷器|خَزَف صِينِيّ|porcellana|porcellana|磁器/じき|porcelana|фарфор
ceramic|cerámica|céramique|Keramik|陶瓷|خَزَف|ceramica|fictile|陶器/とうき|cerâmica|керамика
brick|ladrillo|brique|Ziegel|砖|طُوب|mattone|later|煉瓦/れんが|tijolo|кирпич
concrete|hormigón|béton|Beton|混凝土|خَرَسَانَة|calcestruzzo|caementum|コンクリート|concreto|бетон
fabric|tela|tissu|Stoff|布料|قُمَاش|tessuto|textum|布/ぬの|tecido|ткань
thread|hilo|fil|Faden|线|خَيْط|filo|filum|糸/いと|fio|нить
rope|cuerda|corde|Seil|绳子|حَبْل|corda|funis|縄/なわ|corda|верёвка
wax|cera|cire|Wachs|蜡|شَمْع|cera|cera|蝋/ろう|cera|воск
oil|aceite|huile|Öl|油|زَيْت|olio|oleum|油/あぶら|óleo|масло
ink|tinta|encre|Tinte|墨水|حِبْر|inchiostro|atramentum|墨/すみ|tinta|чернила
paint|pintura|peinture|Farbe|颜料|طِلَاء|pittura|pigmentum|絵の具/えのぐ|tinta|краска
colour|color|couleur|Farbe|颜色|لَوْن|colore|color|色/いろ|cor|цвет
hue|matiz|teinte|Farbton|色调|صِبْغَة|tinta|tinctura|色合い/いろあい|matiz|оттенок
pastel|pastel|pastel|Pastell|粉彩|بَاسْتِيل|pastello|pastellum|パステル|pastel|пастель
gilded|dorado|doré|vergoldet|镀金|مُذَهَّب|dorato|auratus|金色/こんじき|dourado|позолоченный
golden|áureo|doré|golden|金色|ذَهَبِيّ|aureo|aureus|金色/きんいろ|áureo|золотой
silvery|plateado|argenté|silbern|银色|فِضِّيّ|argentato|argenteus|銀色/ぎんいろ|prateado|серебристый
ivory white|blanco marfil|blanc ivoire|Elfenbeinweiß|象牙白|أَبْيَض عَاجِيّ|bianco avorio|eburneus|象牙色/ぞうげいろ|branco marfim|цвет слоновой кости
snow white|blanco nieve|blanc neige|schneeweiß|雪白|أَبْيَض ثَلْجِيّ|bianco neve|niveus|雪白/せっぱく|branco neve|белоснежный
sky blue|celeste|bleu ciel|himmelblau|天蓝|أَزْرَق سَمَاوِيّ|celeste|caelestis|空色/そらいろ|azul-céu|небесно-голубой
navy|azul marino|bleu marine|Marineblau|海军蓝|كُحْلِيّ|blu navy|caeruleus obscurus|紺/こん|azul-marinho|тёмно-синий
olive green|verde oliva|vert olive|Olivgrün|橄榄绿|زَيْتُونِيّ|verde oliva|olivaceus|オリーブ色/オリーブいろ|verde-oliva|оливковый
lime|lima|citron vert|Limette|青柠|لَيْمُون أَخْضَر|lime|limonium viride|ライム|lima|лайм
magenta|magenta|magenta|Magenta|品红|أُرْجُوَانِيّ فَاتِح|magenta|purpura clara|マゼンタ|magenta|пурпурный
coral pink|rosa coral|rose corail|Korallenrosa|珊瑚粉|وَرْدِيّ مَرْجَانِيّ|rosa corallo|corallinus|珊瑚色/さんごいろ|rosa-coral|коралловый
burgundy|burdeos|bordeaux|Weinrot|酒红色|عِنَبِيّ|bordeaux|vinaceus|ワインレッド|bordô|бордовый
beige|beis|beige|Beige|米色|بَيْج|beige|gilvus|ベージュ|bege|бежевый
cream|crema|crème|Creme|奶油色|كِرِيمِيّ|crema|cremor|クリーム|creme|кремовый
charcoal|carbón vegetal|charbon de bois|Holzkohle|木炭|فَحْم نَبَاتِيّ|carbonella|carbo ligni|木炭/もくたん|carvão vegetal|древесный уголь
coal|carbón|charbon|Kohle|煤|فَحْم|carbone|carbo|石炭/せきたん|carvão|уголь
graphite|grafito|graphite|Graphit|石墨|جْرَافِيت|grafite|graphites|黒鉛/こくえん|grafite|графит
carbon|carbono|carbone|Kohlenstoff|碳|كَرْبُون|carbonio|carbonium|炭素/たんそ|carbono|углерод
sulfur|azufre|soufre|Schwefel|硫磺|كِبْرِيت|zolfo|sulphur|硫黄/いおう|enxofre|сера
magnet|imán|aimant|Magnet|磁铁|مِغْنَاطِيس|magnete|magnes|磁石/じしゃく|ímã|магнит
mirror|espejo|miroir|Spiegel|镜子|مِرْآة|specchio|speculum|鏡/かがみ|espelho|зеркало
prism|prisma|prisme|Prisma|棱镜|مَوْشُور|prisma|prisma|プリズム|prisma|призма
lens|lente|lentille|Linse|镜头|عَدَسَة|lente|lens|レンズ|lente|линза
plastic|plástico|plastique|Kunststoff|塑料|بْلَاسْتِيك|plastica|plasticum|プラスチック|plástico|пластик
rubber|caucho|caoutchouc|Gummi|橡胶|مَطَّاط|gomma|cummis|ゴム|borracha|резина
fiber|fibra|fibre|Faser|纤维|أَلْيَاف|fibra|fibra|繊維/せんい|fibra|волокно
foam|espuma|mousse|Schaum|泡沫|رَغْوَة|schiuma|spuma|泡沫/ほうまつ|espuma|пена
powder|polvo|poudre|Pulver|粉末|مَسْحُوق|polvere|pulvis|粉/こな|pó|порошок
resin|resina|résine|Harz|树脂|رَاتِنْج|resina|resina|樹脂/じゅし|resina|смола
stone age|edad de piedra|âge de pierre|Steinzeit|石器时代|العَصْر الحَجَرِيّ|età della pietra|aetas lapidea|石器時代/せっきじだい|idade da pedra|каменный век
`;
