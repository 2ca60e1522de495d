import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';
import type { FakeWorld } from './fake-world.ts';

export type DnsBehaviour = 'servfail' | 'hang' | 'nxdomain' | 'ns';

export interface FakeDnsOptions {
  world: FakeWorld;
  /** Per-name answers that override the world ("servfail", "hang", …). */
  byName?: Record<string, DnsBehaviour>;
  /** Latency of every answer in milliseconds (the benchmark's 5–40 ms). */
  latency?: () => number;
}

export interface FakeDnsServer {
  /** For `Resolver.setServers`: "127.0.0.1:<port>". */
  address: string;
  queries: Map<string, number>;
  byName: Record<string, DnsBehaviour>;
  close(): Promise<void>;
}

const NXDOMAIN = 3;
const SERVFAIL = 2;

/**
 * A recursive resolver stand-in on a loopback UDP port: NS records for names the world has delegated,
 * NXDOMAIN for the rest, SERVFAIL or silence where told.
 */
export async function startFakeDnsServer(options: FakeDnsOptions): Promise<FakeDnsServer> {
  const socket = createSocket('udp4');
  const queries = new Map<string, number>();
  const byName = options.byName ?? {};
  const timers = new Set<NodeJS.Timeout>();

  function reply(query: dnsPacket.Packet, remote: RemoteInfo) {
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    queries.set(name, (queries.get(name) ?? 0) + 1);
    const registration = options.world.get(name);
    const behaviour = byName[name] ?? (registration && !registration.undelegated ? 'ns' : 'nxdomain');
    if (behaviour === 'hang') return;
    const delegated = behaviour === 'ns' && question.type === 'NS';
    const rcode = behaviour === 'servfail' ? SERVFAIL : behaviour === 'nxdomain' ? NXDOMAIN : 0;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: [question],
      answers: delegated
        ? [
            { type: 'NS', name: question.name, ttl: 300, class: 'IN', data: 'ns1.fake-dns.test' },
            { type: 'NS', name: question.name, ttl: 300, class: 'IN', data: 'ns2.fake-dns.test' },
          ]
        : [],
    });
    const send = () => socket.send(response, remote.port, remote.address);
    const delay = options.latency?.() ?? 0;
    if (delay <= 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, delay);
    timers.add(timer);
  }

  socket.on('message', (message, remote) => {
    try {
      reply(dnsPacket.decode(message), remote);
    } catch {
      // A packet we cannot decode gets no answer, as a real resolver would drop it.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    queries,
    byName,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}
