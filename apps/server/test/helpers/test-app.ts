import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import type { Mailer, MailMessage } from '../../src/modules/mail/mailer.ts';

/** Keeps sent messages in memory so tests can follow the e-mailed links. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  /** When set, the next send fails (a mail server that is down). */
  failNext = false;
  async send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('mail server unavailable');
    }
    this.sent.push(message);
  }
  close(): void {}
  lastLinkTo(email: string): string {
    const message = [...this.sent]
      .reverse()
      .find((candidate) => candidate.to === email && (candidate.links?.length ?? 0) > 0);
    const link = message?.links?.[0];
    if (!link) throw new Error(`No e-mailed link for ${email}`);
    return link;
  }
}

/** A mail server that, after `hold()`, keeps every message until `release()`: shows whether an answer waits on mail. */
export class BlockingMailer extends RecordingMailer {
  private gate: Promise<void> | undefined;
  private open = () => {};
  /** Messages handed to the mailer while held, delivered or not. */
  readonly held: MailMessage[] = [];
  hold(): void {
    this.gate = new Promise<void>((resolve) => {
      this.open = resolve;
    });
  }
  release(): void {
    this.open();
    this.gate = undefined;
  }
  override async send(message: MailMessage): Promise<void> {
    if (this.gate) {
      this.held.push(message);
      await this.gate;
    }
    await super.send(message);
  }
}

/** Collects the app's log lines (JSON) so a test can read what would have been logged. */
export class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.join('');
  }
  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  config: AppConfig;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bw-server-test-'));
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://localhost:5173',
    // One generation thread (about 250 MB, started only when a test searches), whatever the machine.
    CREATE_WORKERS: '1',
    ...env,
  });
}

/** The real app on a fresh, migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function startTestApp(
  options: {
    mailer?: Mailer;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    context?: Partial<Pick<AppContext, 'findClasses'>>;
    /** Receives the log lines (set LOG_LEVEL in `env`; tests are silent by default). */
    logStream?: LogCapture;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(options.env);
  const mailer = options.mailer ?? new RecordingMailer();
  const app = await buildApp(
    { config, database, mailer, ...options.context },
    options.logStream ? { logStream: options.logStream } : {},
  );
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One app for a whole test file: started in `beforeAll`, closed in `afterAll`. The answer's fields read
 * the running app, so use them inside tests and hooks, not at the top level of the file.
 */
export function useTestApp(options: Parameters<typeof startTestApp>[0] = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestApp => {
    if (!started) throw new Error('useTestApp: the app starts in beforeAll; read it inside a test or hook');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get mailer() {
      return current().mailer;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

let addressCounter = 0;
/** A distinct client address, so IP-based rate limits of one test do not leak into the next. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export const GOOD_PASSWORD = 'correct-h0rse!';

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

let userCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}${userCounter}-${Date.now()}@example.com`;
}

export async function registerUser(app: FastifyInstance, email: string, password = GOOD_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/user/registerwithactivation',
    remoteAddress: nextAddress(),
    payload: {
      email,
      password,
      password_confirmation: password,
      first_name: 'Ada',
      store_my_data: true,
      user_marketing: false,
    },
  });
}

export async function activateFromMail(app: FastifyInstance, mailer: RecordingMailer, email: string) {
  const link = new URL(mailer.lastLinkTo(email));
  // The link targets the web route /activate/{email}/{code}; the SPA calls the API with the same parts.
  return app.inject({
    method: 'GET',
    url: `/api/user${link.pathname.replace('/activate/', '/activation/')}`,
  });
}

export async function logIn(app: FastifyInstance, email: string, password = GOOD_PASSWORD, remember = false) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: nextAddress(),
    payload: { email, password, remember },
  });
}

/** Registers, activates and logs in a user; returns its id and bearer token. */
export async function signedInUser(app: FastifyInstance, mailer: RecordingMailer, email = uniqueEmail()) {
  const registered = await registerUser(app, email);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const activated = await activateFromMail(app, mailer, email);
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  const login = await logIn(app, email);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json<{ result: { access_token: string; user: { id: string } } }>();
  return { email, id: body.result.user.id, token: body.result.access_token, login };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
