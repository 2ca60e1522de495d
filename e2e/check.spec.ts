import { expect, test, type Page } from '@playwright/test';

import { newMember, registerActiveMember, signedInMemberWithCredits, signInByApi } from './support/member.ts';
import { shootAndScan } from './support/shoot-and-scan.ts';

async function creditsOf(page: Page): Promise<number> {
  const response = await page.request.post('/api/getCredits', { data: {} });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { credits: number }).credits;
}

test('a member checks a name for trademarks and domains, watches it run, opens each tab and reopens it from history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedInMemberWithCredits(page.request, 'Checker');
  const projectName = `Search Giant ${Date.now() % 100000}`;
  const project = await page.request.post('/api/project', { data: { name: projectName } });
  expect(project.status(), await project.text()).toBe(201);
  const creditsBefore = await creditsOf(page);

  await page.goto('/brand-checker');
  await expect(page.getByRole('heading', { name: 'Brand Checker', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CHECK', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(`You have ${creditsBefore} credits`)).toBeVisible();
  // My Brand Centre is beside the tool; choose the project whose Brand Bank gets the checked name.
  await page.getByPlaceholder('Select a Project').click();
  await page.getByRole('option', { name: projectName }).click();
  await expect(page.getByText('Brand Bank (0)')).toBeVisible();

  // Nothing chosen: the button says it is not ready, and pressing it names what is missing.
  const submit = page.getByRole('button', { name: 'Check', exact: true });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  // Marked disabled but focusable: pressed from the keyboard, it says what is missing.
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Brand Name is required')).toBeVisible();
  await expect(page.getByText('Please select a search option')).toBeVisible();

  // A name becomes a trimmed pill on Enter; empty text adds nothing.
  const names = page.getByLabel('Enter your brand name');
  await names.fill('   ');
  await names.press('Enter');
  await names.fill('  Google ');
  await names.press('Enter');
  // A second name, left in the field: leaving the field makes it a pill too.
  await names.fill('Zentrovaq');
  await names.blur();
  const pills = page.getByRole('group', { name: 'Brand name pills' });
  await expect(pills.locator('.bw-search-pill')).toHaveText(['Google', 'Zentrovaq']);
  await expect(page.getByText('Brand Name is required')).toHaveCount(0);

  // Trademark Search selects all three offices; Domain Search on.
  await page.getByRole('checkbox', { name: 'Trademark Search' }).check();
  for (const office of ['UNITED KINGDOM', 'EU', 'US'])
    await expect(page.getByRole('checkbox', { name: office, exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Domain Search' }).check();
  await expect(page.getByText('Please select a search option')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'TWITTER' })).toBeDisabled();
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');

  // The class finder: 'Class N: description', picked once, and the search is cleared. Every option
  // is chosen by now, so an Enter that submitted the form would start a check.
  const finder = page.getByLabel('Select a Trade Mark Class by entering your product or service here');
  await finder.fill('software');
  const option = page.getByRole('option').first();
  await expect(option).toHaveText(/^Class \d+: /);
  const classText = ((await option.textContent()) ?? '').trim();
  // From the keyboard: Enter takes the highlighted best match and does not start the check.
  await finder.press('Enter');
  await expect(finder).toHaveValue('');
  const chosen = page.getByRole('list', { name: 'Selected trademark classes' });
  await expect(chosen.getByText(classText)).toBeVisible();
  await expect(page.getByRole('region', { name: /^(Searching…|Search finished)$/ })).toHaveCount(0);

  // Submit: the progress arrives over the event stream, one line per chosen source.
  const stream = page.waitForRequest((request) => request.url().includes('/api/dekonstruktor/events/'));
  await submit.click();
  await stream;
  const progress = page.getByRole('region', { name: /^(Searching…|Search finished)$/ });
  await expect(progress).toBeVisible();
  for (const source of ['UK Trademarks', 'EU Trademarks', 'US Trademarks', 'Domains'])
    await expect(progress.getByRole('progressbar', { name: `${source} progress` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search finished' })).toBeVisible({ timeout: 60_000 });
  await expect(progress.getByText('Searching', { exact: true })).toHaveCount(0);
  expect(await creditsOf(page)).toBe(creditsBefore - 1);

  // The checked names joined the project's Brand Bank.
  await expect(page.getByText('Brand Bank (2)')).toBeVisible();

  // Results: the chosen tabs only, labelled as demo data.
  const results = page.getByRole('region', { name: 'Results for “Google, Zentrovaq”' });
  await expect(results).toBeVisible();
  await expect(results.getByText('Demo data').first()).toBeVisible();
  const tabs = results.getByRole('tab');
  await expect(tabs).toHaveText(['UK Trademarks', 'EU Trademarks', 'US Trademarks', 'Domains']);

  for (const [tab, footer] of [
    ['UK Trademarks', /^\d+ UK Trademarks? Found$/],
    ['EU Trademarks', /^\d+ EU Trademarks? Found$/],
    ['US Trademarks', /^\d+ US Trademarks? Found$/],
  ] as const) {
    await results.getByRole('tab', { name: tab }).click();
    const panel = results.getByRole('tabpanel', { name: tab });
    await expect(panel.getByText(footer)).toBeVisible();
    const table = panel.getByRole('table');
    if ((await table.count()) > 0) {
      // Each hit shows its risk in words and why.
      await expect(table.locator('[data-risk]').first()).toHaveText(/^(High|Medium|Low) risk/);
      await expect(table.getByRole('list', { name: /^Why:/ }).first()).toBeVisible();
    } else {
      await expect(panel.getByText(`No ${tab} found.`)).toBeVisible();
    }
  }
  await results.getByRole('tab', { name: 'UK Trademarks' }).click();
  await shootAndScan(page, 'brand-checker-trademarks');

  // Domains: taken ones are 'Unavailable' with their registrar; a free '.com' is 'Available'; '.de'
  // has no RDAP server, so a name DNS does not know there is unknown with its reason; nothing but a
  // confirmed free domain says 'Available'.
  await results.getByRole('tab', { name: 'Domains' }).click();
  const domains = results.getByRole('tabpanel', { name: 'Domains' });
  await expect(domains.getByText(/^\d+ Domains? Found$/)).toBeVisible();
  const googleCom = domains.getByRole('row').filter({ has: page.getByRole('link', { name: 'google.com' }) });
  await expect(googleCom.getByText('Unavailable')).toBeVisible();
  await expect(googleCom.getByText(/Registrar: /)).toBeVisible();
  const freeCom = domains.getByRole('row').filter({ has: page.getByRole('link', { name: 'zentrovaq.com' }) });
  await expect(freeCom.getByText('Available', { exact: true })).toBeVisible();
  const freeDe = domains.getByRole('row').filter({ has: page.getByRole('link', { name: 'zentrovaq.de' }) });
  await expect(freeDe.getByText(/^(Unknown|Not checked) — \S/)).toBeVisible();
  for (const status of await domains.locator('[data-availability]').all()) {
    const availability = await status.getAttribute('data-availability');
    const label = ((await status.textContent()) ?? '').trim();
    expect(label.startsWith('Available'), `${availability}: ${label}`).toBe(availability === 'available');
  }
  await shootAndScan(page, 'brand-checker-domains');

  // History lists the search; its report opens at /brand-checker/historydekonstrukt and survives a reload.
  await page.getByRole('link', { name: 'Check Search History' }).click();
  await expect(page).toHaveURL(/\/check-search-history$/);
  const history = page.getByRole('table', { name: 'Your past checks' });
  await expect(history.getByText('Google, Zentrovaq', { exact: true })).toBeVisible();
  await expect(history.getByRole('columnheader', { name: 'Request Date' })).toBeVisible();
  await shootAndScan(page, 'check-search-history');
  await history.getByRole('button', { name: /^View Report for Google, Zentrovaq/ }).click();
  await expect(page).toHaveURL(/\/brand-checker\/historydekonstrukt\?token=/);
  await expect(page.getByRole('heading', { name: 'Check report', level: 1 })).toBeVisible();
  const report = page.getByRole('region', { name: 'Results for “Google, Zentrovaq”' });
  await expect(report.getByRole('tab')).toHaveText([
    'UK Trademarks',
    'EU Trademarks',
    'US Trademarks',
    'Domains',
  ]);
  await page.reload();
  await expect(report.getByRole('tab', { name: 'Domains' })).toBeVisible();
  await report.getByRole('tab', { name: 'Domains' }).click();
  await expect(report.getByRole('link', { name: 'google.com' })).toBeVisible();
  await shootAndScan(page, 'brand-checker-report');
});

test('social handles, mentions and the web are checked on the demo sources, with what was not checked in words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInMemberWithCredits(page.request, 'Socialite');

  await page.goto('/brand-checker');
  const names = page.getByLabel('Enter your brand name');
  await names.fill('Zentrovaq');
  await names.press('Enter');
  // Ticking one network turns Social Media on (spec 4).
  await page.getByRole('checkbox', { name: 'INSTAGRAM' }).check();
  await expect(page.getByRole('checkbox', { name: 'Social Media Search' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Web Search' }).check();
  await page.getByRole('button', { name: 'Check', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Search finished' })).toBeVisible({ timeout: 60_000 });
  const progress = page.getByRole('region', { name: 'Search finished' });
  await expect(progress.getByText(/^Done: \d+ found/).first()).toBeVisible();
  const results = page.getByRole('region', { name: 'Results for “Zentrovaq”' });
  await expect(results.getByRole('tab')).toHaveText(['Social Media', 'Web']);
  const social = results.getByRole('tabpanel', { name: 'Social Media' });
  // Mentions: posts with their sentiment; the sources without keys say they were not checked.
  const sources = social.getByRole('list', { name: 'Social media sources searched' });
  await expect(sources.getByText('Hacker News')).toBeVisible();
  await expect(sources.getByText(/^Not checked — \S/).first()).toBeVisible();
  await expect(social.getByText(/^\d+ Social Media Results? Found$/)).toBeVisible();
  await expect(social.getByRole('link', { name: /Link$/ }).first()).toBeVisible();
  await shootAndScan(page, 'brand-checker-social');
  // Handles: the demo networks answer; a sign-in network is unknown with its reason, never available.
  const best = social.getByRole('region', { name: 'Best common handle' });
  await expect(best.getByText('@zentrovaq', { exact: true })).toBeVisible();
  const handles = social.getByRole('table').last();
  await expect(handles.getByRole('row', { name: /Github.*zentrovaq.*available/i })).toBeVisible();
  await expect(handles.getByRole('row', { name: /Instagram.*Unknown — .*sign-in/ })).toBeVisible();
  await expect(handles.getByText(/^(Looks available|Available)$/).first()).toBeVisible();
  await results.getByRole('tab', { name: 'Web' }).click();
  const web = results.getByRole('tabpanel', { name: 'Web' });
  await expect(web.getByText(/^\d+ Web Results? Found$/)).toBeVisible();
  await expect(web.getByText(/^[\d,]+ Organic Google hits on the web$/)).toBeVisible();
  await expect(web.getByRole('cell', { name: /Zentrovaq.*demo result/ }).first()).toBeVisible();
  await shootAndScan(page, 'brand-checker-web');
});

test('a member without credits is sent to the top-up page', async ({ page }) => {
  const member = newMember('Creditless');
  await registerActiveMember(page.request, member);
  await signInByApi(page.request, member);
  await page.goto('/brand-checker');
  await expect(page).toHaveURL(/\/my-account\/manage-plan\/top-up$/);
});
