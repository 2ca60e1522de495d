import { expect, test, type Page } from '@playwright/test';
import { findLinkInOutbox } from './support/outbox.ts';

const email = `journey.${Date.now()}@example.test`;
const firstPassword = 'Brand1ng!first';
const secondPassword = 'Brand1ng!second';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.screenshot({ path: `e2e/artifacts/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens a link from an e-mail on the server under test, whatever host the e-mail named. */
async function openMailedLink(page: Page, link: string) {
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
}

async function signIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/brand-creator/);
}

test('a visitor registers, activates, manages the account and resets a forgotten password', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'ENTER' }).first()).toBeVisible();
  await shoot(page, 'home');

  await page.goto('/join');
  await shoot(page, 'join');
  await page.getByLabel('Name', { exact: true }).fill('Journey Tester');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Password confirmation', { exact: true }).fill(firstPassword);
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  await page.getByRole('button', { name: /sign up|create account|join/i }).click();

  // Before activation, signing in is refused with the server's words.
  const activation = await findLinkInOutbox(email, '/activate/');
  await page.goto('/login');
  await shoot(page, 'login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /activ/i })).toBeVisible();

  await openMailedLink(page, activation);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your Account has been Activated')).toBeVisible();

  await signIn(page, firstPassword);
  await page.goto('/my-account');
  await expect(page.getByText('Journey Tester')).toBeVisible();
  await expect(page.getByText('No Active Plan')).toBeVisible();
  await shoot(page, 'my-account');

  await page.goto('/my-account/setting');
  await page.getByLabel('Name', { exact: true }).fill('Journey Renamed');
  await page.getByRole('button', { name: 'Change details' }).click();
  await expect(page.getByText('user Details has been changed successfully')).toBeVisible();
  await page.goto('/my-account');
  await expect(page.getByText('Journey Renamed')).toBeVisible();

  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-account$/);

  await page.goto('/forgotten-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Recover' }).click();
  await expect(
    page.getByText('A reset link has been sent to you. Click on it to reset your password'),
  ).toBeVisible();

  const reset = await findLinkInOutbox(email, '/reset-password/');
  await openMailedLink(page, reset);
  const emailField = page.getByLabel('Email', { exact: true });
  if (await emailField.isVisible()) await emailField.fill(email);
  await page.getByLabel('New Password', { exact: true }).fill(secondPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Your Password has been reset Successfully')).toBeVisible();

  await signIn(page, secondPassword);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(
    page.getByText('You didnt break the internet,but we cant find what you are looking for.'),
  ).toBeVisible();
  await page
    .getByRole('link', { name: 'Go back to Home page' })
    .or(page.getByRole('button', { name: 'Go back to Home page' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});
