import { getPronunciation, stripStress } from '../lexicon/index.ts';

/**
 * Looks-like respellings guided by the word's pronunciation (CMU): the spelling is aligned with its
 * sounds, and a letter group is rewritten only where another spelling of the SAME sound exists, the
 * way Kwik, Froot, Kool and Lyte were made. So "pizza" may become "peetza" (its i sounds ee, its zz
 * sounds ts), while the c of "ice" is never turned into a k.
 */

/** Ways English spells each sound, for the alignment (longest first within a sound). */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  P: ['pp', 'p'],
  B: ['bb', 'b'],
  T: ['tt', 'th', 't', 'ed'],
  D: ['dd', 'd', 'ed'],
  K: ['ck', 'ch', 'cc', 'qu', 'k', 'c', 'q'],
  G: ['gg', 'gh', 'gu', 'g'],
  F: ['ff', 'ph', 'gh', 'f'],
  V: ['v', 'f'],
  TH: ['th'],
  DH: ['th'],
  S: ['ss', 'sc', 'ce', 'se', 's', 'c'],
  Z: ['zz', 'z', 'se', 's', 'x'],
  SH: ['sh', 'ti', 'ci', 'ch', 's'],
  ZH: ['s', 'g'],
  HH: ['wh', 'h'],
  CH: ['tch', 'ch', 't'],
  JH: ['dge', 'dg', 'ge', 'gi', 'j', 'g', 'd'],
  M: ['mm', 'mb', 'm'],
  N: ['nn', 'kn', 'gn', 'n'],
  NG: ['ng', 'n'],
  L: ['ll', 'le', 'l'],
  R: ['rr', 'wr', 're', 'r'],
  W: ['wh', 'w', 'u', 'o'],
  Y: ['y', 'i', 'j'],
  IY: ['ee', 'ea', 'ie', 'ey', 'ei', 'e', 'i', 'y'],
  IH: ['i', 'y', 'e', 'ui', 'a'],
  EY: ['ai', 'ay', 'ei', 'ey', 'a'],
  EH: ['ea', 'ai', 'e', 'a'],
  AE: ['a', 'ai'],
  AA: ['au', 'aw', 'a', 'o'],
  AO: ['au', 'aw', 'ou', 'oa', 'o', 'a'],
  AH: ['ou', 'o', 'u', 'a', 'e', 'i'],
  OW: ['oa', 'ow', 'oe', 'ou', 'o'],
  UH: ['oo', 'ou', 'u', 'o'],
  UW: ['oo', 'ew', 'ue', 'ui', 'ou', 'u', 'o'],
  AY: ['igh', 'ie', 'ye', 'i', 'y'],
  AW: ['ou', 'ow'],
  OY: ['oi', 'oy'],
  ER: ['er', 'ir', 'ur', 'or', 'ar', 'our', 're', 'r'],
};

/** Two sounds one letter group can spell: x = k+s, zz in pizza = t+s, qu = k+w. */
const PAIR_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'K S': ['x', 'cks', 'ks'],
  'T S': ['zz', 'tz', 'ts'],
  'K W': ['qu'],
  'Y UW': ['u', 'ew'],
  'Y AH': ['u'],
};

/** Brand respellings of a sound, each with how typical it is of real names. */
interface Respelling {
  to: string;
  weight: number;
  label: string;
}

