import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MentionSourceId } from '../types.ts';
import { defaultPosts, sourceAnswers, type FakeAnswer, type FakePostSeed } from './mention-answers.ts';
import { createFakeServerKit } from '../../http/fake-server-kit.ts';

/** How the fake answers a source's searches instead of its real answer. */
export interface FakeMentionBehaviour {
  answer?:
    | 'rate-limit' // 429 with Retry-After
    | 'unauthorised' // the source's 401 (or its refused-key answer)
    | 'server-error' // 500
    | 'changed-shape' // 200 JSON of a shape the adapter does not know
    | 'not-json'; // 200 HTML
  /** The Retry-After header of a 429: seconds or an HTTP date; null leaves it out. Default '120'. */
  retryAfter?: string | null;
  /** Applies to this many requests, then the source answers normally again. Default: until reset. */
  times?: number;
  /** Answer after this many milliseconds (a slow source). */
  delayMs?: number;
  /** Never answer (until the server closes). */
  hang?: boolean;
  /** Hold each request until `release()`: lets tests count requests in flight. */
  hold?: boolean;
}

/** The credentials the fake accepts. */
export interface FakeMentionCredentials {
  /** Bearer token of Mastodon and X, and the YouTube Data API key. */
  token: string;
  blueskyIdentifier: string;
  blueskyAppPassword: string;
  redditClientId: string;
  redditClientSecret: string;
}

export const FAKE_MENTION_CREDENTIALS: FakeMentionCredentials = {
  token: 'demo-token',
  blueskyIdentifier: 'demo.bsky.social',
  blueskyAppPassword: 'demo-app-password',
  redditClientId: 'demo-client',
  redditClientSecret: 'demo-secret',
};

export interface FakeMentionsOptions {
  /** Posts in every answer (before the asked limit). Default 5. */
  postsPerQuery?: number;
  /** The posts for a source and query, replacing the default ones. */
  posts?: (source: MentionSourceId, query: string) => readonly FakePostSeed[];
  /** Serve every post even when fewer were asked for (a source ignoring its limit parameter). */
  ignoreLimit?: boolean;
  /** Mastodon's answer to a search without a token: a 401, an empty list (real Mastodon), or posts. Default 'empty'. */
  mastodonAnonymous?: 'refuse' | 'empty' | 'allow';
  credentials?: Partial<FakeMentionCredentials>;
  /** Latency of every answer in milliseconds. */
  latency?: () => number;
}

export interface FakeMentionRequest {
  source: MentionSourceId;
  kind: 'search' | 'auth';
  query: string | null;
  /** The limit parameter as sent. */
  limit: string | null;
}

