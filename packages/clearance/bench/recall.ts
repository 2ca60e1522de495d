// Recall through the batch CLI, the way the held-out evaluation runs:
//   tsx packages/clearance/bench/recall.ts [--noise 20000]
// Builds a throwaway embedded register (our conflict marks + synthetic noise) with `registers import`,
// runs `registers search --batch … --limit 10 --json` on the pair queries and the invented names, and
// prints recall@10 per kind and the share of invented names given high risk.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { writeSyntheticJsonl } from '../src/registers/synthetic-marks.ts';

const run = promisify(execFile);
const { values } = parseArgs({ options: { noise: { type: 'string', default: '20000' } } });
const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
const cli = fileURLToPath(new URL('../src/registers/cli.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'bw-recall-'));
const env = { ...process.env, DATA_DIR: path.join(scratch, 'data'), DATABASE_URL: '' };

interface Pair {
  query: string;
  mark: string;
  kind: string;
}
interface BatchLine {
  name: string;
  results: Array<{ name: string; risk: string }>;
  ms: number;
}

async function registers(...args: string[]): Promise<string> {
  const { stdout } = await run(tsx, [cli, ...args], { env, maxBuffer: 512 * 1024 * 1024 });
  return stdout;
}

try {
  const pairs = readFileSync(path.join(fixtures, 'conflict-pairs.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Pair);
  const invented = readFileSync(path.join(fixtures, 'invented-names.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const marks = [...new Set(pairs.map((pair) => pair.mark))];
  const marksFile = path.join(scratch, 'marks.jsonl');
  writeFileSync(
    marksFile,
    marks
      .map((name, index) =>
        JSON.stringify({
          office: ['UK', 'EU', 'US'][index % 3],
          number: `R${index}`,
          name,
          status: 'registered',
          classes: [9, 25],
        }),
      )
      .join('\n'),
  );
  const noiseFile = path.join(scratch, 'noise.jsonl');
  await writeSyntheticJsonl(noiseFile, Number(values.noise), 99);
  await registers('import', '--format', 'jsonl', marksFile, noiseFile);

  const queriesFile = path.join(scratch, 'queries.jsonl');
  writeFileSync(
    queriesFile,
    [...pairs.map((pair) => pair.query), ...invented].map((name) => JSON.stringify({ name })).join('\n'),
  );
  const lines = (await registers('search', '--batch', queriesFile, '--limit', '10', '--json'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as BatchLine);

  const byKind = new Map<string, { total: number; found: number }>();
  const misses: string[] = [];
  pairs.forEach((pair, index) => {
    const found = lines[index]?.results.some((hit) => hit.name === pair.mark) ?? false;
    const entry = byKind.get(pair.kind) ?? { total: 0, found: 0 };
    entry.total += 1;
    entry.found += found ? 1 : 0;
    byKind.set(pair.kind, entry);
    if (!found) misses.push(`${pair.query} -> ${pair.mark} (${pair.kind})`);
  });
  const inventedHigh = lines
    .slice(pairs.length)
    .filter((line) => line.results.some((hit) => hit.risk === 'high'));
  const ms = lines.map((line) => line.ms).sort((a, b) => a - b);
  console.log(`pairs ${pairs.length}, recall@10 ${((1 - misses.length / pairs.length) * 100).toFixed(1)}%`);
  for (const [kind, entry] of byKind) console.log(`  ${kind.padEnd(12)} ${entry.found}/${entry.total}`);
  console.log(`invented names with high risk: ${inventedHigh.length}/${invented.length}`);
  console.log(`search ms p50 ${ms[Math.floor(ms.length / 2)]} p95 ${ms[Math.floor(ms.length * 0.95)]}`);
  if (misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
