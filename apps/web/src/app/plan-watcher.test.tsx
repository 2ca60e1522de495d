import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '../testing/render.tsx';
import { PlanWatcher } from './plan-watcher.tsx';

function sessionWith(status: 'active' | 'inactive') {
  return new Response(
    JSON.stringify({
      result: {
        user: { id: 'u1', first_name: 'Ada', email: 'ada@example.test' },
        plan: {
          status,
          name: status === 'active' ? 'Light' : null,
          search_count: status === 'active' ? 1 : 0,
          expiry_date: null,
        },
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );
}

const routes = [
  {
    element: (
      <>
        <PlanWatcher intervalMs={30} />
        <p>tool page</p>
      </>
    ),
    path: '/brand-checker',
  },
  { path: '/my-account', element: <p>my account page</p> },
];

afterEach(() => vi.unstubAllGlobals());

describe('PlanWatcher', () => {
  it('takes the member to My Account when the server ends the plan during a tool session', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return sessionWith(calls < 3 ? 'active' : 'inactive');
      }),
    );
    const { router } = renderRoutes(routes, '/brand-checker');
    expect(await screen.findByText('my account page', {}, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account');
    expect(calls).toBeGreaterThanOrEqual(3);
  });

  it('leaves a member without a plan where they are', async () => {
    const fetchMock = vi.fn(async () => sessionWith('inactive'));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/brand-checker');
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/brand-checker');
  });
});
