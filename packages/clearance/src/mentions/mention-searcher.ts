import pLimit, { type LimitFunction } from 'p-limit';
import type { MentionAdapter } from './mention-adapter.ts';
import { createMemoryMentionCache, type MentionCache } from './mention-cache.ts';
import { createMentionHttp, MentionSourceError, type MentionHttp } from './mention-http.ts';
import { scorePost } from './post-sentiment.ts';
import { blueskyAdapter, type BlueskyConfig } from './sources/bluesky.ts';
import { hackerNewsAdapter, type HackerNewsConfig } from './sources/hacker-news.ts';
import { mastodonAdapter, type MastodonConfig } from './sources/mastodon.ts';
import { redditAdapter, type RedditConfig } from './sources/reddit.ts';
import { twitterAdapter, type TwitterConfig } from './sources/twitter.ts';
import { youtubeAdapter, type YouTubeConfig } from './sources/youtube.ts';
import {
  MENTION_SOURCE_IDS,
  MENTION_SOURCE_LABELS,
  type MentionPost,
  type MentionRecord,
  type MentionSearchResult,
  type MentionSourceId,
  type MentionSourceOutcome,
} from './types.ts';

export const DEFAULT_MENTION_USER_AGENT =
  'BrandwrightMentionSearch/1.0 (brand name check; a few searches per name, cached, rate limited)';
/** Posts kept per name and source unless asked otherwise. */
export const DEFAULT_PER_SOURCE_LIMIT = 20;
/** The most posts per name and source anyone may ask for. */
export const MAX_PER_SOURCE_LIMIT = 50;

/** Each source's base URLs and credentials (never logged). */
export interface MentionSourcesConfig {
  hackernews?: HackerNewsConfig;
  mastodon?: MastodonConfig;
  bluesky?: BlueskyConfig;
  reddit?: RedditConfig;
  twitter?: TwitterConfig;
  youtube?: YouTubeConfig;
}

export interface MentionSearcherOptions {
  sources?: MentionSourcesConfig;
  /** Replaces the adapters built from `sources` (tests of the searcher itself). */
  adapters?: readonly MentionAdapter[];
  fetch?: typeof fetch;
  /** Sent with every request so sources can see who asks; add a contact address in production. */
  userAgent?: string;
  /** Milliseconds one request may take. Default 5000. */
  timeoutMs?: number;
  /** Searches in flight at once per source. Default 2. */
  concurrencyPerSource?: number;
  /** The longest Retry-After waited (once per request). Default 2000 ms. */
  retryAfterBudgetMs?: number;
  /** How long a source that rate limited us without a Retry-After is left alone. Default 60 s. */
  defaultBackOffMs?: number;
  /** After 'network unreachable', answer that source at once for this long. Default 30 s. */
  unreachableCooldownMs?: number;
  cache?: MentionCache;
  /** How long a source's posts for a name are kept. Default 5 min. */
  cacheTtlMs?: number;
  maxBodyBytes?: number;
  now?: () => number;
  /** Waits out a short Retry-After; injectable so tests never wait on the wall clock. */
  sleep?: (ms: number) => Promise<void>;
  /** The per-request timer; injectable so tests time a request out without waiting. */
  createSignal?: (timeoutMs: number) => AbortSignal;
}

export interface MentionSearchOptions {
  /** Posts kept per name and source (1..MAX_PER_SOURCE_LIMIT). Default DEFAULT_PER_SOURCE_LIMIT. */
  perSourceLimit?: number;
  /** Sources asked, in answer order; default every source. */
  sources?: readonly MentionSourceId[];
}

export interface MentionSearcher {
  searchMentions(names: readonly string[], options?: MentionSearchOptions): Promise<MentionSearchResult>;
}

interface SourceState {
  adapter: MentionAdapter;
  http: MentionHttp;
  limit: LimitFunction;
  /** Set when the source asked us to stop or could not be reached: it answers at once until then. */
  blocked?: { until: number; reason: string };
}

type NameAnswer = { posts: readonly MentionPost[] } | { error: MentionSourceError };

/** The adapters of every source, configured from `sources`. */
export function mentionAdapters(sources: MentionSourcesConfig = {}): MentionAdapter[] {
  return [
    hackerNewsAdapter(sources.hackernews),
    mastodonAdapter(sources.mastodon),
    blueskyAdapter(sources.bluesky),
    redditAdapter(sources.reddit),
    twitterAdapter(sources.twitter),
    youtubeAdapter(sources.youtube),
  ];
}

/**
 * The social mentions source: posts that mention each name, per source, scored for sentiment. Bounded
 * (posts per name and source, concurrency, timeouts), polite (User-Agent, Retry-After, back-off, cache)
 * and honest: a source that is not configured is `not_checked` and never asked; one that could not
 * answer is `unknown`; both say why. Create one per process and share it between searches.
 */
