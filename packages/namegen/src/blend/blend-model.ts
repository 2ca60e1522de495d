/**
 * The learned blend ranking's coefficients (issue 15): `blend-model.json`, written by
 * `scripts/fit-blend.ts` (`npm run fit:blend -w @brandwright/namegen`), which also records its
 * cross-validation. Loaded once; a file fitted on other features than the code computes is refused.
 */
import { createRequire } from 'node:module';
import { BLEND_FEATURE_NAMES } from './blend-features.ts';
import type { RankingModel } from './ranking-model.ts';

interface ModelFile extends RankingModel {
  features: string[];
}

const requireFromHere = createRequire(import.meta.url);
let model: RankingModel | undefined;

export function getBlendModel(): RankingModel {
  if (model) return model;
  const file = requireFromHere('./blend-model.json') as ModelFile;
  // A model fitted on other features would rank nonsense: refuse it loudly.
  if (file.features.join('|') !== BLEND_FEATURE_NAMES.join('|')) {
    throw new Error('blend-model.json does not match blendFeatures: run fit:blend');
  }
  model = file;
  return file;
}
