// The README's test command: unit and integration tests (Vitest), then the browser journeys
// (Playwright in Debian's Chromium). Ends with one "N passed, N failed" line over both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
mkdirSync('test-results', { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

ensureDebianPackages([
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { path: '/usr/bin/pdftoppm', pkg: 'poppler-utils' },
  { path: '/usr/bin/unzip', pkg: 'unzip' },
]);
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

/**
 * Debian packages the tests drive: Chromium for the journeys, poppler-utils (pdftotext, pdftoppm) and
 * unzip to read exports back. On a fresh machine of this kind (root, apt) they are installed once;
 * otherwise the tests that need them say so and skip.
 */
function ensureDebianPackages(needs) {
  const missing = needs.filter(({ path }) => !existsSync(path));
  if (missing.length === 0) return true;
  const names = [...new Set(missing.map(({ pkg }) => pkg))];
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.map(({ path }) => path).join(', ')}: install ${names.join(' ')} with apt-get.`,
    );
    return false;
  }
  console.log(`Installing Debian packages: ${names.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], env) === 0 &&
    run('apt-get', ['install', '-y', '-qq', ...names], env) === 0
  );
}

let e2eStatus = 0;
if (process.env.SKIP_E2E !== '1' && !ensureDebianPackages([{ path: CHROMIUM, pkg: 'chromium' }]))
  e2eStatus = 1;
else if (process.env.SKIP_E2E !== '1') {
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
writeFileSync('test-results/summary.json', JSON.stringify({ passed, failed }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedRun ? 1 : 0);
