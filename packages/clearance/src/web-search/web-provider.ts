import { parseRetryAfter } from '../handles/retry-after.ts';

/** One organic result as a provider gave it, before ids and merging. */
export interface ProviderResult {
  title: string;
  domain: string;
  url: string;
  rank: number;
}

/** Why a provider gave no results: decides whether the rest of the search still asks it. */
export type ProviderFailureKind = 'auth' | 'quota' | 'rate-limit' | 'server' | 'format' | 'other';

export type ProviderOutcome =
  | { kind: 'results'; results: ProviderResult[]; totalHits: number }
  | { kind: 'failure'; failure: ProviderFailureKind; reason: string; retryAfterMs?: number };

export interface ProviderResponse {
  status: number;
  headers: Headers;
  body: string;
}

export interface ProviderRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** A SERP provider: how to ask it for one query and how to read its answer. */
export interface WebProvider {
  id: 'dataforseo' | 'brave';
  label: string;
  /** Whether answers carry the engine's estimate of total hits. */
  hasTotalHits: boolean;
  /** Most results one request can return (bounds `resultsPerName`). */
  maxResults: number;
  rankMeaning: string;
  request(query: string, limit: number): ProviderRequest;
  /** `now` measures a Retry-After given as a date. */
  interpret(response: ProviderResponse, limit: number, now: number): ProviderOutcome;
}

/** The brand name as a quoted exact phrase; its own double quotes would end the phrase early. */
export function exactPhrase(name: string): string {
  return `"${name.replaceAll('"', ' ').replace(/\s+/g, ' ').trim()}"`;
}

/** The failures every provider shares, by HTTP status; undefined for a 2xx. */
export function httpFailure(
  label: string,
  response: ProviderResponse,
  now: number,
  detail = '',
): ProviderOutcome | undefined {
  const { status } = response;
  if (status >= 200 && status < 300) return undefined;
  const said = detail ? `: ${detail}` : '';
  if (status === 401 || status === 403)
    return {
      kind: 'failure',
      failure: 'auth',
      reason: `${label} refused the configured credentials (HTTP ${status})${said}`,
    };
  if (status === 402)
    return {
      kind: 'failure',
      failure: 'quota',
      reason: `${label}'s account has no credit or quota left (HTTP 402)${said}`,
    };
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
    return {
      kind: 'failure',
      failure: 'rate-limit',
      reason: `${label} rate limited the search (HTTP 429)${said}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (status >= 500)
    return {
      kind: 'failure',
      failure: 'server',
      reason: `${label} had a server error (HTTP ${status})${said}`,
    };
  return {
    kind: 'failure',
    failure: 'other',
    reason: `${label} refused the request (HTTP ${status})${said}`,
  };
}

/** Parses JSON without throwing; undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The host of a URL, or undefined when it is not an absolute http(s) URL. */
export function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : undefined;
  } catch {
    return undefined;
  }
}
