// npm run bench:domains -- [--names 50] [--concurrency 8] [--seed 7]
// The domain source against the loopback fakes with realistic delays (RDAP 150–400 ms, DNS 5–40 ms):
// every name over the default TLD set, all names at once, bounded concurrency per registry. Half the
// names are registered everywhere (DNS delegates them; RDAP is still asked for registrar and expiry).
import { parseArgs } from 'node:util';
import {
  createDomainChecker,
  DEFAULT_TLDS,
  domainsFor,
  UNLIMITED_BUDGET,
  type DomainRecord,
} from '../src/index.ts';
import { startDemoNetwork, type FakeWorld } from '../src/domains/testing/index.ts';
import { seededRandom } from '../src/registers/synthetic-marks.ts';

const { values } = parseArgs({
  options: {
    names: { type: 'string', default: process.env.BENCH_DOMAIN_NAMES ?? '50' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: '7' },
  },
});
const nameCount = Number(values.names);
const concurrency = Number(values.concurrency);
const random = seededRandom(Number(values.seed));
const between = (low: number, high: number) => () => low + random() * (high - low);

const names = Array.from({ length: nameCount }, (_, index) => `benchbrand${index}`);
const world: FakeWorld = new Map();
for (const [index, name] of names.entries())
  if (index % 2 === 0)
    for (const tld of DEFAULT_TLDS)
      world.set(`${name}.${tld}`, {
        registrar: 'Bench Registrar (demo data)',
        expiresAt: '2030-01-01T00:00:00Z',
      });

const network = await startDemoNetwork({ world, rdapLatency: between(150, 400), dnsLatency: between(5, 40) });
const checker = createDomainChecker({
  ...network.checkerOptions,
  budget: UNLIMITED_BUDGET,
  concurrencyPerRegistry: concurrency,
  timeoutMs: 10_000,
});

const started = performance.now();
const perName = await Promise.all(
  names.map(async (name) => {
    let first = Number.POSITIVE_INFINITY;
    const records = await Promise.all(
      domainsFor([name], { tlds: DEFAULT_TLDS }).map(async (domain) => {
        const record = await checker.checkDomain(domain);
        first = Math.min(first, performance.now() - started);
        return record;
      }),
    );
    return { ms: performance.now() - started, firstMs: first, records };
  }),
);
const totalMs = performance.now() - started;
await network.close();

const records: DomainRecord[] = perName.flatMap((entry) => entry.records);
const times = perName.map((entry) => entry.ms).sort((a, b) => a - b);
const firsts = perName.map((entry) => entry.firstMs).sort((a, b) => a - b);
const percentileOf = (sorted: number[], share: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
const states = Object.fromEntries(
  ['available', 'taken', 'unknown', 'not_checked'].map((state) => [
    state,
    records.filter((record) => record.availability === state).length,
  ]),
);
const wrongTaken = records.filter(
  (record) => world.has(record.name) && record.availability !== 'taken',
).length;
const wrongFree = records.filter(
  (record) => !world.has(record.name) && record.availability === 'available' && record.name.endsWith('.de'),
).length;

console.log(
  JSON.stringify(
    {
      names: nameCount,
      tlds: DEFAULT_TLDS.length,
      domains: records.length,
      concurrencyPerRegistry: concurrency,
      rdapRequests: network.rdap.totalRequests(),
      dnsQueries: [...network.dns.queries.values()].reduce((sum, count) => sum + count, 0),
      perNameMs: { p50: percentileOf(times, 0.5), p95: percentileOf(times, 0.95) },
      firstAnswerPerNameMs: { p50: percentileOf(firsts, 0.5), p95: percentileOf(firsts, 0.95) },
      totalSeconds: Math.round(totalMs) / 1000,
      domainsPerSecond: Math.round((records.length / totalMs) * 1000 * 10) / 10,
      states,
      // .de has no RDAP server in the fakes (as in the seed): its free names must stay unknown.
      errors: { registeredNotTaken: wrongTaken, deAnsweredAvailable: wrongFree },
    },
    null,
    2,
  ),
);
