/** The networks a handle is checked on, in the order answers are given. */
export const NETWORK_IDS = [
  'twitter',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'linkedin',
  'pinterest',
  'reddit',
  'tumblr',
  'github',
  'threads',
  'bluesky',
] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];

/** The four states of every Check answer; only a positive 'not found' signal that the canary vouches for is `available`. */
export const HANDLE_AVAILABILITIES = ['available', 'taken', 'unknown', 'not_checked'] as const;
export type HandleAvailability = (typeof HANDLE_AVAILABILITIES)[number];

/**
 * One handle answer, in the shape of the contract's `socialUserRecordSchema`. `reason` always says in
 * words why. `looks_available` is true when the network said 'not found' but keeps the names of deleted
 * or suspended accounts, so the name may still not be registrable: availability stays `available` (it is
 * free as far as anyone can see) and the reason begins 'looks available'.
 */
export interface HandleRecord {
  network: NetworkId;
  handle: string;
  availability: HandleAvailability;
  reason: string;
  /** The public profile address (the real network's, never the configured probe URL). */
  url: string | null;
  looks_available?: boolean;
}
