import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { startPgliteHost } from './embedded/pglite-host.ts';
import { claimDataDir, publishPort, readOwner, releaseDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import * as schema from './schema/index.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  kind: DatabaseKind;
  /** Drizzle query builder over the pool. */
  db: Db;
  /** The raw pool, for SQL the query builder does not express well (COPY, trigram operators). */
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Embedded database directory (default ./data); `memory://` for a throwaway database. */
  dataDir?: string | undefined;
  /**
   * When another process (the running server) owns dataDir, connect through its socket instead of
   * failing. Command-line tools set this; the server does not, so two servers never share a directory.
   */
  attachToRunningOwner?: boolean;
  poolSize?: number;
  /** Apply pending migrations (default true). */
  runMigrations?: boolean;
}

function poolFor(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = poolFor({ connectionString: url, max: options.poolSize ?? 10 });
  if (options.runMigrations !== false) await migrate(pool);
  return { kind: 'postgres', db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

function loopbackPool(port: number, max: number): pg.Pool {
  return poolFor({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres', max });
}

async function openEmbedded(dataDir: string, options: OpenDatabaseOptions): Promise<Database> {
  const isMemory = dataDir.startsWith('memory://');
  if (!isMemory) {
    const owner = readOwner(dataDir);
    if (owner && options.attachToRunningOwner && owner.port > 0) {
      const pool = loopbackPool(owner.port, 2);
      return { kind: 'pglite', db: drizzle(pool, { schema }), pool, close: () => pool.end() };
    }
    claimDataDir(dataDir);
  }
  try {
    const host = await startPgliteHost({ dataDir: isMemory ? dataDir : path.join(dataDir, 'pgdata') });
    if (!isMemory) publishPort(dataDir, host.port);
    const pool = loopbackPool(host.port, options.poolSize ?? 4);
    if (options.runMigrations !== false) await migrate(pool);
    return {
      kind: 'pglite',
      db: drizzle(pool, { schema }),
      pool,
      async close() {
        await pool.end();
        await host.close();
        if (!isMemory) releaseDataDir(dataDir);
      },
    };
  } catch (error) {
    if (!isMemory) releaseDataDir(dataDir);
    throw error;
  }
}

/** Opens the product's database: PostgreSQL when a URL is given, the embedded PGlite otherwise. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const dataDir = options.dataDir ?? './data';
  return openEmbedded(dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir), options);
}
