import { CHECK_SOURCES, type CheckSource } from '@brandwright/contracts';
import type { CheckConfig } from '../../../config.ts';

/** What every check job carries: the search and the source it answers (nothing a client sent). */
export interface CheckJobPayload {
  searchId: string;
  source: CheckSource;
}

/** Options of one pg-boss queue, as `createQueue` takes them. */
export interface CheckQueueOptions {
  /** A job still active after this long is failed by maintenance (its process died): then retried. */
  expireInSeconds: number;
  retryLimit: number;
  retryDelay: number;
  deadLetter: string;
}

export interface CheckJobDefinition {
  source: CheckSource;
  queue: string;
  /** How long the handler of one attempt may run before the source gives up. */
  timeoutMs: number;
  options: CheckQueueOptions;
}

/** Exhausted jobs of every source land here; its handler ends the source `unknown` with a reason. */
export const CHECK_DEAD_LETTER_QUEUE = 'check-dead-letter';

export const CHECK_QUEUE_OF_SOURCE: Record<CheckSource, string> = {
  uk_trademarks: 'check-uk-trademarks',
  eu_trademarks: 'check-eu-trademarks',
  us_trademarks: 'check-us-trademarks',
  domains: 'check-domains',
  social: 'check-social-mentions',
  social_users: 'check-social-users',
  web: 'check-web',
};

function timeoutOf(config: CheckConfig, source: CheckSource): number {
  if (source === 'domains') return config.domainTimeoutMs;
  if (source === 'social_users') return config.socialTimeoutMs;
  if (source === 'web') return config.webTimeoutMs;
  if (source === 'social') return config.mentionsTimeoutMs;
  return config.trademarkTimeoutMs;
}

/** One definition per source, from configuration (timeouts, retries) so tests can shorten them. */
export function checkJobDefinitions(config: CheckConfig): CheckJobDefinition[] {
  return CHECK_SOURCES.map((source) => {
    const timeoutMs = timeoutOf(config, source);
    return {
      source,
      queue: CHECK_QUEUE_OF_SOURCE[source],
      timeoutMs,
      options: {
        expireInSeconds: Math.ceil(timeoutMs / 1000) + config.jobExpiryGraceSeconds,
        retryLimit: config.jobRetries,
        retryDelay: config.jobRetryDelaySeconds,
        deadLetter: CHECK_DEAD_LETTER_QUEUE,
      },
    };
  });
}
