import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWipoSample, measureAccuracy, parseCsv } from '../src/classes/wipo-sample.ts';
import { phrasesEqualToTerms, termKey } from '../src/classes/vocabulary-overlap.ts';
import { FIRST_VOCABULARY_LAYER, LATER_VOCABULARY_LAYERS } from '../src/classes/vocabulary/index.ts';
import { FIXTURES } from './helpers/fresh-database.ts';
import { hasSharedData } from './helpers/shared-data.ts';

describe('CSV reader for the WIPO sample', () => {
  it('handles quotes, doubled quotes, commas and CRLF', () => {
    expect(parseCsv('a,b\r\n"x, y","he said ""hi"""\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'he said "hi"'],
      ['1', ''],
    ]);
  });
});

describe('the vocabulary honesty key', () => {
  it('reads terms as the finder does: content-word stems in any order', () => {
    expect(termKey('bags, paper')).toBe(termKey('Paper bags'));
    expect(termKey('scrapers [hand tools]')).toBe(termKey('hand tools scrapers'));
    expect(termKey('paper bags')).not.toBe(termKey('paper bag holders'));
  });

  it('finds a listed phrase equal to a term, cross-references included', () => {
    const vocabulary = [{ classNumber: 16, strong: '', terms: 'paper bags, ink are in 2, pens' }];
    expect(phrasesEqualToTerms(vocabulary, ['bags of paper', 'Ink', 'pencils'])).toEqual([
      'paper bags',
      'ink',
    ]);
  });
});

describe('the WIPO list reader and accuracy measure, on our own fixture', () => {
  it('reads the list format (English rows only) and finds the class of plain terms', () => {
    const terms = loadWipoSample(path.join(FIXTURES, 'wipo-terms-fixture.csv'));
    expect(terms).toHaveLength(27);
    expect(terms[0]).toEqual({ line: 1, classNumber: 3, term: 'shampoo for dogs, scented' });
    expect(terms.some((term) => term.term === 'chaussures de course')).toBe(false);
    const report = measureAccuracy(terms);
    expect(report.count).toBe(27);
    expect(report.top3).toBeGreaterThanOrEqual(0.85);
  });
});

describe.skipIf(!hasSharedData('the WIPO accuracy test', 'nice/wipo-terms-sample.csv'))(
  'accuracy on the shared WIPO sample',
  () => {
    it('finds the right class in the top 3 for at least 85% of terms', () => {
      const terms = loadWipoSample();
      expect(terms.length).toBeGreaterThan(1000);
      const report = measureAccuracy(terms);
      expect(report.top3).toBeGreaterThanOrEqual(0.85);
      expect(report.msPerTerm).toBeLessThan(5);
    }, 60_000);

    // The honesty rule of docs/benchmarks-classes.md: vocabulary written after looking at the
    // development half's misses may not name a development term; the first layer, written before,
    // may not grow towards it either.
    it('has no later-layer vocabulary phrase equal to a development term', () => {
      const development = loadWipoSample()
        .filter((term) => term.line % 2 === 0)
        .map((term) => term.term);
      expect(phrasesEqualToTerms(LATER_VOCABULARY_LAYERS, development)).toEqual([]);
      expect(phrasesEqualToTerms(FIRST_VOCABULARY_LAYER, development).length).toBeLessThanOrEqual(313);
    });
  },
);
