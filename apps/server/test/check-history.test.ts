import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHistoryResponseSchema } from '@brandwright/contracts';
import { call } from './helpers/projects.ts';
import { seedCheckSearch } from './helpers/seed-check-search.ts';
import { RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// The Check tool's history and the referral to IP partners (issue 12). PGlite by default, PostgreSQL
// with TEST_DATABASE_URL.

const mailer = new RecordingMailer();
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;
const t = useTestApp({ mailer });

// A loopback server that counts requests: the history call must never fetch a URL from its payload.
let probe: Server;
let probeHits = 0;
let probeUrl: string;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(t.app, mailer), signedInUser(t.app, mailer)]);
  probe = createServer((_request, response) => {
    probeHits += 1;
    response.end('[]');
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/history`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

describe('history', () => {
  it("lists only the caller's searches, newest first, 20 a page, in the history list's shapes", async () => {
    const user = await signedInUser(t.app, mailer);
    const base = Date.UTC(2026, 0, 1);
    const tokens: string[] = [];
    for (let index = 0; index < 23; index++) {
      const seeded = await seedCheckSearch(t.database.db, {
        userId: user.id,
        keyword: `Name ${index}`,
        jobTypes: index % 2 === 0 ? ['trademark_search', 'domain_search'] : ['web_search'],
        trademarkCat: index % 2 === 0 ? [9, 35] : [],
        createdAt: new Date(base + index * 60_000),
        completedAt: index === 22 ? null : new Date(base + index * 60_000 + 1000),
      });
      tokens.push(seeded.token);
    }
    await seedCheckSearch(t.database.db, { userId: bob.id, keyword: 'Not yours', jobTypes: ['web_search'] });

    const first = await call(t.app, user.token, 'POST', '/api/dekonstruktor/history', { user_id: user.id });
    expect(first.statusCode).toBe(200);
    const body = checkHistoryResponseSchema.parse(first.json());
    expect(body.totalRecords).toBe(23);
    expect(body.data).toHaveLength(20);
    expect(body.data.map((item) => item.search_token)).toEqual(tokens.slice(3).reverse());
    expect(body.data[0]).toEqual({
      user_id: user.id,
      keyword: 'Name 22',
      search_token: tokens[22],
      job_type: 'trademark_search,domain_search',
      trademark_cat: '[9,35]',
      report_cat: '',
      request_date: new Date(base + 22 * 60_000).toISOString(),
      complete: false,
    });
    expect(body.data[1]).toMatchObject({
      keyword: 'Name 21',
      job_type: 'web_search',
      trademark_cat: '[]',
      complete: true,
    });
    expect(JSON.parse(body.data[0]!.trademark_cat)).toEqual([9, 35]);

    const second = await call(t.app, user.token, 'POST', '/api/dekonstruktor/history', { page: 2 });
    expect(second.json()).toEqual({
      data: expect.any(Array),
      totalRecords: 23,
    });
    expect(second.json().data.map((item: { search_token: string }) => item.search_token)).toEqual(
      tokens.slice(0, 3).reverse(),
    );
    expect((await call(t.app, user.token, 'POST', '/api/dekonstruktor/history', { page: 3 })).json()).toEqual(
      {
        data: [],
        totalRecords: 23,
      },
    );
    // No body at all: the first page.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/dekonstruktor/history',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data).toHaveLength(20);
  });

  it('never fetches a URL from the payload (the original did: a server-side request forgery)', async () => {
    const response = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/history', {
      user_id: alice.id,
      url: probeUrl,
    });
    expect(response.statusCode).toBe(200);
    expect(probeHits).toBe(0);
  });

  it('is 401 without a session, 403 for another user id, 400 for a bad page naming the field', async () => {
    expect((await call(t.app, undefined, 'POST', '/api/dekonstruktor/history', {})).statusCode).toBe(401);
    expect(
      (await call(t.app, alice.token, 'POST', '/api/dekonstruktor/history', { user_id: bob.id })).statusCode,
    ).toBe(403);
    for (const page of [0, -3, 'two', 1.5]) {
      const response = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/history', { page });
      expect(response.statusCode, String(page)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { page: expect.any(String) },
      });
    }
  });
});

describe('contact (referral to IP partners)', () => {
  const referrals = async (userId: string) =>
    (
      await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::integer AS n FROM check_referrals WHERE user_id = ${userId}::uuid`,
      )
    ).rows[0]!.n;

  it('records the referral once; a second call changes nothing; GET tells whether the account was referred', async () => {
    const user = await signedInUser(t.app, mailer);
    expect((await call(t.app, user.token, 'GET', '/api/dekonstruktor/contact')).json()).toEqual({
      referred: false,
    });
    const first = await call(t.app, user.token, 'POST', '/api/dekonstruktor/contact');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ referred: true });
    const created = await t.database.db.execute<{ created_at: Date }>(
      sql`SELECT created_at FROM check_referrals WHERE user_id = ${user.id}::uuid`,
    );
    const again = await call(t.app, user.token, 'POST', '/api/dekonstruktor/contact');
    expect(again.json()).toEqual({ referred: true });
    expect(await referrals(user.id)).toBe(1);
    const after = await t.database.db.execute<{ created_at: Date }>(
      sql`SELECT created_at FROM check_referrals WHERE user_id = ${user.id}::uuid`,
    );
    expect(after.rows).toEqual(created.rows);
    expect((await call(t.app, user.token, 'GET', '/api/dekonstruktor/contact')).json()).toEqual({
      referred: true,
    });
    // Another account is not referred by it.
    expect((await call(t.app, bob.token, 'GET', '/api/dekonstruktor/contact')).json()).toEqual({
      referred: false,
    });
  });

  it('20 simultaneous posts insert one row and all answer referred', async () => {
    const user = await signedInUser(t.app, mailer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, user.token, 'POST', '/api/dekonstruktor/contact')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((answer) => answer.json().referred === true)).toBe(true);
    expect(await referrals(user.id)).toBe(1);
  });

  it('is 401 without a session and 403 for another user id in a body', async () => {
    expect((await call(t.app, undefined, 'POST', '/api/dekonstruktor/contact')).statusCode).toBe(401);
    expect((await call(t.app, undefined, 'GET', '/api/dekonstruktor/contact')).statusCode).toBe(401);
    const foreign = await call(t.app, alice.token, 'POST', '/api/dekonstruktor/contact', { user_id: bob.id });
    expect(foreign.statusCode).toBe(403);
    expect(await referrals(bob.id)).toBe(0);
  });
});
