import { describe, expect, it } from 'vitest';
import { bearer, RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';
import { findClasses } from '@brandwright/clearance';
import type { ClassFinder } from '../src/routes/trademark-classes/index.ts';

const calls: { term: string; limit: number | undefined }[] = [];
// The real finder of @brandwright/clearance, recording what the route passes to it.
const recordingFindClasses: ClassFinder = (term, options) => {
  calls.push({ term, limit: options.limit });
  return findClasses(term, options);
};

const mailer = new RecordingMailer();

const t = useTestApp({ mailer, context: { findClasses: recordingFindClasses } });

describe('GET /api/dekonstruktor/trademarkcategory/search/{term}', () => {
  it('returns the classes for a decoded term, with a limit', async () => {
    const { token } = await signedInUser(t.app, mailer);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dekonstruktor/trademarkcategory/search/${encodeURIComponent('coffee shop')}?limit=1`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ result: { class: number; description: string; score: number }[] }>();
    expect(body.result).toHaveLength(1);
    expect(body.result[0]?.class).toBe(43);
    expect(body.result[0]?.description).toMatch(/cafes/i);
    expect(calls.at(-1)).toEqual({ term: 'coffee shop', limit: 1 });
  });

  it('returns 10 classes by default, scores best first', async () => {
    const { token } = await signedInUser(t.app, mailer);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dekonstruktor/trademarkcategory/search/software',
      headers: bearer(token),
    });
    const scores = response.json<{ result: { score: number }[] }>().result.map((match) => match.score);
    expect(scores.length).toBeGreaterThan(0);
    expect(scores.length).toBeLessThanOrEqual(10);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(calls.at(-1)).toEqual({ term: 'software', limit: 10 });
  });

  it('requires a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dekonstruktor/trademarkcategory/search/bread',
    });
    expect(response.statusCode).toBe(401);
  });
});
