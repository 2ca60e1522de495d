import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../testing/render.tsx';
import { routes } from '../router.tsx';

const member = {
  'GET /api/user/session': {
    status: 200,
    body: {
      result: {
        user: { id: 'u1', first_name: 'Ada', email: 'ada@example.com' },
        plan: { status: 'active', name: 'Light', search_count: 3, expiry_date: null },
      },
    },
  },
  'GET /api/project': { status: 200, body: [] },
};

afterEach(() => vi.unstubAllGlobals());

describe('My Brand Centre on the tool routes', () => {
  it.each(['/brand-creator', '/brand-creator/', '/brand-checker', '/brand-checker/'])(
    'is beside the tool on %s',
    async (path) => {
      vi.stubGlobal('fetch', fakeFetch(member));
      renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { name: 'My Brand Centre' }, { timeout: 5000 })).toBeTruthy();
      const tab = screen.getByRole('link', { name: path.startsWith('/brand-creator') ? 'CREATE' : 'CHECK' });
      expect(tab.getAttribute('aria-current')).toBe('page');
    },
  );

  it('is not on the Test tool', async () => {
    vi.stubGlobal('fetch', fakeFetch(member));
    renderRoutes(routes, '/brand-tester');
    expect(await screen.findByRole('heading', { name: 'Brand Tester' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Brand Centre' })).toBeNull();
    expect(screen.getByRole('link', { name: 'TEST' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'CREATE' }).getAttribute('aria-current')).toBeNull();
  });
});
