import type { z } from 'zod';
import { MentionSourceError, type MentionHttp } from './mention-http.ts';
import { MENTION_SOURCE_LABELS, type MentionPost, type MentionSourceId } from './types.ts';

export interface MentionAdapterContext {
  http: MentionHttp;
  /** Posts asked for and kept at most, for this name. */
  limit: number;
  now: () => number;
}

/** One source of posts: what its configuration lacks, and how it searches one name. */
export interface MentionAdapter {
  source: MentionSourceId;
  /** Why this source cannot be asked with its configuration (a missing key), or undefined when it can. */
  missingConfiguration(): string | undefined;
  /** At most `limit` posts mentioning the name; throws `MentionSourceError` when it cannot answer. */
  search(name: string, context: MentionAdapterContext): Promise<MentionPost[]>;
}

/** The body read through its schema; a body of another shape means the API changed, never 'no posts'. */
export function readAnswer<T>(source: MentionSourceId, schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new MentionSourceError(
      'unknown',
      `${MENTION_SOURCE_LABELS[source]} answered in a shape we do not know; its API may have changed`,
    );
  return parsed.data;
}

/** A 4xx the adapter has no special meaning for, in words. */
export function refused(source: MentionSourceId, status: number, body: unknown): MentionSourceError {
  const detail = errorText(body);
  return new MentionSourceError(
    'unknown',
    `${MENTION_SOURCE_LABELS[source]} refused the search (HTTP ${status}${detail ? `: ${detail}` : ''})`,
  );
}

/** The error message an API put in its body, shortened ({error, message}, {error: {message}}, {title, detail}). */
export function errorText(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 160) || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const nested =
    record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : undefined;
  const parts = [
    typeof record.error === 'string' ? record.error : undefined,
    typeof record.message === 'string' ? record.message : undefined,
    typeof nested?.message === 'string' ? nested.message : undefined,
    typeof record.detail === 'string' ? record.detail : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(': ').slice(0, 160) : undefined;
}

/** The base URL with the path appended (a configured base may carry a path prefix, as the fake's do). */
export function endpoint(baseUrl: string, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

/** Epoch seconds as ISO 8601; null when missing. */
export function fromEpochSeconds(seconds: number | undefined | null): string | null {
  return typeof seconds === 'number' && Number.isFinite(seconds)
    ? new Date(seconds * 1000).toISOString()
    : null;
}
