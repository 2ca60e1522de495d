import type { HandleCheckerOptions } from '../handle-checker.ts';
import { NETWORK_RULES } from '../rules/index.ts';
import type { NetworkId } from '../types.ts';
import { FAKE_NETWORKS, startFakeSocialServer, type FakeSocialServer } from './fake-social-server.ts';

/** Names every demo network holds, beside each rule's known account (the canary's). */
export const DEMO_HANDLES: readonly string[] = [
  'google',
  'apple',
  'amazon',
  'starbucks',
  'brandwright',
  'acme',
];

/** The demo accounts: each network's known account and the demo names, plus any extra ones. */
export function demoAccounts(extra: readonly string[] = []): Partial<Record<NetworkId, string[]>> {
  return Object.fromEntries(
    NETWORK_RULES.filter((rule) => FAKE_NETWORKS.includes(rule.network)).map((rule) => [
      rule.network,
      [rule.knownAccount, ...DEMO_HANDLES, ...extra],
    ]),
  );
}

export interface DemoSocial {
  fake: FakeSocialServer;
  /** Checker options that point every probe at the fake. */
  checkerOptions: HandleCheckerOptions;
  close(): Promise<void>;
}

export interface DemoSocialOptions {
  accounts?: Partial<Record<NetworkId, readonly string[]>>;
  latency?: () => number;
  /** Configure keys (X, Facebook, the YouTube Data API), as a deployment with keys would. */
  withKeys?: boolean;
}

/** The loopback social networks and checker options using them (for tests, benches and CHECK_SOURCES=demo). */
export async function startDemoSocial(options: DemoSocialOptions = {}): Promise<DemoSocial> {
  const fake = await startFakeSocialServer({
    accounts: options.accounts ?? demoAccounts(),
    acceptedToken: 'demo-token',
    ...(options.latency ? { latency: options.latency } : {}),
  });
  return {
    fake,
    checkerOptions: {
      baseUrls: fake.baseUrls,
      ...(options.withKeys
        ? { keys: { twitter: 'demo-token', facebook: 'demo-token', youtube: 'demo-token' } }
        : {}),
    },
    close: () => fake.close(),
  };
}
