import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@brandwright/db';
import {
  CHECK_SOURCE_OF_JOB_TYPE,
  isFinishedSourceState,
  type CheckDomainRecord,
  type CheckJobType,
  type CheckSource,
  type CheckSourceState,
  type EuTrademarkRecord,
  type UkTrademarkRecord,
  type UsTrademarkRecord,
  webRecordSchema,
} from '@brandwright/contracts';

type WebRecord = z.infer<typeof webRecordSchema>;

// Writes Check searches straight into the tables of migration 0008, as the pipeline's jobs do: a
// search row, one progress row per chosen source, and records at positions 0..n (with `classes` for
// trademark records). Tests of the read calls use it without running any job.

export interface SeedSource {
  state?: CheckSourceState;
  percentage?: number;
  /** Default: the number of records. */
  recordCount?: number;
  /** Required by the table for unknown and not_checked; a default reason is filled in. */
  reason?: string | null;
  meta?: Record<string, unknown>;
  records?: unknown[];
}

export interface SeedCheckSearch {
  userId: string;
  keyword?: string;
  names?: string[];
  jobTypes: CheckJobType[];
  trademarkCat?: number[];
  reportCat?: string;
  options?: Record<string, unknown>;
  demo?: boolean;
  /** Rows per source; a chosen source left out gets no row (as before the start call wrote it). */
  sources?: Partial<Record<CheckSource, SeedSource>>;
  /** Fills every chosen source not in `sources` with a queued row (default true). */
  queueOthers?: boolean;
  createdAt?: Date;
  completedAt?: Date | null;
  token?: string;
}

export interface SeededSearch {
  id: string;
  token: string;
}

export function newCheckToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The classes column of a record: a trademark record's Nice classes, null for other sources. */
function classesOf(record: unknown): number[] | null {
  if (typeof record !== 'object' || record === null) return null;
  const value =
    (record as { nice_classes?: unknown; classes?: unknown }).nice_classes ??
    (record as { classes?: unknown }).classes;
  return Array.isArray(value) && value.every((entry) => typeof entry === 'number')
    ? (value as number[])
    : null;
}

export async function insertSourceRecords(
  db: DbOrTx,
  searchId: string,
  source: CheckSource,
  records: readonly unknown[],
  firstPosition = 0,
): Promise<void> {
  // Batches keep the statement's parameter count bounded.
  for (let start = 0; start < records.length; start += 200) {
    const batch = records.slice(start, start + 200);
    const values = batch.map((record, index) => {
      const classes = classesOf(record);
      return sql`(${searchId}::uuid, ${source}, ${firstPosition + start + index}, ${JSON.stringify(record)}::jsonb, ${
        classes
          ? sql`ARRAY[${sql.join(
              classes.map((value) => sql`${value}`),
              sql`, `,
            )}]::integer[]`
          : sql`NULL`
      })`;
    });
    await db.execute(sql`
      INSERT INTO check_results (search_id, source, position, record, classes)
      VALUES ${sql.join(values, sql`, `)}`);
  }
}

/** Inserts a search with its sources and records; answers its id and token. */
export async function seedCheckSearch(db: DbOrTx, seed: SeedCheckSearch): Promise<SeededSearch> {
  const token = seed.token ?? newCheckToken();
  const keyword = seed.keyword ?? 'Zestora';
  const names = seed.names ?? [keyword];
  const inserted = await db.execute<{ id: string }>(sql`
    INSERT INTO check_searches
      (token, user_id, keyword, names, job_types, trademark_cat, report_cat, options, demo, charged, completed_at, created_at)
    VALUES (${token}, ${seed.userId}::uuid, ${keyword},
      string_to_array(${names.join('\u001f')}, ${'\u001f'}),
      string_to_array(${seed.jobTypes.join(',')}, ','),
      string_to_array(${(seed.trademarkCat ?? []).join(',')}, ',')::integer[],
      ${seed.reportCat ?? ''}, ${JSON.stringify(seed.options ?? {})}::jsonb, ${seed.demo ?? false}, true,
      ${seed.completedAt ?? null}, ${seed.createdAt ?? new Date()})
    RETURNING id`);
  const id = inserted.rows[0]!.id;
  const sources: Partial<Record<CheckSource, SeedSource>> = { ...seed.sources };
  if (seed.queueOthers !== false) {
    for (const jobType of seed.jobTypes) sources[CHECK_SOURCE_OF_JOB_TYPE[jobType]] ??= {};
  }
  for (const [source, spec] of Object.entries(sources) as Array<[CheckSource, SeedSource]>) {
    await insertSource(db, id, source, spec);
  }
  return { id, token };
}

