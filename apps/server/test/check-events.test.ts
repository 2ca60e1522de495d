import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@brandwright/db/testing';
import type { Database } from '@brandwright/db';
import { buildApp } from '../src/app.ts';
import { MAX_STREAMS_PER_USER } from '../src/routes/check/events-route.ts';
import { openEventStream, type StreamItem } from './helpers/event-stream-reader.ts';
import { seedCheckSearch, updateCheckSource, type SeededSearch } from './helpers/seed-check-search.ts';
import { bearer, RecordingMailer, signedInUser, testConfig } from './helpers/test-app.ts';

// GET /api/dekonstruktor/events/{token} (issue 12) through real listening servers: two app instances
// over one database, as two web processes would be. Rows change through the database only (as the
// pipeline's jobs on any process write them); each stream must see them. PGlite by default,
// PostgreSQL with TEST_DATABASE_URL.

const mailer = new RecordingMailer();
let database: Database;
let appA: FastifyInstance;
let appB: FastifyInstance;
let baseA: string;
let baseB: string;
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  database = await openTestDatabase();
  appA = await buildApp({ config: testConfig(), database, mailer });
  appB = await buildApp({ config: testConfig(), database, mailer });
  [baseA, baseB] = await Promise.all([listen(appA), listen(appB)]);
  [alice, bob] = await Promise.all([signedInUser(appA, mailer), signedInUser(appB, mailer)]);
});
afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await database?.close();
});

const eventsUrl = (base: string, token: string) => `${base}/api/dekonstruktor/events/${token}`;
const events = (items: StreamItem[]) =>
  items.map((item) => (item.kind === 'event' ? [item.event, item.data] : [item.kind]));

/** Reads events until one matches; heartbeats and other sources' events in between are skipped. */
async function until(
  reader: Awaited<ReturnType<typeof openEventStream>>,
  match: (item: StreamItem) => boolean,
): Promise<StreamItem[]> {
  const seen: StreamItem[] = [];
  for (;;) {
    const item = await reader.next();
    seen.push(item);
    if (match(item)) return seen;
    if (item.kind === 'end')
      throw new Error(`stream ended before the expected event: ${JSON.stringify(seen)}`);
  }
}

const isSourceEvent = (item: StreamItem, source: string, state: string) =>
  item.kind === 'event' &&
  item.event === 'source' &&
  (item.data as { source: string; state: string }).source === source &&
  (item.data as { state: string }).state === state;

