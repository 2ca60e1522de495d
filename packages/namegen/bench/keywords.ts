/** 200 varied benchmark keywords: common words, two-word phrases, rare words and names. */
export const SINGLE_WORDS = `
light brand flicker kicks market cloud river stone swift bright spark ocean forest honey pixel
rocket garden coffee harbor silver falcon maple summit echo nova ember lunar solar velvet crystal
anchor beacon bloom breeze canyon cedar comet copper coral crown dawn delta drift dusk eagle fable
flame flint frost galaxy glow granite grove haven horizon iron island jade journey kindle lagoon
lantern legend lotus marble meadow mint mosaic nectar north oasis onyx orbit orchid pearl pepper
phoenix pine prism pulse quartz quest radiant raven ripple saga sage shadow shelter sierra smart
spirit spring storm sunny tango thunder tide timber trail urban vapor vertex vista voyage
wander willow wisdom wolf zenith zephyr photo cool great quick happy simple fresh clean strong
`;

export const PHRASES = [
  'federal express',
  'smart home',
  'north star',
  'blue ocean',
  'green leaf',
  'fast track',
  'bright idea',
  'open door',
  'deep dive',
  'silver lining',
  'golden hour',
  'rock solid',
  'clear sky',
  'fresh start',
  'high five',
  'wild card',
  'true north',
  'safe harbor',
  'quick fix',
  'sweet spot',
  'data cloud',
  'pet care',
  'home chef',
  'city bike',
  'green energy',
  'smart money',
  'pure water',
  'little bird',
  'big picture',
  'light house',
  'sun flower',
  'moon light',
  'fire fly',
  'snow peak',
  'coffee bean',
  'tea leaf',
  'book worm',
  'code craft',
  'health hub',
  'travel mate',
  'breakfast lunch',
  'spoon fork',
  'motor hotel',
  'smoke fog',
  'web shop',
  'photo market',
  'brand new',
  'magic box',
  'urban garden',
  'solar power',
];

export const RARE_WORDS = [
  'zymurgy',
  'quixotic',
  'ephemeral',
  'serendipity',
  'petrichor',
  'halcyon',
  'sonder',
  'lagniappe',
  'susurrus',
  'mellifluous',
  'apricity',
  'vellichor',
  'eudaimonia',
  'limerence',
  'sesquipedalian',
];

export const NAMES = [
  'amelia',
  'oliver',
  'sophia',
  'lucas',
  'isabella',
  'mateo',
  'olga',
  'kenji',
  'priya',
  'santiago',
  'fatima',
  'dmitri',
  'astrid',
  'kwame',
  'ingrid',
];

export const BENCH_KEYWORDS: readonly string[] = [
  ...SINGLE_WORDS.trim().split(/\s+/),
  ...PHRASES,
  ...RARE_WORDS,
  ...NAMES,
];
