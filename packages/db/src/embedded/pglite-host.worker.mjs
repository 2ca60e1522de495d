// Runs PGlite inside a worker thread and exposes it over the PostgreSQL wire protocol on loopback,
// so the main thread talks to it with the same `pg` driver it uses for a real PostgreSQL server and
// a slow query never blocks the event loop that serves HTTP.
// Plain JavaScript on purpose: worker threads do not inherit the TypeScript loader under every runner
// (tsx, vitest), and this file is small enough that types add nothing.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, host, port, maxConnections } = workerData;

let db;
let server;
try {
  db = await PGlite.create(dataDir, { extensions: { pg_trgm, fuzzystrmatch } });
  server = new PGLiteSocketServer({ db, host, port, maxConnections });
  await server.start();
  const conn = server.getServerConn();
  const actualPort = Number(conn.slice(conn.lastIndexOf(':') + 1));
  parentPort.postMessage({ type: 'ready', port: actualPort });
} catch (error) {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

parentPort.on('message', async (message) => {
  if (message?.type !== 'close') return;
  try {
    await server.stop();
    await db.close();
  } finally {
    parentPort.postMessage({ type: 'closed' });
  }
});
