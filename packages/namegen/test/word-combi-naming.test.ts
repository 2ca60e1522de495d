import { describe, expect, it } from 'vitest';
import { blend } from '../src/blend/index.ts';
import { generateSync } from '../src/generate.ts';
import { namingScore, readBlend } from '../src/methods/word-combi-naming.ts';
import { combiSources } from '../src/methods/word-combi-stems.ts';

const firstNames = (keyword: string, count: number): string[] =>
  generateSync(keyword, { methods: ['word_combi'], limit: 24 })
    .word_combi.slice(0, count)
    .map((candidate) => candidate.name);

const score = (name: string, first: string[], second: string[]): number =>
  namingScore({ name, modelScore: 0.5, firstSources: first, secondSources: second });

describe('word combination ranks blends as founders keep them (issue 16)', () => {
  it('blends the stems the lexicon ties to a word, not look-alike words', () => {
    expect(combiSources('grooming')).toEqual(['grooming', 'groom']);
    expect(combiSources('clothing')).toEqual(expect.arrayContaining(['clothing', 'cloth', 'clothes']));
    expect(combiSources('rental')).toContain('rent');
    expect(combiSources('kids')).toContain('kid');
    expect(combiSources('organic')).toEqual(['organic']);
    expect(combiSources('dental')).toEqual(['dental']);
    expect(combiSources('dog')).toEqual(['dog']);
  });

  it('puts the blend that shows both words, joined on a shared letter, first', () => {
    expect(firstNames('dog grooming', 1)).toEqual(['dogroom']);
    expect(readBlend('dogroom', ['dog'], ['grooming', 'groom'])).toMatchObject({
      recognition: 1,
      shared: 1,
    });
    // The blend model's own order is unchanged for `namegen blend`.
    expect(blend('dog', 'grooming')[0]).not.toBe('dogroom');
  });

  it('prefers two words joined on a shared letter to the same words side by side', () => {
    expect(score('dogroom', ['dog'], ['grooming', 'groom'])).toBeGreaterThan(
      1.05 * score('doggroom', ['dog'], ['grooming', 'groom']),
    );
    expect(score('carent', ['car'], ['rental', 'rent'])).toBeGreaterThan(
      1.05 * score('carrent', ['car'], ['rental', 'rent']),
    );
  });

  it('keeps clipped compounds of stems, which the blender leaves out', () => {
    expect(firstNames('wedding planner', 1)).toEqual(['wedplan']);
    expect(firstNames('smart lighting', 1)).toEqual(['smartlight']);
    // Not with a doubled letter at the join, which only misspells the blend on the shared letter.
    expect(firstNames('dog grooming', 24)).not.toContain('doggroom');
    expect(firstNames('car rental', 24)).not.toContain('carrent');
  });

  it('ranks fragments a reader cannot place below recognisable parts', () => {
    const top = firstNames('language school', 3);
    for (const fragment of ['lanchool', 'langool', 'lanool']) expect(top).not.toContain(fragment);
    expect(firstNames('data analytics', 1)).toEqual(['datalytics']);
    expect(firstNames('web design', 1)).toEqual(['websign']);
  });

  it('counts a second word that lost its first sounds less (dogooming below dogming)', () => {
    expect(score('dogooming', ['dog'], ['grooming', 'groom'])).toBeLessThan(
      score('dogming', ['dog'], ['grooming', 'groom']),
    );
  });

  it('counts a clipped end of the second word less than the whole of it', () => {
    expect(score('dogroomi', ['dog'], ['grooming', 'groom'])).toBeLessThan(
      0.8 * score('dogroom', ['dog'], ['grooming', 'groom']),
    );
  });

  it('counts a head of the second word cut mid-word less than the stem it cuts (groom in dogroom)', () => {
    expect(score('dogroom', ['dog'], ['grooming'])).toBeLessThan(
      0.7 * score('dogroom', ['dog'], ['grooming', 'groom']),
    );
  });

  it("ranks the keyword's own word order first (doggroom, not groomdog)", () => {
    expect(score('groomdog', ['dog'], ['grooming', 'groom'])).toBeLessThan(
      0.75 * score('doggroom', ['dog'], ['grooming', 'groom']),
    );
  });

  it('counts a part that reads as another word less (kidthing: thing)', () => {
    expect(score('kidthing', ['kids', 'kid'], ['clothing'])).toBeLessThan(
      0.95 * score('kidthung', ['kids', 'kid'], ['clothung']),
    );
  });

  it('puts unsayable joins and unrelated whole words last', () => {
    const names = generateSync('dog grooming', { methods: ['word_combi'], limit: 24 }).word_combi.map(
      (candidate) => candidate.name,
    );
    // In the page's second half (the blend model alone put it ninth).
    expect(names.indexOf('dogng')).toBeGreaterThanOrEqual(names.length / 2);
    // kid + thung is the same reading as kio + thung, but says "dth", which neither word has.
    expect(score('kidthung', ['kid'], ['clothung'])).toBeLessThan(
      0.8 * score('kiothung', ['kio'], ['clothung']),
    );
    // king reads as king, not kids clothing; keng is the same blend without a meaning of its own.
    expect(score('king', ['kids', 'kid'], ['clothing'])).toBeLessThan(
      0.6 * score('keng', ['kids', 'kid'], ['clotheng']),
    );
  });

  it('reads a word defined by both words as their blend, however short its parts (brunch)', () => {
    expect(score('brunch', ['breakfast'], ['lunch'])).toBeGreaterThan(
      score('brelunch', ['breakfast'], ['lunch']),
    );
    expect(firstNames('breakfast lunch', 1)).toEqual(['brunch']);
  });

  it('fills a first page for a two-word keyword and stays empty for one word', () => {
    expect(firstNames('event tickets', 24)).toHaveLength(24);
    expect(firstNames('kids clothing', 24)).toHaveLength(24);
    expect(firstNames('tickets', 24)).toEqual([]);
  });
});
