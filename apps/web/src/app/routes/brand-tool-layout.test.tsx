import {
  CREATE_GROUP_TITLES,
  CREATE_METHOD_LABELS,
  CREATE_RESULT_PATHS,
  createMessages,
  type CreateMethod,
  type ProjectDetail,
} from '@brandwright/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BrandCreatorPage } from '../../features/create/components/brand-creator-page.tsx';
import { storageKeys } from '../../lib/storage.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { BrandToolLayout } from './brand-tool-layout.tsx';

/** A fetch stand-in whose answers are functions, so a test can hold one back and record the calls. */
type Handler = (body: unknown) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function scriptedFetch(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    if (!handler) return json(404, { statusCode: 404, code: 'NOT_FOUND', message: `No fake for ${key}` });
    return handler(body);
  };
  return { fetch, calls };
}

function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const project = { id: 'p1', name: 'Solar Tea', description: 'Tea for bright mornings' };

function detail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return { ...project, classes: [], words: [], brands: [], ...overrides };
}

function group(method: CreateMethod, words: string[]) {
  return {
    method,
    title: CREATE_GROUP_TITLES[method],
    words,
    candidates: words.map((name) => ({ name, why: 'test', score: 1 })),
    empty_message: null,
    search_token: 'tok-1',
  };
}

const routes = [
  {
    element: <BrandToolLayout />,
    children: [{ path: '/brand-creator/:savekonstrukt?', element: <BrandCreatorPage /> }],
  },
  { path: '/my-account/manage-plan/top-up', element: <p>Top-up page</p> },
];

const baseHandlers: Record<string, Handler> = {
  'GET /api/project': () => json(200, []),
  'POST /api/getactiveplan': () => json(200, { activePlan: 'Light' }),
  'POST /api/konstruktor/candidates': () => json(200, { data: [] }),
};

afterEach(() => vi.unstubAllGlobals());

