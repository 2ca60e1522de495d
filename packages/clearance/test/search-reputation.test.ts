// Issue 15: a well-known mark must not rank below an ordinary mark that the query resembles just as
// much. The register carries reputation as filings: the same name in several offices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { importRecords } from '../src/registers/import-marks.ts';
import { searchMarks } from '../src/registers/search-marks.ts';
import type { MarkRecord, Office } from '../src/registers/types.ts';
import { openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

const MARKS: Array<[Office, string, string, number[]]> = [
  // An ordinary mark, filed once, sorting first by name.
  ['UK', 'K1', 'KLEANEX', [16]],
  // A well-known one, filed in every office for much.
  ['UK', 'K2', 'KLEENEX', [3, 5, 16, 21]],
  ['EU', 'E2', 'KLEENEX', [3, 5, 16, 21]],
  ['US', 'U2', 'KLEENEX', [3, 5, 16, 21]],
];

beforeAll(async () => {
  database = await openFreshDatabase();
  const items = MARKS.map(([office, number, name, classes]) => {
    const mark: MarkRecord = { office, number, name, classes, status: 'registered' };
    return { kind: 'mark' as const, mark, at: number };
  });
  await importRecords(database.pool, items);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

it('ranks the mark filed in more offices first when two score the same', async () => {
  const hits = await searchMarks(database, { name: 'KLENEX' });
  const kleenex = hits.find((hit) => hit.name === 'KLEENEX');
  const kleanex = hits.find((hit) => hit.name === 'KLEANEX');
  // The premise: the query is as close to both (one letter each), so only reputation can order them.
  expect(kleenex?.score).toBe(kleanex?.score);
  expect(hits[0]?.name).toBe('KLEENEX');
});

describe('a well-known mark a little further from the query than an ordinary one', () => {
  let register: Database;
  const marks: Array<[Office, string, string, number[]]> = [
    // Ordinary marks, filed once for little: one a letter nearer GATORAID than the famous mark.
    ['UK', 'G1', 'GATORAD', [32]],
    ['EU', 'G4', 'GATORIX', [32]],
    // The well-known one, filed in every office for much.
    ...(['UK', 'EU', 'US'] as const).map((office): [Office, string, string, number[]] => [
      office,
      `G2${office}`,
      'GATORADE',
      [5, 9, 16, 25, 28, 30, 32, 41],
    ]),
    // A well-known mark that a query may resemble less than an ordinary one.
    ...(['UK', 'EU', 'US'] as const).map((office): [Office, string, string, number[]] => [
      office,
      `G3${office}`,
      'GATOR',
      [5, 9, 16, 25, 28, 30, 32, 41],
    ]),
  ];

  beforeAll(async () => {
    register = await openFreshDatabase();
    const items = marks.map(([office, number, name, classes]) => {
      const mark: MarkRecord = { office, number, name, classes, status: 'registered' };
      return { kind: 'mark' as const, mark, at: number };
    });
    await importRecords(register.pool, items);
  }, 60_000);

  afterAll(async () => {
    await register?.close();
  });

  it('ranks the well-known mark first, without changing any score or risk', async () => {
    const hits = await searchMarks(register, { name: 'GATORAID' });
    const famous = hits.find((hit) => hit.name === 'GATORADE');
    const ordinary = hits.find((hit) => hit.name === 'GATORAD');
    // The premise: the ordinary mark is the closer one by score.
    expect(ordinary?.score).toBeGreaterThan(famous?.score ?? 1);
    expect(hits[0]?.name).toBe('GATORADE');
    expect(famous?.risk).toBe('high');
  });

  it('lifts by a few hundredths only: a clearly closer ordinary mark stays first', async () => {
    const hits = await searchMarks(register, { name: 'GATORIXA' });
    const ordinary = hits.find((hit) => hit.name === 'GATORIX');
    const famous = hits.find((hit) => hit.name === 'GATOR');
    expect((ordinary?.score ?? 0) - (famous?.score ?? 0)).toBeGreaterThan(0.05);
    expect(hits[0]?.name).toBe('GATORIX');
  });
});

describe('a well-known mark of our list, filed plainly (one office, one class)', () => {
  let register: Database;
  const marks: Array<[string, string, number[]]> = [
    // The query's own spelling, registered by someone else, and the famous mark a letter away.
    ['N1', 'NUTELA', [30]],
    ['N2', 'NUTELLA', [30]],
    // The same shape with a name on no list: the identical ordinary mark keeps first place.
    ['Z1', 'ZORBELA', [30]],
    ['Z2', 'ZORBELLA', [30]],
  ];

  beforeAll(async () => {
    register = await openFreshDatabase();
    const items = marks.map(([number, name, classes]) => {
      const mark: MarkRecord = { office: 'UK', number, name, classes, status: 'registered' };
      return { kind: 'mark' as const, mark, at: number };
    });
    await importRecords(register.pool, items);
  }, 60_000);

  afterAll(async () => {
    await register?.close();
  });

  it('ranks the well-known mark above an ordinary mark identical to the query', async () => {
    const hits = await searchMarks(register, { name: 'NUTELA' });
    // The premise: nothing in the register tells the two apart, and the ordinary one is identical.
    expect(hits.find((hit) => hit.name === 'NUTELA')?.score).toBe(1);
    expect(hits[0]?.name).toBe('NUTELLA');
    expect(hits[0]?.risk).toBe('high');
    const control = await searchMarks(register, { name: 'ZORBELA' });
    expect(control[0]?.name).toBe('ZORBELA');
  });
});
