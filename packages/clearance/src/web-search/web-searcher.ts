import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { describeFetchFailure } from '../http/fetch-failure.ts';
import { braveProvider, type BraveConfig } from './brave-provider.ts';
import { dataForSeoProvider, type DataForSeoConfig } from './dataforseo-provider.ts';
import { readLimitedText } from '../http/read-limited-text.ts';
import type { WebNameAnswer, WebRecord, WebSearchAnswer } from './types.ts';
import { createMemoryWebCache, type CachedWebAnswer, type WebResultCache } from './web-result-cache.ts';
import { exactPhrase, type ProviderOutcome, type ProviderResult, type WebProvider } from './web-provider.ts';

export const WEB_SEARCH_NOT_CONFIGURED = 'Web search is not configured';
export const DEFAULT_WEB_USER_AGENT =
  'BrandwrightWebSearch/1.0 (brand name clearance; one query per brand name, cached)';
/** Organic results kept per brand name unless configured otherwise. */
export const DEFAULT_RESULTS_PER_NAME = 20;
/** Brand names one search asks about at most (the Check tool's limit). */
export const MAX_WEB_SEARCH_NAMES = 5;

export interface WebSearcherOptions {
  /** DataForSEO's API login and password; preferred when both providers are configured. */
  dataforseo?: DataForSeoConfig | undefined;
  /** Brave Search API key; used when DataForSEO is not configured. */
  brave?: BraveConfig | undefined;
  /** Organic results kept per brand name. Default 20; capped at the provider's maximum (Brave: 20). */
  resultsPerName?: number;
  /** Brand names asked about at most; later ones are left out (and said so). Default 5. */
  maxNames?: number;
  /** Milliseconds one request may take (DataForSEO's live mode averages about 6 s). Default 15000. */
  timeoutMs?: number;
  /** Requests in flight at once for one search. Default 2. */
  concurrency?: number;
  /**
   * Milliseconds of `Retry-After` one search waits in all (each name at most once). A longer wait, or
   * a 429 without one, ends the search unknown and leaves the provider alone for the time asked.
   * Default 2000.
   */
  retryAfterBudgetMs?: number;
  /** How long a provider that rate limited without saying how long is left alone. Default 60 s. */
  defaultBackOffMs?: number;
  /** Sent with every request so the provider sees who asks; add a contact address in production. */
  userAgent?: string;
  cache?: WebResultCache;
  /** How long a name's answer is reused. Default 10 minutes. */
  cacheTtlMs?: number;
  /** Bytes of an answer read at most. Default 4 MB. */
  maxBodyBytes?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Waits out a short Retry-After; injectable so tests never wait on the wall clock. */
  sleep?: (ms: number) => Promise<void>;
  /** The per-request timer; injectable so tests time a request out without waiting. */
  createSignal?: (timeoutMs: number) => AbortSignal;
}

export interface WebSearcher {
  /** The configured provider, or null when web search is not configured. */
  readonly provider: WebProvider | null;
  /** Each name as an exact phrase; the answers merged. Never throws. */
  searchWeb(names: readonly string[]): Promise<WebSearchAnswer>;
}

/** The provider whose key is configured: DataForSEO first (Google's own results and total hits), then Brave. */
export function selectWebProvider(
  options: Pick<WebSearcherOptions, 'dataforseo' | 'brave'>,
): WebProvider | null {
  const { dataforseo, brave } = options;
  if (dataforseo && dataforseo.login !== '' && dataforseo.password !== '')
    return dataForSeoProvider(dataforseo);
  if (brave && brave.apiKey !== '') return braveProvider(brave);
  return null;
}

/** Failures after which the rest of the search asks nothing: the answer would be the same. */
type Outcome = ProviderOutcome | { kind: 'failure'; failure: 'timeout' | 'unreachable'; reason: string };
const STOPS_THE_SEARCH = new Set(['auth', 'quota', 'rate-limit', 'unreachable']);

interface Run {
  budgetMs: number;
  stopped?: string;
}

/**
 * The web search snapshot source: one SERP request per brand name (quoted exact phrase), a bounded
 * number of organic results each, politeness (timeout, Retry-After within a budget, back-off, cache,
 * identifying User-Agent) and the names' results merged. Create one per process and share it.
 */
