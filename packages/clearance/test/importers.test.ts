import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { importMarks } from '../src/registers/import-marks.ts';
import { FIXTURES, openFreshDatabase } from './helpers/fresh-database.ts';
import { hasSharedData, sharedData } from './helpers/shared-data.ts';

// Our own fixtures (test/fixtures: hand-written records with invented marks in each office's format)
// run everywhere; the real samples in ../shared/data run where they are, in a database of their own.
let database: Database;
const scratch = mkdtempSync(path.join(tmpdir(), 'bw-registers-files-'));

beforeAll(async () => {
  database = await openFreshDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function markRow(office: string, number: string, target: Database = database) {
  const result = await target.pool.query(
    `SELECT name, status, raw_status, classes, to_char(filed, 'YYYY-MM-DD') AS filed,
            to_char(registered, 'YYYY-MM-DD') AS registered, owners, representatives, goods_services, source, office_url
     FROM marks WHERE office = $1 AND number = $2`,
    [office, number],
  );
  return result.rows[0] as Record<string, unknown> | undefined;
}

function euipoXml(
  number: string,
  name: string,
  declaration = '<?xml version="1.0" encoding="UTF-8"?>',
): string {
  return `${declaration}
<Transaction xmlns="http://euipo.europa.eu/trademark/data"><TradeMarkTransactionBody><TransactionContentDetails>
<TransactionData><TradeMarkDetails><TradeMark operationCode="Insert">
<ApplicationNumber>${number}</ApplicationNumber><ApplicationDate>2020-01-02</ApplicationDate>
<MarkCurrentStatusCode milestone="22" status="5">Application opposed</MarkCurrentStatusCode>
<WordMarkSpecification><MarkVerbalElementText>${name}</MarkVerbalElementText></WordMarkSpecification>
<GoodsServicesDetails><GoodsServices><ClassDescriptionDetails><ClassDescription><ClassNumber>25</ClassNumber>
<GoodsServicesDescription languageCode="en">Clothing</GoodsServicesDescription></ClassDescription></ClassDescriptionDetails></GoodsServices></GoodsServicesDetails>
</TradeMark></TradeMarkDetails></TransactionData></TransactionContentDetails></TradeMarkTransactionBody></Transaction>`;
}

describe('EUIPO EM-TM-TradeMark XML (our fixtures)', () => {
  const folder = path.join(FIXTURES, 'euipo-xml');

  it('imports every fixture file, skipping only the record without a verbal element', async () => {
    const report = await importMarks(database.pool, 'euipo-xml', [folder]);
    expect(report.read).toBe(5);
    expect(report.imported).toBe(4);
    expect(report.skipped).toHaveLength(1);
    expect(report.skipped[0]?.reason).toMatch(/^no verbal element/);
    expect(report.skipped[0]?.record).toContain('099000103');
  });

  it('maps the fields of a record: English goods, party keys and names, statuses', async () => {
    const row = await markRow('EU', '099000101');
    expect(row).toMatchObject({
      name: 'QUILLAVEN',
      status: 'registered',
      raw_status: 'Registered',
      classes: [9, 42],
      filed: '2023-05-04',
      registered: '2023-09-12',
      owners: ['EUIPO applicant 880101'],
      representatives: ['EUIPO representative 70101'],
      source: 'import',
    });
    expect(String(row?.goods_services)).toContain('Software as a service for travel planning');
    expect(String(row?.goods_services)).not.toContain('Logiciel');
    expect(String(row?.office_url)).toContain('099000101');
    expect(await markRow('EU', '099000102')).toMatchObject({
      name: 'BRAMBLEWICK',
      status: 'opposed',
      owners: ['Lindqvist & Haber GmbH'],
      representatives: [],
      classes: [3, 4],
    });
    expect(await markRow('EU', '099000104')).toMatchObject({ name: 'Café Östermalm', status: 'withdrawn' });
    expect(await markRow('EU', '099000105')).toMatchObject({ name: 'NORTHWIND TEAS', status: 'pending' });
  });

  it('re-imports idempotently', async () => {
    const report = await importMarks(database.pool, 'euipo-xml', [folder]);
    expect(report).toMatchObject({ read: 5, imported: 0, updated: 0, unchanged: 4 });
  });

  it('reports malformed, truncated, wrongly encoded and entity-laden records without aborting', async () => {
    const dir = path.join(scratch, 'euipo-bad');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'a-good.xml'), euipoXml('900000001', 'GOODMARK'));
    writeFileSync(path.join(dir, 'b-mismatched.xml'), euipoXml('900000002', 'BAD <b>TAG</c>'));
    writeFileSync(path.join(dir, 'c-truncated.xml'), euipoXml('900000003', 'CUTMARK').slice(0, 500));
    writeFileSync(
      path.join(dir, 'd-latin1-as-utf8.xml'),
      Buffer.concat([
        Buffer.from(euipoXml('900000004', 'CAF').split('CAF</Mark')[0] ?? ''),
        Buffer.from([0xc9]),
        Buffer.from(`</Mark${euipoXml('900000004', 'CAF').split('CAF</Mark')[1]}`),
      ]),
    );
    const latin = euipoXml('900000005', 'CAFÉ NOIR', '<?xml version="1.0" encoding="ISO-8859-1"?>');
    writeFileSync(path.join(dir, 'e-latin1-declared.xml'), Buffer.from(latin, 'latin1'));
    writeFileSync(
      path.join(dir, 'f-entities.xml'),
      euipoXml('900000006', '&lol9;').replace(
        '<Transaction',
        '<!DOCTYPE Transaction [<!ENTITY lol "lol"><!ENTITY lol9 "&lol;&lol;&lol;"><!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Transaction',
      ),
    );
    writeFileSync(path.join(dir, 'g-not-xml.xml'), 'this is not xml at all');
    const report = await importMarks(database.pool, 'euipo-xml', [dir]);
    expect(report.imported).toBe(2);
    const reasons = report.skipped.map((skip) => `${path.basename(skip.record)}: ${skip.reason}`).join('\n');
    expect(reasons).toMatch(/b-mismatched.*malformed XML/);
    expect(reasons).toMatch(/c-truncated.*truncated/);
    expect(reasons).toMatch(/d-latin1-as-utf8.*undecodable/);
    expect(reasons).toMatch(/f-entities.*(undefined entity|malformed)/);
    expect(reasons).toMatch(/g-not-xml/);
    expect((await markRow('EU', '900000005'))?.name).toBe('CAFÉ NOIR');
    expect(await markRow('EU', '900000006')).toBeUndefined();
    expect((await markRow('EU', '900000001'))?.status).toBe('opposed');
  }, 30_000);
});

