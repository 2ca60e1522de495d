import { z } from 'zod';
import { MentionSourceError } from '../mention-http.ts';
import { endpoint, errorText, readAnswer, refused, type MentionAdapter } from '../mention-adapter.ts';
import { plainText } from '../plain-text.ts';
import type { MentionPost } from '../types.ts';

export const MASTODON_BASE_URL = 'https://mastodon.social';
/** The most statuses `/api/v2/search` gives in one answer. */
const MASTODON_MAX_LIMIT = 40;

const searchAnswer = z.object({
  statuses: z.array(
    z.object({
      id: z.string(),
      uri: z.string(),
      url: z.string().nullish(),
      created_at: z.string().nullish(),
      language: z.string().nullish(),
      content: z.string(),
      spoiler_text: z.string().nullish(),
    }),
  ),
});

export interface MastodonConfig {
  /** The instance searched (its search covers what that instance knows). */
  baseUrl?: string;
  /**
   * A user's access token on that instance (scope `read:search`). Mastodon searches post text only for a
   * signed-in account: anonymous requests, and app-only tokens that belong to no account, get an empty list.
   */
  accessToken?: string;
}

/** Statuses from one Mastodon instance's `/api/v2/search` (HTML content, language as the author set it). */
export function mastodonAdapter(config: MastodonConfig = {}): MentionAdapter {
  const baseUrl = config.baseUrl ?? MASTODON_BASE_URL;
  const host = new URL(baseUrl).host;
  const token = config.accessToken || undefined;
  return {
    source: 'mastodon',
    missingConfiguration: () => undefined,
    async search(name, { http, limit }) {
      const url = endpoint(baseUrl, '/api/v2/search', {
        q: name,
        type: 'statuses',
        limit: String(Math.min(limit, MASTODON_MAX_LIMIT)),
      });
      const response = await http(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      if (response.status === 401 || response.status === 403) {
        const detail = errorText(response.body);
        if (!token)
          throw new MentionSourceError(
            'not_checked',
            `Mastodon (${host}) searches posts only for signed-in accounts: it needs an access token${detail ? ` (${detail})` : ''}`,
          );
        throw new MentionSourceError(
          'unknown',
          `Mastodon (${host}) refused the configured access token${detail ? ` (${detail})` : ''}`,
        );
      }
      if (response.status !== 200) throw refused('mastodon', response.status, response.body);
      const answer = readAnswer('mastodon', searchAnswer, response.body);
      // Mastodon answers an anonymous post search with an empty list rather than an error: that is not 'no mentions'.
      if (!token && answer.statuses.length === 0)
        throw new MentionSourceError(
          'unknown',
          `Mastodon (${host}) returned no posts to an anonymous search; Mastodon searches posts only for signed-in accounts, so an access token is needed to know`,
        );
      return answer.statuses.flatMap((status): MentionPost[] => {
        // The content warning is plain text; the content is HTML.
        const words = [status.spoiler_text?.replace(/\s+/g, ' ').trim(), plainText(status.content)]
          .filter(Boolean)
          .join(' ');
        if (!words) return [];
        return [
          {
            network: 'mastodon',
            text: words,
            url: status.url ?? status.uri,
            post_id: status.id,
            language: status.language ?? null,
            created_at: status.created_at ?? null,
          },
        ];
      });
    },
  };
}