export function createWebSearcher(options: WebSearcherOptions = {}): WebSearcher {
  const provider = selectWebProvider(options);
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const createSignal = options.createSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const userAgent = options.userAgent ?? DEFAULT_WEB_USER_AGENT;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const budgetMs = options.retryAfterBudgetMs ?? 2_000;
  const defaultBackOffMs = options.defaultBackOffMs ?? 60_000;
  const cache = options.cache ?? createMemoryWebCache({ now });
  const cacheTtlMs = options.cacheTtlMs ?? 600_000;
  const maxBodyBytes = options.maxBodyBytes ?? 4 * 1024 * 1024;
  const maxNames = Math.max(1, options.maxNames ?? MAX_WEB_SEARCH_NAMES);
  const limit = provider
    ? Math.max(1, Math.min(options.resultsPerName ?? DEFAULT_RESULTS_PER_NAME, provider.maxResults))
    : 0;
  const inFlight = new Map<string, Promise<Outcome>>();
  let blocked: { until: number; reason: string } | undefined;

  async function ask(active: WebProvider, query: string): Promise<Outcome> {
    const request = active.request(query, limit);
    const signal = createSignal(timeoutMs);
    try {
      const response = await fetcher(request.url, {
        method: request.method,
        headers: { ...request.headers, 'user-agent': userAgent },
        ...(request.body === undefined ? {} : { body: request.body }),
        redirect: 'manual',
        signal,
      });
      const body = await readLimitedText(response, maxBodyBytes);
      if (body.cut)
        return {
          kind: 'failure',
          failure: 'format',
          reason: `${active.label}'s answer was larger than ${maxBodyBytes} bytes`,
        };
      return active.interpret(
        { status: response.status, headers: response.headers, body: body.text },
        limit,
        now(),
      );
    } catch (error) {
      if (signal.aborted)
        return {
          kind: 'failure',
          failure: 'timeout',
          reason: `${active.label} did not answer within ${timeoutMs} ms`,
        };
      const failure = describeFetchFailure(error, request.url.host);
      return {
        kind: 'failure',
        failure: failure.unreachable ? 'unreachable' : 'other',
        reason: failure.reason,
      };
    }
  }

  /** One request, shared by simultaneous searches of the same query. */
  function askShared(active: WebProvider, key: string, query: string): Promise<Outcome> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = ask(active, query).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function searchName(
    active: WebProvider,
    name: string,
    run: Run,
  ): Promise<WebNameAnswer & { results: ProviderResult[] }> {
    const query = exactPhrase(name);
    const base = { name, query, cached: false };
    const unknown = (reason: string) => ({
      ...base,
      state: 'unknown' as const,
      reason,
      resultCount: 0,
      totalHits: 0,
      results: [],
    });
    const done = (answer: CachedWebAnswer, cached: boolean) => ({
      ...base,
      cached,
      state: 'done' as const,
      reason: null,
      resultCount: answer.results.length,
      totalHits: answer.totalHits,
      results: answer.results,
    });
    const key = `${active.id}:${limit}:${query.toLowerCase()}`;
    const cached = await cache.get(key);
    if (cached) return done(cached, true);

    let waited = false;
    for (;;) {
      if (run.stopped) return unknown(run.stopped);
      if (blocked && blocked.until > now()) return unknown(blocked.reason);
      const outcome = await askShared(active, key, query);
      if (outcome.kind === 'results') {
        const answer = { results: outcome.results, totalHits: outcome.totalHits };
        await cache.set(key, answer, cacheTtlMs);
        return done(answer, false);
      }
      if (outcome.failure === 'rate-limit') {
        const waitMs = 'retryAfterMs' in outcome ? outcome.retryAfterMs : undefined;
        if (!waited && waitMs !== undefined && waitMs <= run.budgetMs) {
          run.budgetMs -= waitMs;
          waited = true;
          await sleep(waitMs);
          continue;
        }
        const asked = waitMs === undefined ? '' : `; it asked to wait ${Math.ceil(waitMs / 1000)} s`;
        const reason = `${outcome.reason}${asked}`;
        blocked = { until: now() + (waitMs ?? defaultBackOffMs), reason };
        run.stopped ??= reason;
        return unknown(reason);
      }
      if (STOPS_THE_SEARCH.has(outcome.failure)) run.stopped ??= outcome.reason;
      return unknown(outcome.reason);
    }
  }

  async function searchWeb(names: readonly string[]): Promise<WebSearchAnswer> {
    if (!provider) return emptyAnswer('not_checked', WEB_SEARCH_NOT_CONFIGURED, null);
    const all = distinctNames(names);
    if (all.length === 0) return emptyAnswer('not_checked', 'No brand name to search the web for', provider);
    const asked = all.slice(0, maxNames);
    const run: Run = { budgetMs };
    const gate = pLimit(Math.max(1, options.concurrency ?? 2));
    const answers = await Promise.all(
      asked.map((name) =>
        gate(() =>
          // A failing cache (it may be backed elsewhere) must not turn the source into a crash.
          searchName(provider, name, run).catch((error: unknown) => ({
            name,
            query: exactPhrase(name),
            state: 'unknown' as const,
            reason: `web search failed: ${error instanceof Error ? error.message : String(error)}`,
            resultCount: 0,
            totalHits: 0,
            cached: false,
            results: [],
          })),
        ),
      ),
    );
    const answered = answers.filter((answer) => answer.state === 'done');
    const failed = answers.filter((answer) => answer.state === 'unknown');
    const records = mergeResults(answers.map((answer) => answer.results));
    const left = all.length - asked.length;
    const notes: string[] = [];
    if (failed.length > 0 && answered.length > 0)
      notes.push(
        `Web search answered for ${answered.length} of ${asked.length} names; not for ${failed
          .map((answer) => `'${answer.name}' (${answer.reason})`)
          .join(', ')}`,
      );
    if (left > 0)
      notes.push(`${left} more ${left === 1 ? 'name was' : 'names were'} not searched (at most ${maxNames})`);
    const nameAnswers = answers.map(({ results: _results, ...answer }) => answer);
    const common = {
      records,
      totalHits: answered.reduce((sum, answer) => sum + answer.totalHits, 0),
      hasTotalHits: provider.hasTotalHits,
      provider: provider.id,
      rankMeaning: provider.rankMeaning,
      names: nameAnswers,
    };
    if (answered.length === 0)
      return {
        ...common,
        state: 'unknown',
        reason: `Web search could not run: ${failed[0]?.reason ?? 'no answer'}`,
      };
    return { ...common, state: 'done', reason: notes.length > 0 ? notes.join('; ') : null };
  }

  return { provider, searchWeb };
}