function typeWord(word: string) {
  const field = screen.getByLabelText('Search words');
  fireEvent.change(field, { target: { value: word } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

function fillProject() {
  fireEvent.change(screen.getByLabelText('Project name'), { target: { value: 'Solar Tea' } });
  fireEvent.change(screen.getByLabelText('Project description'), {
    target: { value: 'Tea for bright mornings' },
  });
}

function tick(label: string) {
  fireEvent.click(screen.getByRole('checkbox', { name: label }));
}

function errorTexts() {
  return [
    createMessages.projectNameRequired,
    createMessages.projectDescriptionRequired,
    createMessages.searchWordRequired,
    createMessages.searchTermRequired,
  ].filter((message) => screen.queryByText(message) !== null);
}

describe('Brand Creator', () => {
  it('checks the four rules in order, one message at a time, each clearing as the spec says', async () => {
    const { fetch, calls } = scriptedFetch(baseHandlers);
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/brand-creator');
    const search = await screen.findByRole('button', { name: 'Search' });

    fireEvent.click(search);
    expect(errorTexts()).toEqual([createMessages.projectNameRequired]);
    fireEvent.change(screen.getByLabelText('Project name'), { target: { value: '  ' } });
    expect(errorTexts()).toEqual([createMessages.projectNameRequired]);
    fireEvent.change(screen.getByLabelText('Project name'), { target: { value: 'Solar Tea' } });
    expect(errorTexts()).toEqual([]);

    fireEvent.click(search);
    expect(errorTexts()).toEqual([createMessages.projectDescriptionRequired]);
    fireEvent.change(screen.getByLabelText('Project description'), { target: { value: 'Tea' } });
    expect(errorTexts()).toEqual([]);

    fireEvent.click(search);
    expect(errorTexts()).toEqual([createMessages.searchWordRequired]);
    typeWord('solar');
    expect(errorTexts()).toEqual([]);

    fireEvent.click(search);
    expect(errorTexts()).toEqual([createMessages.searchTermRequired]);
    tick(CREATE_METHOD_LABELS.autogen);
    expect(errorTexts()).toEqual([]);
    expect(calls.some((call) => call.key === 'POST /api/konstruktor')).toBe(false);
  });

  it('makes trimmed pills on Enter and on blur, blue when typed, and ignores blank text', async () => {
    vi.stubGlobal('fetch', scriptedFetch(baseHandlers).fetch);
    renderRoutes(routes, '/brand-creator');
    const field = await screen.findByLabelText('Search words');
    typeWord('  bright  ');
    fireEvent.change(field, { target: { value: ' glow ' } });
    fireEvent.blur(field);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.blur(field);
    fireEvent.keyDown(field, { key: 'Enter' });

    const pills = [...document.querySelectorAll('.bw-search-pill')];
    expect(pills.map((node) => node.textContent)).toEqual(['bright', 'glow']);
    for (const node of pills) expect(node.getAttribute('data-colour')).toBe('blue');
    expect((field as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Remove glow' }));
    expect(screen.queryByText('glow')).toBeNull();
  });

  it('says when the project list could not be read instead of showing an empty list', async () => {
    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'GET /api/project': () =>
          json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong.' }),
      }).fetch,
    );
    renderRoutes(routes, '/brand-creator');
    expect(await screen.findByText('We could not load your projects')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
  });

  it('enables Word Combi only for more than one word', async () => {
    vi.stubGlobal('fetch', scriptedFetch(baseHandlers).fetch);
    renderRoutes(routes, '/brand-creator');
    const wordCombi = await screen.findByRole('checkbox', { name: CREATE_METHOD_LABELS.word_combi });
    expect((wordCombi as HTMLInputElement).disabled).toBe(true);
    typeWord('solar');
    expect((wordCombi as HTMLInputElement).disabled).toBe(true);
    typeWord('bright');
    expect((wordCombi as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove bright' }));
    expect((wordCombi as HTMLInputElement).disabled).toBe(true);
    // One pill of two space-separated words counts as two words.
    typeWord('sun tea');
    expect((wordCombi as HTMLInputElement).disabled).toBe(false);
  });

  it('shows each group as its call answers, with a loader on the others, and pages at 24', async () => {
    const autogen = deferred();
    const rhyme = deferred();
    const names = Array.from({ length: 30 }, (_, index) => `Name${index + 1}`);
    const { fetch, calls } = scriptedFetch({
      ...baseHandlers,
      'POST /api/konstruktor': () =>
        json(200, {
          search_token: 'tok-1',
          project,
          keyword: 'solar',
          language: 'ES',
          job_type: ['autogen', 'rhyme'],
        }),
      [`POST /api/konstruktor/${CREATE_RESULT_PATHS.autogen}`]: () => autogen.promise,
      [`POST /api/konstruktor/${CREATE_RESULT_PATHS.rhyme}`]: () => rhyme.promise,
      'GET /api/project/p1': () => json(200, detail()),
      'POST /api/project/p1/word': (body) => json(201, { id: 'w1', name: (body as { name: string }).name }),
    });
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/brand-creator');
    await screen.findByLabelText('Project name');
    fillProject();
    typeWord('solar');
    tick(CREATE_METHOD_LABELS.autogen);
    tick(CREATE_METHOD_LABELS.rhyme);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Random Results')).toBeTruthy();
    expect(screen.getByText('Sounds Like Results')).toBeTruthy();
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Searching' })).toBeTruthy();

    await act(async () => autogen.resolve(json(200, group('autogen', names))));
    expect(await screen.findByText('30 names')).toBeTruthy();
    expect(screen.getAllByText('loading')).toHaveLength(1);

    await act(async () => rhyme.resolve(json(200, { ...group('rhyme', []), empty_message: null })));
    await waitFor(() => expect(screen.queryAllByText('loading')).toHaveLength(0));
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The search token is kept for a reload.
    expect(window.localStorage.getItem(storageKeys.createSearch)).toContain('tok-1');

    // Accordions start collapsed; opening one shows its first page of 24.
    const control = screen.getByRole('button', { name: /Random Results/ });
    expect(control.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(control);
    const firstPage = await screen.findByRole('list', { name: 'Random Results, page 1 of 2' });
    expect(within(firstPage).getAllByRole('listitem')).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const secondPage = await screen.findByRole('list', { name: 'Random Results, page 2 of 2' });
    expect(within(secondPage).getAllByRole('listitem')).toHaveLength(6);
    expect(within(secondPage).getByText('Name30')).toBeTruthy();

    // The details of the page on screen come in one call per page.
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'POST /api/konstruktor/candidates')).toHaveLength(2),
    );
    const pageTwo = calls.filter((call) => call.key === 'POST /api/konstruktor/candidates')[1];
    expect((pageTwo?.body as { names: string[] }).names).toEqual(names.slice(24));

    fireEvent.click(screen.getByRole('button', { name: /Sounds Like Results/ }));
    expect(
      await screen.findByText(
        'Try your search again – the rhyme tool will only work with a single word with a known meaning.',
      ),
    ).toBeTruthy();
    // The searched word went into the new project's Word Bank.
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/project/p1/word')?.body).toEqual({ name: 'solar' }),
    );
  });

  it('shows the timeout warning when a group fails, and clears it after a search completes', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'POST /api/konstruktor': () =>
          json(200, {
            search_token: 'tok-1',
            project,
            keyword: 'solar',
            language: 'ES',
            job_type: ['autogen'],
          }),
        [`POST /api/konstruktor/${CREATE_RESULT_PATHS.autogen}`]: () =>
          fail
            ? json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' })
            : json(200, group('autogen', ['Solix'])),
        'GET /api/project/p1': () => json(200, detail()),
        'POST /api/project/p1/word': () => json(201, { id: 'w1', name: 'solar' }),
      }).fetch,
    );
    renderRoutes(routes, '/brand-creator');
    await screen.findByLabelText('Project name');
    fillProject();
    typeWord('solar');
    tick(CREATE_METHOD_LABELS.autogen);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(createMessages.timeout)).toBeTruthy();

    fail = false;
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 name')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(createMessages.timeout)).toBeNull());
  });

  it('says a refusal in the server words, without the timeout warning', async () => {
    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'POST /api/konstruktor': () =>
          json(409, {
            statusCode: 409,
            code: 'LIMIT_REACHED',
            message: 'You can keep up to 100 projects. Delete one to start another.',
          }),
      }).fetch,
    );
    renderRoutes(routes, '/brand-creator');
    await screen.findByLabelText('Project name');
    fillProject();
    typeWord('solar');
    tick(CREATE_METHOD_LABELS.autogen);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('You can keep up to 100 projects. Delete one to start another.'),
    ).toBeTruthy();
    expect(screen.queryByText(createMessages.timeout)).toBeNull();
  });

  it.each([
    ['the plan check says none', { activePlan: 'No Active Plan' }, 200, false],
    ['the plan check fails', { statusCode: 500, code: 'INTERNAL_ERROR', message: 'down' }, 500, false],
    ['the server refuses with NO_ACTIVE_PLAN', { activePlan: 'Light' }, 200, true],
  ])('goes to the top-up page when %s', async (_case, planBody, planStatus, serverRefuses) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, calls } = scriptedFetch({
      ...baseHandlers,
      'POST /api/getactiveplan': () => json(planStatus, planBody),
      'POST /api/konstruktor': () =>
        serverRefuses
          ? json(403, { statusCode: 403, code: 'NO_ACTIVE_PLAN', message: 'No active plan' })
          : json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'should not be called' }),
    });
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRoutes(routes, '/brand-creator');
    await screen.findByLabelText('Project name');
    fillProject();
    typeWord('solar');
    tick(CREATE_METHOD_LABELS.autogen);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Top-up page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account/manage-plan/top-up');
    expect(calls.some((call) => call.key === 'POST /api/konstruktor')).toBe(serverRefuses);
  });

  it('fills the project name typed on the home page, and selects a known project of that name', async () => {
    window.sessionStorage.setItem(storageKeys.currentProjectName, 'Lumivex');
    vi.stubGlobal('fetch', scriptedFetch(baseHandlers).fetch);
    const first = renderRoutes(routes, '/brand-creator');
    await waitFor(() =>
      expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('Lumivex'),
    );
    expect(window.sessionStorage.getItem(storageKeys.currentProjectName)).toBeNull();
    first.unmount();

    window.sessionStorage.clear();
    window.sessionStorage.setItem(storageKeys.currentProjectName, 'solar tea');
    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'GET /api/project': () => json(200, [project]),
        'GET /api/project/p1': () => json(200, detail({ words: [{ id: 'w1', name: 'solar' }] })),
      }).fetch,
    );
    renderRoutes(routes, '/brand-creator');
    await waitFor(() =>
      expect((screen.getByLabelText('Project name') as HTMLInputElement).readOnly).toBe(true),
    );
    expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('Solar Tea');
    expect(await screen.findByText('Word Bank (1)')).toBeTruthy();
  });

  it('clearing the locked project empties the project, the pills and the results', async () => {
    window.localStorage.setItem(storageKeys.currentProjectId, 'p1');
    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'GET /api/project': () => json(200, [project]),
        'GET /api/project/p1': () => json(200, detail()),
      }).fetch,
    );
    renderRoutes(routes, '/brand-creator');
    await waitFor(() =>
      expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('Solar Tea'),
    );
    typeWord('solar');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the project' }));
    expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Project name') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove solar' })).toBeNull();
    expect(window.localStorage.getItem(storageKeys.currentProjectId)).toBeNull();
  });
});

