/**
 * npm run fit:brand-likeness -w @brandwright/namegen — fits the brand-likeness model (issue 16) and
 * writes its coefficients to src/brand-likeness/brand-likeness-model.json, with the cross-validated
 * figures. Deterministic: the same packages give the same file.
 *
 * Positives: real brand names, the titles of `simple-icons` (CC0 1.0, the list the demo register
 * already uses), one-word titles of letters only (`brandNames`). Negatives, as many again: half ordinary English
 * words, half random strings. The words are SUBTLEX words the CMU dictionary pronounces but that the
 * phonotactic letter model was NOT trained on (it stops at 40,000 training words), so its log
 * probabilities are not flattered by memory; the random strings are half uniform letters and half
 * letters drawn with English letter frequencies, with the brands' lengths.
 * The model is a logistic regression over `brandFeatures` (shape and sound only), fitted with 5-fold
 * cross-validation for the reported accuracy and AUC, then once on all the data for the shipped file.
 * One feature compares a letter model of brand names with the English one; it is cross-fitted (each
 * example scored by a brand model trained without its fold), and the engine uses the brand model
 * trained on every name.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { brandNames, trainBrandLetterModel } from '../src/brand-likeness/brand-letter-model.ts';
import { brandFeatures, FEATURE_NAMES } from '../src/brand-likeness/features.ts';
import {
  areaUnderCurve,
  DEFAULT_FIT,
  fitLogistic,
  predict,
} from '../src/brand-likeness/logistic-regression.ts';
import { getFrequentWords, getPronunciations } from '../src/lexicon/index.ts';
import { createRandom } from '../src/random.ts';

const FOLDS = 5;
const MIN_LENGTH = 3;
const MAX_LENGTH = 14;
const FOLD_OF = (index: number): number => index % FOLDS;
/** Must match the phonotactic model's training (src/phonotactics/pronounceability.ts). */
const LETTER_MODEL_TRAINING_WORDS = 40_000;
const SEED = 16;

const random = createRandom(SEED);

function heldOutWords(exclude: ReadonlySet<string>): string[] {
  const words = getFrequentWords(1_000_000);
  const pronounced = getPronunciations();
  let used = 0;
  let rank = 0;
  for (; rank < words.length && used < LETTER_MODEL_TRAINING_WORDS; rank++) {
    const word = words[rank] ?? '';
    if (/^[a-z]{2,}$/.test(word) && pronounced.has(word)) used++;
  }
  return words
    .slice(rank)
    .filter(
      (word) =>
        /^[a-z]+$/.test(word) &&
        word.length >= MIN_LENGTH &&
        word.length <= MAX_LENGTH &&
        pronounced.has(word) &&
        !exclude.has(word),
    );
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function randomStrings(count: number, lengths: readonly number[], letterPool: string): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: count }, (_, i) => {
    const length = random.pick(lengths);
    const pool = i % 2 === 0 ? alphabet : letterPool;
    return Array.from({ length }, () => random.pick([...pool])).join('');
  });
}

const brands = brandNames();
const brandSet = new Set(brands);
const words = shuffled(heldOutWords(brandSet)).slice(0, Math.floor(brands.length / 2));
// English letter frequencies, from the same held-out words.
const letterPool = words.join('');
const strings = randomStrings(
  brands.length - words.length,
  brands.map((brand) => brand.length),
  letterPool,
);

const examples = shuffled([
  ...brands.map((name) => ({ name, label: 1, kind: 'brand' })),
  ...words.map((name) => ({ name, label: 0, kind: 'word' })),
  ...strings.map((name) => ({ name, label: 0, kind: 'random' })),
]);
// Cross-fitting: each example's brand-letter feature comes from a brand model trained without its
// fold, so no brand is scored by a model that learned its own letters. The same folds serve the
// cross-validation below, and the final coefficients are fitted on these out-of-fold features.
const foldModels = Array.from({ length: FOLDS }, (_, fold) =>
  trainBrandLetterModel(
    examples
      .filter((example, i) => example.label === 1 && FOLD_OF(i) !== fold)
      .map((example) => example.name),
  ),
);
const rows = examples.map((example, i) =>
  brandFeatures(example.name, foldModels[FOLD_OF(i)] as (typeof foldModels)[number]),
);
const labels = examples.map((example) => example.label);

const foldScores: Array<{ accuracy: number; auc: number; aucWords: number }> = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const trainRows: number[][] = [];
  const trainLabels: number[] = [];
  const testIndexes: number[] = [];
  rows.forEach((row, i) => {
    if (FOLD_OF(i) === fold) testIndexes.push(i);
    else {
      trainRows.push(row);
      trainLabels.push(labels[i] ?? 0);
    }
  });
  const model = fitLogistic(trainRows, trainLabels, DEFAULT_FIT);
  const scores = testIndexes.map((i) => predict(model, rows[i] ?? []));
  const testLabels = testIndexes.map((i) => labels[i] ?? 0);
  const correct = scores.filter((score, k) => (score >= 0.5 ? 1 : 0) === testLabels[k]).length;
  // The harder half of the task: brands against ordinary words only.
  const wordsOnly = testIndexes
    .map((i, k) => ({ score: scores[k] ?? 0, label: labels[i] ?? 0, kind: examples[i]?.kind }))
    .filter((item) => item.kind !== 'random');
  foldScores.push({
    accuracy: correct / scores.length,
    auc: areaUnderCurve(scores, testLabels),
    aucWords: areaUnderCurve(
      wordsOnly.map((item) => item.score),
      wordsOnly.map((item) => item.label),
    ),
  });
}
const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number, digits = 4): number => Math.round(value * 10 ** digits) / 10 ** digits;

const model = fitLogistic(rows, labels, DEFAULT_FIT);
const output = {
  description:
    'Brand-likeness: logistic regression over brandFeatures, written by scripts/fit-brand-likeness.ts (issue 16). Do not edit by hand.',
  features: FEATURE_NAMES,
  means: model.means.map((value) => round(value, 6)),
  deviations: model.deviations.map((value) => round(value, 6)),
  weights: model.weights.map((value) => round(value, 6)),
  bias: round(model.bias, 6),
  training: {
    brands: brands.length,
    words: words.length,
    randomStrings: strings.length,
    fit: DEFAULT_FIT,
    seed: SEED,
  },
  crossValidation: {
    folds: FOLDS,
    accuracy: round(mean(foldScores.map((fold) => fold.accuracy))),
    auc: round(mean(foldScores.map((fold) => fold.auc))),
    aucBrandsAgainstWords: round(mean(foldScores.map((fold) => fold.aucWords))),
    perFold: foldScores.map((fold) => ({
      accuracy: round(fold.accuracy),
      auc: round(fold.auc),
      aucBrandsAgainstWords: round(fold.aucWords),
    })),
  },
};
const target = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/brand-likeness/brand-likeness-model.json',
);
// Written as the repository's formatter would write it, so a refit shows only real changes.
const options = await prettier.resolveConfig(target);
writeFileSync(target, await prettier.format(JSON.stringify(output), { ...options, parser: 'json' }));
process.stdout.write(
  `${brands.length} brands, ${words.length} words, ${strings.length} random strings\n` +
    `${FOLDS}-fold cross-validation: accuracy ${output.crossValidation.accuracy}, AUC ${output.crossValidation.auc}, ` +
    `AUC brands vs words ${output.crossValidation.aucBrandsAgainstWords}\n` +
    FEATURE_NAMES.map((name, j) => `  ${name}: ${output.weights[j]}`).join('\n') +
    `\nwrote ${path.relative(process.cwd(), target)}\n`,
);
