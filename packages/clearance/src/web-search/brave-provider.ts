import { parseRetryAfter } from '../handles/retry-after.ts';
import {
  hostOf,
  httpFailure,
  isRecord,
  parseJson,
  type ProviderOutcome,
  type ProviderResponse,
  type ProviderResult,
  type WebProvider,
} from './web-provider.ts';

export const BRAVE_BASE_URL = 'https://api.search.brave.com';
export const BRAVE_PATH = '/res/v1/web/search';
/** Brave's `count` is at most 20 web results per request. */
export const BRAVE_MAX_COUNT = 20;

export interface BraveConfig {
  apiKey: string;
  /** Replaces the real API origin (tests and demo mode point it at the loopback fake). */
  baseUrl?: string;
  /** Two-letter country the results come from. Default 'GB'. */
  country?: string;
  /** Default 'en'. */
  searchLang?: string;
}

/** A whole window (seconds) at or above a day is the plan's monthly quota, not a per-second limit. */
const QUOTA_WINDOW_S = 86_400;

/**
 * Brave's independent index through its Web Search API: GET with the key in `X-Subscription-Token`,
 * results in `web.results[]` (`title`, `url`, `meta_url.hostname`). Brave gives no estimate of total
 * hits, and its rank is the position among its own web results, not Google's.
 */
export function braveProvider(config: BraveConfig): WebProvider {
  const label = 'Brave Search';
  return {
    id: 'brave',
    label,
    hasTotalHits: false,
    maxResults: BRAVE_MAX_COUNT,
    rankMeaning: "position among Brave Search's web results (Brave gives no estimate of total hits)",
    request(query, limit) {
      const url = new URL((config.baseUrl ?? BRAVE_BASE_URL).replace(/\/+$/, '') + BRAVE_PATH);
      url.searchParams.set('q', query);
      url.searchParams.set('count', String(Math.min(limit, BRAVE_MAX_COUNT)));
      url.searchParams.set('country', config.country ?? 'GB');
      url.searchParams.set('search_lang', config.searchLang ?? 'en');
      url.searchParams.set('result_filter', 'web');
      return {
        url,
        method: 'GET',
        headers: { 'x-subscription-token': config.apiKey, accept: 'application/json' },
      };
    },
    interpret(response, limit, now) {
      const json = parseJson(response.body);
      const error = isRecord(json) && isRecord(json.error) ? json.error : undefined;
      const detail = error && typeof error.detail === 'string' ? error.detail : '';
      const code = error && typeof error.code === 'string' ? error.code : '';
      // An invalid token has been answered 422 with this code rather than 401.
      if (code === 'SUBSCRIPTION_TOKEN_INVALID')
        return {
          kind: 'failure',
          failure: 'auth',
          reason: `${label} refused the configured credentials (HTTP ${response.status}): ${detail || code}`,
        };
      if (response.status === 429) {
        const quota = exhaustedQuota(response);
        if (quota || code.includes('QUOTA'))
          return {
            kind: 'failure',
            failure: 'quota',
            reason: `${label}'s plan quota is used up${quota ? `; it renews in ${describeWait(quota)}` : ''}`,
          };
        const said = detail ? `: ${detail}` : '';
        const retryAfterMs =
          parseRetryAfter(response.headers.get('retry-after'), now) ?? rateLimitReset(response);
        return {
          kind: 'failure',
          failure: 'rate-limit',
          reason: `${label} rate limited the search (HTTP 429)${said}`,
          ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        };
      }
      const failed = httpFailure(label, response, now, detail);
      if (failed) return failed;
      if (!isRecord(json) || json.type !== 'search') return unrecognised(label);
      // No `web` section: Brave found no web results for the phrase.
      if (json.web === undefined || json.web === null) return { kind: 'results', results: [], totalHits: 0 };
      if (!isRecord(json.web) || !Array.isArray(json.web.results)) return unrecognised(label);
      const results: ProviderResult[] = [];
      for (const item of json.web.results) {
        if (results.length >= limit) break;
        if (!isRecord(item) || typeof item.url !== 'string') continue;
        const host = hostOf(item.url);
        if (!host) continue;
        const meta = isRecord(item.meta_url) ? item.meta_url : {};
        results.push({
          url: item.url,
          title: typeof item.title === 'string' ? item.title : '',
          domain: typeof meta.hostname === 'string' && meta.hostname !== '' ? meta.hostname : host,
          rank: results.length + 1,
        });
      }
      return { kind: 'results', results, totalHits: 0 };
    },
  };
}

/** Pairs of Brave's comma-separated rate-limit headers (one value per window). */
function windows(response: ProviderResponse): { remaining: number; reset: number; window: number }[] {
  const list = (name: string) =>
    (response.headers.get(name) ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? '')
      .filter((part) => part !== '')
      .map(Number)
      .filter((value) => Number.isFinite(value));
  const remaining = list('x-ratelimit-remaining');
  const reset = list('x-ratelimit-reset');
  const policy = (response.headers.get('x-ratelimit-policy') ?? '')
    .split(',')
    .map((part) => Number(/w=(\d+)/.exec(part)?.[1] ?? Number.NaN));
  return remaining.map((value, index) => ({
    remaining: value,
    reset: reset[index] ?? Number.NaN,
    window: policy[index] ?? Number.NaN,
  }));
}

/** Milliseconds until the monthly quota renews, when that is what ran out. */
function exhaustedQuota(response: ProviderResponse): number | undefined {
  const spent = windows(response).filter(
    (entry) =>
      entry.remaining <= 0 &&
      Number.isFinite(entry.reset) &&
      (entry.window >= QUOTA_WINDOW_S || entry.reset >= QUOTA_WINDOW_S),
  );
  return spent.length === 0 ? undefined : Math.max(...spent.map((entry) => entry.reset)) * 1000;
}

/** Milliseconds until the spent short window resets (Brave sends no Retry-After). */
function rateLimitReset(response: ProviderResponse): number | undefined {
  const spent = windows(response).filter((entry) => entry.remaining <= 0 && Number.isFinite(entry.reset));
  return spent.length === 0 ? undefined : Math.max(...spent.map((entry) => entry.reset)) * 1000;
}

function describeWait(ms: number): string {
  const hours = ms / 3_600_000;
  return hours >= 48
    ? `${Math.round(hours / 24)} days`
    : hours >= 1
      ? `${Math.round(hours)} h`
      : `${Math.ceil(ms / 1000)} s`;
}

function unrecognised(label: string): ProviderOutcome {
  return { kind: 'failure', failure: 'format', reason: `${label} answered in a format we do not recognise` };
}
