import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { storageKeys } from '../../../lib/storage.ts';
import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { NameEntry } from './name-entry.tsx';

const routes = [
  { path: '/', element: <NameEntry label="Your idea" /> },
  { path: '/login', element: <p>Login screen</p> },
  { path: '/brand-creator', element: <p>Creator screen</p> },
];

const unauthenticated = { status: 200, body: { result: null } };
const signedIn = {
  status: 200,
  body: {
    result: {
      user: { id: 'u1', first_name: 'Ada', email: 'ada@example.com' },
      plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('NameEntry', () => {
  it('keeps the name as the current project and sends a visitor to login', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/session': unauthenticated }));
    const { queryClient } = renderRoutes(routes, '/');
    // Wait until the session is known, as a real visitor would.
    await vi.waitFor(() => expect(queryClient.getQueryState(['current-user'])?.status).toBe('success'));
    fireEvent.change(screen.getByLabelText('Your idea'), { target: { value: '  Zentoria  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ENTER' }));
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(window.sessionStorage.getItem(storageKeys.currentProjectName)).toBe('Zentoria');
  });

  it('goes to the Create tool when logged in', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/session': signedIn }));
    const { queryClient } = renderRoutes(routes, '/');
    await vi.waitFor(() => expect(queryClient.getQueryData(['current-user'])).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Your idea'), { target: { value: 'Lumivex' } });
    // Pressing Enter in the field submits its form.
    fireEvent.submit(screen.getByLabelText('Your idea').closest('form') as HTMLFormElement);
    expect(await screen.findByText('Creator screen')).toBeTruthy();
    expect(window.sessionStorage.getItem(storageKeys.currentProjectName)).toBe('Lumivex');
  });
});
