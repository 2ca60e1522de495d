// Foreign words to their English meaning, so that MANZANA is found against APPLE (the doctrine of
// foreign equivalents). Three sources: a small map written for the conflict search (below: synonyms,
// feminine and plural forms, Dutch), the Create engine's bilingual lexicon of about 1,700 headwords
// in Spanish, French, German, Italian and Portuguese (bilingual-lexicon.ts, decision 0021), and the
// everyday words marks are made of, with Dutch (mark-vocabulary.ts, decision 0028). Diacritics are
// folded at load, as in every search key. Inflected forms are read by the endings of the word's own
// language only (a Spanish -A for -O, a German -ER), so that a word of one language is not taken for an
// inflection of another's.
import { bilingualRows, type LexiconLanguage } from './bilingual-lexicon.ts';
import { MARK_VOCABULARY } from './mark-vocabulary.ts';
import { compactName, normaliseName, tokenise } from './text-fold.ts';
import { isEnglishVerb } from './word-head.ts';

// english: es fr de it pt nl (several forms separated by "/").
// An English headword may list synonyms ("small/little"): a word is read as each of them, as a mark in
// English may use either (PETIT PRINCE / LITTLE PRINCE).
// A word may stand in a looser sense than the lexicon's single one: German HASE is said of rabbits as
// well as hares (the Easter bunny is the Osterhase), DAMA and DAME of a lady; and irregular feminines the
// endings cannot reach are written out (FRAÎCHE of FRAIS). The lexicon's nouns lack the adjectives and
// participles a name is made of (German EISERN, iron; Spanish DURMIENTE, sleeping), and a Romance
// adjective said of a person is a noun as well (LA BELLA, the beauty). A mountain's steep side is a wall
// in these languages where English says face (the Eiger's Nordwand, north face; paroi nord).
const TABLE = `
apple: manzana pomme apfel mela maçã appel
sun: sol soleil sonne sole sol zon
moon: luna lune mond luna lua maan
star: estrella étoile stern stella estrela ster
sky: cielo ciel himmel cielo céu hemel
water: agua eau wasser acqua água water
fire: fuego feu feuer fuoco fogo vuur
earth: tierra terre erde terra terra aarde
wind: viento vent wind vento vento wind
sea: mar mer meer mare mar zee
river: río rivière fluss fiume rio rivier
mountain: montaña montagne berg montagna montanha berg
stone: piedra pierre stein pietra pedra steen
gold/golden: oro or gold oro ouro goud
golden: dorado/dorada doré/dorée golden dorato/dorata dourado/dourada gouden
silver: plata/plateado/plateada argent/argenté/argentée silber/silbern argento/argentato/argentata prata/prateado/prateada zilver/zilveren
red: rojo/roja rouge rot rosso/rossa vermelho/vermelha rood
blue: azul bleu blau blu/azzurro azul blauw
green: verde vert grün verde verde groen
black: negro/negra noir schwarz nero/nera preto/preta zwart
white: blanco/blanca blanc/blanche weiß/weiss bianco/bianca branco/branca wit
lion: león lion löwe leone leão leeuw
tiger: tigre tigre tiger tigre tigre tijger
eagle: águila aigle adler aquila águia adelaar
wolf: lobo loup wolf lupo lobo wolf
bear: oso ours bär orso urso beer
horse: caballo cheval pferd cavallo cavalo paard
bird: pájaro oiseau vogel uccello pássaro vogel
fish: pez/pescado poisson fisch pesce peixe vis
cat: gato chat katze gatto gato kat
dog: perro chien hund cane cão hond
fox: zorro renard fuchs volpe raposa vos
bee: abeja abeille biene ape abelha bij
king: rey roi könig re rei koning
queen: reina reine königin regina rainha koningin
crown: corona couronne krone corona coroa kroon
house: casa maison haus casa casa huis
tree: árbol arbre baum albero árvore boom
flower: flor fleur blume fiore flor bloem
rose: rosa rose rose rosa rosa roos
bread: pan pain brot pane pão brood
milk: leche lait milch latte leite melk
wine: vino vin wein vino vinho wijn
coffee: café café kaffee caffè café koffie
tea: té thé tee tè chá thee
water lily: nenúfar nénuphar seerose ninfea nenúfar waterlelie
heart: corazón cœur/coeur herz cuore coração hart
love: amor amour liebe amore amor liefde
life: vida vie leben vita vida leven
light: luz lumière licht luce luz licht
night: noche nuit nacht notte noite nacht
day: día jour tag giorno dia dag
world: mundo monde welt mondo mundo wereld
new: nuevo/nueva nouveau/nouvelle neu nuovo/nuova novo/nova nieuw
old: viejo/vieja vieux/vieille alt vecchio/vecchia velho/velha oud
big: grande grand/grande groß/gross grande grande groot
small/little: pequeño/pequeña petit/petite klein piccolo/piccola pequeno/pequena klein
good: bueno/buena bon/bonne gut buono/buona bom/boa goed
beautiful: hermoso/hermosa beau/belle schön bello/bella bonito/bonita mooi
fast: rápido rapide schnell veloce rápido snel
strong: fuerte fort stark forte forte sterk
happy: feliz heureux glücklich felice feliz blij
sweet: dulce doux/douce süß/suess dolce doce zoet
shell: concha coquille muschel conchiglia concha schelp
key: llave clé/clef schlüssel chiave chave sleutel
bridge: puente pont brücke ponte ponte brug
island: isla île insel isola ilha eiland
forest: bosque forêt wald foresta floresta bos
garden: jardín jardin garten giardino jardim tuin
snow: nieve neige schnee neve neve sneeuw
rain: lluvia pluie regen pioggia chuva regen
cloud: nube nuage wolke nuvola nuvem wolk
shadow: sombra ombre schatten ombra sombra schaduw
dream: sueño rêve traum sogno sonho droom
friend: amigo/amiga ami/amie freund amico/amica amigo/amiga vriend
family: familia famille familie famiglia família familie
child: niño/niña enfant kind bambino/bambina criança kind
woman: mujer femme frau donna mulher vrouw
man: hombre homme mann uomo homem man
hand: mano main hand mano mão hand
eye: ojo œil/oeil auge occhio olho oog
wing: ala aile flügel ala asa vleugel
feather: pluma plume feder piuma pena veer
orange: naranja orange orange arancia laranja sinaasappel
lemon: limón citron zitrone limone limão citroen
cherry: cereza cerise kirsche ciliegia cereja kers
strawberry: fresa fraise erdbeere fragola morango aardbei
grape: uva raisin traube uva uva druif
olive: aceituna/oliva olive olive oliva azeitona olijf
salt: sal sel salz sale sal zout
honey: miel miel honig miele mel honing
chocolate: chocolate chocolat schokolade cioccolato chocolate chocolade
butterfly: mariposa papillon schmetterling farfalla borboleta vlinder
dragon: dragón dragon drache drago dragão draak
knight: caballero chevalier ritter cavaliere cavaleiro ridder
mill: molino moulin mühle/muehle mulino moinho molen
prince: príncipe prince prinz principe príncipe prins
castle: castillo château schloss castello castelo kasteel
ship: barco navire/bateau schiff nave navio schip
road: camino chemin straße/strasse strada estrada weg
city/town: ciudad ville stadt città cidade stad
country: país pays land paese país land
peace: paz paix frieden pace paz vrede
freedom: libertad liberté freiheit libertà liberdade vrijheid
power: poder pouvoir macht potere poder macht
time: tiempo temps zeit tempo tempo tijd
spring: primavera printemps frühling primavera primavera lente
summer: verano été sommer estate verão zomer
winter: invierno hiver winter inverno inverno winter
north: norte nord nord nord norte noord
south: sur sud süd sud sul zuid
blackberry: mora mûre brombeere mora amora braam
mirror: espejo miroir spiegel specchio espelho spiegel
bell: campana cloche glocke campana sino bel
arrow: flecha flèche pfeil freccia flecha pijl
diamond: diamante diamant diamant diamante diamante diamant
pearl: perla perle perle perla pérola parel
dove: paloma colombe taube colomba pomba duif
swan: cisne cygne schwan cigno cisne zwaan
owl: búho/lechuza hibou/chouette eule gufo coruja uil
mouse: ratón souris maus topo rato muis
rabbit: conejo lapin kaninchen/hase coniglio coelho konijn
turtle: tortuga tortue schildkröte tartaruga tartaruga schildpad
whale: ballena baleine wal balena baleia walvis
shark: tiburón requin hai squalo tubarão haai
fresh: fresco/fresca frais/fraîche frisch fresco/fresca fresco/fresca vers
lady: dama dame dame signora/dama senhora/dama dame
iron: hierro fer eisen/eisern ferro ferro ijzer/ijzeren
sleeping: durmiente/dormido dormant/endormi schlafend dormiente/addormentato adormecido slapend
beauty: belleza/bella beauté/belle schönheit bellezza/bella beleza/bela schoonheid
lone/solitary: solitario/solitaria solitaire einsam solitario/solitaria solitário/solitária eenzaam
mad/crazy: loco/loca fou/folle verrückt/verrueckt pazzo/pazza louco/louca gek
pirate: pirata pirate pirat pirata pirata piraat
sail: vela voile segel vela vela zeil
wall/face: pared paroi wand parete parede wand
angry/furious: enfadado/enojado/furioso furieux/fâché wütend/zornig arrabbiato/furioso zangado/furioso boos/woedend
`;

