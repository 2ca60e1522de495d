/** Socket error codes (undici, libuv) that mean the network or host was never reached, in words. */
export const UNREACHABLE_WORDS: Readonly<Record<string, string>> = {
  ENETUNREACH: 'no route to the network',
  EHOSTUNREACH: 'no route to the host',
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'server name did not resolve',
  EAI_AGAIN: 'server name did not resolve',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed',
  UND_ERR_SOCKET: 'connection closed',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
};

export interface FetchFailure {
  reason: string;
  /** The network cannot be reached at all: later probes of it answer at once. */
  unreachable: boolean;
}

/** Why a fetch threw, in words (fetch wraps the socket error in `cause`, sometimes twice). */
export function describeFetchFailure(error: unknown, host: string): FetchFailure {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && UNREACHABLE_WORDS[code])
      return { reason: `network unreachable: ${host}: ${UNREACHABLE_WORDS[code]}`, unreachable: true };
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  const words = error instanceof Error ? error.message : String(error);
  return { reason: `${host} could not be reached (${words})`, unreachable: false };
}
