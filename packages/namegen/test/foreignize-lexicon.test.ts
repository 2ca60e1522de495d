import { describe, expect, it } from 'vitest';
import {
  lexiconEntries,
  lexiconSize,
  loadProblems,
  romanizedForm,
  translate,
} from '../src/foreignize/lexicon.ts';
import { LANGUAGES, type Language } from '../src/types.ts';
import { createRandom } from '../src/random.ts';

/** The script each language's native form must be written in. */
const NATIVE_SCRIPT: Readonly<Record<Language, RegExp>> = {
  ES: /^[\p{Script=Latin} '-]+$/u,
  FR: /^[\p{Script=Latin} '’-]+$/u,
  DE: /^[\p{Script=Latin} -]+$/u,
  IT: /^[\p{Script=Latin} '-]+$/u,
  LA: /^[\p{Script=Latin} -]+$/u,
  PT: /^[\p{Script=Latin} -]+$/u,
  ZH: /^\p{Script=Han}+$/u,
  AR: /^[\p{Script=Arabic} ]+$/u,
  JA: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+$/u,
  RU: /^[\p{Script=Cyrillic} -]+$/u,
};
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;
/** Brand forms: lower-case ASCII letters, single spaces or hyphens between words. */
const LATIN_FORM = /^[a-z]+(?:[ -][a-z]+)*$/u;

describe('bilingual lexicon', () => {
  it('has at least 1,500 headwords', () => {
    expect(lexiconSize()).toBeGreaterThanOrEqual(1500);
  });

  it('loads every row, with no malformed rows and no repeated headword', () => {
    lexiconSize();
    expect(loadProblems.malformedRows).toEqual([]);
    expect(loadProblems.duplicateHeadwords).toEqual([]);
  });

  it('writes every native form in the script of its language', () => {
    const wrong: string[] = [];
    for (const entry of lexiconEntries()) {
      for (const language of LANGUAGES) {
        const form = entry.forms[language];
        if (!NATIVE_SCRIPT[language].test(form.native))
          wrong.push(`${entry.english} ${language} ${form.native}`);
        // Japanese kanji forms carry a kana reading; kana-only forms are their own reading.
        const reading = form.reading ?? form.native;
        if (language === 'JA' && !KANA.test(reading)) wrong.push(`${entry.english} JA reading ${reading}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives a non-empty ASCII brand form in all 10 languages for 50 sampled headwords', () => {
    const entries = lexiconEntries();
    const random = createRandom(2026).next;
    const wrong: string[] = [];
    for (let i = 0; i < 50; i++) {
      const entry = entries[Math.floor(random() * entries.length)];
      if (!entry) throw new Error('sample index out of range');
      for (const language of LANGUAGES) {
        const { latin, native } = romanizedForm(entry, language);
        if (native.length === 0 || !LATIN_FORM.test(latin)) {
          wrong.push(`${entry.english} ${language} ${native} -> "${latin}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('romanises every headword to an ASCII brand form', () => {
    const wrong: string[] = [];
    for (const entry of lexiconEntries()) {
      for (const language of LANGUAGES) {
        const { latin } = romanizedForm(entry, language);
        if (!LATIN_FORM.test(latin)) wrong.push(`${entry.english} ${language} "${latin}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('knows the translations of light', () => {
    expect(translate('light', 'ES')).toMatchObject({ latin: 'luz', native: 'luz' });
    expect(translate('light', 'FR')).toMatchObject({ latin: 'lumiere', native: 'lumière' });
    expect(translate('light', 'DE')).toMatchObject({ latin: 'licht', native: 'Licht' });
    expect(translate('light', 'LA')).toMatchObject({ latin: 'lux' });
    expect(translate('light', 'IT')).toMatchObject({ latin: 'luce' });
    expect(translate('light', 'ZH')).toMatchObject({ latin: 'guang', native: '光', toned: 'guāng' });
    expect(translate('light', 'RU')).toMatchObject({ latin: 'svet', native: 'свет' });
    expect(translate('light', 'JA')).toMatchObject({ latin: 'hikari', native: '光' });
    expect(translate('light', 'AR')).toMatchObject({ latin: 'nur', native: 'نور' });
  });

  it('romanises Arabic with its vowels, doubling and article', () => {
    expect(translate('sun', 'AR')?.latin).toBe('shams');
    expect(translate('waterfall', 'AR')?.latin).toBe('shallal');
    expect(translate('moon', 'AR')?.latin).toBe('qamar');
  });

  it('finds inflected English forms and gives undefined for unknown words', () => {
    expect(translate('lights', 'ES')?.latin).toBe('luz');
    expect(translate('Stars', 'IT')?.latin).toBe('stella');
    expect(translate('qwxzv', 'ES')).toBeUndefined();
  });
});