export interface FakeMentionsServer {
  origin: string;
  /** The searcher's `sources` option pointing every source at the fake, without credentials. */
  baseUrls: {
    hackernews: string;
    mastodon: string;
    bluesky: string;
    reddit: { authBaseUrl: string; baseUrl: string };
    twitter: string;
    youtube: string;
  };
  credentials: FakeMentionCredentials;
  setBehaviour(source: MentionSourceId, behaviour: FakeMentionBehaviour): void;
  /** Requests received for a source (searches and sign-ins), or for one kind of them. */
  requestCount(source: MentionSourceId, kind?: FakeMentionRequest['kind']): number;
  totalRequests(): number;
  requests: FakeMentionRequest[];
  userAgents: Set<string>;
  /** Highest number of requests in flight at once for a source. */
  maxInFlight(source: MentionSourceId): number;
  /** Lets every held request go on. */
  release(): void;
  /** Invalidates every Bluesky session and Reddit token issued so far (the next search gets 401 or ExpiredToken). */
  expireSessions(): void;
  /** Forgets requests and behaviours. */
  reset(): void;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;

/**
 * One loopback HTTP server speaking each mention source's API under `/<source>/…` in its real JSON:
 * Algolia hits, Mastodon statuses (HTML content, language), Bluesky createSession and searchPosts
 * (bearer checked), Reddit's token and listing, X recent search, YouTube search; on demand 429 with
 * Retry-After, 401, 500, a changed shape, HTML instead of JSON, slow or hanging answers.
 */
export async function startFakeMentionsServer(
  options: FakeMentionsOptions = {},
): Promise<FakeMentionsServer> {
  const credentials = { ...FAKE_MENTION_CREDENTIALS, ...options.credentials };
  const behaviours = new Map<MentionSourceId, FakeMentionBehaviour & { used: number }>();
  const requests: FakeMentionRequest[] = [];
  const userAgents = new Set<string>();
  const sessions = new Set<string>();
  let issued = 0;
  const kit = createFakeServerKit<MentionSourceId>();

  function send(response: ServerResponse, answer: FakeAnswer, type = 'application/json; charset=utf-8') {
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': type, ...(answer.headers ?? {}) });
    response.end(answer.body);
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    let text = '';
    for await (const chunk of request) {
      text += String(chunk);
      if (text.length > MAX_BODY) break;
    }
    return text;
  }

  function issue(): string {
    issued += 1;
    const token = `demo-session-${issued}`;
    sessions.add(token);
    return token;
  }

  const bearer = (request: IncomingMessage) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

  /** A sign-in: Bluesky's createSession or Reddit's client-credentials token. */
  async function signIn(source: MentionSourceId, request: IncomingMessage): Promise<FakeAnswer> {
    const body = await readBody(request);
    if (source === 'bluesky') {
      let parsed: { identifier?: unknown; password?: unknown } = {};
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        return { status: 400, body: JSON.stringify({ error: 'InvalidRequest', message: 'Invalid JSON' }) };
      }
      if (
        parsed.identifier !== credentials.blueskyIdentifier ||
        parsed.password !== credentials.blueskyAppPassword
      )
        return {
          status: 401,
          body: JSON.stringify({
            error: 'AuthenticationRequired',
            message: 'Invalid identifier or password',
          }),
        };
      const token = issue();
      return {
        status: 200,
        body: JSON.stringify({
          accessJwt: token,
          refreshJwt: `${token}-refresh`,
          handle: credentials.blueskyIdentifier,
          did: 'did:plc:demoaccount',
          active: true,
        }),
      };
    }
    const basic = Buffer.from(`${credentials.redditClientId}:${credentials.redditClientSecret}`).toString(
      'base64',
    );
    if (request.headers.authorization !== `Basic ${basic}`)
      return { status: 401, body: JSON.stringify({ message: 'Unauthorized', error: 401 }) };
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials')
      return { status: 400, body: JSON.stringify({ error: 'unsupported_grant_type' }) };
    return {
      status: 200,
      body: JSON.stringify({ access_token: issue(), token_type: 'bearer', expires_in: 86_400, scope: '*' }),
    };
  }

  /** Whether a search carries the credential its source needs ('anonymous' when it carries none). */
  function authorisation(source: MentionSourceId, request: IncomingMessage): 'ok' | 'anonymous' | 'refused' {
    switch (source) {
      case 'hackernews':
        return 'ok';
      case 'youtube': {
        const key = request.headers['x-goog-api-key'];
        return key === undefined || key === '' ? 'anonymous' : key === credentials.token ? 'ok' : 'refused';
      }
      case 'mastodon':
      case 'twitter': {
        const token = bearer(request);
        return token === undefined ? 'anonymous' : token === credentials.token ? 'ok' : 'refused';
      }
      default: {
        const token = bearer(request);
        return token === undefined ? 'anonymous' : sessions.has(token) ? 'ok' : 'refused';
      }
    }
  }

  const routes: {
    source: MentionSourceId;
    kind: FakeMentionRequest['kind'];
    method: string;
    path: string;
    query: string;
    limit: string;
  }[] = [
    {
      source: 'hackernews',
      kind: 'search',
      method: 'GET',
      path: '/hackernews/api/v1/search',
      query: 'query',
      limit: 'hitsPerPage',
    },
    {
      source: 'mastodon',
      kind: 'search',
      method: 'GET',
      path: '/mastodon/api/v2/search',
      query: 'q',
      limit: 'limit',
    },
    {
      source: 'bluesky',
      kind: 'auth',
      method: 'POST',
      path: '/bluesky/xrpc/com.atproto.server.createSession',
      query: '',
      limit: '',
    },
    {
      source: 'bluesky',
      kind: 'search',
      method: 'GET',
      path: '/bluesky/xrpc/app.bsky.feed.searchPosts',
      query: 'q',
      limit: 'limit',
    },
    {
      source: 'reddit',
      kind: 'auth',
      method: 'POST',
      path: '/reddit/www/api/v1/access_token',
      query: '',
      limit: '',
    },
    {
      source: 'reddit',
      kind: 'search',
      method: 'GET',
      path: '/reddit/oauth/search',
      query: 'q',
      limit: 'limit',
    },
    {
      source: 'twitter',
      kind: 'search',
      method: 'GET',
      path: '/twitter/2/tweets/search/recent',
      query: 'query',
      limit: 'max_results',
    },
    {
      source: 'youtube',
      kind: 'search',
      method: 'GET',
      path: '/youtube/youtube/v3/search',
      query: 'q',
      limit: 'maxResults',
    },
  ];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const route = routes.find(
      (candidate) => candidate.path === url.pathname && candidate.method === request.method,
    );
    if (!route)
      return send(response, { status: 404, body: JSON.stringify({ error: 'no such route on the fake' }) });
    const query = route.kind === 'search' ? url.searchParams.get(route.query) : null;
    const limit = route.kind === 'search' ? url.searchParams.get(route.limit) : null;
    requests.push({ source: route.source, kind: route.kind, query, limit });
    userAgents.add(request.headers['user-agent'] ?? '');
    const source = route.source;
    kit.enter(source, response);

