/**
 * Our bilingual lexicon, theme: education, media, publishing, the arts and events. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const LEARNING_MEDIA = `
tutor|tutor|précepteur|Nachhilfelehrer|家庭教师|مُدَرِّس خُصُوصِيّ|precettore|paedagogus|家庭教師/かていきょうし|tutor|репетитор
tutoring|clases particulares|soutien scolaire|Nachhilfe|辅导|دُرُوس خُصُوصِيَّة|ripetizioni|institutio|個別指導/こべつしどう|aulas particulares|репетиторство
education|educación|éducation|Bildung|教育|تَعْلِيم|istruzione|educatio|教育/きょういく|educação|образование
lesson|lección|leçon|Lektion|课|دَرْس|lezione|lectio|授業/じゅぎょう|lição|урок
course|curso|cours|Kurs|课程|دَوْرَة|corso|cursus|講座/こうざ|curso|курс
class|clase|classe|Klasse|班级|فَصْل|classe|classis|クラス|turma|класс
university|universidad|université|Universität|大学|جَامِعَة|università|universitas|大学/だいがく|universidade|университет
college|colegio|collège|Hochschule|学院|كُلِّيَّة|collegio|collegium|学院/がくいん|faculdade|колледж
campus|campus|campus|Campus|校园|حَرَم جَامِعِيّ|campus|campus|キャンパス|campus|кампус
professor|profesor|professeur|Professor|教授|أُسْتَاذ|professore|professor|教授/きょうじゅ|professor|профессор
pupil|alumno|élève|Schüler|学生|تِلْمِيذ|alunno|discipulus|生徒/せいと|aluno|ученик
graduate|graduado|diplômé|Absolvent|毕业生|خِرِّيج|laureato|alumnus|卒業生/そつぎょうせい|formado|выпускник
diploma|diploma|diplôme|Diplom|文凭|شَهَادَة|diploma|diploma|卒業証書/そつぎょうしょうしょ|diploma|диплом
exam|examen|examen|Prüfung|考试|امْتِحَان|esame|examen|試験/しけん|exame|экзамен
homework|deberes|devoirs|Hausaufgaben|家庭作业|وَاجِب مَنْزِلِيّ|compiti|pensum|宿題/しゅくだい|lição de casa|домашнее задание
notebook|cuaderno|cahier|Heft|笔记本|دَفْتَر|quaderno|pugillares|ノート|caderno|тетрадь
pencil|lápiz|crayon|Bleistift|铅笔|قَلَم رَصَاص|matita|graphis|鉛筆/えんぴつ|lápis|карандаш
pen|bolígrafo|stylo|Stift|笔|قَلَم|penna|calamus|ペン|caneta|ручка
chalk|tiza|craie|Kreide|粉笔|طَبَاشِير|gesso|creta|チョーク|giz|мел
alphabet|alfabeto|alphabet|Alphabet|字母表|أَبْجَدِيَّة|alfabeto|alphabetum|アルファベット|alfabeto|алфавит
grammar|gramática|grammaire|Grammatik|语法|نَحْو|grammatica|grammatica|文法/ぶんぽう|gramática|грамматика
mathematics|matemáticas|mathématiques|Mathematik|数学|رِيَاضِيَّات|matematica|mathematica|数学/すうがく|matemática|математика
history|historia|histoire|Geschichte|历史|تَارِيخ|storia|historia|歴史/れきし|história|история
geography|geografía|géographie|Geografie|地理|جُغْرَافِيَا|geografia|geographia|地理/ちり|geografia|география
physics|física|physique|Physik|物理学|فِيزِيَاء|fisica|physica|物理学/ぶつりがく|física|физика
chemistry|química|chimie|Chemie|化学|كِيمْيَاء|chimica|chemia|化学/かがく|química|химия
biology|biología|biologie|Biologie|生物学|عِلْم الأَحْيَاء|biologia|biologia|生物学/せいぶつがく|biologia|биология
philosophy|filosofía|philosophie|Philosophie|哲学|فَلْسَفَة|filosofia|philosophia|哲学/てつがく|filosofia|философия
literature|literatura|littérature|Literatur|文学|أَدَب|letteratura|litterae|文学/ぶんがく|literatura|литература
poetry|poesía|poésie|Poesie|诗歌|شِعْر|poesia|poesis|詩歌/しいか|poesia|поэзия
author|autor|auteur|Autor|作者|مُؤَلِّف|autore|auctor|著者/ちょしゃ|autor|автор
writer|escritor|écrivain|Schriftsteller|作家|كَاتِب|scrittore|scriptor|作家/さっか|escritor|писатель
publisher|editorial|éditeur|Verlag|出版社|دَار نَشْر|editore|editor|出版社/しゅっぱんしゃ|editora|издательство
publishing|edición|édition|Verlagswesen|出版|نَشْر|editoria|editio|出版/しゅっぱん|publicação|издательское дело
bookshop|librería|librairie|Buchhandlung|书店|مَكْتَبَة|libreria|taberna libraria|書店/しょてん|livraria|книжный магазин
bookseller|librero|libraire|Buchhändler|书商|بَائِع كُتُب|libraio|bibliopola|本屋/ほんや|livreiro|книготорговец
magazine|revista|magazine|Zeitschrift|杂志|مَجَلَّة|rivista|commentarii|雑誌/ざっし|revista|журнал
newspaper|periódico|journal|Zeitung|报纸|جَرِيدَة|giornale|acta diurna|新聞/しんぶん|jornal|газета
radio|radio|radio|Radio|广播|رَادْيُو|radio|radiophonia|ラジオ|rádio|радио
television|televisión|télévision|Fernsehen|电视|تِلْفَاز|televisione|televisio|テレビ|televisão|телевидение
broadcast|emisión|émission|Sendung|广播节目|بَثّ|trasmissione|emissio|放送/ほうそう|transmissão|трансляция
channel|canal|chaîne|Kanal|频道|قَنَاة|canale|canalis|チャンネル|canal|канал
interview|entrevista|entretien|Interview|采访|مُقَابَلَة|intervista|colloquium|インタビュー|entrevista|интервью
advertising|publicidad|publicité|Werbung|广告|إِعْلَان|pubblicità|praeconium|広告/こうこく|publicidade|реклама
marketing|mercadotecnia|marketing|Marketing|营销|تَسْوِيق|marketing|mercatura|マーケティング|marketing|маркетинг
campaign|campaña|campagne|Kampagne|宣传活动|حَمْلَة|campagna|expeditio|キャンペーン|campanha|кампания
slogan|eslogan|slogan|Slogan|口号|شِعَار|slogan|tessera|標語/ひょうご|slogan|слоган
logo|logotipo|logo|Logo|标志|شِعَار|logo|insigne|ロゴ|logotipo|логотип
print|imprenta|impression|Druck|印刷|طِبَاعَة|stampa|impressio|印刷/いんさつ|impressão|печать
printer|impresor|imprimeur|Drucker|印刷商|طَبَّاع|tipografo|typographus|印刷業者/いんさつぎょうしゃ|impressor|печатник
photography|fotografía|photographie|Fotografie|摄影|تَصْوِير|fotografia|photographia|写真撮影/しゃしんさつえい|fotografia|фотография
photographer|fotógrafo|photographe|Fotograf|摄影师|مُصَوِّر|fotografo|photographus|写真家/しゃしんか|fotógrafo|фотограф
video|vídeo|vidéo|Video|视频|فِيدْيُو|video|video|ビデオ|vídeo|видео
cinema|cine|cinéma|Kino|电影院|سِينِمَا|cinema|cinematographeum|映画館/えいがかん|cinema|кинотеатр
animation|animación|animation|Animation|动画|رُسُوم مُتَحَرِّكَة|animazione|animatio|アニメーション|animação|анимация
illustration|ilustración|illustration|Illustration|插图|رَسْم تَوْضِيحِيّ|illustrazione|pictura|挿絵/さしえ|ilustração|иллюстрация
gallery|galería|galerie|Galerie|画廊|مَعْرِض|galleria|pinacotheca|画廊/がろう|galeria|галерея
exhibition|exposición|exposition|Ausstellung|展览|مَعْرِض|mostra|spectaculum|展覧会/てんらんかい|exposição|выставка
sculpture|escultura|sculpture|Skulptur|雕塑|نَحْت|scultura|sculptura|彫刻/ちょうこく|escultura|скульптура
sculptor|escultor|sculpteur|Bildhauer|雕塑家|نَحَّات|scultore|sculptor|彫刻家/ちょうこくか|escultor|скульптор
pottery|alfarería|poterie|Töpferei|陶器|فَخَّار|ceramica|figlina|陶芸/とうげい|cerâmica|гончарное дело
potter|alfarero|potier|Töpfer|陶工|فَخَّارِيّ|vasaio|figulus|陶工/とうこう|oleiro|гончар
weaving|tejido|tissage|Weberei|编织|حِيَاكَة|tessitura|textura|機織り/はたおり|tecelagem|ткачество
weaver|tejedor|tisserand|Weber|织工|حَائِك|tessitore|textor|織工/しょっこう|tecelão|ткач
calligraphy|caligrafía|calligraphie|Kalligrafie|书法|خَطّ|calligrafia|calligraphia|書道/しょどう|caligrafia|каллиграфия
concert|concierto|concert|Konzert|音乐会|حَفْلَة مُوسِيقِيَّة|concerto|symphonia|演奏会/えんそうかい|concerto|концерт
orchestra|orquesta|orchestre|Orchester|管弦乐队|أُورْكِسْتْرَا|orchestra|symphonia|管弦楽団/かんげんがくだん|orquestra|оркестр
band|banda|groupe|Band|乐队|فِرْقَة|gruppo|grex|バンド|banda|группа
composer|compositor|compositeur|Komponist|作曲家|مُلَحِّن|compositore|modulator|作曲家/さっきょくか|compositor|композитор
ballet|ballet|ballet|Ballett|芭蕾|بَالِيه|balletto|saltatio|バレエ|balé|балет
stage|escenario|scène|Bühne|舞台|خَشَبَة المَسْرَح|palcoscenico|scaena|舞台/ぶたい|palco|сцена
actor|actor|acteur|Schauspieler|演员|مُمَثِّل|attore|histrio|俳優/はいゆう|ator|актёр
comedy|comedia|comédie|Komödie|喜剧|كُومِيدِيَا|commedia|comoedia|喜劇/きげき|comédia|комедия
circus|circo|cirque|Zirkus|马戏团|سِيرْك|circo|circus|サーカス|circo|цирк
event|evento|événement|Veranstaltung|活动|فَعَالِيَّة|evento|eventus|イベント|evento|мероприятие
planner|planificador|planificateur|Planer|策划人|مُخَطِّط|organizzatore|dispositor|プランナー|planejador|планировщик
ceremony|ceremonia|cérémonie|Zeremonie|典礼|مَرَاسِم|cerimonia|caerimonia|儀式/ぎしき|cerimônia|церемония
banquet|banquete|banquet|Bankett|宴会|مَأْدُبَة|banchetto|convivium|宴会/えんかい|banquete|банкет
gala|gala|gala|Gala|盛会|حَفْل|gala|pompa|祝典/しゅくてん|gala|гала
bride|novia|mariée|Braut|新娘|عَرُوس|sposa|sponsa|花嫁/はなよめ|noiva|невеста
bouquet|ramo|bouquet|Blumenstrauß|花束|بَاقَة|mazzo di fiori|fasciculus|花束/はなたば|buquê|букет
invitation|invitación|invitation|Einladung|邀请|دَعْوَة|invito|invitatio|招待/しょうたい|convite|приглашение
carnival|carnaval|carnaval|Karneval|狂欢节|كَرْنَفَال|carnevale|saturnalia|カーニバル|carnaval|карнавал
parade|desfile|défilé|Parade|游行|مَوْكِب|sfilata|pompa|パレード|desfile|парад
`;
