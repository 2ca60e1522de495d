import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { MyAccountPage, remainingSearchesText } from './my-account-page.tsx';

const routes = [{ path: '/my-account', element: <MyAccountPage /> }];

function session(plan: { status: 'active' | 'inactive'; name: string | null; search_count: number }) {
  return {
    'GET /api/user/session': {
      status: 200,
      body: {
        result: {
          user: { id: 'u1', first_name: 'Ada', email: 'ada@example.test' },
          plan: { ...plan, expiry_date: null },
        },
      },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('MyAccountPage plan block', () => {
  it('writes "search" for one and "searches" otherwise', () => {
    expect(remainingSearchesText(1)).toBe('You have 1 remaining search');
    expect(remainingSearchesText(0)).toBe('You have 0 remaining searches');
    expect(remainingSearchesText(15)).toBe('You have 15 remaining searches');
  });

  it('shows the active plan, its searches and View Activity', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...session({ status: 'active', name: 'Light', search_count: 15 }),
        'POST /api/getactiveplan': { status: 200, body: { activePlan: 'Light' } },
        'POST /api/getCredits': { status: 200, body: { credits: 15 } },
      }),
    );
    renderRoutes(routes, '/my-account');
    expect(await screen.findByText('You have 15 remaining searches')).toBeTruthy();
    expect(screen.getByText('Light')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Activity' }).getAttribute('href')).toBe(
      '/my-account/manage-plan',
    );
  });

  it('reflects a plan the server ended (Light at 0): No Active Plan and Activate your Plan', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...session({ status: 'inactive', name: null, search_count: 0 }),
        'POST /api/getactiveplan': { status: 200, body: { activePlan: 'No Active Plan' } },
        'POST /api/getCredits': { status: 200, body: { credits: 0 } },
      }),
    );
    renderRoutes(routes, '/my-account');
    expect(await screen.findByText('No Active Plan')).toBeTruthy();
    expect(screen.getByText('You have 0 remaining searches')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activate your Plan' }).getAttribute('href')).toBe(
      '/my-account/manage-plan/top-up',
    );
  });
});
