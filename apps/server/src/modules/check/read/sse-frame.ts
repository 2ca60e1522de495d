/**
 * One Server-Sent Events message. The data is single-line JSON (JSON.stringify escapes line breaks),
 * so one `data:` line carries it whole.
 */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, keeps proxies and idle timers from closing the stream. */
export const SSE_HEARTBEAT = ': keep-alive\n\n';

/** How long a browser waits before reconnecting a dropped stream. */
export const SSE_RETRY = 'retry: 2000\n\n';
