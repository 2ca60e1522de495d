import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_REGISTRIES, registryOfTld, type FakeWorld } from './fake-world.ts';

/** How the fake misbehaves for a name or a whole TLD (name wins). */
export interface RdapBehaviour {
  /** Answer this status with an RDAP error body (429 adds Retry-After). */
  status?: number;
  /** Answer after this many milliseconds. */
  delayMs?: number;
  /** Never answer (until the server closes). */
  hang?: boolean;
  /** Hold the request until `release()` is called: lets tests count requests in flight. */
  hold?: boolean;
  /** A 200 whose body is not JSON. */
  badJson?: boolean;
  /** A 404 that is a web page rather than an RDAP answer (a proxy's, say). */
  html404?: boolean;
  /** Redirect to this path on the fake (or an absolute URL). */
  redirectTo?: string;
}

export interface FakeRdapOptions {
  world: FakeWorld;
  /** TLDs left out of the served bootstrap file, as TLDs without RDAP are. */
  withoutRdap?: readonly string[];
  byName?: Record<string, RdapBehaviour>;
  byTld?: Record<string, RdapBehaviour>;
  /** Latency of every answer, in milliseconds (the benchmark's 150–400 ms). */
  latency?: () => number;
}

export interface FakeRdapServer {
  origin: string;
  /** RFC 9224 bootstrap file served by the fake, each TLD pointing at its fake registry. */
  bootstrapUrl: string;
  /** A non-authoritative aggregator on the fake: 404 for everything it does not know. */
  fallbackUrl: string;
  /** Domain requests received, by domain name. */
  requests: Map<string, number>;
  totalRequests(): number;
  /** Highest number of requests in flight at once, per registry. */
  maxInFlight: Map<string, number>;
  inFlight(registry: string): number;
  byName: Record<string, RdapBehaviour>;
  byTld: Record<string, RdapBehaviour>;
  release(): void;
  reset(): void;
  close(): Promise<void>;
}

const RDAP_TYPE = 'application/rdap+json';

