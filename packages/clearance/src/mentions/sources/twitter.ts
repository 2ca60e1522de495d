import { z } from 'zod';
import { MentionSourceError } from '../mention-http.ts';
import { endpoint, errorText, readAnswer, refused, type MentionAdapter } from '../mention-adapter.ts';
import { plainText } from '../plain-text.ts';
import type { MentionPost } from '../types.ts';

export const TWITTER_BASE_URL = 'https://api.x.com';
/** `tweets/search/recent` takes `max_results` from 10 to 100. */
const X_MIN_RESULTS = 10;
const X_MAX_RESULTS = 100;

const recentAnswer = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        lang: z.string().optional(),
        created_at: z.string().optional(),
      }),
    )
    .optional(),
  meta: z.object({ result_count: z.number() }).optional(),
});

export interface TwitterConfig {
  baseUrl?: string;
  /** An X API bearer token with access to recent search (a paid tier). */
  bearerToken?: string;
}

/** Posts of the last seven days from X's API v2 recent search (text with &, < and > escaped), with a bearer token only. */
export function twitterAdapter(config: TwitterConfig = {}): MentionAdapter {
  const baseUrl = config.baseUrl ?? TWITTER_BASE_URL;
  return {
    source: 'twitter',
    missingConfiguration: () =>
      config.bearerToken
        ? undefined
        : 'no X API token is configured (X searches posts only through its paid API)',
    async search(name, { http, limit }) {
      const url = endpoint(baseUrl, '/2/tweets/search/recent', {
        query: name,
        max_results: String(Math.min(X_MAX_RESULTS, Math.max(X_MIN_RESULTS, limit))),
        'tweet.fields': 'created_at,lang',
      });
      const response = await http(url, { headers: { authorization: `Bearer ${config.bearerToken}` } });
      if (response.status === 401 || response.status === 403) {
        const detail = errorText(response.body);
        throw new MentionSourceError(
          'unknown',
          `X refused the configured API token${detail ? ` (${detail})` : ''}`,
        );
      }
      if (response.status !== 200) throw refused('twitter', response.status, response.body);
      const answer = readAnswer('twitter', recentAnswer, response.body);
      return (answer.data ?? []).map((post): MentionPost => ({
        network: 'twitter',
        // X escapes &, < and > in post text as HTML entities.
        text: plainText(post.text),
        url: `https://x.com/i/web/status/${post.id}`,
        post_id: post.id,
        // X says 'und' when it cannot tell.
        language: post.lang && post.lang !== 'und' ? post.lang : null,
        created_at: post.created_at ?? null,
      }));
    },
  };
}