type Language = 'EN' | LexiconLanguage | 'NL';
/** The hand-written table's columns after the colon. */
const TABLE_LANGUAGES: readonly Language[] = ['ES', 'FR', 'DE', 'IT', 'PT', 'NL'];

interface Entry {
  /** English meanings, compact (the first is the commonest). */
  meanings: string[];
  /** The languages the word is a form of: which inflections may lead to it. */
  languages: Set<Language>;
}

/** A word carries at most this many English meanings (every choice is one more reading). */
const MAX_MEANINGS = 3;
/**
 * Lexicon words shorter than this are left out: two-letter words of one language are common words of
 * another (UN, AN, OS, NO) and say nothing alone. The hand-written table's short words (OR, RE, SOL)
 * were chosen one by one and stay.
 */
const MIN_LEXICON_WORD = 3;

interface TranslationMaps {
  words: Map<string, Entry>;
  /** A foreign phrase of several words (FLOR DE CEREZO), its content words joined, to its English form. */
  phrases: Map<string, string>;
}

function addMeaning(words: Map<string, Entry>, key: string, meanings: readonly string[], language: Language) {
  const entry = words.get(key);
  if (entry === undefined) {
    words.set(key, { meanings: meanings.slice(0, MAX_MEANINGS), languages: new Set([language]) });
    return;
  }
  // A word spelled like an English one reads as that first (WIND, WINTER, CAFE), its foreign meanings
  // after: a name made only of such words is English and gets no reading (englishReadingWords), while
  // CAFE NEGRO is still BLACK COFFEE. The language is noted, so its inflections lead to it (GOLDENER).
  entry.languages.add(language);
  for (const meaning of meanings)
    if (!entry.meanings.includes(meaning) && entry.meanings.length < MAX_MEANINGS)
      entry.meanings.push(meaning);
}

