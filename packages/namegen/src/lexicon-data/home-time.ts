/**
 * Our bilingual lexicon, theme: home and everyday things, clothing, time and the calendar. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const HOME_TIME = `
room|habitación|chambre|Zimmer|房间|غُرْفَة|stanza|cubiculum|部屋/へや|quarto|комната
bed|cama|lit|Bett|床|سَرِير|letto|lectus|寝床/ねどこ|cama|кровать
chair|silla|chaise|Stuhl|椅子|كُرْسِيّ|sedia|sella|椅子/いす|cadeira|стул
table|mesa|table|Tisch|桌子|طَاوِلَة|tavolo|mensa|机/つくえ|mesa|стол
pillow|almohada|oreiller|Kissen|枕头|وِسَادَة|cuscino|pulvinus|枕/まくら|travesseiro|подушка
blanket|manta|couverture|Decke|毯子|بَطَّانِيَّة|coperta|lodix|毛布/もうふ|cobertor|одеяло
carpet|alfombra|tapis|Teppich|地毯|سَجَّادَة|tappeto|tapete|絨毯/じゅうたん|tapete|ковёр
curtain|cortina|rideau|Vorhang|窗帘|سِتَارَة|tenda|velum|カーテン|cortina|занавеска
cup|taza|tasse|Tasse|杯子|فِنْجَان|tazza|poculum|カップ|xícara|чашка
bowl|cuenco|bol|Schüssel|碗|وِعَاء|ciotola|patera|椀/わん|tigela|миска
plate|plato|assiette|Teller|盘子|صَحْن|piatto|catinus|皿/さら|prato|тарелка
spoon|cuchara|cuillère|Löffel|勺子|مِلْعَقَة|cucchiaio|cochlear|匙/さじ|colher|ложка
knife|cuchillo|couteau|Messer|刀|سِكِّين|coltello|culter|包丁/ほうちょう|faca|нож
fork|tenedor|fourchette|Gabel|叉子|شَوْكَة طَعَام|forchetta|furca|フォーク|garfo|вилка
basket|cesta|panier|Korb|篮子|سَلَّة|cesto|corbis|籠/かご|cesta|корзина
box|caja|boîte|Kiste|盒子|صُنْدُوق|scatola|capsa|箱/はこ|caixa|коробка
bag|bolsa|sac|Tasche|包|حَقِيبَة|borsa|saccus|鞄/かばん|bolsa|сумка
bottle|botella|bouteille|Flasche|瓶子|زُجَاجَة|bottiglia|ampulla|瓶/びん|garrafa|бутылка
jar|tarro|bocal|Krug|罐子|جَرَّة|barattolo|urna|壺/つぼ|pote|банка
vase|jarrón|vase|Vase|花瓶|مَزْهَرِيَّة|vaso|vas|花瓶/かびん|vaso|ваза
savings|ahorro|épargne|Ersparnis|积蓄|ادِّخَار|risparmio|peculium|貯金/ちょきん|poupança|сбережения
coin|moneda|pièce|Münze|硬币|عُمْلَة|moneta|nummus|硬貨/こうか|moeda|монета
money|dinero|argent|Geld|钱|مَال|denaro|pecunia|お金/おかね|dinheiro|деньги
wealth|riqueza|richesse|Reichtum|财富|ثَرْوَة|ricchezza|divitiae|富/とみ|riqueza|богатство
price|precio|prix|Preis|价格|سِعْر|prezzo|pretium|値段/ねだん|preço|цена
prize|premio|prix|Auszeichnung|奖品|جَائِزَة|premio|praemium|賞/しょう|prêmio|приз
trophy|trofeo|trophée|Trophäe|奖杯|كَأْس|trofeo|tropaeum|トロフィー|troféu|трофей
medal|medalla|médaille|Medaille|奖牌|مِيدَالِيَّة|medaglia|numisma|メダル|medalha|медаль
ring|anillo|bague|Ring|戒指|خَاتَم|anello|anulus|指輪/ゆびわ|anel|кольцо
necklace|collar|collier|Halskette|项链|قِلَادَة|collana|monile|首飾り/くびかざり|colar|ожерелье
bracelet|pulsera|bracelet|Armband|手镯|سِوَار|braccialetto|armilla|腕輪/うでわ|pulseira|браслет
dress|vestido|robe|Kleid|连衣裙|فُسْتَان|vestito|vestis|ドレス|vestido|платье
shirt|camisa|chemise|Hemd|衬衫|قَمِيص|camicia|tunica|シャツ|camisa|рубашка
coat|abrigo|manteau|Mantel|外套|مِعْطَف|cappotto|pallium|コート|casaco|пальто
cloak|capa|cape|Umhang|斗篷|عَبَاءَة|mantello|lacerna|外套/がいとう|capa|плащ
hat|sombrero|chapeau|Hut|帽子|قُبَّعَة|cappello|petasus|帽子/ぼうし|chapéu|шляпа
shoe|zapato|chaussure|Schuh|鞋|حِذَاء|scarpa|calceus|靴/くつ|sapato|туфля
boot|bota|botte|Stiefel|靴子|جَزْمَة|stivale|caliga|ブーツ|bota|сапог
glove|guante|gant|Handschuh|手套|قُفَّاز|guanto|digitale|手袋/てぶくろ|luva|перчатка
scarf|bufanda|écharpe|Schal|围巾|وِشَاح|sciarpa|focale|マフラー|cachecol|шарф
belt|cinturón|ceinture|Gürtel|腰带|حِزَام|cintura|cingulum|帯/おび|cinto|пояс
button|botón|bouton|Knopf|纽扣|زِرّ|bottone|bulla|ボタン|botão|пуговица
needle|aguja|aiguille|Nadel|针|إِبْرَة|ago|acus|針/はり|agulha|игла
umbrella|paraguas|parapluie|Regenschirm|雨伞|مِظَلَّة|ombrello|umbella|傘/かさ|guarda-chuva|зонт
fan|abanico|éventail|Fächer|扇子|مِرْوَحَة|ventaglio|flabellum|扇/おうぎ|leque|веер
toy|juguete|jouet|Spielzeug|玩具|لُعْبَة|giocattolo|crepundia|玩具/おもちゃ|brinquedo|игрушка
doll|muñeca|poupée|Puppe|娃娃|دُمْيَة|bambola|pupa|人形/にんぎょう|boneca|кукла
ball|pelota|balle|Ball|球|كُرَة|palla|pila|ボール|bola|мяч
kite|cometa|cerf-volant|Drachen|风筝|طَائِرَة وَرَقِيَّة|aquilone|milvus|凧/たこ|pipa|воздушный змей
balloon|globo|ballon|Luftballon|气球|بَالُون|palloncino|follis|風船/ふうせん|balão|воздушный шар
hour|hora|heure|Stunde|小时|سَاعَة|ora|hora|時/じ|hora|час
minute|minuto|minute|Minute|分钟|دَقِيقَة|minuto|minutum|分/ふん|minuto|минута
second|segundo|seconde|Sekunde|秒|ثَانِيَة|secondo|secundum|秒/びょう|segundo|секунда
week|semana|semaine|Woche|星期|أُسْبُوع|settimana|hebdomas|週/しゅう|semana|неделя
month|mes|mois|Monat|月份|شَهْر|mese|mensis|月/げつ|mês|месяц
year|año|an|Jahr|年|سَنَة|anno|annus|年/とし|ano|год
century|siglo|siècle|Jahrhundert|世纪|قَرْن|secolo|saeculum|世紀/せいき|século|век
era|era|ère|Ära|时代|حِقْبَة|era|aetas|時代/じだい|era|эра
age|edad|âge|Alter|年龄|عُمْر|età|aevum|年齢/ねんれい|idade|возраст
today|hoy|aujourd'hui|heute|今天|اليَوْم|oggi|hodie|今日/きょう|hoje|сегодня
tomorrow|mañana|demain|morgen|明天|غَدًا|domani|cras|明日/あした|amanhã|завтра
yesterday|ayer|hier|gestern|昨天|أَمْس|ieri|heri|昨日/きのう|ontem|вчера
always|siempre|toujours|immer|总是|دَائِمًا|sempre|semper|いつも|sempre|всегда
never|nunca|jamais|nie|从不|أَبَدًا|mai|numquam|決して/けっして|nunca|никогда
now|ahora|maintenant|jetzt|此刻|الآن|adesso|nunc|今/いま|agora|сейчас
soon|pronto|bientôt|bald|很快|قَرِيبًا|presto|mox|間もなく/まもなく|em breve|скоро
forever|para siempre|pour toujours|für immer|永远|إِلَى الأَبَد|per sempre|in perpetuum|永久に/えいきゅうに|para sempre|навсегда
monday|lunes|lundi|Montag|星期一|الاثْنَيْن|lunedì|dies lunae|月曜日/げつようび|segunda-feira|понедельник
friday|viernes|vendredi|Freitag|星期五|الجُمُعَة|venerdì|dies veneris|金曜日/きんようび|sexta-feira|пятница
sunday|domingo|dimanche|Sonntag|星期日|الأَحَد|domenica|dies solis|日曜日/にちようび|domingo|воскресенье
january|enero|janvier|Januar|一月|يَنَايِر|gennaio|ianuarius|一月/いちがつ|janeiro|январь
may|mayo|mai|Mai|五月|مَايُو|maggio|maius|五月/ごがつ|maio|май
july|julio|juillet|Juli|七月|يُولْيُو|luglio|iulius|七月/しちがつ|julho|июль
october|octubre|octobre|Oktober|十月|أُكْتُوبَر|ottobre|october|十月/じゅうがつ|outubro|октябрь
holiday|vacaciones|vacances|Urlaub|假期|عُطْلَة|vacanza|feriae|休暇/きゅうか|férias|отпуск
weekend|fin de semana|week-end|Wochenende|周末|عُطْلَة الأُسْبُوع|fine settimana|finis hebdomadis|週末/しゅうまつ|fim de semana|выходные
birthday|cumpleaños|anniversaire|Geburtstag|生日|عِيد مِيلَاد|compleanno|dies natalis|誕生日/たんじょうび|aniversário|день рождения
wedding|boda|mariage|Hochzeit|婚礼|زِفَاف|matrimonio|nuptiae|結婚式/けっこんしき|casamento|свадьба
party|fiesta|soirée|Party|派对|حَفْلَة|festa|convivium|パーティー|festa|вечеринка
dance party|baile|bal|Ball|舞会|حَفْل رَاقِص|ballo|saltatio|舞踏会/ぶとうかい|baile|бал
candlelight|luz de vela|lueur de bougie|Kerzenlicht|烛光|ضَوْء الشَّمْعَة|lume di candela|lumen candelae|蝋燭の灯/ろうそくのひ|luz de velas|свет свечи
message|mensaje|message|Nachricht|消息|رِسَالَة|messaggio|nuntius|伝言/でんごん|mensagem|сообщение
news|noticias|nouvelles|Neuigkeiten|新闻|أَخْبَار|notizie|nuntii|ニュース|notícias|новости
`;
