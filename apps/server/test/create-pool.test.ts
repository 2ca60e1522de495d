import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';
import { CREATE_GROUP_LIMIT, CREATE_METHODS } from '@brandwright/contracts';
import { buildApp } from '../src/app.ts';
import { GenerationPool, IN_FLIGHT_PER_THREAD } from '../src/modules/create/generation-pool.ts';
import { generateGroup } from '../src/modules/create/generation-tasks.ts';
import { RecordingMailer, testConfig } from './helpers/test-app.ts';

// The Create tool's worker pool on its own: answers equal to the task run in this process, many tasks
// at once over one thread, and closed with the app that owns it.

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('GenerationPool', () => {
  it('answers 64 simultaneous tasks of many keywords on one thread, each with its own keyword’s group', async () => {
    const pool = new GenerationPool(1);
    try {
      const keywords = [
        'harbor light',
        'pine',
        'velvet',
        'quiet storm',
        'ember',
        'north star',
        'maple',
        'swift fox',
      ];
      const tasks = keywords.flatMap((keyword) =>
        CREATE_METHODS.map((method) => ({ keyword, method, language: 'EN', limit: CREATE_GROUP_LIMIT })),
      );
      const outcomes = await Promise.all(tasks.map((task) => pool.generateGroup(task)));
      for (const [index, task] of tasks.entries()) {
        expect(outcomes[index], `${task.keyword} ${task.method}`).toEqual(generateGroup(task));
      }
      const words = await pool.findExistingWords({ names: ['light', 'Zorblaxquint', 'ice cream'] });
      expect(words).toEqual([true, false, true]);
      // A refused keyword is a value, not a lost error class.
      expect(
        await pool.generateGroup({ keyword: '12 34', method: 'autogen', language: 'EN', limit: 10 }),
      ).toEqual({ ok: false, message: expect.stringMatching(/not only digits/) });
    } finally {
      await pool.close();
    }
  });

  it('runs an urgent task before the groups queued ahead of it', async () => {
    const pool = new GenerationPool(1);
    try {
      await pool.warm();
      const finished: string[] = [];
      const task = (keyword: string) => ({ keyword, method: 'autogen' as const, language: 'EN', limit: 50 });
      const keywords = Array.from(
        { length: IN_FLIGHT_PER_THREAD + 4 },
        (_, index) => `queued ${'abcdefghijklmnop'[index]}`,
      );
      const queued = keywords.map((keyword) =>
        pool.generateGroup(task(keyword)).then(() => finished.push(keyword)),
      );
      const urgent = pool.generateGroup(task('zulu'), { isUrgent: true }).then(() => finished.push('zulu'));
      const words = pool.findExistingWords({ names: ['light'] }).then(() => finished.push('words'));
      await Promise.all([...queued, urgent, words]);
      // The tasks already handed to the thread run first; the urgent ones come right after them.
      expect(finished.slice(0, IN_FLIGHT_PER_THREAD + 2)).toEqual([
        ...keywords.slice(0, IN_FLIGHT_PER_THREAD),
        'zulu',
        'words',
      ]);
      expect(finished).toHaveLength(keywords.length + 2);
    } finally {
      await pool.close();
    }
  });

  it('is closed with the app that owns it, after its running tasks finish', async () => {
    const pool = new GenerationPool(1);
    const app = await buildApp({
      config: testConfig({ CREATE_WORKERS: '1' }),
      database,
      mailer: new RecordingMailer(),
      generation: pool,
    });
    await app.ready();
    await pool.warm();
    const running = pool.generateGroup({ keyword: 'meadow', method: 'autogen', language: 'EN', limit: 20 });
    await app.close();
    expect((await running).ok).toBe(true);
    expect(() =>
      pool.generateGroup({ keyword: 'meadow', method: 'autogen', language: 'EN', limit: 20 }),
    ).toThrow(/closed/);
  });
});
