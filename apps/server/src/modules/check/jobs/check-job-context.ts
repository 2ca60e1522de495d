import type { DomainChecker, HandleChecker, MentionSearcher, WebSearcher } from '@brandwright/clearance';
import type { Database } from '@brandwright/db';
import type { CheckConfig } from '../../../config.ts';
import type { CheckJobPayload } from './check-job-definitions.ts';

/** What a job handler may use: the same domain functions a web route would call. */
export interface CheckJobContext {
  database: Database;
  config: CheckConfig;
  /** One per process: its concurrency limits, budget and cache are shared by every search it runs. */
  domainChecker: DomainChecker;
  /** One per process, like the domain checker: per-network limits, canaries and cache shared by every search. */
  handleChecker: HandleChecker;
  /** One per process: the configured SERP provider, its politeness and cache. */
  webSearcher: WebSearcher;
  /** One per process: the mention sources' sessions, tokens, back-off and cache. */
  mentionSearcher: MentionSearcher;
  log: {
    warn(object: Record<string, unknown>, message: string): void;
    error(object: Record<string, unknown>, message: string): void;
  };
}

/** One delivery of a job, as the runner hands it to a handler. */
export interface CheckJobDelivery {
  payload: CheckJobPayload;
  /** Earlier attempts of this job (0 on the first). */
  retryCount: number;
  retryLimit: number;
  /** Aborted when this process stops: the handler gives the job back (it is retried elsewhere). */
  stopSignal: AbortSignal;
}

/** A failure the source itself reports (a register that cannot answer): unknown at once, no retry. */
export class SourceUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SourceUnavailableError';
  }
}

/** Thrown when the process stops mid-job: the job fails and is retried by a process that runs on. */
export class JobInterruptedError extends Error {
  constructor() {
    super('the process stopped while the job ran');
    this.name = 'JobInterruptedError';
  }
}
