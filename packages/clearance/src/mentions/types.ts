/** The sources of posts that mention a name, in the order answers are given. */
export const MENTION_SOURCE_IDS = [
  'hackernews',
  'mastodon',
  'bluesky',
  'reddit',
  'twitter',
  'youtube',
] as const;
export type MentionSourceId = (typeof MENTION_SOURCE_IDS)[number];

export const MENTION_SOURCE_LABELS: Readonly<Record<MentionSourceId, string>> = {
  hackernews: 'Hacker News',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  reddit: 'Reddit',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
};

/** One post as a source gave it, before scoring. */
export interface MentionPost {
  network: MentionSourceId;
  /** Plain text: HTML stripped, entities decoded, whitespace folded. */
  text: string;
  /** The post's public address on the network (never the configured API URL). */
  url: string;
  post_id: string;
  /** The language the source says the post is in (a BCP 47 tag as given), or null when it says none. */
  language: string | null;
  /** ISO 8601, as the source gave it (or converted from its epoch seconds). */
  created_at: string | null;
}

/**
 * One mention, in the shape of the contract's `socialRecordSchema` (network, sentiment, text, url,
 * post_id) plus what the table may show beside it: the name searched, the post's language and time, and
 * the lexicon language the score was computed in.
 */
export interface MentionRecord {
  network: MentionSourceId;
  /** Sum of the AFINN valences of the post's words (negation flips the next words); null when the text has no words. */
  sentiment: number | null;
  text: string;
  url: string;
  post_id: string | null;
  name: string;
  language: string | null;
  created_at: string | null;
  /** The lexicon used: the post's language when the library has it, English otherwise. */
  sentiment_language: string;
}

/** done: the source answered (possibly with no posts); unknown: it was asked and could not answer; not_checked: never asked. */
export type MentionSourceState = 'done' | 'unknown' | 'not_checked';

export interface MentionSourceOutcome {
  source: MentionSourceId;
  state: MentionSourceState;
  /** Always in words for unknown and not_checked; for done, null or what part of the search failed. */
  reason: string | null;
  /** Posts kept from this source, after de-duplication. */
  count: number;
}

export interface MentionSearchResult {
  records: MentionRecord[];
  sources: MentionSourceOutcome[];
}
