import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { OurPackagesPage } from './our-packages-page.tsx';

const routes = [{ path: '/our-packages', element: <OurPackagesPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('OurPackagesPage', () => {
  it('offers a visitor sign-up buttons and no buy buttons', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/session': { status: 200, body: { result: null } } }));
    renderRoutes(routes, '/our-packages');
    expect(await screen.findAllByRole('link', { name: 'Sign up' })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /^Buy/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe(
      '/my-account/manage-plan/top-up',
    );
  });

  it('offers a signed-in member a buy button per package that starts checkout', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/user/session': {
          status: 200,
          body: {
            result: {
              user: { id: 'u1', first_name: 'Ada', email: 'ada@example.test' },
              plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
            },
          },
        },
      }),
    );
    renderRoutes(routes, '/our-packages');
    expect((await screen.findByRole('link', { name: 'Buy Light' })).getAttribute('href')).toBe(
      '/checkout?product=light',
    );
    expect(screen.getAllByRole('link', { name: /^Buy/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
