import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { SandboxCheckoutPage } from './sandbox-checkout-page.tsx';

const routes = [
  { path: '/sandbox-checkout/:sessionId', element: <SandboxCheckoutPage /> },
  { path: '/payment-success/:amount/:sessionId', element: <p>success page</p> },
  { path: '/payment-failure/:amount/:sessionId', element: <p>failure page</p> },
];

const pending = {
  sessionId: 'sandbox_cs_1',
  status: 'pending',
  productId: 'light',
  plan_name: 'Light',
  amount_total: 1000,
  currency: 'gbp',
  amount_code: 20,
  sandbox: true,
  success_url: '/payment-success/20/sandbox_cs_1',
  cancel_url: '/payment-failure/20/sandbox_cs_1',
};

afterEach(() => vi.unstubAllGlobals());

describe('SandboxCheckoutPage', () => {
  it('is labelled as a sandbox, pays and returns to the success address', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'GET /api/payment/sandbox/sandbox_cs_1': { status: 200, body: pending },
        'POST /api/payment/sandbox/sandbox_cs_1/pay': { status: 200, body: { ...pending, status: 'paid' } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/sandbox-checkout/sandbox_cs_1');
    expect(
      await screen.findByText(
        'This is the sandbox checkout: no card is asked for and no real payment is taken.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Light × 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay £10.00' }));
    expect(await screen.findByText('success page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment-success/20/sandbox_cs_1');
  });

  it('cancels and returns to the failure address', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/payment/sandbox/sandbox_cs_1': { status: 200, body: pending },
        'POST /api/payment/sandbox/sandbox_cs_1/cancel': {
          status: 200,
          body: { ...pending, status: 'failed' },
        },
      }),
    );
    renderRoutes(routes, '/sandbox-checkout/sandbox_cs_1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('failure page')).toBeTruthy();
  });

  it("shows nothing of a checkout that is not the user's", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/payment/sandbox/sandbox_cs_x': {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Checkout not found.' },
        },
      }),
    );
    renderRoutes(routes, '/sandbox-checkout/sandbox_cs_x');
    expect(await screen.findByText('This checkout cannot be found')).toBeTruthy();
    expect(screen.queryByText(/£/)).toBeNull();
  });
});
