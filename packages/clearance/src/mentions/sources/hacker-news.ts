import { z } from 'zod';
import { endpoint, readAnswer, refused, type MentionAdapter } from '../mention-adapter.ts';
import { plainText } from '../plain-text.ts';
import type { MentionPost } from '../types.ts';

export const HACKER_NEWS_BASE_URL = 'https://hn.algolia.com';

const text = z.string().nullish();
const algoliaAnswer = z.object({
  hits: z.array(
    z.object({
      objectID: z.string(),
      created_at: text,
      title: text,
      story_text: text,
      comment_text: text,
    }),
  ),
});

export interface HackerNewsConfig {
  baseUrl?: string;
}

/** Stories and comments from Hacker News's public Algolia search (no key; HTML in story and comment text). */
export function hackerNewsAdapter(config: HackerNewsConfig = {}): MentionAdapter {
  const baseUrl = config.baseUrl ?? HACKER_NEWS_BASE_URL;
  return {
    source: 'hackernews',
    missingConfiguration: () => undefined,
    async search(name, { http, limit }) {
      const url = endpoint(baseUrl, '/api/v1/search', {
        query: name,
        tags: '(story,comment)',
        hitsPerPage: String(limit),
      });
      const response = await http(url);
      if (response.status !== 200) throw refused('hackernews', response.status, response.body);
      const answer = readAnswer('hackernews', algoliaAnswer, response.body);
      return answer.hits.flatMap((hit): MentionPost[] => {
        // Titles are plain text; story and comment text are HTML.
        const words = [
          hit.title?.replace(/\s+/g, ' ').trim(),
          plainText(`${hit.story_text ?? ''} ${hit.comment_text ?? ''}`),
        ]
          .filter(Boolean)
          .join(' ');
        if (!words) return [];
        return [
          {
            network: 'hackernews',
            text: words,
            url: `https://news.ycombinator.com/item?id=${encodeURIComponent(hit.objectID)}`,
            post_id: hit.objectID,
            // Algolia does not say; Hacker News is an English-language site.
            language: null,
            created_at: hit.created_at ?? null,
          },
        ];
      });
    },
  };
}
