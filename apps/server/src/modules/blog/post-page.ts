import { createHash } from 'node:crypto';
import type { BlogPost } from '@brandwright/contracts';

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1f2933}img{max-width:100%;height:auto}a{color:#3b5bdb}';

/** The Content-Security-Policy source that allows the page's one inline style and no other. */
export const POST_PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A plain, self-contained page for one post: the 'View more' target of the home page's Tips & Tricks.
 * No script; its style is allowed by hash (POST_PAGE_STYLE_SOURCE), the post's HTML is sanitised.
 */
export function renderPostPage(post: BlogPost): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(post.title)} · Brandwright</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<p><a href="/">Brandwright</a></p>
<img src="${escapeHtml(post.banner.path)}" alt="" width="800" height="300">
<h1>${escapeHtml(post.title)}</h1>
<p><time datetime="${post.published_at}">${post.published_at}</time></p>
${post.content}
</body>
</html>
`;
}
