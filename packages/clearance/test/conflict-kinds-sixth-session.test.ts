// Issue 15, sixth session: rules found on the tuning half of the conflict set (batch 5 and older tuning
// cases), scored without a database. The cases are our own, not pairs of the set.
import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { spokenLetterReadings } from '../src/registers/spoken-letters.ts';

const score = (query: string, mark: string) => scoreConflict(profileName(query), profileName(mark)).score;

describe('number words that are words of their own, beside letter names', () => {
  it('reads TOO, FOR and ATE as digits when every other word is a letter name', () => {
    expect(spokenLetterReadings(['cue', 'too'])).toContain('q2');
    expect(spokenLetterReadings(['bee', 'for'])).toContain('b4');
    expect(spokenLetterReadings(['el', 'ate'])).toContain('l8');
    expect(score('CUE TOO', 'Q2')).toBeGreaterThanOrEqual(0.7);
  });
  it('leaves them words among other words, or alone', () => {
    expect(spokenLetterReadings(['back', 'too'])).toEqual([]);
    expect(spokenLetterReadings(['too'])).toEqual([]);
    expect(spokenLetterReadings(['for', 'to'])).toEqual([]);
    expect(score('TIME TOO', 'T2')).toBeLessThan(0.7);
  });
});
