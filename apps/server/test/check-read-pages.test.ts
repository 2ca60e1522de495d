import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/projects.ts';
import {
  domainRecord,
  euRecord,
  seedCheckSearch,
  ukRecord,
  usRecord,
  webRecordFor,
  type SeededSearch,
} from './helpers/seed-check-search.ts';
import { RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

// The paginate calls of the Check tool's tables (spec 7, issue 12): page 1 first, page size 10
// (domains 50), categoryIds filtering trademark records by class in SQL, eu-trademark serving US with
// office=US. PGlite by default, PostgreSQL with TEST_DATABASE_URL.

const mailer = new RecordingMailer();
type User = Awaited<ReturnType<typeof signedInUser>>;
let alice: User;
let bob: User;
let search: SeededSearch;
const t = useTestApp({ mailer });

// 23 UK records: classes cycle 9, 35, 42 (position 0 is class 9).
const UK_CLASSES = [[9], [35], [42]];
const ukRecords = Array.from({ length: 23 }, (_, index) => ukRecord(index, UK_CLASSES[index % 3]));
const euRecords = Array.from({ length: 12 }, (_, index) => euRecord(index, index % 2 === 0 ? [9, 35] : [3]));
const usRecords = Array.from({ length: 4 }, (_, index) => usRecord(index, [25]));
const domainRecords = Array.from({ length: 73 }, (_, index) =>
  domainRecord(`zestora${index}.com`, index % 2 === 0 ? 'taken' : 'unknown'),
);
const webRecords = Array.from({ length: 11 }, (_, index) => webRecordFor(index));

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(t.app, mailer), signedInUser(t.app, mailer)]);
  search = await seedCheckSearch(t.database.db, {
    userId: alice.id,
    jobTypes: ['trademark_search', 'euipo_search', 'usipo_search', 'domain_search', 'web_search'],
    sources: {
      uk_trademarks: { state: 'done', records: ukRecords },
      eu_trademarks: { state: 'done', records: euRecords },
      us_trademarks: { state: 'done', records: usRecords },
      domains: { state: 'done', records: domainRecords },
      web: { state: 'done', records: webRecords },
    },
  });
});

const page = (url: string, user: User = alice) => call(t.app, user.token, 'GET', url);

