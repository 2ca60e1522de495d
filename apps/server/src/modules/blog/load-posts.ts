import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { BlogPost } from '@brandwright/contracts';

const frontMatterSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  featured_text: z.string().min(1),
  banner: z.string().regex(/^[a-z0-9-]+\.svg$/),
  // YAML reads an unquoted date as a Date.
  date: z
    .union([z.date(), z.string()])
    .transform((value) => (value instanceof Date ? value : new Date(value))),
});

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** Our own posts, but rendered HTML is still sanitised: the web app injects it into the page. */
function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'a',
      'blockquote',
      'code',
      'pre',
      'hr',
      'br',
    ],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['https', 'mailto'],
  });
}

export function parsePost(
  fileName: string,
  source: string,
  urls: { assetsPath: string; postUrl: (slug: string) => string },
): BlogPost {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${fileName}: missing front matter`);
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) throw new Error(`${fileName}: bad front matter: ${parsed.error.message}`);
  const meta = parsed.data;
  return {
    id: meta.id,
    title: meta.title,
    featured_text: meta.featured_text,
    banner: { path: `${urls.assetsPath}/${meta.banner}` },
    content: renderMarkdown(match[2] ?? ''),
    slug: meta.slug,
    url: urls.postUrl(meta.slug),
    published_at: meta.date.toISOString().slice(0, 10),
  };
}

/** Reads every `*.md` post of `blogDir`, newest first. Bad posts fail loudly at boot, not per request. */
export async function loadPosts(
  blogDir: string,
  urls: { assetsPath: string; postUrl: (slug: string) => string },
): Promise<BlogPost[]> {
  let names: string[];
  try {
    names = (await readdir(blogDir)).filter((name) => name.endsWith('.md')).sort();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  const posts = await Promise.all(
    names.map(async (name) => parsePost(name, await readFile(path.join(blogDir, name), 'utf8'), urls)),
  );
  return posts.sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id);
}
