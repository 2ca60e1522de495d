import { describeFetchFailure } from '../http/fetch-failure.ts';
import { parseRetryAfter } from '../handles/retry-after.ts';
import { readLimitedText } from '../http/read-limited-text.ts';

/**
 * Why a source gave no posts. `unknown`: it was asked and could not answer; `not_checked`: it cannot be
 * asked with this configuration. `backOffMs` asks the searcher to leave the source alone for a while.
 */
export class MentionSourceError extends Error {
  constructor(
    readonly state: 'unknown' | 'not_checked',
    reason: string,
    readonly backOffMs?: number,
  ) {
    super(reason);
    this.name = 'MentionSourceError';
  }
}

export interface MentionHttpOptions {
  label: string;
  fetch: typeof fetch;
  userAgent: string;
  timeoutMs: number;
  createSignal: (timeoutMs: number) => AbortSignal;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** The longest Retry-After waited (once per request); longer ones make the source unknown. */
  retryAfterBudgetMs: number;
  /** How long a source that asked us to stop without saying for how long is left alone. */
  defaultBackOffMs: number;
  /** How long an unreachable source is answered at once. */
  unreachableCooldownMs: number;
  maxBodyBytes: number;
}

export interface MentionRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** An answer the adapter reads: any 2xx or 4xx other than 429 (the adapter decides what a 401 means). */
export interface MentionResponse {
  status: number;
  body: unknown;
}

export type MentionHttp = (url: URL, request?: MentionRequest) => Promise<MentionResponse>;

/**
 * A polite JSON client for one source: identifying User-Agent, a timeout per attempt, one wait for a
 * short Retry-After through the injected sleeper; 429 beyond the budget, 5xx, timeouts, unreachable
 * hosts and unreadable bodies become `MentionSourceError('unknown', reason)`.
 */
export function createMentionHttp(options: MentionHttpOptions): MentionHttp {
  const { label } = options;
  return async (url, request = {}) => {
    for (let attempt = 0; ; attempt += 1) {
      const signal = options.createSignal(options.timeoutMs);
      let response: Response;
      let text: string;
      try {
        response = await options.fetch(url, {
          method: request.method ?? 'GET',
          headers: { 'user-agent': options.userAgent, accept: 'application/json', ...request.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
          redirect: 'manual',
          signal,
        });
        text = (await readLimitedText(response, options.maxBodyBytes)).text;
      } catch (error) {
        if (signal.aborted)
          throw new MentionSourceError('unknown', `${label} timed out after ${options.timeoutMs} ms`);
        const failure = describeFetchFailure(error, url.host);
        throw new MentionSourceError(
          'unknown',
          failure.reason,
          failure.unreachable ? options.unreachableCooldownMs : undefined,
        );
      }
      if (response.status === 429 || response.status === 503) {
        const waitMs = parseRetryAfter(response.headers.get('retry-after'), options.now());
        if (waitMs !== undefined && waitMs <= options.retryAfterBudgetMs && attempt === 0) {
          await options.sleep(waitMs);
          continue;
        }
        const what = response.status === 429 ? 'rate limited us' : 'is unavailable (HTTP 503)';
        const asked = waitMs === undefined ? '' : `; it asked to wait ${Math.ceil(waitMs / 1000)} s`;
        throw new MentionSourceError(
          'unknown',
          `${label} ${what}${asked}`,
          waitMs ?? options.defaultBackOffMs,
        );
      }
      if (response.status >= 500)
        throw new MentionSourceError(
          'unknown',
          `${label} answered with a server error (HTTP ${response.status})`,
        );
      if (response.status >= 300 && response.status < 400)
        throw new MentionSourceError(
          'unknown',
          `${label} redirected the search (HTTP ${response.status}); its API may have moved`,
        );
      let body: unknown;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        if (response.status < 300)
          throw new MentionSourceError(
            'unknown',
            `${label} answered with something other than JSON; its API may have changed`,
          );
        body = text;
      }
      return { status: response.status, body };
    }
  };
}
