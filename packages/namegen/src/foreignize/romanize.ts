import { pinyin } from 'pinyin-pro';
import { transliterate } from 'transliteration';
import { toRomaji } from 'wanakana';
import type { Language } from '../types.ts';
import { romanizeArabic, stripArabicMarks } from './arabic-romanize.ts';

/** A translation as the lexicon stores it, before romanisation. */
export interface NativeForm {
  /** What a native speaker writes: lumière, 光, نور, свет. */
  native: string;
  /** For Japanese, the kana reading of a kanji form (ひかり for 光). */
  reading?: string;
  /** For Arabic, the form with short-vowel marks that the romanisation reads. */
  vocalised?: string;
}

/** A translation in Latin script for a brand name, with its native form and a pronunciation hint. */
export interface RomanizedForm {
  /** Lower-case ASCII letters, spaces and hyphens: luz, lumiere, guang, hikari, nur, svet. */
  latin: string;
  native: string;
  /** Pinyin with tone marks for Chinese (guāng); absent elsewhere. */
  toned?: string;
}

const GERMAN_FOLDS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l' };

/** Folds diacritics and ligatures to plain ASCII letters (lumière → lumiere, Straße → strasse). */
export function foldToAscii(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøł]/gu, (ch) => GERMAN_FOLDS[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/gu, '')
    .replace(/[^a-z\s-]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

function romanizeChinese(hanzi: string): RomanizedForm {
  const plain = pinyin(hanzi, { toneType: 'none', type: 'array', nonZh: 'removed' }).join('');
  const toned = pinyin(hanzi, { toneType: 'symbol', type: 'array', nonZh: 'removed' }).join('');
  return { latin: foldToAscii(plain), native: hanzi, toned };
}

function romanizeJapanese(form: NativeForm): RomanizedForm {
  const kana = form.reading ?? form.native;
  // wanakana writes "n'" before a vowel (kin'iro); the apostrophe is dropped for brand use.
  // A long-vowel mark in hiragana comes out as "-" (こーひー → ko-hi-): lengthen the vowel instead.
  const romaji = toRomaji(kana).replace(/([aeiou])-/gu, '$1$1');
  return {
    latin: foldLongVowels(foldToAscii(romaji).replace(/fyi/gu, 'fi'), form.native),
    native: form.native,
  };
}

/**
 * Brand spelling folds long vowels as Hepburn without macrons does (ryuu → ryu, taiyou → taiyo).
 * A verb's final う is a syllable of its own, not a lengthening (追う ou, 救う sukuu), so it stays;
 * so does a fold that would leave a single letter (王 ou).
 */
function foldLongVowels(romaji: string, native: string): string {
  const isVerbEnding = native.endsWith('う') && /(?:ou|uu)$/u.test(romaji);
  const body = isVerbEnding ? romaji.slice(0, -2) : romaji;
  const tail = isVerbEnding ? romaji.slice(-2) : '';
  const folded = body.replace(/ou/gu, 'o').replace(/uu/gu, 'u').replace(/oo/gu, 'o') + tail;
  return folded.replace(/\s/gu, '').length >= 2 ? folded : romaji;
}

/** Turns a stored translation into its Latin-script brand form for the given language. */
export function romanize(form: NativeForm, language: Language): RomanizedForm {
  switch (language) {
    case 'ZH':
      return romanizeChinese(form.native);
    case 'JA':
      return romanizeJapanese(form);
    case 'AR': {
      const vocalised = form.vocalised ?? form.native;
      return { latin: foldToAscii(romanizeArabic(vocalised)), native: stripArabicMarks(vocalised) };
    }
    case 'RU':
      return { latin: foldToAscii(transliterate(form.native)), native: form.native };
    default:
      return { latin: foldToAscii(form.native), native: form.native };
  }
}
