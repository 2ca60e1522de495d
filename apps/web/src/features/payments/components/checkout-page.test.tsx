import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { leaveForCheckout } from '../redirect.ts';
import { CheckoutPage } from './checkout-page.tsx';

vi.mock('../redirect.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../redirect.ts')>()),
  leaveForCheckout: vi.fn(),
}));

const routes = [{ path: '/checkout', element: <CheckoutPage /> }];
const products = {
  'POST /api/product/getproduct': {
    status: 200,
    body: { result: [{ name: 'Light', productId: 'light', price: 1000 }] },
  },
};

beforeEach(() => vi.mocked(leaveForCheckout).mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('Pay now! opens a checkout session for the product and leaves for its url', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        ...products,
        'POST /api/product/getProductSessionId': {
          status: 200,
          body: { sessionId: 'cs_1', url: '/sandbox-checkout/cs_1' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/checkout?product=light');
    expect(await screen.findByText('Light × 1')).toBeTruthy();
    expect(screen.getAllByText('£10.00')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now!' }));
    await vi.waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('/sandbox-checkout/cs_1'));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/product/getProductSessionId');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ productId: 'light' });
  });

  it('refuses to follow an address that is not https or same-site', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...products,
        'POST /api/product/getProductSessionId': {
          status: 200,
          body: { sessionId: 'cs_1', url: 'javascript:alert(1)' },
        },
      }),
    );
    renderRoutes(routes, '/checkout?product=light');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now!' }));
    expect(
      await screen.findByText('The payment page address we received is not one we can open.'),
    ).toBeTruthy();
    expect(leaveForCheckout).not.toHaveBeenCalled();
  });

  it('shows the server error in words', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...products,
        'POST /api/product/getProductSessionId': {
          status: 502,
          body: { statusCode: 502, code: 'PAYMENT_PROVIDER', message: 'The card provider did not answer.' },
        },
      }),
    );
    renderRoutes(routes, '/checkout?product=light');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now!' }));
    expect(await screen.findByText('The card provider did not answer.')).toBeTruthy();
  });

  it('asks to pick a package when none or an unknown one is named', async () => {
    vi.stubGlobal('fetch', fakeFetch(products));
    const first = renderRoutes(routes, '/checkout?product=gold');
    expect(await screen.findByText('Pick a package first')).toBeTruthy();
    first.unmount();
    renderRoutes(routes, '/checkout?product=unlimited');
    expect(await screen.findByText('This package is not on sale')).toBeTruthy();
  });
});
