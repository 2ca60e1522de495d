import { CHECK_SOURCE_LABELS } from '@brandwright/contracts';
import {
  claimSource,
  finishSource,
  type ClaimedSearch,
  type FinishResult,
  type SourceOutcome,
} from '../source-progress.ts';
import type { HandlerVerdict } from './queue-runner.ts';
import {
  JobInterruptedError,
  SourceUnavailableError,
  type CheckJobContext,
  type CheckJobDelivery,
} from './check-job-context.ts';

/**
 * What a source does once it owns its row: answers an outcome, or undefined when it found out that a
 * newer attempt owns the source (then nothing more is written).
 */
export type PerformSource = (
  claimed: ClaimedSearch,
  limits: { stopSignal: AbortSignal; timeoutMs: number },
) => Promise<SourceOutcome | undefined>;

/**
 * The frame every source job shares: claim the source, run it within its time limit, finish it.
 * A SourceUnavailableError ends the source `unknown` at once; any other failure is retried by
 * pg-boss while attempts remain, and on the last attempt ends the source `unknown` with a reason in
 * words (the error itself is logged, never shown). A stopping process gives the job back. Answers
 * undefined when the source had finished before this run, 'superseded' when a newer attempt of the
 * same job took the source over mid-run (that attempt completes the job).
 */
export async function runSourceJob(
  ctx: CheckJobContext,
  delivery: CheckJobDelivery,
  timeoutMs: number,
  perform: PerformSource,
): Promise<FinishResult | 'superseded' | undefined> {
  const { searchId, source } = delivery.payload;
  const claimed = await claimSource(ctx.database.db, searchId, source);
  if (!claimed) return undefined;
  const target = { searchId, source, attempt: claimed.run.attempt };
  let outcome: SourceOutcome | undefined;
  try {
    outcome = await perform(claimed, { stopSignal: delivery.stopSignal, timeoutMs });
  } catch (error) {
    if (delivery.stopSignal.aborted) throw new JobInterruptedError();
    if (error instanceof SourceUnavailableError)
      return finishSource(ctx.database.db, target, { state: 'unknown', reason: error.reason });
    const isLastAttempt = delivery.retryCount >= delivery.retryLimit;
    ctx.log.warn(
      { err: error, source, attempt: claimed.run.attempt, isLastAttempt },
      'a check source job failed',
    );
    if (!isLastAttempt) throw error;
    return finishSource(ctx.database.db, target, {
      state: 'unknown',
      reason: `${CHECK_SOURCE_LABELS[source]} could not be checked: ${describeFailure(error, timeoutMs)}`,
    });
  }
  if (!outcome) return 'superseded';
  return finishSource(ctx.database.db, target, outcome);
}

/**
 * Whether the runner completes the job: not when a newer attempt of it took the source over (that
 * attempt completes it; completing it here would complete the newer delivery's job under it).
 */
export function verdictOf(result: FinishResult | 'superseded' | undefined): HandlerVerdict {
  return result === 'superseded' || result?.finished === false ? 'leave' : 'complete';
}

/** Thrown by `withinTimeLimit` when a source runs past its limit. */
export class SourceTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${formatSeconds(timeoutMs)}`);
    this.name = 'SourceTimeoutError';
  }
}

/** Runs `work` until it settles, the time limit passes (SourceTimeoutError) or the process stops. */
export async function withinTimeLimit<T>(
  work: (signal: AbortSignal) => Promise<T>,
  limits: { stopSignal: AbortSignal; timeoutMs: number },
): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new SourceTimeoutError(limits.timeoutMs)), limits.timeoutMs);
  const signal = AbortSignal.any([deadline.signal, limits.stopSignal]);
  let fail = () => {};
  const abandoned = new Promise<never>((_resolve, reject) => {
    fail = () => reject(signal.reason instanceof Error ? signal.reason : new JobInterruptedError());
  });
  // Settled only by the race below; a stop after the work has finished must not go unhandled.
  abandoned.catch(() => undefined);
  if (signal.aborted) fail();
  else signal.addEventListener('abort', fail, { once: true });
  try {
    const running = work(signal);
    // The work may still settle after the race is lost; its result (or failure) is ignored then.
    running.catch(() => undefined);
    return await Promise.race([running, abandoned]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', fail);
  }
}

export function formatSeconds(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof SourceTimeoutError) return `no answer within ${formatSeconds(timeoutMs)}`;
  return 'the search failed on our side (logged); please try again later';
}
