/** The SERP providers a web search can use; DataForSEO is preferred when both are configured. */
export const WEB_PROVIDER_IDS = ['dataforseo', 'brave'] as const;
export type WebProviderId = (typeof WEB_PROVIDER_IDS)[number];

/** One web result, in the shape of the contract's `webRecordSchema`. */
export interface WebRecord {
  /** Stable for a URL: the same page has the same id in every search. */
  id: string;
  title: string;
  domain: string;
  /** Position on the provider's results page (1 = first); see `WebSearchAnswer.rankMeaning`. */
  rank_absolute: number;
  url: string;
}

/** `done` answered (records may be empty); `unknown` and `not_checked` say why in `reason`. */
export type WebSearchState = 'done' | 'unknown' | 'not_checked';

/** What one brand name's search gave. */
export interface WebNameAnswer {
  name: string;
  /** The query sent: the name as a quoted exact phrase. */
  query: string;
  state: 'done' | 'unknown';
  reason: string | null;
  /** Results of this name before duplicates across names were removed. */
  resultCount: number;
  totalHits: number;
  /** Answered from the in-memory cache, no request made. */
  cached: boolean;
}

export interface WebSearchAnswer {
  state: WebSearchState;
  /** Null when every name answered; otherwise why not, in words. */
  reason: string | null;
  /** Every name's results merged: ordered by rank, then by name; one record per URL. */
  records: WebRecord[];
  /**
   * Hits the search engine estimates for the names, summed (DataForSEO's `se_results_count`).
   * 0 when the provider gives no estimate (Brave): `hasTotalHits` says which.
   */
  totalHits: number;
  hasTotalHits: boolean;
  provider: WebProviderId | null;
  /** What `rank_absolute` counts, in words, for the source's meta. */
  rankMeaning: string | null;
  names: WebNameAnswer[];
}
