// The social mentions source of the Check engine: posts naming a brand, per source, with sentiment.
export {
  createMentionSearcher,
  mentionAdapters,
  DEFAULT_MENTION_USER_AGENT,
  DEFAULT_PER_SOURCE_LIMIT,
  MAX_PER_SOURCE_LIMIT,
  type MentionSearcher,
  type MentionSearcherOptions,
  type MentionSearchOptions,
  type MentionSourcesConfig,
} from './mention-searcher.ts';
export {
  createMemoryMentionCache,
  type MentionCache,
  type MemoryMentionCacheOptions,
} from './mention-cache.ts';
export { MentionSourceError } from './mention-http.ts';
export type { MentionAdapter, MentionAdapterContext } from './mention-adapter.ts';
export { scorePost, sentimentLanguage, type PostSentiment } from './post-sentiment.ts';
export { plainText } from './plain-text.ts';
export { hackerNewsAdapter, HACKER_NEWS_BASE_URL, type HackerNewsConfig } from './sources/hacker-news.ts';
export { mastodonAdapter, MASTODON_BASE_URL, type MastodonConfig } from './sources/mastodon.ts';
export { blueskyAdapter, BLUESKY_BASE_URL, type BlueskyConfig } from './sources/bluesky.ts';
export {
  redditAdapter,
  REDDIT_API_BASE_URL,
  REDDIT_AUTH_BASE_URL,
  type RedditConfig,
} from './sources/reddit.ts';
export { twitterAdapter, TWITTER_BASE_URL, type TwitterConfig } from './sources/twitter.ts';
export { youtubeAdapter, YOUTUBE_BASE_URL, type YouTubeConfig } from './sources/youtube.ts';
export * from './types.ts';
