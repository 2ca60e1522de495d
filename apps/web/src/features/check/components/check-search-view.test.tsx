import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '../../../testing/render.tsx';
import { STATUS_POLL_MS } from '../hooks/use-check-progress.ts';
import { checkResultOf } from '../testing/check-result-fixture.ts';
import { FakeEventSource, json, scriptedFetch, type Handler } from '../testing/scripted-fetch.ts';
import { CheckSearchView } from './check-search-view.tsx';

const queued = (source: string) => ({ source, state: 'queued', percentage: 0, count: 0, reason: null });

const startStatus = {
  percentage: 0,
  complete: false,
  sources: [queued('uk_trademarks'), queued('domains')],
};

const ukHit = {
  application_number: 'UK0001',
  name: 'ZENTRA',
  representatives: 'Acme Law LLP',
  status: 'registered',
  nice_classes: [9],
  registration_date: '2020-01-02',
  query: 'Zentro',
  score: 0.9,
  risk: 'high',
  reasons: ['phonetic'],
  office_url: 'https://example.test/uk/UK0001',
  demo: true,
};

/** A result body as the server sends it (JSON, so loosely typed here). */
function result(overrides: Record<string, unknown>) {
  return { data: { ...checkResultOf({ trademark_cat: [9] }), ...overrides } };
}

const section = <T,>(results: T[], state = 'done', reason: string | null = null) => ({
  results,
  search_token: 'tok',
  state,
  reason,
  total: results.length,
});

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show(handlers: Record<string, Handler>) {
  const fake = scriptedFetch(handlers);
  vi.stubGlobal('fetch', fake.fetch);
  renderRoutes([{ path: '/', element: <CheckSearchView token="tok" /> }], '/');
  return fake.calls;
}

describe('progress', { timeout: 30_000 }, () => {
  it('follows the event stream: one line per source with its state in words, then the results', async () => {
    show({
      'GET /api/dekonstruktor/status/tok': () => json(200, startStatus),
      'GET /api/dekonstruktor/result/tok': () =>
        json(200, result({ unitedkingdomTrademarkSearch: section([ukHit]) })),
    });
    expect(await screen.findByRole('progressbar', { name: 'UK Trademarks progress' })).toBeTruthy();
    const stream = FakeEventSource.instances[0];
    expect(stream?.url).toBe('/api/dekonstruktor/events/tok');
    act(() =>
      stream?.emit('source', {
        source: 'domains',
        state: 'unknown',
        percentage: 100,
        count: 0,
        reason: 'network unreachable',
      }),
    );
    expect(await screen.findByText('Unknown — network unreachable')).toBeTruthy();
    act(() =>
      stream?.emit('source', {
        source: 'uk_trademarks',
        state: 'done',
        percentage: 100,
        count: 1,
        reason: null,
      }),
    );
    act(() =>
      stream?.emit('complete', {
        percentage: 100,
        complete: true,
        sources: [
          { source: 'uk_trademarks', state: 'done', percentage: 100, count: 1, reason: null },
          { source: 'domains', state: 'unknown', percentage: 100, count: 0, reason: 'network unreachable' },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Search finished' })).toBeTruthy();
    expect(stream?.closed).toBe(true);
    const results = await screen.findByRole('region', { name: 'Results for “Zentro”' });
    expect(within(results).getAllByText('Demo data').length).toBeGreaterThan(0);
    const table = within(results).getByRole('table');
    expect(within(table).getByText('ZENTRA')).toBeTruthy();
    expect(within(table).getByText('High risk')).toBeTruthy();
    expect(within(table).getByText('Sounds like your name')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: /^Click here/ })
        .getAttribute('href'),
    ).toBe('https://example.test/uk/UK0001');
    expect(within(results).getByText('1 UK Trademark Found')).toBeTruthy();
  });

  it('polls the status call every 2 s when the stream fails', async () => {
    let reads = 0;
    const calls = show({
      'GET /api/dekonstruktor/status/tok': () => {
        reads += 1;
        return json(200, startStatus);
      },
    });
    await screen.findByRole('progressbar', { name: 'Domains progress' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => FakeEventSource.instances[0]?.fail());
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    const before = reads;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 2 + 100);
    });
    expect(reads).toBeGreaterThanOrEqual(before + 2);
    expect(calls.every((call) => call.key === 'GET /api/dekonstruktor/status/tok')).toBe(true);
  });

  it('says so when the search is not the member’s (404)', async () => {
    show({
      'GET /api/dekonstruktor/status/tok': () =>
        json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Search not found' }),
    });
    expect(await screen.findByText('We could not find this search')).toBeTruthy();
  });
});

