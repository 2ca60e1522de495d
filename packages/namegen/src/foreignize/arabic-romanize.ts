/**
 * A small romanisation of vocalised Arabic written for brand use: plain ASCII, long vowels folded
 * to short ones (nūr → nur), hamza and ʿayn dropped. The `transliteration` package maps letters one
 * to one and ignores short-vowel marks, which gives unreadable names (نور → "nwr"), hence this table.
 * The lexicon stores Arabic with its short-vowel marks (harakat) so vowels can be read off the script.
 */

const CONSONANTS: Readonly<Record<string, string>> = {
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  پ: 'p',
  چ: 'ch',
  ڤ: 'v',
  گ: 'g',
};

/** Letters that carry no sound of their own in this romanisation (glottal stop, ʿayn). */
const SILENT = new Set(['ء', 'ع', 'ؤ', 'ئ']);

const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const SUKUN = '\u0652';
const SHADDA = '\u0651';
const SHORT_VOWELS: Readonly<Record<string, string>> = { [FATHA]: 'a', [DAMMA]: 'u', [KASRA]: 'i' };
/** Tanwin (-an, -un, -in) is not pronounced at the end of a name said on its own (pausal form). */
const TANWIN = new Set(['\u064B', '\u064C', '\u064D']);
const KASRATAN = '\u064D';
const SUPERSCRIPT_ALEF = '\u0670';
const TATWEEL = '\u0640';

/** Removes the short-vowel and other marks, giving the form a brand would display. */
export function stripArabicMarks(text: string): string {
  return text.replace(/[\u064B-\u065F\u0670\u0640]/gu, '');
}

function nextMark(chars: readonly string[], index: number): string | undefined {
  const next = chars[index + 1];
  return next !== undefined && /[\u064B-\u0652]/u.test(next) ? next : undefined;
}

/** Letters that the article al- assimilates to (ash-shams, an-nur). */
const SUN_LETTERS = new Set(Array.from('تثدذرزسشصضطظلن'));

function romanizeWord(word: string): string {
  let chars = Array.from(word);
  let out = '';
  if (chars[0] === 'ا' && chars[1] === 'ل' && chars.length > 3) {
    // The article: "al" before moon letters; before sun letters the shadda doubles the letter.
    const first = chars[2] ?? '';
    const firstSound = CONSONANTS[first] ?? '';
    // Digraph sun letters are spelled out once here (ash-shams) since shadda only doubles single letters.
    out = SUN_LETTERS.has(first) ? (firstSound.length > 1 ? `a${firstSound}` : 'a') : 'al';
    chars = chars.slice(2);
  }
  let lastConsonant = '';
  /** Where the last consonant ends in `out`, so a shadda written after its vowel still doubles it. */
  let consonantEnd = -1;
  let lastVowel = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const mark = nextMark(chars, i);
    if (ch in SHORT_VOWELS) {
      out += SHORT_VOWELS[ch];
      lastVowel = SHORT_VOWELS[ch] ?? '';
      continue;
    }
    if (ch === SHADDA) {
      // Doubling: repeat a single-letter consonant (hubb); digraphs stay single to keep names short.
      if (lastConsonant.length === 1 && consonantEnd >= 0) {
        out = out.slice(0, consonantEnd) + lastConsonant + out.slice(consonantEnd);
        consonantEnd = -1;
      }
      continue;
    }
    if (ch === KASRATAN && chars.slice(i + 1).every((rest) => /[\u064B-\u0652]/u.test(rest))) {
      // Nouns like عَالٍ or وَادٍ end in -i when said alone (ali, wadi); other tanwin is silent.
      out += 'i';
      continue;
    }
    if (ch === SUKUN || TANWIN.has(ch) || ch === TATWEEL) continue;
    if (ch === SUPERSCRIPT_ALEF) {
      if (!out.endsWith('a')) out += 'a';
      continue;
    }
    if (ch === 'ا' || ch === 'أ' || ch === 'آ' || ch === 'ى') {
      // Alif lengthens a preceding fatha; at the start of a word it carries its own vowel.
      if (i === 0) {
        // A bare initial alif before a vowelless consonant is hamzat al-wasl, said "i" when the word
        // stands alone (intisar, istithmar, ism); otherwise it carries an "a".
        if (mark === undefined) out += chars[2] === SUKUN ? 'i' : 'a';
      } else if (lastVowel !== 'a' && mark === undefined) {
        out += 'a';
        lastVowel = 'a';
      }
      lastConsonant = '';
      continue;
    }
    if (ch === 'إ') {
      out += 'i';
      lastVowel = 'i';
      if (mark === KASRA) i++;
      continue;
    }
    if (ch === 'ة') {
      if (!out.endsWith('a')) out += 'a';
      continue;
    }
    if (ch === 'و' || ch === 'ي') {
      const glide = ch === 'و' ? 'w' : 'y';
      const longVowel = ch === 'و' ? 'u' : 'i';
      // A vowel mark or a shadda on the letter makes it a consonant (w, y) rather than a long vowel.
      const hasOwnVowel = mark !== undefined && mark !== SUKUN;
      if (hasOwnVowel || i === 0) {
        out += glide;
        lastConsonant = glide;
        consonantEnd = out.length;
        lastVowel = '';
      } else if (lastVowel === longVowel) {
        // Long vowel: ū / ī folded to u / i.
        lastConsonant = '';
      } else if (lastVowel === 'a') {
        out += glide; // diphthong aw / ay
        lastConsonant = glide;
        lastVowel = '';
      } else {
        // Unvocalised context: read the letter as its long vowel.
        out += longVowel;
        lastVowel = longVowel;
        lastConsonant = '';
      }
      continue;
    }
    if (SILENT.has(ch)) {
      lastConsonant = '';
      continue;
    }
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      out += consonant;
      lastConsonant = consonant;
      consonantEnd = out.length;
      lastVowel = '';
    }
  }
  // A doubled final glide (qutbiyy, aduww) is said as a plain long vowel at the end of a name.
  return out.replace(/iyy$/u, 'i').replace(/uww$/u, 'u');
}

/** Romanises Arabic text word by word into lower-case ASCII. */
export function romanizeArabic(text: string): string {
  return text
    .trim()
    .split(/\s+/u)
    .map(romanizeWord)
    .filter((word) => word.length > 0)
    .join(' ');
}
