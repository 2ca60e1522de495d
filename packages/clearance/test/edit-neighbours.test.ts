import { expect, it } from 'vitest';
import { editNeighbours } from '../src/registers/search-marks.ts';

it('lists the strings one edit away: a letter dropped, added, changed or two swapped', () => {
  const neighbours = new Set(editNeighbours('sambuk'));
  for (const near of ['sambuck', 'samuk', 'smabuk', 'zambuk', 'sambu', 'xsambuk'])
    expect(neighbours.has(near)).toBe(true);
  expect(neighbours.has('sambuk')).toBe(false);
  expect(neighbours.has('starbuk')).toBe(false);
});

it('skips names too short to have meaningful typo neighbours', () => {
  expect(editNeighbours('sky')).toEqual([]);
});
