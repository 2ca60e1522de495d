/**
 * Our bilingual lexicon, theme: actions (verbs). Written by us. Verbs take the dictionary form:
 * infinitive for ES/FR/DE/IT/LA/PT/RU, the plain form for ZH and JA, the perfect 3rd person for AR.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const ACTIONS = `
fly|volar|voler|fliegen|飞|طَارَ|volare|volare|飛ぶ/とぶ|voar|летать
run|correr|courir|laufen|跑|رَكَضَ|correre|currere|走る/はしる|correr|бегать
jump|saltar|sauter|springen|跳|قَفَزَ|saltare|salire|跳ぶ/とぶ|saltar|прыгать
leap|brincar|bondir|hüpfen|跃|وَثَبَ|balzare|exsilire|跳ねる/はねる|pular|скакать
climb|escalar|grimper|klettern|攀登|تَسَلَّقَ|arrampicare|scandere|登る/のぼる|escalar|лазить
rise|subir|monter|steigen|升|صَعِدَ|salire|surgere|昇る/のぼる|subir|подниматься
soar|planear|planer|schweben|翱翔|حَلَّقَ|librarsi|evolare|舞い上がる/まいあがる|planar|парить
swim|nadar|nager|schwimmen|游泳|سَبَحَ|nuotare|natare|泳ぐ/およぐ|nadar|плавать
sail|navegar|naviguer|segeln|航行|أَبْحَرَ|navigare|navigare|航海する/こうかいする|navegar|плыть
dive|bucear|plonger|tauchen|潜水|غَاصَ|tuffarsi|mergere|潜る/もぐる|mergulhar|нырять
walk|caminar|marcher|gehen|走路|مَشَى|camminare|ambulare|歩く/あるく|caminhar|ходить
dance|bailar|danser|tanzen|跳舞|رَقَصَ|ballare|saltare|踊る/おどる|dançar|танцевать
sing|cantar|chanter|singen|唱歌|غَنَّى|cantare|cantare|歌う/うたう|cantar|петь
play music|tocar|jouer|musizieren|演奏|عَزَفَ|suonare|canere|奏でる/かなでる|tocar|музицировать
create|crear|créer|erschaffen|创造|خَلَقَ|creare|creare|創る/つくる|criar|создавать
build|construir|construire|bauen|建造|بَنَى|costruire|aedificare|建てる/たてる|construir|строить
make|hacer|faire|machen|做|صَنَعَ|fare|facere|作る/つくる|fazer|делать
craft|fabricar|façonner|basteln|工艺|حِرْفَة|artigianato|fabricari|細工/さいく|artesanato|ремесло
design|diseñar|concevoir|gestalten|设计|صَمَّمَ|progettare|designare|設計する/せっけいする|projetar|проектировать
draw|dibujar|dessiner|zeichnen|画|رَسَمَ|disegnare|delineare|描く/えがく|desenhar|рисовать
write|escribir|écrire|schreiben|写|كَتَبَ|scrivere|scribere|書く/かく|escrever|писать
read|leer|lire|lesen|读|قَرَأَ|leggere|legere|読む/よむ|ler|читать
speak|hablar|parler|sprechen|说|تَكَلَّمَ|parlare|loqui|話す/はなす|falar|говорить
say|decir|dire|sagen|讲|قَالَ|dire|dicere|言う/いう|dizer|сказать
call|llamar|appeler|rufen|叫|نَادَى|chiamare|vocare|呼ぶ/よぶ|chamar|звать
listen|escuchar|écouter|zuhören|听|اسْتَمَعَ|ascoltare|auscultare|聴く/きく|escutar|слушать
see|ver|voir|sehen|看见|رَأَى|vedere|videre|見る/みる|ver|видеть
look|mirar|regarder|schauen|看|نَظَرَ|guardare|spectare|眺める/ながめる|olhar|смотреть
watch|vigilar|surveiller|beobachten|观看|رَاقَبَ|osservare|observare|見守る/みまもる|vigiar|наблюдать
find|encontrar|trouver|finden|找到|وَجَدَ|trovare|invenire|見つける/みつける|encontrar|находить
seek|buscar|chercher|suchen|寻找|بَحَثَ|cercare|quaerere|探す/さがす|procurar|искать
discover|descubrir|découvrir|entdecken|发觉|اكْتَشَفَ|scoprire|detegere|見出す/みいだす|descobrir|открывать
explore|explorar|explorer|erkunden|探险|اسْتَكْشَفَ|esplorare|explorare|探検する/たんけんする|explorar|исследовать
learn|aprender|apprendre|lernen|学习|تَعَلَّمَ|imparare|discere|学ぶ/まなぶ|aprender|учиться
teach|enseñar|enseigner|lehren|教|عَلَّمَ|insegnare|docere|教える/おしえる|ensinar|учить
know|saber|savoir|wissen|知道|عَرَفَ|sapere|scire|知る/しる|saber|знать
think|pensar|penser|denken|想|فَكَّرَ|pensare|cogitare|考える/かんがえる|pensar|думать
dream of|soñar|rêver|träumen|做梦|حَلَمَ|sognare|somniare|夢見る/ゆめみる|sonhar|мечтать
believe|creer|croire|glauben|相信|صَدَّقَ|credere|credere|信じる/しんじる|acreditar|верить
hope for|esperar|espérer|hoffen|盼望|أَمَلَ|sperare|sperare|望む/のぞむ|esperar|надеяться
love to|amar|aimer|lieben|爱慕|أَحَبَّ|amare|amare|愛する/あいする|amar|любить
like|gustar|apprécier|mögen|喜欢|أَعْجَبَ|piacere|placere|好む/このむ|gostar|нравиться
give|dar|donner|geben|给|أَعْطَى|dare|dare|与える/あたえる|dar|давать
take|tomar|prendre|nehmen|拿|أَخَذَ|prendere|capere|取る/とる|tomar|брать
share|compartir|partager|teilen|分享|شَارَكَ|condividere|partiri|分かち合う/わかちあう|compartilhar|делиться
help|ayudar|aider|helfen|帮助|سَاعَدَ|aiutare|adiuvare|助ける/たすける|ajudar|помогать
protect|proteger|protéger|schützen|保护|حَمَى|proteggere|protegere|守る/まもる|proteger|защищать
guard|custodiar|garder|bewachen|守卫|حَرَسَ|custodire|custodire|見張る/みはる|guardar|охранять
save|salvar|sauver|retten|拯救|أَنْقَذَ|salvare|servare|救う/すくう|salvar|спасать
heal|sanar|guérir|heilen|治愈|شَفَى|guarire|sanare|癒す/いやす|curar|исцелять
grow|crecer|grandir|wachsen|生长|نَمَا|crescere|crescere|育つ/そだつ|crescer|расти
bloom|florecer|fleurir|blühen|开花|أَزْهَرَ|fiorire|florere|咲く/さく|florescer|цвести
radiate|irradiar|rayonner|strahlen|照耀|سَطَعَ|irradiare|radiare|輝く/かがやく|irradiar|излучать
burn|arder|brûler|brennen|燃烧|احْتَرَقَ|bruciare|ardere|燃える/もえる|queimar|гореть
flow|fluir|couler|fließen|流|جَرَى|fluire|fluere|流れる/ながれる|fluir|течь
move|mover|bouger|bewegen|移动|تَحَرَّكَ|muovere|movere|動く/うごく|mover|двигаться
turn|girar|tourner|drehen|转|دَارَ|girare|vertere|回る/まわる|girar|вращаться
spin|hilar|filer|spinnen|纺|غَزَلَ|filare|nere|紡ぐ/つむぐ|fiar|прясть
roll|rodar|rouler|rollen|滚|تَدَحْرَجَ|rotolare|volvere|転がる/ころがる|rolar|катиться
shift|desplazar|déplacer|verschieben|转移|نَقَلَ|spostare|transferre|移す/うつす|deslocar|сдвигать
push|empujar|pousser|schieben|推|دَفَعَ|spingere|pellere|押す/おす|empurrar|толкать
pull|tirar|tirer|ziehen|拉|سَحَبَ|tirare|trahere|引く/ひく|puxar|тянуть
lift|levantar|soulever|heben|举起|رَفَعَ|sollevare|tollere|持ち上げる/もちあげる|levantar|поднимать
carry|llevar|porter|tragen|携带|حَمَلَ|portare|portare|運ぶ/はこぶ|carregar|нести
hold|sostener|tenir|halten|握|أَمْسَكَ|tenere|tenere|持つ/もつ|segurar|держать
catch|atrapar|attraper|fangen|抓住|الْتَقَطَ|afferrare|capere|捕まえる/つかまえる|pegar|ловить
throw|lanzar|lancer|werfen|扔|رَمَى|lanciare|iacere|投げる/なげる|lançar|бросать
launch|iniciar|démarrer|starten|启动|أَطْلَقَ|avviare|incipere|始める/はじめる|iniciar|запускать
start|empezar|commencer|beginnen|着手|بَدَأَ|cominciare|coepisse|始まる/はじまる|começar|начинать
finish|terminar|finir|beenden|完成|أَنْهَى|finire|finire|終える/おえる|terminar|заканчивать
win|ganar|gagner|gewinnen|赢|فَازَ|vincere|vincere|勝つ/かつ|ganhar|побеждать
fight|luchar|combattre|kämpfen|战斗|قَاتَلَ|combattere|pugnare|戦う/たたかう|lutar|сражаться
conquer|conquistar|conquérir|erobern|征服|غَزَا|conquistare|expugnare|征服する/せいふくする|conquistar|завоёвывать
defend|defender|défendre|verteidigen|防守|دَافَعَ|difendere|defendere|防ぐ/ふせぐ|defender|оборонять
lead|liderar|diriger|führen|领导|قَادَ|guidare|ducere|導く/みちびく|liderar|вести
guide|orientar|orienter|leiten|引导|أَرْشَدَ|orientare|regere|案内する/あんないする|orientar|направлять
rule|gobernar|gouverner|herrschen|统治|حَكَمَ|governare|regnare|治める/おさめる|governar|править
reign|reinar|régner|regieren|称王|مَلَكَ|regnare|imperare|君臨する/くんりんする|reinar|царствовать
serve|servir|servir|dienen|服务|خَدَمَ|servire|servire|仕える/つかえる|servir|служить
work|trabajar|travailler|arbeiten|工作|عَمِلَ|lavorare|laborare|働く/はたらく|trabalhar|работать
rest|descansar|se reposer|ruhen|休息|اسْتَرَاحَ|riposare|quiescere|休む/やすむ|descansar|отдыхать
sleep|dormir|dormir|schlafen|睡觉|نَامَ|dormire|dormire|眠る/ねむる|dormir|спать
wake|despertar|réveiller|erwachen|醒来|اسْتَيْقَظَ|svegliarsi|expergisci|目覚める/めざめる|despertar|просыпаться
live|vivir|vivre|leben|生活|عَاشَ|vivere|vivere|生きる/いきる|viver|жить
breathe|respirar|respirer|atmen|呼吸|تَنَفَّسَ|respirare|spirare|呼吸する/こきゅうする|respirar|дышать
eat|comer|manger|essen|吃|أَكَلَ|mangiare|edere|食べる/たべる|comer|есть
drink|beber|boire|trinken|喝|شَرِبَ|bere|bibere|飲む/のむ|beber|пить
cook|cocinar|cuisiner|kochen|烹饪|طَبَخَ|cucinare|coquere|料理する/りょうりする|cozinhar|готовить
taste|probar|goûter|kosten|品尝|ذَاقَ|assaggiare|gustare|味わう/あじわう|provar|пробовать
smell|oler|sentir|riechen|闻|شَمَّ|annusare|olfacere|嗅ぐ/かぐ|cheirar|нюхать
touch|tocar|toucher|berühren|触摸|لَمَسَ|toccare|tangere|触れる/ふれる|tocar|трогать
feel|sentir|ressentir|fühlen|感觉|شَعَرَ|sentire|sentire|感じる/かんじる|sentir|чувствовать
laugh|reír|rire|lachen|笑|ضَحِكَ|ridere|ridere|笑う/わらう|rir|смеяться
cry|llorar|pleurer|weinen|哭|بَكَى|piangere|flere|泣く/なく|chorar|плакать
smile at|sonreír|sourire à|lächeln|含笑|ابْتَسَمَ|sorridere|subridere|微笑む/ほほえむ|sorrir|улыбаться
travel|viajar|voyager|reisen|旅行|سَافَرَ|viaggiare|peregrinari|旅する/たびする|viajar|путешествовать
arrive|llegar|arriver|ankommen|到达|وَصَلَ|arrivare|advenire|着く/つく|chegar|прибывать
leave|partir|partir|abreisen|离开|غَادَرَ|partire|abire|去る/さる|partir|уходить
return|volver|revenir|zurückkehren|回来|عَادَ|tornare|redire|帰る/かえる|voltar|возвращаться
open up|abrir|ouvrir|öffnen|打开|فَتَحَ|aprire|aperire|開ける/あける|abrir|открывать
close|cerrar|fermer|schließen|关闭|أَغْلَقَ|chiudere|claudere|閉める/しめる|fechar|закрывать
connect|conectar|connecter|verbinden|连接|وَصَّلَ|connettere|conectere|繋ぐ/つなぐ|conectar|соединять
join|unir|joindre|vereinen|加入|انْضَمَّ|unire|iungere|結ぶ/むすぶ|unir|объединять
link|enlazar|relier|verknüpfen|链接|رَبَطَ|collegare|nectere|結び付ける/むすびつける|ligar|связывать
transform|transformar|transformer|verwandeln|转变|حَوَّلَ|trasformare|transformare|変える/かえる|transformar|превращать
improve|mejorar|améliorer|verbessern|改善|حَسَّنَ|migliorare|emendare|改良する/かいりょうする|melhorar|улучшать
shape|formar|former|formen|塑造|شَكَّلَ|plasmare|formare|形作る/かたちづくる|moldar|формировать
invent|inventar|inventer|erfinden|发明|اخْتَرَعَ|inventare|excogitare|発明する/はつめいする|inventar|изобретать
imagine|imaginar|imaginer|sich vorstellen|设想|تَخَيَّلَ|immaginare|imaginari|想像する/そうぞうする|imaginar|воображать
inspire|inspirar|inspirer|inspirieren|激励|أَلْهَمَ|ispirare|inspirare|鼓舞する/こぶする|inspirar|вдохновлять
ignite|encender|allumer|entzünden|点燃|أَشْعَلَ|accendere|accendere|点火する/てんかする|acender|зажигать
twinkle|chispear|étinceler|funkeln|闪光|تَلَأْلَأَ|scintillare|scintillare|きらめく|faiscar|сверкать
gleam|resplandecer|luire|glühen|发亮|تَوَهَّجَ|risplendere|fulgere|光る/ひかる|luzir|сиять
dash|precipitarse|foncer|sausen|冲|انْدَفَعَ|scattare|ruere|駆ける/かける|disparar|мчаться
race|competir|concourir|rennen|赛跑|سَابَقَ|gareggiare|certare|競う/きそう|competir|состязаться
chase|perseguir|poursuivre|verfolgen|追|طَارَدَ|inseguire|persequi|追う/おう|perseguir|гнаться
hunt|cazar|chasser|jagen|狩猎|اصْطَادَ|cacciare|venari|狩る/かる|caçar|охотиться
gather|reunir|rassembler|sammeln|收集|جَمَعَ|raccogliere|colligere|集める/あつめる|reunir|собирать
harvest|cosechar|récolter|ernten|收获|حَصَدَ|mietere|metere|収穫する/しゅうかくする|colher|жать
plant|plantar|planter|pflanzen|种植|زَرَعَ|piantare|serere|植える/うえる|plantar|сажать
nourish|nutrir|nourrir|nähren|滋养|غَذَّى|nutrire|alere|養う/やしなう|nutrir|питать
celebrate|celebrar|célébrer|feiern|庆贺|احْتَفَلَ|celebrare|celebrare|祝う/いわう|celebrar|праздновать
welcome|acoger|accueillir|begrüßen|欢迎|رَحَّبَ|accogliere|excipere|迎える/むかえる|acolher|приветствовать
thrive|prosperar|prospérer|gedeihen|繁荣|ازْدَهَرَ|prosperare|florescere|栄える/さかえる|prosperar|процветать
achieve|lograr|réussir|erreichen|实现|حَقَّقَ|realizzare|efficere|成し遂げる/なしとげる|alcançar|достигать
succeed|triunfar|aboutir|gelingen|成就|نَجَحَ|riuscire|prosperare|成功する/せいこうする|vencer|преуспевать
dare|atreverse|oser|wagen|敢|جَرُؤَ|osare|audere|挑む/いどむ|ousar|сметь
choose|elegir|choisir|wählen|选择|اخْتَارَ|scegliere|eligere|選ぶ/えらぶ|escolher|выбирать
follow|seguir|suivre|folgen|跟随|تَبِعَ|seguire|sequi|従う/したがう|seguir|следовать
wander|vagar|errer|wandern|漫游|تَجَوَّلَ|vagare|errare|さまよう|vagar|бродить
fly high|elevarse|s'élever|aufsteigen|高飞|ارْتَفَعَ|elevarsi|ascendere|高く飛ぶ/たかくとぶ|elevar-se|взлетать
`;
