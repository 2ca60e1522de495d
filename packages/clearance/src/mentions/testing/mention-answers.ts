import { createHash } from 'node:crypto';
import type { MentionSourceId } from '../types.ts';

/** One post the fake serves: its text and, where the source says one, its language. */
export interface FakePostSeed {
  text: string;
  language?: string;
}

/** One answer of the fake. */
export interface FakeAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const json = (status: number, value: unknown, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: JSON.stringify(value),
  ...(headers ? { headers } : {}),
});
const retryHeaders = (retryAfter: string | null): Record<string, string> =>
  retryAfter === null ? {} : { 'retry-after': retryAfter };
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
/** A stable number from a string, well above any real Hacker News or X id so demo links never land on real posts. */
const numericId = (value: string, base: bigint) =>
  (base + BigInt(`0x${hashOf(value).slice(0, 10)}`)).toString();
const DEMO_TIME = Date.UTC(2026, 0, 15, 9, 30);
const isoAt = (index: number) => new Date(DEMO_TIME - index * 3_600_000).toISOString();

/**
 * The default posts for a query: clearly positive and negative ones in English, a neutral question, and
 * posts in French and German for the sources that say a post's language. Each ends '(demo post)'.
 */
export function defaultPosts(query: string, count: number): FakePostSeed[] {
  const cycle: FakePostSeed[] = [
    { text: `${query} is wonderful, I love it. Great work, thank you!`, language: 'en' },
    { text: `${query} is terrible and the support was awful. I hate it.`, language: 'en' },
    { text: `Has anyone tried ${query} for a side project?`, language: 'en' },
    { text: `${query} est génial, excellent travail, bravo !`, language: 'fr' },
    { text: `${query} ist schrecklich, ein furchtbarer Fehler.`, language: 'de' },
  ];
  return Array.from({ length: count }, (_, index) => {
    const seed = cycle[index % cycle.length] as FakePostSeed;
    const round = Math.floor(index / cycle.length);
    return { ...seed, text: `${seed.text}${round > 0 ? ` #${round + 1}` : ''} (demo post)` };
  });
}

/** How each source writes a search answer and its errors, in its own JSON format. */
export interface SourceAnswers {
  search(query: string, posts: readonly FakePostSeed[], origin: string): FakeAnswer;
  rateLimited(retryAfter: string | null): FakeAnswer;
  unauthorised(): FakeAnswer;
  changedShape(query: string): FakeAnswer;
}

const hackernews: SourceAnswers = {
  search: (query, posts) =>
    json(200, {
      hits: posts.map((post, index) => {
        const id = numericId(`${query}:${index}`, 9_000_000_000n);
        const isStory = index % 2 === 0;
        return {
          _tags: [isStory ? 'story' : 'comment', 'author_demo', ...(isStory ? [`story_${id}`] : [])],
          author: 'demo',
          created_at: isoAt(index),
          created_at_i: Math.floor((DEMO_TIME - index * 3_600_000) / 1000),
          objectID: id,
          updated_at: isoAt(index),
          ...(isStory
            ? {
                title: post.text,
                url: null,
                points: 3,
                num_comments: 1,
                story_id: Number(id),
                story_text: null,
              }
            : {
                // Comments arrive as HTML, apostrophes as entities.
                comment_text: `<p>${escapeHtml(post.text).replace(/&#39;/g, '&#x27;')}</p><p><i>(reply)</i></p>`,
                parent_id: Number(id) - 1,
                story_id: Number(id) - 1,
                story_title: `Ask HN: ${query}?`,
                story_url: null,
              }),
        };
      }),
      hitsPerPage: posts.length,
      nbHits: posts.length,
      nbPages: 1,
      page: 0,
      params: `query=${encodeURIComponent(query)}&tags=(story,comment)`,
      processingTimeMS: 1,
      query,
    }),
  rateLimited: (retryAfter) =>
    json(429, { message: 'Too many requests', status: 429 }, retryHeaders(retryAfter)),
  unauthorised: () => json(403, { message: 'Invalid Application-ID or API key', status: 403 }),
  changedShape: (query) => json(200, { results: [{ id: 1, headline: query }] }),
};

const mastodon: SourceAnswers = {
  search: (query, posts, origin) =>
    json(200, {
      accounts: [],
      hashtags: [],
      statuses: posts.map((post, index) => {
        const id = numericId(`${query}:${index}`, 100_000_000_000_000_000n);
        return {
          id,
          created_at: isoAt(index),
          in_reply_to_id: null,
          sensitive: false,
          spoiler_text: '',
          visibility: 'public',
          language: post.language ?? null,
          uri: `${origin}/mastodon/users/demo/statuses/${id}`,
          url: `${origin}/mastodon/@demo/${id}`,
          replies_count: 0,
          reblogs_count: 0,
          favourites_count: 1,
          content: `<p>${escapeHtml(post.text)} <a href="${origin}/mastodon/tags/demo" class="mention hashtag" rel="tag">#<span>demo</span></a></p>`,
          account: {
            id: '1',
            username: 'demo',
            acct: 'demo',
            display_name: 'Demo account',
            url: `${origin}/mastodon/@demo`,
          },
          media_attachments: [],
          mentions: [],
          tags: [{ name: 'demo', url: `${origin}/mastodon/tags/demo` }],
        };
      }),
    }),
  rateLimited: (retryAfter) => json(429, { error: 'Too many requests' }, retryHeaders(retryAfter)),
  unauthorised: () => json(401, { error: 'The access token is invalid' }),
  changedShape: (query) => json(200, { results: { posts: [{ body: query }] } }),
};

const bluesky: SourceAnswers = {
  search: (query, posts) =>
    json(200, {
      hitsTotal: posts.length,
      posts: posts.map((post, index) => {
        const did = `did:plc:demo${hashOf(`author:${index % 3}`).slice(0, 20)}`;
        const rkey = `3demo${hashOf(`${query}:${index}`).slice(0, 8)}`;
        return {
          uri: `at://${did}/app.bsky.feed.post/${rkey}`,
          cid: `bafyrei${hashOf(rkey).slice(0, 40)}`,
          author: { did, handle: `demo-${index % 3}.invalid`, displayName: 'Demo account', labels: [] },
          record: {
            $type: 'app.bsky.feed.post',
            text: post.text,
            createdAt: isoAt(index),
            ...(post.language ? { langs: [post.language] } : {}),
          },
          replyCount: 0,
          repostCount: 0,
          likeCount: 1,
          indexedAt: isoAt(index),
          labels: [],
        };
      }),
    }),
  rateLimited: (retryAfter) =>
    json(429, { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' }, retryHeaders(retryAfter)),
  unauthorised: () => json(401, { error: 'AuthMissing', message: 'Authentication Required' }),
  changedShape: (query) => json(200, { feed: [{ post: { text: query } }] }),
};

const reddit: SourceAnswers = {
  search: (query, posts) =>
    json(200, {
      kind: 'Listing',
      data: {
        after: null,
        dist: posts.length,
        modhash: '',
        before: null,
        children: posts.map((post, index) => {
          const id = `demo${hashOf(`${query}:${index}`).slice(0, 4)}`;
          const [title, ...rest] = post.text.split('. ');
          return {
            kind: 't3',
            data: {
              id,
              name: `t3_${id}`,
              subreddit: 'demo',
              title: title ?? post.text,
              selftext: rest.join('. '),
              author: 'demo',
              permalink: `/r/demo/comments/${id}/demo_post/`,
              url: `https://www.reddit.com/r/demo/comments/${id}/demo_post/`,
              created_utc: Math.floor((DEMO_TIME - index * 3_600_000) / 1000),
              score: 1,
              num_comments: 0,
            },
          };
        }),
      },
    }),
  rateLimited: (retryAfter) =>
    json(429, { message: 'Too Many Requests', error: 429 }, retryHeaders(retryAfter)),
  unauthorised: () => json(401, { message: 'Unauthorized', error: 401 }),
  changedShape: (query) => json(200, { kind: 'Listing', data: { items: [{ title: query }] } }),
};

const twitter: SourceAnswers = {
  search: (query, posts) => {
    const data = posts.map((post, index) => {
      const id = numericId(`${query}:${index}`, 9_000_000_000_000_000_000n);
      return {
        id,
        edit_history_tweet_ids: [id],
        // X escapes &, < and > (only those) in post text.
        text: post.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
        lang: post.language ?? 'und',
        created_at: isoAt(index),
      };
    });
    return json(
      200,
      data.length > 0
        ? { data, meta: { newest_id: data[0]?.id, oldest_id: data.at(-1)?.id, result_count: data.length } }
        : { meta: { result_count: 0 } },
    );
  },
  rateLimited: (retryAfter) =>
    json(
      429,
      { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      retryHeaders(retryAfter),
    ),
  unauthorised: () =>
    json(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' }),
  changedShape: (query) => json(200, { statuses: [{ full_text: query }] }),
};

const youtube: SourceAnswers = {
  search: (query, posts) =>
    json(200, {
      kind: 'youtube#searchListResponse',
      etag: hashOf(`etag:${query}`).slice(0, 27),
      regionCode: 'GB',
      pageInfo: { totalResults: posts.length, resultsPerPage: posts.length },
      items: posts.map((post, index) => {
        const videoId = `dm${hashOf(`${query}:${index}`).slice(0, 9)}`;
        // The Data API escapes titles and descriptions as HTML.
        const [title, ...rest] = escapeHtml(post.text).split('. ');
        return {
          kind: 'youtube#searchResult',
          etag: hashOf(`item:${videoId}`).slice(0, 27),
          id: { kind: 'youtube#video', videoId },
          snippet: {
            publishedAt: isoAt(index),
            channelId: 'UCdemo',
            title: title ?? '',
            description: rest.join('. '),
            channelTitle: 'Demo channel',
            liveBroadcastContent: 'none',
            publishTime: isoAt(index),
          },
        };
      }),
    }),
  rateLimited: (retryAfter) =>
    json(
      429,
      { error: { code: 429, message: 'Resource has been exhausted', status: 'RESOURCE_EXHAUSTED' } },
      retryHeaders(retryAfter),
    ),
  unauthorised: () =>
    json(400, {
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
      },
    }),
  changedShape: (query) => json(200, { kind: 'youtube#searchListResponse', videos: [{ title: query }] }),
};

export const sourceAnswers: Readonly<Record<MentionSourceId, SourceAnswers>> = {
  hackernews,
  mastodon,
  bluesky,
  reddit,
  twitter,
  youtube,
};
