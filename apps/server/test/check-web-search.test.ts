import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebSearchServer, type FakeWebSearchServer } from '@brandwright/clearance/testing';
import { checkResultResponseSchema } from '@brandwright/contracts';
import {
  ledgerEntries,
  memberWithCredits,
  readResults,
  readSearch,
  startCheckTestApp,
  startSearch,
  useCheckTestApp,
  waitForCompletion,
  type CheckTestApp,
} from './helpers/check-app.ts';
import { call } from './helpers/projects.ts';

// The web search snapshot in the Check pipeline (issue 13): POST /api/dekonstruktor with web_search
// runs the clearance package's web searcher against the loopback SERP fake, on PGlite or PostgreSQL
// (TEST_DATABASE_URL). Without a provider configured the source is not checked, and nothing is invented.

let serp: FakeWebSearchServer;
let t: CheckTestApp & { close(): Promise<void> };

beforeAll(async () => {
  serp = await startFakeWebSearchServer({
    results: {
      Webbrandq: [
        { title: 'Webbrandq: shoes for the road', url: 'https://webbrandq.example/' },
        { title: 'Webbrandq on the news', url: 'https://news.example/webbrandq' },
      ],
    },
    totalHits: { Webbrandq: 48_200 },
  });
  t = await startCheckTestApp({
    webSearcherOptions: () => ({
      dataforseo: { login: 'demo-login', password: 'demo-password', baseUrl: serp.baseUrl },
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await serp?.close();
});

async function searchWeb(app: CheckTestApp, keyword: string) {
  const user = await memberWithCredits(app, 1);
  const response = await startSearch(app.app, user.token, {
    user_id: user.id,
    keyword,
    job_type: 'web_search',
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json<{ search_token: string }>().search_token;
  const { search, sources } = await waitForCompletion(app.database, token);
  return { user, token, search, source: sources[0] };
}

describe('web search in a Check search', () => {
  it("records the provider's organic results in rank order and the total hits the Web tab shows", async () => {
    const { user, token, search, source } = await searchWeb(t, 'Webbrandq');
    expect(source).toMatchObject({ source: 'web', state: 'done', reason: null, record_count: 2 });
    const records = await readResults(t.database, search.id, 'web');
    expect(records.map((row) => row.record)).toMatchObject([
      { title: 'Webbrandq: shoes for the road', domain: 'webbrandq.example', rank_absolute: 1 },
      { title: 'Webbrandq on the news', domain: 'news.example', rank_absolute: 2 },
    ]);
    const result = checkResultResponseSchema.parse(
      (await call(t.app, user.token, 'GET', `/api/dekonstruktor/result/${token}`)).json(),
    );
    expect(result.data.web_search).toMatchObject({ state: 'done', total: 2, total_hits: 48_200 });
    // The phrase went to the provider quoted, once.
    expect(serp.requests.filter((request) => request.phrase.toLowerCase() === 'webbrandq')).toHaveLength(1);
  });

  it('ends unknown with the reason when the provider refuses, and invents nothing', async () => {
    serp.setBehaviour('dataforseo', { answer: 'server-error' });
    try {
      const { search, source } = await searchWeb(t, 'Failbrandq');
      expect(source).toMatchObject({ state: 'unknown' });
      expect(source?.reason).toMatch(/\S/);
      expect(await readResults(t.database, search.id, 'web')).toEqual([]);
    } finally {
      serp.reset();
    }
  });
});

describe('web search not configured', () => {
  const bare = useCheckTestApp();

  it('is not checked, says so, sends nothing, and a search with nothing else to check completes at once and is refunded', async () => {
    const before = serp.requestCount();
    const user = await memberWithCredits(bare, 1);
    const response = await startSearch(bare.app, user.token, {
      user_id: user.id,
      keyword: 'Quietbrandq',
      job_type: 'web_search',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Read at once, without waiting: no job was queued, the start call finished the search itself.
    const { search, sources } = await readSearch(
      bare.database,
      response.json<{ search_token: string }>().search_token,
    );
    expect(sources[0]).toMatchObject({ state: 'not_checked', reason: 'Web search is not configured' });
    expect(search).toMatchObject({ refunded: true, completed_at: expect.anything() });
    expect(await ledgerEntries(bare.database, user.id)).toEqual([
      { kind: 'search_spend', delta: -1 },
      { kind: 'refund', delta: 1 },
    ]);
    expect(serp.requestCount()).toBe(before);
  });
});
