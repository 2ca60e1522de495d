import type { NetworkId } from './types.ts';

/** What a handle must look like on a network; checked before any request is made. */
export interface HandleValidity {
  minLength: number;
  maxLength: number;
  /** The whole handle must match (anchored by the checker). */
  pattern: RegExp;
  /** The rule in words, for the answer given when a handle breaks it. */
  describe: string;
  /** Names the network keeps for itself (lower case). */
  reserved?: readonly string[];
  /** Extra shapes the network refuses (say, a double hyphen), each with its words. */
  refuse?: readonly { pattern: RegExp; describe: string }[];
}

/**
 * One observation that decides an answer. Every condition given must hold. `{handle}` in a marker or an
 * expected value stands for the probed handle and matches it case-insensitively, so a generic page that
 * does not name the handle never counts as a profile.
 */
export interface Signal {
  status: number | readonly number[];
  /** Each must appear in the body. */
  bodyIncludes?: readonly string[];
  /** A JSON field by dotted path ('data.username', 'errors.0.title'): equal to a value, holding a text, or present. */
  json?: { path: string; equals?: string | number | boolean; includes?: string; exists?: boolean };
  /** The Location of a redirect must contain this (checked on 3xx answers only). */
  redirectTo?: string;
  /** The answer in words ('GitHub's users API returned the account'). */
  reason: string;
}

/** A page that proves nothing about the handle (a login wall, a consent page): answered unknown. */
export interface WallSignal {
  status?: number | readonly number[];
  bodyIncludes?: readonly string[];
  redirectTo?: string;
  reason: string;
}

export interface ProbeRule {
  /** The real network's base URL; configuration replaces it (tests point it at the loopback fake). */
  baseUrl: string;
  /** Path and query under the base URL; `{handle}` is URL-encoded, `{credential}` is the configured key. */
  path: string;
  method: 'GET' | 'HEAD';
  headers?: Readonly<Record<string, string>>;
  /** Checked first: pages that say nothing about the handle. */
  walls?: readonly WallSignal[];
  taken: readonly Signal[];
  /**
   * Positive signals of 'no such account'. Empty means the probe can never prove a handle free: its
   * not-found answer is then an `inconclusive` signal (unknown, with the reason in words), and the
   * canary asks that a handle that cannot exist gets that answer.
   */
  missing: readonly Signal[];
  /** Recognised answers that prove neither outcome (say, 'no Page', where a profile may hold the name). */
  inconclusive?: readonly Signal[];
}

export interface NetworkRule {
  network: NetworkId;
  /** As people know it ('X (Twitter)'). */
  label: string;
  validity: HandleValidity;
  /** The handle as probed and shown ('name' → 'name.bsky.social'); identity by default. */
  expand?: (handle: string) => string;
  /** The public profile address shown to people. */
  profileUrl: (handle: string) => string;
  /**
   * True when the network keeps the names of deleted or suspended accounts: its 'not found' is reported
   * as 'looks available' (available, with the caveat and `looks_available`).
   */
  keepsRetiredNames: boolean;
  /** An account that exists (the canary's known account), in the handle space of the rule. */
  knownAccount: string;
  /** The probe needing no key; undefined when the network can only be asked with one. */
  publicProbe?: ProbeRule;
  /** The probe used when a key is configured for the network (it wins over the public one). */
  keyProbe?: ProbeRule;
  /** The answer without a configured key when there is no public probe. */
  withoutKey?: { availability: 'unknown' | 'not_checked'; reason: string };
}
