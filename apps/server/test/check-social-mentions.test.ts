import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoMentions, type DemoMentions } from '@brandwright/clearance/testing';
import { checkResultResponseSchema, socialRecordSchema } from '@brandwright/contracts';
import {
  memberWithCredits,
  readResults,
  startCheckTestApp,
  startSearch,
  waitForCompletion,
  type CheckTestApp,
} from './helpers/check-app.ts';
import { call } from './helpers/projects.ts';

// Social mentions in the Check pipeline (issue 13): POST /api/dekonstruktor with social_search runs
// the clearance package's mention searcher against the loopback fake of Hacker News, Mastodon,
// Bluesky and Reddit (X and YouTube left without keys), on PGlite or PostgreSQL (TEST_DATABASE_URL).

let mentions: DemoMentions;
let t: CheckTestApp & { close(): Promise<void> };

beforeAll(async () => {
  mentions = await startDemoMentions({
    posts: (source, query) => [
      { text: `I love ${query}, a wonderful and brilliant service (${source})`, language: 'en' },
      { text: `${query} was a terrible, awful disappointment (${source})`, language: 'en' },
    ],
  });
  t = await startCheckTestApp({ mentionSearcherOptions: () => mentions.searcherOptions });
});
afterAll(async () => {
  await t?.close();
  await mentions?.close();
});

async function searchMentions(keyword: string) {
  const user = await memberWithCredits(t, 1);
  const response = await startSearch(t.app, user.token, {
    user_id: user.id,
    keyword,
    job_type: 'social_search',
    social_search_options: { mentions: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json<{ search_token: string }>().search_token;
  const { search, sources } = await waitForCompletion(t.database, token);
  return { user, token, search, source: sources[0] };
}

describe('social mentions in a Check search', () => {
  it('records posts of every configured source with their sentiment, and says which sources were not checked', async () => {
    const { user, token, search, source } = await searchMentions('Mentionbrandq');
    expect(source).toMatchObject({ source: 'social', state: 'done', reason: null });
    const records = (await readResults(t.database, search.id, 'social')).map((row) =>
      socialRecordSchema.parse(row.record),
    );
    expect(new Set(records.map((record) => record.network))).toEqual(
      new Set(['hackernews', 'mastodon', 'bluesky', 'reddit']),
    );
    const loved = records.filter((record) => record.text.startsWith('I love'));
    const hated = records.filter((record) => record.text.includes('terrible'));
    expect(loved.length).toBeGreaterThan(0);
    expect(loved.every((record) => (record.sentiment ?? 0) > 0)).toBe(true);
    expect(hated.every((record) => (record.sentiment ?? 0) < 0)).toBe(true);
    expect(new Set(records.map((record) => record.url)).size).toBe(records.length);

    const result = checkResultResponseSchema.parse(
      (await call(t.app, user.token, 'GET', `/api/dekonstruktor/result/${token}`)).json(),
    );
    const states = Object.fromEntries(
      (result.data.social_search?.sources ?? []).map((entry) => [entry.source, entry]),
    );
    expect(states.hackernews).toMatchObject({ state: 'done', label: 'Hacker News' });
    expect(states.twitter).toMatchObject({ state: 'not_checked', reason: expect.stringMatching(/\S/) });
    expect(states.youtube).toMatchObject({ state: 'not_checked' });
    // The social paginate call takes the spec's real_* flags (accepted; the search's own options chose the sources).
    const page = await call(
      t.app,
      user.token,
      'GET',
      `/api/social-search/paginate/${token}?page=1&real_twitter=true&real_instagram=false&real_facebook=1`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ totalRecords: records.length });
    expect(page.json().results).toHaveLength(Math.min(10, records.length));
    // Sources without keys were never asked.
    expect(mentions.fake.requestCount('twitter')).toBe(0);
    expect(mentions.fake.requestCount('youtube')).toBe(0);
  });

  it('ends unknown with every reason when no source can answer, and invents nothing', async () => {
    for (const source of ['hackernews', 'mastodon', 'bluesky', 'reddit'] as const)
      mentions.fake.setBehaviour(source, { answer: 'server-error' });
    try {
      const { search, source } = await searchMentions('Downbrandq');
      expect(source).toMatchObject({ state: 'unknown' });
      expect(source?.reason).toMatch(/^No social media source could be searched: Hacker News: /);
      expect(await readResults(t.database, search.id, 'social')).toEqual([]);
    } finally {
      mentions.fake.reset();
    }
  });
});
