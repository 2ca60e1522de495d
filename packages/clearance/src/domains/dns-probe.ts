import { promises as dns } from 'node:dns';

export type DnsSignal =
  | { kind: 'delegated'; nameservers: string[] }
  | { kind: 'not-delegated'; code: string }
  | { kind: 'unknown'; reason: string };

export interface DnsProbeOptions {
  /** Resolver addresses ("127.0.0.1:5353", "[::1]:53"); undefined uses the system's resolvers. */
  servers?: readonly string[] | undefined;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * The fast first signal: NS records at the name mean it is delegated, so registered. NXDOMAIN (or no NS
 * at the name) only means "look closer" — a registered domain may be on hold or undelegated.
 */
export async function probeDns(domain: string, options: DnsProbeOptions): Promise<DnsSignal> {
  // One try per probe: the per-lookup timeout is the caller's budget, not c-ares' retry schedule.
  const resolver = new dns.Resolver({ timeout: Math.max(1, Math.round(options.timeoutMs)), tries: 1 });
  if (options.servers?.length) resolver.setServers([...options.servers]);
  const cancel = () => resolver.cancel();
  if (options.signal?.aborted) return { kind: 'unknown', reason: 'DNS look-up cancelled' };
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const nameservers = await resolver.resolveNs(domain);
    return nameservers.length > 0
      ? { kind: 'delegated', nameservers }
      : { kind: 'not-delegated', code: 'ENODATA' };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    if (code === dns.NOTFOUND || code === dns.NODATA) return { kind: 'not-delegated', code };
    return { kind: 'unknown', reason: DNS_REASONS[code] ?? `DNS look-up failed (${code})` };
  } finally {
    options.signal?.removeEventListener('abort', cancel);
  }
}

const DNS_REASONS: Record<string, string> = {
  [dns.TIMEOUT]: 'DNS look-up timed out',
  [dns.SERVFAIL]: 'DNS server failure (SERVFAIL)',
  [dns.REFUSED]: 'DNS query refused',
  [dns.CONNREFUSED]: 'DNS resolver unreachable',
  [dns.CANCELLED]: 'DNS look-up timed out',
};
