import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_PERCENTAGE_PATHS,
  checkResultResponseSchema,
  checkStatusResponseSchema,
} from '@brandwright/contracts';
import { call } from './helpers/projects.ts';
import {
  domainRecord,
  euRecord,
  seedCheckSearch,
  ukRecord,
  updateCheckSource,
  usRecord,
  webRecordFor,
} from './helpers/seed-check-search.ts';
import { RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// The Check tool's read calls (issue 12) against rows seeded straight into migration 0008's tables:
// PGlite by default, PostgreSQL with TEST_DATABASE_URL.

const mailer = new RecordingMailer();
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;
const t = useTestApp({ mailer });

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(t.app, mailer), signedInUser(t.app, mailer)]);
});

const UNKNOWN_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const MALFORMED_TOKENS = ['abc', 'not a token!', '../../etc/passwd', "x' OR '1'='1"];

/** The answers every per-search call owes: 401 without a session, 404 for another user's, unknown and malformed tokens. */
async function expectGuarded(
  method: 'GET' | 'POST',
  urlFor: (token: string) => string,
  bodyFor: (token: string) => Record<string, unknown> | undefined,
  ownToken: string,
): Promise<void> {
  const anonymous = await call(t.app, undefined, method, urlFor(ownToken), bodyFor(ownToken));
  expect(anonymous.statusCode).toBe(401);
  for (const token of [ownToken, UNKNOWN_TOKEN, ...MALFORMED_TOKENS]) {
    const asker = token === ownToken ? bob : alice;
    const response = await call(
      t.app,
      asker.token,
      method,
      urlFor(encodeURIComponent(token)),
      bodyFor(token),
    );
    expect(response.statusCode, `${method} ${urlFor(token)} as ${asker === bob ? 'bob' : 'alice'}`).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Search not found' });
  }
}