const RESPELLINGS: Readonly<Record<string, readonly Respelling[]>> = {
  K: [{ to: 'k', weight: 0.95, label: 'k for a hard c, like Kool' }],
  F: [
    { to: 'f', weight: 0.95, label: 'f for ph, like Foto' },
    { to: 'ph', weight: 0.6, label: 'ph for f, like Phresh' },
  ],
  IY: [
    { to: 'ee', weight: 0.75, label: 'ee for the ee sound, like Kleenex' },
    { to: 'ea', weight: 0.5, label: 'ea for the ee sound' },
    { to: 'y', weight: 0.55, label: 'y for a final ee sound' },
    { to: 'ie', weight: 0.6, label: 'ie for a final ee sound' },
  ],
  IH: [{ to: 'y', weight: 0.6, label: 'y for i, like Lyft' }],
  AY: [{ to: 'y', weight: 0.7, label: 'y for the long i, like Lyte' }],
  EY: [
    { to: 'ay', weight: 0.6, label: 'ay for the long a' },
    { to: 'ai', weight: 0.55, label: 'ai for the long a' },
  ],
  UW: [
    { to: 'oo', weight: 0.75, label: 'oo for the oo sound, like Froot' },
    { to: 'u', weight: 0.65, label: 'u for a final oo sound, like Tru' },
  ],
  'Y UW': [{ to: 'yoo', weight: 0.45, label: 'yoo for the long u' }],
  ER: [{ to: 'r', weight: 0.8, label: 'r for an unstressed er, like Flickr' }],
  'T S': [{ to: 'tz', weight: 0.7, label: 'tz for the ts sound' }],
  'K S': [{ to: 'x', weight: 0.9, label: 'x for ks, like Xpress' }],
  'K W': [{ to: 'kw', weight: 0.8, label: 'kw for qu, like Kwik' }],
  S: [{ to: 'z', weight: 0.6, label: 'z for s, like Zest' }],
  Z: [{ to: 'z', weight: 0.85, label: 'z for an s that sounds z' }],
  JH: [{ to: 'j', weight: 0.6, label: 'j for a soft g' }],
  SH: [{ to: 'sh', weight: 0.7, label: 'sh for the sh sound' }],
  AH: [{ to: 'ah', weight: 0.5, label: 'ah for a final a' }],
};

interface Segment {
  sound: string;
  letters: string;
  /** The group ends in a silent e the alignment added ("care": k + "are"), kept when it is respelled. */
  silentE?: boolean;
}

