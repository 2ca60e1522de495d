import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '../../../testing/render.tsx';
import type { CheckResult } from '../api/get-check-result.ts';
import { checkResultOf, emptySection } from '../testing/check-result-fixture.ts';
import { FakeEventSource, json, scriptedFetch, type Handler } from '../testing/scripted-fetch.ts';
import { CheckSearchView } from './check-search-view.tsx';
import { ExportOptionsPanel } from './export-options-panel.tsx';

const result = checkResultOf;

const trademarksAndDomains = result({
  unitedkingdomTrademarkSearch: emptySection(),
  unitedstatesTrademarkSearch: emptySection(),
  domain_search: emptySection(),
});

/** What the page handed to the browser as a download: the `<a download>` clicked and its Blob. */
interface Saved {
  fileName: string;
  href: string;
  blob: Blob | undefined;
}

let saved: Saved[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved = [];
  blobs.clear();
  let next = 0;
  // jsdom has no object URLs and does not download; record what would have been saved instead.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      next += 1;
      const url = `blob:http://localhost/${next}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, href: this.href, blob: blobs.get(this.href) });
  });
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function file(bytes: string, type: string): Response {
  return new Response(bytes, { status: 200, headers: { 'Content-Type': type } });
}

function showPanel(checkResult: CheckResult, handlers: Record<string, Handler> = {}) {
  const fake = scriptedFetch(handlers);
  vi.stubGlobal('fetch', fake.fetch);
  renderRoutes([{ path: '/', element: <ExportOptionsPanel token="tok" result={checkResult} /> }], '/');
  return { calls: fake.calls, section: screen.getByRole('region', { name: 'Export Options' }) };
}

const exportButton = (section: HTMLElement) => within(section).getByRole('button', { name: 'Export' });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('where the section shows (spec 4, search flow 5)', { timeout: 30_000 }, () => {
  it('appears once the search is no longer running, under its results', async () => {
    const fake = scriptedFetch({
      'GET /api/dekonstruktor/status/tok': () =>
        json(200, {
          percentage: 50,
          complete: false,
          sources: [
            { source: 'domains', state: 'done', percentage: 100, count: 0, reason: null },
            { source: 'uk_trademarks', state: 'running', percentage: 0, count: 0, reason: null },
          ],
        }),
      'GET /api/dekonstruktor/result/tok': () =>
        json(200, { data: { ...trademarksAndDomains, complete: false } }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderRoutes([{ path: '/', element: <CheckSearchView token="tok" /> }], '/');
    expect(await screen.findByRole('region', { name: 'Results for “Zentro”' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Export Options' })).toBeNull();
    act(() =>
      FakeEventSource.instances[0]?.emit('complete', {
        percentage: 100,
        complete: true,
        sources: [
          { source: 'domains', state: 'done', percentage: 100, count: 0, reason: null },
          { source: 'uk_trademarks', state: 'done', percentage: 100, count: 0, reason: null },
        ],
      }),
    );
    expect(await screen.findByRole('region', { name: 'Export Options' })).toBeTruthy();
  });
});

describe('choices (spec 002 Export)', { timeout: 30_000 }, () => {
  it('offers the data types the search ran, all ticked, and no format until one is chosen', () => {
    const { section } = showPanel(trademarksAndDomains);
    const types = within(section).getByRole('group', { name: 'Data types' });
    const boxes = within(types).getAllByRole('checkbox');
    expect(within(types).getByRole('checkbox', { name: 'UK Trademarks' })).toHaveProperty('checked', true);
    expect(within(types).getByRole('checkbox', { name: 'US Trademarks' })).toHaveProperty('checked', true);
    expect(within(types).getByRole('checkbox', { name: 'Domains' })).toHaveProperty('checked', true);
    expect(boxes).toHaveLength(3);
    const format = within(section).getByRole('radiogroup', { name: 'Format' });
    expect(
      within(format)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['pdf', 'xlsx', 'csv']);
    expect(
      within(format)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect(isDisabled(exportButton(section))).toBe(true);
    expect(within(section).getByText('Choose a format.')).toBeTruthy();
  });

  it('formats are mutually exclusive; ZIP is offered with PDF and XLSX, not with CSV', () => {
    const { section } = showPanel(
      result({ domain_search: emptySection(), web_search: { ...emptySection(), total_hits: 0 } }),
    );
    const radio = (name: string) => within(section).getByRole('radio', { name: new RegExp(`^${name}`) });
    fireEvent.click(radio('PDF'));
    expect(radio('PDF')).toHaveProperty('checked', true);
    expect(within(section).getByRole('checkbox', { name: 'Download as a ZIP file' })).toBeTruthy();
    fireEvent.click(radio('XLSX'));
    expect(radio('PDF')).toHaveProperty('checked', false);
    expect(radio('XLSX')).toHaveProperty('checked', true);
    expect(within(section).getByRole('checkbox', { name: 'Download as a ZIP file' })).toBeTruthy();
    fireEvent.click(radio('CSV'));
    expect(within(section).queryByRole('checkbox', { name: 'Download as a ZIP file' })).toBeNull();
    expect(
      within(section).getByText('CSV comes as a ZIP file here: one CSV file per data type.'),
    ).toBeTruthy();
    expect(within(section).getByText('Downloads export.zip')).toBeTruthy();
    // One other data type alone is one CSV file: nothing forced.
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Web' }));
    expect(within(section).queryByText(/CSV comes as a ZIP file/)).toBeNull();
    expect(within(section).getByText('Downloads export.csv')).toBeTruthy();
  });

  it('forces ZIP for CSV with trademarks, and needs at least one data type', () => {
    const { section } = showPanel(trademarksAndDomains);
    fireEvent.click(within(section).getByRole('radio', { name: /^CSV/ }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Domains' }));
    expect(within(section).getByText(/CSV comes as a ZIP file/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('checkbox', { name: 'UK Trademarks' }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'US Trademarks' }));
    expect(isDisabled(exportButton(section))).toBe(true);
    expect(within(section).getByText('Choose at least one data source to export.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Domains' }));
    expect(isDisabled(exportButton(section))).toBe(false);
  });

  it('shows US trademarks as included while UK or EU trademarks are chosen', () => {
    const { section } = showPanel(trademarksAndDomains);
    const us = within(section).getByRole('checkbox', { name: 'US Trademarks' });
    fireEvent.click(us);
    expect(us).toHaveProperty('checked', true);
    expect(isDisabled(us)).toBe(true);
    expect(within(section).getByText('Included with the trademarks you chose')).toBeTruthy();
    fireEvent.click(within(section).getByRole('checkbox', { name: 'UK Trademarks' }));
    expect(us).toHaveProperty('checked', false);
    expect(isDisabled(us)).toBe(false);
  });
});

describe('downloading', { timeout: 30_000 }, () => {
  it('fetches the chosen export with the session cookie, shows it downloading, then saves export.pdf', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { section, calls } = showPanel(trademarksAndDomains, {
      'GET /api/export/tok': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    fireEvent.click(within(section).getByRole('radio', { name: /^PDF/ }));
    fireEvent.click(exportButton(section));
    await waitFor(() => expect(calls).toHaveLength(1));
    const call = calls[0];
    expect(call?.url.searchParams.get('format')).toBe('pdf');
    expect(call?.url.searchParams.getAll('data_sources[]')).toEqual([
      'uk_trademarks',
      'us_trademarks',
      'domains',
    ]);
    expect(call?.url.searchParams.get('zip')).toBe('0');
    const button = exportButton(section);
    expect(isDisabled(button)).toBe(true);
    expect(button.getAttribute('data-loading')).toBe('true');
    expect(within(section).getByRole('status').textContent).toBe('Preparing your export…');
    // A second press while downloading asks nothing more.
    fireEvent.click(button);
    await act(async () => answer(file('%PDF-1.7 fake', 'application/pdf')));
    await waitFor(() => expect(isDisabled(exportButton(section))).toBe(false));
    expect(calls).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('export.pdf');
    expect(saved[0]?.href).toMatch(/^blob:/);
    expect(await saved[0]?.blob?.text()).toBe('%PDF-1.7 fake');
    expect(within(section).getByRole('status').textContent).toBe('');
  });

  it('CSV of domains alone is one export.csv (zip=0)', async () => {
    const { section, calls } = showPanel(trademarksAndDomains, {
      'GET /api/export/tok': () => file('\uFEFFdomain,status\r\n', 'text/csv'),
    });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'UK Trademarks' }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'US Trademarks' }));
    fireEvent.click(within(section).getByRole('radio', { name: /^CSV/ }));
    fireEvent.click(exportButton(section));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('export.csv');
    expect(calls[0]?.url.searchParams.getAll('data_sources[]')).toEqual(['domains']);
    expect(calls[0]?.url.searchParams.get('zip')).toBe('0');
  });

  it('a chosen ZIP of an XLSX is export.zip (zip=1)', async () => {
    const { section, calls } = showPanel(trademarksAndDomains, {
      'GET /api/export/tok': () => file('PK\u0003\u0004', 'application/zip'),
    });
    fireEvent.click(within(section).getByRole('radio', { name: /^XLSX/ }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Download as a ZIP file' }));
    fireEvent.click(exportButton(section));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('export.zip');
    expect(calls[0]?.url.searchParams.get('zip')).toBe('1');
  });

  it('a refusal shows the server’s message in words, saves nothing and lets the member try again', async () => {
    const { section } = showPanel(trademarksAndDomains, {
      'GET /api/export/tok': () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'None of the chosen data sources were part of this search',
        }),
    });
    fireEvent.click(within(section).getByRole('radio', { name: /^PDF/ }));
    fireEvent.click(exportButton(section));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('The export did not download');
    expect(alert.textContent).toContain('None of the chosen data sources were part of this search');
    expect(saved).toHaveLength(0);
    expect(isDisabled(exportButton(section))).toBe(false);
    // A new choice clears the stale message.
    fireEvent.click(within(section).getByRole('radio', { name: /^XLSX/ }));
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('a broken connection is said in words too', async () => {
    const { section } = showPanel(trademarksAndDomains, {
      'GET /api/export/tok': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    fireEvent.click(within(section).getByRole('radio', { name: /^PDF/ }));
    fireEvent.click(exportButton(section));
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'We could not reach Brandwright',
    );
    expect(isDisabled(exportButton(section))).toBe(false);
  });
});
