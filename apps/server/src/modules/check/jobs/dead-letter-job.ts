import { CHECK_SOURCE_LABELS } from '@brandwright/contracts';
import { finishSource, type FinishResult } from '../source-progress.ts';
import type { CheckJobContext } from './check-job-context.ts';
import type { CheckJobPayload } from './check-job-definitions.ts';

/**
 * A job that used up its attempts without ending its source (its process died on the last one, or
 * the source kept failing): the source ends `unknown`, whatever attempt holds it, and the search
 * completes if it was the last one (refunded when nothing answered).
 */
export async function handleDeadLetter(
  ctx: CheckJobContext,
  payload: CheckJobPayload,
): Promise<FinishResult> {
  const label = CHECK_SOURCE_LABELS[payload.source];
  return finishSource(
    ctx.database.db,
    { searchId: payload.searchId, source: payload.source, attempt: null },
    {
      state: 'unknown',
      reason: `${label} could not be checked: the search job did not finish after ${ctx.config.jobRetries + 1} attempts`,
    },
  );
}
