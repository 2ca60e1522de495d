import { stemmer } from 'stemmer';

/**
 * Text normalisation shared by the vocabulary index and by queries, so both sides are reduced the
 * same way: Unicode folding, British/American spelling, hyphen handling, stop words, Porter stems.
 */

/** British spellings mapped to one form so "colour"/"color" or "tyres"/"tires" meet. */
const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  colour: 'color',
  colours: 'colors',
  colouring: 'coloring',
  flavour: 'flavor',
  flavours: 'flavors',
  flavouring: 'flavoring',
  flavourings: 'flavorings',
  odour: 'odor',
  odours: 'odors',
  vapour: 'vapor',
  harbour: 'harbor',
  labour: 'labor',
  armour: 'armor',
  humour: 'humor',
  tumour: 'tumor',
  behaviour: 'behavior',
  jewellery: 'jewelry',
  jeweller: 'jeweler',
  aluminium: 'aluminum',
  tyre: 'tire',
  tyres: 'tires',
  centre: 'center',
  centres: 'centers',
  fibre: 'fiber',
  fibres: 'fibers',
  metre: 'meter',
  metres: 'meters',
  litre: 'liter',
  theatre: 'theater',
  theatres: 'theaters',
  grey: 'gray',
  mould: 'mold',
  moulds: 'molds',
  moulding: 'molding',
  mouldings: 'moldings',
  plough: 'plow',
  ploughs: 'plows',
  catalogue: 'catalog',
  catalogues: 'catalogs',
  programme: 'program',
  programmes: 'programs',
  cheque: 'check',
  cheques: 'checks',
  pyjamas: 'pajamas',
  aeroplane: 'airplane',
  aeroplanes: 'airplanes',
  aluminum: 'aluminum',
  kerb: 'curb',
  draught: 'draft',
  manoeuvring: 'maneuvering',
  sceptic: 'septic',
  practise: 'practice',
  licence: 'license',
  licences: 'licenses',
  defence: 'defense',
  nappy: 'diaper',
  nappies: 'diapers',
  sulphur: 'sulfur',
  storey: 'story',
  gaol: 'jail',
  whisky: 'whiskey',
  yoghurt: 'yogurt',
  yoghurts: 'yogurts',
  yoghourt: 'yogurt',
  doughnut: 'donut',
  doughnuts: 'donuts',
  disc: 'disk',
  discs: 'disks',
};

/** Words that carry no class information in goods and services descriptions. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'for',
  'with',
  'to',
  'in',
  'on',
  'at',
  'by',
  'from',
  'as',
  'into',
  'its',
  'their',
  'being',
  'other',
  'not',
  'use',
  'used',
  'using',
  'purposes',
  'purpose',
  'namely',
  'including',
  'included',
  'particularly',
  'especially',
  'eg',
  'ie',
  'etc',
  'all',
  'kinds',
  'kind',
  'thereof',
  'therefor',
  'than',
  'such',
  'these',
  'those',
  'this',
  'that',
  'made',
  'based',
  'parts',
  'part',
  'fittings',
  'my',
  'our',
  'your',
  'i',
  'we',
  'sell',
  'selling',
  'want',
  'make',
  'making',
  'products',
  'product',
  'goods',
  'items',
  'item',
  'things',
  'thing',
  'type',
  'types',
  'various',
  'form',
  'forms',
  'mainly',
  'consisting',
  'composed',
  'some',
  'any',
  'very',
  'similar',
  'like',
  'own',
  'new',
  'equipment',
  // Words people add when describing a business: the activity or product before them decides.
  'company',
  'companies',
  'firm',
  'brand',
  'brands',
  'startup',
  'enterprise',
  'ltd',
  'inc',
  'llc',
  'gmbh',
]);

/** Prepositions that end the core noun phrase: "bags for sports" -> core "bags". */
export const PHRASE_BREAKERS = new Set([
  'for',
  'of',
  'with',
  'to',
  'in',
  'on',
  'from',
  'against',
  'containing',
  'made',
  'based',
  'used',
  'being',
  'not',
  'except',
  'by',
  'into',
  'at',
  'under',
  'via',
  'over',
  'without',
  'than',
  'having',
  'featuring',
  'comprising',
  'incorporating',
  'specially',
  'adapted',
  'intended',
]);

/** Folds case, accents, apostrophes and odd Unicode into lower-case ASCII-ish words and separators. */
export function foldText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’'`´]s\b/g, 's')
    .replace(/[’'`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\be[.-]?g\./g, ' ')
    .replace(/\bi\.e\./g, ' ')
    .replace(/\b([a-z])-(?=[a-z]{3,})/g, '$1')
    .replace(/[^\p{L}\p{N}[\]()/;,]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits folded text into plain words (separators dropped). */
export function splitWords(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Greek-derived British spellings ("anaesthetic", "paediatric", "oesophagus") meet the American ones. */
const AE_OE_REPLACEMENTS: Readonly<Record<string, string>> = {
  anaes: 'anes',
  anaem: 'anem',
  haem: 'hem',
  paed: 'ped',
  gynaec: 'gynec',
  leukaem: 'leukem',
  aesthet: 'esthet',
  oesoph: 'esoph',
  oestr: 'estr',
  oedem: 'edem',
  foet: 'fet',
  caesar: 'cesar',
  diarrhoe: 'diarrhe',
  coeliac: 'celiac',
};
const BRITISH_AE_OE = new RegExp(Object.keys(AE_OE_REPLACEMENTS).join('|'), 'g');

/** Plain Porter stem, for gerunds the vocabulary only knows in another form ("manicuring"). */
export function porterStem(word: string): string {
  return stemmer(SPELLING_VARIANTS[word] ?? word);
}

const stemCache = new Map<string, string>();
/** Queries bring arbitrary words; the cache is emptied when full so a long-running server stays bounded. */
const STEM_CACHE_LIMIT = 100_000;

/** Spelling-normalised Porter stem of one folded word, "-ise" and "-ize" merged. */
export function stemWord(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let base = SPELLING_VARIANTS[word] ?? word;
  base = base.replace(/is(e|es|ed|ing|er|ers|ation|ations)$/, 'iz$1').replace(/yse(s|d)?$/, 'yze$1');
  base = base.replace(BRITISH_AE_OE, (match) => AE_OE_REPLACEMENTS[match] ?? match);
  // Gerunds keep their own identity: "booking" (a service) is not "book", "clothing" is not "cloth".
  const stem = /^\p{N}+$/u.test(base)
    ? base
    : /^.{3,}ings?$/.test(base)
      ? base.replace(/s$/, '')
      : stemmer(base);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, stem);
  return stem;
}

/** Content-word stems of a phrase, in order: what the index and the scorer compare. */
export function contentStems(text: string): string[] {
  return splitWords(foldText(text))
    .filter((word) => !isStopWord(word))
    .map(stemWord);
}
