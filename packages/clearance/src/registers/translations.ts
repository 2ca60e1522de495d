// A small translation map written for the conflict search: common words that brand names are made of,
// in Spanish, French, German, Italian, Portuguese and Dutch, each to its English meaning, so that
// MANZANA is found against APPLE (the doctrine of foreign equivalents). Written by us; diacritics are
// folded at load, as in every search key. The Create engine's larger lexicon (packages/namegen) can
// replace this later.
import { compactName } from './text-fold.ts';

// english: es fr de it pt nl (several forms separated by "/", "-" when a language adds nothing new).
// An English headword may list synonyms ("small/little"): a word is read as each of them, as a mark in
// English may use either (PETIT PRINCE / LITTLE PRINCE).
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
silver: plata argent silber argento prata zilver
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
city: ciudad ville stadt città cidade stad
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
rabbit: conejo lapin kaninchen coniglio coelho konijn
turtle: tortuga tortue schildkröte tartaruga tartaruga schildpad
whale: ballena baleine wal balena baleia walvis
shark: tiburón requin hai squalo tubarão haai
`;

function buildMap(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const headwords = (line: string, colon: number) =>
    line
      .slice(0, colon)
      .split('/')
      .map((word) => compactName(word))
      .filter(Boolean);
  // English headwords read as themselves, so that a half-foreign name (DRAGÓN ROJO) still translates.
  for (const line of TABLE.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) for (const word of headwords(line, colon)) map.set(word, [word]);
  }
  for (const line of TABLE.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const english = headwords(line, colon);
    for (const word of line
      .slice(colon + 1)
      .trim()
      .split(/\s+/)) {
      for (const form of word.split('/')) {
        const key = compactName(form);
        // A word spelled the same in English carries no translation (WIND, WINTER).
        if (key && !map.has(key)) map.set(key, english);
      }
    }
  }
  return map;
}

let cached: Map<string, string[]> | null = null;

// Endings that German, French and Spanish add to a word the map holds in its plain form (WEISSER,
// ROTER, NEUE, VERTE, ABEILLES): adjectives agree with their noun, nouns take plurals. Longest first.
const INFLECTIONS = ['es', 'er', 'en', 'em', 'e', 's'];
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

/** English meanings of one folded, compact word, if the map knows it or an inflected form of it. */
export function translateWordMeanings(compactWord: string): readonly string[] | undefined {
  cached ??= buildMap();
  const direct = cached.get(compactWord);
  if (direct !== undefined) return direct;
  for (const ending of INFLECTIONS) {
    if (!compactWord.endsWith(ending) || compactWord.length - ending.length < MIN_STEM) continue;
    const stem = cached.get(compactWord.slice(0, -ending.length));
    if (stem !== undefined) return stem;
  }
  return undefined;
}

/** The first English meaning of one folded, compact word (see translateWordMeanings). */
export function translateWord(compactWord: string): string | undefined {
  return translateWordMeanings(compactWord)?.[0];
}

/**
 * English readings of a name, as compact strings: the whole name word by word (LUNA ROJA -> "moonred"
 * and "redmoon", since adjectives move), when every word is known.
 */
export function englishReadings(tokens: readonly string[]): string[] {
  // The joining words of a translated name have no part in the English mark (STAR FISH, not STAR OF FISH).
  const content = tokens.length > 1 ? tokens.filter((token) => !JOINING_WORDS.has(token)) : tokens;
  if (content.length === 0 || content.length > 4) return [];
  const words = content.map((token) => translateWordMeanings(token));
  if (words.some((word) => word === undefined)) {
    // Partial translation of a longer name still helps: "CASA AZUL" with a known word each.
    return [];
  }
  // Every choice of synonyms (at most two a word in the table, four words: a few readings).
  let choices: string[][] = [[]];
  for (const meanings of words as Array<readonly string[]>)
    choices = choices.flatMap((chosen) => meanings.map((meaning) => [...chosen, meaning]));
  const readings = new Set<string>();
  for (const english of choices) {
    readings.add(english.join(''));
    if (english.length === 2) readings.add(`${english[1]}${english[0]}`);
  }
  return [...readings];
}
