import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  checkDomainRecordSchema,
  checkMessages,
  euTrademarkRecordSchema,
  ukTrademarkRecordSchema,
  usTrademarkRecordSchema,
} from '@brandwright/contracts';
import { auditBalance } from '../src/modules/credits/index.ts';
import {
  addMarks,
  ledgerEntries,
  mark,
  memberWithCredits,
  readResults,
  startSearch,
  useCheckTestApp,
  waitForCompletion,
} from './helpers/check-app.ts';
import { signedInUser } from './helpers/test-app.ts';

// POST /api/dekonstruktor on the demo network (loopback RDAP and DNS fakes) and a small register, on
// PGlite or PostgreSQL (TEST_DATABASE_URL): validation before any credit moves, the credit race, and
// a search that runs its jobs to completion with records in the tables.

const t = useCheckTestApp({ env: { CHECK_SOURCES: 'demo' } });

const ALL_SOURCES = ['trademark_search', 'euipo_search', 'usipo_search', 'domain_search'];

function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

async function searchCount(userId: string): Promise<number> {
  const result = await t.database.db.execute<{ count: string }>(
    sql`SELECT count(*) AS count FROM check_searches WHERE user_id = ${userId}::uuid`,
  );
  return Number(result.rows[0]?.count);
}

describe('POST /api/dekonstruktor: validation and cost', () => {
  it('no search option is a 400 naming job_type with the spec message, and costs nothing', async () => {
    const user = await memberWithCredits(t, 3);
    for (const job_type of [undefined, '', [], ' , ']) {
      const response = await startSearch(t.app, user.token, { keyword: 'Zorblax', job_type });
      expect(response.statusCode, JSON.stringify(job_type)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { job_type: checkMessages.searchOptionRequired },
      });
    }
    const noName = await startSearch(t.app, user.token, { keyword: '  ', job_type: 'domain_search' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ fields: { keyword: checkMessages.brandNameRequired } });
    expect(await ledgerEntries(t.database, user.id)).toEqual([]);
    expect(await auditBalance(t.database.db, user.id)).toMatchObject({ balance: 3, ledgerSum: 3 });
    expect(await searchCount(user.id)).toBe(0);
  });

  it("refuses another user's user_id (403), no session (401), and no credits (402) without recording a search", async () => {
    const user = await memberWithCredits(t, 1);
    const other = await memberWithCredits(t, 1);
    const payload = { keyword: 'Zorblax', job_type: 'domain_search' };
    expect((await startSearch(t.app, user.token, { ...payload, user_id: other.id })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/dekonstruktor', payload });
    expect(anonymous.statusCode).toBe(401);
    const broke = await memberWithCredits(t, 0);
    const refused = await startSearch(t.app, broke.token, payload);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    const noPlan = await signedInUser(t.app, t.mailer);
    expect((await startSearch(t.app, noPlan.token, payload)).json()).toMatchObject({
      statusCode: 402,
      code: 'NO_ACTIVE_PLAN',
    });
    for (const id of [user.id, broke.id, noPlan.id]) expect(await searchCount(id)).toBe(0);
  });

  it('20 simultaneous submits on 1 credit start exactly one search and spend exactly one credit', async () => {
    const user = await memberWithCredits(t, 1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        startSearch(t.app, user.token, { keyword: `Race ${index}`, job_type: 'domain_search' }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: 1, 402: 19 });
    expect(await searchCount(user.id)).toBe(1);
    expect(await auditBalance(t.database.db, user.id)).toMatchObject({ ledgerSum: 0 });
  });
});

describe('a search run to completion on the demo network', () => {
  it('writes trademark and domain records, completes, and keeps the credit', async () => {
    await addMarks(t.database, [
      mark('UK', 'UK00003000001', 'ZORBLAX', [9]),
      mark('EU', '018000001', 'ZORBLAKS', [9, 42]),
      mark('US', '97000001', 'ZORBLAX', [9]),
      mark('US', '97000002', 'GARDEN TOOLS', [8]),
    ]);
    const user = await memberWithCredits(t, 2);
    const response = await startSearch(t.app, user.token, {
      user_id: user.id,
      keyword: 'Zorblax',
      job_type: [...ALL_SOURCES, 'social_search', 'web_search'].join(','),
      search_type: 'dekonstruktor',
      trademark_cat: ['9'],
      domain_search_options: { hyphenate: false, industry: 'tech' },
      social_search_options: { twitter: true, instagram: true, facebook: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<{ search_token: string }>().search_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const { search, sources } = await waitForCompletion(t.database, token);
    expect(search).toMatchObject({ charged: true, refunded: false, demo: true });
    const bySource = Object.fromEntries(sources.map((row) => [row.source, row]));
    for (const source of ['uk_trademarks', 'eu_trademarks', 'us_trademarks', 'domains'])
      expect(bySource[source], source).toMatchObject({ state: 'done', percentage: 100, reason: null });
    // The demo mention sources answer too (X and YouTube without keys say so in the source's meta).
    expect(bySource.social).toMatchObject({ state: 'done', reason: null });
    // The demo SERP provider answers the web search with labelled demo results.
    expect(bySource.web).toMatchObject({ state: 'done', reason: null });
    expect(bySource.web?.meta).toMatchObject({ provider: 'dataforseo', has_total_hits: true });
    const web = await readResults(t.database, search.id, 'web');
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((row) => /demo result/.test((row.record as { title: string }).title))).toBe(true);
    expect(bySource.us_trademarks?.meta).toMatchObject({ complete: true });

    const uk = await readResults(t.database, search.id, 'uk_trademarks');
    expect(uk[0]?.record).toMatchObject({
      application_number: 'UK00003000001',
      name: 'ZORBLAX',
      representatives: 'ZORBLAX Attorneys LLP',
      nice_classes: [9],
      registration_date: '2015-03-02',
      query: 'Zorblax',
      risk: 'high',
      demo: false,
    });
    const eu = await readResults(t.database, search.id, 'eu_trademarks');
    expect(eu[0]?.record).toMatchObject({
      word_mark_specification: { verbalElement: 'ZORBLAKS' },
      applicants: [{ name: 'ZORBLAKS Holdings Ltd' }],
      representatives: [{ name: 'ZORBLAKS Attorneys LLP' }],
    });
    const us = await readResults(t.database, search.id, 'us_trademarks');
    expect(us.map((row) => row.record.trademark_id)).toEqual(['97000001']);

    const domains = await readResults(t.database, search.id, 'domains');
    expect(domains.length).toBe(bySource.domains?.record_count);
    expect(domains.map((row) => row.position)).toEqual(domains.map((_, index) => index));
    const byName = Object.fromEntries(domains.map((row) => [row.record.name, row.record]));
    expect(byName['zorblax.com']).toMatchObject({ availability: 'available', registrar: null });
    expect(byName['zorblax.tech']).toBeDefined();
    // .de has no RDAP server in the demo bootstrap: unknown with a reason, never available.
    expect(byName['zorblax.de']).toMatchObject({ availability: 'unknown' });
    expect(String(byName['zorblax.de']?.reason)).toMatch(/no RDAP server/);
    expect(bySource.domains?.meta).toMatchObject({ total: domains.length, unknown: 1 });

    // Every record is exactly what the result and paginate calls promise.
    for (const row of uk) ukTrademarkRecordSchema.strict().parse(row.record);
    for (const row of eu) euTrademarkRecordSchema.strict().parse(row.record);
    for (const row of us) usTrademarkRecordSchema.strict().parse(row.record);
    for (const row of domains) checkDomainRecordSchema.strict().parse(row.record);

    expect(await ledgerEntries(t.database, user.id)).toEqual([{ kind: 'search_spend', delta: -1 }]);
  });

  it('a registered demo domain is taken with its registrar', async () => {
    const user = await memberWithCredits(t, 1);
    const response = await startSearch(t.app, user.token, { keyword: 'Acme', job_type: 'domain_search' });
    const { search } = await waitForCompletion(
      t.database,
      response.json<{ search_token: string }>().search_token,
    );
    const domains = await readResults(t.database, search.id, 'domains');
    const com = domains.find((row) => row.record.name === 'acme.com')?.record;
    expect(com).toMatchObject({ availability: 'taken', registrar: 'Demo Registrar Ltd (demo data)' });
  });
});