describe('paginate', () => {
  it('uk-trademark: page 1 first, ten a page, the last page short, past the end empty with the total', async () => {
    const first = await page(`/api/uk-trademark/paginate/${search.token}?page=1`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ results: ukRecords.slice(0, 10), totalRecords: 23 });
    // Without a page: the first one.
    expect((await page(`/api/uk-trademark/paginate/${search.token}`)).json()).toEqual(first.json());
    expect((await page(`/api/uk-trademark/paginate/${search.token}?page=2`)).json()).toEqual({
      results: ukRecords.slice(10, 20),
      totalRecords: 23,
    });
    expect((await page(`/api/uk-trademark/paginate/${search.token}?page=3`)).json()).toEqual({
      results: ukRecords.slice(20),
      totalRecords: 23,
    });
    expect((await page(`/api/uk-trademark/paginate/${search.token}?page=4`)).json()).toEqual({
      results: [],
      totalRecords: 23,
    });
  });

  it('categoryIds keeps trademark records in one of the classes, and the total counts only those', async () => {
    const inNine = ukRecords.filter((_, index) => index % 3 === 0);
    expect((await page(`/api/uk-trademark/paginate/${search.token}?page=1&categoryIds=9`)).json()).toEqual({
      results: inNine.slice(0, 10),
      totalRecords: inNine.length,
    });
    const inNineOr42 = ukRecords.filter((_, index) => index % 3 !== 1);
    expect(
      (await page(`/api/uk-trademark/paginate/${search.token}?page=2&categoryIds=9,%2042`)).json(),
    ).toEqual({
      results: inNineOr42.slice(10, 20),
      totalRecords: inNineOr42.length,
    });
    expect((await page(`/api/uk-trademark/paginate/${search.token}?categoryIds=1`)).json()).toEqual({
      results: [],
      totalRecords: 0,
    });
    // An empty list keeps everything.
    expect((await page(`/api/uk-trademark/paginate/${search.token}?categoryIds=`)).json().totalRecords).toBe(
      23,
    );
    const eu = (await page(`/api/eu-trademark/paginate/${search.token}?categoryIds=35`)).json();
    expect(eu).toEqual({
      results: euRecords.filter((_, index) => index % 2 === 0).slice(0, 10),
      totalRecords: 6,
    });
  });

  it('eu-trademark serves EU by default and the US table with office=US', async () => {
    expect((await page(`/api/eu-trademark/paginate/${search.token}?page=2`)).json()).toEqual({
      results: euRecords.slice(10),
      totalRecords: 12,
    });
    expect((await page(`/api/eu-trademark/paginate/${search.token}?page=1&office=US`)).json()).toEqual({
      results: usRecords,
      totalRecords: 4,
    });
    expect((await page(`/api/eu-trademark/paginate/${search.token}?office=US&categoryIds=9`)).json()).toEqual(
      {
        results: [],
        totalRecords: 0,
      },
    );
  });

  it('domain-search pages by 50; serp-search by 10; a source not chosen is an empty page', async () => {
    expect((await page(`/api/domain-search/paginate/${search.token}?page=1`)).json()).toEqual({
      results: domainRecords.slice(0, 50),
      totalRecords: 73,
    });
    expect((await page(`/api/domain-search/paginate/${search.token}?page=2`)).json()).toEqual({
      results: domainRecords.slice(50),
      totalRecords: 73,
    });
    // categoryIds means nothing to domains: ignored.
    expect(
      (await page(`/api/domain-search/paginate/${search.token}?page=2&categoryIds=9`)).json().totalRecords,
    ).toBe(73);
    expect((await page(`/api/serp-search/paginate/${search.token}?page=2`)).json()).toEqual({
      results: webRecords.slice(10),
      totalRecords: 11,
    });
    for (const table of ['social-search', 'social-user-search']) {
      const response = await page(`/api/${table}/paginate/${search.token}?page=1&real_twitter=true`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ results: [], totalRecords: 0 });
    }
  });

  it('is 401 without a session and 404 for another user, an unknown and a malformed token, on every table', async () => {
    for (const table of [
      'uk-trademark',
      'eu-trademark',
      'serp-search',
      'social-search',
      'social-user-search',
      'domain-search',
    ]) {
      expect((await call(t.app, undefined, 'GET', `/api/${table}/paginate/${search.token}`)).statusCode).toBe(
        401,
      );
      for (const [user, token] of [
        [bob, search.token],
        [alice, 'AAAAAAAAAAAAAAAAAAAAAA'],
        [alice, 'short'],
        [alice, encodeURIComponent('x%27 OR 1=1 --')],
      ] as const) {
        const response = await page(`/api/${table}/paginate/${token}?page=1`, user);
        expect(response.statusCode, `${table} ${token}`).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Search not found' });
      }
    }
  });

  it("answers records in the contract's shape: a stored field the contract does not name is not passed on", async () => {
    const extra = await seedCheckSearch(t.database.db, {
      userId: alice.id,
      jobTypes: ['trademark_search'],
      sources: {
        uk_trademarks: { state: 'done', records: [{ ...ukRecord(1), internal_note: 'not for clients' }] },
      },
    });
    const paged = (await page(`/api/uk-trademark/paginate/${extra.token}`)).json();
    expect(paged).toEqual({ results: [ukRecord(1)], totalRecords: 1 });
    const result = (await page(`/api/dekonstruktor/result/${extra.token}`)).json();
    expect(result.data.unitedkingdomTrademarkSearch.results).toEqual([ukRecord(1)]);
  });

  it('refuses bad queries with 400 naming the field', async () => {
    const bad: Array<[string, string]> = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['categoryIds=abc', 'categoryIds'],
      ['categoryIds=9,46', 'categoryIds'],
      ['categoryIds=0', 'categoryIds'],
      ['office=JP', 'office'],
    ];
    for (const [query, field] of bad) {
      const response = await page(`/api/eu-trademark/paginate/${search.token}?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ code: string; fields: Record<string, string> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(
        Object.keys(body.fields).some((name) => name.startsWith(field)),
        `${query}: ${JSON.stringify(body)}`,
      ).toBe(true);
    }
  });
});
