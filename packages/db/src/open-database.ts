import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { startPgliteHost, type PgliteHost } from './embedded/pglite-host.ts';
import { SOCKET_PORT } from './embedded/socket-dir.ts';
import { claimDataDir, publishSocketDir, readOwner, releaseDataDir } from './data-dir-lock.ts';
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

/** A pool on the embedded database's Unix socket (`host` is its directory, `port` names the file). */
function socketPool(socketDir: string, max: number): pg.Pool {
  return poolFor({ host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres', max });
}

async function openEmbedded(dataDir: string, options: OpenDatabaseOptions): Promise<Database> {
  const isMemory = dataDir.startsWith('memory://');
  if (!isMemory) {
    const owner = readOwner(dataDir);
    if (owner && options.attachToRunningOwner && owner.socketDir) {
      const pool = socketPool(owner.socketDir, 2);
      return { kind: 'pglite', db: drizzle(pool, { schema }), pool, close: () => pool.end() };
    }
    claimDataDir(dataDir);
  }
  let host: PgliteHost | undefined;
  let pool: pg.Pool | undefined;
  try {
    host = await startPgliteHost({
      pgDataDir: isMemory ? dataDir : path.join(dataDir, 'pgdata'),
      dataDir: isMemory ? undefined : dataDir,
      // Failures no client caused (the worker dying, a session left dirty after a rollback) must not
      // pass silently; the clients concerned already got a PostgreSQL error.
      onError: (error) =>
        process.emitWarning(error instanceof Error ? error : String(error), { code: 'BW_EMBEDDED_DB' }),
    });
    if (!isMemory) publishSocketDir(dataDir, host.socketDir);
    pool = socketPool(host.socketDir, options.poolSize ?? 4);
    if (options.runMigrations !== false) await migrate(pool);
    const openHost = host;
    const openPool = pool;
    return {
      kind: 'pglite',
      db: drizzle(pool, { schema }),
      pool,
      async close() {
        await openPool.end();
        await openHost.close();
        if (!isMemory) releaseDataDir(dataDir);
      },
    };
  } catch (error) {
    await pool?.end().catch(() => undefined);
    await host?.close().catch(() => undefined);
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
