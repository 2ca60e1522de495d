// Issue 15, ninth session: rules found on the tuning half of the conflict set (batch 8 and older tuning
// cases), scored without a database. The cases are our own, not pairs of the set.
import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { isWellKnownCompact } from '../src/registers/well-known-marks.ts';
import { compactName } from '../src/registers/text-fold.ts';

/** Scored as the search scores a mark: as a well-known one when it is on our list. */
const score = (query: string, mark: string) =>
  scoreConflict(profileName(query), profileName(mark), { wellKnown: isWellKnownCompact(compactName(mark)) })
    .score;

describe('the first word of a well-known two-word mark kept, another English word after it', () => {
  it('knows more famous marks of two words', () => {
    for (const mark of ['CANADA DRY', 'STAR TREK', 'PINK PANTHER', 'TOMB RAIDER', 'CAPRI SUN'])
      expect(isWellKnownCompact(compactName(mark))).toBe(true);
  });
  it('is medium, whatever kind the second word is of', () => {
    expect(score('CANADA FIZZ', 'CANADA DRY')).toBeGreaterThanOrEqual(0.7);
    expect(score('TOMB DIGGER', 'TOMB RAIDER')).toBeGreaterThanOrEqual(0.7);
    expect(score('CAPRI SPLASH', 'CAPRI SUN')).toBeGreaterThanOrEqual(0.7);
    expect(score('CAPRI SPLASH', 'CAPRI SUN')).toBeLessThan(0.85);
  });
  it('stays low for an ordinary mark, an invented second word, a swapped second word kept first', () => {
    expect(score('CANADA FIZZ', 'CANADA MAPLEWOOD')).toBeLessThan(0.7);
    expect(score('CAPRI ZORVEL', 'CAPRI SUN')).toBeLessThan(0.7);
    expect(score('SPLASH CAPRI', 'CAPRI SUN')).toBeLessThan(0.7);
  });
  it('stays low for a head that opens several famous marks: it calls none of them to mind', () => {
    expect(score('RED PENCIL', 'RED LOBSTER')).toBeLessThan(0.7);
  });
});
