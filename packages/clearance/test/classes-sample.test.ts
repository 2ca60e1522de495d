import { describe, expect, it } from 'vitest';
import {
  isWipoSampleAvailable,
  loadWipoSample,
  measureAccuracy,
  parseCsv,
  WIPO_SAMPLE_PATH,
} from '../src/classes/wipo-sample.ts';

describe('CSV reader for the WIPO sample', () => {
  it('handles quotes, doubled quotes, commas and CRLF', () => {
    expect(parseCsv('a,b\r\n"x, y","he said ""hi"""\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'he said "hi"'],
      ['1', ''],
    ]);
  });
});

const available = isWipoSampleAvailable();
if (!available) console.warn(`skipping WIPO accuracy test: ${WIPO_SAMPLE_PATH} not found`);

describe.skipIf(!available)('accuracy on the shared WIPO sample', () => {
  it('finds the right class in the top 3 for at least 85% of terms', () => {
    const terms = loadWipoSample();
    expect(terms.length).toBeGreaterThan(1000);
    const report = measureAccuracy(terms);
    expect(report.top3).toBeGreaterThanOrEqual(0.85);
    expect(report.msPerTerm).toBeLessThan(5);
  }, 60_000);
});
