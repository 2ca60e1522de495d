/**
 * Our bilingual lexicon, theme: animals and creatures, real and mythical. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const ANIMALS = `
lion|león|lion|Löwe|狮子|أَسَد|leone|leo|ライオン|leão|лев
tiger|tigre|tigre|Tiger|老虎|نَمِر|tigre|tigris|虎/とら|tigre|тигр
leopard|leopardo|léopard|Leopard|豹|فَهْد|leopardo|leopardus|豹/ひょう|leopardo|леопард
panther|pantera|panthère|Panther|黑豹|فَهْد أَسْوَد|pantera|panthera|黒豹/くろひょう|pantera|пантера
jaguar|jaguar|jaguar|Jaguar|美洲豹|يَغْوَار|giaguaro|onca|ジャガー|onça|ягуар
cheetah|guepardo|guépard|Gepard|猎豹|فَهْد صَيَّاد|ghepardo|acinonyx|チーター|guepardo|гепард
lynx|lince|lynx|Luchs|猞猁|وَشَق|lince|lynx|山猫/やまねこ|lince|рысь
cat|gato|chat|Katze|猫|قِطّ|gatto|felis|猫/ねこ|gato|кошка
dog|perro|chien|Hund|狗|كَلْب|cane|canis|犬/いぬ|cão|собака
wolf|lobo|loup|Wolf|狼|ذِئْب|lupo|lupus|狼/おおかみ|lobo|волк
fox|zorro|renard|Fuchs|狐狸|ثَعْلَب|volpe|vulpes|狐/きつね|raposa|лиса
bear|oso|ours|Bär|熊|دُبّ|orso|ursus|熊/くま|urso|медведь
horse|caballo|cheval|Pferd|马|حِصَان|cavallo|equus|馬/うま|cavalo|лошадь
stallion|semental|étalon|Hengst|种马|فَحْل|stallone|admissarius|種馬/たねうま|garanhão|жеребец
mare|yegua|jument|Stute|母马|فَرَس|giumenta|equa|牝馬/ひんば|égua|кобыла
pony|poni|poney|Pony|小马|مُهْر|pony|mannulus|ポニー|pônei|пони
zebra|cebra|zèbre|Zebra|斑马|حِمَار وَحْشِيّ|zebra|zebra|シマウマ|zebra|зебра
deer|ciervo|cerf|Hirsch|鹿|أَيِّل|cervo|cervus|鹿/しか|cervo|олень
stag|venado|cerf|Rothirsch|雄鹿|وَعِل|cervo|cervus|牡鹿/おじか|veado|олень
gazelle|gacela|gazelle|Gazelle|瞪羚|غَزَال|gazzella|dorcas|ガゼル|gazela|газель
antelope|antílope|antilope|Antilope|羚羊|ظَبْي|antilope|antilope|羚羊/れいよう|antílope|антилопа
elk|alce|élan|Wapiti|驼鹿|أَيِّل شَمَالِيّ|alce|alces|ヘラジカ|alce|вапити
bison|bisonte|bison|Bison|野牛|بَيْسُون|bisonte|bison|バイソン|bisão|бизон
buffalo|búfalo|buffle|Büffel|水牛|جَامُوس|bufalo|bubalus|水牛/すいぎゅう|búfalo|буйвол
bull|toro|taureau|Stier|公牛|ثَوْر|toro|taurus|雄牛/おうし|touro|бык
cow|vaca|vache|Kuh|母牛|بَقَرَة|mucca|vacca|牛/うし|vaca|корова
ox|buey|bœuf|Ochse|牛|ثَوْر|bue|bos|牡牛/おうし|boi|вол
goat|cabra|chèvre|Ziege|山羊|مَاعِز|capra|capra|山羊/やぎ|cabra|коза
sheep|oveja|mouton|Schaf|绵羊|خَرُوف|pecora|ovis|羊/ひつじ|ovelha|овца
lamb|cordero|agneau|Lamm|羔羊|حَمَل|agnello|agnus|子羊/こひつじ|cordeiro|ягнёнок
ram|carnero|bélier|Widder|公羊|كَبْش|montone|aries|牡羊/おひつじ|carneiro|баран
pig|cerdo|cochon|Schwein|猪|خِنْزِير|maiale|porcus|豚/ぶた|porco|свинья
boar|jabalí|sanglier|Eber|野猪|خِنْزِير بَرِّيّ|cinghiale|aper|猪/いのしし|javali|кабан
rabbit|conejo|lapin|Kaninchen|兔子|أَرْنَب|coniglio|cuniculus|兎/うさぎ|coelho|кролик
hare|liebre|lièvre|Hase|野兔|أَرْنَب بَرِّيّ|lepre|lepus|野兎/のうさぎ|lebre|заяц
squirrel|ardilla|écureuil|Eichhörnchen|松鼠|سِنْجَاب|scoiattolo|sciurus|栗鼠/りす|esquilo|белка
mouse|ratón|souris|Maus|老鼠|فَأْر|topo|mus|鼠/ねずみ|rato|мышь
beaver|castor|castor|Biber|河狸|قُنْدُس|castoro|castor|ビーバー|castor|бобр
otter|nutria|loutre|Otter|水獭|ثُعْلُب المَاء|lontra|lutra|川獺/かわうそ|lontra|выдра
badger|tejón|blaireau|Dachs|獾|غُرَيْر|tasso|meles|穴熊/あなぐま|texugo|барсук
hedgehog|erizo|hérisson|Igel|刺猬|قُنْفُذ|riccio|erinaceus|針鼠/はりねずみ|ouriço|ёж
bat|murciélago|chauve-souris|Fledermaus|蝙蝠|خُفَّاش|pipistrello|vespertilio|蝙蝠/こうもり|morcego|летучая мышь
monkey|mono|singe|Affe|猴子|قِرْد|scimmia|simia|猿/さる|macaco|обезьяна
gorilla|gorila|gorille|Gorilla|大猩猩|غُورِيلَّا|gorilla|gorilla|ゴリラ|gorila|горилла
panda|panda|panda|Panda|熊猫|بَانْدَا|panda|panda|パンダ|panda|панда
koala|koala|koala|Koala|考拉|كُوَالَا|koala|koala|コアラ|coala|коала
kangaroo|canguro|kangourou|Känguru|袋鼠|كَنْغَر|canguro|macropus|カンガルー|canguru|кенгуру
elephant|elefante|éléphant|Elefant|大象|فِيل|elefante|elephantus|象/ぞう|elefante|слон
rhino|rinoceronte|rhinocéros|Nashorn|犀牛|وَحِيد القَرْن|rinoceronte|rhinoceros|犀/さい|rinoceronte|носорог
hippo|hipopótamo|hippopotame|Nilpferd|河马|فَرَس النَّهْر|ippopotamo|hippopotamus|河馬/かば|hipopótamo|бегемот
giraffe|jirafa|girafe|Giraffe|长颈鹿|زَرَافَة|giraffa|camelopardalis|麒麟/きりん|girafa|жираф
camel|camello|chameau|Kamel|骆驼|جَمَل|cammello|camelus|駱駝/らくだ|camelo|верблюд
llama|llama|lama|Lama|羊驼|لَامَا|lama|lama|リャマ|lhama|лама
donkey|burro|âne|Esel|驴|حِمَار|asino|asinus|驢馬/ろば|burro|осёл
mule|mula|mulet|Maultier|骡子|بَغْل|mulo|mulus|騾馬/らば|mula|мул
eagle|águila|aigle|Adler|鹰|نَسْر|aquila|aquila|鷲/わし|águia|орёл
hawk|gavilán|épervier|Habicht|鹰隼|صَقْر|sparviero|accipiter|鷹/たか|gavião|ястреб
falcon|halcón|faucon|Falke|猎鹰|شَاهِين|falco|falco|隼/はやぶさ|falcão|сокол
owl|búho|hibou|Eule|猫头鹰|بُومَة|gufo|bubo|梟/ふくろう|coruja|сова
raven|cuervo|corbeau|Rabe|渡鸦|غُرَاب|corvo|corvus|大鴉/おおがらす|corvo|ворон
crow|corneja|corneille|Krähe|乌鸦|غُرَاب أَسْوَد|cornacchia|cornix|烏/からす|gralha|ворона
dove|paloma|colombe|Taube|鸽子|حَمَامَة|colomba|columba|鳩/はと|pomba|голубь
swan|cisne|cygne|Schwan|天鹅|بَجَعَة|cigno|cygnus|白鳥/はくちょう|cisne|лебедь
goose|ganso|oie|Gans|家鹅|إِوَزَّة|oca|anser|鵞鳥/がちょう|ganso|гусь
duck|pato|canard|Ente|鸭子|بَطَّة|anatra|anas|鴨/かも|pato|утка
crane|grulla|grue|Kranich|鹤|كُرْكِي|gru|grus|鶴/つる|grou|журавль
heron|garza|héron|Reiher|苍鹭|بَلَشُون|airone|ardea|鷺/さぎ|garça|цапля
stork|cigüeña|cigogne|Storch|鹳|لَقْلَق|cicogna|ciconia|コウノトリ|cegonha|аист
pelican|pelícano|pélican|Pelikan|鹈鹕|بَجَع|pellicano|pelecanus|ペリカン|pelicano|пеликан
flamingo|flamenco|flamant|Flamingo|火烈鸟|نُحَام|fenicottero|phoenicopterus|フラミンゴ|flamingo|фламинго
parrot|loro|perroquet|Papagei|鹦鹉|بَبَّغَاء|pappagallo|psittacus|鸚鵡/おうむ|papagaio|попугай
peacock|pavo real|paon|Pfau|孔雀|طَاوُوس|pavone|pavo|孔雀/くじゃく|pavão|павлин
robin|petirrojo|rouge-gorge|Rotkehlchen|知更鸟|أَبُو الحِنَّاء|pettirosso|erithacus|駒鳥/こまどり|pisco|малиновка
sparrow|gorrión|moineau|Spatz|麻雀|عُصْفُور|passero|passer|雀/すずめ|pardal|воробей
swallow|golondrina|hirondelle|Schwalbe|燕子|سُنُونُو|rondine|hirundo|燕/つばめ|andorinha|ласточка
lark|alondra|alouette|Lerche|云雀|قُبَّرَة|allodola|alauda|雲雀/ひばり|cotovia|жаворонок
nightingale|ruiseñor|rossignol|Nachtigall|夜莺|بُلْبُل|usignolo|luscinia|小夜啼鳥/さよなきどり|rouxinol|соловей
hummingbird|colibrí|colibri|Kolibri|蜂鸟|طَائِر الطَّنَّان|colibrì|trochilus|蜂鳥/はちどり|beija-flor|колибри
kingfisher|martín pescador|martin-pêcheur|Eisvogel|翠鸟|رَفْرَاف|martin pescatore|alcedo|翡翠/かわせみ|martim-pescador|зимородок
woodpecker|pájaro carpintero|pic|Specht|啄木鸟|نَقَّار الخَشَب|picchio|picus|啄木鳥/きつつき|pica-pau|дятел
penguin|pingüino|manchot|Pinguin|企鹅|بِطْرِيق|pinguino|spheniscus|ペンギン|pinguim|пингвин
ostrich|avestruz|autruche|Strauß|鸵鸟|نَعَامَة|struzzo|struthio|駝鳥/だちょう|avestruz|страус
condor|cóndor|condor|Kondor|秃鹰|كُنْدُور|condor|vultur|コンドル|condor|кондор
vulture|buitre|vautour|Geier|秃鹫|عُقَاب|avvoltoio|vultur|禿鷲/はげわし|abutre|гриф
albatross|albatros|albatros|Albatros|信天翁|قَطْرَس|albatro|diomedea|信天翁/あほうどり|albatroz|альбатрос
seagull|gaviota|mouette|Möwe|海鸥|نَوْرَس|gabbiano|larus|鴎/かもめ|gaivota|чайка
bird|pájaro|oiseau|Vogel|鸟|طَائِر|uccello|avis|鳥/とり|pássaro|птица
wing|ala|aile|Flügel|翅膀|جَنَاح|ala|ala|翼/つばさ|asa|крыло
feather|pluma|plume|Feder|羽毛|رِيشَة|piuma|pluma|羽/はね|pena|перо
nest|nido|nid|Nest|巢|عُشّ|nido|nidus|巣/す|ninho|гнездо
egg|huevo|œuf|Ei|蛋|بَيْضَة|uovo|ovum|卵/たまご|ovo|яйцо
fish|pez|poisson|Fisch|鱼|سَمَكَة|pesce|piscis|魚/さかな|peixe|рыба
salmon|salmón|saumon|Lachs|鲑鱼|سَلْمُون|salmone|salmo|鮭/さけ|salmão|лосось
trout|trucha|truite|Forelle|鳟鱼|سَلْمُون مُرَقَّط|trota|tructa|鱒/ます|truta|форель
tuna|atún|thon|Thunfisch|金枪鱼|تُونَة|tonno|thynnus|鮪/まぐろ|atum|тунец
shark|tiburón|requin|Hai|鲨鱼|قِرْش|squalo|squalus|鮫/さめ|tubarão|акула
whale|ballena|baleine|Wal|鲸鱼|حُوت|balena|balaena|鯨/くじら|baleia|кит
dolphin|delfín|dauphin|Delfin|海豚|دُلْفِين|delfino|delphinus|海豚/いるか|golfinho|дельфин
orca|orca|orque|Schwertwal|虎鲸|حُوت قَاتِل|orca|orca|鯱/しゃち|orca|косатка
seal|foca|phoque|Robbe|海豹|فُقْمَة|foca|phoca|海豹/あざらし|foca|тюлень
walrus|morsa|morse|Walross|海象|فَظّ|tricheco|odobenus|セイウチ|morsa|морж
octopus|pulpo|pieuvre|Krake|章鱼|أُخْطُبُوط|polpo|polypus|蛸/たこ|polvo|осьминог
squid|calamar|calmar|Tintenfisch|鱿鱼|حَبَّار|calamaro|lolligo|烏賊/いか|lula|кальмар
jellyfish|medusa|méduse|Qualle|水母|قِنْدِيل البَحْر|medusa|medusa|海月/くらげ|água-viva|медуза
starfish|estrella de mar|étoile de mer|Seestern|海星|نَجْم البَحْر|stella marina|stella marina|海星/ひとで|estrela-do-mar|морская звезда
crab|cangrejo|crabe|Krabbe|螃蟹|سَلْطَعُون|granchio|cancer|蟹/かに|caranguejo|краб
lobster|langosta|homard|Hummer|龙虾|كَرْكَنْد|aragosta|astacus|海老/えび|lagosta|омар
turtle|tortuga|tortue|Schildkröte|乌龟|سُلَحْفَاة|tartaruga|testudo|亀/かめ|tartaruga|черепаха
frog|rana|grenouille|Frosch|青蛙|ضِفْدَع|rana|rana|蛙/かえる|rã|лягушка
lizard|lagarto|lézard|Eidechse|蜥蜴|سِحْلِيَّة|lucertola|lacerta|蜥蜴/とかげ|lagarto|ящерица
gecko|geco|gecko|Gecko|壁虎|وَزَغ|geco|gekko|守宮/やもり|lagartixa|геккон
chameleon|camaleón|caméléon|Chamäleon|变色龙|حِرْبَاء|camaleonte|chamaeleon|カメレオン|camaleão|хамелеон
iguana|iguana|iguane|Leguan|鬣蜥|إِغْوَانَا|iguana|iguana|イグアナ|iguana|игуана
crocodile|cocodrilo|crocodile|Krokodil|鳄鱼|تِمْسَاح|coccodrillo|crocodilus|鰐/わに|crocodilo|крокодил
snake|serpiente|serpent|Schlange|蛇|ثُعْبَان|serpente|serpens|蛇/へび|cobra|змея
cobra|cobra|cobra|Kobra|眼镜蛇|كُوبْرَا|cobra|naia|コブラ|naja|кобра
viper|víbora|vipère|Viper|蝰蛇|أَفْعَى|vipera|vipera|蝮/まむし|víbora|гадюка
python|pitón|python|Python|蟒蛇|أَصَلَة|pitone|python|錦蛇/にしきへび|píton|питон
dragon|dragón|dragon|Drache|龙|تِنِّين|drago|draco|竜/りゅう|dragão|дракон
phoenix|fénix|phénix|Phönix|凤凰|عَنْقَاء|fenice|phoenix|不死鳥/ふしちょう|fénix|феникс
griffin|grifo|griffon|Greif|狮鹫|عُقَاب الأَسَد|grifone|gryps|グリフォン|grifo|грифон
unicorn|unicornio|licorne|Einhorn|独角兽|حِصَان وَحِيد القَرْن|unicorno|monoceros|一角獣/いっかくじゅう|unicórnio|единорог
pegasus|pegaso|pégase|Pegasus|飞马|الحِصَان المُجَنَّح|pegaso|pegasus|ペガサス|pégaso|пегас
mermaid|sirena|sirène|Meerjungfrau|美人鱼|حُورِيَّة البَحْر|sirena|siren|人魚/にんぎょ|sereia|русалка
giant|gigante|géant|Riese|巨人|عِمْلَاق|gigante|gigas|巨人/きょじん|gigante|великан
titan|titán|titan|Titan|泰坦|جَبَّار|titano|titan|タイタン|titã|титан
fairy|hada|fée|Fee|仙女|جِنِّيَّة|fata|nympha|妖精/ようせい|fada|фея
elf|elfo|elfe|Elf|精灵|قَزَم الغَابَة|elfo|alfus|エルフ|elfo|эльф
sprite|duende|lutin|Kobold|小精灵|عِفْرِيت|folletto|genius|小妖精/こようせい|duende|дух
spirit|espíritu|esprit|Geist|精神|رُوح|spirito|spiritus|霊/れい|espírito|дух
ghost|fantasma|fantôme|Gespenst|鬼魂|شَبَح|fantasma|larva|幽霊/ゆうれい|fantasma|призрак
wizard|mago|magicien|Zauberer|巫师|سَاحِر|mago|magus|魔法使い/まほうつかい|mago|волшебник
witch|bruja|sorcière|Hexe|女巫|سَاحِرَة|strega|saga|魔女/まじょ|bruxa|ведьма
bee|abeja|abeille|Biene|蜜蜂|نَحْلَة|ape|apis|蜂/はち|abelha|пчела
wasp|avispa|guêpe|Wespe|黄蜂|دَبُّور|vespa|vespa|雀蜂/すずめばち|vespa|оса
ant|hormiga|fourmi|Ameise|蚂蚁|نَمْلَة|formica|formica|蟻/あり|formiga|муравей
butterfly|mariposa|papillon|Schmetterling|蝴蝶|فَرَاشَة|farfalla|papilio|蝶/ちょう|borboleta|бабочка
moth|polilla|mite|Motte|飞蛾|عُثَّة|falena|tinea|蛾/が|mariposa|моль
dragonfly|libélula|libellule|Libelle|蜻蜓|يَعْسُوب|libellula|libellula|蜻蛉/とんぼ|libélula|стрекоза
firefly|luciérnaga|luciole|Glühwürmchen|萤火虫|يَرَاعَة|lucciola|lampyris|蛍/ほたる|vaga-lume|светлячок
ladybug|mariquita|coccinelle|Marienkäfer|瓢虫|دُعْسُوقَة|coccinella|coccinella|天道虫/てんとうむし|joaninha|божья коровка
beetle|escarabajo|scarabée|Käfer|甲虫|خُنْفُسَاء|scarabeo|scarabaeus|甲虫/こうちゅう|besouro|жук
cricket|grillo|grillon|Grille|蟋蟀|صَرْصُور|grillo|gryllus|蟋蟀/こおろぎ|grilo|сверчок
grasshopper|saltamontes|sauterelle|Heuschrecke|蚱蜢|جُنْدُب|cavalletta|locusta|飛蝗/ばった|gafanhoto|кузнечик
spider|araña|araignée|Spinne|蜘蛛|عَنْكَبُوت|ragno|aranea|蜘蛛/くも|aranha|паук
scorpion|escorpión|scorpion|Skorpion|蝎子|عَقْرَب|scorpione|scorpio|蠍/さそり|escorpião|скорпион
snail|caracol|escargot|Schnecke|蜗牛|حَلَزُون|lumaca|cochlea|蝸牛/かたつむり|caracol|улитка
worm|gusano|ver|Wurm|虫子|دُودَة|verme|vermis|虫/むし|verme|червь
silkworm|gusano de seda|ver à soie|Seidenraupe|蚕|دُودَة القَزّ|baco da seta|bombyx|蚕/かいこ|bicho-da-seda|шелкопряд
rooster|gallo|coq|Hahn|公鸡|دِيك|gallo|gallus|雄鶏/おんどり|galo|петух
hen|gallina|poule|Henne|母鸡|دَجَاجَة|gallina|gallina|雌鶏/めんどり|galinha|курица
chick|pollito|poussin|Küken|小鸡|كَتْكُوت|pulcino|pullus|雛/ひよこ|pintinho|цыплёнок
puppy|cachorro|chiot|Welpe|小狗|جَرْو|cucciolo|catulus|子犬/こいぬ|filhote|щенок
kitten|gatito|chaton|Kätzchen|小猫|هُرَيْرَة|gattino|catulus|子猫/こねこ|gatinho|котёнок
cub|cachorro|lionceau|Jungtier|幼崽|شِبْل|cucciolo|catulus|子獅子/こじし|filhote|детёныш
mammoth|mamut|mammouth|Mammut|猛犸象|مَامُوث|mammut|mammuthus|マンモス|mamute|мамонт
dinosaur|dinosaurio|dinosaure|Dinosaurier|恐龙|دَيْنَاصُور|dinosauro|dinosaurus|恐竜/きょうりゅう|dinossauro|динозавр
raptor|rapaz|rapace|Greifvogel|猛禽|جَارِح|rapace|raptor|猛禽/もうきん|ave de rapina|хищная птица
hound|sabueso|chien de chasse|Jagdhund|猎犬|كَلْب صَيْد|segugio|canis venaticus|猟犬/りょうけん|cão de caça|гончая
mustang|mustang|mustang|Mustang|野马|حِصَان بَرِّيّ|mustang|equus ferus|野生馬/やせいば|mustangue|мустанг
puma|puma|puma|Puma|美洲狮|أُسْمَة|puma|puma|ピューマ|puma|пума
cougar|león de montaña|couguar|Berglöwe|山狮|أَسَد الجَبَل|coguaro|felis concolor|クーガー|suçuarana|кугуар
wolverine|glotón|glouton|Vielfraß|狼獾|غُرَيْر الشَّمَال|ghiottone|gulo|クズリ|glutão|росомаха
raccoon|mapache|raton laveur|Waschbär|浣熊|رَاكُون|procione|procyon|洗熊/あらいぐま|guaxinim|енот
ferret|hurón|furet|Frettchen|雪貂|نِمْس|furetto|viverra|白鼬/しろいたち|furão|хорёк
mink|visón|vison|Nerz|水貂|مِنْك|visone|mustela|ミンク|vison|норка
ermine|armiño|hermine|Hermelin|白鼬|قَاقِم|ermellino|mustela erminea|オコジョ|arminho|горностай
sable|marta cebellina|zibeline|Zobel|紫貂|سَمُّور|zibellino|mustela zibellina|黒貂/くろてん|zibelina|соболь
swift bird|vencejo|martinet|Mauersegler|雨燕|سَمَامَة|rondone|apus|雨燕/あまつばめ|andorinhão|стриж
kestrel|cernícalo|crécerelle|Turmfalke|红隼|عَوْسَق|gheppio|tinnunculus|長元坊/ちょうげんぼう|peneireiro|пустельга
osprey|águila pescadora|balbuzard|Fischadler|鱼鹰|عُقَاب نَسَارِيّ|falco pescatore|pandion|鶚/みさご|águia-pesqueira|скопа
cardinal bird|cardenal|cardinal|Kardinal|红雀|الكَرْدِينَال|cardinale|cardinalis|猩猩紅冠鳥/しょうじょうこうかんちょう|cardeal|кардинал
canary|canario|canari|Kanarienvogel|金丝雀|كَنَارِيّ|canarino|serinus|カナリア|canário|канарейка
finch|pinzón|pinson|Fink|雀鸟|شُرْشُور|fringuello|fringilla|鶸/ひわ|tentilhão|зяблик
quail|codorniz|caille|Wachtel|鹌鹑|سُمَانَى|quaglia|coturnix|鶉/うずら|codorna|перепел
pheasant|faisán|faisan|Fasan|雉鸡|تَدْرُج|fagiano|phasianus|雉/きじ|faisão|фазан
toucan|tucán|toucan|Tukan|巨嘴鸟|طُوقَان|tucano|ramphastos|オオハシ|tucano|тукан
macaw|guacamayo|ara|Ara|金刚鹦鹉|مَكَاو|ara|ara|コンゴウインコ|arara|ара
`;
