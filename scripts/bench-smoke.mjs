// A short run of every benchmark, so CI notices when one breaks. Figures from these runs mean little;
// the real ones come from the full `npm run bench:*` commands recorded in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';

const runs = [
  [
    'bench:api',
    {
      BENCH_REQUESTS: '2000',
      BENCH_CONNECTIONS: '4',
      BENCH_MIX_REQUESTS: '300',
      BENCH_MIX_ROUNDS: '1',
      BENCH_CLI_SEARCHES: '1',
    },
  ],
  ['bench:ledger', { BENCH_LEDGER_OPS: '2000' }],
  ['bench:create', { BENCH_CREATE_USERS: '10', BENCH_CREATE_ROUNDS: '1', BENCH_CREATE_READERS: '1' }],
  ['bench:check', { BENCH_CHECK_SEARCHES: '5', BENCH_CHECK_STORE_OPS: '200' }],
  ['bench:export', { BENCH_EXPORT_ROWS: '1000' }],
  ['bench:handles', {}],
  ['bench:namegen', { BENCH_KEYWORDS_MAX: '20' }],
  ['bench:names', {}],
  ['bench:domains', { BENCH_DOMAIN_NAMES: '5' }],
  ['bench:blend', {}],
  ['bench:classes', {}],
  [
    'bench:registers',
    { BENCH_REGISTER_SIZES: '5000', BENCH_REGISTER_QUERIES: '50', BENCH_REGISTER_BUDGET_MINUTES: '3' },
  ],
];

let failed = 0;
for (const [script, env] of runs) {
  console.log(`\n-- ${script} (smoke) --`);
  const { status } = spawnSync('npm', ['run', '--silent', script], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: 10 * 60 * 1000,
  });
  if (status !== 0) {
    console.error(`${script} failed (exit ${status})`);
    failed += 1;
  }
}
process.exit(failed ? 1 : 0);