describe('USPTO trademark XML v2.0 (our fixtures)', () => {
  const fixture = (name: string) => path.join(FIXTURES, 'uspto-xml', name);

  it('accepts the inline DTD, imports the first file, then the updates replace the earlier records', async () => {
    const first = await importMarks(database.pool, 'uspto-xml', [fixture('apc-fixture-first.xml')]);
    expect(first.read).toBe(6);
    expect(first.imported).toBe(5);
    // A status-only record for a mark we do not hold.
    expect(first.skipped).toHaveLength(1);
    expect(first.skipped[0]?.reason).toContain('status-only');
    expect(await markRow('US', '97100001')).toMatchObject({
      name: 'LUMENTIDE',
      status: 'registered',
      raw_status: 'TSDR status 800',
      // The US-only code A is not a Nice class.
      classes: [11],
      filed: '2022-03-01',
      registered: '2023-01-10',
      owners: ['Lumentide Lighting LLC'],
      representatives: ['Ada Kessler'],
      goods_services: 'LED lamps',
    });
    expect(await markRow('US', '97100002')).toMatchObject({
      name: 'HARBOR & PINE',
      status: 'opposed',
      classes: [35, 43],
    });
    expect(await markRow('US', '97100003')).toMatchObject({ status: 'cancelled', classes: [9] });
    expect((await markRow('US', '79300004'))?.status).toBe('pending');
    expect((await markRow('US', '97100006'))?.status).toBe('withdrawn');

    const updates = await importMarks(database.pool, 'uspto-xml', [fixture('apc-fixture-updates.xml')]);
    expect(updates).toMatchObject({ read: 3, imported: 0, updated: 3, skipped: [] });
    expect(String((await markRow('US', '97100001'))?.goods_services)).toContain('lighting fixtures');
    // A status-only record changes the status of a mark we hold and keeps the rest.
    expect(await markRow('US', '97100002')).toMatchObject({
      name: 'HARBOR & PINE',
      status: 'registered',
      raw_status: 'TSDR status 700',
    });
    expect(await markRow('US', '97100006')).toMatchObject({
      status: 'pending',
      raw_status: 'TSDR status 616',
    });
    const count = await database.pool.query("SELECT count(*)::int AS n FROM marks WHERE office = 'US'");
    expect(count.rows[0].n).toBe(5);

    const again = await importMarks(database.pool, 'uspto-xml', [fixture('apc-fixture-updates.xml')]);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 3 });
  }, 30_000);

  it('rejects entity expansion and keeps the other records of a broken file', async () => {
    const prolog = readFileSync(path.join(FIXTURES, 'uspto-xml', 'prolog-dtd.xml'), 'utf8');
    const record = (number: string, name: string) =>
      `<case-file><serial-number>${number}</serial-number><case-file-header><filing-date>20240101</filing-date><status-code>630</status-code><mark-identification>${name}</mark-identification></case-file-header><classifications><classification><international-code>025</international-code><international-code>A</international-code></classification></classifications></case-file>`;
    const body = `${prolog.trimEnd()}\n<trademark-applications-daily><application-information><file-segments><action-keys><action-key>TX</action-key>
${record('99000001', 'FIRST GOOD')}${record('99000002', 'BOMB &bomb;')}${record('99000003', 'THIRD GOOD')}${record('99000004', 'CUT OFF')}`;
    const file = path.join(scratch, 'uspto-broken.xml');
    writeFileSync(file, body.slice(0, body.length - 40));
    const report = await importMarks(database.pool, 'uspto-xml', [file]);
    expect(report.imported).toBe(2);
    expect(report.skipped.map((skip) => skip.reason).join('|')).toMatch(/undefined entity|malformed/);
    expect(report.skipped.map((skip) => skip.reason).join('|')).toMatch(/truncated/);
    expect((await markRow('US', '99000003'))?.classes).toEqual([25]);
  }, 30_000);
});

