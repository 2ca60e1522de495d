import { describe, expect, it } from 'vitest';
import { blend, blendScored } from '../src/blend/index.ts';
import { toUnits } from '../src/blend/letter-units.ts';
import { syllableStarts } from '../src/blend/syllable-cuts.ts';

// Well-known English blends from general knowledge (not from the benchmark file).
const KNOWN_BLENDS: ReadonlyArray<readonly [string, string, string]> = [
  ['breakfast', 'lunch', 'brunch'],
  ['smoke', 'fog', 'smog'],
  ['motor', 'hotel', 'motel'],
  ['spoon', 'fork', 'spork'],
  ['emotion', 'icon', 'emoticon'],
  ['spanish', 'english', 'spanglish'],
  ['stagnation', 'inflation', 'stagflation'],
];

describe('blend', () => {
  it.each(KNOWN_BLENDS)('%s + %s gives %s in the top 10', (word1, word2, expected) => {
    expect(blend(word1, word2)).toContain(expected);
  });

  it('ranks the classic smoke + fog blend first', () => {
    expect(blend('smoke', 'fog')[0]).toBe('smog');
  });

  it('never returns a source word, the plain concatenation or duplicates', () => {
    const names = blend('web', 'log', { limit: 50 });
    expect(names).not.toContain('web');
    expect(names).not.toContain('log');
    expect(names).not.toContain('weblog');
    expect(new Set(names).size).toBe(names.length);
  });

  it('honours the limit and defaults to 10', () => {
    expect(blend('breakfast', 'lunch')).toHaveLength(10);
    expect(blend('breakfast', 'lunch', { limit: 3 })).toHaveLength(3);
    expect(blend('breakfast', 'lunch', { limit: 0 })).toEqual([]);
  });

  it('returns scores in descending order with a reason', () => {
    const scored = blendScored('spoon', 'fork', { limit: 20 });
    for (let index = 1; index < scored.length; index += 1) {
      expect(scored[index - 1]?.score ?? 0).toBeGreaterThanOrEqual(scored[index]?.score ?? 0);
    }
    expect(scored[0]?.why).toMatch(/spoon \+ fork/);
  });

  it('is deterministic', () => {
    expect(blend('channel', 'tunnel', { limit: 20 })).toEqual(blend('channel', 'tunnel', { limit: 20 }));
  });

  it('normalises case, accents and stray characters', () => {
    expect(blend('Smoke!', ' FOG ')).toEqual(blend('smoke', 'fog'));
    expect(blend('café', 'latte')).toEqual(blend('cafe', 'latte'));
  });

  it.each([
    ['', 'fog'],
    ['smoke', ''],
    ['   ', '  '],
    ['123', '456'],
    ['日本', '東京'],
    ['a', 'b'],
    ['x'.repeat(500), 'y'.repeat(500)],
  ])('does not crash on bad input %j + %j', (word1, word2) => {
    const names = blend(word1, word2);
    expect(Array.isArray(names)).toBe(true);
    for (const name of names) expect(name).toMatch(/^[a-z]+$/);
  });

  it('gives nothing for words without letters', () => {
    expect(blend('123', '456')).toEqual([]);
    expect(blend('', 'fog')).toEqual([]);
  });
});

describe('spelling units and syllables', () => {
  it('keeps digraphs and doubled consonants whole', () => {
    expect(toUnits('black').map((unit) => unit.text)).toEqual(['b', 'l', 'a', 'ck']);
    expect(toUnits('accent').map((unit) => unit.text)).toEqual(['a', 'cc', 'e', 'n', 't']);
    expect(toUnits('square').map((unit) => unit.text)).toEqual(['s', 'qu', 'a', 'r', 'e']);
  });

  it('treats y as a vowel after a consonant only', () => {
    expect(toUnits('sky').map((unit) => unit.kind)).toEqual(['C', 'C', 'V']);
    expect(toUnits('yes')[0]?.kind).toBe('C');
  });

  it('splits syllables by the maximal-onset principle', () => {
    // con|su|mer, mor|ning, pro|gram, sin|gle (the final silent e starts no syllable)
    expect([...syllableStarts(toUnits('consumer'))]).toEqual([3, 5]);
    expect([...syllableStarts(toUnits('morning'))]).toEqual([3]);
    expect([...syllableStarts(toUnits('program'))]).toEqual([3]);
    expect([...syllableStarts(toUnits('single'))]).toEqual([3]);
  });
});
