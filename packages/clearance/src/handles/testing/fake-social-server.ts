import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ruleOf } from '../rules/index.ts';
import { NETWORK_IDS, type NetworkId } from '../types.ts';
import { networkPages, type FakePage } from './network-pages.ts';
import { createFakeServerKit } from '../../http/fake-server-kit.ts';

/** How the fake answers a handle (or a whole network) instead of its real answer. */
export interface FakeHandleBehaviour {
  answer?:
    | 'rate-limit' // 429 with Retry-After
    | 'forbidden' // 403
    | 'server-error' // 500
    | 'login-wall' // the network's sign-in page or redirect
    | 'captcha' // a bot-challenge page
    | 'changed-layout' // a 200 page or JSON the rules do not know
    | 'taken-for-all' // the profile answer, whoever is asked (a site that says 200 to everything)
    | 'missing-for-all'; // the not-found answer, whoever is asked (so the known account goes missing)
  /** The Retry-After header of a 429: seconds or an HTTP date; null leaves it out. Default '120'. */
  retryAfter?: string | null;
  /** Answer after this many milliseconds. */
  delayMs?: number;
  /** Never answer (until the server closes). */
  hang?: boolean;
  /** Hold the request until `release()`: lets tests count requests in flight. */
  hold?: boolean;
}

export interface FakeAccount {
  suspended?: boolean;
}

export interface FakeSocialOptions {
  /** Accounts per network (handles as people type them; Bluesky names get '.bsky.social'). */
  accounts?: Partial<Record<NetworkId, readonly string[]>>;
  /** The bearer token the X and Facebook APIs accept. Default 'demo-token'. */
  acceptedToken?: string;
  /** Latency of every answer in milliseconds (the benchmark's 200-600 ms). */
  latency?: () => number;
}

export interface FakeSocialServer {
  origin: string;
  /** Base URL per network, for the checker's `baseUrls`. */
  baseUrls: Record<NetworkId, string>;
  addAccount(network: NetworkId, handle: string, account?: FakeAccount): void;
  /** Behaviour for one handle of a network ('*' for every handle of it). */
  setBehaviour(network: NetworkId, handle: string, behaviour: FakeHandleBehaviour): void;
  /** Requests received for a handle of a network, or for the whole network. */
  requestCount(network: NetworkId, handle?: string): number;
  totalRequests(): number;
  /** Highest number of requests in flight at once, per network. */
  maxInFlight(network: NetworkId): number;
  /** The User-Agent headers seen. */
  userAgents: Set<string>;
  release(): void;
  /** Forgets counts and behaviours (accounts stay). */
  reset(): void;
  close(): Promise<void>;
}

/** The networks the fake speaks for: every one with a probe. */
export const FAKE_NETWORKS: readonly NetworkId[] = [
  'twitter',
  'facebook',
  'tiktok',
  'youtube',
  'pinterest',
  'reddit',
  'tumblr',
  'github',
  'threads',
  'bluesky',
];

/**
 * One loopback HTTP server speaking each network's format under `/<network>/…`: profile pages with
 * their markers, JSON APIs, not-found answers, and on demand 429 with Retry-After, 403, 500, login
 * walls, captcha pages, slow or hanging answers and changed layouts.
 */
