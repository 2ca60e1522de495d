// Recall through the batch CLI, the way the held-out evaluation runs:
//   tsx packages/clearance/bench/recall.ts [--noise 20000] [--set packages/clearance/bench/conflict-set]
// Builds a throwaway embedded register (our conflict marks + synthetic noise) with `registers import`,
// runs `registers search --batch … --limit 10 --json` on the pair queries and the invented names, and
// prints recall@10 per kind and the share of invented names given high risk.
// --set reads pairs.jsonl and invented-names.txt from another directory (default: the test fixtures).
// A pair may say `famous` (filed in all three offices in many classes, as a well-known mark is) and
// list `decoys`, ordinary marks near the query that are in the register too. A set other than the
// fixtures is reported in two halves by a fixed rule (see halfOf): tuning and held-out. The held-out
// half's cases are listed only with --list-held-out, so that tuning work sees its figures, not its
// cases. --plain-famous files the famous marks like ordinary ones (a register may hold a well-known
// mark as one plain filing). A pair's `batch` (and a `# batch N` line among the invented names) says when it was written;
// the held-out part of each later batch is also reported alone, as it was never seen during tuning.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { writeSyntheticJsonl } from '../src/registers/synthetic-marks.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    noise: { type: 'string', default: '20000' },
    set: { type: 'string' },
    'list-held-out': { type: 'boolean', default: false },
    // Files famous marks like ordinary ones (one office, two classes), as a register may hold a
    // well-known mark: the ranking then gets no help from filings.
    'plain-famous': { type: 'boolean', default: false },
  },
});
const fixtures = values.set
  ? path.resolve(values.set)
  : fileURLToPath(new URL('../test/fixtures/', import.meta.url));
