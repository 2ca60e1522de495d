import { describe, expect, it } from 'vitest';
import {
  emptyResultMessage,
  generate,
  generateSync,
  LANGUAGE_PREFIXES,
  METHODS,
  NamegenInputError,
  stripLanguagePrefix,
} from '../src/index.ts';

describe('generate', () => {
  it('returns every method key and is deterministic for a seed', async () => {
    const first = await generate('north star', { seed: 7, limit: 20 });
    const second = await generate('north star', { seed: 7, limit: 20 });
    expect(Object.keys(first).sort()).toEqual([...METHODS].sort());
    expect(second).toEqual(first);
    const other = await generate('north star', { seed: 8, limit: 20, methods: ['autogen'] });
    expect(other.autogen.map((c) => c.name)).not.toEqual(first.autogen.map((c) => c.name));
  });

  it('runs only the requested methods', async () => {
    const result = await generate('brand', { methods: ['rhyme'] });
    expect(result.rhyme.length).toBeGreaterThan(0);
    expect(result.autogen).toEqual([]);
  });

  it.each([
    ['', /required/],
    ['   \t ', /required/],
    ['a'.repeat(61), /too long/],
    ['12345', /digits/],
    ['東京', /Latin/],
    ['свет', /Latin/],
  ])('rejects bad keyword %j with a clear message', (keyword, message) => {
    expect(() => generateSync(keyword)).toThrow(NamegenInputError);
    expect(() => generateSync(keyword)).toThrow(message);
  });

  it('accepts accented and mixed keywords sensibly', () => {
    expect(generateSync('Café', { methods: ['rewrite'] }).rewrite.length).toBeGreaterThan(0);
    expect(generateSync('web3 app', { methods: ['abbreviate'] }).abbreviate.length).toBeGreaterThan(0);
  });

  it('rejects unknown languages, naming the valid codes, and unknown methods', async () => {
    expect(() => generateSync('light', { language: 'XX' })).toThrow(/ES, FR, DE, ZH, AR, IT, LA, JA, PT, RU/);
    await expect(generate('light', { methods: ['nope' as never] })).rejects.toThrow(/valid methods/);
    expect(() => generateSync('light', { limit: 0 })).toThrow(NamegenInputError);
  });

  it('marks screened names and keeps the order unchanged', async () => {
    const plain = await generate('light', { seed: 3, limit: 25 });
    const asked: string[] = [];
    const screened = await generate('light', {
      seed: 3,
      limit: 25,
      screen: async (name) => {
        asked.push(name);
        return name.length % 2 === 0;
      },
    });
    for (const method of METHODS) {
      expect(screened[method].map((c) => c.name)).toEqual(plain[method].map((c) => c.name));
      for (const candidate of screened[method]) {
        expect(candidate.screened).toBe(candidate.name.length % 2 === 0);
      }
    }
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('never lets a language prefix of spec section 9 leak into results', async () => {
    for (const keyword of ['spanish light', 'german', 'french fries', 'italian swedish']) {
      const result = await generate(keyword, { limit: 60 });
      for (const candidates of Object.values(result)) {
        for (const { name } of candidates) {
          for (const prefix of LANGUAGE_PREFIXES) expect(name.toLowerCase().startsWith(prefix)).toBe(false);
        }
      }
    }
    expect(stripLanguagePrefix('spanish luz')).toBe('luz');
    expect(stripLanguagePrefix('German_licht')).toBe('licht');
    expect(stripLanguagePrefix('italian')).toBe('');
  });

  it('gives the spec 001 section 8 empty-result texts', () => {
    expect(emptyResultMessage('rhyme')).toBe(
      'Try your search again – the rhyme tool will only work with a single word with a known meaning.',
    );
    expect(emptyResultMessage('associate')).toBe(
      'Try your search again – the associate tool will only work with a single word with a known meaning.',
    );
    expect(emptyResultMessage('autogen')).toBe(
      'Try your search again, perhaps you could try adding some spaces or a different word entirely!',
    );
  });
});
