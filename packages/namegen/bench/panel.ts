/**
 * The blind rating panel of issue 16, as a kit (`npm run panel -w @brandwright/namegen -- …`):
 *
 *   sheet --out <dir> [--seed N]   writes <dir>/sheet.csv (id, trade, name: what raters see) and
 *                                  <dir>/key.csv (id, trade, name, source), the top 3 of every method
 *                                  for each panel trade mixed with five real brands of the trade, all
 *                                  lower-cased and shuffled, so raters cannot tell which is which;
 *   score --key <key.csv> --ratings <ratings.csv>
 *                                  reads ratings (id, rater, rating 1-5) and prints, per source, the
 *                                  number of names, the mean rating, the share rated 4 or 5 and the
 *                                  raters' correlation, as a Markdown table.
 *
 * The panel trades are neither our tuning trades nor issue 16's (whose panel is rerun on other trades).
 * The real brands are well-known names of each trade, written by us as facts (names only).
 */
import { generateSync, METHODS, warmUp } from '../src/index.ts';
import { createRandom } from '../src/random.ts';
import { optionValue as option, readCsvRows as readCsv, writeBlindSheet } from './panel-files.ts';

const PANEL_TRADES: ReadonlyArray<{ keyword: string; brands: readonly string[] }> = [
  { keyword: 'hotel', brands: ['hilton', 'marriott', 'hyatt', 'ibis', 'radisson'] },
  { keyword: 'bank', brands: ['barclays', 'santander', 'monzo', 'revolut', 'chase'] },
  { keyword: 'airline', brands: ['ryanair', 'lufthansa', 'emirates', 'qantas', 'easyjet'] },
  { keyword: 'toothpaste', brands: ['colgate', 'sensodyne', 'crest', 'aquafresh', 'signal'] },
  { keyword: 'beer', brands: ['heineken', 'guinness', 'carlsberg', 'budweiser', 'corona'] },
  { keyword: 'chocolate', brands: ['cadbury', 'lindt', 'godiva', 'toblerone', 'milka'] },
  { keyword: 'sportswear', brands: ['nike', 'adidas', 'puma', 'reebok', 'asics'] },
  { keyword: 'supermarket', brands: ['tesco', 'aldi', 'lidl', 'walmart', 'kroger'] },
  { keyword: 'car hire', brands: ['hertz', 'avis', 'europcar', 'sixt', 'enterprise'] },
  { keyword: 'dating app', brands: ['tinder', 'bumble', 'hinge', 'grindr', 'badoo'] },
];
const TOP = 3;

interface Row {
  id: string;
  trade: string;
  name: string;
  source: string;
}

function writeSheet(out: string, seed: number): void {
  warmUp();
  const random = createRandom(seed);
  const rows: Row[] = [];
  for (const { keyword, brands } of PANEL_TRADES) {
    const result = generateSync(keyword, { limit: TOP, seed: 1 });
    const seen = new Set<string>();
    const add = (name: string, source: string): void => {
      const lower = name.toLowerCase();
      if (seen.has(lower)) return;
      seen.add(lower);
      rows.push({ id: '', trade: keyword, name: lower, source });
    };
    for (const brand of brands) add(brand, 'real brand');
    for (const method of METHODS)
      for (const candidate of result[method].slice(0, TOP)) add(candidate.name, method);
  }
  writeBlindSheet(out, rows, random, [{ header: 'source', value: (row) => row.source }]);
  process.stdout.write(`${rows.length} names for ${PANEL_TRADES.length} trades written to ${out}\n`);
}

function pearson(pairs: ReadonlyArray<readonly [number, number]>): number {
  const n = pairs.length;
  if (n < 2) return NaN;
  const meanA = pairs.reduce((sum, [a]) => sum + a, 0) / n;
  const meanB = pairs.reduce((sum, [, b]) => sum + b, 0) / n;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (const [a, b] of pairs) {
    covariance += (a - meanA) * (b - meanB);
    varianceA += (a - meanA) ** 2;
    varianceB += (b - meanB) ** 2;
  }
  return covariance / Math.sqrt(varianceA * varianceB);
}

function score(keyFile: string, ratingsFile: string): void {
  const sourceOf = new Map(readCsv(keyFile).map(([id = '', , , source = '']) => [id, source]));
  const byRater = new Map<string, Map<string, number>>();
  for (const [id = '', rater = '', rating = ''] of readCsv(ratingsFile)) {
    const value = Number(rating);
    if (!sourceOf.has(id) || !Number.isInteger(value) || value < 1 || value > 5) {
      throw new Error(`bad rating row: ${id},${rater},${rating}`);
    }
    const ratings = byRater.get(rater) ?? new Map<string, number>();
    ratings.set(id, value);
    byRater.set(rater, ratings);
  }
  // A name's rating is the mean of its raters' ratings.
  const perSource = new Map<string, number[]>();
  for (const [id, source] of sourceOf) {
    const values = [...byRater.values()].map((ratings) => ratings.get(id)).filter((v) => v !== undefined);
    if (values.length === 0) continue;
    const list = perSource.get(source) ?? [];
    list.push(values.reduce((sum, v) => sum + v, 0) / values.length);
    perSource.set(source, list);
  }
  const lines = ['| source | names | mean rating | rated 4 or 5 |', '|---|---|---|---|'];
  const row = (source: string, values: readonly number[]): string => {
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    const high = values.filter((v) => v >= 4).length / values.length;
    return `| ${source} | ${values.length} | ${mean.toFixed(2)} | ${(100 * high).toFixed(0)}% |`;
  };
  const sorted = [...perSource].sort(([a], [b]) => a.localeCompare(b));
  for (const [source, values] of sorted) lines.push(row(source, values));
  lines.push(
    row(
      'all of ours',
      sorted.flatMap(([source, values]) => (source === 'real brand' ? [] : values)),
    ),
  );
  const raters = [...byRater.values()];
  if (raters.length === 2) {
    const [first, second] = raters as [Map<string, number>, Map<string, number>];
    const pairs = [...first].flatMap(([id, a]) => {
      const b = second.get(id);
      return b === undefined ? [] : [[a, b] as const];
    });
    lines.push('', `Raters' correlation: ${pearson(pairs).toFixed(2)} over ${pairs.length} names.`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

const [command] = process.argv.slice(2);
if (command === 'sheet') {
  const out = option('out');
  if (!out) throw new Error('sheet needs --out <dir>');
  writeSheet(out, Number(option('seed') ?? 16));
} else if (command === 'score') {
  const key = option('key');
  const ratings = option('ratings');
  if (!key || !ratings) throw new Error('score needs --key <key.csv> --ratings <ratings.csv>');
  score(key, ratings);
} else {
  process.stderr.write(
    'usage: panel sheet --out <dir> [--seed N] | panel score --key <key.csv> --ratings <ratings.csv>\n',
  );
  process.exitCode = 1;
}
