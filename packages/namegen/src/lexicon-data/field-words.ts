/**
 * Our bilingual lexicon, theme: evocative nouns and adjectives of the trades (makers, workshops, tools,
 * harbours, care and craft). Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const FIELD_WORDS = `
artisan|artesano|artisan|Handwerker|工匠|حِرَفِيّ|artigiano|opifex|職人/しょくにん|artesão|ремесленник
craftsman|artesano|artisan|Handwerksmeister|手艺人|صَانِع مَاهِر|artigiano|artifex|匠/たくみ|artífice|мастер
mentor|mentor|mentor|Mentor|导师|مُرْشِد|mentore|mentor|指導者/しどうしゃ|mentor|наставник
apprentice|aprendiz|apprenti|Lehrling|学徒|مُتَدَرِّب|apprendista|tiro|弟子/でし|aprendiz|ученик мастера
heirloom|reliquia familiar|objet de famille|Erbstück|传家宝|إِرْث عَائِلِيّ|cimelio di famiglia|hereditas|家宝/かほう|relíquia de família|семейная реликвия
handmade|hecho a mano|fait main|handgemacht|手工|مَصْنُوع يَدَوِيًّا|fatto a mano|manufactus|手作り/てづくり|feito à mão|ручной работы
homemade|casero|fait maison|hausgemacht|自制|مَنْزِلِيّ الصُّنْع|fatto in casa|domesticus|自家製/じかせい|caseiro|домашний
bespoke|a medida|sur mesure|maßgeschneidert|定制|حَسَب الطَّلَب|su misura|ad mensuram|オーダーメイド|sob medida|на заказ
rustic|rústico|rustique|rustikal|质朴|رِيفِيّ|rustico|rusticus|素朴/そぼく|rústico|деревенский
homestead|granja familiar|ferme familiale|Gehöft|家园|مَسْكَن رِيفِيّ|podere|villa|農家/のうか|sítio|усадьба
sapling|árbol joven|jeune arbre|Setzling|树苗|شَتْلَة|alberello|arbuscula|苗木/なえぎ|muda|саженец
seedling|plántula|semis|Keimling|幼苗|بَادِرَة|piantina|planta|苗/なえ|plântula|росток
bud|brote|bourgeon|Knospe|花蕾|بُرْعُم|bocciolo|gemma|蕾/つぼみ|botão|бутон
hive|colmena|ruche|Bienenstock|蜂巢|خَلِيَّة|alveare|alveus|巣/す|colmeia|улей
den|guarida|tanière|Höhle|巢穴|عَرِين|covo|latibulum|ねぐら|covil|логово
refuge|refugio|refuge|Zuflucht|避难所|مَلْجَأ|rifugio|perfugium|避難所/ひなんじょ|refúgio|убежище
helm|timón|barre|Steuerrad|舵|دَفَّة|timone|gubernaculum|舵/かじ|leme|штурвал
rudder|timón|gouvernail|Ruder|船舵|سُكَّان|timone|clavus|舵/かじ|leme|руль
oar|remo|rame|Ruder|船桨|مِجْدَاف|remo|remus|櫂/かい|remo|весло
quay|muelle|quai|Kai|码头|رَصِيف المِينَاء|banchina|crepido|岸壁/がんぺき|cais|причал
wharf|embarcadero|débarcadère|Landungsbrücke|码头|مَرْسًى|pontile|navale|埠頭/ふとう|cais|пристань
spindle|huso|fuseau|Spindel|纺锤|مِغْزَل|fuso|fusus|紡錘/ぼうすい|fuso|веретено
thimble|dedal|dé à coudre|Fingerhut|顶针|كُشْتُبَان|ditale|digitale|指貫/ゆびぬき|dedal|напёрсток
bobbin|bobina|bobine|Spule|线轴|بَكَرَة|bobina|fusus|糸巻き/いとまき|bobina|катушка
kiln|horno|four de potier|Brennofen|窑|فُرْن|fornace|fornax|窯/かま|forno|печь для обжига
bellows|fuelle|soufflet|Blasebalg|风箱|مِنْفَاخ|mantice|follis|鞴/ふいご|fole|мехи
workbench|banco de trabajo|établi|Werkbank|工作台|طَاوِلَة عَمَل|banco da lavoro|mensa fabrilis|作業台/さぎょうだい|bancada|верстак
vial|vial|fiole|Fläschchen|小瓶|قِنِّينَة صَغِيرَة|fiala|phiala|小瓶/こびん|frasco|флакон
salve|ungüento|onguent|Salbe|药膏|مَرْهَم|unguento|unguentum|軟膏/なんこう|unguento|мазь
apothecary|boticario|apothicaire|Apotheker|药剂师|عَطَّار|speziale|medicamentarius|薬種商/やくしゅしょう|boticário|аптекарь
herbal|herbario|à base de plantes|pflanzlich|草本|عُشْبِيّ|erboristico|herbaceus|薬草/やくそう|herbal|травяной
tally|cuenta|compte|Zählung|计数|عَدّ|conteggio|numeratio|集計/しゅうけい|contagem|подсчёт
abacus|ábaco|boulier|Abakus|算盘|مِعْدَاد|abaco|abacus|算盤/そろばん|ábaco|счёты
nurture|crianza|soin|Fürsorge|养育|تَنْشِئَة|cura|educatio|養育/よういく|criação|воспитание
cherish|apreciar|chérir|hegen|珍惜|اعْتَزَّ|amare|fovere|慈しむ/いつくしむ|estimar|лелеять
flourish|florecer|s'épanouir|gedeihen|繁荣|ازْدَهَرَ|fiorire|florere|栄える/さかえる|florescer|процветать
tender|tierno|tendre|zärtlich|温柔|حَنُون|tenero|tener|優しい/やさしい|terno|нежный
caring|cariñoso|attentionné|fürsorglich|关爱|عَطُوف|premuroso|officiosus|思いやり/おもいやり|carinhoso|заботливый
steadfast|firme|inébranlable|standhaft|坚定|ثَابِت|saldo|constans|不動/ふどう|firme|стойкий
trusty|fiable|fiable|zuverlässig|可靠|مَوْثُوق|affidabile|fidus|頼もしい/たのもしい|confiável|надёжный
sturdy|robusto|robuste|stabil|坚固|مَتِين|robusto|firmus|頑丈/がんじょう|robusto|крепкий
hardy|resistente|robuste|widerstandsfähig|耐寒|صَلْب|resistente|durus|丈夫/じょうぶ|resistente|выносливый
deft|hábil|adroit|geschickt|灵巧|بَارِع|abile|dexter|器用/きよう|hábil|ловкий
skilled|diestro|habile|kundig|熟练|مَاهِر|esperto|peritus|熟練/じゅくれん|habilidoso|умелый
savvy|astuto|avisé|gewieft|精明|فَطِن|sagace|sagax|賢い/かしこい|esperto|смекалистый
wholesome|sano|sain|bekömmlich|健全|صِحِّيّ|sano|salubris|健全/けんぜん|saudável|полезный
snug|acogedor|douillet|behaglich|舒适|دَافِئ|accogliente|commodus|心地よい/ここちよい|aconchegante|уютный
plush|afelpado|moelleux|plüschig|毛绒|فَاخِر|felpato|mollis|ふかふか|felpudo|плюшевый
tailored|a medida|ajusté|maßgeschneidert|量身定做|مُفَصَّل|su misura|aptatus|仕立て/したて|sob medida|сшитый на заказ
thrift|ahorro|économie|Sparsamkeit|节俭|تَوْفِير|parsimonia|parsimonia|倹約/けんやく|economia|бережливость
diligence|diligencia|diligence|Fleiß|勤奋|اجْتِهَاد|diligenza|diligentia|勤勉/きんべん|diligência|усердие
diligent|diligente|diligent|fleißig|勤劳|مُجْتَهِد|diligente|diligens|勤勉/きんべん|diligente|усердный
mend|remendar|raccommoder|flicken|修补|رَقَّعَ|rammendare|sarcire|繕う/つくろう|remendar|штопать
sweep|barrer|balayer|fegen|扫|كَنَسَ|spazzare|verrere|掃く/はく|varrer|подметать
sew|coser|coudre|nähen|缝|خَاطَ|cucire|suere|縫う/ぬう|costurar|шить
weave|tejer|tisser|weben|编织|نَسَجَ|tessere|texere|織る/おる|tecer|ткать
carve|tallar|sculpter|schnitzen|雕刻|نَحَتَ|intagliare|sculpere|彫る/ほる|entalhar|вырезать
tend|cuidar|soigner|hüten|照料|رَعَى|accudire|colere|世話/せわ|cuidar|ухаживать
bake|hornear|cuire au four|backen|烘焙|خَبَزَ|cuocere al forno|coquere|焼く/やく|assar|печь
`;
