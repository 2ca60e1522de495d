import { readFile } from 'node:fs/promises';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { signedInMemberWithCredits } from './support/member.ts';
import { shootAndScan } from './support/shoot-and-scan.ts';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

interface Downloaded {
  name: string;
  bytes: Buffer;
}

/** Presses Export and waits for the browser to save the file; the button is ready again after. */
async function exportFile(page: Page, section: Locator): Promise<Downloaded> {
  const button = section.getByRole('button', { name: 'Export' });
  const saved = page.waitForEvent('download');
  await button.click();
  const download = await saved;
  const filePath = await download.path();
  const bytes = await readFile(filePath);
  await expect(button).toBeEnabled();
  return { name: download.suggestedFilename(), bytes };
}

/** A signed-in member with credits who has checked "Google" for trademarks and domains. */
async function checkTrademarksAndDomains(page: Page, label: string): Promise<void> {
  await signedInMemberWithCredits(page.request, label);

  await page.goto('/brand-checker');
  const names = page.getByLabel('Enter your brand name');
  await names.fill('Google');
  await names.press('Enter');
  await page.getByRole('checkbox', { name: 'Trademark Search' }).check();
  await page.getByRole('checkbox', { name: 'Domain Search' }).check();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Search finished' })).toBeVisible({ timeout: 60_000 });
}

test('a member exports a finished check as PDF, XLSX, CSV in a ZIP and one CSV, from the Check screen and the report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await checkTrademarksAndDomains(page, 'Exporter');

  const section = page.getByRole('region', { name: 'Export Options' });
  await expect(section).toBeVisible();
  // The data types the search ran, all ticked; no format yet, so nothing to export.
  const types = section.getByRole('group', { name: 'Data types' });
  await expect(types.getByRole('checkbox')).toHaveCount(4);
  for (const type of ['UK Trademarks', 'EU Trademarks', 'US Trademarks', 'Domains'])
    await expect(types.getByRole('checkbox', { name: type })).toBeChecked();
  await expect(types.getByRole('checkbox', { name: 'Web' })).toHaveCount(0);
  const exportButton = section.getByRole('button', { name: 'Export' });
  await expect(exportButton).toBeDisabled();
  await expect(section.getByText('Choose a format.')).toBeVisible();

  // PDF, chosen from the keyboard: the format radios are one group moved through with the arrows.
  const format = section.getByRole('radiogroup', { name: 'Format' });
  const radio = (name: string) => format.getByRole('radio', { name: new RegExp(`^${name}`) });
  await radio('PDF').focus();
  await page.keyboard.press('Space');
  await expect(radio('PDF')).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Download as a ZIP file' })).toBeVisible();
  await expect(section.getByText('Downloads export.pdf')).toBeVisible();
  const pdf = await exportFile(page, section);
  expect(pdf.name).toBe('export.pdf');
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // XLSX: the arrow key moves the one choice along.
  await radio('PDF').focus();
  await page.keyboard.press('ArrowDown');
  await expect(radio('XLSX')).toBeChecked();
  await expect(radio('PDF')).not.toBeChecked();
  const xlsx = await exportFile(page, section);
  expect(xlsx.name).toBe('export.xlsx');
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // CSV with trademarks: no ZIP choice, ZIP forced and said so.
  await radio('CSV').check();
  await expect(section.getByRole('checkbox', { name: 'Download as a ZIP file' })).toHaveCount(0);
  await expect(section.getByText('CSV comes as a ZIP file here: one CSV file per data type.')).toBeVisible();
  await expect(section.getByText('Downloads export.zip')).toBeVisible();
  await shootAndScan(page, 'brand-checker-export');
  const zipped = await exportFile(page, section);
  expect(zipped.name).toBe('export.zip');
  expect(zipped.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // A ZIP names its entries in plain text: one CSV file per data type.
  expect(zipped.bytes.toString('latin1')).toMatch(/\.csv/);

  // CSV of domains alone: one file, no ZIP.
  for (const type of ['UK Trademarks', 'EU Trademarks', 'US Trademarks'])
    await types.getByRole('checkbox', { name: type }).uncheck();
  await expect(section.getByText(/CSV comes as a ZIP file/)).toHaveCount(0);
  await expect(section.getByText('Downloads export.csv')).toBeVisible();
  const csv = await exportFile(page, section);
  expect(csv.name).toBe('export.csv');
  expect(csv.bytes.subarray(0, 3).equals(UTF8_BOM)).toBe(true);
  const text = csv.bytes.subarray(3).toString('utf8');
  const [header = '', ...rows] = text.split(/\r?\n/);
  expect(header).toMatch(/domain/i);
  expect(header).toContain(',');
  expect(rows.some((row) => row.includes('google.com'))).toBe(true);

  // Nothing ticked: nothing to export, and it says what is missing.
  await types.getByRole('checkbox', { name: 'Domains' }).uncheck();
  await expect(exportButton).toBeDisabled();
  await expect(section.getByText('Choose at least one data source to export.')).toBeVisible();

  // The same section on the search's report, opened from history.
  await page.getByRole('link', { name: 'Check Search History' }).click();
  const history = page.getByRole('table', { name: 'Your past checks' });
  await history.getByRole('button', { name: /^View Report for Google/ }).click();
  await expect(page.getByRole('heading', { name: 'Check report', level: 1 })).toBeVisible();
  const reportSection = page.getByRole('region', { name: 'Export Options' });
  await expect(reportSection).toBeVisible();
  await reportSection.getByRole('radio', { name: /^PDF/ }).check();
  await reportSection.getByRole('checkbox', { name: 'Download as a ZIP file' }).check();
  const reportZip = await exportFile(page, reportSection);
  expect(reportZip.name).toBe('export.zip');
  expect(reportZip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(reportZip.bytes.toString('latin1')).toMatch(/\.pdf/);
});

test('while an export downloads the button waits, and a refusal is shown in words', async ({ page }) => {
  test.setTimeout(120_000);
  await checkTrademarksAndDomains(page, 'Refused');
  const section = page.getByRole('region', { name: 'Export Options' });
  await section.getByRole('radio', { name: /^PDF/ }).check();

  // The server's refusal is held back until the downloading state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/export/**', async (route) => {
    await held;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many exports. Please wait a minute and try again.',
      }),
    });
  });
  const button = section.getByRole('button', { name: 'Export' });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('data-loading', 'true');
  release();
  const alert = section.getByRole('alert');
  await expect(alert).toContainText('The export did not download');
  await expect(alert).toContainText('Too many exports. Please wait a minute and try again.');
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('data-loading', 'true');
});
