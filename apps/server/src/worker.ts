// Entry point of the worker role: `npm run worker` (tsx apps/server/src/worker.ts). Runs the Check
// tool's search jobs against the same PostgreSQL as the web processes, any number of them at once
// (decision 0012), and stops gracefully on SIGINT/SIGTERM: running jobs are given back for retry.
import { warmUpClassFinder } from '@brandwright/clearance';
import { openDatabase } from '@brandwright/db';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { CheckRuntime, type CheckLog } from './modules/check/check-runtime.ts';
import { serializeErrorForLog } from './plugins/error-handler.ts';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/** JSON lines like the web process's logger; errors go through the same serializer (no statement parameters). */
function createLog(level: AppConfig['logLevel']): CheckLog {
  const write = (name: 'info' | 'warn' | 'error') => (object: Record<string, unknown>, message: string) => {
    if (LEVELS[name] < LEVELS[level]) return;
    const { err, ...rest } = object;
    const line = {
      level: LEVELS[name],
      time: Date.now(),
      pid: process.pid,
      role: 'check-worker',
      ...rest,
      ...(err instanceof Error ? { err: serializeErrorForLog(err) } : {}),
      msg: message,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the server process runs the Check jobs itself.',
  );
  process.exit(1);
}

const log = createLog(config.logLevel);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.check.workerPoolSize,
});
const runtime = new CheckRuntime({ config: config.check, database, log, runsJobs: true });

let isShuttingDown = false;
async function shutDown(signal: string): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  log.info({ signal }, 'check worker stopping');
  const forceExit = setTimeout(() => process.exit(1), 15_000);
  forceExit.unref();
  try {
    await runtime.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'check worker shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

// The register search reads WordNet (a word after a three-letter mark); the class finder's warm-up
// loads it, as the web process does, so the first trademark job does not pay ~0.7 s for it.
warmUpClassFinder();

try {
  await runtime.start();
  log.info(
    {
      concurrency: config.check.workerConcurrency,
      poolSize: config.check.workerPoolSize,
      sources: config.check.sources,
    },
    'check worker ready',
  );
} catch (error) {
  log.error({ err: error }, 'check worker could not start');
  await database.close();
  process.exit(1);
}
