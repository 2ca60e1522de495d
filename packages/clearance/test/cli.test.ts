import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/registers/cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'bw-registers-cli-'));
const env = { ...process.env, DATA_DIR: path.join(scratch, 'data'), DATABASE_URL: '' };

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return cliWith(env, ...args);
}

async function cliWith(
  environment: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, ...args], { env: environment, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('synth writes deterministic JSONL', async () => {
  const out = path.join(scratch, 'synth.jsonl');
  expect((await cli('synth', '--count', '50', '--out', out)).code).toBe(0);
  const first = readFileSync(out, 'utf8');
  expect(first.trim().split('\n')).toHaveLength(50);
  await cli('synth', '--count', '50', '--out', out);
  expect(readFileSync(out, 'utf8')).toBe(first);
  expect(JSON.parse(first.split('\n')[0] ?? '{}')).toMatchObject({ source: 'synthetic' });
}, 60_000);

it('rejects unknown offices and classes before touching the database', async () => {
  const office = await cli('search', 'SKY', '--office', 'FR', '--json');
  expect(office.code).toBe(2);
  expect(office.stderr).toMatch(/Unknown office "FR"/);
  const classes = await cli('search', 'SKY', '--classes', '9,99');
  expect(classes.code).toBe(2);
  expect(classes.stderr).toMatch(/Nice classes are 1 to 45/);
}, 60_000);

it('imports JSONL, searches with --json and --batch', async () => {
  const marks = path.join(scratch, 'marks.jsonl');
  writeFileSync(
    marks,
    [
      '{"office":"US","number":"74668071","name":"GUESS JEANS","status":"registered","classes":[25],"filed":"1995-05-01","registered":"1996-05-21","owner":"Guess? Inc."}',
      '{"office":"EU","number":"1","name":"SKYPE","status":"registered","classes":[9,38]}',
      'not json',
    ].join('\n'),
  );
  const imported = await cli('import', '--format', 'jsonl', marks);
  expect(imported.code).toBe(0);
  expect(JSON.parse(imported.stdout)).toMatchObject({ read: 3, imported: 2 });

  const search = await cli(
    'search',
    'GUESS JEAN',
    '--office',
    'US',
    '--classes',
    '25',
    '--limit',
    '5',
    '--json',
  );
  expect(search.code).toBe(0);
  const hits = JSON.parse(search.stdout) as Array<Record<string, unknown>>;
  expect(hits[0]).toMatchObject({
    office: 'US',
    number: '74668071',
    name: 'GUESS JEANS',
    status: 'registered',
    classes: [25],
    risk: 'high',
  });
  expect(Object.keys(hits[0] ?? {})).toEqual([
    'office',
    'number',
    'name',
    'status',
    'classes',
    'score',
    'risk',
    'reasons',
  ]);

  const queries = path.join(scratch, 'queries.jsonl');
  writeFileSync(
    queries,
    [
      '{"name":"SKY"}',
      '{"name":"GESS JEANS","offices":["US"],"classes":[25]}',
      '{"name":"x","offices":["FR"]}',
    ].join('\n'),
  );
  const batch = await cli('search', '--batch', queries, '--limit', '10', '--json');
  expect(batch.code).toBe(0);
  const lines = batch.stdout
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as { name: string; results: Array<{ name: string }>; ms: number; error?: string },
    );
  expect(lines.map((line) => line.name)).toEqual(['SKY', 'GESS JEANS', 'x']);
  expect(lines[0]?.results[0]?.name).toBe('SKYPE');
  expect(lines[1]?.results[0]?.name).toBe('GUESS JEANS');
  expect(typeof lines[1]?.ms).toBe('number');
  expect(lines[2]?.error).toMatch(/Unknown office/);
}, 120_000);

it('a search in a fresh DATA_DIR loads the demo register and finds the demo STARBUCKS (README example)', async () => {
  const fresh = { ...env, DATA_DIR: path.join(scratch, 'fresh-data'), DEMO_REGISTER: '' };
  const first = await cliWith(fresh, 'search', 'sambucks', '--json');
  expect(first.code).toBe(0);
  expect(first.stderr).toMatch(/loaded the demo register \(\d+ marks, demo data\)/);
  expect(first.stderr).not.toMatch(/incomplete/);
  const hits = JSON.parse(first.stdout) as Array<{ name: string }>;
  expect(hits.map((hit) => hit.name)).toContain('Starbucks');
  // The second run finds the register filled and gives the same answer.
  const second = await cliWith(fresh, 'search', 'sambucks', '--json');
  expect(second.stderr).not.toMatch(/demo register/);
  expect(second.stdout).toBe(first.stdout);
  // DEMO_REGISTER=off leaves an empty register empty.
  const off = await cliWith(
    { ...env, DATA_DIR: path.join(scratch, 'off-data'), DEMO_REGISTER: 'off' },
    'search',
    'sambucks',
    '--json',
  );
  expect(JSON.parse(off.stdout)).toEqual([]);
}, 180_000);
