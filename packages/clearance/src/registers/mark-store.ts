// Writes marks in batches: one multi-row INSERT … ON CONFLICT per batch (the rows travel as one JSON
// parameter, so a batch costs one round trip whatever its size), idempotent by (office, number).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { deriveSearchKeys } from './search-keys.ts';
import type { MarkRecord, StatusUpdate } from './types.ts';

export interface WriteCounts {
  imported: number;
  updated: number;
  unchanged: number;
}

const COLUMNS = `office, number, name, status, raw_status, classes, filed, registered, owners,
  representatives, goods_services, office_url, source, name_norm, name_compact, skeleton,
  phonetic_primary, phonetic_secondary, phonetic_tokens, tokens, spelling, content_hash`;

const ON_CONFLICT = `ON CONFLICT (office, number) DO UPDATE SET
  name = excluded.name, status = excluded.status, raw_status = excluded.raw_status,
  classes = excluded.classes, filed = excluded.filed, registered = excluded.registered,
  owners = excluded.owners, representatives = excluded.representatives,
  goods_services = excluded.goods_services, office_url = excluded.office_url, source = excluded.source,
  name_norm = excluded.name_norm, name_compact = excluded.name_compact, skeleton = excluded.skeleton,
  phonetic_primary = excluded.phonetic_primary, phonetic_secondary = excluded.phonetic_secondary,
  phonetic_tokens = excluded.phonetic_tokens, tokens = excluded.tokens, spelling = excluded.spelling,
  content_hash = excluded.content_hash, updated_at = now()
WHERE marks.content_hash IS DISTINCT FROM excluded.content_hash
RETURNING (xmax = 0) AS inserted`;

/** Staging table for COPY: same columns as marks, no constraints, gone at the end of the transaction. */
const CREATE_STAGE_SQL = `CREATE TEMP TABLE IF NOT EXISTS marks_stage ON COMMIT DROP AS
  SELECT ${COLUMNS} FROM marks WITH NO DATA`;
const STAGE_INSERT_SQL = `INSERT INTO marks (${COLUMNS}) SELECT ${COLUMNS} FROM marks_stage ${ON_CONFLICT}`;

const UPSERT_SQL = `INSERT INTO marks (${COLUMNS}) SELECT ${COLUMNS}
FROM json_to_recordset($1::json) AS r(office text, number text, name text, status text, raw_status text,
  classes integer[], filed date, registered date, owners text[], representatives text[],
  goods_services text, office_url text, source text, name_norm text, name_compact text, skeleton text,
  phonetic_primary text, phonetic_secondary text, phonetic_tokens text[], tokens text[], spelling text, content_hash text)
${ON_CONFLICT}`;

function contentJson(mark: MarkRecord): string {
  return JSON.stringify({
    office: mark.office,
    number: mark.number,
    name: mark.name,
    status: mark.status,
    raw_status: mark.rawStatus ?? null,
    classes: mark.classes,
    filed: mark.filed ?? null,
    registered: mark.registered ?? null,
    owners: mark.owners ?? [],
    representatives: mark.representatives ?? [],
    goods_services: mark.goodsServices ?? null,
    office_url: mark.officeUrl ?? null,
    source: mark.source ?? 'import',
  });
}

/** The hash that makes re-imports idempotent: of the content JSON, whichever write path is used. */
function contentHash(content: string): string {
  return createHash('sha1').update(content).digest('base64');
}

/**
 * One row as JSON text. The content part is serialised once and hashed as it is; the search keys are
 * appended to the same text (JSON.stringify dominated the import profile when done twice).
 */
function rowJson(mark: MarkRecord): string {
  const content = contentJson(mark);
  const keys = deriveSearchKeys(mark.name);
  const derived = JSON.stringify({
    name_norm: keys.nameNorm,
    name_compact: keys.nameCompact,
    skeleton: keys.skeleton,
    phonetic_primary: keys.phoneticPrimary,
    phonetic_secondary: keys.phoneticSecondary,
    phonetic_tokens: keys.phoneticTokens,
    tokens: keys.tokens,
    spelling: keys.spelling,
    content_hash: contentHash(content),
  });
  return `${content.slice(0, -1)},${derived.slice(1)}`;
}

// COPY text format: backslash, tab, newline and carriage return are escaped; \N is NULL.
const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  return value.replace(COPY_SPECIAL, (char) => COPY_ESCAPES[char] ?? char);
}

