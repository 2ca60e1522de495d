import { expect, test, type Locator, type Page } from '@playwright/test';

import { newMember, registerActiveMember, signedInMemberWithCredits, signInByApi } from './support/member.ts';
import { shootAndScan } from './support/shoot-and-scan.ts';

const METHOD_LABELS = [
  'Random',
  'Sounds Like',
  'Looks Like',
  'Describe Like',
  'Urbanize',
  'Foreignize',
  'Abbreviate',
  'Word Combi',
];

function brandBank(page: Page): Locator {
  return page.locator('.bw-bank').filter({ hasText: /^Brand Bank/ });
}

/** Drags with real mouse moves (dnd-kit's pointer sensor starts after a few pixels). */
async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('the source is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = await target.boundingBox();
  if (!to) throw new Error('the target is not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 20), { steps: 12 });
  await page.mouse.up();
}

test('a member names a project on the home page, creates names with every method, keeps some and finds them again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedInMemberWithCredits(page.request, 'Creator');
  const projectName = `Solar Tea ${Date.now() % 100000}`;

  // The home page's ENTER box hands the project name to the Brand Creator.
  await page.goto('/');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await page.getByLabel('Start with a name or a word').first().fill(projectName);
  await page.getByRole('button', { name: 'ENTER' }).first().click();
  await expect(page).toHaveURL(/\/brand-creator$/);
  await expect(page.getByLabel('Project name')).toHaveValue(projectName);
  await expect(page.getByRole('link', { name: 'CREATE' })).toHaveAttribute('aria-current', 'page');

  // A two-word keyword with every method.
  await page.getByLabel('Project description').fill('Loose-leaf tea for bright mornings');
  const words = page.getByLabel('Search words');
  await words.fill('solar');
  await words.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Word Combi' })).toBeDisabled();
  await words.fill('  tea ');
  await words.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Word Combi' })).toBeEnabled();
  for (const label of METHOD_LABELS) await page.getByRole('checkbox', { name: label }).check();
  await expect(page.getByLabel('Foreignize language')).toHaveValue('ES');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Results for “solar tea”' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('loading', { exact: true })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  await expect(page.getByText(/has gone wrong/)).toHaveCount(0);
  for (const title of [
    'Random Results',
    'Sounds Like Results',
    'Looks Like Results',
    'Describe Like Results',
    'Urbanize Results',
    'Foreignize Results',
    'Abbreviate Results',
    'Word Combi Results',
  ]) {
    await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  // The searched words went into the project's Word Bank, and the project is now chosen (locked).
  await expect(page.getByText('Word Bank (2)')).toBeVisible();
  await expect(page.getByLabel('Project name')).toHaveAttribute('readonly', '');

  // Page through the first group with more than one page.
  const controls = page.locator('.mantine-Accordion-control').filter({ hasText: / names?$/ });
  let paged = '';
  for (const control of await controls.all()) {
    const text = (await control.textContent()) ?? '';
    const count = Number(/(\d+) names$/.exec(text)?.[1] ?? 0);
    if (count > 24) {
      paged = text.replace(/\d+ names$/, '').trim();
      await control.click();
      break;
    }
  }
  expect(paged, 'a group with more than 24 names').not.toBe('');
  const firstPage = page.getByRole('list', { name: new RegExp(`^${paged}, page 1 of`) });
  await expect(firstPage.getByRole('listitem')).toHaveCount(24);
  await page
    .getByRole('navigation', { name: `${paged} pages` })
    .getByRole('button', { name: 'Page 2' })
    .click();
  const secondPage = page.getByRole('list', { name: new RegExp(`^${paged}, page 2 of`) });
  await expect(secondPage).toBeVisible();
  // Each name gets its trademark dot in words once the page's details call answers.
  await expect(secondPage.locator('.bw-risk-dot[data-risk="checking"]')).toHaveCount(0, { timeout: 30_000 });
  const firstDot = secondPage.locator('.bw-risk-dot').first();
  await expect(firstDot).toHaveAttribute('aria-label', /trademark/);
  // The dot's words show on keyboard focus too (it sits just before its name).
  await secondPage.locator('.bw-candidate-name').first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(firstDot).toBeFocused();
  await expect(page.getByRole('tooltip')).toBeVisible();

  // Drag one name into the Brand Bank with the mouse…
  const candidates = secondPage.locator('.bw-candidate-name');
  const mouseName = ((await candidates.nth(0).textContent()) ?? '').trim();
  await dragWithMouse(page, candidates.nth(0), brandBank(page));
  await expect(page.getByText('Brand Bank (1)')).toBeVisible();
  await expect(brandBank(page).getByRole('button', { name: mouseName, exact: true })).toBeVisible();

  // …and another with the keyboard only: Space picks it up, arrows move between drop areas, Space drops.
  const keyboardName = ((await candidates.nth(1).textContent()) ?? '').trim();
  await candidates.nth(1).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await page.locator('.bw-bank[data-drop-over]').count()) > 0) break;
  }
  await expect(page.locator('.bw-bank[data-drop-over]')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(page.getByText('Brand Bank (2)')).toBeVisible();
  await expect(brandBank(page).getByRole('button', { name: keyboardName, exact: true })).toBeVisible();

  // One click saves a third name.
  const thirdName = ((await candidates.nth(2).textContent()) ?? '').trim();
  await secondPage.getByRole('button', { name: `Save ${thirdName} to Brand Bank` }).click();
  await expect(page.getByText('Brand Bank (3)')).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^${paged}`) }).focus();
  await shootAndScan(page, 'brand-creator');

  // A reload keeps the project, its banks and the results.
  await page.reload();
  await expect(page.getByLabel('Project name')).toHaveValue(projectName);
  await expect(page.getByLabel('Project name')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Brand Bank (3)')).toBeVisible();
  await expect(page.getByText('Word Bank (2)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results for “solar tea”' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Word Combi Results/ })).toBeVisible();

  // A Brand Bank pill goes into the search words from the keyboard alone, as a blue pill.
  await brandBank(page).getByRole('button', { name: mouseName, exact: true }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await page.locator('.bw-drop-target[data-drop-over]').count()) > 0) break;
  }
  await page.keyboard.press('Space');
  const searchPills = page.getByRole('group', { name: 'Search word pills' });
  await expect(searchPills.locator('.bw-search-pill', { hasText: mouseName })).toHaveAttribute(
    'data-colour',
    'blue',
  );
  // Now in the input, the bank pill is shown active and cannot be dragged again.
  await expect(
    brandBank(page).getByRole('button', { name: `${mouseName} (in the search words)` }),
  ).toHaveAttribute('aria-disabled', 'true');

  // Save the creation and open it from Saved Creations.
  await page.getByRole('button', { name: 'Save creation' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('link', { name: 'See your saved creations' }).click();
  await expect(page).toHaveURL(/\/my-saved-creations$/);
  const table = page.getByRole('table', { name: 'Your saved creations' });
  await expect(table.getByText(projectName)).toBeVisible();
  await expect(table.getByText('solar', { exact: true })).toBeVisible();
  await shootAndScan(page, 'saved-creations');
  await table.getByRole('button', { name: `View ${projectName}` }).click();
  await expect(page).toHaveURL(/\/brand-creator\/savedkonstrukt$/);
  await expect(page.getByRole('heading', { name: `Saved creation: ${projectName}` })).toBeVisible();
  await expect(page.getByLabel('Project name')).toHaveValue(projectName);
  await expect(
    page.getByRole('list', { name: 'Saved words' }).getByRole('button', { name: /solar/ }),
  ).toBeVisible();
  await shootAndScan(page, 'brand-creator-saved');

  // Delete the project: it asks first, then the project and its banks are gone.
  await page.getByRole('button', { name: `Delete project ${projectName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
  await expect(dialog.getByText('Are you sure you want to delete this project?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByLabel('Project name')).not.toHaveAttribute('readonly', '');
  await expect(page.getByText('Brand Bank (0)')).toBeVisible();
  const projects = await page.request.get('/api/project');
  expect(await projects.json()).toEqual([]);
});

test('without a plan, Search goes to the top-up page', async ({ page }) => {
  const member = newMember('Planless');
  await registerActiveMember(page.request, member);
  await signInByApi(page.request, member);
  await page.goto('/brand-creator');
  await page.getByLabel('Project name').fill('No Plan Yet');
  await page.getByLabel('Project description').fill('A member without a plan');
  await page.getByLabel('Search words').fill('moon');
  await page.getByLabel('Search words').press('Enter');
  await page.getByRole('checkbox', { name: 'Random' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/manage-plan\/top-up$/);
});
