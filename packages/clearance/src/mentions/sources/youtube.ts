import { z } from 'zod';
import { MentionSourceError } from '../mention-http.ts';
import { endpoint, errorText, readAnswer, refused, type MentionAdapter } from '../mention-adapter.ts';
import { plainText } from '../plain-text.ts';
import type { MentionPost } from '../types.ts';

export const YOUTUBE_BASE_URL = 'https://www.googleapis.com';
const YOUTUBE_MAX_RESULTS = 50;

const searchAnswer = z.object({
  items: z.array(
    z.object({
      id: z.object({ videoId: z.string().optional() }),
      snippet: z
        .object({
          title: z.string().optional(),
          description: z.string().optional(),
          publishedAt: z.string().optional(),
          defaultAudioLanguage: z.string().optional(),
          defaultLanguage: z.string().optional(),
        })
        .optional(),
    }),
  ),
});

export interface YouTubeConfig {
  baseUrl?: string;
  /** A YouTube Data API key; sent in a header, never in the address. */
  apiKey?: string;
}

/** Videos from the YouTube Data API's `search.list` (titles come HTML-escaped), with an API key only. */
export function youtubeAdapter(config: YouTubeConfig = {}): MentionAdapter {
  const baseUrl = config.baseUrl ?? YOUTUBE_BASE_URL;
  return {
    source: 'youtube',
    missingConfiguration: () => (config.apiKey ? undefined : 'no YouTube Data API key is configured'),
    async search(name, { http, limit }) {
      const url = endpoint(baseUrl, '/youtube/v3/search', {
        part: 'snippet',
        type: 'video',
        q: name,
        maxResults: String(Math.min(limit, YOUTUBE_MAX_RESULTS)),
      });
      const response = await http(url, { headers: { 'x-goog-api-key': config.apiKey ?? '' } });
      if (response.status === 400 || response.status === 401 || response.status === 403) {
        const detail = errorText(response.body);
        throw new MentionSourceError(
          'unknown',
          `YouTube refused the search with the configured API key (HTTP ${response.status}${detail ? `: ${detail}` : ''})`,
        );
      }
      if (response.status !== 200) throw refused('youtube', response.status, response.body);
      const answer = readAnswer('youtube', searchAnswer, response.body);
      return answer.items.flatMap((item): MentionPost[] => {
        const videoId = item.id.videoId;
        const text = plainText([item.snippet?.title, item.snippet?.description].filter(Boolean).join('\n'));
        if (!videoId || !text) return [];
        return [
          {
            network: 'youtube',
            text,
            url: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
            post_id: videoId,
            language: item.snippet?.defaultLanguage ?? item.snippet?.defaultAudioLanguage ?? null,
            created_at: item.snippet?.publishedAt ?? null,
          },
        ];
      });
    },
  };
}
