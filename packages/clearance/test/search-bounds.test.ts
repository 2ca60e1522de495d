// The conflict search is bounded by counts of rows, never by time: the same register and query give the
// same answer on a slow or busy machine, and `complete` is false only when a count bound cut candidates.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@brandwright/db';
import { importRecords, refreshStatistics } from '../src/registers/import-marks.ts';
import {
  MAX_NEIGHBOUR_PROBES,
  neighbourPieces,
  ROWS_PER_PROBE,
  searchMarksWithOutcome,
  type SearchOutcome,
} from '../src/registers/search-marks.ts';
import { syntheticMarks } from '../src/registers/synthetic-marks.ts';
import type { MarkRecord } from '../src/registers/types.ts';
import { openFreshDatabase } from './helpers/fresh-database.ts';

let database: Database;

// More marks containing ZORB than the neighbour branch reads for one piece.
const CROWDED = ROWS_PER_PROBE + 5;
const QUERIES = ['SAMBUCKS', 'Starbacks Coffee', 'Zorblaxian', 'NYKEE', 'BOOKWURMS', 'G00GLE', 'Quorvista'];

beforeAll(async () => {
  database = await openFreshDatabase();
  const named: MarkRecord[] = [
    { office: 'EU', number: 'E1', name: 'STARBUCKS', status: 'registered', classes: [30, 43] },
    { office: 'EU', number: 'E2', name: 'NIKE', status: 'registered', classes: [25] },
    { office: 'US', number: 'U1', name: 'BOOKWORM', status: 'registered', classes: [16] },
    { office: 'EU', number: 'E3', name: 'GOOGLE', status: 'registered', classes: [9, 42] },
  ];
  for (let index = 1; index <= CROWDED; index += 1)
    named.push({
      office: 'UK',
      number: `Z${index}`,
      name: `ZORBIT ${index}`,
      status: 'registered',
      classes: [9],
    });
  const items = [...named, ...syntheticMarks(2000, { seed: 5 })].map((mark) => ({
    kind: 'mark' as const,
    mark,
    at: mark.number,
  }));
  const report = await importRecords(database.pool, items);
  await refreshStatistics(database.pool, report);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function outcomes(target: Database): Promise<SearchOutcome[]> {
  const results: SearchOutcome[] = [];
  for (const name of QUERIES) results.push(await searchMarksWithOutcome(target, { name, limit: 20 }));
  return results;
}

/** Blocks the event loop for `ms` milliseconds (a slow machine, a garbage-collection pause). */
function busyWait(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** The same database, but every statement is sent after a busy wait and answered after another. */
function slowedDown(target: Database, ms: number): Database {
  const pool = {
    connect: async () => {
      const client = await target.pool.connect();
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      return new Proxy(client, {
        get(object, property, receiver) {
          if (property !== 'query') return Reflect.get(object, property, receiver) as unknown;
          return async (...args: unknown[]) => {
            busyWait(ms);
            const result = await query(...args);
            busyWait(ms);
            return result;
          };
        },
      });
    },
  };
  return { ...target, pool: pool as unknown as Database['pool'] };
}

describe('count bounds instead of time', () => {
  it('finds the two-edit spelling neighbour (SAMBUCKS / STARBUCKS) and says the search is complete', async () => {
    const outcome = await searchMarksWithOutcome(database, { name: 'SAMBUCKS' });
    expect(outcome.complete).toBe(true);
    expect(outcome.hits.find((hit) => hit.name === 'STARBUCKS')?.reasons).toContain('visual');
  });

  it('is incomplete exactly when a piece of the name has more marks than the branch reads', async () => {
    const crowded = await searchMarksWithOutcome(database, { name: 'Zorblaxian' });
    expect(crowded.complete).toBe(false);
    // The same query again: the same cut, the same answer.
    expect(await searchMarksWithOutcome(database, { name: 'Zorblaxian' })).toEqual(crowded);
    // Without the crowded office the piece ZORB has no marks at all.
    const elsewhere = await searchMarksWithOutcome(database, { name: 'Zorblaxian', offices: ['EU', 'US'] });
    expect(elsewhere.complete).toBe(true);
  });

  it('probes a bounded number of pieces, whatever the length of the name', () => {
    expect(neighbourPieces('sambucks')).toEqual(['samb', 'ambu', 'mbuc', 'buck', 'ucks']);
    const long = neighbourPieces('internationalbusinessmachinescorporation');
    expect(long.length).toBeLessThanOrEqual(MAX_NEIGHBOUR_PROBES);
    expect(long[0]).toBe('inte');
    expect(neighbourPieces('sky')).toEqual([]);
  });

  it('gives identical answers on a machine slowed down by busy loops and a busy CPU', async () => {
    const normal = await outcomes(database);
    // A thread that keeps a core busy, and 30 ms of blocked event loop around every statement: far more
    // than the 25 ms the spelling-neighbour branch used to be allowed.
    const hog = new Worker('for (;;) {}', { eval: true });
    try {
      const slowed = await outcomes(slowedDown(database, 30));
      expect(slowed).toEqual(normal);
    } finally {
      await hog.terminate();
    }
    expect(normal[0]?.hits.some((hit) => hit.name === 'STARBUCKS')).toBe(true);
  }, 60_000);

  it('never consults the clock while searching', async () => {
    const callers: string[] = [];
    const record = () => callers.push(new Error('clock read').stack ?? '');
    const now = vi.spyOn(Date, 'now').mockImplementation(() => {
      record();
      return 0;
    });
    const perf = vi.spyOn(performance, 'now').mockImplementation(() => {
      record();
      return 0;
    });
    try {
      await outcomes(database);
    } finally {
      now.mockRestore();
      perf.mockRestore();
    }
    // The database driver may read the clock for its own bookkeeping; the search code must not.
    expect(callers.filter((stack) => /packages[/\\]clearance[/\\]src/.test(stack))).toEqual([]);
  });

  it('has no time limit, deadline or statement timeout in the search modules', () => {
    const modules = [
      'search-marks.ts',
      'conflict-score.ts',
      'search-keys.ts',
      'phonetic.ts',
      'edit-distance.ts',
      'text-fold.ts',
      'translations.ts',
      'bilingual-lexicon.ts',
      'visual-skeleton.ts',
      'parody.ts',
      'word-head.ts',
      'latin-readings.ts',
      'meaning-swap.ts',
      'well-known-marks.ts',
    ];
    for (const module of modules) {
      const source = readFileSync(new URL(`../src/registers/${module}`, import.meta.url), 'utf8');
      expect(source, module).not.toMatch(
        /Date\.now|performance\.now|new Date\(|statement_timeout|setTimeout|hrtime/,
      );
    }
  });
});
