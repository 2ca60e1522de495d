/**
 * Our bilingual lexicon, theme: beauty, grooming, fashion, textiles and jewellery. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const BEAUTY_FASHION = `
salon|salón|salon|Salon|沙龙|صَالُون|salone|atrium|サロン|salão|салон
hairdresser|peluquero|coiffeur|Friseur|理发师|مُصَفِّف شَعْر|parrucchiere|tonsor|美容師/びようし|cabeleireiro|парикмахер
barber|barbero|barbier|Barbier|理发师|حَلَّاق|barbiere|tonsor|床屋/とこや|barbeiro|цирюльник
haircut|corte de pelo|coupe de cheveux|Haarschnitt|理发|قَصَّة شَعْر|taglio di capelli|tonsura|散髪/さんぱつ|corte de cabelo|стрижка
comb|peine|peigne|Kamm|梳子|مِشْط|pettine|pecten|櫛/くし|pente|расчёска
scissors|tijeras|ciseaux|Schere|剪刀|مِقَصّ|forbici|forfex|鋏/はさみ|tesoura|ножницы
razor|navaja|rasoir|Rasiermesser|剃刀|مُوسَى|rasoio|novacula|剃刀/かみそり|navalha|бритва
beard|barba|barbe|Bart|胡子|لِحْيَة|barba|barba|髭/ひげ|barba|борода
nail|uña|ongle|Nagel|指甲|ظُفْر|unghia|unguis|爪/つめ|unha|ноготь
manicure|manicura|manucure|Maniküre|美甲|تَدْرِيم الأَظَافِر|manicure|cura unguium|マニキュア|manicure|маникюр
cosmetics|cosméticos|cosmétiques|Kosmetik|化妆品|مُسْتَحْضَرَات التَّجْمِيل|cosmetici|medicamina|化粧品/けしょうひん|cosméticos|косметика
makeup|maquillaje|maquillage|Schminke|化妆|مَكْيَاج|trucco|fucus|化粧/けしょう|maquiagem|макияж
lipstick|pintalabios|rouge à lèvres|Lippenstift|口红|أَحْمَر شِفَاه|rossetto|purpurissum|口紅/くちべに|batom|помада
skincare|cuidado de la piel|soin de la peau|Hautpflege|护肤|العِنَايَة بِالبَشَرَة|cura della pelle|cura cutis|スキンケア|cuidados com a pele|уход за кожей
lotion|loción|lotion|Lotion|乳液|غَسُول|lozione|lotio|乳液/にゅうえき|loção|лосьон
soap|jabón|savon|Seife|肥皂|صَابُون|sapone|sapo|石鹸/せっけん|sabão|мыло
shampoo|champú|shampooing|Shampoo|洗发水|شَامْبُو|shampoo|lomentum|シャンプー|xampu|шампунь
fashion|moda|mode|Mode|时尚|أَزْيَاء|moda|mos|ファッション|moda|мода
style|estilo|style|Stil|风格|أُسْلُوب|stile|stilus|スタイル|estilo|стиль
stylish|elegante|chic|schick|时髦|أَنِيق|alla moda|lautus|おしゃれ|elegante|стильный
tailor|sastre|tailleur|Schneider|裁缝|خَيَّاط|sarto|sartor|仕立て屋/したてや|alfaiate|портной
seamstress|costurera|couturière|Näherin|女裁缝|خَيَّاطَة|sarta|sarcinatrix|お針子/おはりこ|costureira|швея
sewing|costura|couture|Nähen|缝纫|خِيَاطَة|cucito|sutura|裁縫/さいほう|costura|шитьё
boutique|boutique|boutique|Boutique|精品店|بُوتِيك|boutique|tabernula|ブティック|butique|бутик
clothing|ropa|vêtements|Kleidung|服装|مَلَابِس|abbigliamento|vestis|衣服/いふく|roupa|одежда
garment|prenda|vêtement|Kleidungsstück|衣服|ثَوْب|indumento|vestimentum|衣類/いるい|peça de roupa|предмет одежды
jacket|chaqueta|veste|Jacke|夹克|سُتْرَة|giacca|lacerna|上着/うわぎ|jaqueta|куртка
suit|traje|complet|Anzug|西装|بَدْلَة|abito|vestitus|背広/せびろ|terno|костюм
sweater|jersey|pull|Pullover|毛衣|كَنْزَة|maglione|tunica lanea|セーター|suéter|свитер
sock|calcetín|chaussette|Socke|袜子|جَوْرَب|calzino|udo|靴下/くつした|meia|носок
sandal|sandalia|sandale|Sandale|凉鞋|صَنْدَل|sandalo|sandalium|サンダル|sandália|сандалия
handbag|bolso|sac à main|Handtasche|手提包|حَقِيبَة يَد|borsetta|sacculus|ハンドバッグ|bolsa|сумочка
pocket|bolsillo|poche|Tasche|口袋|جَيْب|tasca|loculus|ポケット|bolso|карман
lace|encaje|dentelle|Spitze|蕾丝|دَانْتِيل|pizzo|reticulum|レース|renda|кружево
embroidery|bordado|broderie|Stickerei|刺绣|تَطْرِيز|ricamo|ars phrygia|刺繍/ししゅう|bordado|вышивка
yarn|hilo|fil|Garn|纱线|غَزْل|filato|stamen|毛糸/けいと|fio|пряжа
cashmere|cachemir|cachemire|Kaschmir|羊绒|كَشْمِير|cachemire|lana caprina|カシミヤ|caxemira|кашемир
jewelry|joyería|bijoux|Geschmeide|珠宝|مُجَوْهَرَات|gioielli|ornamenta|宝飾品/ほうしょくひん|joias|ювелирные изделия
jeweler|joyero|bijoutier|Juwelier|珠宝商|جَوْهَرِيّ|gioielliere|gemmarius|宝石商/ほうせきしょう|joalheiro|ювелир
earring|pendiente|boucle d'oreille|Ohrring|耳环|قُرْط|orecchino|inauris|耳飾り/みみかざり|brinco|серьга
brooch|broche|broche|Brosche|胸针|بُرُوش|spilla|fibula|ブローチ|broche|брошь
pendant|colgante|pendentif|Anhänger|吊坠|قِلَادَة|ciondolo|bulla|ペンダント|pingente|кулон
wardrobe|armario|garde-robe|Kleiderschrank|衣柜|خِزَانَة مَلَابِس|guardaroba|vestiarium|洋服箪笥/ようふくだんす|guarda-roupa|гардероб
model|modelo|mannequin|Model|模特|عَارِضَة أَزْيَاء|modella|exemplar|モデル|modelo|модель
`;
