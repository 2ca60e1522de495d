import {
  findBestHandles,
  handleCandidates,
  MAX_HANDLE_CANDIDATES,
  type HandleRecord,
  type HandleSuggestion,
} from '@brandwright/clearance';
import type { z } from 'zod';
import type { socialUserRecordSchema } from '@brandwright/contracts';
import { writeSourceRecords, type SourceOutcome } from '../source-progress.ts';
import { SourceUnavailableError, type CheckJobContext } from './check-job-context.ts';
import { withinTimeLimit, type PerformSource } from './run-source-job.ts';

type SocialUserRecord = z.infer<typeof socialUserRecordSchema>;

/** Suggestions kept in the source's meta (`best_handles`): the plainest few that are free most widely. */
const KEPT_SUGGESTIONS = 3;

/**
 * Each brand name as a handle on every network, through the process's one handle checker (its
 * per-network limits, canaries and cache are shared by every search). The first name also gets the
 * best common handle: up to MAX_HANDLE_CANDIDATES forms ranked by the networks where they are free;
 * the other names are checked as they are, so a five-name search stays bounded. The table holds one
 * record per name and network, in that order. The source is `done` when at least one network gave a
 * real answer (available or taken), otherwise `unknown` with the commonest reason.
 */
export function socialHandleSource(ctx: CheckJobContext): PerformSource {
  return async (claimed, limits) => {
    const industry = claimed.options.domain_search_options?.industry ?? null;
    const plans = claimed.names.map((name, index) => ({
      name,
      handle: handleCandidates(name, industry, 1)[0],
      candidates: index === 0 ? MAX_HANDLE_CANDIDATES : 1,
    }));
    if (plans.every((plan) => plan.handle === undefined))
      throw new SourceUnavailableError('No social media handle can be made from these brand names');

    const suggestions = await withinTimeLimit(
      () =>
        Promise.all(
          plans.map((plan) =>
            plan.handle === undefined
              ? Promise.resolve<HandleSuggestion[]>([])
              : findBestHandles(ctx.handleChecker, plan.name, { industry, maxCandidates: plan.candidates }),
          ),
        ),
      limits,
    );

    const records: SocialUserRecord[] = plans.flatMap((plan, index) => {
      const asIs = suggestions[index]?.find((suggestion) => suggestion.handle === plan.handle);
      return (asIs?.records ?? []).map(presentHandle);
    });
    const best = (suggestions[0] ?? []).slice(0, KEPT_SUGGESTIONS).map((suggestion) => ({
      handle: suggestion.handle,
      free_on: suggestion.free_on,
      looks_available_on: suggestion.looks_available_on,
    }));
    const isOwned = await writeSourceRecords(
      ctx.database.db,
      claimed.run,
      records.map((record, position) => ({ position, record })),
      { percentage: 99, recordCount: records.length },
    );
    if (!isOwned) return undefined;
    return summarise(records, best);
  };
}

function summarise(records: readonly SocialUserRecord[], best: readonly object[]): SourceOutcome {
  const counts = { available: 0, taken: 0, unknown: 0, not_checked: 0 };
  const reasons = new Map<string, number>();
  for (const record of records) {
    counts[record.availability] += 1;
    if (record.availability === 'unknown') reasons.set(record.reason, (reasons.get(record.reason) ?? 0) + 1);
  }
  const meta = { ...counts, best_handles: best };
  const base = { recordCount: records.length, positionsBelow: records.length, meta };
  if (counts.available + counts.taken > 0) return { state: 'done', reason: null, ...base };
  const commonest = [...reasons.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'no network answered';
  return { state: 'unknown', reason: `No social network could be checked: ${commonest}`, ...base };
}

function presentHandle(record: HandleRecord): SocialUserRecord {
  return {
    network: record.network,
    handle: record.handle,
    availability: record.availability,
    reason: record.reason,
    url: record.url,
    ...(record.looks_available ? { looks_available: true } : {}),
  };
}
