import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_DATA_SOURCES, EXPORT_FORMATS } from '@brandwright/contracts';
import { call } from './helpers/projects.ts';
import {
  domainRecord,
  euRecord,
  seedCheckSearch,
  ukRecord,
  usRecord,
  webRecordFor,
  type SeededSearch,
} from './helpers/seed-check-search.ts';
import { RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// GET /api/export/{token} (issue 14) against searches seeded into migration 0008's tables, read back
// with independent readers: csv-parse, exceljs, unzip, and poppler's pdftotext (PGlite by default,
// PostgreSQL with TEST_DATABASE_URL).

const mailer = new RecordingMailer();
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;
const t = useTestApp({ mailer });

const hasTool = (path: string) => existsSync(path);
const HAS_UNZIP = hasTool('/usr/bin/unzip');
const HAS_POPPLER = hasTool('/usr/bin/pdftotext') && hasTool('/usr/bin/pdftoppm');
if (!HAS_UNZIP)
  console.warn('export tests: /usr/bin/unzip is missing (apt-get install unzip): ZIP tests skip');
if (!HAS_POPPLER) {
  console.warn(
    'export tests: pdftotext/pdftoppm are missing (apt-get install poppler-utils): PDF tests skip',
  );
}

const ARTIFACTS = resolve(import.meta.dirname, '../../../e2e/artifacts/export');
const work = mkdtempSync(join(tmpdir(), 'bw-export-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Text a spreadsheet would run as a formula, and names in the scripts the PDF must draw.
const FORMULA = '=HYPERLINK("http://attacker.example","Click")';
const SCRIPTS = {
  chinese: '泽斯托拉',
  japanese: 'ゼストラ',
  arabic: 'زيستورا',
  cyrillic: 'Зестора',
  latin: 'Zéstörà',
};

let full: SeededSearch;
let domainsOnly: SeededSearch;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(t.app, mailer), signedInUser(t.app, mailer)]);
  const uk = [1, 2, 3].map((index) => ukRecord(index, [9, 42]));
  uk[0] = { ...uk[0]!, name: SCRIPTS.latin, reasons: ['sounds the same', 'same class 9'] };
  uk[1] = {
    ...uk[1]!,
    name: SCRIPTS.cyrillic,
    office_url: 'https://trademarks.ipo.gov.uk/ipo-tmcase/page/Results/1/UK00000002',
  };
  const eu = [
    euRecord(1, [9]),
    { ...euRecord(2, [35]), word_mark_specification: { verbalElement: SCRIPTS.chinese } },
  ];
  const us = [
    { ...usRecord(1, [9]), name: SCRIPTS.japanese },
    { ...usRecord(2, [42]), name: SCRIPTS.arabic },
  ];
  full = await seedCheckSearch(t.database.db, {
    userId: alice.id,
    keyword: 'Zestora',
    jobTypes: [
      'trademark_search',
      'euipo_search',
      'usipo_search',
      'domain_search',
      'web_search',
      'social_search',
    ],
    trademarkCat: [9, 42],
    completedAt: new Date(),
    sources: {
      uk_trademarks: { state: 'done', records: uk },
      eu_trademarks: { state: 'done', records: eu },
      us_trademarks: { state: 'done', records: us },
      domains: {
        state: 'done',
        records: [
          domainRecord('zestora.com', 'taken'),
          domainRecord('zestora.io', 'available'),
          { ...domainRecord('zestora.ai', 'unknown'), reason: FORMULA },
        ],
      },
      web: {
        state: 'done',
        meta: { total_hits: 1234 },
        records: [
          { ...webRecordFor(1), title: FORMULA },
          { ...webRecordFor(2), title: '+SUM(A1:A2)' },
          webRecordFor(3),
        ],
      },
      social: { state: 'not_checked', reason: 'Social media search is not built yet' },
    },
  });
  domainsOnly = await seedCheckSearch(t.database.db, {
    userId: alice.id,
    keyword: 'Brightlo',
    jobTypes: ['domain_search'],
    completedAt: new Date(),
    sources: {
      domains: {
        state: 'done',
        records: [domainRecord('brightlo.com', 'available'), domainRecord('-minus.com', 'taken')],
      },
    },
  });
});

