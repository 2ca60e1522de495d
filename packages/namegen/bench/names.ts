/**
 * npm run bench:names — issue 16's check of the names people see first: for each trade, every
 * method's first page (24 names, seed 1), the share of names that are everyday/function words,
 * offensive, negative, typos of the keyword, or (for methods that build on the whole phrase) built on
 * one word of a two-word keyword; plus empty groups, short groups (< 24) and groups whose scores are
 * all equal (no real ranking). Goal: 0 in every column. The last column, the mean learned
 * brand-likeness (src/brand-likeness) of each group's top 3, shows whether first results look like brands. Prints Markdown tables; writes nothing.
 * Our own trades first (the tuning set), then issue 16's 12 trades (reported, never tuned on).
 */
import { brandLikeness } from '../src/brand-likeness/index.ts';
import { generateSync, METHODS, RESULTS_PER_PAGE, warmUp, type Method } from '../src/index.ts';
import {
  isEverydayWord,
  isKeywordTypo,
  isNegativeName,
  isOffensiveName,
  usesOneWordOnly,
  WHOLE_PHRASE_METHODS,
} from './name-checks.ts';
import { ISSUE_TRADES, TUNING_TRADES } from './trades.ts';

interface Tally {
  names: number;
  everyday: number;
  offensive: number;
  negative: number;
  typo: number;
  oneWord: number;
  /** Names of multi-word keywords, the base of the one-word share. */
  phraseNames: number;
  groups: number;
  empty: number;
  short: number;
  unranked: number;
  /** Sum of the learned brand-likeness of each group's top 3, and how many names it covers. */
  topThreeLikeness: number;
  topThreeNames: number;
  examples: string[];
}

const MAX_EXAMPLES = 12;

function emptyTally(): Tally {
  return {
    names: 0,
    everyday: 0,
    offensive: 0,
    negative: 0,
    typo: 0,
    oneWord: 0,
    phraseNames: 0,
    groups: 0,
    empty: 0,
    short: 0,
    unranked: 0,
    topThreeLikeness: 0,
    topThreeNames: 0,
    examples: [],
  };
}

/** word_combi needs two words: for one word its empty group is the spec's message, not a failure. */
function applies(method: Method, words: readonly string[]): boolean {
  return method !== 'word_combi' || words.length > 1;
}

function measure(trades: readonly string[]): { tallies: Map<Method, Tally>; latencies: number[] } {
  const tallies = new Map<Method, Tally>(METHODS.map((method) => [method, emptyTally()]));
  const latencies: number[] = [];
  for (const trade of trades) {
    const words = trade.split(' ');
    const start = performance.now();
    const result = generateSync(trade, { limit: RESULTS_PER_PAGE, seed: 1 });
    latencies.push(performance.now() - start);
    for (const method of METHODS) {
      const tally = tallies.get(method);
      if (!tally || !applies(method, words)) continue;
      const page = result[method];
      tally.groups++;
      if (page.length === 0) tally.empty++;
      else if (page.length < RESULTS_PER_PAGE) tally.short++;
      if (page.length > 1 && page.every((candidate) => candidate.score === page[0]?.score)) tally.unranked++;
      for (const { name } of page.slice(0, 3)) {
        tally.topThreeLikeness += brandLikeness(name);
        tally.topThreeNames++;
      }
      for (const { name } of page) {
        tally.names++;
        const flags: string[] = [];
        if (isEverydayWord(name)) flags.push('everyday');
        if (isOffensiveName(name, words)) flags.push('offensive');
        if (isNegativeName(name, words)) flags.push('negative');
        if (isKeywordTypo(name, words)) flags.push('typo');
        if (words.length > 1 && WHOLE_PHRASE_METHODS.has(method)) {
          tally.phraseNames++;
          if (usesOneWordOnly(name, words)) flags.push('one-word');
        }
        if (flags.includes('everyday')) tally.everyday++;
        if (flags.includes('offensive')) tally.offensive++;
        if (flags.includes('negative')) tally.negative++;
        if (flags.includes('typo')) tally.typo++;
        if (flags.includes('one-word')) tally.oneWord++;
        if (flags.length > 0 && tally.examples.length < MAX_EXAMPLES) {
          tally.examples.push(`${trade} → ${name} (${flags.join(', ')})`);
        }
      }
    }
  }
  return { tallies, latencies };
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;

function table(title: string, trades: readonly string[], showExamples: boolean): string {
  const { tallies, latencies } = measure(trades);
  const total = emptyTally();
  const rows = METHODS.map((method) => {
    const t = tallies.get(method) ?? emptyTally();
    for (const key of Object.keys(total) as Array<keyof Tally>) {
      if (key !== 'examples') total[key] += t[key];
    }
    return row(method, t);
  });
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? NaN;
  const lines = [
    `### ${title}`,
    '',
    `${trades.length} trades (${trades.filter((t) => t.includes(' ')).length} of two words), first page of ${RESULTS_PER_PAGE} per method, seed 1; p95 of all eight methods per trade ${p95.toFixed(1)} ms.`,
    '',
    '| method | names | everyday/function | offensive | negative | typo of keyword | one word of two | empty groups | short groups | unranked groups | brand-likeness of top 3 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    row('all', total),
    '',
  ];
  if (showExamples) {
    lines.push('Examples of flagged names:', '');
    for (const method of METHODS) {
      const examples = tallies.get(method)?.examples ?? [];
      if (examples.length > 0) lines.push(`- ${method}: ${examples.join('; ')}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

function row(label: string, t: Tally): string {
  return `| ${label} | ${t.names} | ${percent(t.everyday, t.names)} | ${percent(t.offensive, t.names)} | ${percent(t.negative, t.names)} | ${percent(t.typo, t.names)} | ${percent(t.oneWord, t.phraseNames)} | ${t.empty}/${t.groups} | ${t.short}/${t.groups} | ${t.unranked}/${t.groups} | ${t.topThreeNames === 0 ? '–' : (t.topThreeLikeness / t.topThreeNames).toFixed(3)} |`;
}

warmUp();
generateSync('warm up', { limit: RESULTS_PER_PAGE });
const showExamples = process.argv.includes('--examples');
process.stdout.write(
  [
    '## Names a person would keep (`npm run bench:names`)',
    '',
    table('Our trades (tuning set)', TUNING_TRADES, showExamples),
    table("Issue 16's trades (reported only, not tuned on)", ISSUE_TRADES, showExamples),
  ].join('\n'),
);
