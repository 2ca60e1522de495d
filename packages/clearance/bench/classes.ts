/**
 * `npm run bench:classes`: top-1 / top-3 accuracy of the class finder on the shared WIPO sample
 * (even data lines = development half, odd = check half) and time per term.
 * `--misses even|odd|all [N]` prints up to N misses of that half (default 40) for development.
 */
import { findClasses } from '../src/classes/find-classes.ts';
import {
  isWipoSampleAvailable,
  loadWipoSample,
  measureAccuracy,
  WIPO_SAMPLE_PATH,
  type SampleTerm,
} from '../src/classes/wipo-sample.ts';
import { phrasesEqualToTerms } from '../src/classes/vocabulary-overlap.ts';
import { LATER_VOCABULARY_LAYERS } from '../src/classes/vocabulary/index.ts';

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function main(): number {
  if (!isWipoSampleAvailable()) {
    process.stderr.write(`WIPO sample not found at ${WIPO_SAMPLE_PATH}; nothing to measure.\n`);
    return 1;
  }
  const loadStarted = performance.now();
  findClasses('warm up');
  const loadMs = performance.now() - loadStarted;
  const all = loadWipoSample();
  const halves: Record<string, SampleTerm[]> = {
    'even (dev)': all.filter((term) => term.line % 2 === 0),
    'odd (check)': all.filter((term) => term.line % 2 === 1),
    all,
  };
  process.stdout.write(`index build (first call): ${loadMs.toFixed(0)} ms\n`);
  process.stdout.write('half          terms   top-1   top-3   ms/term   max ms\n');
  for (const [name, terms] of Object.entries(halves)) {
    const report = measureAccuracy(terms);
    process.stdout.write(
      `${name.padEnd(13)} ${String(report.count).padStart(5)}  ${percent(report.top1).padStart(6)}  ${percent(report.top3).padStart(6)}  ${report.msPerTerm.toFixed(3).padStart(7)}  ${report.maxMs.toFixed(1).padStart(7)}\n`,
    );
  }
  // The honesty rule: vocabulary written after looking at development misses names no development term.
  const development = (halves['even (dev)'] ?? []).map((term) => term.term);
  const equal = phrasesEqualToTerms(LATER_VOCABULARY_LAYERS, development).length;
  process.stdout.write(`later vocabulary phrases equal to a development term: ${equal} (must be 0)\n`);
  const missesIndex = process.argv.indexOf('--misses');
  if (missesIndex >= 0) {
    const which = process.argv[missesIndex + 1] ?? 'even';
    const limit = Number(process.argv[missesIndex + 2] ?? 40);
    const terms = which === 'odd' ? halves['odd (check)'] : which === 'all' ? all : halves['even (dev)'];
    const report = measureAccuracy(terms ?? []);
    for (const miss of report.misses.slice(0, limit)) {
      process.stdout.write(`  ${miss.expected}\t[${miss.got.join(',')}]\t${miss.term}\n`);
    }
  }
  return 0;
}

process.exitCode = main();