/** One line of a table written as "english: es fr de it pt nl" (TABLE, MARK_VOCABULARY). */
interface TableRow {
  /** The English headword and its synonyms, compact. */
  english: string[];
  forms: Array<{ language: Language; form: string }>;
}

function tableRows(text: string): TableRow[] {
  const rows: TableRow[] = [];
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const english = line
      .slice(0, colon)
      .split('/')
      .map((word) => compactName(word))
      .filter(Boolean);
    const forms: TableRow['forms'] = [];
    line
      .slice(colon + 1)
      .trim()
      .split(/\s+/)
      .forEach((cell, column) => {
        const language = TABLE_LANGUAGES[column];
        if (language !== undefined) for (const form of cell.split('/')) forms.push({ language, form });
      });
    rows.push({ english, forms });
  }
  return rows;
}

function buildMaps(): TranslationMaps {
  const words = new Map<string, Entry>();
  const phrases = new Map<string, string>();
  const table = tableRows(TABLE);
  const lexicon = bilingualRows();
  // English headwords read as themselves, so that a half-foreign name (DRAGÓN ROJO) still translates.
  for (const { english } of table) for (const word of english) addMeaning(words, word, [word], 'EN');
  for (const row of lexicon) {
    const english = compactName(row.english);
    if (english) addMeaning(words, english, [english], 'EN');
  }
  // The hand-written table first: its meanings (synonyms) lead.
  for (const { english, forms } of table)
    for (const { language, form } of forms) {
      const key = compactName(form);
      if (key) addMeaning(words, key, english, language);
    }
  for (const row of lexicon) {
    const english = compactName(row.english);
    if (!english) continue;
    for (const { language, form } of row.forms) addForm(words, phrases, form, [english], language);
  }
  // The mark vocabulary last, so that its meanings follow the others' (decision 0028). Its English
  // headwords read as themselves only when no source holds them as a foreign word: PAIN is French
  // bread and MAIN a French hand, and an English false friend must not make LE PAIN an English name.
  const vocabulary = tableRows(MARK_VOCABULARY);
  for (const { english } of vocabulary)
    for (const word of english) if (!words.has(word)) addMeaning(words, word, [word], 'EN');
  // It adds words, not senses: a word the other sources already read, as itself or through an ending
  // (Dutch GROTE, big; Italian STELLE, stars), keeps their reading alone, so that a second sense never
  // comes before or beside the one a name was read by (German STELLE is also a spot).
  const heldBefore = new Map([...words].map(([word, entry]) => [word, new Set(entry.languages)]));
  const readAlready = (key: string) =>
    heldBefore.has(key) ||
    INFLECTIONS.some(({ ending, plain, languages }) => {
      if (!key.endsWith(ending) || key.length - ending.length < MIN_STEM) return false;
      const stem = heldBefore.get(key.slice(0, -ending.length) + plain);
      return stem !== undefined && languages.some((language) => stem.has(language));
    });
  for (const { english, forms } of vocabulary)
    for (const { language, form } of forms) addForm(words, phrases, form, english, language, readAlready);
  return { words, phrases };
}