/** Aligns a spelling with its sounds; silent letters (a final e, a doubled letter) join the group before. */
function align(word: string, sounds: readonly string[]): Segment[] | undefined {
  const memo = new Map<string, Segment[] | null>();
  const solve = (i: number, j: number): Segment[] | null => {
    const key = `${i}:${j}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let result: Segment[] | null = null;
    if (j === sounds.length) {
      // Trailing silent letters ("e", "h") are kept as a group of no sound.
      const rest = word.slice(i);
      result = rest === '' ? [] : /^[eh]$/.test(rest) ? [{ sound: '', letters: rest }] : null;
    } else {
      const options: Array<{ sound: string; spellings: readonly string[]; used: number }> = [];
      const pair = `${sounds[j] ?? ''} ${sounds[j + 1] ?? ''}`;
      if (PAIR_SPELLINGS[pair]) options.push({ sound: pair, spellings: PAIR_SPELLINGS[pair], used: 2 });
      options.push({ sound: sounds[j] ?? '', spellings: SPELLINGS[sounds[j] ?? ''] ?? [], used: 1 });
      for (const { sound, spellings, used } of options) {
        for (const spelling of spellings) {
          if (!word.startsWith(spelling, i)) continue;
          // A silent e may follow a consonant group inside the word ("care", "bakery" keeps its e as ER).
          for (const silent of ['', 'e']) {
            if (silent && !word.startsWith(silent, i + spelling.length)) continue;
            const letters = spelling + silent;
            const rest = solve(i + letters.length, j + used);
            if (rest) {
              result = [{ sound, letters, silentE: silent === 'e' }, ...rest];
              break;
            }
          }
          if (result) break;
        }
        if (result) break;
      }
    }
    memo.set(key, result);
    return result;
  };
  return solve(0, 0) ?? undefined;
}

export interface SoundRespelling {
  name: string;
  weight: number;
  label: string;
  /** Letter groups respelled (1 or 2). */
  changes: number;
}

/** Sounds whose respelling may close a word inside a phrase (see soundRespellings). */
const INNER_END_SOUNDS: ReadonlySet<string> = new Set(['F', 'K', 'Z', 'K S']);

/** The stress digit of each segment's first sound ('' for consonants and silent groups). */
function segmentStresses(segments: readonly Segment[], pronunciation: readonly string[]): string[] {
  let soundIndex = 0;
  return segments.map((segment) => {
    const first = segment.sound === '' ? '' : (pronunciation[soundIndex] ?? '');
    soundIndex += segment.sound === '' ? 0 : segment.sound.split(' ').length;
    return /\d$/.test(first) ? first.slice(-1) : '';
  });
}

/** Up to this many sounds are respelled at once: more reads as another word. */
const MAX_CHANGES = 2;

/**
 * Respellings of a word that keep its sound, one or two letter groups changed. `atEnd` false keeps the
 * word's last group as typed (a word inside a phrase). Unknown words give none.
 */
export function soundRespellings(word: string, atEnd = true): SoundRespelling[] {
  const pronunciation = getPronunciation(word);
  if (!pronunciation) return [];
  const segments = align(word, stripStress(pronunciation));
  if (!segments) return [];
  const stressAt = segmentStresses(segments, pronunciation);
  const choices = segments.map((segment, index) => {
    const isLast = index === segments.length - 1;
    const isFirst = index === 0;
    const options = (RESPELLINGS[segment.sound] ?? []).filter((option) => {
      const spoken = segment.silentE ? segment.letters.slice(0, -1) : segment.letters;
      if (option.to === segment.letters || option.to === spoken) return false;
      // Undoubling a letter ("coffee" -> "cofee") reads as a typo, not a styling.
      if (/^(.)\1$/.test(segment.letters) && option.to === segment.letters[0]) return false;
      // Inside a phrase a word keeps its ending, but a closing consonant may take its brand spelling
      // (surf → surph school, kids → kidz clothing); vowel and -er endings stay as typed.
      if (!atEnd && isLast && !INNER_END_SOUNDS.has(segment.sound)) return false;
      // A few respellings are only natural at a word's edge.
      if (segment.sound === 'ER' && option.to === 'r') return isLast;
      if (segment.sound === 'AH' || option.label.includes('final')) return isLast;
      if (segment.sound === 'S' && option.to === 'z') return !isFirst || /^s[aeiou]/.test(word);
      return true;
    });
    // A silent e that followed the group stays ("care" -> "kare").
    const silent = segment.silentE ? 'e' : '';
    const respelled = options.map((option) => ({
      ...option,
      to: option.to + (option.to.endsWith('e') ? '' : silent),
    }));
    // An unstressed vowel before l, n, r or m is barely said (rental, jewel, garden): it may go, as in
    // Tumblr; alone that is one letter dropped, so the engine's typo filter keeps it only stacked.
    const next = segments[index + 1]?.sound ?? '';
    // Not in a word before a phrase's head: there the drop runs into the next word's consonants
    // (legladvice, dentlclinic).
    if (
      atEnd &&
      segment.sound === 'AH' &&
      stressAt[index] === '0' &&
      !isFirst &&
      /^[aeiou]$/.test(segment.letters) &&
      /^(?:L|N|R|M)$/.test(next)
    ) {
      respelled.push({ to: '', weight: 0.6, label: 'unstressed vowel dropped, like Tumblr' });
    }
    return respelled;
  });
  const results: SoundRespelling[] = [];
  const walk = (index: number, built: string, weight: number, labels: string[]): void => {
    if (index === segments.length) {
      if (labels.length > 0 && built !== word)
        results.push({ name: built, weight, label: labels.join(', '), changes: labels.length });
      return;
    }
    const segment = segments[index] as Segment;
    walk(index + 1, built + segment.letters, weight, labels);
    if (labels.length >= MAX_CHANGES) return;
    for (const option of choices[index] ?? []) {
      walk(index + 1, built + option.to, weight * option.weight, [...labels, option.label]);
    }
  };
  walk(0, '', 1, []);
  return results;
}
