// Visual skeleton: characters that look alike on a label or a screen are merged, so 0/O, 1/l/I and
// rn/m give one key. Computed from the folded name including symbols ($ for S, @ for A).

const SINGLE: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  j: 'l',
  '!': 'l',
  '|': 'l',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
  '6': 'b',
  '9': 'g',
  q: 'g',
  u: 'v',
};

const MULTI: Array<[RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
  [/nn/g, 'm'],
];

/**
 * The skeleton of an already case-folded name (see foldCase). ASCII, nearly every name, is read in one
 * pass over character codes. MULTI's successive replaces can be one left-to-right scan because the
 * merged letters (m, w, d) are in no pair, and the only pairs that overlap are rn and nn ("rnn"), where
 * the scan meets the r first just as the rn replace ran first.
 */
export function visualSkeleton(folded: string): string {
  let skeleton = '';
  let last = -1;
  // A kept character not yet written: it may be the first of a MULTI pair.
  let pending = -1;
  for (let i = 0; i < folded.length; i++) {
    const char = folded.charCodeAt(i);
    if (char >= 128) return unicodeSkeleton(folded);
    const looks = ASCII_LOOKS[char]!;
    if (looks < 0) continue;
    if (pending < 0) {
      pending = looks;
      continue;
    }
    const merged = mergedPair(pending, looks);
    const code = merged >= 0 ? merged : pending;
    pending = merged >= 0 ? -1 : looks;
    // Doubled letters read the same at a glance (APPLE / APLE).
    if (code !== last) skeleton += String.fromCharCode(code);
    last = code;
  }
  if (pending >= 0 && pending !== last) skeleton += String.fromCharCode(pending);
  return skeleton;
}

function unicodeSkeleton(folded: string): string {
  let mapped = '';
  for (const char of folded) mapped += SINGLE[char] ?? char;
  mapped = mapped.replace(/[^\p{L}\p{N}]+/gu, '');
  for (const [pattern, replacement] of MULTI) mapped = mapped.replace(pattern, replacement);
  return mapped.replace(/(.)\1+/gu, '$1');
}

// For each ASCII code, the code of the character it looks like, or -1 when it is dropped (neither a
// letter nor a digit once mapped).
const ASCII_LOOKS = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  const looks = SINGLE[char] ?? char;
  return /^[A-Za-z0-9]$/.test(looks) ? looks.charCodeAt(0) : -1;
});

const R = 'r'.charCodeAt(0);
const N = 'n'.charCodeAt(0);
const V = 'v'.charCodeAt(0);
const C = 'c'.charCodeAt(0);
const L = 'l'.charCodeAt(0);
const M = 'm'.charCodeAt(0);
const W = 'w'.charCodeAt(0);
const D = 'd'.charCodeAt(0);

/** The code MULTI turns the pair into, -1 when it is no pair. */
function mergedPair(first: number, second: number): number {
  if (second === N) return first === R || first === N ? M : -1;
  if (first === V && second === V) return W;
  if (first === C && second === L) return D;
  return -1;
}

// Letters that are one another mirrored or turned over, as they stand in a skeleton (q is already g,
// u already v): b/d and p/q mirrored, m/w and n/u turned. They are kept apart in the stored skeleton
// (merging them would make every B-name D's twin and rewrite the keys of every imported register); the
// query's variants are looked up instead, and the scoring compares them.
const MIRRORED: Record<string, string> = { b: 'd', d: 'b', p: 'g', g: 'p', m: 'w', w: 'm', n: 'v', v: 'n' };
/** Skeletons shorter than this have too many mirrored twins to be telling. */
const MIN_MIRROR_LENGTH = 4;
/** Positions flipped one at a time, at most (the variants are btree lookups: a bound on keys). */
const MAX_MIRROR_POSITIONS = 10;

function collapseDoubles(text: string): string {
  return text.replace(/(.)\1+/gu, '$1');
}

/**
 * The skeletons a reader may take this one for: each mirrored letter flipped alone (BIOR -> DIOR), and
 * each kind of mirrored letter flipped everywhere at once (BOLDY -> DOLBY). At most
 * MAX_MIRROR_POSITIONS + 4 keys; none for a skeleton under four letters.
 */
export function mirroredSkeletons(skeleton: string): string[] {
  if (skeleton.length < MIN_MIRROR_LENGTH) return [];
  const found = new Set<string>();
  let positions = 0;
  for (let at = 0; at < skeleton.length && positions < MAX_MIRROR_POSITIONS; at += 1) {
    const twin = MIRRORED[skeleton.charAt(at)];
    if (twin === undefined) continue;
    positions += 1;
    found.add(collapseDoubles(skeleton.slice(0, at) + twin + skeleton.slice(at + 1)));
  }
  for (const [a, b] of [
    ['b', 'd'],
    ['p', 'g'],
    ['m', 'w'],
    ['n', 'v'],
  ] as const) {
    if (!skeleton.includes(a) || !skeleton.includes(b)) continue;
    found.add(
      collapseDoubles([...skeleton].map((char) => (char === a ? b : char === b ? a : char)).join('')),
    );
  }
  found.delete(skeleton);
  return [...found];
}

/** Two skeletons of one length that differ only in one or two mirrored letters (BIOR / DIOR, BOLDY / DOLBY). */
export function mirroredAlike(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < MIN_MIRROR_LENGTH || a === b) return false;
  let differences = 0;
  for (let at = 0; at < a.length; at += 1) {
    if (a[at] === b[at]) continue;
    differences += 1;
    if (differences > 2 || MIRRORED[a.charAt(at)] !== b[at]) return false;
  }
  return true;
}

// Digits shaped like a capital letter that the lower-case skeleton reads otherwise (6 is b there, as in
// lower case, 2 is kept): LE6O written for LEGO, 2ARA for ZARA. Read on the query side only, so the
// stored skeletons stay as they are.
const DIGIT_CAPITALS: Record<string, string> = { '6': 'g', '2': 'z' };

/**
 * The compact name with its 6s read as G and its 2s as Z (every one at once): LE6O -> lego. Empty when
 * the name has neither.
 */
export function digitsReadAsCapitals(compact: string): string[] {
  if (!/[62]/.test(compact)) return [];
  return [compact.replace(/[62]/g, (digit) => DIGIT_CAPITALS[digit] ?? digit)];
}
