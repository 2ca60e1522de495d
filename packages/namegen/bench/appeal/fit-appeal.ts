/**
 * npm run panel:appeal -w @brandwright/namegen — what our rating panel's ratings say about ranking
 * (issue 16, decision 0022). It fits an appeal model (what namers value, from the features in
 * ./features.ts) with a cross-validation by trade, each fold's trades ranked by a model that never saw
 * them, and prints per method the mean rating of each group's top 3 as the engine ranks it, as the model
 * would, and the best any ranking of the rated names could reach; then the weights of a fit on all.
 * Deterministic: the same ratings give the same figures. It writes nothing: the model is not shipped
 * (decision 0022 says why).
 *
 * The ratings: for each of our 38 tuning trades and each method, the engine's first three names and
 * three drawn from ranks 4–48 (bench/appeal-pool.ts), lower-cased and shuffled, each rated 1–5 by two
 * raters who did not know where a name came from ("would you put it on a founder's shortlist?").
 * The model is a logistic regression with the mean rating scaled to 0..1 as a soft label.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { fitLogistic, predict, type FitOptions } from '../../src/brand-likeness/logistic-regression.ts';
import { METHODS, type Method } from '../../src/types.ts';
import { readCsvRows } from '../panel-files.ts';
import { appealFeatures, APPEAL_FEATURE_NAMES } from './features.ts';

const RATINGS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'appeal-ratings.csv');
const FOLDS = 5;
const TOP = 3;
const PENALTIES = [0.001, 0.01, 0.1];

interface Rated {
  trade: string;
  method: Method;
  rank: number;
  name: string;
  rating: number;
  features: number[];
}

function isMethod(value: string): value is Method {
  return (METHODS as readonly string[]).includes(value);
}

function loadRatings(): Rated[] {
  return readCsvRows(RATINGS).map(([trade = '', method = '', rank = '', name = '', rating = '']) => {
    if (!isMethod(method)) throw new Error(`unknown method in ${RATINGS}: ${method}`);
    const value = Number(rating);
    if (!(value >= 1 && value <= 5)) throw new Error(`bad rating in ${RATINGS}: ${name} ${rating}`);
    const keywordWords = trade.split(' ');
    return {
      trade,
      method,
      rank: Number(rank),
      name,
      rating: value,
      features: appealFeatures({ name, method, place: Number(rank), keywordWords }),
    };
  });
}

const label = (rating: number): number => (rating - 1) / 4;
const mean = (values: readonly number[]): number =>
  values.length === 0 ? NaN : values.reduce((sum, value) => sum + value, 0) / values.length;

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j < order.length && order[j]?.value === order[i]?.value) j++;
    for (let k = i; k < j; k++) result[order[k]?.index ?? 0] = (i + j + 1) / 2;
    i = j;
  }
  return result;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const ma = mean(ra);
  const mb = mean(rb);
  let covariance = 0;
  let va = 0;
  let vb = 0;
  ra.forEach((value, i) => {
    covariance += (value - ma) * ((rb[i] ?? 0) - mb);
    va += (value - ma) ** 2;
    vb += ((rb[i] ?? 0) - mb) ** 2;
  });
  return covariance / Math.sqrt(va * vb);
}

interface TopThree {
  engine: number[];
  model: number[];
  best: number[];
}

/** Mean rating of each trade × method group's top 3: as the engine ranked it, as the model would. */
function topThrees(rows: readonly Rated[], predicted: ReadonlyMap<Rated, number>): Map<Method, TopThree> {
  const groups = new Map<string, Rated[]>();
  for (const row of rows) {
    const key = `${row.trade}|${row.method}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result = new Map<Method, TopThree>(
    METHODS.map((method) => [method, { engine: [], model: [], best: [] }]),
  );
  for (const group of groups.values()) {
    const method = group[0]?.method;
    if (!method || group.length < TOP) continue;
    const bucket = result.get(method);
    if (!bucket) continue;
    const top = (sorted: readonly Rated[]): number => mean(sorted.slice(0, TOP).map((row) => row.rating));
    bucket.engine.push(top([...group].sort((a, b) => a.rank - b.rank)));
    bucket.model.push(
      top([...group].sort((a, b) => (predicted.get(b) ?? 0) - (predicted.get(a) ?? 0) || a.rank - b.rank)),
    );
    bucket.best.push(top([...group].sort((a, b) => b.rating - a.rating)));
  }
  return result;
}

function crossValidate(rows: readonly Rated[], options: FitOptions): Map<Rated, number> {
  const trades = [...new Set(rows.map((row) => row.trade))].sort();
  const foldOf = new Map(trades.map((trade, index) => [trade, index % FOLDS]));
  const predicted = new Map<Rated, number>();
  for (let fold = 0; fold < FOLDS; fold++) {
    const training = rows.filter((row) => foldOf.get(row.trade) !== fold);
    const model = fitLogistic(
      training.map((row) => row.features),
      training.map((row) => label(row.rating)),
      options,
    );
    for (const row of rows)
      if (foldOf.get(row.trade) === fold) predicted.set(row, predict(model, row.features));
  }
  return predicted;
}

function main(): void {
  const rows = loadRatings();
  process.stdout.write(`${rows.length} rated names, ${new Set(rows.map((row) => row.trade)).size} trades\n`);
  let chosen: { options: FitOptions; score: number; predicted: Map<Rated, number> } | undefined;
  for (const l2 of PENALTIES) {
    const options: FitOptions = { steps: 3000, learningRate: 0.3, l2 };
    const predicted = crossValidate(rows, options);
    const correlation = spearman(
      rows.map((row) => predicted.get(row) ?? 0),
      rows.map((row) => row.rating),
    );
    process.stdout.write(`l2 ${l2}: cross-validated Spearman ${correlation.toFixed(3)}\n`);
    if (!chosen || correlation > chosen.score) chosen = { options, score: correlation, predicted };
  }
  if (!chosen) throw new Error('no ratings');
  process.stdout.write(
    `\nTop 3 per trade × method group, mean rating (cross-validated, l2 ${chosen.options.l2}):\n`,
  );
  process.stdout.write(
    '| method | groups | engine order | model order | best possible |\n|---|---|---|---|---|\n',
  );
  const tops = topThrees(rows, chosen.predicted);
  const all: TopThree = { engine: [], model: [], best: [] };
  for (const [method, top] of tops) {
    all.engine.push(...top.engine);
    all.model.push(...top.model);
    all.best.push(...top.best);
    process.stdout.write(
      `| ${method} | ${top.engine.length} | ${mean(top.engine).toFixed(2)} | ${mean(top.model).toFixed(2)} | ${mean(top.best).toFixed(2)} |\n`,
    );
  }
  process.stdout.write(
    `| all | ${all.engine.length} | ${mean(all.engine).toFixed(2)} | ${mean(all.model).toFixed(2)} | ${mean(all.best).toFixed(2)} |\n`,
  );

  const model = fitLogistic(
    rows.map((row) => row.features),
    rows.map((row) => label(row.rating)),
    chosen.options,
  );
  process.stdout.write('\nweights of a fit on all the ratings (standardised features):\n');
  APPEAL_FEATURE_NAMES.forEach((name, index) =>
    process.stdout.write(`  ${(model.weights[index] ?? 0).toFixed(3).padStart(7)}  ${name}\n`),
  );
}

main();
