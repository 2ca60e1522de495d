import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_IDS, type NetworkId } from '@brandwright/clearance';
import { demoAccounts, startDemoSocial, type DemoSocial } from '@brandwright/clearance/testing';
import { socialUserRecordSchema } from '@brandwright/contracts';
import {
  ledgerEntries,
  memberWithCredits,
  readResults,
  startCheckTestApp,
  startSearch,
  waitForCompletion,
  type CheckTestApp,
} from './helpers/check-app.ts';
import { freePort } from './helpers/free-port.ts';
import { call } from './helpers/projects.ts';

// The social handle source in the Check pipeline (issue 13): POST /api/dekonstruktor with
// social_users_search runs the clearance package's handle checker against the loopback fake of the
// networks, on PGlite or PostgreSQL (TEST_DATABASE_URL). The engine's own rules are tested in
// packages/clearance; here: records, states, the best handle and nothing available that is not.

let social: DemoSocial;
let t: CheckTestApp & { close(): Promise<void> };

beforeAll(async () => {
  social = await startDemoSocial({ accounts: demoAccounts(['takenbrandq']), withKeys: true });
  t = await startCheckTestApp({ handleCheckerOptions: () => social.checkerOptions });
});
afterAll(async () => {
  await t?.close();
  await social?.close();
});

async function checkHandles(keyword: string) {
  const user = await memberWithCredits(t, 1);
  const response = await startSearch(t.app, user.token, {
    user_id: user.id,
    keyword,
    job_type: 'social_users_search',
    social_search_options: { users: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json<{ search_token: string }>().search_token;
  const { search, sources } = await waitForCompletion(t.database, token);
  const records = (await readResults(t.database, search.id, 'social_users')).map((row) =>
    socialUserRecordSchema.parse(row.record),
  );
  return { user, token, search, source: sources[0], records };
}

const byNetwork = <R extends { network: string }>(records: readonly R[]) =>
  new Map(records.map((record) => [record.network as NetworkId, record]));

describe('social handles in a Check search', () => {
  it('answers a taken handle taken on every network that can tell, and never available', async () => {
    const { source, records } = await checkHandles('TakenBrandQ');
    expect(source).toMatchObject({ source: 'social_users', state: 'done', percentage: 100, reason: null });
    expect(records.map((record) => record.network)).toEqual([...NETWORK_IDS]);
    // Bluesky handles are domains: the bare name means its bsky.social form.
    expect(records.map((record) => record.handle)).toEqual(
      NETWORK_IDS.map((network) => (network === 'bluesky' ? 'takenbrandq.bsky.social' : 'takenbrandq')),
    );
    expect(records.some((record) => record.availability === 'available')).toBe(false);
    const networks = byNetwork(records);
    for (const network of ['github', 'reddit', 'bluesky', 'twitter'] as const) {
      expect(networks.get(network), network).toMatchObject({ availability: 'taken' });
    }
    // Networks that show profiles only to signed-in visitors are unknown, in words.
    expect(networks.get('instagram')).toMatchObject({
      availability: 'unknown',
      reason: expect.stringMatching(/sign-in/),
    });
    expect(networks.get('linkedin')).toMatchObject({ availability: 'unknown' });
    expect(source?.meta).toMatchObject({ taken: expect.any(Number), available: 0 });
  });

  it('answers a free handle available where a network proved it, with the kept-names caveat, and suggests handles', async () => {
    const { source, records, token, user } = await checkHandles('Freshbrandq');
    expect(source).toMatchObject({ state: 'done' });
    const networks = byNetwork(records);
    expect(networks.get('github')).toMatchObject({ availability: 'available', looks_available: true });
    expect(networks.get('github')?.reason).toMatch(/^looks available/);
    expect(networks.get('bluesky')).toMatchObject({ availability: 'available' });
    expect(records.some((record) => record.availability === 'taken')).toBe(false);
    const best = (source?.meta as { best_handles?: Array<{ handle: string; free_on: string[] }> })
      .best_handles;
    expect(best?.length).toBeGreaterThan(0);
    expect(best?.length).toBeLessThanOrEqual(3);
    expect(best?.[0]?.free_on.length).toBeGreaterThan(0);
    expect(best?.every((suggestion) => /freshbrandq/.test(suggestion.handle))).toBe(true);
    // The result call hands the suggestions to the screen.
    const result = await call(t.app, user.token, 'GET', `/api/dekonstruktor/result/${token}`);
    expect(result.json().data.social_user_search).toMatchObject({
      best_handles: best,
      total: NETWORK_IDS.length,
    });
  });

  it('serves the records through the social user paginate call, to their owner only', async () => {
    const { token, user } = await checkHandles('TakenBrandQ');
    const page = await call(t.app, user.token, 'GET', `/api/social-user-search/paginate/${token}?page=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ totalRecords: NETWORK_IDS.length });
    const stranger = await memberWithCredits(t, 0);
    const foreign = await call(
      t.app,
      stranger.token,
      'GET',
      `/api/social-user-search/paginate/${token}?page=1`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('social handles offline', () => {
  it('ends unknown with the reason, nothing available, and refunds the credit when nothing answered', async () => {
    const port = await freePort();
    const nowhere = Object.fromEntries(NETWORK_IDS.map((network) => [network, `http://127.0.0.1:${port}`]));
    const offline = await startCheckTestApp({
      handleCheckerOptions: () => ({ baseUrls: nowhere, retries: 0, timeoutMs: 500 }),
    });
    try {
      const user = await memberWithCredits(offline, 1);
      const response = await startSearch(offline.app, user.token, {
        user_id: user.id,
        keyword: 'Offlinebrandq',
        job_type: 'social_users_search',
      });
      const token = response.json<{ search_token: string }>().search_token;
      const { search, sources } = await waitForCompletion(offline.database, token);
      expect(sources[0]).toMatchObject({
        state: 'unknown',
        reason: expect.stringMatching(/^No social network could be checked: /),
      });
      const records = await readResults(offline.database, search.id, 'social_users');
      expect(records.length).toBe(NETWORK_IDS.length);
      expect(
        records.some((row) => (row.record as { availability: string }).availability === 'available'),
      ).toBe(false);
      expect(search).toMatchObject({ refunded: true });
      expect(await ledgerEntries(offline.database, user.id)).toEqual([
        { kind: 'search_spend', delta: -1 },
        { kind: 'refund', delta: 1 },
      ]);
    } finally {
      await offline.close();
    }
  });
});
