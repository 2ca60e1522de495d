import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readCheckReport } from '../../../lib/tool-check-report.ts';
import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { CheckSearchHistoryPage, formatRequestDate } from './check-search-history-page.tsx';

const routes = [
  { path: '/check-search-history', element: <CheckSearchHistoryPage /> },
  { path: '/brand-checker/:historydekonstrukt?', element: <p>Report screen</p> },
];

const item = {
  user_id: 'u1',
  keyword: 'Zentro, Lumio',
  search_token: 'tok-7',
  job_type: 'trademark_search,domain_search',
  trademark_cat: '[9]',
  report_cat: '',
  request_date: '2026-03-04T10:15:00.000Z',
  complete: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('CheckSearchHistoryPage', { timeout: 30_000 }, () => {
  it('shows a loader, then each search with its request date, keyword and View Report', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/dekonstruktor/history': { status: 200, body: { data: [item], totalRecords: 1 } },
      }),
    );
    renderRoutes(routes, '/check-search-history');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const table = await screen.findByRole('table', { name: 'Your past checks' });
    expect(within(table).getByRole('columnheader', { name: 'Request Date' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Keyword' })).toBeTruthy();
    expect(within(table).getByText(formatRequestDate(item.request_date))).toBeTruthy();
    expect(within(table).getByText('Zentro, Lumio')).toBeTruthy();
    expect(within(table).getByRole('button', { name: /^View Report for Zentro, Lumio/ }).textContent).toBe(
      'View Report',
    );
  });

  it('View Report keeps the token in the session and in the address of the report', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/dekonstruktor/history': { status: 200, body: { data: [item], totalRecords: 1 } },
      }),
    );
    const { router } = renderRoutes(routes, '/check-search-history');
    fireEvent.click(await screen.findByRole('button', { name: /^View Report for Zentro, Lumio/ }));
    expect(await screen.findByText('Report screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/brand-checker/historydekonstrukt');
    expect(router.state.location.search).toBe('?token=tok-7');
    expect(readCheckReport()).toEqual({ token: 'tok-7', keyword: 'Zentro, Lumio' });
  });

  it('says so when there is no search yet', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/dekonstruktor/history': { status: 200, body: { data: [], totalRecords: 0 } } }),
    );
    renderRoutes(routes, '/check-search-history');
    expect(await screen.findByText('You have not checked a name yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Brand Checker' }).getAttribute('href')).toBe(
      '/brand-checker',
    );
  });

  it('says what went wrong when the list cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/dekonstruktor/history': {
          status: 500,
          body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' },
        },
      }),
    );
    renderRoutes(routes, '/check-search-history');
    expect(await screen.findByText('We could not load your past checks')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
  });

  it('pages through by the size of the server’s first page', async () => {
    const page = (count: number, offset: number) =>
      Array.from({ length: count }, (_, index) => ({
        ...item,
        keyword: `Name ${offset + index}`,
        search_token: `tok-${offset + index}`,
      }));
    const requests: unknown[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { page: number };
      requests.push(body);
      const data = body.page === 1 ? page(20, 0) : page(5, 20);
      return new Response(JSON.stringify({ data, totalRecords: 25 }), { status: 200 });
    });
    renderRoutes(routes, '/check-search-history');
    const nav = await screen.findByRole('navigation', { name: 'Past checks pages' });
    expect(within(nav).queryByRole('button', { name: 'Page 3' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Name 24')).toBeTruthy();
    expect(requests).toEqual([{ page: 1 }, { page: 2 }]);
  });
});
