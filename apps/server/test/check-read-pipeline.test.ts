import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkResultResponseSchema, checkSearchCountResponseSchema } from '@brandwright/contracts';
import { openEventStream, type StreamItem } from './helpers/event-stream-reader.ts';
import { addMarks, mark, memberWithCredits, startSearch, useCheckTestApp } from './helpers/check-app.ts';
import { call } from './helpers/projects.ts';
import { bearer } from './helpers/test-app.ts';

// The read calls over a search the real pipeline ran (POST /api/dekonstruktor and its jobs on the
// demo network): the event stream follows it to completion, and the result, counts, paginate, choices
// and history calls read back what the jobs wrote, in the contracts' shapes. PGlite by default,
// PostgreSQL with TEST_DATABASE_URL.

const t = useCheckTestApp({ env: { CHECK_SOURCES: 'demo' } });
let base: string;

beforeAll(async () => {
  await addMarks(t.database, [
    mark('UK', 'UK00003900001', 'QUORBIX', [9]),
    mark('UK', 'UK00003900002', 'QUORBIXA', [35]),
    mark('EU', '018900001', 'QUORBYX', [9, 42]),
    mark('US', '97900001', 'QUORBIX', [9]),
  ]);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('reading back a search the pipeline ran', () => {
  it('streams it to completion, then every read call agrees with what the jobs wrote', async () => {
    const user = await memberWithCredits(t, 2);
    const started = await startSearch(t.app, user.token, {
      keyword: 'Quorbix',
      job_type: 'trademark_search,euipo_search,usipo_search,domain_search,web_search',
      trademark_cat: [9, 35],
      domain_search_options: { hyphenate: false, industry: 'software' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = started.json<{ search_token: string }>().search_token;

    const reader = await openEventStream(`${base}/api/dekonstruktor/events/${token}`, bearer(user.token));
    expect(reader.response.status).toBe(200);
    const items: StreamItem[] = await reader.rest(30_000);
    const names = items.flatMap((item) => (item.kind === 'event' ? [item.event] : []));
    expect(names[0]).toBe('status');
    expect(names.at(-1)).toBe('complete');
    const complete = items.at(-1) as {
      data: { percentage: number; sources: Array<{ source: string; state: string }> };
    };
    expect(complete.data.percentage).toBe(100);
    const states = Object.fromEntries(complete.data.sources.map((source) => [source.source, source.state]));
    expect(states).toMatchObject({ uk_trademarks: 'done', eu_trademarks: 'done', us_trademarks: 'done' });
    // The demo SERP provider answers the web search (labelled demo results).
    expect(states.web).toBe('done');

    const status = (await call(t.app, user.token, 'GET', `/api/dekonstruktor/status/${token}`)).json();
    expect(status).toEqual(complete.data);

    const resultResponse = await call(t.app, user.token, 'GET', `/api/dekonstruktor/result/${token}`);
    expect(resultResponse.statusCode, resultResponse.body.slice(0, 500)).toBe(200);
    const { data } = checkResultResponseSchema.parse(resultResponse.json());
    expect(data).toMatchObject({ keyword: 'Quorbix', complete: true, demo: true, trademark_cat: [9, 35] });
    const uk = data.unitedkingdomTrademarkSearch!;
    expect(uk.results.map((record) => record.application_number)).toContain('UK00003900001');
    expect(uk.results.every((record) => record.nice_classes.some((value) => [9, 35].includes(value)))).toBe(
      true,
    );
    const web = data.web_search!;
    expect(web).toMatchObject({ state: 'done', reason: null });
    expect(web.total).toBeGreaterThan(0);
    expect(web.total_hits).toBeGreaterThan(0);
    expect(web.results.every((record) => /demo result/.test(record.title))).toBe(true);
    expect(data.social_search).toBeNull();
    const domains = data.domain_search!;
    expect(domains.total).toBeGreaterThan(0);
    expect(domains.results.some((record) => record.name === 'quorbix.com')).toBe(true);

    const counts = checkSearchCountResponseSchema.parse(
      (
        await call(t.app, user.token, 'POST', '/api/dekonstruktor/getSearchCount', { search_token: token })
      ).json(),
    );
    expect(counts.trademarkCount).toEqual({
      uktrademark_count: uk.total,
      request_status: 1,
      percentage_complete: 100,
    });
    expect(counts.domainCount.domain_count).toBe(domains.total);
    expect(counts.webCount).toEqual({ web_count: web.total, percentage_complete: 100 });
    expect(counts.domainCount.free_domain_count).toBe(
      domains.results.filter((record) => record.availability === 'available').length,
    );

    const ukPage = (
      await call(t.app, user.token, 'GET', `/api/uk-trademark/paginate/${token}?page=1&categoryIds=35`)
    ).json();
    expect(ukPage.results.map((record: { application_number: string }) => record.application_number)).toEqual(
      uk.results
        .filter((record) => record.nice_classes.includes(35))
        .map((record) => record.application_number),
    );
    const usPage = (
      await call(t.app, user.token, 'GET', `/api/eu-trademark/paginate/${token}?office=US`)
    ).json();
    expect(usPage.totalRecords).toBe(data.unitedstatesTrademarkSearch!.total);
    const domainPage = (await call(t.app, user.token, 'GET', `/api/domain-search/paginate/${token}`)).json();
    expect(domainPage).toEqual({ results: domains.results.slice(0, 50), totalRecords: domains.total });

    const choices = (
      await call(t.app, user.token, 'POST', '/api/dekonstruktor/userSelectedSearchCategory', {
        search_token: token,
      })
    ).json();
    expect(choices).toEqual([
      expect.objectContaining({
        keyword: 'Quorbix',
        job_type: ['trademark_search', 'euipo_search', 'usipo_search', 'domain_search', 'web_search'],
        trademark_cat: [9, 35],
        domain_search_options: { hyphenate: false, industry: 'software' },
      }),
    ]);
    const history = (await call(t.app, user.token, 'POST', '/api/dekonstruktor/history', {})).json();
    expect(history.data[0]).toMatchObject({ search_token: token, keyword: 'Quorbix', complete: true });
  });
});
