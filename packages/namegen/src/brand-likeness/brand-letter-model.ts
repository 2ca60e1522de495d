import { createRequire } from 'node:module';
import { LetterModel } from '../phonotactics/index.ts';
import { nameLetters } from './features.ts';

/**
 * A letter trigram model of real brand names, beside the English one: how far a name's letters follow
 * brand spelling rather than English spelling is one of the brand-likeness features. Trained on the
 * one-word titles of `simple-icons` (CC0 1.0), read from the package at warm-up (a few ms).
 */
const CONTEXT_LENGTH = 2;
const WEIGHTS = [0.6, 0.3, 0.08];
const MIN_LENGTH = 3;
const MAX_LENGTH = 14;

/** One-word brand names of letters only, lower case, sorted and distinct. */
export function brandNames(): string[] {
  const requireFromHere = createRequire(import.meta.url);
  const icons = requireFromHere('simple-icons/icons.json') as Array<{ title: string }>;
  const names = new Set<string>();
  for (const { title } of icons) {
    if (!/^[A-Za-z]+$/.test(title)) continue;
    const letters = nameLetters(title);
    if (letters.length >= MIN_LENGTH && letters.length <= MAX_LENGTH) names.add(letters);
  }
  return [...names].sort();
}

export function trainBrandLetterModel(names: readonly string[]): LetterModel {
  const model = new LetterModel(CONTEXT_LENGTH, WEIGHTS);
  for (const name of names) model.train(name);
  return model;
}

let shipped: LetterModel | undefined;

/** The model trained on every brand name, as the engine uses it. */
export function getBrandLetterModel(): LetterModel {
  shipped ??= trainBrandLetterModel(brandNames());
  return shipped;
}