    void (async () => {
      const behaviour = behaviours.get(route.source);
      const active = behaviour && (behaviour.times === undefined || behaviour.used < behaviour.times);
      if (active) behaviour.used += 1;
      const acting: FakeMentionBehaviour = active ? behaviour : {};
      if (acting.hang) return;
      if (acting.hold) await kit.hold();
      const delay = acting.delayMs ?? options.latency?.() ?? 0;
      if (delay > 0) await kit.wait(delay);
      const answers = sourceAnswers[route.source];
      switch (acting.answer) {
        case 'rate-limit':
          return send(
            response,
            answers.rateLimited(acting.retryAfter === undefined ? '120' : acting.retryAfter),
          );
        case 'unauthorised':
          return send(response, answers.unauthorised());
        case 'server-error':
          return send(
            response,
            { status: 500, body: '<html><body>Internal Server Error</body></html>' },
            'text/html',
          );
        case 'changed-shape':
          return send(response, answers.changedShape(query ?? ''));
        case 'not-json':
          return send(
            response,
            { status: 200, body: '<!DOCTYPE html><html><body>Maintenance</body></html>' },
            'text/html',
          );
        default:
          break;
      }
      if (route.kind === 'auth') return send(response, await signIn(route.source, request));
      const authorised = authorisation(route.source, request);
      if (authorised === 'refused') {
        if (route.source === 'bluesky' && bearer(request)?.startsWith('demo-session-'))
          return send(response, {
            status: 400,
            body: JSON.stringify({ error: 'ExpiredToken', message: 'Token has expired' }),
          });
        return send(response, answers.unauthorised());
      }
      let count = options.postsPerQuery ?? 5;
      if (authorised === 'anonymous') {
        if (route.source === 'mastodon') {
          const anonymous = options.mastodonAnonymous ?? 'empty';
          if (anonymous === 'refuse')
            return send(response, {
              status: 401,
              body: JSON.stringify({ error: 'This method requires an authenticated user' }),
            });
          if (anonymous === 'empty') count = 0;
        } else if (route.source !== 'hackernews') return send(response, answers.unauthorised());
      }
      const posts = (options.posts?.(route.source, query ?? '') ?? defaultPosts(query ?? '', count)).slice(
        0,
        count,
      );
      const asked = Number(limit);
      const served =
        options.ignoreLimit || !Number.isFinite(asked) || asked <= 0 ? posts : posts.slice(0, asked);
      return send(response, answers.search(query ?? '', served, origin));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    baseUrls: {
      hackernews: `${origin}/hackernews`,
      mastodon: `${origin}/mastodon`,
      bluesky: `${origin}/bluesky`,
      reddit: { authBaseUrl: `${origin}/reddit/www`, baseUrl: `${origin}/reddit/oauth` },
      twitter: `${origin}/twitter`,
      youtube: `${origin}/youtube`,
    },
    credentials,
    setBehaviour(source, behaviour) {
      behaviours.set(source, { ...behaviour, used: 0 });
    },
    requestCount(source, kind) {
      return requests.filter(
        (request) => request.source === source && (kind === undefined || request.kind === kind),
      ).length;
    },
    totalRequests: () => requests.length,
    requests,
    userAgents,
    maxInFlight: kit.maxInFlight,
    release: kit.release,
    expireSessions: () => sessions.clear(),
    reset() {
      requests.length = 0;
      behaviours.clear();
      userAgents.clear();
      kit.forgetCounts();
    },
    async close() {
      kit.shutdown();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
