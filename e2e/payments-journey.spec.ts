import { expect, test } from '@playwright/test';

import { newMember, registerActiveMember, signInByApi } from './support/member.ts';
import { shootAndScan } from './support/shoot-and-scan.ts';

/** The coupon the e2e server is started with (playwright.config.ts, COUPONS). */
const COUPON = 'E2E-EARLYBIRD';

test('a member buys Light through the sandbox checkout and sees it on My Account and Account Activity', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = newMember('Buyer');
  await registerActiveMember(page.request, member);
  await signInByApi(page.request, member);

  await page.goto('/my-account/manage-plan/top-up');
  // Answer the cookie prompt so that the screenshots show the page under it.
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'How many credits would you like?' })).toBeVisible();
  await expect(page.getByText('We’ll add these to your current credit pot.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pay As You Go' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Buy / })).toHaveCount(3);
  await expect(page.getByText('Your credit pot holds 0 credits.')).toBeVisible();
  await shootAndScan(page, 'top-up');

  await page.getByRole('link', { name: 'Buy Light' }).click();
  await expect(page).toHaveURL(/\/checkout\?product=light$/);
  await expect(page.getByText('Light × 1')).toBeVisible();
  await shootAndScan(page, 'checkout');
  await page.getByRole('button', { name: 'Pay now!' }).click();

  // The server's sandbox stands in for Stripe's hosted page when it has no Stripe keys.
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await expect(page.getByText(/no real payment is taken/i).first()).toBeVisible();
  await shootAndScan(page, 'sandbox-checkout');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/payment-success\/20\/[^/]+$/);
  await expect(page.getByText('Your purchase was completed Successfully')).toBeVisible();
  await expect(page.getByText('Light: £10.00 paid')).toBeVisible();
  const successUrl = new URL(page.url()).pathname;
  await shootAndScan(page, 'payment-success');

  await page.getByRole('link', { name: 'Go to Account' }).click();
  await expect(page.getByText('You have 15 remaining searches')).toBeVisible();
  await page.getByRole('link', { name: 'View Activity' }).click();
  await expect(page).toHaveURL(/\/my-account\/manage-plan$/);
  const table = page.getByRole('table', { name: 'Your payments' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Light');
  await expect(cells.nth(2)).toHaveText('£10.00');
  await expect(cells.nth(3)).toHaveText('Paid');
  await shootAndScan(page, 'account-activity');

  // Another member following the same return address sees no payment details.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const stranger = newMember('Stranger');
  await registerActiveMember(other.request, stranger);
  await signInByApi(other.request, stranger);
  await other.goto(successUrl);
  await expect(other.getByText('We could not find this payment')).toBeVisible();
  await expect(other.getByText(/£10\.00/)).toHaveCount(0);
  await otherContext.close();
});

test('a coupon adds credits once; the second try is refused with the spec message', async ({ page }) => {
  const member = newMember('Coupon');
  await registerActiveMember(page.request, member);
  await signInByApi(page.request, member);

  await page.goto('/my-account/manage-plan/top-up');
  await page.getByLabel('Coupon code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Invalid coupon code.')).toBeVisible();
  // The notice goes away by itself (4 seconds).
  await expect(page.getByText('Invalid coupon code.')).toHaveCount(0);

  await page.getByLabel('Coupon code').fill(COUPON);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await expect(page.getByText('Your credit pot now holds 999 credits.')).toBeVisible();
  await shootAndScan(page, 'thank-you');

  await page.goto('/my-account/manage-plan/top-up');
  await page.getByLabel('Coupon code').fill(COUPON);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('This coupon code has already been used.')).toBeVisible();
  await expect(page).toHaveURL(/\/top-up$/);
  await expect(page.getByText('Your credit pot holds 999 credits.')).toBeVisible();
});

test('a visitor of the old return address is told nothing about a payment', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByText('Sign in to see the credits on your account.')).toBeVisible();
  await expect(page.getByText('We have successfully added credits to your account')).toHaveCount(0);
  await page.goto('/payment-success/25');
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByText(/£25/)).toHaveCount(0);
});

test('a member on Unlimited cancels it from Account Activity after confirming', async ({ page }) => {
  const member = newMember('Unlimited');
  await registerActiveMember(page.request, member);
  await signInByApi(page.request, member);

  await page.goto('/checkout?product=unlimited');
  await page.getByRole('button', { name: 'Pay now!' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Unlimited: £50.00 paid')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Account' }).click();
  await expect(page.getByText('Your searches are unlimited')).toBeVisible();
  await page.getByRole('link', { name: 'View Activity' }).click();

  await page.getByRole('button', { name: 'Cancel Unlimited' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your Unlimited plan?' });
  await dialog.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel Unlimited' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel my plan' }).click();
  await expect(page.getByText('Your Unlimited plan has been cancelled.')).toBeVisible();
  await expect(page.getByText('No Active Plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Unlimited' })).toHaveCount(0);

  await page.goto('/my-account');
  await expect(page.getByRole('link', { name: 'Activate your Plan' })).toBeVisible();
});
