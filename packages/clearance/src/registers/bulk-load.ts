// Bulk load into an empty register. Rows go into a fresh table without indexes (marks_incoming), which
// is then cleared of repeated numbers, indexed on two connections at once (each index build is
// single-threaded in PostgreSQL, so two builds use both cores) and swapped in for the empty marks table
// in one short transaction. Nothing is visible before the swap; a crash leaves only marks_incoming,
// which the next import drops.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COLUMNS, encodeRow, RECORDSET_COLUMNS, type RowEncoding } from './mark-store.ts';
import type { MarkRecord, StatusUpdate } from './types.ts';

export const INCOMING_TABLE = 'marks_incoming';
const STATUS_TABLE = 'marks_incoming_status';
/** Suffix of indexes built on the incoming table until the swap gives them their real names. */
const NEXT = '_next';
const UNIQUE_VIOLATION = '23505';

/** One valid mark with its place in the input: the id that orders repeated numbers (last one wins). */
export interface BulkRow {
  id: number;
  mark: MarkRecord;
  at: string;
}

export interface BulkStatus {
  ordinal: number;
  update: StatusUpdate;
  at: string;
}

export interface BulkCounts {
  imported: number;
  updated: number;
  unchanged: number;
  /** Rows the database refused, with its reason (the rest of their batch still landed). */
  refused: Array<{ record: string; reason: string }>;
  /** Status-only records for numbers not loaded before them. */
  statusMissing: string[];
}

interface IndexPlan {
  name: string;
  /** CREATE INDEX statement for the incoming table. */
  create: string;
  /** For indexes behind a constraint: how to attach the built index to it after the swap. */
  constraint: { name: string; kind: 'PRIMARY KEY' | 'UNIQUE' } | null;
}

/** Is this the embedded PGlite, whose socket drops the connection on COPY FROM STDIN? */
async function isPglite(client: pg.PoolClient): Promise<boolean> {
  const version = (await client.query<{ version: string }>('SELECT version()')).rows[0]?.version ?? '';
  return /pglite|emscripten|wasm/i.test(version);
}

/** The indexes of marks (constraints included) as statements for the incoming table. */
async function planIndexes(client: pg.PoolClient): Promise<IndexPlan[]> {
  const { rows } = await client.query<{
    indexname: string;
    indexdef: string;
    conname: string | null;
    contype: string | null;
  }>(
    `SELECT i.indexname, i.indexdef, c.conname, c.contype
     FROM pg_indexes i
     LEFT JOIN pg_constraint c ON c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass
       AND c.conrelid = 'marks'::regclass AND c.contype IN ('p', 'u')
     WHERE i.tablename = 'marks' AND i.schemaname = current_schema()`,
  );
  return rows.map((row) => {
    const match = /^(CREATE (?:UNIQUE )?INDEX )(\S+)( ON (?:ONLY )?(?:\S+\.)?)marks( .*)$/s.exec(
      row.indexdef,
    );
    if (!match) throw new Error(`cannot read the definition of index ${row.indexname}`);
    return {
      name: row.indexname,
      create: `${match[1]}${row.indexname}${NEXT}${match[3]}${INCOMING_TABLE}${match[4]}`,
      constraint:
        row.conname && (row.contype === 'p' || row.contype === 'u')
          ? { name: row.conname, kind: row.contype === 'p' ? 'PRIMARY KEY' : 'UNIQUE' }
          : null,
    };
  });
}

/** Rough build cost, largest first, so that the two connections finish close together. */
function buildOrder(plan: IndexPlan): number {
  if (plan.constraint?.kind === 'UNIQUE') return 0; // finds repeated numbers early
  if (/gin_trgm_ops/.test(plan.create)) return 1;
  if (/USING gin/.test(plan.create)) return 2;
  return 3;
}

export class BulkLoad {
  /** The batch being written: one in the database while the next is encoded. */
  private pending: Promise<void> = Promise.resolve();
  private statusCount = 0;
  /** Milliseconds spent finishing: indexes (with repeats and status records) and the swap. */
  readonly phases: { indexes: number; swap: number } = { indexes: 0, swap: 0 };
  readonly counts: BulkCounts = { imported: 0, updated: 0, unchanged: 0, refused: [], statusMissing: [] };

  private constructor(
    private readonly pool: pg.Pool,
    /** The caller's connection (not released here): it writes the rows, then builds indexes and swaps. */
    private readonly client: pg.PoolClient,
    private readonly copy: boolean,
  ) {}

