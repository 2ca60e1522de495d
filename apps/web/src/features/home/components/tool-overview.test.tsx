import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { ToolOverview } from './tool-overview.tsx';

const signedIn = {
  result: {
    user: { id: 'u1', first_name: 'Ada', email: 'ada@example.com' },
    plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
  },
};

afterEach(() => vi.unstubAllGlobals());

function hrefOf(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('ToolOverview', () => {
  it('links each tool to its own route when logged in', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/session': { status: 200, body: signedIn } }));
    const { queryClient } = renderRoutes([{ path: '/', element: <ToolOverview /> }], '/');
    await vi.waitFor(() => expect(queryClient.getQueryData(['current-user'])).toBeTruthy());
    expect(hrefOf('Try create')).toBe('/brand-creator');
    expect(hrefOf('Try check')).toBe('/brand-checker');
  });

  it('sends a visitor to login, which then opens the chosen tool', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/session': { status: 200, body: { result: null } } }));
    const { queryClient } = renderRoutes([{ path: '/', element: <ToolOverview /> }], '/');
    await vi.waitFor(() => expect(queryClient.getQueryState(['current-user'])?.status).toBe('success'));
    expect(hrefOf('Try create')).toBe('/login?next=%2Fbrand-creator');
    expect(hrefOf('Try check')).toBe('/login?next=%2Fbrand-checker');
  });
});
