import { fireEvent, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { COUPON_NOTICE_MS, TopUpPage } from './top-up-page.tsx';

const routes = [
  { path: '/my-account/manage-plan/top-up', element: <TopUpPage /> },
  { path: '/thank-you', element: <p>thank-you page</p> },
];

const products = [
  { name: 'Single Session', productId: 'single', price: 500 },
  { name: 'Light', productId: 'light', price: 1000 },
  { name: 'Unlimited', productId: 'unlimited', price: 5000 },
];

const loaded = {
  'POST /api/product/getproduct': { status: 200, body: { result: products } },
  'POST /api/getCredits': { status: 200, body: { credits: 3 } },
};

afterEach(() => vi.unstubAllGlobals());

describe('TopUpPage', () => {
  it('shows a spinner, then the three Pay As You Go products and the credit pot', async () => {
    vi.stubGlobal('fetch', fakeFetch(loaded));
    renderRoutes(routes, '/my-account/manage-plan/top-up');
    expect(screen.getByText('How many credits would you like?')).toBeTruthy();
    expect(screen.getByText('We’ll add these to your current credit pot.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByRole('tab', { name: 'Pay As You Go' })).toBeTruthy();
    expect(screen.getByText('£5.00')).toBeTruthy();
    expect(screen.getByText('£10.00')).toBeTruthy();
    expect(screen.getByText('£50.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Light' }).getAttribute('href')).toBe(
      '/checkout?product=light',
    );
    expect(screen.getByText('credits.', { exact: false }).textContent).toBe(
      'Your credit pot holds 3 credits.',
    );
  });

  it('says in words when the packages cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/getCredits': loaded['POST /api/getCredits'],
        'POST /api/product/getproduct': {
          status: 503,
          body: { statusCode: 503, code: 'UNAVAILABLE', message: 'Payments are resting.' },
        },
      }),
    );
    renderRoutes(routes, '/my-account/manage-plan/top-up');
    expect(await screen.findByText('We could not load the packages')).toBeTruthy();
    expect(screen.getByText('Payments are resting.')).toBeTruthy();
  });

  it('sends the coupon and goes to /thank-you when it is accepted', async () => {
    const fetchMock = vi.fn(
      fakeFetch({ ...loaded, 'POST /api/addCouponCredits': { status: 200, body: { credits: 1002 } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/my-account/manage-plan/top-up');
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: ' EARLYBIRD ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('thank-you page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/thank-you');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/addCouponCredits');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ coupon: 'EARLYBIRD' });
  });

  it.each([
    [404, 'COUPON_INVALID', 'Invalid coupon code.'],
    [409, 'COUPON_ALREADY_USED', 'This coupon code has already been used.'],
  ])('shows the spec message for a %i refusal for four seconds', async (status, code, message) => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...loaded,
        'POST /api/addCouponCredits': { status, body: { statusCode: status, code, message: 'server words' } },
      }),
    );
    renderRoutes(routes, '/my-account/manage-plan/top-up');
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const notice = await screen.findByText(message);
    const shownAt = Date.now();
    await waitForElementToBeRemoved(notice, { timeout: COUPON_NOTICE_MS + 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(COUPON_NOTICE_MS - 100);
  });
});
