import { expect, test, type Locator, type Page } from '@playwright/test';

import { newMember, registerActiveMember, signInByApi, type Member } from './support/member.ts';

/** Issue section 7: what a newcomer trips over. */

const phone = { width: 390, height: 844 };

/** Console errors and failed requests of everything the page does from now on. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

async function fillSignIn(page: Page, member: Member) {
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

/**
 * True when the element's centre, once the element is scrolled to the bottom edge of the view (the
 * worst place a scroll can leave it), is the element itself or inside it, i.e. nothing lies on top.
 */
async function isUncoveredAtBottomOfView(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    element.scrollIntoView({ block: 'end', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test("a visitor's page loads log no console errors or failed requests", async ({ page }) => {
  const problems = watchForErrors(page);
  for (const url of ['/', '/about', '/our-packages', '/contact', '/login']) {
    await page.goto(url);
    await expect(page.locator('main [class*="mantine-Loader"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test.describe('signing in returns to where the visitor was going', () => {
  const member = newMember('Return');

  test.beforeAll(async ({ request }) => {
    await registerActiveMember(request, member);
    // The Check tool sends a member without credits to the top-up page (spec 002 section 4).
    await signInByApi(request, member);
    const coupon = await request.post('/api/addCouponCredits', { data: { coupon: 'E2E-EARLYBIRD' } });
    expect(coupon.status(), await coupon.text()).toBe(200);
  });

  test('a guarded page sends a visitor to sign in, then back to that page', async ({ page }) => {
    await page.goto('/my-account/setting');
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-account%2Fsetting$/);
    await fillSignIn(page, member);
    await expect(page).toHaveURL(/\/my-account\/setting$/);
    await expect(page.getByRole('button', { name: 'Change details' })).toBeVisible();
  });

  test("the home page's 'Try check' opens the Check tool, through sign-in for a visitor", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Try check' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fbrand-checker$/);
    await fillSignIn(page, member);
    await expect(page).toHaveURL(/\/brand-checker$/);
    // Signed in, the link goes straight to the Check tool.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Try check' })).toHaveAttribute('href', '/brand-checker');
  });

  test('a ?next= naming another site is ignored: signing in lands on the Create tool', async ({ page }) => {
    await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
    await fillSignIn(page, member);
    await expect(page).toHaveURL(/\/brand-creator$/);
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await fillSignIn(page, member);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/brand-creator$/);
  });
});

test('on a phone the cookie bar covers none of the main calls to action', async ({ page }) => {
  await page.setViewportSize(phone);
  const cookieBar = page.getByRole('dialog', { name: 'Cookie preferences' });
  const checks: Array<{ url: string; name: string; target: () => Locator }> = [
    {
      url: '/',
      name: 'the CREATE card',
      target: () => page.getByRole('link', { name: 'Try create' }),
    },
    {
      url: '/our-packages',
      name: "the Light plan's sign-up",
      target: () =>
        page
          .locator('.mantine-Card-root')
          .filter({ has: page.getByRole('heading', { name: 'Light', exact: true }) })
          .getByRole('link', { name: 'Sign up' }),
    },
    { url: '/contact', name: 'the message field', target: () => page.getByLabel('Message', { exact: true }) },
    { url: '/contact', name: 'the SEND button', target: () => page.getByRole('button', { name: 'SEND' }) },
  ];

  const covered: string[] = [];
  const check = async (url: string, name: string, target: Locator) => {
    await page.goto(url);
    await expect(cookieBar).toBeVisible();
    await expect(target).toBeVisible();
    if (!(await isUncoveredAtBottomOfView(target))) covered.push(`${name} on ${url}`);
    // The foot of the page can be scrolled clear of the bar too.
    const footerEnd = page.getByText(/Registered in England and Wales/);
    if (!(await isUncoveredAtBottomOfView(footerEnd))) covered.push(`the end of the footer on ${url}`);
  };
  for (const { url, name, target } of checks) await check(url, name, target());
  await page.screenshot({ path: 'e2e/artifacts/cookie-bar-contact-390.png' });

  const member = newMember('Cookie');
  await registerActiveMember(page.request, member);
  await signInByApi(page.request, member);
  await check('/my-account', 'Account Settings', page.getByRole('link', { name: 'Account Settings' }));
  await page.screenshot({ path: 'e2e/artifacts/cookie-bar-my-account-390.png' });

  expect(covered).toEqual([]);
  // The question and both answers are still there, and answering dismisses the bar.
  await expect(cookieBar.getByText('Disable non-essential cookies?')).toBeVisible();
  await cookieBar.getByRole('button', { name: 'No' }).click();
  await expect(cookieBar).toBeHidden();
});
