import { MENTION_SOURCE_LABELS, type MentionSourceOutcome } from '@brandwright/clearance';
import { writeSourceRecords, type SourceOutcome } from '../source-progress.ts';
import { SourceUnavailableError, type CheckJobContext } from './check-job-context.ts';
import { withinTimeLimit, type PerformSource } from './run-source-job.ts';

/**
 * Posts that mention the brand names, from every mention source this deployment can ask (Hacker
 * News always; Mastodon, Bluesky, Reddit, X and YouTube with their credentials), each scored for
 * sentiment, through the process's one mention searcher. Each source's own state and reason go to
 * the meta (`sources`) so the screen can say which were not checked and why. `done` when at least
 * one source answered (even with no posts); otherwise `unknown` with the reasons.
 */
export function socialMentionSource(ctx: CheckJobContext): PerformSource {
  return async (claimed, limits) => {
    const answer = await withinTimeLimit(() => ctx.mentionSearcher.searchMentions(claimed.names), limits);
    const sources = answer.sources.map((outcome) => ({
      source: outcome.source,
      label: MENTION_SOURCE_LABELS[outcome.source],
      state: outcome.state,
      reason: outcome.reason,
      count: outcome.count,
    }));
    if (!answer.sources.some((outcome) => outcome.state === 'done'))
      throw new SourceUnavailableError(
        `No social media source could be searched: ${reasonsOf(answer.sources)}`,
      );
    const isOwned = await writeSourceRecords(
      ctx.database.db,
      claimed.run,
      answer.records.map((record, position) => ({ position, record })),
      { percentage: 99, recordCount: answer.records.length },
    );
    if (!isOwned) return undefined;
    const outcome: SourceOutcome = {
      state: 'done',
      reason: null,
      recordCount: answer.records.length,
      positionsBelow: answer.records.length,
      meta: { sources },
    };
    return outcome;
  };
}

function reasonsOf(outcomes: readonly MentionSourceOutcome[]): string {
  return outcomes
    .map((outcome) => `${MENTION_SOURCE_LABELS[outcome.source]}: ${outcome.reason ?? outcome.state}`)
    .join('; ');
}