/** A PostgreSQL array literal of strings (every element quoted), escaped for COPY. */
function copyTextArray(values: readonly string[]): string {
  const elements = values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`);
  return copyText(`{${elements.join(',')}}`);
}

/** One row in COPY text format, columns in the order of COLUMNS. */
function rowCopyLine(mark: MarkRecord): string {
  const keys = deriveSearchKeys(mark.name);
  return (
    [
      mark.office,
      copyText(mark.number),
      copyText(mark.name),
      mark.status,
      copyText(mark.rawStatus),
      `{${mark.classes.join(',')}}`,
      copyText(mark.filed),
      copyText(mark.registered),
      copyTextArray(mark.owners ?? []),
      copyTextArray(mark.representatives ?? []),
      copyText(mark.goodsServices),
      copyText(mark.officeUrl),
      mark.source ?? 'import',
      copyText(keys.nameNorm),
      copyText(keys.nameCompact),
      copyText(keys.skeleton),
      copyText(keys.phoneticPrimary),
      copyText(keys.phoneticSecondary),
      copyTextArray(keys.phoneticTokens),
      copyTextArray(keys.tokens),
      copyText(keys.spelling),
      contentHash(contentJson(mark)),
    ].join('\t') + '\n'
  );
}

/** The last record per (office, number) in a batch: PostgreSQL refuses to touch one row twice. */
function latestByNumber(marks: readonly MarkRecord[]): MarkRecord[] {
  const latest = new Map<string, MarkRecord>();
  for (const mark of marks) latest.set(`${mark.office}\u0000${mark.number}`, mark);
  return [...latest.values()];
}

function countWrites(marks: readonly MarkRecord[], rows: ReadonlyArray<{ inserted: boolean }>): WriteCounts {
  const counts: WriteCounts = { imported: 0, updated: 0, unchanged: 0 };
  for (const row of rows) {
    if (row.inserted) counts.imported += 1;
    else counts.updated += 1;
  }
  counts.unchanged = marks.length - counts.imported - counts.updated;
  return counts;
}

async function copyIntoStage(client: pg.PoolClient, text: string): Promise<void> {
  await pipeline(Readable.from([text]), client.query(copyFrom(`COPY marks_stage (${COLUMNS}) FROM STDIN`)));
}

/** Creates the staging table and runs an empty COPY: throws when the server cannot COPY FROM STDIN. */
export async function prepareCopyStage(client: pg.PoolClient): Promise<void> {
  await client.query(CREATE_STAGE_SQL);
  await copyIntoStage(client, '');
}

/**
 * Like upsertMarks, but the rows travel by COPY into the temporary staging table (CREATE_STAGE_SQL,
 * created by the caller on this client) and move to marks in one INSERT … SELECT. COPY skips the JSON
 * parsing that dominated the database side of json_to_recordset.
 */
export async function copyMarks(client: pg.PoolClient, marks: readonly MarkRecord[]): Promise<WriteCounts> {
  const latest = latestByNumber(marks);
  if (latest.length === 0) return { imported: 0, updated: 0, unchanged: marks.length };
  await client.query('TRUNCATE marks_stage');
  await copyIntoStage(client, latest.map(rowCopyLine).join(''));
  const result = await client.query<{ inserted: boolean }>(STAGE_INSERT_SQL);
  return countWrites(marks, result.rows);
}

/**
 * Inserts or updates validated marks. Within one call the last record for a number wins (PostgreSQL
 * refuses to touch one row twice in a statement).
 */
export async function upsertMarks(
  pool: Pick<pg.Pool, 'query'>,
  marks: readonly MarkRecord[],
): Promise<WriteCounts> {
  const latest = latestByNumber(marks);
  if (latest.length === 0) return { imported: 0, updated: 0, unchanged: marks.length };
  const rows = `[${latest.map(rowJson).join(',')}]`;
  const result = await pool.query<{ inserted: boolean }>(UPSERT_SQL, [rows]);
  return countWrites(marks, result.rows);
}

/** Applies a status-only record; 'missing' when the register has no such mark to update. */
export async function applyStatusUpdate(
  pool: Pick<pg.Pool, 'query'>,
  update: StatusUpdate,
): Promise<'updated' | 'unchanged' | 'missing'> {
  const result = await pool.query(
    `UPDATE marks SET status = $3, raw_status = $4, updated_at = now()
     WHERE office = $1 AND number = $2 AND (status, raw_status) IS DISTINCT FROM ($3, $4)`,
    [update.office, update.number, update.status, update.rawStatus],
  );
  if ((result.rowCount ?? 0) > 0) return 'updated';
  const exists = await pool.query('SELECT 1 FROM marks WHERE office = $1 AND number = $2', [
    update.office,
    update.number,
  ]);
  return exists.rowCount ? 'unchanged' : 'missing';
}
export const COLUMNS_FOR_PROFILE = COLUMNS;
