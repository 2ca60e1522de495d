import { classifyResponse, type ProbeVerdict } from './classify-response.ts';
import { describeFetchFailure } from '../http/fetch-failure.ts';
import type { ProbeRule } from './network-rule.ts';
import { parseRetryAfter } from './retry-after.ts';
import { readLimitedText } from '../http/read-limited-text.ts';

export interface ProbeOptions {
  baseUrl: string;
  key: string | undefined;
  userAgent: string;
  label: string;
  signal: AbortSignal;
  timeoutMs: number;
  now: number;
  fetch: typeof fetch;
  /** Bytes of body read at most; profile pages are large, and the markers sit in the head. */
  maxBodyBytes: number;
}

export type ProbeOutcome = ProbeVerdict & {
  /** What a 429 or 503 asked for in `Retry-After`. */
  retryAfterMs?: number;
  unreachable?: boolean;
};

/** The request a rule makes for a handle, against the configured base URL. */
export function probeRequest(
  rule: ProbeRule,
  handle: string,
  options: Pick<ProbeOptions, 'baseUrl' | 'key' | 'userAgent'>,
) {
  const path = rule.path.replaceAll('{handle}', encodeURIComponent(handle));
  const url = new URL(options.baseUrl.replace(/\/+$/, '') + path);
  const headers: Record<string, string> = { 'user-agent': options.userAgent };
  for (const [name, value] of Object.entries(rule.headers ?? {}))
    headers[name] = value.replaceAll('{credential}', options.key ?? '');
  return { url, method: rule.method, headers };
}

/** One HTTP probe of one handle, classified. Redirects are never followed: the rule judges them. */
export async function probeHandle(
  rule: ProbeRule,
  handle: string,
  options: ProbeOptions,
): Promise<ProbeOutcome> {
  const request = probeRequest(rule, handle, options);
  const host = request.url.host;
  let response: Response;
  let body = '';
  try {
    response = await options.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      signal: options.signal,
    });
    if (request.method !== 'HEAD') body = (await readLimitedText(response, options.maxBodyBytes)).text;
    else await response.body?.cancel();
  } catch (error) {
    if (options.signal.aborted)
      return {
        kind: 'unknown',
        reason: `${options.label} timed out after ${options.timeoutMs} ms`,
        retryable: true,
      };
    const failure = describeFetchFailure(error, host);
    return {
      kind: 'unknown',
      reason: failure.reason,
      unreachable: failure.unreachable,
      retryable: !failure.unreachable,
    };
  }
  const verdict = classifyResponse(
    rule,
    handle,
    { status: response.status, location: response.headers.get('location'), body },
    options.label,
  );
  const retryAfterMs =
    response.status === 429 || response.status === 503
      ? parseRetryAfter(response.headers.get('retry-after'), options.now)
      : undefined;
  return retryAfterMs === undefined ? verdict : { ...verdict, retryAfterMs };
}
