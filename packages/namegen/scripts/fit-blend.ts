/**
 * npm run fit:blend -w @brandwright/namegen — fits the learned blend ranking (issue 15) and writes its
 * coefficients to src/blend/blend-model.json with the cross-validated figures. Deterministic: the
 * same data and code give the same file.
 *
 * Data: Deri & Knight's Wikipedia blends, read from ../shared/data (never copied into the project).
 * Only the training split is read (src/blend/research-split.ts: a hash of each pair keeps a quarter
 * out); the held-out pairs are skipped here and only scored by `npm run bench:blend`.
 * The penalty is chosen by 5-fold cross-validation on the training split (folds by hash of the pair),
 * then the model is fitted once on the whole training split.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { BLEND_FEATURE_NAMES } from '../src/blend/blend-features.ts';
import { compareBlends } from '../src/blend/index.ts';
import { normaliseWord } from '../src/blend/letter-units.ts';
import { type BlendDerivation, blendDerivations, rankBlends } from '../src/blend/rank-blends.ts';
import {
  fitRanking,
  linearScore,
  logSumExp,
  type RankingFitOptions,
  type RankingModel,
} from '../src/blend/ranking-model.ts';
import { CROSS_VALIDATION_FOLDS, foldOfPair, isHeldOutPair } from '../src/blend/research-split.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataFile = path.resolve(here, '../../../../shared/data/portmanteau/deri-knight-401.csv');
const target = path.join(here, '../src/blend/blend-model.json');
const PENALTIES = [0.001, 0.003, 0.01, 0.03, 0.1];
const FIT: Omit<RankingFitOptions, 'l2'> = { steps: 300, learningRate: 0.05, momentum: 0.9 };
const MAX_WORD_LENGTH = 40;

interface Pair {
  blend: string;
  word1: string;
  word2: string;
  fold: number;
  derivations: BlendDerivation[];
}

if (!existsSync(dataFile)) {
  process.stderr.write(`the research set is not at ${dataFile}: fit:blend needs ../shared/data\n`);
  process.exit(1);
}
const [header = '', ...lines] = readFileSync(dataFile, 'utf8').trim().split(/\r?\n/);
const columns = header.split(',');
const column = (fields: string[], name: string): string => fields[columns.indexOf(name)] ?? '';
const pairs: Pair[] = [];
let heldOut = 0;
for (const line of lines) {
  const fields = line.split(',');
  const [word1, word2] = [column(fields, 'word1'), column(fields, 'word2')];
  if (isHeldOutPair(word1, word2)) {
    heldOut++;
    continue;
  }
  const [w1, w2] = [
    normaliseWord(word1).slice(0, MAX_WORD_LENGTH),
    normaliseWord(word2).slice(0, MAX_WORD_LENGTH),
  ];
  pairs.push({
    blend: normaliseWord(column(fields, 'portmanteau')),
    word1: w1,
    word2: w2,
    fold: foldOfPair(word1, word2),
    derivations: blendDerivations(w1, w2),
  });
}

function group(pair: Pair): { rows: number[][]; positive: boolean[] } {
  return {
    rows: pair.derivations.map((derivation) => derivation.features),
    positive: pair.derivations.map((derivation) => derivation.split.name === pair.blend),
  };
}

/** Rank of the real blend among the names (0 = first), -1 when not in the first ten. */
function rankOf(names: readonly { name: string; score: number }[], blend: string): number {
  const ranked = [...names].map((entry) => ({ ...entry, why: '' })).sort(compareBlends);
  const rank = ranked.findIndex((entry) => entry.name === blend);
  return rank >= 0 && rank < 10 ? rank : -1;
}

function learnedRank(model: RankingModel, pair: Pair): number {
  const scores = new Map<string, number[]>();
  for (const { split, features } of pair.derivations) {
    const list = scores.get(split.name) ?? [];
    list.push(linearScore(model, features));
    scores.set(split.name, list);
  }
  return rankOf(
    [...scores.entries()].map(([name, list]) => ({ name, score: logSumExp(list) })),
    pair.blend,
  );
}

function handRank(pair: Pair): number {
  return rankOf(rankBlends(pair.word1, pair.word2), pair.blend);
}

interface Figures {
  top1: number;
  top10: number;
}
function figures(ranks: readonly number[]): Figures {
  const share = (hit: (rank: number) => boolean): number =>
    Math.round((10000 * ranks.filter(hit).length) / Math.max(1, ranks.length)) / 10000;
  return { top1: share((rank) => rank === 0), top10: share((rank) => rank >= 0) };
}

function crossValidate(l2: number): { pooled: Figures; perFold: Figures[] } {
  const all: number[] = [];
  const perFold: Figures[] = [];
  for (let fold = 0; fold < CROSS_VALIDATION_FOLDS; fold++) {
    const model = fitRanking(pairs.filter((pair) => pair.fold !== fold).map(group), { ...FIT, l2 });
    const ranks = pairs.filter((pair) => pair.fold === fold).map((pair) => learnedRank(model, pair));
    perFold.push(figures(ranks));
    all.push(...ranks);
  }
  return { pooled: figures(all), perFold };
}

const reachable = pairs.filter((pair) => pair.derivations.some((d) => d.split.name === pair.blend)).length;
const hand = figures(pairs.map(handRank));
process.stdout.write(
  `${pairs.length} training pairs (${heldOut} held out, not read), ${reachable} with the blend among the candidates\n` +
    `hand-weighted ranking on the training split: top-1 ${hand.top1}, top-10 ${hand.top10}\n`,
);
const trials = PENALTIES.map((l2) => {
  const result = crossValidate(l2);
  process.stdout.write(
    `l2 ${l2}: ${CROSS_VALIDATION_FOLDS}-fold top-1 ${result.pooled.top1}, top-10 ${result.pooled.top10}\n`,
  );
  return { l2, ...result };
});
// Best cross-validated top-1, then top-10; the first (smallest) penalty on a tie.
const chosen = trials.reduce((best, trial) =>
  trial.pooled.top1 > best.pooled.top1 ||
  (trial.pooled.top1 === best.pooled.top1 && trial.pooled.top10 > best.pooled.top10)
    ? trial
    : best,
);
const model = fitRanking(pairs.map(group), { ...FIT, l2: chosen.l2 });
const round = (value: number): number => Math.round(value * 1e6) / 1e6;
const output = {
  description:
    'Learned blend ranking: conditional logit over blendFeatures, written by scripts/fit-blend.ts (issue 15). Do not edit by hand.',
  features: BLEND_FEATURE_NAMES,
  means: model.means.map(round),
  deviations: model.deviations.map(round),
  weights: model.weights.map(round),
  training: {
    pairs: pairs.length,
    pairsWithTheBlendGenerated: reachable,
    heldOutPairsNotRead: heldOut,
    fit: { ...FIT, l2: chosen.l2 },
    penaltiesTried: PENALTIES,
    trainingLoss: round(model.loss),
  },
  crossValidation: {
    folds: CROSS_VALIDATION_FOLDS,
    top1: chosen.pooled.top1,
    top10: chosen.pooled.top10,
    perFold: chosen.perFold,
    handWeightedOnTrainingSplit: hand,
  },
};
const options = await prettier.resolveConfig(target);
writeFileSync(target, await prettier.format(JSON.stringify(output), { ...options, parser: 'json' }));
process.stdout.write(
  `chose l2 ${chosen.l2}\n` +
    BLEND_FEATURE_NAMES.map((name, j) => `  ${name}: ${output.weights[j]}`).join('\n') +
    `\nwrote ${path.relative(process.cwd(), target)}\n`,
);
