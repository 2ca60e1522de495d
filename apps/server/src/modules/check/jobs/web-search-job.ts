import { SourceUnavailableError, JobInterruptedError, type CheckJobContext } from './check-job-context.ts';
import { writeSourceRecords } from '../source-progress.ts';
import { formatSeconds, type PerformSource } from './run-source-job.ts';

/**
 * The web search snapshot: every brand name as an exact phrase through the process's one web searcher
 * (the configured SERP provider, its politeness and cache), the names' organic results merged by URL
 * at their best rank. The total hits and what the rank means go to the source's meta. A provider that
 * could not answer any name ends the source `unknown` with its reason; nothing is invented.
 */
export function webSearchSource(ctx: CheckJobContext): PerformSource {
  return async (claimed, limits) => {
    const deadline = AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), limits.stopSignal]);
    const work = ctx.webSearcher.searchWeb(claimed.names);
    const answer = await new Promise<Awaited<typeof work> | undefined>((resolve, reject) => {
      deadline.addEventListener('abort', () => resolve(undefined), { once: true });
      work.then(resolve, reject);
    });
    if (limits.stopSignal.aborted) throw new JobInterruptedError();
    if (!answer)
      throw new SourceUnavailableError(
        `no answer within the web search's time limit (${formatSeconds(limits.timeoutMs)})`,
      );
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