  /** Creates the incoming tables (dropping what a crashed load left). */
  static async open(pool: pg.Pool, client: pg.PoolClient): Promise<BulkLoad> {
    const copy = !(await isPglite(client));
    await client.query(`DROP TABLE IF EXISTS ${INCOMING_TABLE}, ${STATUS_TABLE}`);
    await client.query(`CREATE TABLE ${INCOMING_TABLE} (LIKE marks INCLUDING ALL EXCLUDING INDEXES)`);
    await client.query(
      `CREATE TABLE ${STATUS_TABLE} (ordinal bigint NOT NULL, office text NOT NULL, number text NOT NULL,
         status text NOT NULL, raw_status text, at text NOT NULL)`,
    );
    return new BulkLoad(pool, client, copy);
  }

  /** How rows travel: COPY text lines (PostgreSQL) or JSON objects (PGlite, whose socket cannot COPY). */
  get encoding(): RowEncoding {
    return this.copy ? 'copy' : 'json';
  }

  /** Writes a batch of marks; resolves when the previous batch is written and this one is under way. */
  async write(rows: readonly BulkRow[]): Promise<void> {
    await this.writeEncoded(
      rows.map((row) => encodeRow(row.mark, row.id, this.encoding)),
      rows.map((row) => row.at),
    );
  }

  /** Like write, for rows already encoded (encodeRow, possibly in another thread); `ats` name them in reports. */
  async writeEncoded(rows: readonly string[], ats: readonly string[]): Promise<void> {
    if (rows.length === 0) return;
    await this.pending;
    this.pending = this.writeNow(rows, ats);
  }

  private async send(rows: readonly string[]): Promise<void> {
    if (this.copy) {
      await pipeline(
        Readable.from([rows.join('')]),
        this.client.query(copyFrom(`COPY ${INCOMING_TABLE} (id, ${COLUMNS}) FROM STDIN`)),
      );
    } else {
      await this.client.query(
        `INSERT INTO ${INCOMING_TABLE} (id, ${COLUMNS}) SELECT id, ${COLUMNS}
         FROM json_to_recordset($1::json) AS r(id bigint, ${RECORDSET_COLUMNS})`,
        [`[${rows.join(',')}]`],
      );
    }
  }

  private async writeNow(rows: readonly string[], ats: readonly string[]): Promise<void> {
    try {
      await this.send(rows);
      this.counts.imported += rows.length;
    } catch {
      // One row the database refuses must not cost the others: find it row by row.
      for (let index = 0; index < rows.length; index += 1) {
        try {
          await this.send([rows[index] as string]);
          this.counts.imported += 1;
        } catch (error) {
          this.counts.refused.push({
            record: ats[index] ?? '?',
            reason: `database refused it: ${(error as Error).message}`,
          });
        }
      }
    }
  }

  /** Status-only records are kept aside and applied after the load, to the rows loaded before them. */
  async writeStatuses(statuses: readonly BulkStatus[]): Promise<void> {
    if (statuses.length === 0) return;
    this.statusCount += statuses.length;
    const json = JSON.stringify(
      statuses.map(({ ordinal, update, at }) => ({ ordinal, ...update, raw_status: update.rawStatus, at })),
    );
    await this.client.query(
      `INSERT INTO ${STATUS_TABLE} SELECT ordinal, office, number, status, raw_status, at
       FROM json_to_recordset($1::json) AS r(ordinal bigint, office text, number text, status text, raw_status text, at text)`,
      [json],
    );
  }

  /**
   * Finishes the load: repeated numbers resolved, status records applied, indexes built on
   * `indexConnections` connections, then the swap. Throws (and leaves marks untouched) when marks is
   * no longer empty.
   */
  async finish(indexConnections: number, maintenanceWorkMem: string): Promise<void> {
    await this.pending;
    const plans = (await planIndexes(this.client)).sort((a, b) => buildOrder(a) - buildOrder(b));
    const queue = [...plans];
    const build = async (client: pg.PoolClient) => {
      await client.query(`SET maintenance_work_mem = '${maintenanceWorkMem}'`);
      try {
        for (let plan = queue.shift(); plan; plan = queue.shift()) {
          try {
            await client.query(plan.create);
          } catch (error) {
            if ((error as { code?: string }).code !== UNIQUE_VIOLATION || plan.constraint?.kind !== 'UNIQUE')
              throw error;
            await this.dropRepeats(client);
            await client.query(plan.create);
          }
          // Status records need the (office, number) index to be applied without a scan per record.
          if (plan.constraint?.kind === 'UNIQUE' && this.statusCount > 0) await this.applyStatuses(client);
        }
      } catch (error) {
        queue.length = 0; // the other connection stops after its current build
        throw error;
      } finally {
        await client.query('RESET maintenance_work_mem');
      }
    };
    const started = performance.now();
    const extra: pg.PoolClient[] = [];
    try {
      while (extra.length + 1 < (this.copy ? indexConnections : 1)) extra.push(await this.pool.connect());
      // Every build ends before its connection goes back to the pool, even when another one failed.
      const outcomes = await Promise.allSettled([build(this.client), ...extra.map(build)]);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      for (const client of extra) client.release();
    }
    const built = performance.now();
    await this.swap(plans);
    this.phases.indexes = built - started;
    this.phases.swap = performance.now() - built;
  }