function emptyAnswer(
  state: 'not_checked' | 'unknown',
  reason: string,
  provider: WebProvider | null,
): WebSearchAnswer {
  return {
    state,
    reason,
    records: [],
    totalHits: 0,
    hasTotalHits: provider?.hasTotalHits ?? false,
    provider: provider?.id ?? null,
    rankMeaning: provider?.rankMeaning ?? null,
    names: [],
  };
}

/** Names trimmed, inner spaces collapsed, repeats (ignoring case) and empty ones dropped. */
function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/**
 * The same page reached by http or https, with or without a trailing slash, 'www.' or a fragment, is one
 * result.
 */
export function webUrlKey(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${host}${parsed.port ? `:${parsed.port}` : ''}${path}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * Every name's results as records: one per URL (the best-ranked occurrence; on a tie the earlier name),
 * ordered by rank, then by name, then by the provider's order.
 */
export function mergeResults(perName: readonly (readonly ProviderResult[])[]): WebRecord[] {
  const best = new Map<string, { result: ProviderResult; nameIndex: number; order: number }>();
  perName.forEach((results, nameIndex) =>
    results.forEach((result, order) => {
      const key = webUrlKey(result.url);
      const kept = best.get(key);
      if (!kept || result.rank < kept.result.rank) best.set(key, { result, nameIndex, order });
    }),
  );
  return [...best.entries()]
    .sort(([, a], [, b]) => a.result.rank - b.result.rank || a.nameIndex - b.nameIndex || a.order - b.order)
    .map(([key, { result }]) => ({
      id: createHash('sha256').update(key).digest('hex').slice(0, 16),
      title: result.title,
      domain: result.domain,
      rank_absolute: result.rank,
      url: result.url,
    }));
}
