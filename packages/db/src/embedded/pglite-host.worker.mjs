// Runs PGlite inside a worker thread, so a slow query never blocks the event loop that serves HTTP.
// The thread only executes protocol messages on PGlite's single session and streams the answers back;
// deciding whose messages run when is the multiplexer's job on the other side (session-multiplexer.ts).
// Plain JavaScript on purpose: worker threads do not inherit the TypeScript loader under every runner
// (tsx, vitest), and this file is small enough that types add nothing.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';

/** The StartupMessage a client would send; PGlite's answer to it is replayed to every client. */
function startupMessage() {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1');
  const message = Buffer.alloc(8 + params.length);
  message.writeInt32BE(message.length, 0);
  message.writeInt32BE(196608, 4);
  params.copy(message, 8);
  return message;
}

let db;
try {
  db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm, fuzzystrmatch } });
  const startupResponse = await db.execProtocolRaw(startupMessage());
  parentPort.postMessage({ type: 'ready', startupResponse });
} catch (error) {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

// One request at a time, in arrival order, whatever the other side does.
let queue = Promise.resolve();

async function execute({ id, bytes }) {
  try {
    await db.execProtocolRawStream(bytes, {
      onRawData(data) {
        // The chunk may be a view into PGlite's memory, which the next call reuses: send a copy.
        const chunk = data.slice();
        parentPort.postMessage({ type: 'data', id, chunk }, [chunk.buffer]);
      },
    });
    parentPort.postMessage({ type: 'done', id });
  } catch (error) {
    parentPort.postMessage({
      type: 'failed',
      id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

parentPort.on('message', (message) => {
  if (message?.type === 'exec') queue = queue.then(() => execute(message));
  else if (message?.type === 'close') {
    queue = queue.then(async () => {
      try {
        await db.close();
      } finally {
        parentPort.postMessage({ type: 'closed' });
      }
    });
  }
});
