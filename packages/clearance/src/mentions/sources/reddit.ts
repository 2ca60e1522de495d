import { z } from 'zod';
import { MentionSourceError } from '../mention-http.ts';
import {
  endpoint,
  errorText,
  fromEpochSeconds,
  readAnswer,
  refused,
  type MentionAdapter,
  type MentionAdapterContext,
} from '../mention-adapter.ts';
import type { MentionPost } from '../types.ts';

export const REDDIT_AUTH_BASE_URL = 'https://www.reddit.com';
export const REDDIT_API_BASE_URL = 'https://oauth.reddit.com';
const REDDIT_MAX_LIMIT = 100;
/** A token is renewed this long before Reddit says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });
const listingAnswer = z.object({
  kind: z.literal('Listing'),
  data: z.object({
    children: z.array(
      z.object({
        kind: z.string(),
        data: z.object({
          name: z.string(),
          title: z.string().optional(),
          selftext: z.string().optional(),
          body: z.string().optional(),
          permalink: z.string(),
          created_utc: z.number().optional(),
        }),
      }),
    ),
  }),
});

export interface RedditConfig {
  /** Where tokens are asked for (`/api/v1/access_token`). */
  authBaseUrl?: string;
  /** Where the OAuth API answers (`/search`). */
  baseUrl?: string;
  clientId?: string;
  clientSecret?: string;
}

/**
 * Posts from Reddit's search through the OAuth API with an app's client credentials (Reddit refuses
 * unauthenticated API use at any volume). The token is reused until shortly before it expires.
 */
export function redditAdapter(config: RedditConfig = {}): MentionAdapter {
  const authBaseUrl = config.authBaseUrl ?? REDDIT_AUTH_BASE_URL;
  const baseUrl = config.baseUrl ?? REDDIT_API_BASE_URL;
  let token: { value: Promise<string>; until: number } | undefined;

  async function askToken({ http }: MentionAdapterContext): Promise<{ value: string; ttlMs: number }> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await http(endpoint(authBaseUrl, '/api/v1/access_token'), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    if (response.status === 401 || response.status === 403) {
      const detail = errorText(response.body);
      throw new MentionSourceError(
        'unknown',
        `Reddit refused the configured client id and secret${detail ? ` (${detail})` : ''}`,
      );
    }
    if (response.status !== 200) throw refused('reddit', response.status, response.body);
    const answer = readAnswer('reddit', tokenAnswer, response.body);
    return { value: answer.access_token, ttlMs: (answer.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS };
  }

  function tokenOf(context: MentionAdapterContext, fresh: boolean): Promise<string> {
    if (!fresh && token && token.until > context.now()) return token.value;
    const asked = askToken(context);
    const current = { value: asked.then((answer) => answer.value), until: context.now() + 60_000 };
    token = current;
    asked.then(
      (answer) => {
        if (token === current) current.until = context.now() + Math.max(0, answer.ttlMs);
      },
      () => {
        if (token === current) token = undefined;
      },
    );
    return current.value;
  }

  return {
    source: 'reddit',
    missingConfiguration: () =>
      config.clientId && config.clientSecret
        ? undefined
        : 'needs a Reddit app (client id and secret): Reddit answers searches only through its OAuth API',
    async search(name, context) {
      const url = endpoint(baseUrl, '/search', {
        q: name,
        limit: String(Math.min(context.limit, REDDIT_MAX_LIMIT)),
        sort: 'relevance',
        type: 'link',
        raw_json: '1',
      });
      let response = await context.http(url, {
        headers: { authorization: `Bearer ${await tokenOf(context, false)}` },
      });
      if (response.status === 401) {
        response = await context.http(url, {
          headers: { authorization: `Bearer ${await tokenOf(context, true)}` },
        });
        if (response.status === 401)
          throw new MentionSourceError('unknown', 'Reddit refused a new token for the search');
      }
      if (response.status !== 200) throw refused('reddit', response.status, response.body);
      const answer = readAnswer('reddit', listingAnswer, response.body);
      return answer.data.children.flatMap(({ data }): MentionPost[] => {
        const text = [data.title, data.selftext, data.body]
          .filter(Boolean)
          .join('\n')
          .replace(/\s+/g, ' ')
          .trim();
        if (!text) return [];
        return [
          {
            network: 'reddit',
            text,
            url: `https://www.reddit.com${data.permalink}`,
            post_id: data.name,
            // Reddit does not say a post's language.
            language: null,
            created_at: fromEpochSeconds(data.created_utc),
          },
        ];
      });
    },
  };
}
