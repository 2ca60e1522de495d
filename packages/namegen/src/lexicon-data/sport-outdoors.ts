/**
 * Our bilingual lexicon, theme: sport, outdoor life, games and hobbies. Written by us.
 * One row per English headword: English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU
 */
export const SPORT_OUTDOORS = `
gym|gimnasio|salle de sport|Fitnessstudio|健身房|صَالَة رِيَاضِيَّة|palestra|palaestra|ジム|academia|спортзал
athlete|atleta|athlète|Athlet|运动员|رِيَاضِيّ|atleta|athleta|運動選手/うんどうせんしゅ|atleta|спортсмен
training|entrenamiento|entraînement|Training|训练|تَدْرِيب|allenamento|exercitatio|訓練/くんれん|treinamento|тренировка
pilates|pilates|pilates|Pilates|普拉提|بِيلَاتِس|pilates|pilates|ピラティス|pilates|пилатес
martial arts|artes marciales|arts martiaux|Kampfkunst|武术|فُنُون قِتَالِيَّة|arti marziali|artes martiales|武術/ぶじゅつ|artes marciais|боевые искусства
fencing|esgrima|escrime|Fechten|击剑|مُبَارَزَة|scherma|armatura|フェンシング|esgrima|фехтование
rowing|remo|aviron|Rudern|赛艇|تَجْدِيف|canottaggio|remigatio|ボート競技/ボートきょうぎ|remo|гребля
sailing|vela|voile|Segeln|帆船运动|إِبْحَار|vela|navigatio|セーリング|vela|парусный спорт
hiking|senderismo|randonnée|Wandern|徒步旅行|مَشْي لِمَسَافَات طَوِيلَة|escursionismo|ambulatio|ハイキング|caminhada|пеший туризм
hiker|excursionista|randonneur|Wanderer|徒步者|مُتَنَزِّه|escursionista|viator|ハイカー|caminhante|путник
camping|acampada|camping|Camping|露营|تَخْيِيم|campeggio|castra|キャンプ|acampamento|кемпинг
mountaineering|alpinismo|alpinisme|Bergsteigen|登山|تَسَلُّق الجِبَال|alpinismo|ascensio montium|登山/とざん|alpinismo|альпинизм
kayak|kayak|kayak|Kajak|皮划艇|قَارِب الكَايَاك|kayak|scapha|カヤック|caiaque|байдарка
paddle|remo|pagaie|Paddel|桨|مِجْدَاف|pagaia|palmula|パドル|remo|весло
fishing rod|caña de pescar|canne à pêche|Angelrute|鱼竿|صِنَّارَة|canna da pesca|harundo piscatoria|釣り竿/つりざお|vara de pescar|удочка
angler|pescador de caña|pêcheur à la ligne|Angler|垂钓者|صَائِد بِالصِّنَّارَة|pescatore con la lenza|piscator|釣り人/つりびと|pescador|рыболов
horse riding|equitación|équitation|Reiten|骑马|رُكُوب الخَيْل|equitazione|equitatio|乗馬/じょうば|equitação|верховая езда
rugby|rugby|rugby|Rugby|橄榄球|رُكْبِي|rugby|harpastum|ラグビー|rúgbi|регби
skating|patinaje|patinage|Eislaufen|滑冰|تَزَلُّج عَلَى الجَلِيد|pattinaggio|glaciei lapsus|スケート|patinação|катание на коньках
championship|campeonato|championnat|Meisterschaft|锦标赛|بُطُولَة|campionato|certamen|選手権/せんしゅけん|campeonato|чемпионат
tournament|torneo|tournoi|Turnier|锦标赛|مُسَابَقَة|torneo|ludicrum|トーナメント|torneio|турнир
league|liga|ligue|Liga|联赛|دَوْرِيّ|lega|foedus|リーグ|liga|лига
referee|árbitro|arbitre|Schiedsrichter|裁判|حَكَم|arbitro|arbiter|審判/しんぱん|árbitro|судья
whistle|silbato|sifflet|Pfeife|哨子|صَفَّارَة|fischietto|sibilus|笛/ふえ|apito|свисток
hobby|afición|passe-temps|Hobby|爱好|هِوَايَة|passatempo|oblectamentum|趣味/しゅみ|passatempo|хобби
leisure|ocio|loisirs|Freizeit|休闲|تَرْفِيه|tempo libero|otium|余暇/よか|lazer|досуг
board game|juego de mesa|jeu de société|Brettspiel|桌游|لُعْبَة لَوْحِيَّة|gioco da tavolo|ludus tabularius|ボードゲーム|jogo de tabuleiro|настольная игра
gamer|jugador|joueur|Spieler|玩家|لَاعِب|giocatore|lusor|ゲーマー|jogador|геймер
hammock|hamaca|hamac|Hängematte|吊床|أُرْجُوحَة شَبَكِيَّة|amaca|lectus pensilis|ハンモック|rede|гамак
bonfire|hoguera|feu de joie|Lagerfeuer|篝火|نَار المُخَيَّم|falò|ignis|焚き火/たきび|fogueira|костёр
expedition|expedición|expédition|Expedition|探险|بَعْثَة|spedizione|expeditio|遠征/えんせい|expedição|экспедиция
`;
