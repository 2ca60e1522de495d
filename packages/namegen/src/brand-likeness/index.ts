import { createRequire } from 'node:module';
import { getBrandLetterModel } from './brand-letter-model.ts';
import { brandFeatures, FEATURE_NAMES } from './features.ts';
import { predict, type LogisticModel } from './logistic-regression.ts';

/**
 * Brand-likeness, 0..1: how much a name looks and sounds like a real brand rather than an ordinary
 * word or letter noise, from a logistic regression fitted on real brand names (issue 16). The
 * coefficients are data: `brand-likeness-model.json`, written by `scripts/fit-brand-likeness.ts`
 * (`npm run fit:brand-likeness -w @brandwright/namegen`), which also reports its cross-validation.
 */
interface ModelFile extends LogisticModel {
  features: string[];
}

const requireFromHere = createRequire(import.meta.url);
let model: LogisticModel | undefined;

function getModel(): LogisticModel {
  if (model) return model;
  const file = requireFromHere('./brand-likeness-model.json') as ModelFile;
  // A model fitted on other features would score nonsense: refuse it loudly.
  if (file.features.join('|') !== FEATURE_NAMES.join('|')) {
    throw new Error('brand-likeness-model.json does not match brandFeatures: run fit:brand-likeness');
  }
  model = file;
  return file;
}

/**
 * The model was fitted on one-word names, so a name of several words ("pet flair") is scored word by
 * word, as it is read, and the mean taken.
 */
export function brandLikeness(name: string): number {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[a-z]/i.test(word));
  const score = (text: string): number => predict(getModel(), brandFeatures(text, getBrandLetterModel()));
  if (words.length <= 1) return score(name);
  return words.reduce((sum, word) => sum + score(word), 0) / words.length;
}

export { brandFeatures, FEATURE_NAMES } from './features.ts';
