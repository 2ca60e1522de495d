import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The two widths every journey's screenshots are taken at: a desktop and a phone. */
export const SHOT_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Full-page screenshots into e2e/artifacts at both widths, and an axe-core scan at each: no serious or
 * critical violation (soft, so one journey reports every page's findings). Leaves the desktop width set.
 */
export async function shootAndScan(page: Page, name: string): Promise<void> {
  for (const size of SHOT_WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/artifacts/${name}-${size.width}.png`, fullPage: true });
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${name} at ${size.width}px: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
      );
    expect.soft(blocking, `${name} axe findings`).toEqual([]);
  }
  await page.setViewportSize(SHOT_WIDTHS[0]);
}