describe('UKIPO bulk format', () => {
  it('imports the fixture: merged class rows, quoted fields, UK dates, statuses', async () => {
    const report = await importMarks(database.pool, 'ukipo', [path.join(FIXTURES, 'ukipo-sample.csv')]);
    expect(report.imported).toBe(7);
    expect(report.skipped).toHaveLength(1);
    expect(report.skipped[0]?.reason).toMatch(/no verbal element/);
    expect(await markRow('UK', 'UK00003000002')).toMatchObject({
      name: 'ZOLVANTIQ',
      classes: [9, 42],
      status: 'pending',
    });
    expect(await markRow('UK', 'UK00003000003')).toMatchObject({
      name: 'Café Rouge, Ltd.',
      filed: '2001-10-10',
      registered: '2002-05-05',
      representatives: ['Marks & Clerk'],
    });
    expect(String((await markRow('UK', 'UK00003000006'))?.goods_services)).toContain('confectionery');
    expect((await markRow('UK', 'UK00003000006'))?.status).toBe('opposed');
    expect((await markRow('UK', 'UK00003000004'))?.status).toBe('expired');
    expect((await markRow('UK', 'UK00003000008'))?.classes).toEqual([3, 5]);
  });
});

describe('JSONL interchange', () => {
  it('imports the documented shape and reports bad lines and unknown fields per record', async () => {
    const file = path.join(scratch, 'marks.jsonl');
    writeFileSync(
      file,
      [
        '{"office":"US","number":"74668071","name":"GUESS JEANS","status":"registered","classes":[25],"filed":"1995-05-01","registered":"1996-05-21","owner":"Guess? Inc."}',
        '{"office":"EU","number":"J-2","name":"Minimal","status":"pending","classes":[]}',
        '{"office":"XX","number":"1","name":"Bad office","status":"pending","classes":[]}',
        '{"office":"UK","number":"3","name":"Bad class","status":"pending","classes":[46]}',
        '{"office":"UK","number":"4","name":"Bad status","status":"alive","classes":[1]}',
        '{"office":"UK","number":"5","name":"Extra","status":"registered","classes":[1],"colour":"red"}',
        '{"office":"UK","number":"6","name":',
        '[1,2,3]',
        '',
      ].join('\n'),
    );
    const report = await importMarks(database.pool, 'jsonl', [file]);
    expect(report.read).toBe(8);
    expect(report.imported).toBe(3);
    expect(report.skipped).toHaveLength(5);
    expect(report.warnings[0]?.reason).toContain('colour');
    expect(await markRow('US', '74668071')).toMatchObject({
      name: 'GUESS JEANS',
      classes: [25],
      filed: '1995-05-01',
      registered: '1996-05-21',
      owners: ['Guess? Inc.'],
    });
  });

  it('reports a missing input instead of throwing', async () => {
    const report = await importMarks(database.pool, 'jsonl', [path.join(scratch, 'nope.jsonl')]);
    expect(report.skipped[0]?.reason).toMatch(/cannot list input/);
  });
});

