import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { importRecords } from '../src/registers/import-marks.ts';
import { RegisterSearchError, searchMarks, searchMarksWithOutcome } from '../src/registers/search-marks.ts';
import type { MarkRecord, MarkStatus, Office } from '../src/registers/types.ts';
import { openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

const MARKS: Array<[Office, string, string, number[], MarkStatus?]> = [
  ['EU', 'E1', 'STARBUCKS', [30, 43]],
  ['US', 'U1', 'SKYPE', [9, 38]],
  ['UK', 'K1', 'APPLE', [9]],
  ['EU', 'E2', 'Café Noir', [30]],
  ['US', 'U2', 'BOOKWORM', [16]],
  ['UK', 'K2', 'SUN-RISE', [32]],
  ['EU', 'E3', 'GOOGLE', [9, 42]],
  ['US', 'U3', 'RED MOON', [33], 'expired'],
  ['UK', 'K3', 'MODERN', [25]],
  ['EU', 'E4', 'NIKE', [25]],
  ['US', 'U4', '東京ブランド', [25]],
];

beforeAll(async () => {
  database = await openFreshDatabase();
  const items = MARKS.map(([office, number, name, classes, status]) => {
    const mark: MarkRecord = { office, number, name, classes, status: status ?? 'registered' };
    return { kind: 'mark' as const, mark, at: number };
  });
  await importRecords(database.pool, items);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function hitFor(query: string, mark: string, options: { offices?: string[]; classes?: number[] } = {}) {
  const hits = await searchMarks(database, { name: query, ...options });
  return hits.find((hit) => hit.name === mark);
}

describe('searchMarks reasons', () => {
  it('identical', async () => {
    expect(await hitFor('Starbucks', 'STARBUCKS')).toMatchObject({
      score: 1,
      risk: 'high',
      reasons: ['identical'],
    });
  });
  it('phonetic and visual near spellings (SAMBUCKS / STARBUCKS)', async () => {
    const hit = await hitFor('SAMBUCKS', 'STARBUCKS');
    expect(hit).toBeDefined();
    expect(hit?.score).toBeGreaterThan(0.7);
    expect(hit?.reasons.some((reason) => reason === 'phonetic' || reason === 'visual')).toBe(true);
    expect((await hitFor('NYKEE', 'NIKE'))?.reasons).toContain('phonetic');
  });
  it('visual look-alikes 0/O, 1/l, rn/m', async () => {
    expect((await hitFor('G00GLE', 'GOOGLE'))?.reasons).toContain('visual');
    expect((await hitFor('APP1E', 'APPLE'))?.reasons).toContain('visual');
    const rn = await hitFor('MODEM', 'MODERN');
    expect(rn?.reasons).toContain('visual');
  });
  it('contained (SKY in SKYPE)', async () => {
    const hit = await hitFor('SKY', 'SKYPE');
    expect(hit?.reasons).toContain('contained');
  });
  it('spacing, punctuation, diacritics and plural variants', async () => {
    expect((await hitFor('BOOK WORM', 'BOOKWORM'))?.reasons).toContain('spacing');
    expect((await hitFor('SUN RISE', 'SUN-RISE'))?.reasons).toContain('punctuation');
    expect((await hitFor('Cafe Noir', 'Café Noir'))?.reasons).toContain('diacritics');
    expect((await hitFor('BOOKWORMS', 'BOOKWORM'))?.reasons).toContain('plural');
    expect((await hitFor('Cafe Noir', 'Café Noir'))?.risk).toBe('high');
  });
  it('translation (MANZANA -> APPLE, LUNA ROJA -> RED MOON)', async () => {
    const hit = await hitFor('MANZANA', 'APPLE');
    expect(hit?.reasons).toContain('translation');
    expect(hit?.risk).toBe('high');
    const moon = await hitFor('Luna Roja', 'RED MOON');
    expect(moon?.reasons).toContain('translation');
    // An expired mark is a lesser obstacle.
    expect(moon?.risk).not.toBe('high');
  });
  it('notes marks outside the requested classes and lowers their risk', async () => {
    const inside = await hitFor('GOOGLE', 'GOOGLE', { classes: [9] });
    expect(inside?.reasons).not.toContain('outside-requested-classes');
    const outside = await hitFor('GOOGLE', 'GOOGLE', { classes: [25] });
    expect(outside?.reasons).toContain('outside-requested-classes');
    expect(outside?.risk).toBe('medium');
  });
  it('filters by office', async () => {
    expect(await hitFor('GOOGLE', 'GOOGLE', { offices: ['US'] })).toBeUndefined();
    expect(await hitFor('GOOGLE', 'GOOGLE', { offices: ['eu'] })).toBeDefined();
  });
  it('ranks the closest first and respects the limit', async () => {
    const hits = await searchMarks(database, { name: 'STARBUCKS', limit: 1 });
    expect(hits).toHaveLength(1);
    expect(hits[0]?.name).toBe('STARBUCKS');
    const scores = (await searchMarks(database, { name: 'GOOGLES' })).map((hit) => hit.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});

describe('searchMarks input handling', () => {
  it('handles any Unicode without crashing', async () => {
    const inputs = [
      '',
      '   ',
      '🙂🚀',
      'ＳＴＡＲＢＵＣＫＳ',
      'ﬁne',
      'e\u0301',
      '\u0000\u0001SKY\uFFFF',
      'שלום',
      '東京ブランド',
      '\uD800',
      'a'.repeat(10_000),
      "'; DROP TABLE marks; --",
      '%_\\',
    ];
    for (const name of inputs) {
      const hits = await searchMarks(database, { name });
      expect(Array.isArray(hits)).toBe(true);
    }
    expect((await searchMarks(database, { name: 'ＳＴＡＲＢＵＣＫＳ' }))[0]?.name).toBe('STARBUCKS');
    expect((await searchMarks(database, { name: '東京ブランド' }))[0]?.reasons).toEqual(['identical']);
    const count = await database.pool.query('SELECT count(*)::int AS n FROM marks');
    expect(count.rows[0].n).toBe(MARKS.length);
  });
  it('rejects an unknown office or class with a clear error', async () => {
    await expect(searchMarks(database, { name: 'x', offices: ['FR'] })).rejects.toThrow(
      /Unknown office "FR"/,
    );
    await expect(searchMarks(database, { name: 'x', classes: [46] })).rejects.toThrow(
      /Nice classes are 1 to 45/,
    );
    await expect(searchMarks(database, { name: 'x', classes: [0] })).rejects.toBeInstanceOf(
      RegisterSearchError,
    );
    await expect(searchMarks(database, { name: 'x', classes: [2.5] })).rejects.toBeInstanceOf(
      RegisterSearchError,
    );
  });
});

describe('search completeness', () => {
  it('is complete when no count bound cut the candidates (search-bounds.test.ts cuts them)', async () => {
    const full = await searchMarksWithOutcome(database, { name: 'Starbacks Coffee' });
    expect(full.complete).toBe(true);
    const unknown = await searchMarksWithOutcome(database, { name: 'Zorblaxian' });
    expect(unknown).toEqual({ hits: [], complete: true });
  });
});
