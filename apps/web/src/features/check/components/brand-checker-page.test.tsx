import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BrandToolLayout } from '../../../app/routes/brand-tool-layout.tsx';
import { storageKeys } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { checkDraftKey } from '../hooks/use-check-draft.ts';
import { FakeEventSource, json, scriptedFetch, type Handler } from '../testing/scripted-fetch.ts';
import { BrandCheckerPage } from './brand-checker-page.tsx';
import { CLASS_DROPDOWN_HIDE_MS } from './class-finder.tsx';

const routes = [
  {
    element: <BrandToolLayout />,
    children: [{ path: '/brand-checker/:historydekonstrukt?', element: <BrandCheckerPage /> }],
  },
  { path: '/my-account/manage-plan/top-up', element: <p>Top-up page</p> },
  { path: '/no-credits', element: <p>No credits page</p> },
];

const baseHandlers: Record<string, Handler> = {
  'GET /api/project': () => json(200, []),
  'POST /api/getCredits': () => json(200, { credits: 5 }),
  'GET /api/dekonstruktor/contact': () => json(200, { referred: false }),
};

beforeEach(() => {
  // jsdom has no layout; the class list scrolls its highlighted option into view.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function start(handlers: Record<string, Handler> = {}) {
  const fake = scriptedFetch({ ...baseHandlers, ...handlers });
  vi.stubGlobal('fetch', fake.fetch);
  const rendered = renderRoutes(routes, '/brand-checker');
  return { ...rendered, calls: fake.calls };
}

async function nameField() {
  return (await screen.findByLabelText('Enter your brand name', {}, { timeout: 5000 })) as HTMLInputElement;
}

function pillTexts(): string[] {
  const group = screen.getByRole('group', { name: 'Brand name pills' });
  return [...group.querySelectorAll('.bw-search-pill')].map((pill) => pill.textContent ?? '');
}

function submitButton() {
  return screen.getByRole('button', { name: 'Check' });
}

describe('brand name pills', { timeout: 30_000 }, () => {
  it('adds the trimmed name on Enter or blur, nothing for empty text, and removes a pill', async () => {
    start();
    const field = await nameField();
    expect(field.placeholder).toBe('Enter here...');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(pillTexts()).toEqual([]);
    fireEvent.change(field, { target: { value: '  Zentro ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'Lumio' } });
    fireEvent.blur(field);
    expect(pillTexts()).toEqual(['Zentro', 'Lumio']);
    expect(field.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Zentro' }));
    expect(pillTexts()).toEqual(['Lumio']);
  });

  it('is prefilled from the stored brand names', async () => {
    window.sessionStorage.setItem(
      checkDraftKey,
      JSON.stringify({ pills: [{ value: 'Kept', colour: 'green' }] }),
    );
    start();
    await nameField();
    expect(pillTexts()).toEqual(['Kept']);
  });
});

describe('submit and validation', { timeout: 30_000 }, () => {
  it('is marked disabled until a name and an option exist, and pressed says what is missing', async () => {
    const { calls } = start();
    const field = await nameField();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Brand Name is required')).toBeTruthy();
    expect(screen.getByText('Please select a search option')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/dekonstruktor')).toBe(false);

    // Each message clears once its part is filled in.
    fireEvent.change(field, { target: { value: 'Zentro' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.queryByText('Brand Name is required')).toBeNull();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Web Search' }));
    expect(screen.queryByText('Please select a search option')).toBeNull();
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('sends the spec request and shows the search', async () => {
    const { calls } = start({
      'POST /api/dekonstruktor': () => json(200, { search_token: 'tok-1' }),
      'GET /api/dekonstruktor/status/tok-1': () =>
        json(200, {
          percentage: 0,
          complete: false,
          sources: [{ source: 'eu_trademarks', state: 'queued', percentage: 0, count: 0, reason: null }],
        }),
    });
    const field = await nameField();
    fireEvent.change(field, { target: { value: 'Zentro' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'Lumio' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'EU' }));
    expect((screen.getByRole('checkbox', { name: 'Trademark Search' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(submitButton());
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/dekonstruktor')).toBe(true));
    const body = calls.find((call) => call.key === 'POST /api/dekonstruktor')?.body;
    // Text still in the field counts as a pill.
    expect(body).toMatchObject({
      keyword: 'Zentro, Lumio',
      job_type: 'euipo_search',
      search_type: 'dekonstruktor',
    });
    expect(await screen.findByRole('progressbar', { name: 'EU Trademarks progress' })).toBeTruthy();
    expect(FakeEventSource.instances[0]?.url).toBe('/api/dekonstruktor/events/tok-1');
  });

  it('goes to /no-credits when the server says the credits are too few', async () => {
    const { router } = start({
      'POST /api/dekonstruktor': () =>
        json(402, { statusCode: 402, code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits' }),
    });
    const field = await nameField();
    fireEvent.change(field, { target: { value: 'Zentro' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Domain Search' }));
    fireEvent.click(submitButton());
    expect(await screen.findByText('No credits page', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-credits');
  });

  it('goes to the top-up page when the member has no credits at all', async () => {
    const { router } = start({ 'POST /api/getCredits': () => json(200, { credits: 0 }) });
    expect(await screen.findByText('Top-up page', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account/manage-plan/top-up');
  });
});

describe('referral tick-box', { timeout: 30_000 }, () => {
  it('is disabled once the member has been referred', async () => {
    start({ 'GET /api/dekonstruktor/contact': () => json(200, { referred: true }) });
    await nameField();
    const box = await screen.findByRole('checkbox', {
      name: 'Would you like to be contacted by our IP partners?',
    });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(true));
  });

  it('is sent once, only when ticked', async () => {
    let referrals = 0;
    const { calls } = start({
      'POST /api/dekonstruktor/contact': () => {
        referrals += 1;
        return json(200, { referred: true });
      },
      'POST /api/dekonstruktor': () => json(200, { search_token: 'tok-2' }),
      'GET /api/dekonstruktor/status/tok-2': () => json(200, { percentage: 0, complete: false, sources: [] }),
    });
    const field = await nameField();
    fireEvent.change(field, { target: { value: 'Zentro' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Web Search' }));
    const box = screen.getByRole('checkbox', { name: 'Would you like to be contacted by our IP partners?' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(box);
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'POST /api/dekonstruktor')).toHaveLength(1),
    );
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'POST /api/dekonstruktor')).toHaveLength(2),
    );
    expect(referrals).toBe(1);
  });
});

describe('class finder', { timeout: 30_000 }, () => {
  const classes: Handler = () =>
    json(200, {
      result: [
        { class: 9, description: 'Computer software', score: 1 },
        { class: 42, description: 'Software design', score: 0.8 },
      ],
    });

  it("lists 'Class N: description', adds a pick once, clears the search and removes it again", async () => {
    const { calls } = start({ 'GET /api/dekonstruktor/trademarkcategory/search/*': classes });
    await nameField();
    const finder = screen.getByLabelText(
      'Select a Trade Mark Class by entering your product or service here',
    );
    expect((finder as HTMLInputElement).placeholder).toBe('Start typing...');
    fireEvent.focus(finder);
    fireEvent.change(finder, { target: { value: 'software' } });
    const option = await screen.findByRole(
      'option',
      { name: 'Class 9: Computer software' },
      { timeout: 3000 },
    );
    expect(calls.find((call) => call.key.includes('/trademarkcategory/search/'))?.url.pathname).toBe(
      '/api/dekonstruktor/trademarkcategory/search/software',
    );
    fireEvent.click(option);
    expect((finder as HTMLInputElement).value).toBe('');
    const chosen = screen.getByRole('list', { name: 'Selected trademark classes' });
    expect(within(chosen).getByText('Class 9: Computer software')).toBeTruthy();
    // Picked once: the class is no longer offered.
    fireEvent.change(finder, { target: { value: 'software' } });
    await screen.findByRole('option', { name: 'Class 42: Software design' }, { timeout: 3000 });
    expect(screen.queryByRole('option', { name: 'Class 9: Computer software' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Class 9' }));
    expect(screen.queryByRole('list', { name: 'Selected trademark classes' })).toBeNull();
  });

  it('takes the best match with Enter, without submitting the check', async () => {
    const { calls } = start({ 'GET /api/dekonstruktor/trademarkcategory/search/*': classes });
    await nameField();
    const finder = screen.getByLabelText(
      'Select a Trade Mark Class by entering your product or service here',
    );
    fireEvent.focus(finder);
    fireEvent.change(finder, { target: { value: 'software' } });
    await screen.findByRole('option', { name: 'Class 9: Computer software' }, { timeout: 3000 });
    fireEvent.keyDown(finder, { key: 'Enter', code: 'Enter' });
    const chosen = await screen.findByRole('list', { name: 'Selected trademark classes' });
    expect(within(chosen).getByText('Class 9: Computer software')).toBeTruthy();
    expect(screen.queryByText('Brand Name is required')).toBeNull();
    expect(calls.some((call) => call.key === 'POST /api/dekonstruktor')).toBe(false);
  });

  it('never searches an empty term, and hides the list 250 ms after blur', async () => {
    const { calls } = start({ 'GET /api/dekonstruktor/trademarkcategory/search/*': classes });
    await nameField();
    const finder = screen.getByLabelText(
      'Select a Trade Mark Class by entering your product or service here',
    );
    fireEvent.focus(finder);
    fireEvent.change(finder, { target: { value: '   ' } });
    fireEvent.change(finder, { target: { value: 'software' } });
    await screen.findByRole('option', { name: 'Class 9: Computer software' }, { timeout: 3000 });
    expect(calls.filter((call) => call.key.includes('/trademarkcategory/search/'))).toHaveLength(1);
    vi.useFakeTimers();
    fireEvent.blur(finder);
    act(() => vi.advanceTimersByTime(CLASS_DROPDOWN_HIDE_MS - 10));
    expect(screen.queryByRole('option', { name: 'Class 9: Computer software' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(20));
    vi.useRealTimers();
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Class 9: Computer software' })).toBeNull(),
    );
  });
});

describe('My Brand Centre', { timeout: 30_000 }, () => {
  const project = { id: 'p1', name: 'Solar Tea', description: 'Tea' };
  const withProject = (brands: Array<{ id: string; name: string }>): Record<string, Handler> => ({
    'GET /api/project': () => json(200, [project]),
    'GET /api/project/p1': () => json(200, { ...project, classes: [], words: [], brands }),
  });

  it('a Brand Bank pill clicked there becomes a brand name pill here', async () => {
    window.localStorage.setItem(storageKeys.currentProjectId, 'p1');
    start(withProject([{ id: 'b1', name: 'Zentro' }]));
    await nameField();
    const bank = await screen.findByRole('list', { name: 'Brand Bank' }, { timeout: 5000 });
    fireEvent.click(within(bank).getByText('Zentro'));
    expect(pillTexts()).toEqual(['Zentro']);
    // Now in the input, the bank pill is marked as used.
    expect(within(bank).getByLabelText('Zentro (in the search words)')).toBeTruthy();
  });

  it('adds the checked names to the Brand Bank, skipping one already there in any case', async () => {
    window.localStorage.setItem(storageKeys.currentProjectId, 'p1');
    const added: unknown[] = [];
    start({
      ...withProject([{ id: 'b1', name: 'ZENTRO' }]),
      'POST /api/project/p1/brand': (body) => {
        added.push(body);
        return json(201, { id: 'b2', name: 'Lumio' });
      },
      'POST /api/dekonstruktor': () => json(200, { search_token: 'tok-3' }),
      'GET /api/dekonstruktor/status/tok-3': () => json(200, { percentage: 0, complete: false, sources: [] }),
    });
    const field = await nameField();
    await screen.findByRole('list', { name: 'Brand Bank' }, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'zentro' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'Lumio' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Web Search' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(added).toEqual([{ name: 'Lumio' }]));
  });
});
