import { exportQuerySchema, type ExportDataSource } from '@brandwright/contracts';
import { describe, expect, it } from 'vitest';

import {
  canExport,
  exportRequest,
  exportSourcesOf,
  includedWithoutChoice,
  initialExportOptions,
  isExportZip,
  isExportZipForced,
  isZipOffered,
  type ExportOptions,
} from './export-options.ts';
import { checkResultOf, emptySection } from './testing/check-result-fixture.ts';

const section = emptySection;
const result = checkResultOf;

const everything: ExportDataSource[] = [
  'uk_trademarks',
  'eu_trademarks',
  'us_trademarks',
  'social',
  'social_users',
  'domains',
  'web',
];

const choose = (
  format: ExportOptions['format'],
  dataSources: ExportDataSource[],
  zip = false,
): ExportOptions => ({ format, dataSources, zip });

/** The query a URL carries, as the server's contract reads it. */
function parsedQuery(url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    raw[key] = key.endsWith('[]') ? values : (values[0] ?? '');
  }
  return exportQuerySchema.parse(raw);
}

describe('data types offered: the sources the search ran', () => {
  it('maps each result section to its data source, in the contract order', () => {
    expect(
      exportSourcesOf(
        result({
          web_search: { ...section(), total_hits: 0 },
          domain_search: section(),
          unitedstatesTrademarkSearch: section(),
          unitedkingdomTrademarkSearch: section(),
        }),
      ),
    ).toEqual(['uk_trademarks', 'us_trademarks', 'domains', 'web']);
    expect(
      exportSourcesOf(
        result({
          europeTrademarkSearch: section(),
          social_search: section(),
          social_user_search: section(),
        }),
      ),
    ).toEqual(['eu_trademarks', 'social', 'social_users']);
  });

  it('offers nothing a search did not run, and ticks every source it ran', () => {
    expect(exportSourcesOf(result({}))).toEqual([]);
    const available: ExportDataSource[] = ['eu_trademarks', 'domains'];
    expect(initialExportOptions(available)).toEqual({ format: null, dataSources: available, zip: false });
  });
});

describe('the Export button (spec: a data type and a format)', () => {
  const available: ExportDataSource[] = ['uk_trademarks', 'domains'];

  it('is enabled only with at least one data type and a format', () => {
    expect(canExport(initialExportOptions(available), available)).toBe(false);
    expect(canExport(choose('pdf', []), available)).toBe(false);
    expect(canExport(choose(null, ['domains']), available)).toBe(false);
    expect(canExport(choose('pdf', ['domains']), available)).toBe(true);
  });

  it('does not count a ticked source the search did not run', () => {
    expect(canExport(choose('csv', ['web']), available)).toBe(false);
    expect(exportRequest('tok', choose('csv', ['web']), available)).toBeNull();
  });
});

describe('ZIP (spec: offered for PDF and XLSX, forced for CSV with trademarks or several other types)', () => {
  it('is a choice with PDF and XLSX only', () => {
    expect(isZipOffered('pdf')).toBe(true);
    expect(isZipOffered('xlsx')).toBe(true);
    expect(isZipOffered('csv')).toBe(false);
    expect(isZipOffered(null)).toBe(false);
  });

  it('follows the member’s choice for PDF and XLSX, never forced', () => {
    for (const format of ['pdf', 'xlsx'] as const) {
      expect(isExportZipForced(choose(format, everything), everything)).toBe(false);
      expect(isExportZip(choose(format, everything, false), everything)).toBe(false);
      expect(isExportZip(choose(format, everything, true), everything)).toBe(true);
    }
  });

  it('is forced for CSV with any trademark source', () => {
    for (const source of ['uk_trademarks', 'eu_trademarks', 'us_trademarks'] as const) {
      expect(isExportZipForced(choose('csv', [source]), everything)).toBe(true);
      expect(isExportZip(choose('csv', [source]), everything)).toBe(true);
    }
  });

  it('is forced for CSV with more than one other data type, not with one', () => {
    expect(isExportZipForced(choose('csv', ['domains', 'web']), everything)).toBe(true);
    expect(isExportZipForced(choose('csv', ['domains']), everything)).toBe(false);
    expect(isExportZip(choose('csv', ['domains']), everything)).toBe(false);
  });

  it('ignores a ZIP choice left over from PDF once CSV of one file is chosen', () => {
    expect(isExportZip(choose('csv', ['web'], true), everything)).toBe(false);
  });

  it('counts only sources the search ran', () => {
    expect(isExportZipForced(choose('csv', ['domains', 'web']), ['domains'])).toBe(false);
  });
});

describe('US trademarks travel with the trademark sources (contract)', () => {
  it('shows US trademarks as included when UK or EU is chosen and US is not', () => {
    const available: ExportDataSource[] = ['uk_trademarks', 'us_trademarks', 'domains'];
    expect(includedWithoutChoice(choose('pdf', ['uk_trademarks']), available)).toEqual(['us_trademarks']);
    expect(includedWithoutChoice(choose('pdf', ['domains']), available)).toEqual([]);
    expect(includedWithoutChoice(choose('pdf', ['uk_trademarks', 'us_trademarks']), available)).toEqual([]);
  });

  it('never includes a source the search did not run', () => {
    expect(includedWithoutChoice(choose('pdf', ['eu_trademarks']), ['eu_trademarks'])).toEqual([]);
  });
});

describe('the call and the file name (spec 7)', () => {
  it('PDF of trademarks and domains: export.pdf, every source as data_sources[], zip=0', () => {
    const request = exportRequest('tok/1', choose('pdf', ['domains', 'uk_trademarks']), [
      'uk_trademarks',
      'domains',
    ]);
    expect(request?.fileName).toBe('export.pdf');
    const url = new URL(request?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/export/tok%2F1');
    expect(url.searchParams.get('format')).toBe('pdf');
    expect(url.searchParams.getAll('data_sources[]')).toEqual(['uk_trademarks', 'domains']);
    expect(url.searchParams.get('zip')).toBe('0');
  });

  it('XLSX as a chosen ZIP: export.zip, zip=1', () => {
    const request = exportRequest('tok', choose('xlsx', ['web'], true), ['web']);
    expect(request?.fileName).toBe('export.zip');
    expect(new URL(request?.url ?? '', 'http://localhost').searchParams.get('zip')).toBe('1');
  });

  it('CSV with trademarks: a forced export.zip; CSV of domains alone: export.csv', () => {
    const forced = exportRequest('tok', choose('csv', ['uk_trademarks', 'domains']), everything);
    expect(forced?.fileName).toBe('export.zip');
    expect(parsedQuery(forced?.url ?? '')).toEqual({
      format: 'csv',
      dataSources: ['uk_trademarks', 'domains'],
      zip: true,
    });
    const single = exportRequest('tok', choose('csv', ['domains'], true), everything);
    expect(single?.fileName).toBe('export.csv');
    expect(parsedQuery(single?.url ?? '')).toEqual({ format: 'csv', dataSources: ['domains'], zip: false });
  });

  it('every query it builds is one the server’s contract accepts', () => {
    for (const format of ['pdf', 'xlsx', 'csv'] as const)
      for (const source of everything)
        for (const zip of [false, true]) {
          const request = exportRequest('tok', choose(format, [source], zip), everything);
          expect(parsedQuery(request?.url ?? '').dataSources).toEqual([source]);
        }
  });
});
