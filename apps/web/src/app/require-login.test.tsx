import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../testing/render.tsx';
import { RequireLogin } from './require-login.tsx';

const routes = [
  { path: '/login', element: <p>Login screen</p> },
  { element: <RequireLogin />, children: [{ path: '/my-account', element: <p>Private account</p> }] },
];

const me = {
  result: {
    user: { id: 'u1', first_name: 'Ada', email: 'ada@example.com' },
    plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('RequireLogin', () => {
  it('sends a logged-out visitor to /login', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/user/me': {
          status: 401,
          body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' },
        },
      }),
    );
    const { router } = renderRoutes(routes, '/my-account');
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a loader while the session is unknown, then the page', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/me': { status: 200, body: me } }));
    renderRoutes(routes, '/my-account');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Private account')).toBeTruthy();
  });
});