/**
 * A form of the lexicon or the mark vocabulary: a word of at least MIN_LEXICON_WORD letters (unless
 * readAlready says another source reads it), or a phrase (BRISA MARINA, NASCER DO SOL; SALLE-DE-BAIN),
 * read whole without its joining words.
 */
function addForm(
  words: Map<string, Entry>,
  phrases: Map<string, string>,
  form: string,
  english: readonly string[],
  language: Language,
  readAlready: (key: string) => boolean = () => false,
) {
  const parts = tokenise(normaliseName(form));
  if (parts.length === 1) {
    const key = parts[0] as string;
    if (key.length >= MIN_LEXICON_WORD && !readAlready(key)) addMeaning(words, key, english, language);
    return;
  }
  const content = parts.filter((part) => !JOINING_WORDS.has(part));
  const phrase = content.join('');
  if (content.length > 1 && !phrases.has(phrase)) phrases.set(phrase, english[0] as string);
}

let cached: TranslationMaps | null = null;

/** The maps every reader shares, built once on first use. */
export function translationMaps(): TranslationMaps {
  cached ??= buildMaps();
  return cached;
}

/**
 * Endings each language adds to a word the maps hold in its plain form, and what the plain form ends
 * with instead: adjectives agree with their noun (WEISSER, NEGRA, VERTE, BIANCHI), nouns take plurals
 * (ABEILLES, BLUMEN, FLORES). A form is read back only to a word of the ending's own language.
 */