describe('status', () => {
  it('is the mean of the chosen sources, 99 at most until every one has finished, with each source in order', async () => {
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search', 'euipo_search', 'domain_search'],
      sources: {
        uk_trademarks: { state: 'done', records: [ukRecord(1), ukRecord(2)] },
        eu_trademarks: { state: 'running', percentage: 40, recordCount: 3 },
      },
      // The domain source has no row yet: it counts as queued at 0.
      queueOthers: false,
    });
    const response = await call(t.app, alice.token, 'GET', `/api/dekonstruktor/status/${search.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      percentage: 46,
      complete: false,
      sources: [
        { source: 'uk_trademarks', state: 'done', percentage: 100, count: 2, reason: null },
        { source: 'eu_trademarks', state: 'running', percentage: 40, count: 3, reason: null },
        { source: 'domains', state: 'queued', percentage: 0, count: 0, reason: null },
      ],
    });

    // A source still running never shows 100, so the overall figure cannot reach it either.
    await t.database.db.execute(sql`
      INSERT INTO check_search_sources (search_id, source, state, percentage) VALUES (${search.id}::uuid, 'domains', 'running', 100)`);
    await updateCheckSource(t.database.db, search.id, 'eu_trademarks', { state: 'running', percentage: 100 });
    const nearly = (
      await call(t.app, alice.token, 'GET', `/api/dekonstruktor/status/${search.token}`)
    ).json();
    expect(nearly).toMatchObject({ percentage: 99, complete: false });
    expect(nearly.sources.map((source: { percentage: number }) => source.percentage)).toEqual([100, 99, 99]);

    await updateCheckSource(t.database.db, search.id, 'eu_trademarks', {
      state: 'unknown',
      reason: 'EUIPO did not answer',
    });
    await updateCheckSource(t.database.db, search.id, 'domains', {
      state: 'not_checked',
      reason: 'Not built yet',
      percentage: 10,
    });
    const done = (await call(t.app, alice.token, 'GET', `/api/dekonstruktor/status/${search.token}`)).json();
    expect(checkStatusResponseSchema.parse(done)).toEqual({
      percentage: 100,
      complete: true,
      sources: [
        { source: 'uk_trademarks', state: 'done', percentage: 100, count: 2, reason: null },
        {
          source: 'eu_trademarks',
          state: 'unknown',
          percentage: 100,
          count: 3,
          reason: 'EUIPO did not answer',
        },
        { source: 'domains', state: 'not_checked', percentage: 100, count: 0, reason: 'Not built yet' },
      ],
    });

    await expectGuarded(
      'GET',
      (token) => `/api/dekonstruktor/status/${token}`,
      () => undefined,
      search.token,
    );
  });

  it('updatePercentage answers the same status and changes nothing', async () => {
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search', 'web_search'],
      sources: { uk_trademarks: { state: 'running', percentage: 30 } },
    });
    const before = await t.database.db.execute(sql`
      SELECT source, state, percentage, updated_at FROM check_search_sources WHERE search_id = ${search.id}::uuid ORDER BY source`);
    const response = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/updatePercentage', {
      user_id: alice.id,
      search_token: search.token,
      percentage: 100,
    });
    expect(response.statusCode).toBe(200);
    const status = (
      await call(t.app, alice.token, 'GET', `/api/dekonstruktor/status/${search.token}`)
    ).json();
    expect(response.json()).toEqual(status);
    expect(status).toMatchObject({ percentage: 15, complete: false });
    const after = await t.database.db.execute(sql`
      SELECT source, state, percentage, updated_at FROM check_search_sources WHERE search_id = ${search.id}::uuid ORDER BY source`);
    expect(after.rows).toEqual(before.rows);
    await expectGuarded(
      'POST',
      () => '/api/dekonstruktor/updatePercentage',
      (token) => ({ search_token: token }),
      search.token,
    );
  });

  it('refuses a token longer than the contract allows and a missing search_token with 400 naming the field', async () => {
    const long = await call(t.app, alice.token, 'GET', `/api/dekonstruktor/status/${'a'.repeat(65)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { searchToken: expect.any(String) },
    });
    const missing = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/getSearchCount', {
      keyword: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { search_token: expect.any(String) } });
    const objectToken = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/updatePercentage', {
      search_token: { $ne: null },
    });
    expect(objectToken.statusCode).toBe(400);
    expect(objectToken.json()).toMatchObject({ fields: { search_token: expect.any(String) } });
  });

  it("refuses another user's id in the body (403), whatever the token", async () => {
    const search = await seedCheckSearch(t.database.db, { userId: alice.id, jobTypes: ['domain_search'] });
    const response = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/getSearchCount', {
      user_id: bob.id,
      search_token: search.token,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('result', () => {
  it('answers a section per chosen source (null otherwise) with its records in order, state, reason and total', async () => {
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      keyword: 'Zestora, Ambrio',
      names: ['Zestora', 'Ambrio'],
      jobTypes: ['trademark_search', 'euipo_search', 'usipo_search', 'domain_search', 'web_search'],
      trademarkCat: [9, 35],
      sources: {
        uk_trademarks: { state: 'done', records: [ukRecord(0), ukRecord(1, [35])] },
        eu_trademarks: { state: 'unknown', reason: 'EUIPO did not answer in time' },
        us_trademarks: { state: 'done', records: [usRecord(0)] },
        domains: {
          state: 'running',
          percentage: 50,
          records: [domainRecord('zestora.com', 'taken'), domainRecord('zestora.io', 'unknown')],
        },
        web: { state: 'not_checked', reason: 'Web search is not available yet', meta: { total_hits: 0 } },
      },
    });
    const response = await call(t.app, alice.token, 'GET', `/api/dekonstruktor/result/${search.token}`);
    expect(response.statusCode).toBe(200);
    const { data } = checkResultResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      keyword: 'Zestora, Ambrio',
      names: ['Zestora', 'Ambrio'],
      trademark_cat: [9, 35],
      complete: false,
      demo: false,
      social_search: null,
      social_user_search: null,
    });
    expect(data.unitedkingdomTrademarkSearch).toEqual({
      results: [ukRecord(0), ukRecord(1, [35])],
      search_token: search.token,
      state: 'done',
      reason: null,
      total: 2,
    });
    expect(data.europeTrademarkSearch).toEqual({
      results: [],
      search_token: search.token,
      state: 'unknown',
      reason: 'EUIPO did not answer in time',
      total: 0,
    });
    expect(data.unitedstatesTrademarkSearch?.results).toEqual([usRecord(0)]);
    expect(data.domain_search).toMatchObject({ state: 'running', total: 2 });
    expect(data.domain_search?.results.map((record) => record.availability)).toEqual(['taken', 'unknown']);
    expect(data.web_search).toMatchObject({ state: 'not_checked', total: 0, total_hits: 0, results: [] });

    await expectGuarded(
      'GET',
      (token) => `/api/dekonstruktor/result/${token}`,
      () => undefined,
      search.token,
    );
  });

  it('inlines the first 500 records of a section, with total counting all of them', async () => {
    const records = Array.from({ length: 520 }, (_, index) => ukRecord(index));
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search'],
      sources: { uk_trademarks: { state: 'done', records } },
    });
    const { data } = (
      await call(t.app, alice.token, 'GET', `/api/dekonstruktor/result/${search.token}`)
    ).json();
    expect(data.complete).toBe(true);
    expect(data.unitedkingdomTrademarkSearch.total).toBe(520);
    expect(data.unitedkingdomTrademarkSearch.results).toHaveLength(500);
    expect(data.unitedkingdomTrademarkSearch.results[499].application_number).toBe(
      ukRecord(499).application_number,
    );
    expect(data.europeTrademarkSearch).toBeNull();
    expect(data.domain_search).toBeNull();
  });

  it('is demo when the search is, or when any trademark record comes from the demo register', async () => {
    const plain = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search'],
      sources: { uk_trademarks: { state: 'done', records: [ukRecord(1)] } },
    });
    const demoSearch = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['domain_search'],
      demo: true,
    });
    const demoRecord = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['euipo_search'],
      sources: { eu_trademarks: { state: 'done', records: [euRecord(1), { ...euRecord(2), demo: true }] } },
    });
    const demoOf = async (token: string) =>
      (await call(t.app, alice.token, 'GET', `/api/dekonstruktor/result/${token}`)).json().data.demo;
    expect(await demoOf(plain.token)).toBe(false);
    expect(await demoOf(demoSearch.token)).toBe(true);
    expect(await demoOf(demoRecord.token)).toBe(true);
  });

  it("carries a web search's total hits from the source's meta", async () => {
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['web_search'],
      sources: {
        web: { state: 'done', meta: { total_hits: 12345 }, records: [webRecordFor(1), webRecordFor(2)] },
      },
    });
    const { data } = (
      await call(t.app, alice.token, 'GET', `/api/dekonstruktor/result/${search.token}`)
    ).json();
    expect(data.web_search).toMatchObject({ total: 2, total_hits: 12345, state: 'done' });
  });
});

