import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { BulkLoad } from '../src/registers/bulk-load.ts';
import { importMarks } from '../src/registers/import-marks.ts';
import { encodeRow } from '../src/registers/mark-store.ts';
import { searchMarks } from '../src/registers/search-marks.ts';
import { openFreshDatabase } from './helpers/fresh-database.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'bw-bulk-load-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function withFreshDatabase(run: (database: Database) => Promise<void>): Promise<void> {
  const database = await openFreshDatabase();
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

const COLUMNS_SQL = `SELECT column_name, data_type, collation_name, is_nullable, column_default
  FROM information_schema.columns WHERE table_name = 'marks' ORDER BY ordinal_position`;
const INDEXES_SQL = `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'marks' ORDER BY indexname`;
const CONSTRAINTS_SQL = `SELECT conname, contype, pg_get_constraintdef(oid) AS definition FROM pg_constraint
  WHERE conrelid = 'marks'::regclass ORDER BY conname`;

function jsonl(file: string, records: object[]): string {
  const full = path.join(scratch, file);
  writeFileSync(full, records.map((record) => JSON.stringify(record)).join('\n'));
  return full;
}

describe('bulk load into an empty register (incoming table, parallel indexes, swap)', () => {
  it('keeps the last of repeated numbers across chunks, and leaves marks as the migrations made it', async () => {
    await withFreshDatabase(async (database) => {
      const columnsBefore = (await database.pool.query(COLUMNS_SQL)).rows;
      const indexesBefore = (await database.pool.query(INDEXES_SQL)).rows;
      const constraintsBefore = (await database.pool.query(CONSTRAINTS_SQL)).rows;
      // Enough lines for several 1 MB chunks. Whether threads or the calling thread encode them depends on
      // how fast the threads start (encoder-pool.test.ts checks the threads themselves); ids must not.
      const records: object[] = [];
      for (let index = 0; index < 12_000; index += 1) {
        records.push({
          office: 'US',
          number: `N${index}`,
          name: `ZOLVA ${index} ${'X'.repeat(120)}`,
          status: 'registered',
          classes: [9],
        });
      }
      // Repeats far apart (different chunks): a changed one counts as updated, an identical one unchanged.
      records.push({ office: 'US', number: 'N5', name: 'LATER NAME', status: 'pending', classes: [25] });
      records.push({ ...(records[7] as object) });
      records.push({ office: 'US', number: 'BAD', name: 'BROKEN', status: 'alive', classes: [9] });
      const file = jsonl('repeats.jsonl', records);

      const report = await importMarks(database.pool, 'jsonl', [file], { encoderThreads: 2 });
      expect(report).toMatchObject({ read: 12_003, imported: 12_000, updated: 1, unchanged: 1 });
      expect(report.skipped).toEqual([{ record: `${file}:12003 (BAD)`, reason: 'unknown status "alive"' }]);

      const n5 = await database.pool.query("SELECT name, status, classes FROM marks WHERE number = 'N5'");
      expect(n5.rows).toEqual([{ name: 'LATER NAME', status: 'pending', classes: [25] }]);
      expect((await database.pool.query('SELECT count(*)::int AS n FROM marks')).rows[0].n).toBe(12_000);
      // Ids follow the input (line numbers), whichever thread encoded the line.
      const ids = await database.pool.query<{ number: string; id: string }>(
        "SELECT number, id FROM marks WHERE number IN ('N0', 'N1', 'N11999') ORDER BY id",
      );
      expect(ids.rows.map((row) => row.number)).toEqual(['N0', 'N1', 'N11999']);

      expect((await database.pool.query(COLUMNS_SQL)).rows).toEqual(columnsBefore);
      expect((await database.pool.query(INDEXES_SQL)).rows).toEqual(indexesBefore);
      expect((await database.pool.query(CONSTRAINTS_SQL)).rows).toEqual(constraintsBefore);
      const leftovers = await database.pool.query("SELECT to_regclass('marks_incoming') AS t");
      expect(leftovers.rows[0].t).toBeNull();

      // The register works as before: searches use the rebuilt indexes, upserts the unique constraint,
      // and new rows continue the id sequence.
      expect((await searchMarks(database, { name: 'LATER NAME' }))[0]?.name).toBe('LATER NAME');
      const more = await importMarks(database.pool, 'jsonl', [
        jsonl('more.jsonl', [
          { office: 'US', number: 'N6', name: 'CHANGED', status: 'registered', classes: [9] },
          { office: 'EU', number: 'NEW', name: 'FRESH', status: 'registered', classes: [9] },
        ]),
      ]);
      expect(more).toMatchObject({ imported: 1, updated: 1 });
      const fresh = await database.pool.query<{ id: string }>("SELECT id FROM marks WHERE number = 'NEW'");
      expect(Number(fresh.rows[0]?.id)).toBeGreaterThan(12_000);
    });
  }, 120_000);

  it('skips only the row the database refuses and keeps the rest of its batch', async () => {
    await withFreshDatabase(async (database) => {
      const client = await database.pool.connect();
      try {
        const load = await BulkLoad.open(database.pool, client);
        const mark = (number: string) => ({
          office: 'UK' as const,
          number,
          name: `MARK ${number}`,
          status: 'registered' as const,
          classes: [3],
        });
        const good = [encodeRow(mark('1'), 1, load.encoding), encodeRow(mark('3'), 3, load.encoding)];
        // A filing date no calendar has: the validator never lets one through, the database refuses it.
        const bad = encodeRow({ ...mark('2'), filed: '2024-02-31' }, 2, load.encoding);
        await load.writeEncoded([good[0] as string, bad, good[1] as string], ['one', 'two', 'three']);
        await load.finish(2, '64MB');
        await load.close();
        expect(load.counts.imported).toBe(2);
        expect(load.counts.refused).toEqual([
          { record: 'two', reason: expect.stringContaining('database refused it') },
        ]);
      } finally {
        client.release();
      }
      const rows = await database.pool.query('SELECT number FROM marks ORDER BY number');
      expect(rows.rows).toEqual([{ number: '1' }, { number: '3' }]);
    });
  }, 60_000);

  it('drops what a crashed bulk load left behind and loads again', async () => {
    await withFreshDatabase(async (database) => {
      await database.pool.query('CREATE TABLE marks_incoming (LIKE marks INCLUDING ALL EXCLUDING INDEXES)');
      await database.pool.query(
        "INSERT INTO marks_incoming (office, number, name, status, name_norm, name_compact, skeleton, phonetic_primary, phonetic_secondary, content_hash) VALUES ('US', 'GHOST', 'GHOST', 'registered', 'ghost', 'ghost', 'ghost', 'KST', 'KST', 'h')",
      );
      const report = await importMarks(database.pool, 'jsonl', [
        jsonl('after-crash.jsonl', [
          { office: 'UK', number: '1', name: 'REAL', status: 'registered', classes: [3] },
        ]),
      ]);
      expect(report.imported).toBe(1);
      const rows = await database.pool.query('SELECT number FROM marks');
      expect(rows.rows).toEqual([{ number: '1' }]);
    });
  }, 60_000);

  it('applies status-only records to the marks loaded before them', async () => {
    await withFreshDatabase(async (database) => {
      const caseFile = (number: string, status: string, name?: string) =>
        `<case-file><serial-number>${number}</serial-number><case-file-header><filing-date>20240101</filing-date><status-code>${status}</status-code>${name ? `<mark-identification>${name}</mark-identification>` : ''}</case-file-header><classifications><classification><international-code>025</international-code></classification></classifications></case-file>`;
      const file = path.join(scratch, 'statuses.xml');
      writeFileSync(
        file,
        `<?xml version="1.0" encoding="UTF-8"?><trademark-applications-daily><application-information><file-segments><action-keys>
${caseFile('1', '630', 'FIRST')}${caseFile('1', '602')}${caseFile('2', '602')}${caseFile('3', '602')}${caseFile('3', '630', 'THIRD')}
</action-keys></file-segments></application-information></trademark-applications-daily>`,
      );
      const report = await importMarks(database.pool, 'uspto-xml', [file]);
      expect(report).toMatchObject({ read: 5, imported: 2, updated: 1 });
      // Number 2 was never loaded, and 3's status record came before its mark.
      expect(report.skipped.map((skip) => skip.record)).toEqual([
        expect.stringContaining('(2)'),
        expect.stringContaining('(3)'),
      ]);
      const rows = await database.pool.query('SELECT number, raw_status FROM marks ORDER BY number');
      expect(rows.rows).toEqual([
        { number: '1', raw_status: 'TSDR status 602' },
        { number: '3', raw_status: 'TSDR status 630' },
      ]);
    });
  }, 60_000);
});
