/**
 * `npm run appeal:pool -w @brandwright/namegen -- --out <dir>`: the names our rating panel rates to
 * learn what namers value (bench/appeal/fit-appeal.ts, decision 0022). For each of our tuning trades and
 * each method: the first three names of the list as the engine ranks it, and three drawn from ranks
 * 4–48 (so the ratings cover what a better ranking could bring up). Writes <dir>/sheet.csv (id, trade,
 * name: what raters see, shuffled) and <dir>/key.csv (id, trade, name, method, rank).
 * `-- join --key <key.csv> --ratings <a.csv,b.csv,…> --out <file>` joins the raters' files (id, rater,
 * rating) to the key as the fit's data (trade, method, rank, name, mean rating, the ratings).
 * Never run on issue 16's trades or the panel trades: those measure the engine, they do not teach it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { generateSync, METHODS, warmUp } from '../../src/index.ts';
import { createRandom } from '../../src/random.ts';
import { csvText, optionValue, readCsvRows, writeBlindSheet } from '../panel-files.ts';
import { TUNING_TRADES } from '../trades.ts';

const POOL = 48;
const TOP = 3;
const DRAWN = 3;

interface PoolRow {
  id: string;
  trade: string;
  name: string;
  method: string;
  rank: number;
}

function join(): void {
  const keyFile = optionValue('key');
  const ratingFiles = optionValue('ratings')?.split(',');
  const out = optionValue('out');
  if (!keyFile || !ratingFiles || !out) throw new Error('join needs --key, --ratings and --out');
  const ratings = new Map<string, number[]>();
  for (const file of ratingFiles) {
    for (const [id = '', , rating = ''] of readCsvRows(file)) {
      const value = Number(rating);
      if (!Number.isInteger(value) || value < 1 || value > 5) throw new Error(`bad rating in ${file}: ${id}`);
      ratings.set(id, [...(ratings.get(id) ?? []), value]);
    }
  }
  const key = readCsvRows(keyFile);
  const rows = key.map(([id = '', trade = '', name = '', method = '', rank = '']) => {
    const given = ratings.get(id) ?? [];
    if (given.length < 2) throw new Error(`${id} (${name}) has ${given.length} ratings, not 2 or more`);
    const meanRating = given.reduce((sum, value) => sum + value, 0) / given.length;
    return [trade, method, rank, name, meanRating.toFixed(2), given.join(' ')];
  });
  rows.sort((a, b) => (a.join('|') < b.join('|') ? -1 : 1));
  writeFileSync(out, csvText([['trade', 'method', 'rank', 'name', 'mean_rating', 'ratings'], ...rows]));
  process.stdout.write(`${rows.length} rated names written to ${out} (${readFileSync(out).length} bytes)\n`);
}

function writePool(): void {
  const out = optionValue('out');
  if (!out) throw new Error('appeal-pool needs --out <dir>');
  const random = createRandom(Number(optionValue('seed') ?? 21));
  warmUp();
  const rows: PoolRow[] = [];
  for (const trade of TUNING_TRADES) {
    const result = generateSync(trade, { limit: POOL, seed: 1 });
    const seen = new Set<string>();
    for (const method of METHODS) {
      const list = result[method];
      const ranks = list.slice(0, TOP).map((_, index) => index);
      const rest = list.map((_, index) => index).slice(TOP);
      for (let drawn = 0; drawn < DRAWN && rest.length > 0; drawn++) {
        ranks.push(...rest.splice(random.int(rest.length), 1));
      }
      for (const rank of ranks) {
        const name = list[rank]?.name.toLowerCase();
        if (!name || seen.has(name)) continue;
        seen.add(name);
        rows.push({ id: '', trade, name, method, rank: rank + 1 });
      }
    }
  }
  writeBlindSheet(out, rows, random, [
    { header: 'method', value: (row) => row.method },
    { header: 'rank', value: (row) => String(row.rank) },
  ]);
  process.stdout.write(`${rows.length} names for ${TUNING_TRADES.length} trades written to ${out}\n`);
}

if (process.argv[2] === 'join') join();
else writePool();
