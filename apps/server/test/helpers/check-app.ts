import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, vi } from 'vitest';
import {
  importRecords,
  type DomainCheckerOptions,
  type HandleCheckerOptions,
  type MarkRecord,
  type MentionSearcherOptions,
  type WebSearcherOptions,
} from '@brandwright/clearance';
import type { Database } from '@brandwright/db';
import { openTestDatabase } from '@brandwright/db/testing';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { CheckRuntime } from '../../src/modules/check/check-runtime.ts';
import { spendCredits } from '../../src/modules/credits/index.ts';
import { activatePlan } from '../../src/modules/plans/index.ts';
import { bearer, RecordingMailer, signedInUser, testConfig } from './test-app.ts';

// The Check tool's search pipeline under test (issue 12): an app whose check runtime can be pointed
// at a test's own loopback fakes, members with a chosen number of credits, and waiting for a search.

/** Short limits so that failure paths finish quickly; every one is a count or a configured bound. */
export const FAST_CHECK_ENV: Record<string, string> = {
  CHECK_DOMAIN_LOOKUP_TIMEOUT_MS: '400',
  CHECK_DOMAIN_TIMEOUT_MS: '8000',
  CHECK_SOCIAL_TIMEOUT_MS: '8000',
  CHECK_WEB_TIMEOUT_MS: '8000',
  CHECK_MENTIONS_TIMEOUT_MS: '8000',
  CHECK_TRADEMARK_TIMEOUT_MS: '8000',
  CHECK_JOB_RETRY_DELAY_SECONDS: '0',
  CHECK_POLL_SECONDS: '0.5',
};

export interface CheckTestApp {
  app: FastifyInstance;
  database: Database;
  mailer: RecordingMailer;
  config: AppConfig;
  runtime: CheckRuntime;
}

export async function startCheckTestApp(
  options: {
    /** A function when the values are known only once the test's fakes have started. */
    env?: Record<string, string> | (() => Record<string, string>);
    domainCheckerOptions?: () => DomainCheckerOptions;
    handleCheckerOptions?: () => HandleCheckerOptions;
    webSearcherOptions?: () => WebSearcherOptions;
    mentionSearcherOptions?: () => MentionSearcherOptions;
    database?: Database;
  } = {},
): Promise<CheckTestApp & { close(): Promise<void> }> {
  const database = options.database ?? (await openTestDatabase());
  const env = typeof options.env === 'function' ? options.env() : options.env;
  const config = testConfig({ ...FAST_CHECK_ENV, ...env });
  const mailer = new RecordingMailer();
  const runtime = new CheckRuntime({
    config: config.check,
    database,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    runsJobs: config.check.jobsInWeb,
    ...(options.domainCheckerOptions ? { domainCheckerOptions: options.domainCheckerOptions() } : {}),
    ...(options.handleCheckerOptions ? { handleCheckerOptions: options.handleCheckerOptions() } : {}),
    ...(options.webSearcherOptions ? { webSearcherOptions: options.webSearcherOptions() } : {}),
    ...(options.mentionSearcherOptions ? { mentionSearcherOptions: options.mentionSearcherOptions() } : {}),
  });
  const app = await buildApp({ config, database, mailer, checkRuntime: runtime });
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    runtime,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** One app per test file, like useTestApp(); read the fields inside tests and hooks. */
export function useCheckTestApp(options: Parameters<typeof startCheckTestApp>[0] = {}): CheckTestApp {
  let started: Awaited<ReturnType<typeof startCheckTestApp>> | undefined;
  beforeAll(async () => {
    started = await startCheckTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = () => {
    if (!started) throw new Error('useCheckTestApp: read the app inside a test or hook');
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
    get runtime() {
      return current().runtime;
    },
  };
}

/** A signed-in member with an active Single Session plan and exactly `credits` credits. */
export async function memberWithCredits(t: CheckTestApp, credits: number) {
  const user = await signedInUser(t.app, t.mailer);
  await activatePlan(t.database.db, user.id, 'single_session', { reference: `check-test:${user.id}` });
  const extra = 5 - credits;
  if (extra > 0)
    await spendCredits(t.database.db, {
      userId: user.id,
      amount: extra,
      kind: 'admin',
      reason: 'test set-up',
    });
  return user;
}

export function startSearch(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/dekonstruktor', headers: bearer(token), payload });
}

export type SearchRow = {
  id: string;
  charged: boolean;
  refunded: boolean;
  completed_at: string | null;
  demo: boolean;
};
export type SourceRow = {
  source: string;
  state: string;
  percentage: number;
  record_count: number;
  reason: string | null;
  meta: Record<string, unknown>;
  attempts: number;
};

export async function readSearch(database: Database, token: string) {
  const search = await database.db.execute<SearchRow>(
    sql`SELECT id, charged, refunded, completed_at, demo FROM check_searches WHERE token = ${token}`,
  );
  const row = search.rows[0];
  if (!row) throw new Error(`no search ${token}`);
  const sources = await database.db.execute<SourceRow>(sql`
    SELECT source, state, percentage, record_count, reason, meta, attempts
    FROM check_search_sources WHERE search_id = ${row.id}::uuid ORDER BY source`);
  return { search: row, sources: sources.rows };
}

export async function readResults(database: Database, searchId: string, source: string) {
  const result = await database.db.execute<{ position: number; record: Record<string, unknown> }>(sql`
    SELECT position, record FROM check_results
    WHERE search_id = ${searchId}::uuid AND source = ${source} ORDER BY position`);
  return result.rows;
}

/** Waits until the search is complete (polled, bounded by `timeout`, which only a hang reaches). */
export async function waitForCompletion(database: Database, token: string, timeout = 30_000) {
  return vi.waitFor(
    async () => {
      const state = await readSearch(database, token);
      if (!state.search.completed_at) throw new Error(`search ${token} is not complete yet`);
      return state;
    },
    { timeout, interval: 50 },
  );
}

export async function ledgerEntries(database: Database, userId: string) {
  const result = await database.db.execute<{ kind: string; delta: number }>(
    sql`SELECT kind, delta FROM credit_ledger WHERE user_id = ${userId}::uuid AND kind IN ('search_spend', 'refund') ORDER BY id`,
  );
  return result.rows.map((row) => ({ kind: row.kind, delta: Number(row.delta) }));
}

export async function addMarks(database: Database, marks: readonly MarkRecord[]): Promise<void> {
  await importRecords(
    database.pool,
    marks.map((mark) => ({ kind: 'mark' as const, mark, at: `${mark.office}:${mark.number}` })),
  );
}

export function mark(
  office: MarkRecord['office'],
  number: string,
  name: string,
  classes: number[],
): MarkRecord {
  return {
    office,
    number,
    name,
    status: 'registered',
    rawStatus: 'registered',
    classes,
    registered: '2015-03-02',
    owners: [`${name} Holdings Ltd`],
    representatives: [`${name} Attorneys LLP`],
    officeUrl: null,
    source: 'import',
  };
}
