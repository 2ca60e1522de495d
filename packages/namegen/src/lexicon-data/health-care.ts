/**
 * Our bilingual lexicon, theme: health and medicine, care of children, elders and animals. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const HEALTH_CARE = `
medicine|medicina|médecine|Medizin|医学|طِبّ|medicina|medicina|医学/いがく|medicina|медицина
medical|médico|médical|medizinisch|医疗|طِبِّيّ|medico|medicus|医療/いりょう|médico|медицинский
pharmacy|farmacia|pharmacie|Apotheke|药房|صَيْدَلِيَّة|farmacia|pharmacopolium|薬局/やっきょく|farmácia|аптека
pharmacist|farmacéutico|pharmacien|Apotheker|药剂师|صَيْدَلِيّ|farmacista|pharmacopola|薬剤師/やくざいし|farmacêutico|фармацевт
remedy|remedio|remède|Heilmittel|良药|دَوَاء|rimedio|remedium|薬/くすり|remédio|лекарство
pill|píldora|pilule|Pille|药丸|حَبَّة|pillola|pilula|錠剤/じょうざい|pílula|таблетка
clinic|clínica|clinique|Klinik|诊所|عِيَادَة|clinica|medicina|診療所/しんりょうじょ|clínica|клиника
dental|dental|dentaire|zahnärztlich|牙科|أَسْنَان|dentale|dentalis|歯科/しか|dental|зубной
dentist|dentista|dentiste|Zahnarzt|牙医|طَبِيب أَسْنَان|dentista|medicus dentium|歯医者/はいしゃ|dentista|стоматолог
physician|médico|médecin|Arzt|医师|طَبِيب|medico|medicus|医師/いし|médico|врач
surgeon|cirujano|chirurgien|Chirurg|外科医生|جَرَّاح|chirurgo|chirurgus|外科医/げかい|cirurgião|хирург
nurse|enfermera|infirmière|Krankenschwester|护士|مُمَرِّضَة|infermiera|nutrix|看護師/かんごし|enfermeira|медсестра
nursing|enfermería|soins infirmiers|Krankenpflege|护理|تَمْرِيض|infermieristica|cura aegrorum|看護/かんご|enfermagem|уход за больными
midwife|matrona|sage-femme|Hebamme|助产士|قَابِلَة|ostetrica|obstetrix|助産師/じょさんし|parteira|акушерка
therapy|terapia|thérapie|Therapie|疗法|عِلَاج|terapia|curatio|療法/りょうほう|terapia|терапия
cure|cura|guérison|Heilung|治愈|شِفَاء|guarigione|sanatio|治癒/ちゆ|cura|исцеление
recovery|recuperación|rétablissement|Genesung|康复|تَعَافٍ|recupero|recreatio|回復/かいふく|recuperação|выздоровление
massage|masaje|massage|Massage|按摩|تَدْلِيك|massaggio|frictio|マッサージ|massagem|массаж
spa|balneario|spa|Kurbad|水疗|مُنْتَجَع صِحِّيّ|terme|thermae|スパ|spa|спа
wellness|bienestar|bien-être|Wohlbefinden|养生|عَافِيَة|benessere|salus|ウェルネス|bem-estar|благополучие
balm|bálsamo|baume|Balsam|香膏|بَلْسَم|balsamo|balsamum|香油/こうゆ|bálsamo|бальзам
hygiene|higiene|hygiène|Hygiene|卫生|نَظَافَة|igiene|munditia|衛生/えいせい|higiene|гигиена
nutrition|nutrición|nutrition|Ernährung|营养|تَغْذِيَة|nutrizione|nutrimentum|栄養/えいよう|nutrição|питание
psychology|psicología|psychologie|Psychologie|心理学|عِلْم النَّفْس|psicologia|psychologia|心理学/しんりがく|psicologia|психология
oxygen|oxígeno|oxygène|Sauerstoff|氧气|أُكْسِجِين|ossigeno|oxygenium|酸素/さんそ|oxigênio|кислород
spine|columna vertebral|colonne vertébrale|Wirbelsäule|脊柱|عَمُود فِقْرِيّ|colonna vertebrale|spina|背骨/せぼね|coluna vertebral|позвоночник
eyewear|gafas|lunettes|Brille|眼镜|نَظَّارَة|occhiali|perspicillum|眼鏡/めがね|óculos|очки
veterinarian|veterinario|vétérinaire|Tierarzt|兽医|طَبِيب بَيْطَرِيّ|veterinario|veterinarius|獣医/じゅうい|veterinário|ветеринар
vet|veterinario|vétérinaire|Tierarzt|兽医|طَبِيب بَيْطَرِيّ|veterinario|veterinarius|獣医/じゅうい|veterinário|ветеринар
leash|correa|laisse|Leine|狗绳|مِقْوَد|guinzaglio|copula|リード|guia|поводок
collar|collar|collier|Halsband|项圈|طَوْق|collare|collare|首輪/くびわ|coleira|ошейник
aquarium|acuario|aquarium|Aquarium|水族馆|حَوْض سَمَك|acquario|piscina|水族館/すいぞくかん|aquário|аквариум
saddle|silla de montar|selle|Sattel|马鞍|سَرْج|sella|sella|鞍/くら|sela|седло
kid|niño|enfant|Kind|孩子|طِفْل|bambino|puer|子供/こども|criança|ребёнок
daycare|guardería|crèche|Kindertagesstätte|托儿所|حَضَانَة|asilo nido|custodia infantium|保育園/ほいくえん|creche|ясли
cradle|cuna|berceau|Wiege|摇篮|مَهْد|culla|cunae|揺り籠/ゆりかご|berço|колыбель
nanny|niñera|nounou|Kindermädchen|保姆|مُرَبِّيَة|tata|nutrix|ベビーシッター|babá|няня
toddler|niño pequeño|bambin|Kleinkind|幼儿|طِفْل صَغِير|piccino|infans|幼児/ようじ|criancinha|малыш
infant|bebé|nourrisson|Säugling|婴儿|رَضِيع|neonato|infans|乳児/にゅうじ|bebê|младенец
`;
