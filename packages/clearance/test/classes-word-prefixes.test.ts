import { describe, expect, it } from 'vitest';
import { findClasses } from '../src/classes/index.ts';
import { withoutPrefixes } from '../src/classes/word-prefixes.ts';

/** Unknown words read through a known prefix (invented words, not the sample's). */
function topClass(term: string): number | undefined {
  return findClasses(term, { limit: 1 })[0]?.class;
}

function scoreOf(term: string, classNumber: number): number {
  return findClasses(term, { limit: 45 }).find((match) => match.class === classNumber)?.score ?? 0;
}

describe('unknown words after a known prefix', () => {
  it('lists the remainders after each prefix, longest prefix first', () => {
    expect(withoutPrefixes('electroheaters')).toEqual(['heaters']);
    expect(withoutPrefixes('nanosensors')).toEqual(['sensors']);
    expect(withoutPrefixes('redo')).toEqual([]);
  });

  it('reads a prefixed goods word as the word after the prefix', () => {
    expect(topClass('nanosensors')).toBe(9);
    expect(topClass('hydroturbines')).toBe(7);
  });

  it('reads a re- gerund as the action after the prefix', () => {
    expect(scoreOf('refuelling of aircraft', 37)).toBeGreaterThan(0.5);
  });

  it('leaves un- and dis- words alone: they may name the opposite', () => {
    expect(withoutPrefixes('ungluing')).toEqual([]);
    expect(withoutPrefixes('disintegrators')).toEqual([]);
  });
});
