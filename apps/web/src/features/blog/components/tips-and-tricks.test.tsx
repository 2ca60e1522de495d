import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, renderRoutes } from '../../../testing/render.tsx';
import { TipsAndTricks } from './tips-and-tricks.tsx';

const post = {
  id: 1,
  title: 'Naming in five steps',
  featured_text: 'A short guide.',
  banner: { path: '/blog-assets/a.svg' },
  content:
    '<p>Full <strong>story</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  slug: 'naming',
  url: 'https://blog.example/naming',
};

afterEach(() => vi.unstubAllGlobals());

describe('TipsAndTricks', () => {
  it('lists posts and opens the full text, without scripts, in a modal', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/latest-blogs': { status: 200, body: { result: [post] } } }));
    renderRoutes([{ path: '/', element: <TipsAndTricks /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Naming in five steps' }));
    expect(await screen.findByText('story')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(document.querySelector('.bw-blog-content script')).toBeNull();
    const viewMore = screen
      .getAllByRole('link', { name: 'View more' })
      .map((link) => link.getAttribute('href'));
    expect(viewMore).toContain('https://blog.example/naming');
  });

  it('stays hidden when there are no posts or the blog fails', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/latest-blogs': { status: 200, body: [] } }));
    const empty = renderRoutes([{ path: '/', element: <TipsAndTricks /> }], '/');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByText('Tips & Tricks')).toBeNull();
    empty.unmount();

    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/latest-blogs': {
          status: 500,
          body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
        },
      }),
    );
    renderRoutes([{ path: '/', element: <TipsAndTricks /> }], '/');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByText('Tips & Tricks')).toBeNull();
  });
});
