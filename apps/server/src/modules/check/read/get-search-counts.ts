import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { CheckSearchCountResponse, CheckSource, CheckSourceProgress } from '@brandwright/contracts';
import { getOwnCheckSearch } from './check-search-row.ts';
import { findSourceRows, sourceProgressList } from './source-progress.ts';

interface CountRow extends Record<string, unknown> {
  source: string;
  total: number;
  available: number;
}

/**
 * POST /api/dekonstruktor/getSearchCount (spec 3 'Search counts'). A source not chosen counts 0 at 0%;
 * `request_status` is 1 only when the office's search ended `done` (it answered), 0 otherwise (still
 * running, unknown, not chosen), which the client shows as not available. Free domains are the ones
 * confirmed `available`, never an unknown one.
 */
export async function getSearchCounts(
  db: DbOrTx,
  userId: string,
  token: string,
): Promise<CheckSearchCountResponse> {
  const search = await getOwnCheckSearch(db, userId, token);
  const [rows, counts] = await Promise.all([
    findSourceRows(db, search.id),
    db.execute<CountRow>(sql`
      SELECT source, count(*)::integer AS total,
        count(*) FILTER (WHERE record->>'availability' = 'available')::integer AS available
      FROM check_results WHERE search_id = ${search.id}::uuid GROUP BY source`),
  ]);
  const progress = new Map(sourceProgressList(search.jobTypes, rows).map((entry) => [entry.source, entry]));
  const countOf = (source: CheckSource) => counts.rows.find((row) => row.source === source);
  const total = (source: CheckSource) => countOf(source)?.total ?? 0;
  const percentage = (...sources: CheckSource[]) => {
    const chosen = sources
      .map((source) => progress.get(source))
      .filter((entry): entry is CheckSourceProgress => !!entry);
    if (chosen.length === 0) return 0;
    return Math.floor(chosen.reduce((sum, entry) => sum + entry.percentage, 0) / chosen.length);
  };
  const requestStatus = (source: CheckSource): 0 | 1 => (progress.get(source)?.state === 'done' ? 1 : 0);
  return {
    domainCount: {
      domain_count: total('domains'),
      free_domain_count: countOf('domains')?.available ?? 0,
      percentage_complete: percentage('domains'),
    },
    webCount: { web_count: total('web'), percentage_complete: percentage('web') },
    // Mentions and handles are one "Social Media" group on the screen.
    socialCount: {
      social_media_count: total('social') + total('social_users'),
      percentage_complete: percentage('social', 'social_users'),
    },
    trademarkCount: {
      uktrademark_count: total('uk_trademarks'),
      request_status: requestStatus('uk_trademarks'),
      percentage_complete: percentage('uk_trademarks'),
    },
    eutrademarkCount: {
      europetrademark_count: total('eu_trademarks'),
      request_status: requestStatus('eu_trademarks'),
      percentage_complete: percentage('eu_trademarks'),
    },
    ustrademarkCount: {
      ustrademark_count: total('us_trademarks'),
      request_status: requestStatus('us_trademarks'),
      percentage_complete: percentage('us_trademarks'),
    },
  };
}
