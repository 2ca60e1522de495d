// The defect this guards against: under concurrent load the embedded database answered one user's
// request with another user's data. Many clients over real HTTP, three users, slow register searches
// mixed with session reads: every answer must be the asker's own, none a 5xx, none missing.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoRegister } from '@brandwright/clearance';
import { RecordingMailer, signedInUser, startTestApp, type TestApp } from './helpers/test-app.ts';

const CLIENTS = 12;
const REQUESTS = 360;
const SLOW_SEARCH =
  '/api/trademarks/search?name=' + encodeURIComponent('the quick brown fox jumps over the lazy dog');

describe('many users at once', () => {
  let testApp: TestApp;
  let base: string;
  const users: Array<{ email: string; token: string }> = [];

  beforeAll(async () => {
    const mailer = new RecordingMailer();
    testApp = await startTestApp({ mailer });
    await ensureDemoRegister(testApp.database);
    for (let i = 0; i < 3; i++) users.push(await signedInUser(testApp.app, mailer));
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers every request, each with its own user, while slow searches run', async () => {
    let next = 0;
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

    async function client(): Promise<void> {
      for (let i = next++; i < REQUESTS; i = next++) {
        try {
          await request(i);
        } catch (error) {
          // A request the server never answered (the old embedded socket could lose one) is a failure.
          wrong.push(`request ${i}: ${String(error)}`);
        }
      }
    }

    async function request(i: number): Promise<void> {
      const user = users[i % users.length]!;
      const headers = { authorization: `Bearer ${user.token}` };
      const signal = AbortSignal.timeout(30_000);
      if (i % 3 === 0) {
        const response = await fetch(`${base}${SLOW_SEARCH}`, { headers, signal });
        count(response.status);
        const body = (await response.json()) as { result?: unknown[] };
        if (response.ok && !Array.isArray(body.result)) wrong.push(`search ${i}: ${JSON.stringify(body)}`);
      } else {
        const response = await fetch(`${base}/api/user/me`, { headers, signal });
        count(response.status);
        const body = (await response.json()) as { result?: { user?: { email?: string } } };
        if (body.result?.user?.email !== user.email) wrong.push(`me ${i}: ${JSON.stringify(body)}`);
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(wrong).toEqual([]);
    expect(Object.fromEntries(statuses)).toEqual({ 200: REQUESTS });
  }, 180_000);
});
