import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { ThankYouPage } from './thank-you-page.tsx';

const routes = [{ path: '/thank-you', element: <ThankYouPage /> }];
const member = {
  user: { id: 'u7', first_name: 'Ada', email: 'ada@example.test' },
  plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
};

afterEach(() => vi.unstubAllGlobals());

describe('ThankYouPage', () => {
  it('tells a visitor nothing about credits or payments', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/user/session': { status: 200, body: { result: null } } }));
    renderRoutes(routes, '/thank-you');
    expect(await screen.findByText('Sign in to see the credits on your account.')).toBeTruthy();
    expect(screen.queryByText('We have successfully added credits to your account')).toBeNull();
  });

  it('thanks a signed-in member whose credit pot the server reports as filled', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/user/session': { status: 200, body: { result: member } },
        'POST /api/getCredits': { status: 200, body: { credits: 999 } },
      }),
    );
    renderRoutes(routes, '/thank-you');
    expect(await screen.findByText('Thank you for your purchase!')).toBeTruthy();
    expect(screen.getByText('We have successfully added credits to your account')).toBeTruthy();
    expect(screen.getByText('Your credit pot now holds 999 credits.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Searching' }).getAttribute('href')).toBe('/brand-checker');
  });

  it('does not thank a member with an empty credit pot', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/user/session': { status: 200, body: { result: member } },
        'POST /api/getCredits': { status: 200, body: { credits: 0 } },
      }),
    );
    renderRoutes(routes, '/thank-you');
    expect(await screen.findByText('There are no credits on your account yet')).toBeTruthy();
    expect(screen.queryByText('Thank you for your purchase!')).toBeNull();
  });
});