const INFLECTIONS: ReadonlyArray<{ ending: string; plain: string; languages: readonly Language[] }> = [
  { ending: 'es', plain: '', languages: ['DE', 'FR', 'ES', 'PT'] },
  // Spanish writes the plural of a word ending in Z with CES (FELIZ, FELICES; LUZ, LUCES).
  { ending: 'ces', plain: 'z', languages: ['ES'] },
  { ending: 'er', plain: '', languages: ['DE'] },
  { ending: 'en', plain: '', languages: ['DE', 'NL'] },
  { ending: 'em', plain: '', languages: ['DE'] },
  { ending: 'e', plain: '', languages: ['DE', 'FR', 'NL'] },
  { ending: 'n', plain: '', languages: ['DE'] },
  // German adjectives ending in -E take the endings' last letter only (WEISE, WEISER, WEISEM).
  { ending: 'r', plain: '', languages: ['DE'] },
  { ending: 'm', plain: '', languages: ['DE'] },
  { ending: 's', plain: '', languages: ['DE', 'FR', 'ES', 'PT', 'NL', 'EN'] },
  { ending: 'x', plain: '', languages: ['FR'] },
  { ending: 'aux', plain: 'al', languages: ['FR'] },
  { ending: 've', plain: 'f', languages: ['FR'] },
  { ending: 'euse', plain: 'eux', languages: ['FR'] },
  { ending: 'elle', plain: 'el', languages: ['FR'] },
  { ending: 'ette', plain: 'et', languages: ['FR'] },
  { ending: 'enne', plain: 'en', languages: ['FR'] },
  { ending: 'onne', plain: 'on', languages: ['FR'] },
  { ending: 'ere', plain: 'er', languages: ['FR'] },
  { ending: 'a', plain: 'o', languages: ['ES', 'IT', 'PT'] },
  { ending: 'as', plain: 'o', languages: ['ES', 'PT'] },
  { ending: 'os', plain: 'o', languages: ['ES', 'PT'] },
  { ending: 'i', plain: 'o', languages: ['IT'] },
  { ending: 'i', plain: 'e', languages: ['IT'] },
  { ending: 'e', plain: 'o', languages: ['IT'] },
  // Italian feminine plurals: STELLA, STELLE; ROSA, ROSE.
  { ending: 'e', plain: 'a', languages: ['IT'] },
  { ending: 'hi', plain: 'o', languages: ['IT'] },
  { ending: 'he', plain: 'o', languages: ['IT'] },
  { ending: 'ns', plain: 'm', languages: ['PT'] },
];
/** A stem shorter than this is too short to say which word it was (ORES is no form of OR). */
const MIN_STEM = 3;
/** Small joining words a translated name carries (ESTRELLA DE MAR, REINE DES ABEILLES). */
const JOINING_WORDS = new Set([
  // What is left of the French elisions D' and L' (SOLEIL D'OR).
  'd',
  'l',
  'de',
  'des',
  'del',
  'du',
  'la',
  'le',
  'les',
  'el',
  'los',
  'las',
  'der',
  'die',
  'das',
  'den',
  'von',
  'di',
  'da',
  'do',
]);

/**
 * Present participles and the Spanish -DOR adjective, each to the infinitives it is made from: a name
 * says FLIEGENDER, VOLANT, VOLADOR where the lexicon holds the verb (FLIEGEN, VOLER, VOLAR: fly). A
 * German participle takes the adjective endings too (FLIEGEND-ER).
 */
const PARTICIPLES: ReadonlyArray<{ ending: RegExp; infinitives: readonly string[]; language: Language }> = [
  { ending: /end(?:e|er|es|en|em)?$/, infinitives: ['en', 'n'], language: 'DE' },
  { ending: /ant(?:e|s|es)?$/, infinitives: ['er', 'ir', 're'], language: 'FR' },
  { ending: /antes?$/, infinitives: ['ar'], language: 'ES' },
  { ending: /ientes?$/, infinitives: ['ir', 'er'], language: 'ES' },
  { ending: /ad(?:or|ora|ores|oras)$/, infinitives: ['ar'], language: 'ES' },
  { ending: /ant[ei]$/, infinitives: ['are'], language: 'IT' },
  { ending: /ent[ei]$/, infinitives: ['ere', 'ire'], language: 'IT' },
  { ending: /antes?$/, infinitives: ['ar'], language: 'PT' },
  { ending: /entes?$/, infinitives: ['er', 'ir'], language: 'PT' },
];

