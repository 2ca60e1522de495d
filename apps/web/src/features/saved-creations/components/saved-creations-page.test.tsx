import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { storageKeys } from '../../../lib/storage.ts';
import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { SavedCreationsPage } from './saved-creations-page.tsx';

const routes = [
  { path: '/my-saved-creations', element: <SavedCreationsPage /> },
  { path: '/brand-creator/:savekonstrukt?', element: <p>Creator screen</p> },
];

const creation = {
  id: 's1',
  created_at: '2026-03-04T10:00:00.000Z',
  konstruktor_name: 'Solar Tea',
  words: 'solar,bright',
  word_list: ['solar', 'bright'],
  project_id: 'p1',
};

afterEach(() => vi.unstubAllGlobals());

describe('SavedCreationsPage', () => {
  it('shows a loader, then each creation with its date, project name and words', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/wordbank/getSaveKonstruct': { status: 200, body: { data: [creation] } } }),
    );
    renderRoutes(routes, '/my-saved-creations');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const table = await screen.findByRole('table', { name: 'Your saved creations' });
    expect(within(table).getByRole('columnheader', { name: 'Project Name' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Word Bank' })).toBeTruthy();
    expect(within(table).getByText('4 Mar 2026')).toBeTruthy();
    expect(within(table).getByText('Solar Tea')).toBeTruthy();
    expect(within(table).getByText('bright')).toBeTruthy();
  });

  it('View opens the creation in the Brand Creator at /brand-creator/savedkonstrukt', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/wordbank/getSaveKonstruct': { status: 200, body: { data: [creation] } } }),
    );
    const { router } = renderRoutes(routes, '/my-saved-creations');
    fireEvent.click(await screen.findByRole('button', { name: 'View Solar Tea' }));
    expect(await screen.findByText('Creator screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/brand-creator/savedkonstrukt');
    const handed = JSON.parse(window.sessionStorage.getItem(storageKeys.savedCreation) ?? '{}') as unknown;
    expect(handed).toMatchObject({
      konstruktorName: 'Solar Tea',
      words: ['solar', 'bright'],
      projectId: 'p1',
    });
  });

  it('says so when nothing is saved yet', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/wordbank/getSaveKonstruct': { status: 200, body: { data: [] } } }),
    );
    renderRoutes(routes, '/my-saved-creations');
    expect(await screen.findByText('You have not saved a creation yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Brand Creator' }).getAttribute('href')).toBe(
      '/brand-creator',
    );
  });
});
