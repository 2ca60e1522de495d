import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { PAYMENT_POLL_MS } from '../api/get-payment-status.ts';
import { PaymentSuccessPage } from './payment-result-pages.tsx';

const routes = [{ path: '/payment-success/:amount?/:sessionId?', element: <PaymentSuccessPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('PaymentSuccessPage', () => {
  it('claims nothing from the amount in the address when there is no session id', async () => {
    const fetchMock = vi.fn(fakeFetch({}));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/payment-success/25');
    expect(await screen.findByText('There is no payment to show')).toBeTruthy();
    expect(screen.queryByText(/£25/)).toBeNull();
    expect(screen.queryByText('Your purchase was completed Successfully')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits with a spinner while pending, then shows what the server recorded', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe('/api/payment/status/cs_test_1');
      calls += 1;
      return calls === 1
        ? json(200, { status: 'pending', plan_name: 'Light', amount_total: 1000 })
        : json(200, { status: 'paid', plan_name: 'Light', amount_total: 1000 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/payment-success/99/cs_test_1');
    expect(await screen.findByText('Confirming your payment')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Waiting for the payment to be confirmed' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Your purchase was completed Successfully',
        {},
        { timeout: PAYMENT_POLL_MS * 3 },
      ),
    ).toBeTruthy();
    // The server's amount, never the 99 of the address.
    expect(screen.getByText('Light: £10.00 paid')).toBeTruthy();
    expect(screen.queryByText(/£99/)).toBeNull();
    expect(screen.getByText(/Light starts with 15 searches/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Account' }).getAttribute('href')).toBe('/my-account');
  });

  it("shows no payment details for another user's or an unknown session", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/payment/status/cs_other': {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found.' },
        },
      }),
    );
    renderRoutes(routes, '/payment-success/10/cs_other');
    expect(await screen.findByText('We could not find this payment')).toBeTruthy();
    expect(screen.queryByText(/£/)).toBeNull();
  });

  it('says the purchase was not completed when the server recorded a failure', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/payment/status/cs_failed': {
          status: 200,
          body: { status: 'failed', plan_name: 'Light', amount_total: 1000 },
        },
      }),
    );
    renderRoutes(routes, '/payment-success/10/cs_failed');
    expect(await screen.findByText('Your Purchase was not completed Successfully')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });
});

describe('isStillWaiting', () => {
  it('waits for a pending payment only up to the poll limit', async () => {
    const { isStillWaiting: waiting, PAYMENT_MAX_POLLS } = await import('../api/get-payment-status.ts');
    expect(waiting('pending', 1)).toBe(true);
    expect(waiting('pending', PAYMENT_MAX_POLLS)).toBe(false);
    expect(waiting('paid', 1)).toBe(false);
  });
});