describe('result tabs', { timeout: 30_000 }, () => {
  const complete = () => json(200, { percentage: 100, complete: true, sources: [] });

  it('shows the chosen searches only, and an incomplete trademark search is never "No … found"', async () => {
    show({
      'GET /api/dekonstruktor/status/tok': complete,
      'GET /api/dekonstruktor/result/tok': () =>
        json(
          200,
          result({
            unitedkingdomTrademarkSearch: section([], 'unknown', 'the register did not answer in time'),
            europeTrademarkSearch: section([], 'done'),
            web_search: { ...section([], 'not_checked', 'web search arrives in part 2'), total_hits: 0 },
          }),
        ),
    });
    const results = await screen.findByRole('region', { name: 'Results for “Zentro”' });
    expect(
      within(results)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['UK Trademarks', 'EU Trademarks', 'Web']);
    expect(within(results).getByText('The UK Trademarks search could not be completed')).toBeTruthy();
    expect(within(results).getByText(/the register did not answer in time/)).toBeTruthy();
    expect(within(results).queryByText('No UK Trademarks found.')).toBeNull();
    fireEvent.click(within(results).getByRole('tab', { name: 'EU Trademarks' }));
    expect(await within(results).findByText('No EU Trademarks found.')).toBeTruthy();
    fireEvent.click(within(results).getByRole('tab', { name: 'Web' }));
    expect(await within(results).findByText('web search arrives in part 2')).toBeTruthy();
    expect(within(results).queryByText('No Web results found.')).toBeNull();
  });

  it('domains: four states in words, 50 a page, later pages from the paginate call', async () => {
    const domain = (name: string, availability: string, extra: Record<string, unknown> = {}) => ({
      name,
      registrar: null,
      availability,
      reason: '',
      expires_at: null,
      ...extra,
    });
    const first = [
      domain('zentro.com', 'taken', { registrar: 'Demo Registrar', expires_at: '2030-06-01T00:00:00Z' }),
      domain('zentro.io', 'available'),
      domain('zentro.de', 'unknown', { reason: 'no RDAP server for .de' }),
      domain('zentro.ai', 'not_checked', { reason: 'budget for this registry spent' }),
      ...Array.from({ length: 46 }, (_, index) => domain(`zentro${index}.net`, 'available')),
    ];
    const calls = show({
      'GET /api/dekonstruktor/status/tok': complete,
      'GET /api/dekonstruktor/result/tok': () =>
        json(200, result({ domain_search: { ...section(first), total: 51 } })),
      'GET /api/domain-search/paginate/tok': () =>
        json(200, {
          results: [domain('zentro.org', 'taken', { registrar: 'Org Registrar' })],
          totalRecords: 51,
        }),
    });
    const results = await screen.findByRole('region', { name: 'Results for “Zentro”' });
    const rowOf = (name: string) => within(results).getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(within(rowOf('zentro.com')).getByText('Unavailable')).toBeTruthy();
    expect(
      within(rowOf('zentro.com')).getByText('Registrar: Demo Registrar · Expires 1 Jun 2030'),
    ).toBeTruthy();
    expect(within(rowOf('zentro.io')).getByText('Available')).toBeTruthy();
    expect(within(rowOf('zentro.de')).getByText('Unknown — no RDAP server for .de')).toBeTruthy();
    expect(within(rowOf('zentro.ai')).getByText('Not checked — budget for this registry spent')).toBeTruthy();
    expect(within(results).getAllByRole('row')).toHaveLength(51);
    expect(within(results).getByText('51 Domains Found')).toBeTruthy();
    fireEvent.click(within(results).getByRole('button', { name: 'Page 2' }));
    expect(await within(results).findByRole('link', { name: 'zentro.org' })).toBeTruthy();
    const paged = calls.find((call) => call.key === 'GET /api/domain-search/paginate/tok');
    expect(paged?.url.searchParams.get('page')).toBe('2');
  });
});
