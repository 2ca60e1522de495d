import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, RecordingMailer, signedInUser, startTestApp, type TestApp } from './helpers/test-app.ts';
import type { ClassFinder } from '../src/routes/trademark-classes/index.ts';

const calls: { term: string; limit: number | undefined }[] = [];
// Stands in for @brandwright/clearance's findClasses; the route only has to pass term and limit through.
const fakeFindClasses: ClassFinder = (term, options) => {
  calls.push({ term, limit: options.limit });
  return [
    { class: 30, description: 'Coffee, tea, cocoa; bread, pastry', score: 0.8 },
    { class: 43, description: 'Services for providing food and drink', score: 0.2 },
  ].slice(0, options.limit);
};

let t: TestApp;
const mailer = new RecordingMailer();

beforeAll(async () => {
  t = await startTestApp({ mailer, context: { findClasses: fakeFindClasses } });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/dekonstruktor/trademarkcategory/search/{term}', () => {
  it('returns the classes for a decoded term, with a limit', async () => {
    const { token } = await signedInUser(t.app, mailer);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dekonstruktor/trademarkcategory/search/${encodeURIComponent('coffee shop')}?limit=1`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: [{ class: 30, description: 'Coffee, tea, cocoa; bread, pastry', score: 0.8 }],
    });
    expect(calls.at(-1)).toEqual({ term: 'coffee shop', limit: 1 });
  });

  it('requires a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dekonstruktor/trademarkcategory/search/bread',
    });
    expect(response.statusCode).toBe(401);
  });
});
