// The loopback fake of the SERP providers (DataForSEO and Brave), for tests and demo mode.
export {
  startFakeWebSearchServer,
  type FakeWebSearchServer,
  type FakeWebSearchOptions,
  type FakeWebBehaviour,
  type FakeWebRequest,
} from './fake-web-search-server.ts';
export { demoResults, type FakeWebResult } from './serp-answers.ts';
export {
  startDemoWebSearch,
  DEMO_DATAFORSEO,
  DEMO_BRAVE_KEY,
  type DemoWebSearch,
  type DemoWebSearchOptions,
} from './demo-web-search.ts';