describe('progress events', () => {
  let search: SeededSearch;

  it('streams the status, then each changed source written through the other instance, then complete, then ends', async () => {
    search = await seedCheckSearch(database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search', 'domain_search'],
      sources: { uk_trademarks: { state: 'running', percentage: 10 }, domains: { state: 'queued' } },
    });
    const reader = await openEventStream(eventsUrl(baseA, search.token), bearer(alice.token));
    expect(reader.response.status).toBe(200);
    expect(reader.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.response.headers.get('cache-control')).toBe('no-store');
    expect(reader.response.headers.get('x-accel-buffering')).toBe('no');
    expect(reader.response.headers.get('x-content-type-options')).toBe('nosniff');

    expect(await reader.next()).toEqual({
      kind: 'event',
      event: 'status',
      data: {
        percentage: 5,
        complete: false,
        sources: [
          { source: 'uk_trademarks', state: 'running', percentage: 10, count: 0, reason: null },
          { source: 'domains', state: 'queued', percentage: 0, count: 0, reason: null },
        ],
      },
    });

    // Another web process (instance B) serves the same search from the same rows.
    const readerB = await openEventStream(eventsUrl(baseB, search.token), bearer(alice.token));
    expect((await readerB.next()).kind).toBe('event');

    await updateCheckSource(database.db, search.id, 'uk_trademarks', {
      state: 'running',
      percentage: 60,
      recordCount: 4,
    });
    const seen = await until(reader, (item) => item.kind === 'event' && item.event === 'source');
    expect(events(seen.filter((item) => item.kind === 'event'))).toEqual([
      ['source', { source: 'uk_trademarks', state: 'running', percentage: 60, count: 4, reason: null }],
    ]);
    await until(readerB, (item) => item.kind === 'event' && item.event === 'source');

    await updateCheckSource(database.db, search.id, 'domains', {
      state: 'unknown',
      reason: 'Network unreachable',
      percentage: 30,
    });
    const domains = await until(reader, (item) => isSourceEvent(item, 'domains', 'unknown'));
    expect(domains.at(-1)).toEqual({
      kind: 'event',
      event: 'source',
      data: { source: 'domains', state: 'unknown', percentage: 100, count: 0, reason: 'Network unreachable' },
    });

    await updateCheckSource(database.db, search.id, 'uk_trademarks', { state: 'done', recordCount: 5 });
    const last = await reader.rest();
    expect(events(last.filter((item) => item.kind === 'event'))).toEqual([
      ['source', { source: 'uk_trademarks', state: 'done', percentage: 100, count: 5, reason: null }],
      [
        'complete',
        {
          percentage: 100,
          complete: true,
          sources: [
            { source: 'uk_trademarks', state: 'done', percentage: 100, count: 5, reason: null },
            { source: 'domains', state: 'unknown', percentage: 100, count: 0, reason: 'Network unreachable' },
          ],
        },
      ],
    ]);
    // Instance B ends its stream with the same complete event.
    const lastB = await readerB.rest();
    expect(lastB.filter((item) => item.kind === 'event').at(-1)).toMatchObject({ event: 'complete' });
  });

  it('sends status and complete at once for a finished search, then ends', async () => {
    const done = await seedCheckSearch(database.db, {
      userId: alice.id,
      jobTypes: ['domain_search'],
      sources: { domains: { state: 'done', records: [] } },
    });
    const reader = await openEventStream(eventsUrl(baseB, done.token), bearer(alice.token));
    const items = await reader.rest();
    expect(items.map((item) => (item.kind === 'event' ? item.event : item.kind))).toEqual([
      'status',
      'complete',
    ]);
  });

  it('answers an in-process (injected) request for a finished search too', async () => {
    const done = await seedCheckSearch(database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search'],
      sources: { uk_trademarks: { state: 'unknown', reason: 'The register did not answer' } },
    });
    const response = await appA.inject({
      method: 'GET',
      url: `/api/dekonstruktor/events/${done.token}`,
      headers: bearer(alice.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.body.match(/^event: \w+$/gm)).toEqual(['event: status', 'event: complete']);
  });

  it('is 401 without a session and 404 for another user, an unknown and a malformed token, as JSON', async () => {
    const mine = await seedCheckSearch(database.db, { userId: alice.id, jobTypes: ['domain_search'] });
    const anonymous = await fetch(eventsUrl(baseA, mine.token));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    for (const [user, token] of [
      [bob, mine.token],
      [alice, 'AAAAAAAAAAAAAAAAAAAAAA'],
      [alice, 'nope'],
    ] as const) {
      const response = await fetch(eventsUrl(baseA, token), { headers: bearer(user.token) });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Search not found' });
    }
  });

  it(`bounds open streams per user (${MAX_STREAMS_PER_USER}, 429 beyond), frees a slot when a client leaves`, async () => {
    const user = await signedInUser(appA, mailer);
    const running = await seedCheckSearch(database.db, {
      userId: user.id,
      jobTypes: ['domain_search'],
      sources: { domains: { state: 'running', percentage: 1 } },
    });
    const open = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index++) {
      const reader = await openEventStream(eventsUrl(baseA, running.token), bearer(user.token));
      expect(reader.response.status).toBe(200);
      expect((await reader.next()).kind).toBe('event');
      open.push(reader);
    }
    const refused = await fetch(eventsUrl(baseA, running.token), { headers: bearer(user.token) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.headers.get('retry-after')).toBe('5');
    // Another user is not affected.
    const other = await seedCheckSearch(database.db, { userId: bob.id, jobTypes: ['domain_search'] });
    const bobs = await openEventStream(eventsUrl(baseA, other.token), bearer(bob.token));
    expect(bobs.response.status).toBe(200);
    bobs.abort();

    // A client that goes away gives its slot back (the server notices the closed socket).
    open.pop()!.abort();
    let reopened: Response | undefined;
    for (let attempt = 0; attempt < 100 && reopened?.status !== 200; attempt++) {
      await reopened?.body?.cancel();
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      reopened = await fetch(eventsUrl(baseA, running.token), { headers: bearer(user.token) });
    }
    expect(reopened?.status).toBe(200);
    await reopened?.body?.cancel();
    for (const reader of open) reader.abort();
  });

  it('ends open streams when the app closes, and the close does not wait for them', async () => {
    const own = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database: own, mailer });
    try {
      const base = await listen(app);
      const user = await signedInUser(app, mailer);
      const running = await seedCheckSearch(own.db, {
        userId: user.id,
        jobTypes: ['domain_search'],
        sources: { domains: { state: 'running', percentage: 1 } },
      });
      const readers = await Promise.all(
        [1, 2, 3].map(() => openEventStream(eventsUrl(base, running.token), bearer(user.token))),
      );
      for (const reader of readers) expect((await reader.next()).kind).toBe('event');
      await app.close();
      for (const reader of readers) expect(await reader.next()).toEqual({ kind: 'end' });
    } finally {
      await app.close();
      await own.close();
    }
  });
});