export async function startFakeSocialServer(options: FakeSocialOptions = {}): Promise<FakeSocialServer> {
  const accounts = new Map<NetworkId, Map<string, FakeAccount>>();
  const behaviours = new Map<string, FakeHandleBehaviour>();
  const requests = new Map<string, number>();
  const userAgents = new Set<string>();
  const token = options.acceptedToken ?? 'demo-token';
  const kit = createFakeServerKit<NetworkId>();

  function keyOf(network: NetworkId, handle: string): string {
    const expand = ruleOf(network).expand ?? ((value: string) => value);
    return `${network}:${expand(handle.replace(/^@/, '')).toLowerCase()}`;
  }

  function addAccount(network: NetworkId, handle: string, account: FakeAccount = {}) {
    const key = keyOf(network, handle);
    let ofNetwork = accounts.get(network);
    if (!ofNetwork) accounts.set(network, (ofNetwork = new Map()));
    ofNetwork.set(key.slice(network.length + 1), account);
  }
  for (const [network, handles] of Object.entries(options.accounts ?? {}) as [NetworkId, string[]][])
    for (const handle of handles) addAccount(network, handle);

  function send(response: ServerResponse, page: FakePage) {
    if (response.destroyed) return;
    response.writeHead(page.status, {
      'content-type': page.type,
      ...(page.headers ?? {}),
    });
    response.end(page.body);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const network = url.pathname.split('/')[1] as NetworkId;
    const ofNetwork = FAKE_NETWORKS.includes(network) ? networkPages[network] : undefined;
    const pages = ofNetwork?.keyed?.handleOf(url) !== undefined ? ofNetwork.keyed : ofNetwork;
    const handle = pages?.handleOf(url);
    if (!pages || handle === undefined)
      return send(response, { status: 404, type: 'text/plain', body: 'no such route on the fake' });
    const key = keyOf(network, handle);
    requests.set(key, (requests.get(key) ?? 0) + 1);
    userAgents.add(request.headers['user-agent'] ?? '');
    kit.enter(network, response);

    void (async () => {
      const behaviour = behaviours.get(key) ?? behaviours.get(`${network}:*`) ?? {};
      if (behaviour.hang) return;
      if (behaviour.hold) await kit.hold();
      const delay = behaviour.delayMs ?? options.latency?.() ?? 0;
      if (delay > 0) await kit.wait(delay);
      const name = key.slice(network.length + 1);
      const authorised = pages.tokenHeader
        ? request.headers[pages.tokenHeader] === token
        : request.headers.authorization === `Bearer ${token}`;
      if (pages.needsToken && !authorised) return send(response, pages.unauthorised());
      switch (behaviour.answer) {
        case 'rate-limit': {
          const retryAfter = behaviour.retryAfter === undefined ? '120' : behaviour.retryAfter;
          return send(response, pages.rateLimited(retryAfter));
        }
        case 'forbidden':
          return send(response, pages.forbidden());
        case 'server-error':
          return send(response, {
            status: 500,
            type: 'text/html',
            body: '<html><body>Internal Server Error</body></html>',
          });
        case 'login-wall':
          return send(response, pages.loginWall(name));
        case 'captcha':
          return send(response, pages.captcha());
        case 'changed-layout':
          return send(response, pages.changedLayout(name));
        case 'taken-for-all':
          return send(response, pages.profile(name, {}));
        case 'missing-for-all':
          return send(response, pages.notFound(name));
        default: {
          const account = accounts.get(network)?.get(name);
          return send(response, account ? pages.profile(name, account) : pages.notFound(name));
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const baseUrls = Object.fromEntries(
    NETWORK_IDS.map((network) => [network, `${origin}/${network}`]),
  ) as Record<NetworkId, string>;

  return {
    origin,
    baseUrls,
    addAccount,
    setBehaviour(network, handle, behaviour) {
      behaviours.set(handle === '*' ? `${network}:*` : keyOf(network, handle), behaviour);
    },
    requestCount(network, handle) {
      if (handle !== undefined) return requests.get(keyOf(network, handle)) ?? 0;
      let sum = 0;
      for (const [key, count] of requests) if (key.startsWith(`${network}:`)) sum += count;
      return sum;
    },
    totalRequests: () => [...requests.values()].reduce((sum, count) => sum + count, 0),
    maxInFlight: kit.maxInFlight,
    userAgents,
    release: kit.release,
    reset() {
      requests.clear();
      kit.forgetCounts();
      behaviours.clear();
      userAgents.clear();
    },
    async close() {
      kit.shutdown();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
