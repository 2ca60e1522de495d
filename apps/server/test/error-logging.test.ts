import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeErrorForLog } from '../src/plugins/error-handler.ts';
import {
  GOOD_PASSWORD,
  LogCapture,
  nextAddress,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './helpers/test-app.ts';

let t: TestApp;
const logs = new LogCapture();

beforeAll(async () => {
  t = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs });
});
afterAll(async () => {
  await t.close();
});

describe('database errors in the log', () => {
  it("logs a failing query's code, message and constraint, never its parameters", async () => {
    // A constraint only this test's sign-ups break, so the INSERT of the new user fails with 23514.
    await t.database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT test_no_boom CHECK (first_name <> 'Boom') NOT VALID`,
    );
    const email = uniqueEmail('leaky');
    const password = 'Secret-pa55word!';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/registerwithactivation',
      remoteAddress: nextAddress(),
      payload: { email, password, password_confirmation: password, first_name: 'Boom' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong',
    });

    const failure = logs.entries().find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({ code: '23514', constraint: 'test_no_boom' });
    expect((failure?.err as { message: string }).message).toMatch(
      /^database error 23514: new row for relation "users"/,
    );
    // Neither the password's hash, nor the address, nor the statement's parameter list.
    expect(logs.text).not.toContain('$argon2id$');
    expect(logs.text).not.toContain(email.toLowerCase());
    expect(logs.text).not.toContain(password);
    expect(logs.text).not.toMatch(/params/i);
    expect(logs.text).not.toMatch(/insert into/i);

    await t.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT test_no_boom`);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/registerwithactivation',
          remoteAddress: nextAddress(),
          payload: {
            email,
            password: GOOD_PASSWORD,
            password_confirmation: GOOD_PASSWORD,
            first_name: 'Boom',
          },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('cuts values out of the server message and leaves detail out', async () => {
    let caught: unknown;
    try {
      await t.database.db.execute(sql`SELECT ${'top-secret-value'}::uuid`);
    } catch (error) {
      caught = error;
    }
    const logged = JSON.stringify(serializeErrorForLog(caught as Error));
    expect(logged).toContain('22P02');
    expect(logged).toContain('invalid input syntax for type uuid: [redacted]');
    expect(logged).not.toContain('top-secret-value');

    // Drizzle's wrapper (even wrapped twice) inside an error of our own.
    expect(caught).toBeInstanceOf(DrizzleQueryError);
    const driverError = (caught as Error).cause as Error;
    for (const inner of [driverError, caught as Error]) {
      const wrapped = new DrizzleQueryError(
        'insert into "users" values ($1)',
        ['$argon2id$v=19$secret'],
        inner,
      );
      const outer = new Error('could not create the user', { cause: wrapped });
      const serialized = JSON.stringify(serializeErrorForLog(outer));
      expect(serialized).toContain('could not create the user');
      expect(serialized).toContain('22P02');
      expect(serialized).not.toContain('argon2');
      expect(serialized).not.toContain('insert into');
      expect(serialized).not.toContain('top-secret-value');
    }
    // A wrapper around something that is not the server's answer keeps that error's words.
    const lost = new DrizzleQueryError(
      'select $1',
      ['secret-param'],
      new Error('Connection terminated unexpectedly'),
    );
    expect(serializeErrorForLog(lost)).toMatchObject({
      message: 'database error unknown: Connection terminated unexpectedly',
    });
    expect(JSON.stringify(serializeErrorForLog(lost))).not.toContain('secret-param');
  });

  it('logs other errors as before: message, stack and own properties', () => {
    const error = Object.assign(new Error('mail server unavailable'), { responseCode: 421 });
    expect(serializeErrorForLog(error)).toMatchObject({
      type: 'Error',
      message: 'mail server unavailable',
      responseCode: 421,
      stack: expect.stringContaining('error-logging.test.ts'),
    });
  });
});