/** The English -ING form of a verb (fly: flying, dance: dancing, run: running, tie: tying). */
export function ingForm(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(verb)) return `${verb}ing`;
  if (verb.length > 2 && verb.endsWith('e')) return `${verb.slice(0, -1)}ing`;
  // One syllable ending in one vowel and one consonant doubles it (RUN, SWIM).
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** English -ING readings of a participle whose verb the maps hold (VOLANT: flying), if any. */
function participleMeanings(compactWord: string): string[] {
  const meanings: string[] = [];
  for (const { ending, infinitives, language } of PARTICIPLES) {
    const match = ending.exec(compactWord);
    if (match === null || match.index < MIN_STEM) continue;
    const stem = compactWord.slice(0, match.index);
    for (const infinitive of infinitives) {
      const entry = translationMaps().words.get(stem + infinitive);
      if (entry === undefined || !entry.languages.has(language)) continue;
      for (const verb of entry.meanings)
        if (/^[a-z]+$/.test(verb) && isEnglishVerb(verb) && meanings.length < MAX_MEANINGS) {
          const form = ingForm(verb);
          if (!meanings.includes(form)) meanings.push(form);
        }
    }
    if (meanings.length > 0) return meanings;
  }
  return meanings;
}

/**
 * English meanings of one folded, compact word, if the maps know it or an inflected form of it (or, with
 * splitCompounds, a German or Dutch compound of two words it knows).
 */
export function translateWordMeanings(
  compactWord: string,
  splitCompounds = true,
): readonly string[] | undefined {
  const maps = translationMaps();
  const direct = maps.words.get(compactWord);
  // An English word is itself first and only (WIND, CAFE: see addMeaning).
  if (direct !== undefined && direct.languages.has('EN')) return direct.meanings;
  // A foreign word may also be an inflected form of another (German ALTER, age, is ALT + ER, old): its
  // own meanings first, then the inflected word's, at most MAX_MEANINGS in all.
  const meanings = direct === undefined ? [] : [...direct.meanings];
  for (const { ending, plain, languages } of INFLECTIONS) {
    if (!compactWord.endsWith(ending) || compactWord.length - ending.length < MIN_STEM) continue;
    const stem = maps.words.get(compactWord.slice(0, -ending.length) + plain);
    if (stem === undefined || !languages.some((language) => stem.languages.has(language))) continue;
    for (const meaning of stem.meanings)
      if (!meanings.includes(meaning) && meanings.length < MAX_MEANINGS) meanings.push(meaning);
    break;
  }
  // A participle the maps hold as its verb only (VOLANT of VOLER), read when nothing else is known.
  if (meanings.length === 0) meanings.push(...participleMeanings(compactWord));
  if (meanings.length === 0) meanings.push(...umlautSpelledMeanings(compactWord));
  if (meanings.length === 0) meanings.push(...dutchSpelledMeanings(compactWord));
  if (meanings.length === 0 && splitCompounds) meanings.push(...compoundMeanings(compactWord));
  return meanings.length > 0 ? meanings : undefined;
}

/**
 * Dutch spells a word's last syllable anew when an ending opens it (BOOS, BOZE; ROOD, RODE; WIT,
 * WITTE; LIEF, LIEVEN): a long vowel written double in the closed syllable is written single, a short
 * one doubles the consonant after it, and a final S or F is voiced to Z or V. Read back to the plain
 * word, and only to a Dutch one, when nothing else reads the word.
 */
function dutchSpelledMeanings(compactWord: string): readonly string[] {
  const ending = /en$/.test(compactWord) ? 'en' : compactWord.endsWith('e') ? 'e' : '';
  const stem = compactWord.slice(0, compactWord.length - ending.length);
  if (ending === '' || stem.length < MIN_STEM) return [];
  const devoiced = stem.replace(/z$/, 's').replace(/v$/, 'f');
  let plain: string;
  if (/([^aeiou])\1$/.test(stem)) plain = stem.slice(0, -1);
  else if (/[^aeiou][aeou][^aeiou]$/.test(devoiced))
    plain = `${devoiced.slice(0, -1)}${devoiced.charAt(devoiced.length - 2)}${devoiced.slice(-1)}`;
  else if (devoiced !== stem) plain = devoiced;
  else return [];
  const entry = translationMaps().words.get(plain);
  return entry?.languages.has('NL') ? entry.meanings : [];
}

/** A meaning as one compact word (a compound's meaning, silver star, is two). */
function compactMeaning(meaning: string): string {
  return meaning.replace(/ /g, '');
}