const pairsFile = values.set ? 'pairs.jsonl' : 'conflict-pairs.jsonl';
const cli = fileURLToPath(new URL('../src/registers/cli.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'bw-recall-'));
const env = { ...process.env, DATA_DIR: path.join(scratch, 'data'), DATABASE_URL: '' };

interface Pair {
  query: string;
  mark: string;
  kind: string;
  famous?: boolean;
  decoys?: string[];
  batch?: number;
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

/**
 * The fixed split of a set: FNV-1a of the registered mark's name (of the name itself for an invented
 * one), even = tuning, odd = held-out. By mark, so every query against one mark is in the same half.
 */
function halfOf(key: string): 'tuning' | 'held-out' {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 2 === 0 ? 'tuning' : 'held-out';
}

const pct = (count: number, total: number) => `${((count / Math.max(1, total)) * 100).toFixed(1)}%`;

try {
  const pairs = readFileSync(path.join(fixtures, pairsFile), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Pair);
  // Invented names, one a line; a `# batch N` line sets the batch of the names after it.
  const inventedBatches: number[] = [];
  const invented: string[] = [];
  let batch = 1;
  for (const line of readFileSync(path.join(fixtures, 'invented-names.txt'), 'utf8').split('\n')) {
    const header = /^#\s*batch\s+(\d+)/i.exec(line);
    if (header) batch = Number(header[1]);
    if (!line.trim() || line.startsWith('#')) continue;
    invented.push(line.trim());
    inventedBatches.push(batch);
  }
  const laterBatches = [
    ...new Set([...pairs.map((pair) => pair.batch ?? 1), ...inventedBatches].filter((b) => b > 1)),
  ].sort((a, b) => a - b);
  const marks = [...new Set(pairs.map((pair) => pair.mark))];
  const famous = new Set(
    values['plain-famous'] ? [] : pairs.filter((pair) => pair.famous).map((pair) => pair.mark),
  );
  const decoys = [...new Set(pairs.flatMap((pair) => pair.decoys ?? []))].filter(
    (name) => !marks.includes(name),
  );
  const records: string[] = [];
  marks.forEach((name, index) => {
    // A well-known mark is filed everywhere and for much; an ordinary one once, for little.
    const offices = famous.has(name) ? ['UK', 'EU', 'US'] : [['UK', 'EU', 'US'][index % 3]];
    const classes = famous.has(name) ? [3, 9, 16, 18, 25, 28, 30, 32, 35, 41, 43] : [9, 25];
    for (const office of offices)
      records.push(JSON.stringify({ office, number: `R${index}`, name, status: 'registered', classes }));
  });
  decoys.forEach((name, index) => {
    const office = ['UK', 'EU', 'US'][index % 3];
    records.push(
      JSON.stringify({ office, number: `D${index}`, name, status: 'registered', classes: [9, 25] }),
    );
  });
  const marksFile = path.join(scratch, 'marks.jsonl');
  writeFileSync(marksFile, records.join('\n'));
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

  const ms = lines.map((line) => line.ms).sort((a, b) => a - b);
  interface Group {
    title: string | null;
    half: 'tuning' | 'held-out' | null;
    batch: number | null;
  }
  const groups: Group[] = values.set
    ? [
        { title: 'tuning', half: 'tuning', batch: null },
        { title: 'held-out', half: 'held-out', batch: null },
        ...laterBatches.map((b): Group => ({
          title: `held-out, batch ${b} only`,
          half: 'held-out',
          batch: b,
        })),
      ]
    : [{ title: null, half: null, batch: null }];
  for (const { title, half, batch: onlyBatch } of groups) {
    const chosen = pairs
      .map((pair, index) => ({ pair, line: lines[index] }))
      .filter(({ pair }) => half === null || halfOf(pair.mark) === half)
      .filter(({ pair }) => onlyBatch === null || (pair.batch ?? 1) === onlyBatch);
    const names = invented
      .map((name, index) => ({ name, line: lines[pairs.length + index], batch: inventedBatches[index] }))
      .filter(({ name }) => half === null || halfOf(name) === half)
      .filter(({ batch: nameBatch }) => onlyBatch === null || nameBatch === onlyBatch);
    const listCases = half !== 'held-out' || values['list-held-out'];
    const byKind = new Map<
      string,
      { total: number; found: number; risky: number; top3: number; first: number }
    >();
    const misses: string[] = [];
    const lowOrLate: string[] = [];
    let riskyTop10 = 0;
    let top3 = 0;
    let first = 0;
    for (const { pair, line } of chosen) {
      const results = line?.results ?? [];
      const found = results.some((hit) => hit.name === pair.mark);
      // Risk high or medium in the top 10; rank among distinct names (a mark filed in three offices
      // is one name); first = the top name.
      const risky = results.some((hit) => hit.name === pair.mark && hit.risk !== 'low');
      if (risky) riskyTop10 += 1;
      const distinct = [...new Set(results.map((hit) => hit.name))];
      const inTop3 = distinct.slice(0, 3).includes(pair.mark);
      if (inTop3) top3 += 1;
      if (distinct[0] === pair.mark) first += 1;
      if (found && (!risky || !inTop3))
        lowOrLate.push(
          `${pair.query} -> ${pair.mark} (${pair.kind}: rank ${distinct.indexOf(pair.mark) + 1}, ${results.find((hit) => hit.name === pair.mark)?.risk})`,
        );
      const entry = byKind.get(pair.kind) ?? { total: 0, found: 0, risky: 0, top3: 0, first: 0 };
      entry.total += 1;
      entry.found += found ? 1 : 0;
      entry.risky += risky ? 1 : 0;
      entry.top3 += inTop3 ? 1 : 0;
      entry.first += distinct[0] === pair.mark ? 1 : 0;
      byKind.set(pair.kind, entry);
      if (!found) misses.push(`${pair.query} -> ${pair.mark} (${pair.kind})`);
    }
    const inventedHigh = names.filter(({ line }) => line?.results.some((hit) => hit.risk === 'high'));
    if (title !== null) console.log(`== ${title}`);
    console.log(`pairs ${chosen.length}, recall@10 ${pct(chosen.length - misses.length, chosen.length)}`);
    console.log(
      `  top-10 high/medium ${pct(riskyTop10, chosen.length)}, top-3 ${pct(top3, chosen.length)}, first ${pct(first, chosen.length)}`,
    );
    for (const [kind, entry] of byKind)
      console.log(
        `  ${kind.padEnd(12)} ${entry.found}/${entry.total}` +
          (half === null ? '' : ` (high/medium ${entry.risky}, top-3 ${entry.top3})`),
      );
    // One more line, so the lines above keep their format: first place by kind (totals only).
    if (half !== null)
      console.log(
        `  first by kind: ${[...byKind].map(([kind, entry]) => `${kind} ${entry.first}/${entry.total}`).join(', ')}`,
      );
    const inventedMedium = names.filter(({ line }) => line?.results.some((hit) => hit.risk !== 'low'));
    console.log(
      `invented names with high risk: ${inventedHigh.length}/${names.length} (high or medium: ${inventedMedium.length})`,
    );
    if (half !== null && listCases && inventedHigh.length > 0)
      console.log(
        `  ${inventedHigh.map(({ name, line }) => `${name} ~ ${line?.results.find((hit) => hit.risk === 'high')?.name}`).join(', ')}`,
      );
    if (listCases && misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
    if (half !== null && listCases && lowOrLate.length > 0)
      console.log(`found but low or below the top 3:\n  ${lowOrLate.join('\n  ')}`);
  }
  console.log(`search ms p50 ${ms[Math.floor(ms.length / 2)]} p95 ${ms[Math.floor(ms.length * 0.95)]}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