describe('Brand Creator marks and links', () => {
  it('marks dictionary words, the trademark risk with its mark and the .com state of the page on screen', async () => {
    window.localStorage.setItem(storageKeys.currentProjectId, 'p1');
    window.localStorage.setItem(
      storageKeys.createSearch,
      JSON.stringify({ search_token: 'tok-1', project_id: 'p1', keyword: 'solar', job_type: ['autogen'] }),
    );
    let brands: Array<{ id: string; name: string }> = [];
    const { fetch, calls } = scriptedFetch({
      ...baseHandlers,
      'GET /api/project': () => json(200, [project]),
      'GET /api/project/p1': () => json(200, detail({ brands })),
      [`POST /api/konstruktor/${CREATE_RESULT_PATHS.autogen}`]: () =>
        json(200, group('autogen', ['Sun', 'Solix'])),
      'POST /api/konstruktor/candidates': () =>
        json(200, {
          data: [
            { name: 'Sun', is_word: true, trademark: 'unknown', conflict: null, com: 'taken' },
            {
              name: 'Solix',
              is_word: false,
              trademark: 'high',
              conflict: {
                mark: 'SOLIXA',
                office: 'EUIPO',
                number: '0123',
                classes: [30],
                reasons: [],
                demo: false,
              },
              register: 'real',
              com: 'not_checked',
            },
          ],
        }),
      'POST /api/project/p1/brand': (body) => {
        const brand = { id: 'b9', name: (body as { name: string }).name };
        brands = [brand];
        return json(201, brand);
      },
    });
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/brand-creator');
    // A reload shows the last search of the chosen project again, from its kept token.
    fireEvent.click(await screen.findByRole('button', { name: /Random Results/ }));
    expect(
      await screen.findByRole('img', {
        name: 'Solix: high trademark risk. Similar mark: SOLIXA, EUIPO 0123, classes 30',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sun: trademark risk unknown' })).toBeTruthy();
    expect(screen.getByText('.com taken')).toBeTruthy();
    expect(screen.getAllByText('.com', { exact: false })).toHaveLength(1);
    expect(screen.getByText('ionary word')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/konstruktor/candidates')?.body).toEqual({
      names: ['Sun', 'Solix'],
      project_id: 'p1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save Solix to Brand Bank' }));
    expect(await screen.findByText('Brand Bank (1)')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/project/p1/brand')?.body).toEqual({ name: 'Solix' });
    // Clicking a name adds it to the search words (green: neither typed nor a blue brand).
    fireEvent.click(screen.getByRole('button', { name: 'Sun' }));
    const pill = [...document.querySelectorAll('.bw-search-pill')].find((node) => node.textContent === 'Sun');
    expect(pill?.getAttribute('data-colour')).toBe('green');
  });

  it('links to the Check tool once the Word Bank holds 3 words, and always to Our Packages', async () => {
    window.localStorage.setItem(storageKeys.currentProjectId, 'p1');
    const two = [
      { id: 'w1', name: 'solar' },
      { id: 'w2', name: 'tea' },
    ];
    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'GET /api/project': () => json(200, [project]),
        'GET /api/project/p1': () => json(200, detail({ words: two })),
      }).fetch,
    );
    const first = renderRoutes(routes, '/brand-creator');
    expect(await screen.findByText('Word Bank (2)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Check Your Brand Name' })).toBeNull();
    first.unmount();

    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'GET /api/project': () => json(200, [project]),
        'GET /api/project/p1': () => json(200, detail({ words: [...two, { id: 'w3', name: 'leaf' }] })),
      }).fetch,
    );
    renderRoutes(routes, '/brand-creator');
    expect(await screen.findByText('Word Bank (3)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check Your Brand Name' }).getAttribute('href')).toBe(
      '/brand-checker',
    );
    expect(screen.getByRole('link', { name: 'See our packages' }).getAttribute('href')).toBe('/our-packages');
  });
});