export function createMentionSearcher(options: MentionSearcherOptions = {}): MentionSearcher {
  const now = options.now ?? Date.now;
  const cache = options.cache ?? createMemoryMentionCache({ now });
  const cacheTtlMs = options.cacheTtlMs ?? 5 * 60_000;
  const states = new Map<MentionSourceId, SourceState>();
  const inFlight = new Map<string, Promise<NameAnswer>>();
  for (const adapter of options.adapters ?? mentionAdapters(options.sources)) {
    states.set(adapter.source, {
      adapter,
      limit: pLimit(options.concurrencyPerSource ?? 2),
      http: createMentionHttp({
        label: MENTION_SOURCE_LABELS[adapter.source],
        fetch: options.fetch ?? fetch,
        userAgent: options.userAgent ?? DEFAULT_MENTION_USER_AGENT,
        timeoutMs: options.timeoutMs ?? 5_000,
        createSignal: options.createSignal ?? ((ms) => AbortSignal.timeout(ms)),
        now,
        sleep: options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
        retryAfterBudgetMs: options.retryAfterBudgetMs ?? 2_000,
        defaultBackOffMs: options.defaultBackOffMs ?? 60_000,
        unreachableCooldownMs: options.unreachableCooldownMs ?? 30_000,
        maxBodyBytes: options.maxBodyBytes ?? 4 * 1024 * 1024,
      }),
    });
  }

  async function searchName(state: SourceState, name: string, limit: number): Promise<NameAnswer> {
    const { adapter } = state;
    const key = `${adapter.source}\n${limit}\n${name.toLowerCase()}`;
    const cached = await cache.get(key);
    if (cached) return { posts: cached };
    // Simultaneous searches of one name share one request.
    let pending = inFlight.get(key);
    if (!pending) {
      pending = askSource(state, name, limit, key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function askSource(state: SourceState, name: string, limit: number, key: string): Promise<NameAnswer> {
    const { adapter } = state;
    return state.limit(async () => {
      if (state.blocked && state.blocked.until > now())
        return { error: new MentionSourceError('unknown', state.blocked.reason) };
      try {
        // Sources that ignore the asked limit are cut here: the bound holds whatever they send.
        const posts = (await adapter.search(name, { http: state.http, limit, now })).slice(0, limit);
        await cache.set(key, posts, cacheTtlMs);
        return { posts };
      } catch (error) {
        const failure =
          error instanceof MentionSourceError
            ? error
            : new MentionSourceError(
                'unknown',
                `${MENTION_SOURCE_LABELS[adapter.source]} search failed: ${error instanceof Error ? error.message : String(error)}`,
              );
        if (failure.backOffMs !== undefined)
          state.blocked = { until: now() + failure.backOffMs, reason: failure.message };
        return { error: failure };
      }
    });
  }

  async function searchSource(
    source: MentionSourceId,
    names: readonly string[],
    limit: number,
  ): Promise<{ outcome: Omit<MentionSourceOutcome, 'count'>; answers: NameAnswer[] }> {
    const state = states.get(source);
    if (!state)
      return { outcome: { source, state: 'not_checked', reason: `no adapter for ${source}` }, answers: [] };
    const missing = state.adapter.missingConfiguration();
    if (missing) return { outcome: { source, state: 'not_checked', reason: missing }, answers: [] };
    const answers = await Promise.all(names.map((name) => searchName(state, name, limit)));
    const failures = answers.flatMap((answer) => ('error' in answer ? [answer.error] : []));
    if (failures.length === 0) return { outcome: { source, state: 'done', reason: null }, answers };
    const first = failures[0] as MentionSourceError;
    if (failures.length === answers.length)
      return {
        outcome: {
          source,
          state: failures.every((failure) => failure.state === 'not_checked') ? 'not_checked' : 'unknown',
          reason: first.message,
        },
        answers,
      };
    return {
      outcome: {
        source,
        state: 'done',
        reason: `answered for ${answers.length - failures.length} of ${answers.length} names; the others: ${first.message}`,
      },
      answers,
    };
  }

  async function searchMentions(
    input: readonly string[],
    searchOptions: MentionSearchOptions = {},
  ): Promise<MentionSearchResult> {
    // One search per name, whatever its case or spaces; the first spelling given is the one shown.
    const byKey = new Map<string, string>();
    for (const name of input.map((value) => value.trim()).filter(Boolean))
      if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
    const names = [...byKey.values()];
    const limit = Math.max(
      1,
      Math.min(MAX_PER_SOURCE_LIMIT, Math.floor(searchOptions.perSourceLimit ?? DEFAULT_PER_SOURCE_LIMIT)),
    );
    const sources = searchOptions.sources ?? MENTION_SOURCE_IDS;
    const results = await Promise.all(sources.map((source) => searchSource(source, names, limit)));

    const seen = new Set<string>();
    const records: MentionRecord[] = [];
    const outcomes: MentionSourceOutcome[] = results.map(({ outcome, answers }) => {
      let count = 0;
      answers.forEach((answer, index) => {
        if ('error' in answer) return;
        const name = names[index] as string;
        for (const post of answer.posts) {
          const key = urlKey(post.url);
          if (seen.has(key)) continue;
          seen.add(key);
          count += 1;
          const sentiment = scorePost(post.text, post.language, name);
          records.push({
            network: post.network,
            sentiment: sentiment.score,
            text: post.text,
            url: post.url,
            post_id: post.post_id,
            name,
            language: post.language,
            created_at: post.created_at,
            sentiment_language: sentiment.language,
          });
        }
      });
      return { ...outcome, count };
    });
    return { records, sources: outcomes };
  }

  return { searchMentions };
}

/** One key per address: scheme and host compared without case, the rest as given (post ids are case-sensitive). */
function urlKey(address: string): string {
  try {
    const url = new URL(address.trim());
    url.hash = '';
    return url.href.replace(/\/+$/, '');
  } catch {
    return address.trim();
  }
}
