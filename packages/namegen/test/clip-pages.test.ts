import { describe, expect, it } from 'vitest';
import { finalizeIdeas } from '../src/rank.ts';

/** Issue 16: abbreviate and word combination left short first pages (pizza: four names). */
describe('fill ideas', () => {
  it("rank after every one of the method's own names, whatever their scores", () => {
    const ideas = [
      { name: 'lowown', score: 0.1, why: 'own' },
      { name: 'highfill', score: 0.95, why: 'fill', fill: true },
      { name: 'midown', score: 0.5, why: 'own' },
    ];
    const ranked = finalizeIdeas('abbreviate', ideas, ['pizza'], 10);
    expect(ranked.map((candidate) => candidate.name)).toEqual(['midown', 'lowown', 'highfill']);
    // Still in score order: the fill is scaled under the last own score.
    expect(ranked[2]?.score).toBeLessThanOrEqual(ranked[1]?.score ?? 0);
  });

  it('only fill a list the own names leave short', () => {
    const ideas = [
      { name: 'oneown', score: 0.4, why: 'own' },
      { name: 'twoown', score: 0.3, why: 'own' },
      { name: 'afill', score: 0.9, why: 'fill', fill: true },
    ];
    expect(finalizeIdeas('abbreviate', ideas, ['pizza'], 2).map((candidate) => candidate.name)).toEqual([
      'oneown',
      'twoown',
    ]);
  });
});