/** A part of a compound shorter than this is not read (ALT, EIS, TAG stay; AN, IN, ZU would be). */
const MIN_COMPOUND_PART = 3;
/**
 * Linking letters a German or Dutch compound puts after its first word (SONNENBLUME: SONNE + N; the
 * genitive S of LIEBESBRIEF; Dutch -EN- and -S-).
 */
const COMPOUND_LINKS = ['', 's', 'n', 'en', 'es'];

/**
 * German and Dutch write a noun that qualifies another as one word with it (SILBERSTERN, silver star;
 * FEUERFUCHS, fire fox; ZILVERSTER): read as the two English words (a meaning with a space, which the
 * readings split), so that the reading meets an English mark written in one word (FIREFOX) or two, with
 * an article or not (DIE NORDWAND, THE NORTH FACE). Read only when nothing else reads the word, and only
 * when both parts are German, or both Dutch, words of the maps: every split point is tried once, the
 * first that reads wins (a longer head first, as the qualifier rarely is the shorter part).
 */
function compoundMeanings(compactWord: string): readonly string[] {
  for (let at = compactWord.length - MIN_COMPOUND_PART; at >= MIN_COMPOUND_PART; at -= 1) {
    const tail = compactWord.slice(at);
    const tailLanguages = wordLanguages(tail);
    if (!GERMANIC.some((language) => tailLanguages.has(language))) continue;
    const tailMeanings = translateWordMeanings(tail, false);
    if (tailMeanings === undefined) continue;
    for (const link of COMPOUND_LINKS) {
      const joined = compactWord.slice(0, at);
      if (!joined.endsWith(link) || joined.length - link.length < MIN_COMPOUND_PART) continue;
      const head = joined.slice(0, joined.length - link.length);
      const headLanguages = wordLanguages(head);
      const shared = GERMANIC.some((language) => headLanguages.has(language) && tailLanguages.has(language));
      const headMeanings = shared ? translateWordMeanings(head, false) : undefined;
      if (headMeanings === undefined) continue;
      const meanings: string[] = [];
      for (const first of headMeanings)
        for (const second of tailMeanings)
          if (meanings.length < MAX_MEANINGS) meanings.push(`${first} ${second}`);
      return meanings;
    }
  }
  return [];
}

/**
 * German written without umlauts spells Ä, Ö, Ü as AE, OE, UE (WUETENDE VOEGEL, GRUENE AEPFEL); the
 * maps fold the umlauts away (GRÜN is GRUN). Read when nothing else reads the word, and only as a German
 * word, so that a Spanish FUEGO or NUEVO, known as it is written, never comes this way.
 */
function umlautSpelledMeanings(compactWord: string): readonly string[] {
  if (!/ae|oe|ue/.test(compactWord)) return [];
  const plain = compactWord.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
  if (plain.length < MIN_STEM || !wordLanguages(plain).has('DE')) return [];
  return translateWordMeanings(plain) ?? [];
}

const ROMANCE: readonly Language[] = ['ES', 'FR', 'IT', 'PT'];
const GERMANIC: readonly Language[] = ['DE', 'NL'];

/** The languages a folded, compact word (or the word it is an inflected form of) belongs to. */
function wordLanguages(compactWord: string): Set<Language> {
  const maps = translationMaps();
  const languages = new Set(maps.words.get(compactWord)?.languages ?? []);
  for (const { ending, plain, languages: of } of INFLECTIONS) {
    if (!compactWord.endsWith(ending) || compactWord.length - ending.length < MIN_STEM) continue;
    const stem = maps.words.get(compactWord.slice(0, -ending.length) + plain);
    for (const language of of) if (stem?.languages.has(language)) languages.add(language);
  }
  return languages;
}

/**
 * The words are of a Romance language, where a noun that qualifies another follows it (REY LEÓN, the
 * king lion: LION KING): some word is Spanish, French, Italian or Portuguese and none only German or
 * Dutch. Words spelled like English ones (LION) do not decide.
 */
export function isRomanceName(tokens: readonly string[]): boolean {
  let romance = false;
  for (const token of tokens) {
    const languages = [...wordLanguages(token)];
    if (languages.some((language) => ROMANCE.includes(language))) romance = true;
    else if (languages.some((language) => GERMANIC.includes(language))) return false;
  }
  return romance;
}

