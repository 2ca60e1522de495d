// Entry point: `tsx apps/server/src/server.ts` (root `npm start`). Validates config, opens the
// database (migrations run on open), listens, and shuts down cleanly on SIGINT/SIGTERM.
import path from 'node:path';
import { ensureDemoRegister, findClasses, warmUpClassFinder } from '@brandwright/clearance';
import { openDatabase } from '@brandwright/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { CheckRuntime } from './modules/check/check-runtime.ts';
import { GenerationPool } from './modules/create/generation-pool.ts';
import { createMailer } from './modules/mail/mailer.ts';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// The Create tool's threads start now and load the lexicon while the server gets ready (app.close ends them).
const generation = new GenerationPool(config.createWorkers);
generation.start();
// The Check tool's queue: this process runs its jobs unless CHECK_JOBS_IN_WEB=off (then `npm run worker` does).
const checkRuntime = new CheckRuntime({
  config: config.check,
  database,
  // `app` is read lazily: nothing is logged before it is assigned.
  log: {
    info: (object, message) => app.log.info(object, message),
    warn: (object, message) => app.log.warn(object, message),
    error: (object, message) => app.log.error(object, message),
  },
  runsJobs: config.check.jobsInWeb,
});
const app = await buildApp({
  config,
  database,
  mailer: createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    // `app` is read lazily: mail is only sent while serving requests, long after it is assigned.
    logger: { info: (object, message) => app.log.info(object, message) },
  }),
  findClasses,
  generation,
  checkRuntime,
});
// The class finder builds its vocabulary index on first use (synchronously, ~0.5 s): do it now,
// before serving, so no request blocks the event loop for it.
warmUpClassFinder();

let isShuttingDown = false;
async function shutDown(signal: string): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process (and the DATA_DIR lock) alive forever.
  const forceExit = setTimeout(() => process.exit(1), 15_000);
  forceExit.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

// A fresh embedded install gets a register to search straight away; every row is labelled demo data.
const wantsDemo =
  config.demoRegister === 'on' || (config.demoRegister === 'auto' && database.kind === 'pglite');
if (wantsDemo) {
  const report = await ensureDemoRegister(database);
  if (report) app.log.info({ imported: report.imported }, 'loaded the demo trademark register (demo data)');
}

// Started at boot so that jobs of a process that died are retried now, not at the next search.
await checkRuntime.start().catch((error: unknown) => {
  app.log.error({ err: error }, 'the Check job queue did not start; it is tried again on the next search');
});

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, publicUrl: config.publicUrl },
    'Brandwright is running',
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