describe('bulk load into an empty table (COPY on PostgreSQL)', () => {
  it('keeps backslashes, quotes, braces and commas in names and owner lists intact', async () => {
    const empty = await openFreshDatabase();
    try {
      const file = path.join(scratch, 'awkward.jsonl');
      const marks = [
        { office: 'US', number: 'A1', name: 'BACK\\SLASH "QUOTED"', owner: 'O\'Neil, "Big" {Co}\\Ltd' },
        { office: 'EU', number: 'A2', name: 'N\u00e9 {BRACE}, COMMA', owners: ['a,b', 'NULL', '\\N'] },
        // The same number twice in one batch: the last one wins.
        { office: 'EU', number: 'A3', name: 'FIRST VERSION', owners: ['x'] },
        { office: 'EU', number: 'A3', name: 'SECOND VERSION', owners: ['y'] },
      ];
      writeFileSync(
        file,
        marks.map((mark) => JSON.stringify({ ...mark, status: 'registered', classes: [9] })).join('\n'),
      );
      const report = await importMarks(empty.pool, 'jsonl', [file]);
      expect(report.imported).toBe(3);
      const rows = await empty.pool.query<{
        number: string;
        name: string;
        owners: string[];
        tokens: string[];
      }>('SELECT number, name, owners, tokens FROM marks ORDER BY number');
      expect(rows.rows).toEqual([
        {
          number: 'A1',
          name: 'BACK\\SLASH "QUOTED"',
          owners: ['O\'Neil, "Big" {Co}\\Ltd'],
          tokens: ['back', 'slash', 'quoted'],
        },
        {
          number: 'A2',
          name: 'N\u00e9 {BRACE}, COMMA',
          owners: ['a,b', 'NULL', '\\N'],
          tokens: ['ne', 'brace', 'comma'],
        },
        { number: 'A3', name: 'SECOND VERSION', owners: ['y'], tokens: ['second', 'version'] },
      ]);
    } finally {
      await empty.close();
    }
  });
});

// The real samples: 824 EUIPO records and the USPTO edge-case files (see ../shared/data/README.md).
const sharedSamples =
  hasSharedData('the importer tests on the shared EUIPO samples', 'euipo-xml') &&
  hasSharedData('the importer tests on the shared USPTO samples', 'uspto-xml');

