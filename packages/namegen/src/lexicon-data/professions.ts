/**
 * Our bilingual lexicon, theme: professions and crafts people found businesses in, and their workplaces. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const PROFESSIONS = `
translator|traductor|traducteur|Übersetzer|翻译|مُتَرْجِم|traduttore|interpres|翻訳者/ほんやくしゃ|tradutor|переводчик
translation|traducción|traduction|Übersetzung|翻译|تَرْجَمَة|traduzione|translatio|翻訳/ほんやく|tradução|перевод
interpreter|intérprete|interprète|Dolmetscher|口译员|تُرْجُمَان|interprete|interpres|通訳/つうやく|intérprete|устный переводчик
designer|diseñador|designer|Designer|设计师|مُصَمِّم|designer|descriptor|デザイナー|designer|дизайнер
scientist|científico|scientifique|Wissenschaftler|科学家|عَالِم|scienziato|physicus|科学者/かがくしゃ|cientista|учёный
research|investigación|recherche|Forschung|研究|بَحْث|ricerca|investigatio|研究/けんきゅう|pesquisa|исследование
researcher|investigador|chercheur|Forscher|研究员|بَاحِث|ricercatore|investigator|研究者/けんきゅうしゃ|pesquisador|исследователь
inventor|inventor|inventeur|Erfinder|发明家|مُخْتَرِع|inventore|inventor|発明家/はつめいか|inventor|изобретатель
invention|invento|invention|Erfindung|发明|اخْتِرَاع|invenzione|inventum|発明/はつめい|invenção|изобретение
librarian|bibliotecario|bibliothécaire|Bibliothekar|图书管理员|أَمِين مَكْتَبَة|bibliotecario|bibliothecarius|司書/ししょ|bibliotecário|библиотекарь
curator|conservador|conservateur|Kurator|策展人|أَمِين مَتْحَف|curatore|curator|学芸員/がくげいいん|curador|куратор
musician|músico|musicien|Musiker|音乐家|مُوسِيقِيّ|musicista|musicus|音楽家/おんがくか|músico|музыкант
blacksmith|herrero|forgeron|Schmied|铁匠|حَدَّاد|fabbro ferraio|faber ferrarius|鍛冶屋/かじや|ferreiro|кузнец
cobbler|zapatero|cordonnier|Schuster|鞋匠|إِسْكَافِيّ|calzolaio|sutor|靴職人/くつしょくにん|sapateiro|сапожник
bookbinder|encuadernador|relieur|Buchbinder|装订工|مُجَلِّد كُتُب|legatore|glutinator|製本職人/せいほんしょくにん|encadernador|переплётчик
miller|molinero|meunier|Müller|磨坊主|طَحَّان|mugnaio|molitor|粉屋/こなや|moleiro|мельник
cooper|tonelero|tonnelier|Böttcher|箍桶匠|صَانِع البَرَامِيل|bottaio|cuparius|樽職人/たるしょくにん|tanoeiro|бондарь
perfumer|perfumista|parfumeur|Parfümeur|调香师|عَطَّار|profumiere|unguentarius|調香師/ちょうこうし|perfumista|парфюмер
trainer|entrenador personal|entraîneur|Trainer|教练|مُدَرِّب|istruttore|magister|トレーナー|treinador|тренер
psychologist|psicólogo|psychologue|Psychologe|心理学家|أَخِصَّائِيّ نَفْسِيّ|psicologo|psychologus|心理学者/しんりがくしゃ|psicólogo|психолог
surveyor|agrimensor|géomètre|Landvermesser|测量员|مَسَّاح|geometra|agrimensor|測量士/そくりょうし|agrimensor|землемер
auction|subasta|enchère|Auktion|拍卖|مَزَاد|asta|auctio|競売/きょうばい|leilão|аукцион
auctioneer|subastador|commissaire-priseur|Auktionator|拍卖师|دَلَّال|banditore|praeco|競売人/きょうばいにん|leiloeiro|аукционист
sauna|sauna|sauna|Sauna|桑拿|سَاوْنَا|sauna|sudatorium|サウナ|sauna|сауна
bathhouse|baños|bains publics|Badehaus|澡堂|حَمَّام|bagni pubblici|balneae|銭湯/せんとう|casa de banhos|баня
swimming pool|piscina|piscine|Schwimmbad|游泳池|مَسْبَح|piscina|natatio|プール|piscina|бассейн
meditation|meditación|méditation|Meditation|冥想|تَأَمُّل|meditazione|meditatio|瞑想/めいそう|meditação|медитация
retreat|retiro|retraite|Rückzugsort|静修|مَلَاذ|ritiro|secessus|隠れ家/かくれが|retiro|уединение
incense|incienso|encens|Weihrauch|熏香|بَخُور|incenso|tus|お香/おこう|incenso|ладан
herbalism|herbolaria|herboristerie|Kräuterkunde|草药学|طِبّ الأَعْشَاب|erboristeria|herbaria|薬草学/やくそうがく|fitoterapia|траволечение
quarry|cantera|carrière|Steinbruch|采石场|مَحْجَر|cava di pietra|lapicidina|採石場/さいせきじょう|pedreira|каменоломня
granary|granero|grenier|Kornspeicher|粮仓|مَخْزَن الحُبُوب|granaio|granarium|穀倉/こくそう|celeiro|амбар
apiary|colmenar|rucher|Bienenhaus|养蜂场|مَنْحَل|apiario|apiarium|養蜂場/ようほうじょう|apiário|пасека
dovecote|palomar|pigeonnier|Taubenschlag|鸽舍|بُرْج الحَمَام|colombaia|columbarium|鳩小屋/はとごや|pombal|голубятня
inkwell|tintero|encrier|Tintenfass|墨水瓶|مِحْبَرَة|calamaio|atramentarium|インク壺/インクつぼ|tinteiro|чернильница
lectern|atril|pupitre|Pult|讲台|مِنْبَر|leggio|pulpitum|書見台/しょけんだい|atril|пюпитр
almanac|almanaque|almanach|Almanach|年鉴|تَقْوِيم سَنَوِيّ|almanacco|fasti|暦/こよみ|almanaque|альманах
calendar|calendario|calendrier|Kalender|日历|تَقْوِيم|calendario|calendarium|カレンダー|calendário|календарь
cartographer|cartógrafo|cartographe|Kartograf|制图师|رَسَّام خَرَائِط|cartografo|chorographus|地図製作者/ちずせいさくしゃ|cartógrafo|картограф
dyer|tintorero|teinturier|Färber|染工|صَبَّاغ|tintore|infector|染物屋/そめものや|tintureiro|красильщик
`;
