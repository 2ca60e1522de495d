import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { editSimilarity, levenshtein } from '../src/registers/edit-distance.ts';
import { isoDate, validateMark } from '../src/registers/mark-validation.ts';
import { phoneticSpelling } from '../src/registers/phonetic.ts';
import { deriveSearchKeys } from '../src/registers/search-keys.ts';
import { euipoStatus, ukipoStatus, usptoStatus } from '../src/registers/status-mapping.ts';
import { compactName, normaliseName, singular } from '../src/registers/text-fold.ts';
import { englishReadings } from '../src/registers/translations.ts';
import { visualSkeleton } from '../src/registers/visual-skeleton.ts';

describe('search keys', () => {
  it('folds Unicode, diacritics, width and punctuation', () => {
    expect(normaliseName('  Café-Bar!  ')).toBe('cafe bar');
    expect(compactName('ＳＴＡＲ Bücks')).toBe('starbucks');
    expect(compactName('Straße & Co.')).toBe('strasseandco');
    expect(normaliseName('e\u0301clair')).toBe('eclair');
    expect(compactName('東京')).toBe('東京');
  });
  it('derives keys', () => {
    const keys = deriveSearchKeys('Q*BERT Games');
    expect(keys).toMatchObject({
      nameNorm: 'q bert games',
      nameCompact: 'qbertgames',
      tokens: ['q', 'bert', 'games'],
    });
    expect(keys.phoneticPrimary.length).toBeGreaterThan(2);
  });
  it('merges look-alike characters in the skeleton', () => {
    expect(visualSkeleton('g00gle')).toBe(visualSkeleton('google'));
    expect(visualSkeleton('modern')).toBe(visualSkeleton('modem'));
    expect(visualSkeleton('app1e')).toBe(visualSkeleton('apple'));
    expect(visualSkeleton('lnstagram')).toBe(visualSkeleton('instagram'));
  });
  it('respells by sound', () => {
    expect(phoneticSpelling('phyzer')).toBe(phoneticSpelling('fiser'));
    expect(phoneticSpelling('nyke')).toBe(phoneticSpelling('nike'));
  });
  it('singularises plurals', () => {
    expect(singular('berries')).toBe('berry');
    expect(singular('boxes')).toBe('box');
    expect(singular('books')).toBe('book');
    expect(singular('glass')).toBe('glass');
  });
  it('reads foreign names in English', () => {
    expect(englishReadings(['manzana'])).toEqual(['apple']);
    expect(englishReadings(['luna', 'roja'])).toEqual(expect.arrayContaining(['moonred', 'redmoon']));
    expect(englishReadings(['zzzz'])).toEqual([]);
  });
  it('measures edit distance', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('oracel', 'oracle')).toBe(1);
    expect(levenshtein('abc', '')).toBe(3);
    expect(editSimilarity('', '')).toBe(1);
    expect(editSimilarity('abcd', 'abce')).toBe(0.75);
  });
});

describe('scoreConflict', () => {
  const score = (a: string, b: string) => scoreConflict(profileName(a), profileName(b));
  it('orders kinds of similarity sensibly', () => {
    expect(score('Apple', 'APPLE')).toEqual({ score: 1, reasons: ['identical'] });
    expect(score('SKY NEWS', 'SKYNEWS').reasons[0]).toBe('spacing');
    expect(score('Zuvraliq', 'Apple').reasons).toEqual([]);
    expect(score('STARBUCKS', 'SAMBUCKS').score).toBeGreaterThan(score('STARBUCKS', 'STARLIGHT').score);
  });
  it('is symmetric enough for containment', () => {
    expect(score('SKY', 'SKYPE').reasons).toContain('contained');
    expect(score('SKYPE', 'SKY').reasons).toContain('contained');
  });
});

describe('records', () => {
  it('validates dates strictly', () => {
    expect(isoDate('20240229')).toBe('2024-02-29');
    expect(isoDate('2023-02-29')).toBeNull();
    expect(isoDate('19831200')).toBeNull();
    expect(isoDate('garbage')).toBeNull();
  });
  it('refuses bad records with a reason', () => {
    const base = {
      office: 'UK' as const,
      number: '1',
      name: 'X',
      status: 'registered' as const,
      classes: [1],
    };
    expect(validateMark(base)).toHaveProperty('mark');
    expect(validateMark({ ...base, name: '***' })).toEqual({ reason: 'name has no letters or digits' });
    expect(validateMark({ ...base, classes: [0] })).toHaveProperty('reason');
    expect(validateMark({ ...base, number: '' })).toEqual({ reason: 'missing number' });
  });
  it('normalises office statuses', () => {
    expect(euipoStatus('Application opposed')).toBe('opposed');
    expect(euipoStatus('Registration cancellation pending')).toBe('registered');
    expect(euipoStatus('Application withdrawn')).toBe('withdrawn');
    expect(usptoStatus('602', { opposition: false, cancellation: false })).toBe('withdrawn');
    expect(usptoStatus('800', { opposition: false, cancellation: false })).toBe('registered');
    expect(usptoStatus('710', { opposition: false, cancellation: false })).toBe('cancelled');
    expect(usptoStatus('686', { opposition: true, cancellation: false })).toBe('opposed');
    expect(ukipoStatus('Dead')).toBe('expired');
    expect(ukipoStatus('Application Published')).toBe('pending');
  });
});
