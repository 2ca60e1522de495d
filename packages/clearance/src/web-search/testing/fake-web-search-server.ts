import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BRAVE_PATH } from '../brave-provider.ts';
import { DATAFORSEO_PATH } from '../dataforseo-provider.ts';
import type { WebProviderId } from '../types.ts';
import {
  braveError,
  braveResults,
  dataForSeoEnvelope,
  dataForSeoResults,
  demoResults,
  type DataForSeoTask,
  type FakeSerpPage,
  type FakeWebResult,
} from './serp-answers.ts';
import { createFakeServerKit } from '../../http/fake-server-kit.ts';

/** How the fake answers instead of its results. */
export interface FakeWebBehaviour {
  answer?:
    | 'rate-limit' // HTTP 429; DataForSEO with Retry-After, Brave with its X-RateLimit-* headers
    | 'server-error' // HTTP 500
    | 'quota' // DataForSEO: task status 40200 in an HTTP 200; Brave: 429 with the monthly quota spent
    | 'payment-required' // HTTP 402
    | 'no-results' // DataForSEO: task status 40102; Brave: no `web` section
    | 'malformed'; // an HTML error page with HTTP 200
  /** Seconds to wait, for 'rate-limit' (Retry-After, or Brave's per-second reset); null leaves it out. Default '120'. */
  retryAfter?: string | null;
  /** Answer after this many milliseconds (a slow provider). */
  delayMs?: number;
  /** Hold every request until `release()` (a provider that does not answer in time). */
  hold?: boolean;
  /** Applies to the next this-many requests only, then the fake answers normally. */
  times?: number;
}

export interface FakeWebSearchOptions {
  /** The login and password DataForSEO accepts. Default demo-login / demo-password. */
  dataforseo?: { login: string; password: string };
  /** The subscription token Brave accepts. Default 'demo-key'. */
  braveKey?: string;
  /** Results per phrase (the name without quotes, any case). */
  results?: Record<string, readonly FakeWebResult[]>;
  /** DataForSEO's `se_results_count` per phrase; default the number of results. */
  totalHits?: Record<string, number>;
  /** Invent labelled results for a phrase that has none configured (demo mode). */
  inventResults?: boolean;
  /** Latency of every answer in milliseconds (the benchmark's 800 ms). */
  latency?: () => number;
}

export interface FakeWebRequest {
  provider: WebProviderId;
  /** The phrase searched, quotes and DataForSEO's escapes removed. */
  phrase: string;
  /** The query exactly as received (DataForSEO's keyword, Brave's q). */
  query: string;
  /** DataForSEO's depth or Brave's count. */
  limit: number | undefined;
  userAgent: string;
  authorised: boolean;
}

export interface FakeWebSearchServer {
  origin: string;
  /** Base URL for both providers' `baseUrl` (each answers on its own real path). */
  baseUrl: string;
  setResults(phrase: string, results: readonly FakeWebResult[], totalHits?: number): void;
  setBehaviour(provider: WebProviderId, behaviour: FakeWebBehaviour): void;
  /** Every request received, in order. */
  requests: FakeWebRequest[];
  requestCount(provider?: WebProviderId): number;
  release(): void;
  /** Forgets requests and behaviours (configured results stay). */
  reset(): void;
  close(): Promise<void>;
}

/**
 * One loopback HTTP server speaking DataForSEO's Live SERP API (POST, Basic auth, task envelope with
 * status codes) and Brave's Web Search API (GET, X-Subscription-Token, `web.results`), with wrong keys
 * refused (401), 429 with a wait, 500, a spent quota, 402, no results, a malformed page and slow answers.
 */
