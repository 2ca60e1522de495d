/**
 * Our bilingual lexicon, theme: law, finance, insurance, property and the office. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const LAW_FINANCE = `
lawyer|abogado|avocat|Anwalt|律师|مُحَامٍ|avvocato|advocatus|弁護士/べんごし|advogado|адвокат
attorney|abogado|avocat|Rechtsanwalt|律师|مُحَامٍ|avvocato|patronus|弁護士/べんごし|advogado|адвокат
legal|legal|juridique|rechtlich|法务|قَانُونِيّ|legale|legitimus|法的/ほうてき|jurídico|правовой
firm|firma|cabinet|Kanzlei|事务所|مَكْتَب|studio|societas|事務所/じむしょ|escritório|фирма
advice|consejo|conseil|Ratschlag|建议|نَصِيحَة|consiglio|consilium|助言/じょげん|conselho|совет
adviser|asesor|conseiller|Berater|顾问|مُسْتَشَار|consulente|consiliarius|顧問/こもん|consultor|советник
consulting|consultoría|conseil|Beratung|咨询|اسْتِشَارَة|consulenza|consultatio|コンサルティング|consultoria|консалтинг
court|tribunal|tribunal|Gericht|法院|مَحْكَمَة|tribunale|iudicium|裁判所/さいばんしょ|tribunal|суд
judge|juez|juge|Richter|法官|قَاضٍ|giudice|iudex|裁判官/さいばんかん|juiz|судья
verdict|veredicto|verdict|Urteil|裁决|حُكْم|verdetto|sententia|判決/はんけつ|veredito|вердикт
notary|notario|notaire|Notar|公证人|كَاتِب عَدْل|notaio|notarius|公証人/こうしょうにん|tabelião|нотариус
rights|derechos|droits|Rechte|权利|حُقُوق|diritti|iura|権利/けんり|direitos|права
signet|sello|sceau|Siegel|印章|خَتْم|sigillo|sigillum|印章/いんしょう|sinete|печатка
witness|testigo|témoin|Zeuge|证人|شَاهِد|testimone|testis|証人/しょうにん|testemunha|свидетель
finance|finanzas|finance|Finanzen|金融|مَالِيَّة|finanza|res pecuniaria|金融/きんゆう|finanças|финансы
financial|financiero|financier|finanziell|财务|مَالِيّ|finanziario|pecuniarius|財務/ざいむ|financeiro|финансовый
accounting|contabilidad|comptabilité|Buchhaltung|会计|مُحَاسَبَة|contabilità|ratiocinatio|会計/かいけい|contabilidade|бухгалтерия
bookkeeping|teneduría de libros|tenue de livres|Buchführung|簿记|مَسْك الدَّفَاتِر|contabilità|rationes|簿記/ぼき|escrituração|счетоводство
accountant|contable|comptable|Buchhalter|会计师|مُحَاسِب|contabile|ratiocinator|会計士/かいけいし|contador|бухгалтер
audit|auditoría|audit|Prüfung|审计|تَدْقِيق|revisione|recensio|監査/かんさ|auditoria|аудит
tax|impuesto|impôt|Steuer|税|ضَرِيبَة|tassa|vectigal|税/ぜい|imposto|налог
budget|presupuesto|budget|Budget|预算|مِيزَانِيَّة|bilancio|ratio sumptuum|予算/よさん|orçamento|бюджет
loan|préstamo|prêt|Darlehen|贷款|قَرْض|prestito|mutuum|融資/ゆうし|empréstimo|заём
mortgage|hipoteca|hypothèque|Hypothek|抵押贷款|رَهْن عَقَارِيّ|mutuo|hypotheca|住宅ローン/じゅうたくローン|hipoteca|ипотека
interest rate|tipo de interés|taux d'intérêt|Zinssatz|利率|سِعْر الفَائِدَة|tasso d'interesse|usura|金利/きんり|taxa de juros|процентная ставка
payment|pago|paiement|Zahlung|付款|دَفْع|pagamento|solutio|支払い/しはらい|pagamento|платёж
pay|pagar|payer|bezahlen|支付|دَفَعَ|pagare|solvere|払う/はらう|pagar|платить
cash|efectivo|espèces|Bargeld|现金|نَقْد|contanti|nummi|現金/げんきん|dinheiro vivo|наличные
wallet|cartera|portefeuille|Geldbörse|钱包|مِحْفَظَة|portafoglio|crumena|財布/さいふ|carteira|кошелёк
treasury|tesorería|trésorerie|Schatzamt|国库|خَزِينَة|tesoreria|aerarium|国庫/こっこ|tesouraria|казначейство
fund|fondo|fonds|Fonds|基金|صُنْدُوق|fondo|fiscus|基金/ききん|fundo|фонд
asset|activo|actif|Vermögenswert|资产|أَصْل|attivo|bona|資産/しさん|ativo|актив
exchange|intercambio|échange|Austausch|交换|تَبَادُل|scambio|permutatio|交換/こうかん|troca|обмен
currency|moneda|devise|Währung|货币|عُمْلَة|valuta|moneta|通貨/つうか|moeda|валюта
insurance|seguro|assurance|Versicherung|保险|تَأْمِين|assicurazione|cautio|保険/ほけん|seguro|страхование
pension|pensión|pension|Rente|养老金|مَعَاش|pensione|annua|年金/ねんきん|pensão|пенсия
real estate|bienes raíces|immobilier|Immobilien|房地产|عَقَارَات|immobiliare|praedia|不動産/ふどうさん|imóveis|недвижимость
property|propiedad|propriété|Eigentum|财产|مِلْكِيَّة|proprietà|proprietas|財産/ざいさん|propriedade|собственность
estate|finca|domaine|Landgut|庄园|ضَيْعَة|tenuta|fundus|屋敷/やしき|herdade|поместье
apartment|apartamento|appartement|Wohnung|公寓|شَقَّة|appartamento|cenaculum|アパート|apartamento|квартира
landlord|arrendador|propriétaire|Vermieter|房东|مُؤَجِّر|padrone di casa|dominus|家主/やぬし|senhorio|арендодатель
tenant|inquilino|locataire|Mieter|租户|مُسْتَأْجِر|inquilino|inquilinus|借家人/しゃくやにん|inquilino|арендатор
rent|alquiler|loyer|Miete|租金|إِيجَار|affitto|merces|家賃/やちん|aluguel|аренда
lease|arrendamiento|contrat de bail|Pachtvertrag|租约|عَقْد إِيجَار|locazione|locatio|賃貸借/ちんたいしゃく|arrendamento|договор аренды
residence|residencia|résidence|Wohnsitz|住所|مَسْكَن|residenza|domicilium|住居/じゅうきょ|residência|резиденция
mansion|mansión|manoir|Herrenhaus|豪宅|قَصْر|dimora|domus|邸宅/ていたく|mansão|особняк
manor|casa solariega|manoir|Gutshaus|庄园宅邸|قَصْر رِيفِيّ|maniero|villa|荘園/しょうえん|casa senhorial|усадьба
lodge|refugio|pavillon|Hütte|小屋|نُزُل|rifugio|deversorium|山小屋/やまごや|chalé|сторожка
neighborhood|barrio|quartier|Viertel|街区|حَيّ|quartiere|vicus|界隈/かいわい|bairro|район
desk|escritorio|bureau|Schreibtisch|书桌|مَكْتَب|scrivania|mensa scriptoria|机/つくえ|escrivaninha|письменный стол
clerk|oficinista|employé de bureau|Büroangestellter|文员|كَاتِب|impiegato|scriba|事務員/じむいん|escriturário|клерк
secretary|secretario|secrétaire|Sekretär|秘书|سِكْرِتِير|segretario|scriba|秘書/ひしょ|secretário|секретарь
manager|gerente|gérant|Manager|经理|مُدِير|direttore|procurator|支配人/しはいにん|gerente|управляющий
employee|empleado|employé|Angestellter|员工|مُوَظَّف|dipendente|operarius|社員/しゃいん|funcionário|сотрудник
recruitment|contratación|recrutement|Personalbeschaffung|招聘|تَوْظِيف|reclutamento|conquisitio|採用/さいよう|recrutamento|подбор персонала
career|carrera|carrière|Laufbahn|职业生涯|مَسِيرَة مِهْنِيَّة|carriera|cursus honorum|経歴/けいれき|carreira|карьера
job|empleo|emploi|Arbeitsplatz|工作|وَظِيفَة|lavoro|munus|仕事/しごと|emprego|работа
profession|profesión|profession|Beruf|职业|مِهْنَة|professione|ars|職業/しょくぎょう|profissão|профессия
expert|experto|expert|Experte|专家|خَبِير|esperto|peritus|専門家/せんもんか|especialista|эксперт
consultant|consultor|consultant|Berater|顾问|مُسْتَشَار|consulente|consultor|コンサルタント|consultor|консультант
meeting|reunión|réunion|Besprechung|会议|اجْتِمَاع|riunione|conventus|会議/かいぎ|reunião|встреча
signature|firma|signature|Unterschrift|签名|تَوْقِيع|firma|subscriptio|署名/しょめい|assinatura|подпись
document|documento|document|Dokument|文件|وَثِيقَة|documento|documentum|書類/しょるい|documento|документ
archive|archivo|archives|Archiv|档案|أَرْشِيف|archivio|tabularium|アーカイブ|arquivo|архив
`;
