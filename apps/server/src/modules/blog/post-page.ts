import type { BlogPost } from '@brandwright/contracts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain, self-contained page for one post: the 'View more' target of the home page's Tips & Tricks. */
export function renderPostPage(post: BlogPost): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(post.title)} · Brandwright</title>
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1f2933}img{max-width:100%;height:auto}a{color:#3b5bdb}</style>
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
