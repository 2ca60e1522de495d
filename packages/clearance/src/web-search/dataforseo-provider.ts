import {
  hostOf,
  httpFailure,
  isRecord,
  parseJson,
  type ProviderOutcome,
  type ProviderResult,
  type WebProvider,
} from './web-provider.ts';

export const DATAFORSEO_BASE_URL = 'https://api.dataforseo.com';
export const DATAFORSEO_PATH = '/v3/serp/google/organic/live/advanced';

export interface DataForSeoConfig {
  login: string;
  password: string;
  /** Replaces the real API origin (tests and demo mode point it at the loopback fake). */
  baseUrl?: string;
  /** Google's location: DataForSEO's `location_code`. Default 2826 (United Kingdom). */
  locationCode?: number;
  /** Default 'en'. */
  languageCode?: string;
}

/** DataForSEO's internal task codes that are not results (docs.dataforseo.com/v3/appendix/errors). */
const OK = 20000;
const NO_SEARCH_RESULTS = 40102;
const NOT_AUTHORISED = 40100;
const RATE_LIMITED = new Set([40202, 40209]);

/**
 * Google organic results through DataForSEO's Live SERP API (advanced): one POST per query, HTTP Basic
 * auth, the answer in `tasks[0].result[0]` with `items` (organic ones: `rank_absolute`, `title`, `domain`,
 * `url`) and `se_results_count`, Google's estimate of total hits. DataForSEO answers HTTP 200 for most
 * failures and puts the reason in `status_code`/`status_message`, at the top and per task.
 */
export function dataForSeoProvider(config: DataForSeoConfig): WebProvider {
  const label = 'DataForSEO';
  const authorization = `Basic ${Buffer.from(`${config.login}:${config.password}`).toString('base64')}`;
  return {
    id: 'dataforseo',
    label,
    hasTotalHits: true,
    // Live mode accepts up to 200; each started 10 results is billed as one more page.
    maxResults: 100,
    rankMeaning: "position among every element of Google's results page (DataForSEO rank_absolute)",
    request(query, limit) {
      const url = new URL((config.baseUrl ?? DATAFORSEO_BASE_URL).replace(/\/+$/, '') + DATAFORSEO_PATH);
      const task = {
        // DataForSEO decodes %## and '+' in keywords; escape them so the name is searched as typed.
        keyword: query.replaceAll('%', '%25').replaceAll('+', '%2B'),
        location_code: config.locationCode ?? 2826,
        language_code: config.languageCode ?? 'en',
        device: 'desktop',
        depth: limit,
      };
      return {
        url,
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify([task]),
      };
    },
    interpret(response, limit, now) {
      const json = parseJson(response.body);
      const envelope = isRecord(json) ? json : undefined;
      const failed = httpFailure(label, response, now, statusWords(envelope));
      if (failed) return failed;
      if (!envelope || typeof envelope.status_code !== 'number') return unrecognised(label);
      if (envelope.status_code !== OK) return statusFailure(label, envelope);
      const task = Array.isArray(envelope.tasks) ? envelope.tasks[0] : undefined;
      if (!isRecord(task) || typeof task.status_code !== 'number') return unrecognised(label);
      if (task.status_code === NO_SEARCH_RESULTS) return { kind: 'results', results: [], totalHits: 0 };
      if (task.status_code !== OK) return statusFailure(label, task);
      const result = Array.isArray(task.result) ? task.result[0] : undefined;
      // A task without a result array is Google answering nothing for the phrase.
      if (task.result === null || (Array.isArray(task.result) && task.result.length === 0))
        return { kind: 'results', results: [], totalHits: 0 };
      if (!isRecord(result)) return unrecognised(label);
      const items = result.items === null || result.items === undefined ? [] : result.items;
      if (!Array.isArray(items)) return unrecognised(label);
      const results: ProviderResult[] = [];
      for (const item of items) {
        if (results.length >= limit) break;
        if (!isRecord(item) || item.type !== 'organic') continue;
        const parsed = organicResult(item);
        if (parsed) results.push(parsed);
      }
      const total = result.se_results_count;
      return {
        kind: 'results',
        results,
        totalHits: typeof total === 'number' && Number.isFinite(total) && total > 0 ? Math.floor(total) : 0,
      };
    },
  };
}

function organicResult(item: Record<string, unknown>): ProviderResult | undefined {
  const { url, title, domain, rank_absolute: rank } = item;
  if (typeof url !== 'string' || typeof rank !== 'number' || !Number.isInteger(rank)) return undefined;
  const host = hostOf(url);
  if (!host) return undefined;
  return {
    url,
    title: typeof title === 'string' ? title : '',
    domain: typeof domain === 'string' && domain !== '' ? domain : host,
    rank,
  };
}

function statusWords(envelope: Record<string, unknown> | undefined): string {
  if (!envelope) return '';
  const { status_code: code, status_message: message } = envelope;
  return typeof message === 'string' ? `${message}${typeof code === 'number' ? ` (${code})` : ''}` : '';
}

function statusFailure(label: string, status: Record<string, unknown>): ProviderOutcome {
  const code = status.status_code as number;
  const said = statusWords(status);
  if (code === NOT_AUTHORISED)
    return { kind: 'failure', failure: 'auth', reason: `${label} refused the configured login: ${said}` };
  if (RATE_LIMITED.has(code))
    return { kind: 'failure', failure: 'rate-limit', reason: `${label} rate limited the search: ${said}` };
  // 402xx: billing and account limits (payment required, funds, daily limits).
  if (code >= 40200 && code < 40300)
    return {
      kind: 'failure',
      failure: 'quota',
      reason: `${label}'s account has no credit or quota left: ${said}`,
    };
  if (code >= 50000)
    return { kind: 'failure', failure: 'server', reason: `${label} had an internal error: ${said}` };
  return { kind: 'failure', failure: 'other', reason: `${label} could not run the search: ${said}` };
}

function unrecognised(label: string): ProviderOutcome {
  return {
    kind: 'failure',
    failure: 'format',
    reason: `${label} answered in a format we do not recognise`,
  };
}