export async function startFakeWebSearchServer(
  options: FakeWebSearchOptions = {},
): Promise<FakeWebSearchServer> {
  const credentials = options.dataforseo ?? { login: 'demo-login', password: 'demo-password' };
  const expectedBasic = `Basic ${Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64')}`;
  const braveKey = options.braveKey ?? 'demo-key';
  const results = new Map<string, { results: readonly FakeWebResult[]; totalHits: number | undefined }>();
  const behaviours = new Map<WebProviderId, FakeWebBehaviour & { used: number }>();
  const requests: FakeWebRequest[] = [];
  const kit = createFakeServerKit<WebProviderId>();

  const setResults = (phrase: string, list: readonly FakeWebResult[], totalHits?: number) =>
    results.set(phrase.toLowerCase(), { results: list, totalHits });
  for (const [phrase, list] of Object.entries(options.results ?? {}))
    setResults(phrase, list, options.totalHits?.[phrase]);

  function resultsOf(phrase: string): { results: readonly FakeWebResult[]; totalHits: number } {
    const configured = results.get(phrase.toLowerCase());
    if (configured)
      return { results: configured.results, totalHits: configured.totalHits ?? configured.results.length };
    return options.inventResults ? demoResults(phrase) : { results: [], totalHits: 0 };
  }

  /** The behaviour for this request, counted against its `times`. */
  function behaviourOf(provider: WebProviderId): FakeWebBehaviour {
    const behaviour = behaviours.get(provider);
    if (!behaviour) return {};
    if (behaviour.times !== undefined && behaviour.used >= behaviour.times) return {};
    behaviour.used += 1;
    return behaviour;
  }

  function send(response: ServerResponse, page: FakeSerpPage, type = 'application/json') {
    if (response.destroyed) return;
    response.writeHead(page.status, { 'content-type': type, ...(page.headers ?? {}) });
    response.end(page.body);
  }

  async function pause(behaviour: FakeWebBehaviour) {
    if (behaviour.hold) await kit.hold();
    const delay = behaviour.delayMs ?? options.latency?.() ?? 0;
    if (delay > 0) await kit.wait(delay);
  }

  async function readRequestBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > 1_000_000) break;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** DataForSEO decodes %## and '+' in a keyword; a malformed escape is left as sent. */
  const decodeKeyword = (keyword: string) => {
    try {
      return decodeURIComponent(keyword.replaceAll('+', ' ').replace(/%(?![0-9a-f]{2})/gi, '%25'));
    } catch {
      return keyword;
    }
  };
  const phraseOf = (query: string) => query.replace(/^"|"$/g, '').trim();

  async function dataForSeo(request: IncomingMessage, response: ServerResponse) {
    const text = await readRequestBody(request);
    let task: DataForSeoTask | undefined;
    try {
      const parsed = JSON.parse(text) as unknown;
      const first = Array.isArray(parsed) ? (parsed[0] as unknown) : undefined;
      if (first && typeof first === 'object' && typeof (first as DataForSeoTask).keyword === 'string')
        task = first as DataForSeoTask;
    } catch {
      task = undefined;
    }
    const keyword = task?.keyword ?? '';
    const phrase = phraseOf(decodeKeyword(keyword));
    const authorised = request.headers.authorization === expectedBasic;
    requests.push({
      provider: 'dataforseo',
      phrase,
      query: keyword,
      limit: task?.depth,
      userAgent: request.headers['user-agent'] ?? '',
      authorised,
    });
    const behaviour = behaviourOf('dataforseo');
    await pause(behaviour);
    if (!authorised)
      return send(response, {
        status: 401,
        body: JSON.stringify(
          dataForSeoEnvelope(undefined, { code: 40100, message: '' }, null, {
            code: 40100,
            message: 'You are not authorized to access this resource.',
          }),
        ),
      });
    if (!task)
      return send(response, {
        status: 200,
        body: JSON.stringify(
          dataForSeoEnvelope(undefined, { code: 40501, message: '' }, null, {
            code: 40501,
            message: 'Invalid Field: keyword.',
          }),
        ),
      });
    switch (behaviour.answer) {
      case 'rate-limit': {
        const wait = behaviour.retryAfter === undefined ? '120' : behaviour.retryAfter;
        return send(response, {
          status: 429,
          body: JSON.stringify(
            dataForSeoEnvelope(task, { code: 40202, message: 'Rate-limit per minute exceeded.' }, null, {
              code: 40202,
              message: 'Rate-limit per minute exceeded.',
            }),
          ),
          ...(wait === null ? {} : { headers: { 'retry-after': wait } }),
        });
      }
      case 'server-error':
        return send(response, {
          status: 500,
          body: JSON.stringify(
            dataForSeoEnvelope(undefined, { code: 50000, message: '' }, null, {
              code: 50000,
              message: 'Internal Error.',
            }),
          ),
        });
      case 'quota':
        return send(response, {
          status: 200,
          body: JSON.stringify(dataForSeoEnvelope(task, { code: 40200, message: 'Payment Required.' }, null)),
        });
      case 'payment-required':
        return send(response, {
          status: 402,
          body: JSON.stringify(
            dataForSeoEnvelope(undefined, { code: 40200, message: '' }, null, {
              code: 40200,
              message: 'Payment Required.',
            }),
          ),
        });
      case 'no-results':
        return send(response, {
          status: 200,
          body: JSON.stringify(
            dataForSeoEnvelope(task, { code: 40102, message: 'No Search Results.' }, null),
          ),
        });
      case 'malformed':
        return send(response, { status: 200, body: '<html><body>Bad gateway</body></html>' }, 'text/html');
      default: {
        const found = resultsOf(phrase);
        return send(
          response,
          dataForSeoResults(task, found.results.slice(0, task.depth ?? 100), found.totalHits),
        );
      }
    }
  }

  async function brave(request: IncomingMessage, response: ServerResponse, url: URL) {
    const query = url.searchParams.get('q') ?? '';
    const count = Number(url.searchParams.get('count') ?? '20');
    const authorised = request.headers['x-subscription-token'] === braveKey;
    requests.push({
      provider: 'brave',
      phrase: phraseOf(query),
      query,
      limit: Number.isFinite(count) ? count : undefined,
      userAgent: request.headers['user-agent'] ?? '',
      authorised,
    });
    const behaviour = behaviourOf('brave');
    await pause(behaviour);
    if (!authorised)
      return send(
        response,
        braveError(401, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.'),
      );
    const limits = { 'x-ratelimit-limit': '1, 15000', 'x-ratelimit-policy': '1;w=1, 15000;w=2592000' };
    switch (behaviour.answer) {
      case 'rate-limit': {
        const wait = behaviour.retryAfter === undefined ? '120' : behaviour.retryAfter;
        return send(
          response,
          braveError(
            429,
            'RATE_LIMITED',
            'Request rate limit exceeded for plan.',
            wait === null
              ? limits
              : { ...limits, 'x-ratelimit-remaining': '0, 14000', 'x-ratelimit-reset': `${wait}, 1419704` },
          ),
        );
      }
      case 'quota':
        return send(
          response,
          braveError(429, 'QUOTA_LIMITED', 'Request quota limit exceeded for plan.', {
            ...limits,
            'x-ratelimit-remaining': '1, 0',
            'x-ratelimit-reset': '1, 1419704',
          }),
        );
      case 'payment-required':
        return send(
          response,
          braveError(402, 'PAYMENT_REQUIRED', 'The subscription has no valid payment method.'),
        );
      case 'server-error':
        return send(response, braveError(500, 'INTERNAL_ERROR', 'Internal server error.'));
      case 'no-results':
        return send(response, braveResults(query, []));
      case 'malformed':
        return send(response, { status: 200, body: '<html><body>Bad gateway</body></html>' }, 'text/html');
      default: {
        const found = resultsOf(phraseOf(query));
        return send(
          response,
          braveResults(query, found.results.slice(0, Number.isFinite(count) ? count : 20)),
        );
      }
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const answer =
      request.method === 'POST' && url.pathname === DATAFORSEO_PATH
        ? dataForSeo(request, response)
        : request.method === 'GET' && url.pathname === BRAVE_PATH
          ? brave(request, response, url)
          : undefined;
    if (!answer) return send(response, { status: 404, body: 'no such route on the fake' }, 'text/plain');
    answer.catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    baseUrl: origin,
    setResults,
    setBehaviour(provider, behaviour) {
      behaviours.set(provider, { ...behaviour, used: 0 });
    },
    requests,
    requestCount: (provider) =>
      provider === undefined
        ? requests.length
        : requests.filter((entry) => entry.provider === provider).length,
    release: kit.release,
    reset() {
      requests.length = 0;
      behaviours.clear();
    },
    async close() {
      kit.shutdown();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
