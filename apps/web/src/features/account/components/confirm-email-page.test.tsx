import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

const routes = [{ path: '/confirm-email/:code', element: <ConfirmEmailPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConfirmEmailPage', () => {
  it('sends the code from the link once and shows the new sign-in address', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/user/confirmemail': {
          status: 200,
          body: { result: true, message: 'Your e-mail address has been changed.', email: 'ada@new.example' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/confirm-email/abc123');
    expect(await screen.findByText('Your e-mail address has been changed.')).toBeTruthy();
    expect(screen.getByText('From now on you sign in with ada@new.example.')).toBeTruthy();
    const confirmCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/confirmemail'));
    expect(confirmCalls).toHaveLength(1);
    expect(JSON.parse(String(confirmCalls[0]?.[1]?.body))).toEqual({ code: 'abc123' });
  });

  it("shows the server's words when the link is used or expired", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/user/confirmemail': {
          status: 410,
          body: {
            statusCode: 410,
            code: 'CODE_EXPIRED',
            message: 'This confirmation link has expired or was already used.',
          },
        },
      }),
    );
    renderRoutes(routes, '/confirm-email/old');
    expect(await screen.findByText('Your e-mail address was not changed')).toBeTruthy();
    expect(screen.getByText('This confirmation link has expired or was already used.')).toBeTruthy();
  });
});
