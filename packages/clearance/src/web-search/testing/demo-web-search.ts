import type { WebProviderId } from '../types.ts';
import type { WebSearcherOptions } from '../web-searcher.ts';
import { startFakeWebSearchServer, type FakeWebSearchServer } from './fake-web-search-server.ts';

export const DEMO_DATAFORSEO = { login: 'demo-login', password: 'demo-password' } as const;
export const DEMO_BRAVE_KEY = 'demo-key';

export interface DemoWebSearch {
  fake: FakeWebSearchServer;
  /** Searcher options pointing the chosen provider at the fake, with the fake's demo key. */
  searcherOptions: WebSearcherOptions;
  close(): Promise<void>;
}

export interface DemoWebSearchOptions {
  /** Which provider the demo configures. Default 'dataforseo'. */
  provider?: WebProviderId;
  /** Latency of every answer in milliseconds (the benchmark's 800 ms). */
  latency?: () => number;
}

/**
 * The loopback SERP providers inventing labelled results ('demo result' in every title, hosts under the
 * reserved `.example` name) for any brand name, and searcher options using them (for tests, benches and
 * CHECK_SOURCES=demo).
 */
export async function startDemoWebSearch(options: DemoWebSearchOptions = {}): Promise<DemoWebSearch> {
  const fake = await startFakeWebSearchServer({
    dataforseo: DEMO_DATAFORSEO,
    braveKey: DEMO_BRAVE_KEY,
    inventResults: true,
    ...(options.latency ? { latency: options.latency } : {}),
  });
  const searcherOptions: WebSearcherOptions =
    (options.provider ?? 'dataforseo') === 'dataforseo'
      ? { dataforseo: { ...DEMO_DATAFORSEO, baseUrl: fake.baseUrl } }
      : { brave: { apiKey: DEMO_BRAVE_KEY, baseUrl: fake.baseUrl } };
  return { fake, searcherOptions, close: () => fake.close() };
}
