/**
 * npm run bench:namegen — cold start, peak memory, per-keyword latency of all methods together, and
 * the quality report per method, over 200 varied keywords. Prints a Markdown report and writes it to
 * docs/benchmarks-namegen.md. Bounded: stops early after MAX_SECONDS of generation.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  generateSync,
  isExistingWord,
  METHODS,
  pronounceability,
  PRONOUNCEABLE_THRESHOLD,
  warmUp,
  type Method,
} from '../src/index.ts';
import { BENCH_KEYWORDS } from './keywords.ts';

const MAX_SECONDS = 120;
const LIMIT = 50;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const importedAt = performance.now();
const warmStart = performance.now();
warmUp();
const warmMs = performance.now() - warmStart;
const coldStartMs = performance.now();
const rssAfterWarm = process.memoryUsage().rss;

// One untimed keyword first, so lazily read WordNet data pages and JIT warm-up are not in p95.
generateSync('warm up', { limit: LIMIT });

interface MethodTally {
  total: number;
  pronounceable: number;
  notDictionary: number;
  names: Set<string>;
  emptyKeywords: number;
}
const tallies = new Map<Method, MethodTally>(
  METHODS.map((method) => [
    method,
    { total: 0, pronounceable: 0, notDictionary: 0, names: new Set(), emptyKeywords: 0 },
  ]),
);
const latencies: number[] = [];
const deadline = performance.now() + MAX_SECONDS * 1000;

// BENCH_KEYWORDS_MAX=N runs only the first N keywords (the CI smoke run) and leaves the docs alone.
const keywordCap = Number(process.env.BENCH_KEYWORDS_MAX ?? BENCH_KEYWORDS.length);
for (const keyword of BENCH_KEYWORDS.slice(0, keywordCap)) {
  if (performance.now() > deadline) break;
  const start = performance.now();
  const result = generateSync(keyword, { limit: LIMIT, seed: 1 });
  latencies.push(performance.now() - start);
  for (const method of METHODS) {
    const tally = tallies.get(method);
    if (!tally) continue;
    const candidates = result[method];
    if (candidates.length === 0) tally.emptyKeywords++;
    for (const { name } of candidates) {
      tally.total++;
      tally.names.add(name.toLowerCase());
      if (pronounceability(name) >= PRONOUNCEABLE_THRESHOLD) tally.pronounceable++;
      if (!isExistingWord(name)) tally.notDictionary++;
    }
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}
const percent = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;

const peakRssMb = (process.resourceUsage().maxRSS * 1024) / 1e6;
const lines = [
  '# Create engine benchmark (`npm run bench:namegen`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on the shared 2-core development machine, Node ${process.version}.`,
  `${latencies.length} keywords (${BENCH_KEYWORDS.length} in the list: common words, two-word phrases, rare words, first names),`,
  `all ${METHODS.length} methods per keyword, limit ${LIMIT} per method, seed 1.`,
  '',
  '## Start-up and memory',
  '',
  '| figure | value |',
  '|---|---|',
  `| cold start (process start to warm engine, incl. tsx transpile) | ${coldStartMs.toFixed(0)} ms |`,
  `| of which module import | ${importedAt.toFixed(0)} ms |`,
  `| of which \`warmUp()\` (load CMU, WordNet index, SUBTLEX, train letter model, rhyme index) | ${warmMs.toFixed(0)} ms |`,
  `| RSS after warm-up | ${(rssAfterWarm / 1e6).toFixed(0)} MB |`,
  `| peak RSS over the whole run | ${peakRssMb.toFixed(0)} MB |`,
  '',
  '## Latency per keyword, all methods together (after warm-up)',
  '',
  '| p50 | p95 | max | goal |',
  '|---|---|---|---|',
  `| ${percentile(latencies, 0.5).toFixed(1)} ms | ${percentile(latencies, 0.95).toFixed(1)} ms | ${Math.max(...latencies).toFixed(1)} ms | p95 <= 100 ms |`,
  '',
  `## Quality per method (pronounceable = phonotactic score >= ${PRONOUNCEABLE_THRESHOLD})`,
  '',
  'Unique = distinct names / all names over every keyword. Not dictionary = `isExistingWord` is false.',
  '',
  '| method | results | keywords with none | pronounceable | unique | not dictionary words |',
  '|---|---|---|---|---|---|',
  ...METHODS.map((method) => {
    const t = tallies.get(method);
    if (!t) return `| ${method} | - | - | - | - | - |`;
    return `| ${method} | ${t.total} | ${t.emptyKeywords} | ${percent(t.pronounceable, t.total)} | ${percent(t.names.size, t.total)} | ${percent(t.notDictionary, t.total)} |`;
  }),
  '',
  'Notes: rhyme and associate return real words by design (so "not dictionary" is low); word_combi runs',
  'only for phrases; pronounceability ignores digits and spaces.',
  '',
];
const report = lines.join('\n');
process.stdout.write(report);
if (keywordCap >= BENCH_KEYWORDS.length)
  writeFileSync(path.join(repoRoot, 'docs/benchmarks-namegen.md'), report);
