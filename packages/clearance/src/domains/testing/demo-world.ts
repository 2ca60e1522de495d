import { createBootstrapSource } from '../bootstrap-source.ts';
import type { DomainCheckerOptions } from '../domain-checker.ts';
import { DEFAULT_TLDS } from '../tld-sets.ts';
import { startFakeDnsServer, type FakeDnsServer } from './fake-dns-server.ts';
import { startFakeRdapServer, type FakeRdapServer } from './fake-rdap-server.ts';
import type { FakeWorld } from './fake-world.ts';

/** Every demo answer says it is demo data: the registrar names are obviously not real ones. */
export const DEMO_REGISTRAR = 'Demo Registrar Ltd (demo data)';

/**
 * The demo world: a few famous-looking names registered in every fake registry, anything else free.
 * .de is left without RDAP, as a TLD without an RDAP server is in the real bootstrap.
 */
export function demoWorld(extraRegistered: readonly string[] = []): FakeWorld {
  const world: FakeWorld = new Map();
  const names = ['google', 'apple', 'amazon', 'starbucks', 'brandwright', 'acme', ...extraRegistered];
  // The default set plus a few industry TLDs, so demo checks with an industry find registered names too.
  const tlds = [...DEFAULT_TLDS, 'tech', 'shop', 'dev'];
  for (const name of names)
    for (const tld of tlds)
      world.set(`${name}.${tld}`, { registrar: DEMO_REGISTRAR, expiresAt: '2030-06-01T00:00:00Z' });
  return world;
}

export interface DemoNetwork {
  rdap: FakeRdapServer;
  dns: FakeDnsServer;
  /** Checker options that point every look-up at the fakes. */
  checkerOptions: DomainCheckerOptions;
  close(): Promise<void>;
}

export interface DemoNetworkOptions {
  world?: FakeWorld;
  rdapLatency?: () => number;
  dnsLatency?: () => number;
  withoutRdap?: readonly string[];
}

/** Both fakes on loopback, plus checker options using them (bootstrap fetched from the fake). */
export async function startDemoNetwork(options: DemoNetworkOptions = {}): Promise<DemoNetwork> {
  const world = options.world ?? demoWorld();
  const rdap = await startFakeRdapServer({
    world,
    withoutRdap: options.withoutRdap ?? ['de'],
    ...(options.rdapLatency ? { latency: options.rdapLatency } : {}),
  });
  const dns = await startFakeDnsServer({
    world,
    ...(options.dnsLatency ? { latency: options.dnsLatency } : {}),
  });
  const bootstrap = createBootstrapSource({
    refreshUrl: rdap.bootstrapUrl,
    // The fake's file is the only truth in demo mode: never fall back to the real registries' seed.
    fallback: () => {
      throw new Error('the demo bootstrap could not be fetched from the loopback fake');
    },
  });
  await bootstrap.refresh();
  return {
    rdap,
    dns,
    checkerOptions: { bootstrap, dnsServers: [dns.address] },
    async close() {
      await Promise.all([rdap.close(), dns.close()]);
    },
  };
}
