import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { CheckSource } from '@brandwright/contracts';
import { presentRecords, type RecordOf } from '../check/read/record-schemas.ts';

/** Rows read per query: what one export holds in memory at a time, whatever the search's size. */
export const EXPORT_BATCH_SIZE = 1000;

interface RecordRow extends Record<string, unknown> {
  position: number;
  record: unknown;
}

/**
 * A source's records in answer order, a batch at a time. Keyset paging on (search, source,
 * position), the table's primary key, so each batch is an index range scan and memory stays flat
 * however many rows the source has. The next batch is asked for before this one is handed over, so
 * on PostgreSQL the database reads while the writer renders (at most two batches are held).
 */
export async function* readExportRecords<S extends CheckSource>(
  db: DbOrTx,
  searchId: string,
  source: S,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Array<RecordOf<S>>> {
  const fetchAfter = async (after: number): Promise<RecordRow[]> => {
    const result = await db.execute<RecordRow>(sql`
      SELECT position, record FROM check_results
      WHERE search_id = ${searchId}::uuid AND source = ${source} AND position > ${after}
      ORDER BY position LIMIT ${batchSize}`);
    return result.rows;
  };
  let pending: Promise<RecordRow[]> | null = fetchAfter(-1);
  try {
    while (pending) {
      const rows: RecordRow[] = await pending;
      if (rows.length === 0) return;
      pending = rows.length < batchSize ? null : fetchAfter(Number(rows[rows.length - 1]?.position));
      yield presentRecords(
        source,
        rows.map((row) => row.record),
      );
    }
  } finally {
    // A reader that stops early leaves no query whose failure nobody would see.
    pending?.catch(() => undefined);
  }
}
