import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enumerateBlendCandidates } from '../src/blend/blend-candidates.ts';
import { BLEND_FEATURE_NAMES, blendFeatures, pairFacts } from '../src/blend/blend-features.ts';
import { getBlendModel } from '../src/blend/blend-model.ts';
import { blend, blendScored } from '../src/blend/index.ts';
import { fitRanking, linearScore, logSumExp } from '../src/blend/ranking-model.ts';
import { CROSS_VALIDATION_FOLDS, foldOfPair, isHeldOutPair } from '../src/blend/research-split.ts';

const researchSet = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/data/portmanteau/deri-knight-401.csv',
);
const hasResearchSet = existsSync(researchSet);
if (!hasResearchSet) console.warn(`skipping the held-out comparison: ${researchSet} is not here`);

describe('blend candidate shapes', () => {
  const names = (word1: string, word2: string, shape: string): string[] =>
    enumerateBlendCandidates(word1, word2)
      .filter((split) => split.shape === shape)
      .map((split) => split.name);

  it('clips both words to their heads (clipped compounds)', () => {
    expect(names('situation', 'comedy', 'heads')).toContain('sitcom');
    expect(names('motor', 'pedal', 'heads')).toContain('moped');
    expect(names('motor', 'pedal', 'tail')).not.toContain('moped');
  });

  it("joins the second word's head to the first word's tail", () => {
    expect(names('fog', 'smoke', 'reversed')).toContain('smog');
    expect(names('fog', 'smoke', 'tail')).not.toContain('smog');
  });

  it('keeps the whole first word before the second tail and both whole around a shared run', () => {
    expect(names('guess', 'estimate', 'tail')).toContain('guesstimate');
    expect(names('net', 'etiquette', 'tail')).toContain('netiquette');
  });

  it('stays bounded for long words', () => {
    const count = enumerateBlendCandidates('a'.repeat(40), 'b'.repeat(40)).length;
    expect(count).toBeLessThanOrEqual(3 * 40 * 40);
  });
});

describe('blend features', () => {
  it('gives one value per named feature, all finite', () => {
    const pair = pairFacts('breakfast', 'lunch');
    for (const split of enumerateBlendCandidates('breakfast', 'lunch')) {
      const features = blendFeatures(split, pair);
      expect(features).toHaveLength(BLEND_FEATURE_NAMES.length);
      for (const value of features) expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('tells which word spells a shared sound', () => {
    const pair = pairFacts('web', 'episode');
    const of = (name: string): number[] => {
      const split = enumerateBlendCandidates('web', 'episode').find((candidate) => candidate.name === name);
      if (split === undefined) throw new Error(`${name} not generated`);
      return blendFeatures(split, pair);
    };
    const byFirst = BLEND_FEATURE_NAMES.indexOf('overlapSpelledByFirst');
    expect(of('webisode')[byFirst]).toBeGreaterThan(of('wepisode')[byFirst] ?? 0);
  });
});

describe('ranking model fit', () => {
  it('learns which feature marks the answer and ranks it first', () => {
    // Two features; the answer always has the larger first feature, the second is noise.
    const groups = Array.from({ length: 30 }, (_, g) => ({
      rows: Array.from({ length: 6 }, (_, i) => [i === g % 6 ? 2 : i * 0.1, ((g * 7 + i * 3) % 5) / 5]),
      positive: Array.from({ length: 6 }, (_, i) => i === g % 6),
    }));
    const model = fitRanking(groups, { steps: 200, learningRate: 0.05, momentum: 0.9, l2: 0.001 });
    expect(model.weights[0] ?? 0).toBeGreaterThan(Math.abs(model.weights[1] ?? 0));
    for (const group of groups) {
      const scores = group.rows.map((row) => linearScore(model, row));
      expect(scores.indexOf(Math.max(...scores))).toBe(group.positive.indexOf(true));
    }
  });

  it('sums over derivations without overflow', () => {
    expect(logSumExp([1000, 1000])).toBeCloseTo(1000 + Math.log(2));
    expect(logSumExp([])).toBe(-Infinity);
  });
});

describe('the shipped blend model', () => {
  it('matches the features the code computes', () => {
    const model = getBlendModel();
    expect(model.weights).toHaveLength(BLEND_FEATURE_NAMES.length);
  });

  it('ranks with the learned model by default and keeps the hand-weighted one on request', () => {
    expect(blend('smoke', 'fog')[0]).toBe('smog');
    expect(blend('situation', 'comedy', { limit: 10, ranking: 'hand' })).not.toContain('sitcom');
    const scored = blendScored('spoon', 'fork', { limit: 20 });
    for (let index = 1; index < scored.length; index += 1) {
      expect(scored[index - 1]?.score ?? 0).toBeGreaterThanOrEqual(scored[index]?.score ?? 0);
    }
  });
});

describe('research split', () => {
  it('is decided by the pair alone, ignoring case and spaces', () => {
    expect(isHeldOutPair('Smoke ', 'FOG')).toBe(isHeldOutPair('smoke', 'fog'));
    expect(foldOfPair('smoke', 'fog')).toBe(foldOfPair(' SMOKE', 'fog'));
    expect(foldOfPair('smoke', 'fog')).toBeLessThan(CROSS_VALIDATION_FOLDS);
  });

  it('holds out about a quarter of pairs', () => {
    const pairs = Array.from({ length: 2000 }, (_, i) => [`word${i}`, `other${i * 7}`] as const);
    const held = pairs.filter(([a, b]) => isHeldOutPair(a, b)).length;
    expect(held).toBeGreaterThan(400);
    expect(held).toBeLessThan(600);
  });
});

describe.skipIf(!hasResearchSet)('held-out split of the research set (needs ../shared/data)', () => {
  // The switch decision of docs/benchmarks-blend.md: the learned ranking is the default because it
  // places more held-out blends first and in the top 5; at top-10 it had one pair fewer (81 against 82
  // of 95), which the decision accepts and no more.
  it('the learned ranking beats the hand-weighted one at top-1 and top-5 and keeps its top-10 within a pair', () => {
    const [header = '', ...rows] = readFileSync(researchSet, 'utf8').trim().split(/\r?\n/);
    const columns = header.split(',');
    const held = rows
      .map((row) => row.split(','))
      .map((fields) => ({
        blend: fields[columns.indexOf('portmanteau')] ?? '',
        word1: fields[columns.indexOf('word1')] ?? '',
        word2: fields[columns.indexOf('word2')] ?? '',
      }))
      .filter((row) => isHeldOutPair(row.word1, row.word2));
    const hits = (ranking: 'learned' | 'hand', k: number): number =>
      held.filter((row) =>
        blend(row.word1, row.word2, { limit: k, ranking }).includes(row.blend.toLowerCase()),
      ).length;
    expect(held.length).toBeGreaterThan(50);
    expect(hits('learned', 1)).toBeGreaterThan(hits('hand', 1));
    expect(hits('learned', 5)).toBeGreaterThanOrEqual(hits('hand', 5));
    expect(hits('learned', 10)).toBeGreaterThanOrEqual(hits('hand', 10) - 1);
  });
});