/** An RDAP server on a loopback port speaking RFC 9083 JSON for the registrations of `world`. */
export async function startFakeRdapServer(options: FakeRdapOptions): Promise<FakeRdapServer> {
  const requests = new Map<string, number>();
  const maxInFlight = new Map<string, number>();
  const current = new Map<string, number>();
  let held: (() => void)[] = [];
  const byName = options.byName ?? {};
  const byTld = options.byTld ?? {};
  let origin = '';

  function bootstrapFile() {
    const withoutRdap = new Set(options.withoutRdap ?? []);
    return {
      version: '1.0',
      publication: '2026-01-01T00:00:00Z',
      description: 'Loopback fake of the IANA RDAP bootstrap file (demo data)',
      services: Object.entries(FAKE_REGISTRIES)
        .map(([registry, tlds]) => [
          tlds.filter((tld) => !withoutRdap.has(tld)),
          [`${origin}/rdap/${registry}/`],
        ])
        .filter(([tlds]) => (tlds as string[]).length > 0),
    };
  }

  function send(response: ServerResponse, status: number, body: unknown, type = RDAP_TYPE, headers = {}) {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': type, ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    registry: string,
    domain: string,
  ) {
    requests.set(domain, (requests.get(domain) ?? 0) + 1);
    const tld = domain.slice(domain.indexOf('.') + 1);
    const behaviour = byName[domain] ?? byTld[tld] ?? {};
    const delay = behaviour.delayMs ?? options.latency?.() ?? 0;
    if (behaviour.hang) return;
    if (behaviour.hold) await new Promise<void>((resolve) => held.push(resolve));
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (behaviour.redirectTo) {
      const location = behaviour.redirectTo.replace('{domain}', domain);
      return send(response, 302, '', 'text/plain', { location });
    }
    if (behaviour.status) {
      const headers = behaviour.status === 429 ? { 'retry-after': '60' } : {};
      return send(response, behaviour.status, rdapError(behaviour.status), RDAP_TYPE, headers);
    }
    if (behaviour.badJson) return send(response, 200, '{"objectClassName": "domain", "ldhName": ', RDAP_TYPE);
    const registration = options.world.get(domain);
    if (!registration) {
      if (behaviour.html404) return send(response, 404, '<html><body>Not Found</body></html>', 'text/html');
      return send(response, 404, rdapError(404));
    }
    return send(
      response,
      200,
      rdapDomain(domain, registration.registrar, registration.expiresAt, origin, registry),
    );
  }

  function release() {
    const waiting = held;
    held = [];
    for (const resolve of waiting) resolve();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/bootstrap/dns.json')
      return send(response, 200, bootstrapFile(), 'application/json');
    const match = /^\/(rdap\/([^/]+)|fallback|elsewhere)\/domain\/([^/]+)$/.exec(url.pathname);
    if (!match) return send(response, 400, rdapError(400));
    const registry = match[2] ?? match[1] ?? 'fallback';
    const domain = decodeURIComponent(match[3] ?? '').toLowerCase();
    const serving = match[2] ? registryOfTld(domain.slice(domain.indexOf('.') + 1)) : registry;
    if (match[2] && serving !== registry) return send(response, 404, rdapError(404));
    const now = (current.get(registry) ?? 0) + 1;
    current.set(registry, now);
    maxInFlight.set(registry, Math.max(maxInFlight.get(registry) ?? 0, now));
    const done = () => current.set(registry, (current.get(registry) ?? 1) - 1);
    response.once('close', done);
    void answer(request, response, registry, domain);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    bootstrapUrl: `${origin}/bootstrap/dns.json`,
    fallbackUrl: `${origin}/fallback/`,
    requests,
    totalRequests: () => [...requests.values()].reduce((sum, count) => sum + count, 0),
    maxInFlight,
    inFlight: (registry) => current.get(registry) ?? 0,
    byName,
    byTld,
    release,
    reset() {
      requests.clear();
      maxInFlight.clear();
    },
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function rdapError(status: number) {
  const titles: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found', 429: 'Too Many Requests' };
  return {
    rdapConformance: ['rdap_level_0'],
    errorCode: status,
    title: titles[status] ?? 'Server Error',
    description: ['Loopback fake RDAP server (demo data)'],
  };
}

/** A domain object as RFC 9083 §5.3 describes it, with the registrar entity and the usual events. */
function rdapDomain(domain: string, registrar: string, expiresAt: string, origin: string, registry: string) {
  const label = domain.slice(0, domain.indexOf('.'));
  return {
    rdapConformance: ['rdap_level_0', 'icann_rdap_response_profile_1'],
    objectClassName: 'domain',
    handle: `${label.toUpperCase()}-${registry.toUpperCase()}`,
    ldhName: domain,
    status: ['client transfer prohibited'],
    links: [
      {
        value: `${origin}/rdap/${registry}/domain/${domain}`,
        rel: 'self',
        href: `${origin}/rdap/${registry}/domain/${domain}`,
        type: RDAP_TYPE,
      },
    ],
    events: [
      { eventAction: 'registration', eventDate: '2015-03-14T09:26:53Z' },
      { eventAction: 'expiration', eventDate: expiresAt },
      { eventAction: 'last update of RDAP database', eventDate: '2026-01-01T00:00:00Z' },
    ],
    entities: [
      {
        objectClassName: 'entity',
        handle: '9999',
        roles: ['registrar'],
        publicIds: [{ type: 'IANA Registrar ID', identifier: '9999' }],
        vcardArray: [
          'vcard',
          [
            ['version', {}, 'text', '4.0'],
            ['fn', {}, 'text', registrar],
          ],
        ],
      },
    ],
    nameservers: [
      { objectClassName: 'nameserver', ldhName: 'ns1.fake-dns.test' },
      { objectClassName: 'nameserver', ldhName: 'ns2.fake-dns.test' },
    ],
    secureDNS: { delegationSigned: false },
    notices: [{ title: 'Demo data', description: ['Answered by the loopback fake RDAP server.'] }],
  };
}
