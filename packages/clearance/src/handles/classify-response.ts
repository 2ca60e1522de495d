import { findChallenge } from './challenge-markers.ts';
import type { ProbeRule, Signal, WallSignal } from './network-rule.ts';

/** What the probe saw: enough to decide, nothing more. */
export interface ProbeResponse {
  status: number;
  /** The Location header of a redirect. */
  location: string | null;
  body: string;
}

export type ProbeVerdict =
  | { kind: 'taken'; reason: string }
  | { kind: 'missing'; reason: string }
  | { kind: 'unknown'; reason: string; rateLimited?: boolean; retryable?: boolean; inconclusive?: boolean };

/**
 * Decides one answer from the rule's signals. A verdict of taken or missing needs a positive signal of
 * its own (a 200 alone proves nothing); walls, challenges, refusals, server errors, contradictory or
 * unrecognised pages are unknown with their reason.
 */
export function classifyResponse(
  rule: ProbeRule,
  handle: string,
  response: ProbeResponse,
  label: string,
): ProbeVerdict {
  const lowerBody = response.body.toLowerCase();
  let json: unknown;
  let parsed = false;
  const jsonBody = () => {
    if (!parsed) {
      parsed = true;
      try {
        json = JSON.parse(response.body);
      } catch {
        json = undefined;
      }
    }
    return json;
  };
  const context: MatchContext = { handle: handle.toLowerCase(), response, lowerBody, jsonBody };

  const wall = rule.walls?.find((candidate) => matchesWall(candidate, context));
  if (wall) return { kind: 'unknown', reason: wall.reason };
  if (response.status === 429)
    return { kind: 'unknown', reason: `rate limited by ${label} (HTTP 429)`, rateLimited: true };
  const challenge = findChallenge(lowerBody);
  if (challenge)
    return {
      kind: 'unknown',
      reason: `${label} answered with a bot check (${challenge}) instead of the page`,
    };
  if (response.status === 401 || response.status === 403)
    return {
      kind: 'unknown',
      reason: `${label} refused the request (HTTP ${response.status}): blocked or signed-in only`,
    };
  if (response.status >= 500)
    return { kind: 'unknown', reason: `${label} server error (HTTP ${response.status})`, retryable: true };

  const taken = rule.taken.find((signal) => matchesSignal(signal, context));
  const missing = rule.missing.find((signal) => matchesSignal(signal, context));
  if (taken && missing)
    return { kind: 'unknown', reason: `${label} gave contradictory signals (HTTP ${response.status})` };
  if (taken) return { kind: 'taken', reason: taken.reason };
  if (missing) return { kind: 'missing', reason: missing.reason };
  const inconclusive = rule.inconclusive?.find((signal) => matchesSignal(signal, context));
  if (inconclusive) return { kind: 'unknown', reason: inconclusive.reason, inconclusive: true };
  if (response.status >= 300 && response.status < 400)
    return {
      kind: 'unknown',
      reason: `${label} redirected to ${describeLocation(response.location)}, which the check does not recognise`,
    };
  return {
    kind: 'unknown',
    reason: `${label} answered a page the check does not recognise (HTTP ${response.status}); its layout may have changed`,
  };
}

interface MatchContext {
  handle: string;
  response: ProbeResponse;
  lowerBody: string;
  jsonBody: () => unknown;
}

function withHandle(text: string, handle: string): string {
  return text.toLowerCase().replaceAll('{handle}', handle);
}

function statusMatches(expected: number | readonly number[] | undefined, status: number): boolean {
  if (expected === undefined) return true;
  return typeof expected === 'number' ? expected === status : expected.includes(status);
}

function bodyMatches(markers: readonly string[] | undefined, context: MatchContext): boolean {
  return (markers ?? []).every((marker) => context.lowerBody.includes(withHandle(marker, context.handle)));
}

function redirectMatches(target: string | undefined, context: MatchContext): boolean {
  if (target === undefined) return true;
  const { status, location } = context.response;
  if (status < 300 || status >= 400 || !location) return false;
  return location.toLowerCase().includes(withHandle(target, context.handle));
}

function matchesWall(wall: WallSignal, context: MatchContext): boolean {
  return (
    statusMatches(wall.status, context.response.status) &&
    bodyMatches(wall.bodyIncludes, context) &&
    redirectMatches(wall.redirectTo, context)
  );
}

function matchesSignal(signal: Signal, context: MatchContext): boolean {
  if (!matchesWall(signal, context)) return false;
  if (!signal.json) return true;
  const value = readPath(context.jsonBody(), signal.json.path);
  if (value === undefined || value === null) return false;
  const { equals, includes } = signal.json;
  if (
    includes !== undefined &&
    !(typeof value === 'string' && value.toLowerCase().includes(includes.toLowerCase()))
  )
    return false;
  if (equals === undefined) return true;
  if (typeof equals === 'string' && typeof value === 'string')
    return value.toLowerCase() === withHandle(equals, context.handle);
  return value === equals;
}

/** A dotted path through objects and arrays ('errors.0.title'). */
function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(step)] : (current as Record<string, unknown>)[step];
  }
  return current;
}

function describeLocation(location: string | null): string {
  if (!location) return 'nowhere (no Location)';
  try {
    const url = new URL(location, 'http://relative.invalid');
    return url.host === 'relative.invalid' ? url.pathname : `${url.host}${url.pathname}`;
  } catch {
    return 'an address that does not parse';
  }
}