  /** Keeps the last row of each repeated (office, number); earlier ones count as updated or unchanged. */
  private async dropRepeats(client: pg.PoolClient): Promise<void> {
    const { rows } = await client.query<{ updated: string; unchanged: string }>(
      `WITH ranked AS (
         SELECT id, content_hash,
           lead(content_hash) OVER (PARTITION BY office, number ORDER BY id) AS next_hash
         FROM ${INCOMING_TABLE}),
       dropped AS (
         DELETE FROM ${INCOMING_TABLE} m USING ranked r
         WHERE m.id = r.id AND r.next_hash IS NOT NULL
         RETURNING r.content_hash = r.next_hash AS same)
       SELECT count(*) FILTER (WHERE NOT same) AS updated, count(*) FILTER (WHERE same) AS unchanged FROM dropped`,
    );
    const updated = Number(rows[0]?.updated ?? 0);
    const unchanged = Number(rows[0]?.unchanged ?? 0);
    this.counts.imported -= updated + unchanged;
    this.counts.updated += updated;
    this.counts.unchanged += unchanged;
  }

  /** The last status record of a number applies when it came after the number's loaded row. */
  private async applyStatuses(client: pg.PoolClient): Promise<void> {
    const { rows } = await client.query<{ updated: string; unchanged: string; missing: string[] | null }>(
      `SELECT
         count(*) FILTER (WHERE m.id IS NOT NULL AND (m.status, m.raw_status) IS DISTINCT FROM (s.status, s.raw_status)) AS updated,
         count(*) FILTER (WHERE m.id IS NOT NULL AND (m.status, m.raw_status) IS NOT DISTINCT FROM (s.status, s.raw_status)) AS unchanged,
         array_agg(s.at ORDER BY s.ordinal) FILTER (WHERE m.id IS NULL) AS missing
       FROM ${STATUS_TABLE} s
       LEFT JOIN ${INCOMING_TABLE} m ON m.office = s.office AND m.number = s.number AND m.id < s.ordinal`,
    );
    this.counts.updated += Number(rows[0]?.updated ?? 0);
    this.counts.unchanged += Number(rows[0]?.unchanged ?? 0);
    this.counts.statusMissing.push(...(rows[0]?.missing ?? []));
    await client.query(
      `UPDATE ${INCOMING_TABLE} m SET status = s.status, raw_status = s.raw_status
       FROM (SELECT DISTINCT ON (office, number) * FROM ${STATUS_TABLE} ORDER BY office, number, ordinal DESC) s
       WHERE m.office = s.office AND m.number = s.number AND m.id < s.ordinal`,
    );
  }

  private async swap(plans: readonly IndexPlan[]): Promise<void> {
    const client = this.client;
    await client.query('BEGIN');
    try {
      await client.query('LOCK TABLE marks IN ACCESS EXCLUSIVE MODE');
      const { rows } = await client.query<{ busy: boolean; sequence: string | null }>(
        `SELECT EXISTS (SELECT 1 FROM marks) AS busy, pg_get_serial_sequence('marks', 'id') AS sequence`,
      );
      if (rows[0]?.busy) throw new Error('the register received marks from elsewhere during the bulk load');
      const sequence = rows[0]?.sequence;
      // The id sequence belongs to marks and would go with it.
      if (sequence) await client.query(`ALTER SEQUENCE ${sequence} OWNED BY ${INCOMING_TABLE}.id`);
      await client.query(`DROP TABLE marks, ${STATUS_TABLE}`);
      await client.query(`ALTER TABLE ${INCOMING_TABLE} RENAME TO marks`);
      for (const plan of plans) {
        if (plan.constraint)
          await client.query(
            `ALTER TABLE marks ADD CONSTRAINT ${plan.constraint.name} ${plan.constraint.kind} USING INDEX ${plan.name}${NEXT}`,
          );
        else await client.query(`ALTER INDEX ${plan.name}${NEXT} RENAME TO ${plan.name}`);
      }
      // Ids were given in input order; the sequence continues after them.
      if (sequence)
        await client.query(`SELECT setval('${sequence}', max(id)) FROM marks HAVING max(id) IS NOT NULL`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /** Ends the load: without a finished swap the incoming tables are dropped (the caller keeps its client). */
  async close(): Promise<void> {
    await this.pending.catch(() => undefined);
    await this.client.query(`DROP TABLE IF EXISTS ${INCOMING_TABLE}, ${STATUS_TABLE}`).catch(() => undefined);
  }
}
