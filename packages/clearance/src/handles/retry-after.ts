/**
 * Milliseconds a `Retry-After` header asks for (RFC 9110 §10.2.3: seconds, or an HTTP date measured
 * against `now`); undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
