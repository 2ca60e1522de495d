import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { storageKeys } from '../../../lib/storage.ts';
import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/brand-creator', element: <p>Creator</p> },
  { path: '/my-account/*', element: <p>Account</p> },
];

const loginOk = {
  result: {
    user: { id: 'u1', first_name: 'Ada', email: 'ada@example.com' },
    plan: { status: 'inactive', name: null, search_count: 0, expiry_date: null },
    access_token: 't',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LoginPage', () => {
  it('validates, then shows the server message in the error box', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/user/login': {
          status: 401,
          body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' },
        },
      }),
    );
    renderRoutes(routes, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Wrong e-mail or password')).toBeTruthy();
  });

  it('remembers only the e-mail and goes to the Create tool', async () => {
    const fetchMock = vi.fn(fakeFetch({ 'POST /api/user/login': { status: 200, body: loginOk } }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/login');
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'pa55!word' } });
    fireEvent.click(screen.getByLabelText('Remember Me'));
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Creator')).toBeTruthy();
    expect(window.localStorage.getItem(storageKeys.rememberedEmail)).toBe('ada@example.com');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('pa55!word');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { remember: boolean };
    expect(body.remember).toBe(true);
  });

  async function signIn() {
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'pa55!word' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
  }

  it('goes back to the guarded page named by ?next=', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/user/login': { status: 200, body: loginOk } }));
    const { router } = renderRoutes(routes, '/login?next=%2Fmy-account%2Fsetting%3Ftab%3D1');
    await signIn();
    expect(await screen.findByText('Account')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account/setting');
    expect(router.state.location.search).toBe('?tab=1');
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', '/login'])(
    'ignores an unsafe ?next= (%s) and goes to the Create tool',
    async (next) => {
      vi.stubGlobal('fetch', fakeFetch({ 'POST /api/user/login': { status: 200, body: loginOk } }));
      const { router } = renderRoutes(routes, `/login?next=${encodeURIComponent(next)}`);
      await signIn();
      expect(await screen.findByText('Creator')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/brand-creator');
    },
  );

  it('prefills a remembered e-mail', () => {
    window.localStorage.setItem(storageKeys.rememberedEmail, 'ada@example.com');
    renderRoutes(routes, '/login');
    expect((screen.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    expect((screen.getByLabelText('Remember Me') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the activation result for 2 seconds', () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem(storageKeys.activationResult, 'success');
    renderRoutes(routes, '/login');
    expect(screen.getByText('Your Account has been Activated')).toBeTruthy();
    expect(window.sessionStorage.getItem(storageKeys.activationResult)).toBeNull();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Your Account has been Activated')).toBeNull();
  });
});
