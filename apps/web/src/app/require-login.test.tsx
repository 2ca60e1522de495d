import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../testing/render.tsx';
import { RequireLogin } from './require-login.tsx';

const routes = [
  { path: '/login', element: <p>Login screen</p> },
  { element: <RequireLogin />, children: [{ path: '/my-account/*', element: <p>Private account</p> }] },
];

const me = {
  result: {
    user: { id: 'u1', first_name: 'Ada', email: 'ada@example.com' },
    plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('RequireLogin', () => {
  it('sends a logged-out visitor to /login, naming the page they asked for', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/session': { status: 200, body: { result: null } } }));
    const { router } = renderRoutes(routes, '/my-account/setting?tab=password#form');
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/my-account/setting?tab=password#form',
    );
  });

  it('shows a loader while the session is unknown, then the page', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/session': { status: 200, body: me } }));
    renderRoutes(routes, '/my-account');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Private account')).toBeTruthy();
  });
});
