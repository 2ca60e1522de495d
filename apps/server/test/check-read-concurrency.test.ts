import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCheckSearch, ukRecord, type SeededSearch } from './helpers/seed-check-search.ts';
import { bearer, RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// A cross-user leak once happened on the embedded database under concurrent load. Several users,
// each with searches of their own figures and records, fire status, result, count and paginate calls
// at once over real HTTP, with other users' tokens mixed in: every answer must be the asker's own,
// every foreign token a 404. PGlite by default, PostgreSQL with TEST_DATABASE_URL.

const USERS = 4;
const CLIENTS = 16;
const REQUESTS = 240;

const mailer = new RecordingMailer();
const t = useTestApp({ mailer });
let base: string;

interface Owner {
  token: string;
  searches: Array<SeededSearch & { keyword: string; percentage: number; prefix: string }>;
}
const owners: Owner[] = [];

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const users = await Promise.all(Array.from({ length: USERS }, () => signedInUser(t.app, mailer)));
  for (const [userIndex, user] of users.entries()) {
    const searches: Owner['searches'] = [];
    for (let searchIndex = 0; searchIndex < 2; searchIndex++) {
      const keyword = `User${userIndex}Search${searchIndex}`;
      // A distinct, even percentage per search: the status answer names its search.
      const percentage = 2 * (userIndex * 2 + searchIndex + 1);
      const records = Array.from({ length: 15 }, (_, index) => ({
        ...ukRecord(index),
        application_number: `${keyword}-${index}`,
      }));
      const seeded = await seedCheckSearch(t.database.db, {
        userId: user.id,
        keyword,
        jobTypes: ['trademark_search'],
        sources: { uk_trademarks: { state: 'running', percentage, records } },
      });
      searches.push({ ...seeded, keyword, percentage, prefix: `${keyword}-` });
    }
    owners.push({ token: user.token, searches });
  }
});

describe('many users reading their searches at once', () => {
  it('answers each user with their own search, and every foreign token with 404', async () => {
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;

    async function request(index: number): Promise<void> {
      const owner = owners[index % USERS]!;
      const search = owner.searches[Math.floor(index / USERS) % 2]!;
      const headers = bearer(owner.token);
      const kind = index % 5;
      if (kind === 4) {
        // Someone else's search: must not be found.
        const other = owners[(index + 1) % USERS]!.searches[index % 2]!;
        const response = await fetch(`${base}/api/dekonstruktor/status/${other.token}`, { headers });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await response.text();
        if (response.status !== 404)
          wrong.push(`request ${index}: foreign token answered ${response.status}`);
        return;
      }
      const url =
        kind === 0
          ? `/api/dekonstruktor/status/${search.token}`
          : kind === 1
            ? `/api/dekonstruktor/result/${search.token}`
            : kind === 2
              ? `/api/uk-trademark/paginate/${search.token}?page=${1 + (index % 2)}`
              : '/api/dekonstruktor/getSearchCount';
      const response = await fetch(`${base}${url}`, {
        method: kind === 3 ? 'POST' : 'GET',
        headers: { ...headers, ...(kind === 3 ? { 'content-type': 'application/json' } : {}) },
        ...(kind === 3 ? { body: JSON.stringify({ search_token: search.token }) } : {}),
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const body = (await response.json()) as Record<string, unknown>;
      const mine = (() => {
        if (response.status !== 200) return false;
        if (kind === 0) return body.percentage === search.percentage;
        if (kind === 1) {
          const data = body.data as {
            keyword: string;
            unitedkingdomTrademarkSearch: { results: Array<{ application_number: string }> };
          };
          return (
            data.keyword === search.keyword &&
            data.unitedkingdomTrademarkSearch.results.length === 15 &&
            data.unitedkingdomTrademarkSearch.results.every((record) =>
              record.application_number.startsWith(search.prefix),
            )
          );
        }
        if (kind === 2) {
          const results = body.results as Array<{ application_number: string }>;
          return (
            body.totalRecords === 15 &&
            results.length === (index % 2 === 0 ? 10 : 5) &&
            results.every((record) => record.application_number.startsWith(search.prefix))
          );
        }
        const counts = body.trademarkCount as { uktrademark_count: number; percentage_complete: number };
        return counts.uktrademark_count === 15 && counts.percentage_complete === search.percentage;
      })();
      if (!mine)
        wrong.push(`request ${index} (${url}): ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    }

    async function client(): Promise<void> {
      for (let index = next++; index < REQUESTS; index = next++) {
        try {
          await request(index);
        } catch (error) {
          wrong.push(`request ${index}: ${String(error)}`);
        }
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(wrong).toEqual([]);
    expect(statuses.get(200)).toBe((REQUESTS * 4) / 5);
    expect(statuses.get(404)).toBe(REQUESTS / 5);
  });
});