/** The first English meaning of one folded, compact word (see translateWordMeanings). */
export function translateWord(compactWord: string): string | undefined {
  return translateWordMeanings(compactWord)?.[0];
}

/** Readings kept of one name: every choice of meanings is one, and each is a key of the search. */
const MAX_READINGS = 8;

/**
 * English readings of a name word by word, each as its English words (LUNA ROJA -> [moon, red] and
 * [red, moon], since adjectives move), when every word is known and at least one is foreign; or the
 * English form of the whole name when it is a phrase of the lexicon.
 */
export function englishReadingWords(tokens: readonly string[]): string[][] {
  // The joining words of a translated name have no part in the English mark (STAR FISH, not STAR OF FISH).
  const content = tokens.length > 1 ? tokens.filter((token) => !JOINING_WORDS.has(token)) : tokens;
  if (content.length === 0 || content.length > 4) return [];
  const maps = translationMaps();
  const readings: string[][] = [];
  const phrase = content.length > 1 ? maps.phrases.get(content.join('')) : undefined;
  if (phrase !== undefined) readings.push([phrase]);
  const words = content.map((token) => translateWordMeanings(token));
  // Partial translation of a longer name is left to the caller (a single known word inside it).
  if (words.some((word) => word === undefined)) return readings;
  const known = words as Array<readonly string[]>;
  // An English name read as itself is no translation (BLUE MOON is not MOON BLUE in another language).
  if (
    known.every((meanings, index) => meanings.some((meaning) => compactMeaning(meaning) === content[index]))
  )
    return readings;
  // Every choice of meanings (at most three a word), in order and, for two words, swapped.
  let choices: string[][] = [[]];
  for (const meanings of known)
    choices = choices
      .flatMap((chosen) => meanings.map((meaning) => [...chosen, meaning]))
      .slice(0, MAX_READINGS);
  const seen = new Set(readings.map((reading) => reading.join(' ')));
  for (const chosen of choices) {
    // A compound's meaning is its English words (silver star): each is a word of the reading.
    const english = chosen.flatMap((meaning) => meaning.split(' '));
    for (const reading of english.length === 2 && chosen.length === 2
      ? [english, [english[1], english[0]]]
      : [english]) {
      const key = reading.join(' ');
      if (seen.has(key) || readings.length >= MAX_READINGS) continue;
      seen.add(key);
      readings.push(reading as string[]);
    }
  }
  return readings;
}

/**
 * The commonest reading's words of a name translated whole, sorted (each word's first meaning: CASA
 * BLANCA -> "house white"), or null when some word is unknown. A reading through a later meaning (HOME
 * for CASA) is a lesser one (see conflict-score.ts).
 */
export function commonestReadingKey(tokens: readonly string[]): string | null {
  const content = tokens.length > 1 ? tokens.filter((token) => !JOINING_WORDS.has(token)) : tokens;
  const words: string[] = [];
  for (const token of content) {
    const meaning = translateWord(token);
    if (meaning === undefined) return null;
    words.push(...meaning.split(' '));
  }
  return words.sort().join(' ');
}

/**
 * English readings of a name, as compact strings: the whole name word by word (LUNA ROJA -> "moonred"
 * and "redmoon"), when every word is known (see englishReadingWords).
 */
export function englishReadings(tokens: readonly string[]): string[] {
  return [...new Set(englishReadingWords(tokens).map((words) => words.join('')))];
}

/** A foreign word shorter than this inside a longer name is not read alone (DE, LA, EL are joining words). */
const MIN_PARTIAL_WORD = 4;

/**
 * The English meanings of the foreign words of a longer name that is not translated whole (GATO NEGRO
 * TABERNA with TABERNA unknown: [cat, black]), in order; empty when none of its words is foreign.
 */
export function translatedWords(tokens: readonly string[]): string[] {
  const words: string[] = [];
  for (const token of tokens) {
    if (token.length < MIN_PARTIAL_WORD || JOINING_WORDS.has(token)) continue;
    const meaning = translateWord(token);
    if (meaning !== undefined && compactMeaning(meaning) !== token) words.push(...meaning.split(' '));
  }
  return words;
}
