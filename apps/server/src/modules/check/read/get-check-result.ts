import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import {
  bestHandleSchema,
  mentionSourceStateSchema,
  isFinishedSourceState,
  type CheckResultResponse,
  type CheckSource,
  type CheckSourceState,
} from '@brandwright/contracts';
import { getOwnCheckSearch } from './check-search-row.ts';
import { presentRecords, type RecordOf } from './record-schemas.ts';
import { sourceProgressList, type SourceRow } from './source-progress.ts';

/**
 * Records inlined per section of the result call; `total` counts them all and the paginate calls
 * give the rest. Bounds the answer whatever a source found.
 */
export const RESULT_INLINE_LIMIT = 500;

const TRADEMARK_SOURCES: readonly CheckSource[] = ['uk_trademarks', 'eu_trademarks', 'us_trademarks'];

interface SectionRow extends SourceRow {
  total: number;
  records: unknown[];
}

interface Section<S extends CheckSource> {
  results: Array<RecordOf<S>>;
  search_token: string;
  state: CheckSourceState;
  reason: string | null;
  total: number;
}

/**
 * GET /api/dekonstruktor/result/{token}: one section per chosen source (null for the others), each
 * with its first records in answer order, its state and reason, and whether any of it is demo data.
 */
export async function getCheckResult(
  db: DbOrTx,
  userId: string,
  token: string,
): Promise<CheckResultResponse> {
  const search = await getOwnCheckSearch(db, userId, token);
  const [sections, demoRecords] = await Promise.all([
    db.execute<SectionRow>(sql`
      SELECT s.source, s.state, s.percentage, s.record_count, s.reason, s.meta,
        (SELECT count(*)::integer FROM check_results r
          WHERE r.search_id = s.search_id AND r.source = s.source) AS total,
        (SELECT COALESCE(jsonb_agg(p.record ORDER BY p.position), '[]'::jsonb) FROM (
          SELECT r.record, r.position FROM check_results r
          WHERE r.search_id = s.search_id AND r.source = s.source
          ORDER BY r.position LIMIT ${RESULT_INLINE_LIMIT}) p) AS records
      FROM check_search_sources s WHERE s.search_id = ${search.id}::uuid`),
    db.execute<{ demo: boolean }>(sql`
      SELECT EXISTS (
        SELECT 1 FROM check_results
        WHERE search_id = ${search.id}::uuid AND source IN (${sql.join(
          TRADEMARK_SOURCES.map((source) => sql`${source}`),
          sql`, `,
        )}) AND record->>'demo' = 'true') AS demo`),
  ]);
  const rows = new Map(sections.rows.map((row) => [row.source, row]));
  const progress = new Map(
    sourceProgressList(search.jobTypes, sections.rows).map((entry) => [entry.source, entry]),
  );
  function sectionOf<S extends CheckSource>(source: S): Section<S> | null {
    const state = progress.get(source);
    if (!state) return null;
    const row = rows.get(source);
    return {
      results: presentRecords(source, row?.records ?? []),
      search_token: search.token,
      state: state.state,
      reason: state.reason,
      total: row?.total ?? 0,
    };
  }
  const web = sectionOf('web');
  const handles = sectionOf('social_users');
  const mentions = sectionOf('social');
  const mentionSources = mentionSourceStateSchema.array().safeParse(rows.get('social')?.meta?.sources);
  const bestHandles = bestHandleSchema.array().safeParse(rows.get('social_users')?.meta?.best_handles);
  const totalHits = Number(rows.get('web')?.meta?.total_hits);
  return {
    data: {
      keyword: search.keyword,
      names: search.names,
      trademark_cat: search.trademarkCat,
      complete:
        progress.size > 0 && [...progress.values()].every((entry) => isFinishedSourceState(entry.state)),
      // Demo sources, a demo record, or a trademark source that could only compare the demo register.
      demo:
        search.demo ||
        demoRecords.rows[0]?.demo === true ||
        sections.rows.some((row) => row.meta?.register === 'demo'),
      unitedkingdomTrademarkSearch: sectionOf('uk_trademarks'),
      europeTrademarkSearch: sectionOf('eu_trademarks'),
      unitedstatesTrademarkSearch: sectionOf('us_trademarks'),
      domain_search: sectionOf('domains'),
      social_search: mentions && { ...mentions, sources: mentionSources.success ? mentionSources.data : [] },
      social_user_search: handles && {
        ...handles,
        best_handles: bestHandles.success ? bestHandles.data : [],
      },
      web_search: web && { ...web, total_hits: Number.isInteger(totalHits) && totalHits > 0 ? totalHits : 0 },
    },
  };
}
