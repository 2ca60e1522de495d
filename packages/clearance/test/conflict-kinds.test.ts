// Issue 15's kinds of conflict, one case each, scored without a database (the search's candidates are
// covered in search.test.ts): each case here was missed or under-scored before its fix.
import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';

const score = (query: string, mark: string) => scoreConflict(profileName(query), profileName(mark)).score;

describe('conflict kinds (issue 15)', () => {
  it('finds one swapped pair of adjacent letters in a short mark a high risk', () => {
    expect(score('ADSA', 'ASDA')).toBeGreaterThanOrEqual(0.85);
    expect(score('FAIT', 'FIAT')).toBeGreaterThanOrEqual(0.85);
    // Two swaps, or letters moved further apart, are not one slip.
    expect(score('DASA', 'ASDA')).toBeLessThan(0.85);
  });
});
