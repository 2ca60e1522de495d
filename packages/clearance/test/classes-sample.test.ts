import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWipoSample, measureAccuracy, parseCsv } from '../src/classes/wipo-sample.ts';
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
  },
);