describe('getSearchCount and the percentage calls', () => {
  it('counts records per source, free domains only when confirmed available, request_status 1 only when the office answered', async () => {
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search', 'euipo_search', 'usipo_search', 'domain_search'],
      sources: {
        uk_trademarks: { state: 'done', records: [ukRecord(1), ukRecord(2), ukRecord(3)] },
        eu_trademarks: { state: 'unknown', reason: 'EUIPO did not answer' },
        us_trademarks: { state: 'running', percentage: 20, records: [usRecord(1)] },
        domains: {
          state: 'done',
          records: [
            domainRecord('zestora.com', 'taken'),
            domainRecord('zestora.io', 'available'),
            domainRecord('zestora.ai', 'available'),
            domainRecord('zestora.de', 'unknown'),
            domainRecord('zestora.eu', 'not_checked'),
          ],
        },
      },
    });
    const response = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/getSearchCount', {
      user_id: alice.id,
      keyword: 'Zestora',
      search_token: search.token,
      jobType: 'trademark_search,euipo_search',
      trademark_cat: '[]',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domainCount: { domain_count: 5, free_domain_count: 2, percentage_complete: 100 },
      webCount: { web_count: 0, percentage_complete: 0 },
      socialCount: { social_media_count: 0, percentage_complete: 0 },
      trademarkCount: { uktrademark_count: 3, request_status: 1, percentage_complete: 100 },
      eutrademarkCount: { europetrademark_count: 0, request_status: 0, percentage_complete: 100 },
      ustrademarkCount: { ustrademark_count: 1, request_status: 0, percentage_complete: 20 },
    });
    await expectGuarded(
      'POST',
      () => '/api/dekonstruktor/getSearchCount',
      (token) => ({ search_token: token }),
      search.token,
    );
  });

  it('answers each source’s readiness, and a source not chosen as not_checked with its reason, never available', async () => {
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search', 'domain_search', 'social_search'],
      sources: {
        uk_trademarks: { state: 'running', percentage: 60 },
        domains: { state: 'done' },
        social: { state: 'not_checked', reason: 'Social media search is not available yet' },
      },
    });
    const answers: Record<string, unknown> = {};
    for (const path of Object.keys(CHECK_PERCENTAGE_PATHS)) {
      const response = await call(t.app, alice.token, 'POST', `/api/dekonstruktor/${path}`, {
        search_token: search.token,
      });
      expect(response.statusCode).toBe(200);
      answers[path] = response.json();
    }
    expect(answers).toEqual({
      uksearchPercetage: { percentage_complete: 60, ready: false, state: 'running', reason: null },
      domainsearchPercetage: { percentage_complete: 100, ready: true, state: 'done', reason: null },
      socialsearchPercetage: {
        percentage_complete: 100,
        ready: true,
        state: 'not_checked',
        reason: 'Social media search is not available yet',
      },
      europesearchPercetage: {
        percentage_complete: 0,
        ready: true,
        state: 'not_checked',
        reason: 'Not chosen for this search',
      },
      websearchPercetage: {
        percentage_complete: 0,
        ready: true,
        state: 'not_checked',
        reason: 'Not chosen for this search',
      },
    });
    for (const path of Object.keys(CHECK_PERCENTAGE_PATHS)) {
      await expectGuarded(
        'POST',
        () => `/api/dekonstruktor/${path}`,
        (token) => ({ search_token: token }),
        search.token,
      );
    }
  });
});

