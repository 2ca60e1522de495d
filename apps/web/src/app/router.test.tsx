import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../testing/render.tsx';
import { routes } from './router.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('route map', () => {
  it('sends unknown paths to /404 with the spec copy', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/user/session': { status: 200, body: { result: null } },
      }),
    );
    const { router } = renderRoutes(routes, '/no/such/page');
    expect(
      await screen.findByText('You didnt break the internet,but we cant find what you are looking for.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Go back to Home page' }).getAttribute('href')).toBe('/');
  });

  it('guards the tools: a logged-out visitor of /brand-creator lands on the login page', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/user/session': { status: 200, body: { result: null } },
      }),
    );
    const { router } = renderRoutes(routes, '/brand-creator');
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fbrand-creator');
  });
});
