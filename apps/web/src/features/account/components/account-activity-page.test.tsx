import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RequireLogin } from '../../../app/require-login.tsx';
import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { AccountActivityPage } from './account-activity-page.tsx';

const routes = [{ path: '/my-account/manage-plan', element: <AccountActivityPage /> }];
const guardedRoutes = [{ element: <RequireLogin />, children: routes }];

function payments(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}T12:00:00.000Z`,
    plan_name: 'Light',
    amount_total: 1000 + index,
    payment_status: 'paid',
  }));
}

function answers(count: number, activePlan = 'Light') {
  return {
    'POST /api/payment/getuserpayments': { status: 200, body: { result: payments(count) } },
    'POST /api/getactiveplan': { status: 200, body: { activePlan } },
    'POST /api/getCredits': { status: 200, body: { credits: 15 } },
  };
}

afterEach(() => vi.unstubAllGlobals());

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Your payments' }))
    .getAllByRole('row')
    .slice(1);
}

describe('AccountActivityPage', () => {
  it('lists Date, Plan, Payment as £x.xx and Status, 8 rows at first, 8 more per click of More', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers(20)));
    renderRoutes(routes, '/my-account/manage-plan');
    await screen.findByRole('table', { name: 'Your payments' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Plan',
      'Payment',
      'Status',
    ]);
    expect(bodyRows()).toHaveLength(8);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1 Nov 2026', 'Light', '£10.00', 'Paid']);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(bodyRows()).toHaveLength(16);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(bodyRows()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('hides More when all rows fit, and says so when there are no payments', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers(8)));
    const first = renderRoutes(routes, '/my-account/manage-plan');
    await screen.findByRole('table', { name: 'Your payments' });
    expect(bodyRows()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    first.unmount();

    vi.stubGlobal('fetch', fakeFetch(answers(0)));
    renderRoutes(routes, '/my-account/manage-plan');
    expect(await screen.findByText('You have not made any payments yet.')).toBeTruthy();
  });

  it('cancels Unlimited only after the confirmation', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        ...answers(1, 'Unlimited'),
        'POST /api/plan/deactivateUserPlan': { status: 200, body: { result: true } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/my-account/manage-plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Unlimited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Unlimited plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    const deactivations = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/plan/deactivateUserPlan');
    expect(deactivations()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Unlimited' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my plan' }),
    );
    expect(await screen.findByText('Your Unlimited plan has been cancelled.')).toBeTruthy();
    expect(deactivations()).toHaveLength(1);
    expect(JSON.parse(String(deactivations()[0]?.[1]?.body))).toEqual({ planName: 'Unlimited' });
  });

  it('says the plan was cancelled after the plan is gone from the account, and lets the user try again after a refusal', async () => {
    const fakes: Record<string, { status: number; body: unknown }> = {
      ...answers(1, 'Unlimited'),
      'GET /api/user/session': { status: 200, body: { result: { user: { email: 'member@example.com' } } } },
      'POST /api/plan/deactivateUserPlan': {
        status: 503,
        body: { message: 'Please try again in a minute.' },
      },
    };
    const answer = fakeFetch(fakes);
    let cancelled = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      // The session is read again after the plan and credits: the plan's end reaches the page first.
      if (cancelled && String(input) === '/api/user/session')
        await new Promise((done) => setTimeout(done, 60));
      const response = await answer(input, init);
      if (String(input) === '/api/plan/deactivateUserPlan' && response.ok) {
        cancelled = true;
        fakes['POST /api/getactiveplan'] = { status: 200, body: { activePlan: 'No Active Plan' } };
      }
      return response;
    });
    renderRoutes(guardedRoutes, '/my-account/manage-plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Unlimited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Unlimited plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my plan' }));
    expect(await within(dialog).findByText('Please try again in a minute.')).toBeTruthy();
    expect(screen.getByText('Unlimited')).toBeTruthy();

    fakes['POST /api/plan/deactivateUserPlan'] = { status: 200, body: { result: true } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my plan' }));
    expect(await screen.findByText('Your Unlimited plan has been cancelled.')).toBeTruthy();
    expect(await screen.findByText('No Active Plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Unlimited' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no cancel button for Light', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers(1)));
    renderRoutes(routes, '/my-account/manage-plan');
    await screen.findByRole('table', { name: 'Your payments' });
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
