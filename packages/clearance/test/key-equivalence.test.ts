// Exact outputs of the import-time text functions on inputs that take their fast paths (plain ASCII)
// and their general paths (whitespace, Unicode, digits). The values were produced by the original
// regular-expression implementations: stored keys must not change when the code gets faster.
import { describe, expect, it } from 'vitest';
import { cleanText, isoDate, validateMark } from '../src/registers/mark-validation.ts';
import { lettersForSound, phoneticSpelling } from '../src/registers/phonetic.ts';
import { foldCase } from '../src/registers/text-fold.ts';
import { visualSkeleton } from '../src/registers/visual-skeleton.ts';

describe('import-time text functions keep their exact outputs', () => {
  it.each([
    ['ACME LTD', 'ACME LTD'],
    [' ACME ', 'ACME'],
    ['AC  ME', 'AC ME'],
    ['AC\tME', 'AC ME'],
    ['A\u0000B', 'AB'],
    ['A\u00a0 B', 'A B'],
    // NEL and zero-width space are not whitespace to a regular expression: they stay.
    ['A\u0085B', 'A\u0085B'],
    ['A\u200bB', 'A\u200bB'],
    ['\n', ''],
    ['', ''],
  ])('cleanText(%j) is %j', (input, expected) => expect(cleanText(input)).toBe(expected));

  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['1800-01-01', '1800-01-01'],
    ['1799-12-31', null],
    ['2024-04-31', null],
    [' 2024-02-29\n', '2024-02-29'],
    ['2024-0229', '2024-02-29'],
    ['２０２４-02-29', null],
    ['2024-1-029', null],
    ['2024/02/29', null],
  ])('isoDate(%j) is %j', (input, expected) => expect(isoDate(input)).toBe(expected));

  it.each([
    ['ACME Ltd.', 'acme ltd.'],
    ['Café', 'cafe'],
    ['STRAßE', 'strasse'],
    ['ﬁne', 'fine'],
    ['İstanbul', 'istanbul'],
    ['ØRSTED', 'orsted'],
    ['Ａpple', 'apple'],
  ])('foldCase(%j) is %j', (input, expected) => expect(foldCase(input)).toBe(expected));

  it.each([
    ['apple', 'aple'],
    ['rnn', 'mn'],
    ['nrnn', 'nmn'],
    ['vvv', 'wv'],
    ['clnn', 'dm'],
    ['g00gle', 'gogle'],
    ['$t@r!', 'starl'],
    ['i|j1', 'l'],
    ['Rn2', 'Rn2'],
    ['mödern', 'mödem'],
    ['rn é', 'mé'],
    ['東京rn', '東京m'],
  ])('visualSkeleton(%j) is %j', (input, expected) => expect(visualSkeleton(input)).toBe(expected));

  it.each([
    ['knight', 'nit'],
    ['xerox', 'seroks'],
    ['phyzer', 'fiser'],
    ['station', 'stashun'],
    ['quickly', 'kwikli'],
    ['yeasty', 'yisti'],
    ['ad0be', 'adob'],
    ['l1nk', 'link'],
    ['2pac', 'pak'],
    ['123', ''],
    ['café', 'kaf'],
    ['caesar', 'kaesar'],
    ['edge', 'eje'],
    ['the', 'the'],
  ])('phoneticSpelling(%j) is %j', (input, expected) => expect(phoneticSpelling(input)).toBe(expected));

  it.each([
    ['ad0be', 'adobe'],
    ['2pac', 'pac'],
    ['123', ''],
    ['abc', 'abc'],
  ])('lettersForSound(%j) is %j', (input, expected) => expect(lettersForSound(input)).toBe(expected));

  const base = {
    office: 'UK' as const,
    number: 'UK0001',
    name: 'ACME',
    status: 'registered' as const,
    classes: [1],
  };
  const uk = 'https://trademarks.ipo.gov.uk/ipo-tmcase/page/Results/1/UK0001';
  const empty = {
    rawStatus: null,
    filed: null,
    registered: null,
    owners: [],
    representatives: [],
    goodsServices: null,
  };

  it.each(['&', '™', '٣'])('validateMark accepts the name %j (it folds to letters or digits)', (name) => {
    expect(validateMark({ ...base, name })).toEqual({
      mark: { ...base, ...empty, name, officeUrl: uk, source: 'import' },
    });
  });

  it('validateMark sorts classes, cleans lists and dates, and encodes the number in the URL', () => {
    expect(validateMark({ ...base, name: '* - *' })).toEqual({ reason: 'name has no letters or digits' });
    const record = {
      ...base,
      classes: [35, 9, 35, 1],
      owners: ['ACME LTD', ' ACME  LTD ', '', 'Other'],
      representatives: [' '],
      filed: '20240229',
      registered: '2024-02-30',
    };
    expect(validateMark(record)).toEqual({
      mark: {
        ...base,
        ...empty,
        classes: [1, 9, 35],
        filed: '2024-02-29',
        owners: ['ACME LTD', 'Other'],
        officeUrl: uk,
        source: 'import',
      },
    });
    const eu = validateMark({ ...base, office: 'EU', number: 'EU 12/3', classes: [9, 9] });
    expect(eu).toMatchObject({
      mark: { classes: [9], officeUrl: 'https://euipo.europa.eu/eSearch/#details/trademarks/EU%2012%2F3' },
    });
  });
});