describe("the search's choices", () => {
  it('userSelectedSearchCategory answers an array of one with the options as chosen', async () => {
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      keyword: 'Zestora',
      jobTypes: ['domain_search', 'trademark_search', 'social_search'],
      trademarkCat: [35, 9],
      reportCat: 'full',
      options: {
        social_search_options: { users: true, mentions: false, real_twitter: true },
        domain_search_options: { hyphenate: true, industry: 'food' },
      },
    });
    const response = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/userSelectedSearchCategory', {
      user_id: alice.id,
      keyword: 'Zestora',
      search_token: search.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        keyword: 'Zestora',
        search_token: search.token,
        job_type: ['trademark_search', 'domain_search', 'social_search'],
        trademark_cat: [35, 9],
        report_cat: 'full',
        social_search_options: { users: true, mentions: false, real_twitter: true },
        domain_search_options: { hyphenate: true, industry: 'food' },
      },
    ]);
    await expectGuarded(
      'POST',
      () => '/api/dekonstruktor/userSelectedSearchCategory',
      (token) => ({ search_token: token }),
      search.token,
    );
  });

  it('trademarkcategory answers the chosen classes with their headings, in class order', async () => {
    const search = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search'],
      trademarkCat: [35, 9],
    });
    const response = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/trademarkcategory', {
      search_token: search.token,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Array<{ class: number; description: string }> }>();
    expect(data.map((entry) => entry.class)).toEqual([9, 35]);
    expect(data[0]!.description).toMatch(/\w/);
    expect(data[1]!.description).toMatch(/advertising/i);
    await expectGuarded(
      'POST',
      () => '/api/dekonstruktor/trademarkcategory',
      (token) => ({ search_token: token }),
      search.token,
    );
  });
});
