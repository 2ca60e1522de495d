import PgBoss from 'pg-boss';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import {
  createBootstrapSource,
  createDomainChecker,
  createMemoryResultCache,
  createHandleChecker,
  createTokenBucketBudget,
  createWebSearcher,
  createMentionSearcher,
  WEB_SEARCH_NOT_CONFIGURED,
  type DomainChecker,
  type DomainCheckerOptions,
  type HandleChecker,
  type HandleCheckerOptions,
  type WebSearcher,
  type WebSearcherOptions,
  type MentionSearcher,
  type MentionSearcherOptions,
} from '@brandwright/clearance';
import type { CheckSource } from '@brandwright/contracts';
import type { Database, DbOrTx } from '@brandwright/db';
import type { CheckConfig } from '../../config.ts';
import {
  createDatabaseBootstrapStore,
  createDatabaseRateBudget,
  createDatabaseResultCache,
} from './domain-state/index.ts';
import type { CheckJobContext } from './jobs/check-job-context.ts';
import {
  CHECK_DEAD_LETTER_QUEUE,
  CHECK_QUEUE_OF_SOURCE,
  checkJobDefinitions,
  type CheckJobDefinition,
  type CheckJobPayload,
} from './jobs/check-job-definitions.ts';
import { handleDeadLetter } from './jobs/dead-letter-job.ts';
import { domainSource } from './jobs/domain-job.ts';
import { QueueRunner, type HandlerVerdict, type RunnerJob } from './jobs/queue-runner.ts';
import { runSourceJob, verdictOf, type PerformSource } from './jobs/run-source-job.ts';
import { socialHandleSource } from './jobs/social-handle-job.ts';
import { webSearchSource } from './jobs/web-search-job.ts';
import { socialMentionSource } from './jobs/social-mention-job.ts';
import { trademarkSource } from './jobs/trademark-job.ts';
import { sweepStaleSources } from './sweep-stale-sources.ts';
import { transactionBossDb } from './transaction-boss-db.ts';

/** pg-boss keeps its tables in a schema of its own on the product's database. */
export const CHECK_BOSS_SCHEMA = 'pgboss';
/** NOTIFY channel that wakes worker processes after a search is recorded (PostgreSQL only). */
export const CHECK_WAKE_CHANNEL = 'brandwright_check_jobs';
/** Wait before replacing a lost listener connection (the polls cover the gap). */
const LISTEN_RETRY_MS = 1_000;

export interface CheckLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface CheckRuntimeOptions {
  config: CheckConfig;
  database: Database;
  log: CheckLog;
  /** Run the source jobs in this process (a worker, or a web process with CHECK_JOBS_IN_WEB=on). */
  runsJobs: boolean;
  /** Replaces the domain checker's network settings (tests point it at their own fakes). */
  domainCheckerOptions?: DomainCheckerOptions;
  /** Replaces the handle checker's network settings (tests point it at their own fake). */
  handleCheckerOptions?: HandleCheckerOptions;
  /** Replaces the web searcher's provider settings (tests point it at their own fake). */
  webSearcherOptions?: WebSearcherOptions;
  /** Replaces the mention sources' settings (tests point them at their own fake). */
  mentionSearcherOptions?: MentionSearcherOptions;
}

/**
 * The Check tool's background work in one process: pg-boss on the product's database (its schema and
 * queues), the per-source queue runners when this process runs jobs, the process's one domain
 * checker, and the wake-ups (in-process after a send; LISTEN/NOTIFY between processes on PostgreSQL).
 * Started on first use or at boot (`start`), stopped with the app (decision 0012).
 */
export class CheckRuntime {
  readonly definitions: CheckJobDefinition[];
  private readonly boss: PgBoss;
  private readonly runners = new Map<string, QueueRunner>();
  private starting: Promise<void> | undefined;
  private listener: { client: pg.PoolClient; detach(): void } | undefined;
  /** The loopback fakes this process started in demo mode, closed with it. */
  private readonly demoFakes: Array<{ close(): Promise<void> }> = [];
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private isClosed = false;

  constructor(private readonly options: CheckRuntimeOptions) {
    this.definitions = checkJobDefinitions(options.config);
    const { pool } = options.database;
    this.boss = new PgBoss({
      // Our pool (the embedded session multiplexer or PostgreSQL), never a second pool of pg-boss's own.
      db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
      schema: CHECK_BOSS_SCHEMA,
      // Expiry of jobs whose process died runs only where jobs run; a pure web process just sends.
      supervise: options.runsJobs,
      maintenanceIntervalSeconds: options.config.maintenanceSeconds,
      schedule: false,
      migrate: true,
    });
    this.boss.on('error', (error) => options.log.warn({ err: error }, 'check job queue error'));
  }

