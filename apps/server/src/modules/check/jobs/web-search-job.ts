import { SourceUnavailableError, type CheckJobContext } from './check-job-context.ts';
import { writeSourceRecords } from '../source-progress.ts';
import { withinTimeLimit, type PerformSource } from './run-source-job.ts';

/**
 * The web search snapshot: every brand name as an exact phrase through the process's one web searcher
 * (the configured SERP provider, its politeness and cache), the names' organic results merged by URL
 * at their best rank. The total hits and what the rank means go to the source's meta. A provider that
 * could not answer any name ends the source `unknown` with its reason; nothing is invented.
 */
export function webSearchSource(ctx: CheckJobContext): PerformSource {
  return async (claimed, limits) => {
    const answer = await withinTimeLimit(() => ctx.webSearcher.searchWeb(claimed.names), limits);
    if (answer.state !== 'done')
      throw new SourceUnavailableError(answer.reason ?? 'the web search did not answer');
    const isOwned = await writeSourceRecords(
      ctx.database.db,
      claimed.run,
      answer.records.map((record, position) => ({ position, record })),
      { percentage: 99, recordCount: answer.records.length },
    );
    if (!isOwned) return undefined;
    return {
      state: 'done',
      // Some names may have failed while others answered: said so beside the results.
      reason: null,
      recordCount: answer.records.length,
      positionsBelow: answer.records.length,
      meta: {
        total_hits: answer.hasTotalHits ? answer.totalHits : 0,
        has_total_hits: answer.hasTotalHits,
        provider: answer.provider,
        rank_meaning: answer.rankMeaning,
        ...(answer.reason ? { partial_reason: answer.reason } : {}),
      },
    };
  };
}