const exportUrl = (token: string, format: string, sources: readonly string[], zip?: 0 | 1) =>
  `/api/export/${token}?format=${format}${sources.map((source) => `&data_sources[]=${source}`).join('')}${
    zip === undefined ? '' : `&zip=${zip}`
  }`;

async function download(token: string, format: string, sources: readonly string[], zip?: 0 | 1) {
  const response = await call(t.app, alice.token, 'GET', exportUrl(token, format, sources, zip));
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

function saved(name: string, bytes: Buffer): string {
  const path = join(work, name);
  writeFileSync(path, bytes);
  return path;
}

function unzipList(path: string): string[] {
  return execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
}

const parseCsv = (text: string): string[][] =>
  parse(text, { bom: true, relax_column_count: false }) as string[][];

describe('who may export', () => {
  it('answers 401 without a session and 404 for another user, an unknown or a malformed token', async () => {
    const anonymous = await call(t.app, undefined, 'GET', exportUrl(full.token, 'csv', ['domains']));
    expect(anonymous.statusCode).toBe(401);
    for (const [user, token] of [
      [bob, full.token],
      [alice, 'AAAAAAAAAAAAAAAAAAAAAA'],
      [alice, 'not-a-token!'],
    ] as const) {
      const response = await call(
        t.app,
        user.token,
        'GET',
        exportUrl(encodeURIComponent(token), 'pdf', ['domains']),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Search not found' });
    }
  });

  it('answers 400 naming the valid values for an unknown format or data source, and for none chosen', async () => {
    const format = await call(t.app, alice.token, 'GET', exportUrl(full.token, 'docx', ['domains']));
    expect(format.statusCode).toBe(400);
    expect(format.body).toContain(EXPORT_FORMATS.join(', '));
    const source = await call(t.app, alice.token, 'GET', exportUrl(full.token, 'csv', ['domains', 'fax']));
    expect(source.statusCode).toBe(400);
    expect(source.body).toContain(EXPORT_DATA_SOURCES.join(', '));
    const none = await call(t.app, alice.token, 'GET', `/api/export/${full.token}?format=csv`);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Choose at least one data source');
    const notRun = await call(t.app, alice.token, 'GET', exportUrl(domainsOnly.token, 'csv', ['web']));
    expect(notRun.statusCode).toBe(400);
    expect(notRun.json().message).toBe('None of the chosen data sources were part of this search');
  });

  it('admits 30 exports a minute per user when 36 arrive at once: the rest are 429', async () => {
    const carol = await signedInUser(t.app, mailer);
    const search = await seedCheckSearch(t.database.db, {
      userId: carol.id,
      jobTypes: ['domain_search'],
      sources: { domains: { state: 'done', records: [domainRecord('carol.com', 'taken')] } },
    });
    const responses = await Promise.all(
      Array.from({ length: 36 }, () =>
        call(t.app, carol.token, 'GET', exportUrl(search.token, 'csv', ['domains'])),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(30);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
    // Alice is not slowed down by Carol.
    expect(
      (await call(t.app, alice.token, 'GET', exportUrl(domainsOnly.token, 'csv', ['domains']))).statusCode,
    ).toBe(200);
  });
});

describe('CSV', () => {
  it('is one UTF-8 file with a byte-order mark, RFC 4180 rows equal to the records, for one non-trademark source', async () => {
    const response = await download(domainsOnly.token, 'csv', ['domains']);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toContain('\r\n');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Domain Name', 'Status', 'Registrar', 'Expires', 'Reason']);
    expect(rows[1]).toEqual([
      'brightlo.com',
      'Available',
      '',
      '',
      'The registry has no such domain (RDAP 404)',
    ]);
    // A cell starting with '-' is text a spreadsheet would evaluate: it is prefixed with a quote.
    expect(rows[2]?.[0]).toBe("'-minus.com");
    expect(rows).toHaveLength(3);
  });

  it.skipIf(!HAS_UNZIP)(
    'zips one file per source when trademarks are chosen, US trademarks with them, formulas inert',
    async () => {
      const response = await download(full.token, 'csv', ['uk_trademarks', 'domains', 'web'], 0);
      expect(response.headers['content-disposition']).toBe('attachment; filename="export.zip"');
      const zip = saved('csv.zip', response.rawPayload);
      expect(unzipList(zip)).toEqual(['domains.csv', 'uk_trademarks.csv', 'us_trademarks.csv', 'web.csv']);
      const read = (name: string) => parseCsv(execFileSync('unzip', ['-p', zip, name], { encoding: 'utf8' }));
      const uk = read('uk_trademarks.csv');
      expect(uk).toHaveLength(4);
      expect(uk[0]?.slice(0, 3)).toEqual(['Trademark No.', 'Mark', 'Representatives']);
      expect(uk[1]?.slice(0, 2)).toEqual(['UK00000001', SCRIPTS.latin]);
      expect(uk[1]).toContain('sounds the same; same class 9');
      const us = read('us_trademarks.csv');
      expect(us.map((row) => row[1])).toEqual(['Mark', SCRIPTS.japanese, SCRIPTS.arabic]);
      const web = read('web.csv');
      expect(web[1]?.[1]).toBe(`'${FORMULA}`);
      expect(web[2]?.[1]).toBe("'+SUM(A1:A2)");
      expect(read('domains.csv')[3]?.[4]).toBe(`'${FORMULA}`);
    },
  );

  it.skipIf(!HAS_UNZIP)(
    'zips even one file when the client asks, and two non-trademark sources without asking',
    async () => {
      const asked = await download(domainsOnly.token, 'csv', ['domains'], 1);
      expect(unzipList(saved('asked.zip', asked.rawPayload))).toEqual(['domains.csv']);
      const two = await download(full.token, 'csv', ['domains', 'web']);
      expect(unzipList(saved('two.zip', two.rawPayload))).toEqual(['domains.csv', 'web.csv']);
    },
  );
});

describe('XLSX', () => {
  it('has a summary sheet and one sheet per source with a frozen styled header, autofilter, widths and hyperlinks', async () => {
    const response = await download(full.token, 'xlsx', [
      'uk_trademarks',
      'eu_trademarks',
      'domains',
      'web',
      'social',
    ]);
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'UK Trademarks',
      'EU Trademarks',
      'US Trademarks',
      'Domains',
      'Social Media',
      'Web',
    ]);
    const summary = workbook.getWorksheet('Summary')!;
    const summaryText = summary.getSheetValues().flat().join(' | ');
    expect(summaryText).toContain('Brand check: Zestora');
    expect(summaryText).toContain('Class 9:');
    expect(summaryText).toContain('3 similar trademarks: 1 high, 1 medium, 1 low risk');
    expect(summaryText).toContain('3 names checked: 1 available, 1 taken, 1 unknown');
    expect(summaryText).toContain('3 results; 1,234 hits on the web');
    expect(summaryText).toContain('Not checked: Social media search is not built yet');
    expect(summaryText).toContain('not legal advice');

    const uk = workbook.getWorksheet('UK Trademarks')!;
    expect(uk.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(uk.autoFilter).toBeTruthy();
    expect(uk.getRow(1).font?.bold ?? uk.getCell('A1').font?.bold).toBe(true);
    expect(uk.getColumn(2).width).toBeGreaterThan(10);
    expect(uk.rowCount).toBe(4);
    expect(uk.getCell('A2').value).toBe('UK00000001');
    expect(uk.getCell('B3').value).toBe(SCRIPTS.cyrillic);
    const urlColumn = (uk.getRow(1).values as unknown[]).indexOf('URL');
    expect(uk.getRow(3).getCell(urlColumn).value).toMatchObject({
      hyperlink: 'https://trademarks.ipo.gov.uk/ipo-tmcase/page/Results/1/UK00000002',
    });
    const eu = workbook.getWorksheet('EU Trademarks')!;
    expect(eu.getCell('B3').value).toBe(SCRIPTS.chinese);
    const web = workbook.getWorksheet('Web')!;
    expect(web.getCell('D2').value).toMatchObject({ hyperlink: 'https://site1.example/zestora' });
    // A spreadsheet cell holds the text as a string, never a formula.
    expect(web.getCell('B2').value).toBe(FORMULA);
    expect(web.getCell('B2').formula).toBeUndefined();
    expect(workbook.getWorksheet('Social Media')!.rowCount).toBe(1);
  });
});

describe.skipIf(!HAS_POPPLER)('PDF', () => {
  it('is a report with a cover, a summary, each table, every script, page numbers and the disclaimer', async () => {
    const response = await download(full.token, 'pdf', ['uk_trademarks', 'eu_trademarks', 'domains', 'web']);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const path = saved('report.pdf', response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages[0]).toContain('Brand clearance report');
    expect(pages[0]).toContain('Zestora');
    expect(pages[0]).toContain('Class 42:');
    expect(pages[1]).toContain('Summary');
    expect(pages[1]).toContain('High trademark risk');
    expect(pages[1]).toContain('Closest trademarks and why');
    expect(pages[1]).toContain('sounds the same');
    // The closest marks start with the highest risk, whatever their similarity score.
    const closest = pages[1]!.slice(pages[1]!.indexOf('Closest trademarks'));
    expect(closest.indexOf(' High ')).toBeGreaterThan(0);
    expect(closest.indexOf(' High ')).toBeLessThan(closest.indexOf(' Medium '));
    expect(pages[1]).toMatch(/not\s+legal\s+advice/);
    expect(pages[1]).toContain('Page 2');
    for (const name of [SCRIPTS.latin, SCRIPTS.cyrillic, SCRIPTS.chinese, SCRIPTS.japanese])
      expect(text).toContain(name);
    // The Arabic name is drawn whole (see the PNG), but pdfkit maps glyphs that several letters share
    // (zain is reh with a dot) back to one of them, so only the letters after the first are compared.
    expect(text).toContain(SCRIPTS.arabic.slice(1));
    for (const heading of ['UK Trademarks', 'EU Trademarks', 'US Trademarks', 'Domains', 'Web']) {
      expect(
        pages.some((page) => page.trimStart().startsWith('Brand clearance report') && page.includes(heading)),
      ).toBe(true);
    }
    expect(text).toContain('zestora.io');
    expect(text).toContain(`Page ${pages.length}`);

    // Pages as pictures for a person to look at (e2e/artifacts/export/report-N.png).
    mkdirSync(ARTIFACTS, { recursive: true });
    execFileSync('pdftoppm', ['-r', '60', '-png', path, join(ARTIFACTS, 'report')]);
    expect(
      readdirSync(ARTIFACTS).filter((name) => name.startsWith('report') && name.endsWith('.png')).length,
    ).toBe(pages.length);
  });

  it.skipIf(!HAS_UNZIP)('comes zipped as export.zip holding export.pdf when asked', async () => {
    const response = await download(domainsOnly.token, 'pdf', ['domains'], 1);
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.zip"');
    const zip = saved('pdf.zip', response.rawPayload);
    expect(unzipList(zip)).toEqual(['export.pdf']);
    const pdf = execFileSync('unzip', ['-p', zip, 'export.pdf']);
    const text = execFileSync('pdftotext', [saved('zipped.pdf', pdf), '-'], { encoding: 'utf8' });
    expect(text).toContain('Brightlo');
    expect(text).toContain('brightlo.com');
  });
});

describe('many rows', () => {
  it('exports 5,000 records in order across batch boundaries', async () => {
    const records = Array.from({ length: 5000 }, (_, index) => webRecordFor(index + 1));
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['web_search'],
      sources: { web: { state: 'done', records } },
    });
    const rows = parseCsv((await download(search.token, 'csv', ['web'])).body);
    expect(rows).toHaveLength(5001);
    expect(rows[1]?.[0]).toBe('1');
    expect(rows[1000]?.[0]).toBe('1000');
    expect(rows[1001]?.[0]).toBe('1001');
    expect(rows[5000]?.[3]).toBe('https://site5000.example/zestora');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download(search.token, 'xlsx', ['web'])).rawPayload as unknown as ArrayBuffer,
    );
    expect(workbook.getWorksheet('Web')!.rowCount).toBe(5001);
  });
});