describe.skipIf(!sharedSamples)('the shared real-data samples', () => {
  let shared: Database;
  beforeAll(async () => {
    shared = await openFreshDatabase();
  }, 60_000);
  afterAll(async () => {
    await shared?.close();
  });

  describe('EUIPO EM-TM-TradeMark XML', () => {
    it('imports every sample file, skipping only records without a verbal element', async () => {
      const files = readdirSync(sharedData('euipo-xml')).filter((name) => name.endsWith('.xml'));
      expect(files).toHaveLength(824);
      const report = await importMarks(shared.pool, 'euipo-xml', [sharedData('euipo-xml')]);
      expect(report.read).toBe(824);
      expect(report.imported).toBe(801);
      expect(report.skipped).toHaveLength(23);
      expect(report.skipped.every((skip) => skip.reason.startsWith('no verbal element'))).toBe(true);
      const count = await shared.pool.query("SELECT count(*)::int AS n FROM marks WHERE office = 'EU'");
      expect(count.rows[0].n).toBe(801);
    }, 60_000);

    it('maps the fields of a record', async () => {
      const row = await markRow('EU', '018222197', shared);
      expect(row).toMatchObject({
        name: 'TERRA S NOVA',
        status: 'registered',
        raw_status: 'Registered',
        classes: [1],
        filed: '2020-04-08',
        registered: '2020-08-05',
        owners: ['EUIPO applicant 770564'],
        representatives: ['EUIPO representative 14485'],
        source: 'import',
      });
      expect(String(row?.goods_services)).toContain('Mineral adsorbents');
      expect(String(row?.office_url)).toContain('018222197');
      const statuses = await shared.pool.query(
        "SELECT status, count(*)::int AS n FROM marks WHERE office = 'EU' GROUP BY status",
      );
      const byStatus = Object.fromEntries(
        statuses.rows.map((r: { status: string; n: number }) => [r.status, r.n]),
      );
      expect(byStatus.opposed).toBeGreaterThan(50);
      expect(byStatus.withdrawn).toBeGreaterThan(0);
    });

    it('re-imports idempotently', async () => {
      const report = await importMarks(shared.pool, 'euipo-xml', [sharedData('euipo-xml')]);
      expect(report).toMatchObject({ read: 824, imported: 0, updated: 0, unchanged: 801 });
    }, 60_000);
  });

  describe('USPTO trademark XML v2.0', () => {
    it('accepts the inline DTD, imports the first file, then the updates replace the before records', async () => {
      const first = await importMarks(shared.pool, 'uspto-xml', [
        sharedData('uspto-xml/apc-sample-first.xml'),
      ]);
      expect(first.read).toBe(15);
      expect(first.imported).toBe(10);
      // Five status-only or sparse records refer to marks we do not hold.
      expect(first.skipped).toHaveLength(5);
      expect(first.skipped.every((skip) => skip.reason.includes('status-only'))).toBe(true);
      const before = await markRow('US', '75932504', shared);
      expect(before).toMatchObject({
        name: 'Q*BERT',
        status: 'registered',
        classes: [9, 41],
        filed: '2000-03-01',
      });
      expect(String(before?.goods_services)).not.toContain('DISCS FOR USE WITH VIDEO GAME CONSOLES');
      expect((await markRow('US', '79366581', shared))?.raw_status).toBe('TSDR status 774');
      expect((await markRow('US', '98186103', shared))?.raw_status).toBe('TSDR status 602');

      const updates = await importMarks(shared.pool, 'uspto-xml', [
        sharedData('uspto-xml/apc-sample-updates.xml'),
      ]);
      expect(updates).toMatchObject({ read: 3, imported: 0, updated: 3, skipped: [] });
      expect(String((await markRow('US', '75932504', shared))?.goods_services)).toContain(
        'DISCS FOR USE WITH VIDEO GAME CONSOLES',
      );
      expect((await markRow('US', '79366581', shared))?.raw_status).toBe('TSDR status 686');
      const revived = await markRow('US', '98186103', shared);
      expect(revived).toMatchObject({ raw_status: 'TSDR status 616', status: 'pending', name: 'R RACINO' });
      const count = await shared.pool.query("SELECT count(*)::int AS n FROM marks WHERE office = 'US'");
      expect(count.rows[0].n).toBe(10);

      const again = await importMarks(shared.pool, 'uspto-xml', [
        sharedData('uspto-xml/apc-sample-updates.xml'),
      ]);
      expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 3 });
    }, 30_000);

    it('reads every single-record sample file', async () => {
      const report = await importMarks(shared.pool, 'uspto-xml', [sharedData('uspto-xml/records')]);
      expect(report.read).toBe(18);
      // Status-only records now find nothing new; the before/after pairs leave the after version.
      expect(report.skipped.every((skip) => skip.reason.includes('status-only'))).toBe(true);
      const cancelled = await markRow('US', '85017257', shared);
      expect(cancelled).toMatchObject({ name: 'BLONDE SUMMER', status: 'cancelled' });
    }, 30_000);
  });
});
