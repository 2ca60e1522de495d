// npm run domains -- check <name…> [--tlds com,io] [--industry fashion] [--hyphenate] [--json] [--demo]
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SEED_BOOTSTRAP_DATE, SEED_BOOTSTRAP_SOURCE } from './bootstrap.ts';
import { createBootstrapSource, IANA_BOOTSTRAP_URL } from './bootstrap-source.ts';
import { createDomainChecker, type DomainCheckerOptions } from './domain-checker.ts';
import { startDemoNetwork, type DemoNetwork } from './testing/demo-world.ts';
import type { DomainRecord } from './types.ts';

const USAGE = `Usage:
  domains check <name> [<name>…] [--tlds com,io] [--industry <word>] [--hyphenate] [--json] [--demo]
Options (environment variable in brackets):
  --bootstrap-url <url>   RDAP bootstrap file to refresh from [DOMAINS_BOOTSTRAP_URL] (default IANA's;
                          the packaged seed answers when it cannot be fetched)
  --dns <host:port,…>     DNS resolvers [DOMAINS_DNS_SERVERS] (default the system's)
  --fallback-rdap <url>   non-authoritative RDAP service for TLDs without one [DOMAINS_RDAP_FALLBACK_URL]
  --timeout <ms>          per look-up timeout (default 3000); --retries <n> (default 1)
  --demo                  answer from the loopback fakes (demo data), never the real network`;

class UsageError extends Error {}

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

function whole(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new UsageError(`--${name} must be a whole number`);
  return number;
}

function render(records: readonly DomainRecord[], demo: boolean, bootstrapNote: string): string {
  const lines = demo
    ? ['DEMO DATA: answered by the loopback fake RDAP and DNS servers, not the real registries.']
    : [];
  lines.push(bootstrapNote, '');
  const width = Math.max(6, ...records.map((record) => record.name.length));
  for (const record of records) {
    const extra = [record.registrar, record.expires_at ? `expires ${record.expires_at.slice(0, 10)}` : null]
      .filter(Boolean)
      .join(', ');
    lines.push(
      `${record.name.padEnd(width)}  ${record.availability.padEnd(11)}  ${extra ? `${extra}; ` : ''}${record.reason}`,
    );
  }
  return lines.join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'check') {
    console.error(USAGE);
    return command === undefined || command === '--help' ? 0 : 2;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      tlds: { type: 'string' },
      industry: { type: 'string' },
      hyphenate: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      'bootstrap-url': { type: 'string', default: process.env.DOMAINS_BOOTSTRAP_URL || IANA_BOOTSTRAP_URL },
      dns: { type: 'string', default: process.env.DOMAINS_DNS_SERVERS },
      'fallback-rdap': { type: 'string', default: process.env.DOMAINS_RDAP_FALLBACK_URL },
      timeout: { type: 'string' },
      retries: { type: 'string' },
    },
  });
  if (positionals.length === 0) throw new UsageError('name at least one brand name to check');
  const timeoutMs = whole(values.timeout, 'timeout', 3_000);
  let demo: DemoNetwork | undefined;
  try {
    let checkerOptions: DomainCheckerOptions;
    let bootstrapNote: string;
    if (values.demo) {
      demo = await startDemoNetwork();
      checkerOptions = demo.checkerOptions;
      bootstrapNote = 'bootstrap: the loopback fake (demo data)';
    } else {
      const bootstrap = createBootstrapSource({
        refreshUrl: values['bootstrap-url'],
        refreshTimeoutMs: timeoutMs,
      });
      const current = await bootstrap.current();
      bootstrapNote =
        current.publication === SEED_BOOTSTRAP_DATE
          ? `bootstrap: packaged seed (${SEED_BOOTSTRAP_SOURCE}, ${SEED_BOOTSTRAP_DATE}); ${values['bootstrap-url']} could not be fetched`
          : `bootstrap: ${values['bootstrap-url']} (published ${current.publication})`;
      checkerOptions = { bootstrap, dnsServers: list(values.dns), fallbackRdapUrl: values['fallback-rdap'] };
    }
    const checker = createDomainChecker({
      ...checkerOptions,
      timeoutMs,
      retries: whole(values.retries, 'retries', 1),
    });
    const records = await checker.checkDomains(positionals, {
      tlds: list(values.tlds),
      industry: values.industry,
      hyphenate: values.hyphenate,
    });
    if (values.json)
      console.log(JSON.stringify({ demo: values.demo, bootstrap: bootstrapNote, domains: records }, null, 2));
    else console.log(render(records, values.demo, bootstrapNote));
    return 0;
  } finally {
    await demo?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        console.error(`${(error as Error).message}\n\n${USAGE}`);
        process.exit(2);
      }
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
