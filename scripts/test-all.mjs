// The README's test command: unit and integration tests (Vitest), then the browser journeys
// (Playwright in Debian's Chromium). Ends with one "N passed, N failed" line over both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
let passed = 0;
let failed = 0;
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

let e2eStatus = 0;
if (process.env.SKIP_E2E !== '1') {
  e2eStatus = run('npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
  });
  if (existsSync('test-results/playwright.json')) {
    const stats = JSON.parse(readFileSync('test-results/playwright.json', 'utf8')).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
}

const failedRun = vitestStatus !== 0 || e2eStatus !== 0;
if (failedRun && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedRun ? 1 : 0);
