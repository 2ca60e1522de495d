import { z } from 'zod';
import { MentionSourceError } from '../mention-http.ts';
import {
  endpoint,
  errorText,
  readAnswer,
  refused,
  type MentionAdapter,
  type MentionAdapterContext,
} from '../mention-adapter.ts';
import type { MentionPost } from '../types.ts';

export const BLUESKY_BASE_URL = 'https://bsky.social';
/** The most posts `app.bsky.feed.searchPosts` gives in one answer. */
const BLUESKY_MAX_LIMIT = 100;

const sessionAnswer = z.object({ accessJwt: z.string().min(1), did: z.string() });
const searchAnswer = z.object({
  posts: z.array(
    z.object({
      uri: z.string(),
      author: z.object({ did: z.string(), handle: z.string() }),
      record: z.object({
        text: z.string().optional(),
        createdAt: z.string().optional(),
        langs: z.array(z.string()).optional(),
      }),
      indexedAt: z.string().optional(),
    }),
  ),
});

export interface BlueskyConfig {
  /** The PDS that signs in and proxies the App View's search. */
  baseUrl?: string;
  /** The account's handle or e-mail. */
  identifier?: string;
  /** An app password (Settings → App passwords), never the account password. */
  appPassword?: string;
  /** How long one session is reused before signing in again. Default 30 min (Bluesky's access tokens live longer). */
  sessionTtlMs?: number;
}

/**
 * Posts from Bluesky's `app.bsky.feed.searchPosts`, which needs a signed-in session since 2025: one is
 * made with `com.atproto.server.createSession` and reused, since Bluesky limits sign-ins tightly.
 */
export function blueskyAdapter(config: BlueskyConfig = {}): MentionAdapter {
  const baseUrl = config.baseUrl ?? BLUESKY_BASE_URL;
  const sessionTtlMs = config.sessionTtlMs ?? 30 * 60_000;
  let session: { token: Promise<string>; until: number } | undefined;

  async function signIn({ http }: MentionAdapterContext): Promise<string> {
    const response = await http(endpoint(baseUrl, '/xrpc/com.atproto.server.createSession'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: config.identifier, password: config.appPassword }),
    });
    if (response.status === 401 || response.status === 400) {
      const detail = errorText(response.body);
      throw new MentionSourceError(
        'unknown',
        `Bluesky refused the configured identifier and app password${detail ? ` (${detail})` : ''}`,
      );
    }
    if (response.status !== 200) throw refused('bluesky', response.status, response.body);
    return readAnswer('bluesky', sessionAnswer, response.body).accessJwt;
  }

  /** One sign-in shared by simultaneous searches; a failed one is forgotten so the next search tries again. */
  function tokenOf(context: MentionAdapterContext, fresh: boolean): Promise<string> {
    if (!fresh && session && session.until > context.now()) return session.token;
    const token = signIn(context);
    const current = { token, until: context.now() + sessionTtlMs };
    session = current;
    token.catch(() => {
      if (session === current) session = undefined;
    });
    return token;
  }

  return {
    source: 'bluesky',
    missingConfiguration: () =>
      config.identifier && config.appPassword
        ? undefined
        : 'needs a Bluesky app password: Bluesky searches posts only for signed-in accounts',
    async search(name, context) {
      const url = endpoint(baseUrl, '/xrpc/app.bsky.feed.searchPosts', {
        q: name,
        limit: String(Math.min(context.limit, BLUESKY_MAX_LIMIT)),
      });
      let response = await context.http(url, {
        headers: { authorization: `Bearer ${await tokenOf(context, false)}` },
      });
      // An expired or revoked session: sign in once more, then give up.
      if (
        response.status === 401 ||
        (response.status === 400 && /expired|invalidtoken/i.test(errorText(response.body) ?? ''))
      ) {
        response = await context.http(url, {
          headers: { authorization: `Bearer ${await tokenOf(context, true)}` },
        });
        if (response.status === 401)
          throw new MentionSourceError('unknown', 'Bluesky refused a new session for the search');
      }
      if (response.status !== 200) throw refused('bluesky', response.status, response.body);
      const answer = readAnswer('bluesky', searchAnswer, response.body);
      return answer.posts.flatMap((post): MentionPost[] => {
        const text = post.record.text?.replace(/\s+/g, ' ').trim();
        const rkey = post.uri.split('/').pop();
        if (!text || !rkey) return [];
        return [
          {
            network: 'bluesky',
            text,
            url: `https://bsky.app/profile/${post.author.handle}/post/${rkey}`,
            post_id: post.uri,
            language: post.record.langs?.[0] ?? null,
            created_at: post.record.createdAt ?? post.indexedAt ?? null,
          },
        ];
      });
    },
  };
}