const defaultReason = (state: CheckSourceState): string | null =>
  state === 'unknown' ? 'The source did not answer' : state === 'not_checked' ? 'Not built yet' : null;

async function insertSource(
  db: DbOrTx,
  searchId: string,
  source: CheckSource,
  spec: SeedSource,
): Promise<void> {
  const state = spec.state ?? 'queued';
  const records = spec.records ?? [];
  const finished = isFinishedSourceState(state);
  await db.execute(sql`
    INSERT INTO check_search_sources (search_id, source, state, percentage, record_count, reason, meta, finished_at)
    VALUES (${searchId}::uuid, ${source}, ${state}, ${spec.percentage ?? (finished ? 100 : 0)},
      ${spec.recordCount ?? records.length}, ${spec.reason === undefined ? defaultReason(state) : spec.reason},
      ${JSON.stringify(spec.meta ?? {})}::jsonb, ${finished ? sql`now()` : sql`NULL`})`);
  await insertSourceRecords(db, searchId, source, records);
}

/** Moves a source on, as a job does: state, percentage, count, reason (finished_at follows the state). */
export async function updateCheckSource(
  db: DbOrTx,
  searchId: string,
  source: CheckSource,
  change: { state: CheckSourceState; percentage?: number; recordCount?: number; reason?: string | null },
): Promise<void> {
  const finished = isFinishedSourceState(change.state);
  const reason = change.reason === undefined ? defaultReason(change.state) : change.reason;
  await db.execute(sql`
    UPDATE check_search_sources SET
      state = ${change.state},
      percentage = ${change.percentage ?? (finished ? 100 : 0)},
      record_count = COALESCE(${change.recordCount ?? null}::integer, record_count),
      reason = ${reason},
      finished_at = ${finished ? sql`COALESCE(finished_at, now())` : sql`NULL`},
      updated_at = now()
    WHERE search_id = ${searchId}::uuid AND source = ${source}`);
}

// Records shaped exactly as the contracts' record schemas.

const conflict = (query: string, index: number) => ({
  query,
  score: 0.9 - (index % 10) / 100,
  risk: index % 3 === 0 ? ('high' as const) : index % 3 === 1 ? ('medium' as const) : ('low' as const),
  reasons: [`close to ${query}`],
  office_url: null,
  demo: false,
});

export function ukRecord(index: number, classes: number[] = [9], query = 'Zestora'): UkTrademarkRecord {
  return {
    application_number: `UK${String(index).padStart(8, '0')}`,
    name: `ZESTORA ${index}`,
    representatives: 'Marks & Co',
    status: 'Registered',
    nice_classes: classes,
    registration_date: '2020-01-02',
    ...conflict(query, index),
  };
}

export function euRecord(index: number, classes: number[] = [9], query = 'Zestora'): EuTrademarkRecord {
  return {
    application_number: `0${String(index).padStart(8, '0')}`,
    word_mark_specification: { verbalElement: `ZESTORA EU ${index}` },
    representatives: [{ name: 'EU Reps' }],
    applicants: [{ name: 'Applicant GmbH' }],
    status: 'REGISTERED',
    nice_classes: classes,
    ...conflict(query, index),
  };
}

export function usRecord(index: number, classes: number[] = [9], query = 'Zestora'): UsTrademarkRecord {
  return {
    trademark_id: `9${String(index).padStart(7, '0')}`,
    name: `ZESTORA US ${index}`,
    status: 'LIVE',
    classes,
    ...conflict(query, index),
  };
}

export function domainRecord(
  name: string,
  availability: CheckDomainRecord['availability'],
  registrar: string | null = availability === 'taken' ? 'Registrar Ltd' : null,
): CheckDomainRecord {
  const reasons: Record<CheckDomainRecord['availability'], string> = {
    available: 'The registry has no such domain (RDAP 404)',
    taken: 'Registered',
    unknown: 'The registry did not answer in time',
    not_checked: 'This TLD has no RDAP service',
  };
  return {
    name,
    registrar,
    availability,
    reason: reasons[availability],
    expires_at: availability === 'taken' ? '2030-01-01T00:00:00.000Z' : null,
  };
}

export function webRecordFor(index: number): WebRecord {
  return {
    id: `web-${index}`,
    title: `Zestora result ${index}`,
    domain: `site${index}.example`,
    rank_absolute: index,
    url: `https://site${index}.example/zestora`,
  };
}