  /** True when searches run against the loopback demo network (results labelled demo). */
  get isDemo(): boolean {
    return this.options.config.sources === 'demo';
  }

  /**
   * Why this deployment does not check a source (it ends `not_checked` at once, with the reason), or
   * null when a job will check it. Decided from configuration alone, so a web process that runs no jobs
   * answers the same as the workers.
   */
  notCheckedReason(source: CheckSource): string | null {
    if (source === 'web') {
      const { webSearch, sources } = this.options.config;
      const configured =
        this.options.webSearcherOptions !== undefined ||
        sources === 'demo' ||
        webSearch.dataforseo !== undefined ||
        webSearch.brave !== undefined;
      return configured ? null : WEB_SEARCH_NOT_CONFIGURED;
    }
    return null;
  }

  /** Installs pg-boss's schema and the queues, and starts the runners where jobs run. Idempotent. */
  start(): Promise<void> {
    if (this.isClosed) return Promise.reject(new Error('the check runtime is closed'));
    this.starting ??= this.boot().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  /**
   * Adds one job per source inside the caller's transaction (the search and its jobs commit together),
   * and on PostgreSQL a NOTIFY, delivered at commit, for worker processes.
   */
  async enqueue(tx: DbOrTx, searchId: string, sources: readonly CheckSource[]): Promise<void> {
    if (sources.length === 0) return;
    // Starting pg-boss takes pool connections: never inside the caller's transaction (decision 0006).
    if (!this.starting) throw new Error('CheckRuntime.start() must be awaited before enqueue()');
    await this.starting;
    const jobs = sources.map((source) => {
      const data: CheckJobPayload = { searchId, source };
      return { name: CHECK_QUEUE_OF_SOURCE[source], data };
    });
    await this.boss.insert(jobs, { db: transactionBossDb(tx) });
    if (this.options.database.kind === 'postgres')
      await tx.execute(sql`SELECT pg_notify(${CHECK_WAKE_CHANNEL}, '')`);
  }

  /** After the enqueuing transaction committed: runners of this process look now. */
  wake(sources: readonly CheckSource[]): void {
    for (const source of sources) this.runners.get(CHECK_QUEUE_OF_SOURCE[source])?.wake();
  }

  /** Jobs running in this process now (tests and graceful stops read it). */
  get activeJobs(): number {
    let count = 0;
    for (const runner of this.runners.values()) count += runner.activeJobs;
    return count;
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    await this.starting?.catch(() => undefined);
    clearInterval(this.sweepTimer);
    await this.sweeping;
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
    const listener = this.listener;
    this.listener = undefined;
    if (listener) {
      listener.detach();
      await listener.client.query(`UNLISTEN ${CHECK_WAKE_CHANNEL}`).catch(() => undefined);
      listener.client.release();
    }
    // Jobs are already given back; close: false leaves our pool to its owner.
    if (this.starting)
      await this.boss.stop({ graceful: false, close: false, wait: true }).catch(() => undefined);
    await Promise.all(this.demoFakes.map((fake) => fake.close()));
  }

  private async boot(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(CHECK_DEAD_LETTER_QUEUE, { name: CHECK_DEAD_LETTER_QUEUE });
    for (const definition of this.definitions) {
      const queue = { name: definition.queue, ...definition.options };
      await this.boss.createQueue(definition.queue, queue);
      // Options follow the configuration of the latest process to start.
      await this.boss.updateQueue(definition.queue, queue);
    }
    if (!this.options.runsJobs || this.isClosed) return;
    const context: CheckJobContext = {
      database: this.options.database,
      config: this.options.config,
      domainChecker: await this.createDomainChecker(),
      handleChecker: await this.createHandleChecker(),
      webSearcher: await this.createWebSearcher(),
      mentionSearcher: await this.createMentionSearcher(),
      log: this.options.log,
    };
    if (this.options.database.kind === 'pglite') await this.failOrphanedJobs();
    // Jobs of a process that died are failed (and so retried) now rather than at the next maintenance.
    await this.boss.maintain();
    await this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), this.options.config.maintenanceSeconds * 1000);
    this.sweepTimer.unref();
    const runnerOptions = {
      concurrency: this.options.config.workerConcurrency,
      pollMs: this.options.config.pollSeconds * 1000,
      onError: (error: unknown) => this.options.log.warn({ err: error }, 'check job queue error'),
    };
    for (const definition of this.definitions) {
      const perform = performerOf(context, definition.source);
      const handler = async (job: RunnerJob, stopSignal: AbortSignal): Promise<HandlerVerdict> => {
        const result = await runSourceJob(
          context,
          {
            payload: job.data as CheckJobPayload,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            stopSignal,
          },
          definition.timeoutMs,
          perform,
        );
        return verdictOf(result);
      };
      this.runners.set(
        definition.queue,
        new QueueRunner(this.boss, definition.queue, handler, runnerOptions),
      );
    }
    this.runners.set(
      CHECK_DEAD_LETTER_QUEUE,
      new QueueRunner(
        this.boss,
        CHECK_DEAD_LETTER_QUEUE,
        async (job) => {
          await handleDeadLetter(context, job.data as CheckJobPayload);
          return 'complete';
        },
        runnerOptions,
      ),
    );
    if (this.options.database.kind === 'postgres') await this.listen();
    for (const runner of this.runners.values()) runner.start();
  }

  /**
   * The embedded database belongs to one process (the DATA_DIR lock), the only one that runs jobs:
   * at its start every active job was left by a predecessor that died. They are failed at once (so
   * retried, or dead-lettered when out of attempts) instead of waiting for their expiry.
   */
  private async failOrphanedJobs(): Promise<void> {
    const queues = [...this.definitions.map((definition) => definition.queue), CHECK_DEAD_LETTER_QUEUE];
    const active = await this.options.database.pool.query<{ name: string; ids: string[] }>(
      `SELECT name, array_agg(id::text) AS ids FROM ${CHECK_BOSS_SCHEMA}.job
       WHERE state = 'active' AND name = ANY($1::text[]) GROUP BY name`,
      [queues],
    );
    for (const row of active.rows) {
      for (const id of row.ids)
        await this.boss.fail(row.name, id, { message: 'the process running it stopped' });
      this.options.log.warn(
        { queue: row.name, jobs: row.ids.length },
        'retrying check jobs of a stopped process',
      );
    }
  }

  /** Ends sources no live job will finish (see sweepStaleSources); one sweep at a time. */
  sweep(): Promise<void> {
    this.sweeping ??= sweepStaleSources(
      this.options.database.db,
      CHECK_BOSS_SCHEMA,
      this.options.config.maintenanceSeconds,
    )
      .then((ended) => {
        if (ended > 0)
          this.options.log.warn({ ended }, 'ended check sources whose jobs ended without an answer');
      })
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'check source sweep failed'))
      .finally(() => {
        this.sweeping = undefined;
      });
    return this.sweeping;
  }

  /**
   * A dedicated connection of our pool LISTENs, so a search recorded by any process wakes this one.
   * A lost connection is replaced after a second; the polls cover the gap.
   */
  private async listen(): Promise<void> {
    const client = await this.options.database.pool.connect();
    let isLost = false;
    const lose = (error?: Error) => {
      if (isLost) return;
      isLost = true;
      detach();
      if (this.listener?.client === client) this.listener = undefined;
      client.release(error ?? new Error('listener connection ended'));
      if (this.isClosed) return;
      this.options.log.warn({ err: error }, 'check wake-up listener lost; reconnecting');
      const retry = setTimeout(() => {
        if (!this.isClosed)
          this.listen().catch((failure: unknown) =>
            this.options.log.warn({ err: failure }, 'check wake-up listener failed'),
          );
      }, LISTEN_RETRY_MS);
      retry.unref();
    };
    const wakeAll = () => {
      for (const runner of this.runners.values()) runner.wake();
    };
    const ended = () => lose();
    // An error after close has detached us still needs a listener, or it would crash the process.
    const ignoreLate = () => undefined;
    const detach = () => {
      client.off('notification', wakeAll);
      client.off('error', lose);
      client.off('end', ended);
      client.on('error', ignoreLate);
    };
    client.on('notification', wakeAll);
    client.on('error', lose);
    client.on('end', ended);
    try {
      await client.query(`LISTEN ${CHECK_WAKE_CHANNEL}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.listener = { client, detach };
    // Jobs sent while no one listened are found by this fetch.
    for (const runner of this.runners.values()) runner.wake();
  }

  /** Real networks with the configured keys; in demo mode the loopback fake of the networks. */
  private async createHandleChecker(): Promise<HandleChecker> {
    const config = this.options.config;
    const identity = {
      concurrencyPerNetwork: config.socialConcurrency,
      ...(config.socialUserAgent ? { userAgent: config.socialUserAgent } : {}),
    };
    if (this.options.handleCheckerOptions)
      return createHandleChecker({ ...identity, ...this.options.handleCheckerOptions });
    if (config.sources === 'demo') {
      const { startDemoSocial } = await import('@brandwright/clearance/testing');
      const social = await startDemoSocial({ withKeys: true });
      this.demoFakes.push(social);
      return createHandleChecker({ ...identity, ...social.checkerOptions });
    }
    return createHandleChecker({ ...identity, keys: config.socialKeys, baseUrls: config.socialBaseUrls });
  }

  /** Hacker News always, the other mention sources with their credentials; in demo mode the loopback fake. */
  private async createMentionSearcher(): Promise<MentionSearcher> {
    const config = this.options.config;
    const identity = config.socialUserAgent ? { userAgent: config.socialUserAgent } : {};
    if (this.options.mentionSearcherOptions)
      return createMentionSearcher({ ...identity, ...this.options.mentionSearcherOptions });
    if (config.sources === 'demo') {
      const { startDemoMentions } = await import('@brandwright/clearance/testing');
      const mentions = await startDemoMentions();
      this.demoFakes.push(mentions);
      return createMentionSearcher({ ...identity, ...mentions.searcherOptions });
    }
    return createMentionSearcher({ ...identity, sources: config.mentionSources });
  }

  /** The configured SERP provider; in demo mode the loopback fake with labelled demo results. */
  private async createWebSearcher(): Promise<WebSearcher> {
    if (this.options.webSearcherOptions) return createWebSearcher(this.options.webSearcherOptions);
    if (this.options.config.sources === 'demo') {
      const { startDemoWebSearch } = await import('@brandwright/clearance/testing');
      const web = await startDemoWebSearch();
      this.demoFakes.push(web);
      return createWebSearcher(web.searcherOptions);
    }
    const { dataforseo, brave } = this.options.config.webSearch;
    return createWebSearcher({ dataforseo, brave });
  }

  private async createDomainChecker(): Promise<DomainChecker> {
    const config = this.options.config;
    const limits = {
      timeoutMs: config.domainLookupTimeoutMs,
      concurrencyPerRegistry: config.rdapConcurrency,
    };
    if (this.options.domainCheckerOptions)
      return createDomainChecker({ ...this.sharedState(), ...limits, ...this.options.domainCheckerOptions });
    if (config.sources === 'demo') {
      const { startDemoNetwork } = await import('@brandwright/clearance/testing');
      const network = await startDemoNetwork();
      this.demoFakes.push(network);
      // Demo answers stay in this process: never in the shared cache that real checks read.
      return createDomainChecker({
        ...network.checkerOptions,
        ...limits,
        budget: createTokenBucketBudget(),
        cache: createMemoryResultCache(),
      });
    }
    return createDomainChecker({
      ...this.sharedState(),
      ...limits,
      bootstrap: createBootstrapSource({
        refreshUrl: config.rdapBootstrapUrl,
        store: createDatabaseBootstrapStore(this.options.database),
      }),
      dnsServers: config.dnsServers.length > 0 ? config.dnsServers : undefined,
      fallbackRdapUrl: config.rdapFallbackUrl,
    });
  }

  /** The rate budget and answer cache every process shares through the database. */
  private sharedState(): Pick<DomainCheckerOptions, 'budget' | 'cache'> {
    return {
      budget: createDatabaseRateBudget(this.options.database, {
        ...(this.options.config.rdapDefaultLimit
          ? { defaultLimit: this.options.config.rdapDefaultLimit }
          : {}),
      }),
      cache: createDatabaseResultCache(this.options.database),
    };
  }
}

function performerOf(context: CheckJobContext, source: CheckSource): PerformSource {
  if (source === 'domains') return domainSource(context);
  if (source === 'social_users') return socialHandleSource(context);
  if (source === 'web') return webSearchSource(context);
  if (source === 'social') return socialMentionSource(context);
  return trademarkSource(context, source);
}