describe('My Brand Centre', () => {
  it('removes a word at once and puts it back when the server refuses', async () => {
    window.localStorage.setItem(storageKeys.currentProjectId, 'p1');
    const refusal = deferred();
    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'GET /api/project': () => json(200, [project]),
        'GET /api/project/p1': () =>
          json(
            200,
            detail({
              words: [
                { id: 'w1', name: 'solar' },
                { id: 'w2', name: 'bright' },
              ],
              brands: [{ id: 'b1', name: 'Solix' }],
            }),
          ),
        'DELETE /api/project/p1/word/w1': () => refusal.promise,
      }).fetch,
    );
    renderRoutes(routes, '/brand-creator');
    expect(await screen.findByText('Word Bank (2)')).toBeTruthy();
    expect(screen.getByText('Brand Bank (1)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove solar from the Word Bank' }));
    expect(await screen.findByText('Word Bank (1)')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Word Bank' })).queryByText('solar')).toBeNull();

    await act(async () =>
      refusal.resolve(json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' })),
    );
    expect(await screen.findByText('Word Bank (2)')).toBeTruthy();
    const words = within(screen.getByRole('list', { name: 'Word Bank' })).getAllByRole('listitem');
    expect(words.map((item) => item.textContent)).toEqual(['solar', 'bright']);
  });

  it('clicking a bank pill adds it to the search words in its colour and marks it active', async () => {
    window.localStorage.setItem(storageKeys.currentProjectId, 'p1');
    vi.stubGlobal(
      'fetch',
      scriptedFetch({
        ...baseHandlers,
        'GET /api/project': () => json(200, [project]),
        'GET /api/project/p1': () =>
          json(200, detail({ words: [{ id: 'w1', name: 'solar' }], brands: [{ id: 'b1', name: 'Solix' }] })),
      }).fetch,
    );
    renderRoutes(routes, '/brand-creator');
    fireEvent.click(await screen.findByRole('button', { name: 'solar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Solix' }));
    const pills = screen.getByRole('group', { name: 'Search word pills' });
    expect(within(pills).getByText('solar').closest('.bw-search-pill')?.getAttribute('data-colour')).toBe(
      'green',
    );
    expect(within(pills).getByText('Solix').closest('.bw-search-pill')?.getAttribute('data-colour')).toBe(
      'blue',
    );
    const active = screen.getByRole('button', { name: 'solar (in the search words)' });
    expect(active.getAttribute('aria-disabled')).toBe('true');
  });

  it('asks before deleting a project and then empties the project', async () => {
    window.localStorage.setItem(storageKeys.currentProjectId, 'p1');
    const { fetch, calls } = scriptedFetch({
      ...baseHandlers,
      'GET /api/project': () => json(200, [project]),
      'GET /api/project/p1': () => json(200, detail({ words: [{ id: 'w1', name: 'solar' }] })),
      'DELETE /api/project/p1': () => json(200, { id: 'p1' }),
    });
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/brand-creator');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete project Solar Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to delete this project?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Project name') as HTMLInputElement).readOnly).toBe(false),
    );
    expect(calls.some((call) => call.key === 'DELETE /api/project/p1')).toBe(true);
    expect(screen.getByText('Word Bank (0)')).toBeTruthy();
  });

  it('hides and opens again', async () => {
    vi.stubGlobal('fetch', scriptedFetch(baseHandlers).fetch);
    renderRoutes(routes, '/brand-creator');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('heading', { name: 'My Brand Centre' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'My Brand Centre' }));
    expect(screen.getByRole('heading', { name: 'My Brand Centre' })).toBeTruthy();
  });
});
