import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { signedInMemberWithCredits } from './support/member.ts';
import { memberRoutes, publicRoutes, routesMissingFrom, unscannedRoutes } from './support/routes.ts';

/**
 * Every public and member route at a desktop and a phone width, one page load each, stays free of
 * serious and critical axe-core violations (issue section 6). A failure lists every violating node.
 */
const widths = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

const blockingImpacts = new Set(['serious', 'critical']);

async function loadSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Lazy pages and the session check show a loader first; scan what the visitor ends up seeing.
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main [class*="mantine-Loader"]')).toHaveCount(0);
}

/** Loads `url` at each width and returns its serious and critical violations in words. */
async function scan(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await loadSettled(page, url);
    const results = await new AxeBuilder({ page })
      // Experimental in axe-core, so off by default; the issue counted it, so it is checked too.
      .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
    const nodes = blocking.reduce((sum, violation) => sum + violation.nodes.length, 0);
    test
      .info()
      .annotations.push({ type: 'axe-blocking-nodes', description: `${url} ${size.width} ${nodes}` });
    for (const violation of blocking) {
      problems.push(
        `${url} at ${size.width}px: [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length})`,
        ...violation.nodes.map((node) => {
          const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
          return `    ${node.target.join(' ')}: ${why}`;
        }),
      );
    }
  }
  return problems;
}

test('the accessibility route lists cover every route in paths.ts', () => {
  expect(routesMissingFrom(publicRoutes, memberRoutes, unscannedRoutes)).toEqual([]);
});

test.describe('accessibility of public routes', () => {
  // One tab for all of them: a fresh context per route would download and parse the app bundle again.
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const url of Object.values(publicRoutes)) {
    test(`${url} has no serious or critical violations`, async () => {
      expect((await scan(page, url)).join('\n')).toBe('');
    });
  }
});

// One test for all member routes, so the run registers one member however many routes fail.
test('member routes have no serious or critical violations', async ({ page }) => {
  test.setTimeout(120_000);
  // The Check tool sends a member without credits to the top-up page (spec 002 section 4).
  await signedInMemberWithCredits(page.request, 'Axe');
  for (const url of Object.values(memberRoutes)) {
    const problems = await scan(page, url);
    expect.soft(new URL(page.url()).pathname, `${url} kept the member on the page`).toBe(url);
    expect.soft(problems.join('\n'), `${url} violations`).toBe('');
  }
});
