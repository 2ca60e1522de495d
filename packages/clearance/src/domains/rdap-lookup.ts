import { readRdapDomain, RdapFormatError, type RdapDomainFacts } from './rdap-response.ts';
import { UNREACHABLE_WORDS } from '../http/fetch-failure.ts';

export type RdapOutcome =
  | ({ kind: 'registered'; server: string } & RdapDomainFacts)
  | { kind: 'not-found'; server: string }
  | { kind: 'unknown'; reason: string; retryable: boolean; unreachable?: boolean };

export interface RdapLookupOptions {
  /** True when `baseUrl` is the TLD's server from the bootstrap registry; only then is a 404 "free". */
  authoritative: boolean;
  signal: AbortSignal;
  timeoutMs: number;
  fetch?: typeof fetch;
  maxRedirects?: number;
}

/**
 * One RDAP domain query (RFC 9082 `domain/<name>`), classified. Redirects are followed only while they
 * stay under the server's own base URL; anything that is not a clear answer is `unknown` with a reason.
 */
export async function lookupRdap(
  domain: string,
  baseUrl: string,
  options: RdapLookupOptions,
): Promise<RdapOutcome> {
  const fetcher = options.fetch ?? fetch;
  const server = new URL(baseUrl).host;
  let url = new URL(`domain/${encodeURIComponent(domain)}`, baseUrl);
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop += 1) {
    let response: Response;
    try {
      response = await fetcher(url, {
        redirect: 'manual',
        signal: options.signal,
        headers: { accept: 'application/rdap+json, application/json' },
      });
    } catch (error) {
      return failure(error, options, server);
    }
    const status = response.status;
    if (status >= 300 && status < 400) {
      await discard(response);
      const location = response.headers.get('location');
      const target = location ? safeUrl(location, url) : undefined;
      if (!target || !isUnder(target, baseUrl))
        return {
          kind: 'unknown',
          reason: `RDAP ${server} redirected to an unexpected place (${target?.host ?? 'no location'})`,
          retryable: false,
        };
      url = target;
      continue;
    }
    if (status === 404) {
      const type = response.headers.get('content-type') ?? '';
      await discard(response);
      if (!options.authoritative)
        return {
          kind: 'unknown',
          reason: `not found at ${server}, which is not the registry's authoritative RDAP server`,
          retryable: false,
        };
      if (type.includes('html'))
        return {
          kind: 'unknown',
          reason: `404 from ${server} was a web page, not an RDAP answer (not authoritative)`,
          retryable: false,
        };
      return { kind: 'not-found', server };
    }
    if (status === 429) {
      await discard(response);
      return {
        kind: 'unknown',
        reason: `registry rate limit: ${server} answered 429 Too Many Requests`,
        retryable: false,
      };
    }
    if (status >= 500) {
      await discard(response);
      return { kind: 'unknown', reason: `RDAP server error at ${server} (HTTP ${status})`, retryable: true };
    }
    if (status !== 200) {
      await discard(response);
      return { kind: 'unknown', reason: `RDAP ${server} answered HTTP ${status}`, retryable: false };
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      if (options.signal.aborted) return failure(error, options, server);
      return {
        kind: 'unknown',
        reason: `RDAP ${server} sent an answer that is not valid JSON`,
        retryable: true,
      };
    }
    try {
      return { kind: 'registered', server, ...readRdapDomain(body) };
    } catch (error) {
      if (!(error instanceof RdapFormatError)) throw error;
      return { kind: 'unknown', reason: `RDAP ${server}: ${error.message}`, retryable: false };
    }
  }
  return { kind: 'unknown', reason: `RDAP ${server} redirected too many times`, retryable: false };
}

function failure(error: unknown, options: RdapLookupOptions, server: string): RdapOutcome {
  if (options.signal.aborted)
    return {
      kind: 'unknown',
      reason: `RDAP ${server} timed out after ${options.timeoutMs} ms`,
      retryable: true,
    };
  const code = errorCode(error);
  const words = code ? UNREACHABLE_WORDS[code] : undefined;
  if (words)
    return {
      kind: 'unknown',
      reason: `network unreachable: ${server}: ${words}`,
      retryable: false,
      unreachable: true,
    };
  return {
    kind: 'unknown',
    reason: `RDAP ${server} could not be reached (${code ?? (error instanceof Error ? error.message : 'error')})`,
    retryable: true,
  };
}

/** fetch wraps the socket error in `cause` (sometimes twice, for aggregate connect errors). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && code !== 'ERR_INVALID_STATE') return code;
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return undefined;
}

function safeUrl(location: string, base: URL): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}

function isUnder(target: URL, baseUrl: string): boolean {
  const base = new URL(baseUrl);
  return target.origin === base.origin && target.pathname.startsWith(base.pathname);
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // The body is of no use; a failure to drop it changes nothing about the answer.
  }
}
