import { describe, expect, it } from 'vitest';
import { parsePost } from '../src/modules/blog/load-posts.ts';

const urls = { assetsPath: '/blog-assets', postUrl: (slug: string) => `/blog/${slug}` };

function post(
  body: string,
  frontMatter = 'id: 7\ntitle: T\nslug: a-post\nfeatured_text: F\nbanner: a.svg\ndate: 2026-01-02',
) {
  return `---\n${frontMatter}\n---\n${body}`;
}

describe('blog post parsing', () => {
  it('maps front matter to the API shape and renders Markdown', () => {
    const parsed = parsePost('a.md', post('Hello **world**.\n\n## Next'), urls);
    expect(parsed).toEqual({
      id: 7,
      title: 'T',
      featured_text: 'F',
      banner: { path: '/blog-assets/a.svg' },
      content: '<p>Hello <strong>world</strong>.</p>\n<h2>Next</h2>\n',
      slug: 'a-post',
      url: '/blog/a-post',
      published_at: '2026-01-02',
    });
  });

  it('sanitises scripts, event handlers and javascript: links', () => {
    const parsed = parsePost(
      'a.md',
      post(
        '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [ok](https://example.com)',
      ),
      urls,
    );
    expect(parsed.content).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(parsed.content).toContain('<a href="https://example.com">ok</a>');
  });

  it('fails loudly on missing or bad front matter', () => {
    expect(() => parsePost('a.md', 'no front matter', urls)).toThrow(/a.md: missing front matter/);
    expect(() => parsePost('b.md', post('x', 'id: 1\ntitle: T'), urls)).toThrow(/b.md: bad front matter/);
  });
});
