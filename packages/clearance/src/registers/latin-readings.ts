// A name written in Greek, Cyrillic or Japanese kana read in Latin letters, as an examiner reads ΝΕΣΚΑΦΕ
// as NESKAFE or ナイキ as NIKE: the same name said in another script conflicts by sound. The register's
// keys are Latin-script keys, so a name in another script has no sound key of its own; its readings give
// it one. Greek and Cyrillic go through the `transliteration` package, kana through `wanakana` (Hepburn),
// as namegen's Foreignize does. Other scripts are left alone: Arabic and Hebrew omit vowels, and Chinese
// characters have no one reading a brand is said by.
import { transliterate } from 'transliteration';
import { toRomaji } from 'wanakana';

const GREEK_OR_CYRILLIC = /[\p{Script=Greek}\p{Script=Cyrillic}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** The long-vowel mark and the middle dot between words are kana-block punctuation, not letters. */
const KANA_WORD = /[\p{Script=Hiragana}\p{Script=Katakana}ー・]+/gu;

/**
 * Greek digraphs that stand for one Latin sound (ΜΠΑΡ is BAR, ΝΤΟΝΑ is DONA, ΓΚΑΖΙ is GAZI) at the start
 * of a word; inside a word they are said MB, ND, NG as the letter-for-letter reading writes them.
 */
const GREEK_ONSETS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|[^\p{L}])[μΜ][πΠ]/gu, '$1b'],
  [/(^|[^\p{L}])[νΝ][τΤ]/gu, '$1d'],
  [/(^|[^\p{L}])[γΓ][κΚ]/gu, '$1g'],
];

/** Readings of one name at most: each is scored and looked up. */
const MAX_READINGS = 3;

/**
 * How a kana word written for an English one (a loanword: ナイキ, マクドナルド) is spelled back in English:
 * long vowels and doubled consonants (small TSU) made single; the vowels Japanese adds after a
 * consonant dropped where English has none (U between consonants and at the end, O after T or D at the
 * end, I after K at the end: makudonarudo -> makdonard, sutoraiki -> straik); and a final AI before one
 * consonant spelled as English spells that sound, I + consonant + E (naik -> nike, straik -> strike).
 */
export function englishLoanwordSpelling(romaji: string): string {
  let text = romaji.replace(/([aeiou])\1+/g, '$1').replace(/([b-df-hj-np-tv-z])\1+/g, '$1');
  text = text.replace(/(?<=[b-df-hj-np-tv-z])u(?=[b-df-hj-np-tv-z]|$)/g, '');
  text = text.replace(/(?<=[td])o$/, '').replace(/(?<=k)i$/, '');
  text = text.replace(/ai([b-df-hj-np-tv-z])$/, 'i$1e');
  return text;
}

/**
 * Latin readings of a name with Greek, Cyrillic or kana letters (empty for any other name), at most
 * MAX_READINGS: the letter-for-letter reading and, for kana, its English spelling (see
 * englishLoanwordSpelling), with R read as L too, as Japanese writes English L with its R.
 */
export function latinReadings(name: string): string[] {
  const greekOrCyrillic = GREEK_OR_CYRILLIC.test(name);
  const kana = KANA.test(name);
  if (!greekOrCyrillic && !kana) return [];
  let text = name;
  if (greekOrCyrillic) {
    for (const [pattern, latin] of GREEK_ONSETS) text = text.replace(pattern, latin);
    text = transliterate(text);
  }
  const readings = [text];
  if (kana) {
    // Each run of kana as one romaji word; the middle dot between words is a space.
    const romaji = text.replace(KANA_WORD, (run) => ` ${toRomaji(run.replace(/・/g, ' '))} `);
    const english = romaji.replace(/[a-z]+/gi, (word) => englishLoanwordSpelling(word.toLowerCase()));
    readings.splice(0, 1, romaji, english);
    if (english.includes('r')) readings.push(english.replace(/r/g, 'l'));
  }
  return [...new Set(readings.map((reading) => reading.replace(/\s+/g, ' ').trim()))]
    .filter((reading) => /[a-z]/i.test(reading))
    .slice(0, MAX_READINGS);
}
