// Writes marks in batches: one multi-row INSERT … ON CONFLICT per batch (the rows travel as one JSON
// parameter, so a batch costs one round trip whatever its size), idempotent by (office, number). Also
// encodes rows for the bulk load (bulk-load.ts): COPY text lines, or JSON objects on PGlite.
import { hash } from 'node:crypto';
import type pg from 'pg';
import { deriveSearchKeys } from './search-keys.ts';
import type { MarkRecord, StatusUpdate } from './types.ts';

export interface WriteCounts {
  imported: number;
  updated: number;
  unchanged: number;
}

export const COLUMNS = `office, number, name, status, raw_status, classes, filed, registered, owners,
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

/** The columns of a row as json_to_recordset reads them (rowJson). */
export const RECORDSET_COLUMNS = `office text, number text, name text, status text, raw_status text,
  classes integer[], filed date, registered date, owners text[], representatives text[],
  goods_services text, office_url text, source text, name_norm text, name_compact text, skeleton text,
  phonetic_primary text, phonetic_secondary text, phonetic_tokens text[], tokens text[], spelling text, content_hash text`;

const UPSERT_SQL = `INSERT INTO marks (${COLUMNS}) SELECT ${COLUMNS}
FROM json_to_recordset($1::json) AS r(${RECORDSET_COLUMNS})
${ON_CONFLICT}`;

// COPY text format: backslash, tab, newline and carriage return are escaped; \N is NULL.
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIAL_ALL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  // Cleaned register text rarely holds any of them: test once before replacing.
  return COPY_SPECIAL.test(value)
    ? value.replace(COPY_SPECIAL_ALL, (char) => COPY_ESCAPES[char] ?? char)
    : value;
}

const ARRAY_SPECIAL = /[\\"]/g;

/** A PostgreSQL array literal of strings (every element quoted), escaped for COPY. */
function copyTextArray(values: readonly string[]): string {
  if (values.length === 0) return '{}';
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ',';
    literal += `"${(values[index] as string).replace(ARRAY_SPECIAL, '\\$&')}"`;
  }
  return copyText(`${literal}}`);
}

/**
 * The imported content of a mark (what an office says about it, no derived keys) as COPY text columns,
 * in the order of CONTENT_COLUMNS. It is also what the content hash is taken of, whichever write path
 * is used, so that a re-import of an unchanged record is recognised.
 */
function contentText(mark: MarkRecord): string {
  return `${mark.office}\t${copyText(mark.number)}\t${copyText(mark.name)}\t${mark.status}\t${copyText(mark.rawStatus)}\t{${mark.classes.join(',')}}\t${copyText(mark.filed)}\t${copyText(mark.registered)}\t${copyTextArray(mark.owners ?? [])}\t${copyTextArray(mark.representatives ?? [])}\t${copyText(mark.goodsServices)}\t${copyText(mark.officeUrl)}\t${mark.source ?? 'import'}`;
}

/** sha1 in base64: one-shot hashing (crypto.hash) costs half of a createHash object per record. */
function contentHash(content: string): string {
  return hash('sha1', content, 'base64');
}

/**
 * One row as JSON text for json_to_recordset, keys included; the content hash is of the same content
 * text as on the COPY path.
 */
export function rowJson(mark: MarkRecord, id?: number): string {
  const keys = deriveSearchKeys(mark.name);
  return JSON.stringify({
    ...(id === undefined ? {} : { id }),
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
    name_norm: keys.nameNorm,
    name_compact: keys.nameCompact,
    skeleton: keys.skeleton,
    phonetic_primary: keys.phoneticPrimary,
    phonetic_secondary: keys.phoneticSecondary,
    phonetic_tokens: keys.phoneticTokens,
    tokens: keys.tokens,
    spelling: keys.spelling,
    content_hash: contentHash(contentText(mark)),
  });
}

/** One row in COPY text format: the id, then the columns of COLUMNS in order. */
export function rowCopyLine(mark: MarkRecord, id: number): string {
  const content = contentText(mark);
  const keys = deriveSearchKeys(mark.name);
  return `${id}\t${content}\t${copyText(keys.nameNorm)}\t${copyText(keys.nameCompact)}\t${copyText(keys.skeleton)}\t${copyText(keys.phoneticPrimary)}\t${copyText(keys.phoneticSecondary)}\t${copyTextArray(keys.phoneticTokens)}\t${copyTextArray(keys.tokens)}\t${copyText(keys.spelling)}\t${contentHash(content)}\n`;
}

export type RowEncoding = 'copy' | 'json';

/** One row with its id: a COPY text line, or a JSON object for json_to_recordset. */
export function encodeRow(mark: MarkRecord, id: number, encoding: RowEncoding): string {
  return encoding === 'copy' ? rowCopyLine(mark, id) : rowJson(mark, id);
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
