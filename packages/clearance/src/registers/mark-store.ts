// Writes marks in batches: one multi-row INSERT … ON CONFLICT per batch (the rows travel as one JSON
// parameter, so a batch costs one round trip whatever its size), idempotent by (office, number).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { deriveSearchKeys } from './search-keys.ts';
import type { MarkRecord, StatusUpdate } from './types.ts';

export interface WriteCounts {
  imported: number;
  updated: number;
  unchanged: number;
}

const UPSERT_SQL = `
INSERT INTO marks (office, number, name, status, raw_status, classes, filed, registered, owners,
  representatives, goods_services, office_url, source, name_norm, name_compact, skeleton,
  phonetic_primary, phonetic_secondary, phonetic_tokens, tokens, content_hash)
SELECT office, number, name, status, raw_status, classes, filed, registered, owners,
  representatives, goods_services, office_url, source, name_norm, name_compact, skeleton,
  phonetic_primary, phonetic_secondary, phonetic_tokens, tokens, content_hash
FROM json_to_recordset($1::json) AS r(office text, number text, name text, status text, raw_status text,
  classes integer[], filed date, registered date, owners text[], representatives text[],
  goods_services text, office_url text, source text, name_norm text, name_compact text, skeleton text,
  phonetic_primary text, phonetic_secondary text, phonetic_tokens text[], tokens text[], content_hash text)
ON CONFLICT (office, number) DO UPDATE SET
  name = excluded.name, status = excluded.status, raw_status = excluded.raw_status,
  classes = excluded.classes, filed = excluded.filed, registered = excluded.registered,
  owners = excluded.owners, representatives = excluded.representatives,
  goods_services = excluded.goods_services, office_url = excluded.office_url, source = excluded.source,
  name_norm = excluded.name_norm, name_compact = excluded.name_compact, skeleton = excluded.skeleton,
  phonetic_primary = excluded.phonetic_primary, phonetic_secondary = excluded.phonetic_secondary,
  phonetic_tokens = excluded.phonetic_tokens, tokens = excluded.tokens,
  content_hash = excluded.content_hash, updated_at = now()
WHERE marks.content_hash IS DISTINCT FROM excluded.content_hash
RETURNING (xmax = 0) AS inserted`;

/**
 * One row as JSON text. The content part is serialised once and hashed as it is; the search keys are
 * appended to the same text (JSON.stringify dominated the import profile when done twice).
 */
function rowJson(mark: MarkRecord): string {
  const content = JSON.stringify({
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
  const keys = deriveSearchKeys(mark.name);
  const derived = JSON.stringify({
    name_norm: keys.nameNorm,
    name_compact: keys.nameCompact,
    skeleton: keys.skeleton,
    phonetic_primary: keys.phoneticPrimary,
    phonetic_secondary: keys.phoneticSecondary,
    phonetic_tokens: keys.phoneticTokens,
    tokens: keys.tokens,
    content_hash: createHash('sha1').update(content).digest('base64'),
  });
  return `${content.slice(0, -1)},${derived.slice(1)}`;
}

/**
 * Inserts or updates validated marks. Within one call the last record for a number wins (PostgreSQL
 * refuses to touch one row twice in a statement).
 */
export async function upsertMarks(
  pool: Pick<pg.Pool, 'query'>,
  marks: readonly MarkRecord[],
): Promise<WriteCounts> {
  const latest = new Map<string, MarkRecord>();
  for (const mark of marks) latest.set(`${mark.office}\u0000${mark.number}`, mark);
  const counts: WriteCounts = { imported: 0, updated: 0, unchanged: 0 };
  if (latest.size === 0) return counts;
  const rows = `[${[...latest.values()].map(rowJson).join(',')}]`;
  const result = await pool.query<{ inserted: boolean }>(UPSERT_SQL, [rows]);
  for (const row of result.rows) {
    if (row.inserted) counts.imported += 1;
    else counts.updated += 1;
  }
  counts.unchanged = marks.length - counts.imported - counts.updated;
  return counts;
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
