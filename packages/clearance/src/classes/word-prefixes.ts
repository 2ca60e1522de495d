/**
 * Combining forms and prefixes that modify a word without changing what kind of thing it names:
 * a megaphone is a kind of phone, a nanorobot a robot, refuelling is fuelling. Written from general
 * knowledge of English word formation, not from any list of goods.
 */
const PREFIXES: readonly string[] = [
  // Size, number and degree.
  'micro',
  'macro',
  'mega',
  'nano',
  'mini',
  'multi',
  'poly',
  'mono',
  'semi',
  'super',
  'ultra',
  'hyper',
  'hypo',
  'infra',
  'inter',
  'intra',
  'over',
  'under',
  'counter',
  'sub',
  'post',
  'pre',
  'neo',
  'pseudo',
  'proto',
  'retro',
  'extra',
  // Science and technology.
  'auto',
  'bio',
  'geo',
  'hydro',
  'aero',
  'aqua',
  'electro',
  'thermo',
  'photo',
  'radio',
  'tele',
  'cryo',
  'cyclo',
  'chromo',
  'stereo',
  'magneto',
  'opto',
  'cyber',
  'techno',
  'eco',
  'iso',
  'para',
  'meta',
  'neuro',
  'cardio',
  'gastro',
  'dermato',
  'ortho',
  'pneumo',
  // Negation and reversal.
  // Not "un" or "dis": ungluing agents and disintegrators are not glues or integrators.
  'anti',
  'non',
  'de',
  're',
];

/** Longest first, so "electro" is tried before "re" would cut "electr-". */
const BY_LENGTH = [...PREFIXES].sort((left, right) => right.length - left.length);

/** Shortest remainder worth reading as a word of its own ("megaphones" -> "phones"). */
const MIN_REMAINDER = 4;

/** The word with a leading prefix removed, for each prefix it starts with, longest prefix first. */
export function withoutPrefixes(word: string): string[] {
  const remainders: string[] = [];
  for (const prefix of BY_LENGTH) {
    if (!word.startsWith(prefix)) continue;
    const remainder = word.slice(prefix.length).replace(/^-/, '');
    if (remainder.length >= MIN_REMAINDER) remainders.push(remainder);
  }
  return remainders;
}
