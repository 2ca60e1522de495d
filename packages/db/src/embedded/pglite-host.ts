import { chmodSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { Worker } from 'node:worker_threads';
import { SessionMultiplexer, type SessionExecutor } from './session-multiplexer.ts';
import { prepareSocketDir, SOCKET_PORT } from './socket-dir.ts';

export interface PgliteHost {
  /** Directory holding the Unix socket (pg's `host`), with `port` naming the socket file. */
  socketDir: string;
  port: number;
  close(): Promise<void>;
}

export interface PgliteHostOptions {
  /** A directory, or `memory://` for a throwaway database. */
  pgDataDir: string;
  /** Where the socket goes (`<dir>/socket`); a private temporary directory when omitted. */
  dataDir?: string | undefined;
  /** Connections the multiplexer accepts (the server's pool plus command-line tools). */
  maxConnections?: number;
  onError?: (error: unknown) => void;
}

type WorkerReply =
  | { type: 'ready'; startupResponse: Uint8Array }
  | { type: 'error'; message: string }
  | { type: 'data'; id: number; chunk: Uint8Array }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'closed' };

interface Pending {
  onData: (chunk: Uint8Array) => void;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** Talks to the PGlite worker thread: one message batch in, its answer streamed out. */
class WorkerExecutor implements SessionExecutor {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private dead: Error | undefined;

  constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'data') this.pending.get(reply.id)?.onData(reply.chunk);
      else if (reply.type === 'done' || reply.type === 'failed') {
        const entry = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if (reply.type === 'done') entry?.resolve();
        else entry?.reject(new Error(`PGlite failed: ${reply.message}`));
      }
    });
    worker.on('exit', (code) => this.failAll(new Error(`PGlite worker exited with code ${code}`)));
    worker.on('error', (error) => this.failAll(error));
  }

  private failAll(error: Error): void {
    this.dead = error;
    for (const entry of this.pending.values()) entry.reject(error);
    this.pending.clear();
  }

  execute(messages: Uint8Array, onData: (chunk: Uint8Array) => void): Promise<void> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { onData, resolve, reject });
      this.worker.postMessage({ type: 'exec', id, bytes: messages });
    });
  }
}

async function startWorker(pgDataDir: string): Promise<{ worker: Worker; startupResponse: Buffer }> {
  const worker = new Worker(new URL('./pglite-host.worker.mjs', import.meta.url), {
    workerData: { dataDir: pgDataDir },
  });
  const startupResponse = await new Promise<Buffer>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`PGlite worker exited with code ${code} before it was ready`));
    worker.once('exit', onExit);
    worker.once('error', reject);
    worker.once('message', (reply: WorkerReply) => {
      worker.off('exit', onExit);
      worker.off('error', reject);
      if (reply.type === 'ready') resolve(Buffer.from(reply.startupResponse));
      else
        reject(
          new Error(
            `PGlite could not open ${pgDataDir}: ${reply.type === 'error' ? reply.message : reply.type}`,
          ),
        );
    });
  });
  // The worker must not keep a finished process alive.
  worker.unref();
  return { worker, startupResponse };
}

function listen(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Starts PGlite in a worker thread and serves it over the PostgreSQL protocol on an owner-only Unix
 * socket, through a multiplexer that keeps each connection's units of work whole (decision 0006).
 */
export async function startPgliteHost(options: PgliteHostOptions): Promise<PgliteHost> {
  const { worker, startupResponse } = await startWorker(options.pgDataDir);
  const executor = new WorkerExecutor(worker);
  const mux = new SessionMultiplexer({
    executor,
    startupResponse,
    maxConnections: options.maxConnections ?? 32,
    onError: options.onError,
  });
  const socketDir = prepareSocketDir(options.dataDir);
  const server = createServer((socket) => mux.accept(socket));
  server.unref();
  try {
    await listen(server, socketDir.socketPath);
    chmodSync(socketDir.socketPath, 0o600);
  } catch (error) {
    await worker.terminate();
    socketDir.remove();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    socketDir: socketDir.dir,
    port: SOCKET_PORT,
    close() {
      closing ??= (async () => {
        const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Every client's rollback and clean-up runs before PGlite closes under it.
        await mux.closeAll();
        await serverClosed;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 10_000);
          worker.on('message', (reply: WorkerReply) => {
            if (reply.type !== 'closed') return;
            clearTimeout(timer);
            void worker.terminate().then(() => resolve());
          });
          worker.postMessage({ type: 'close' });
        });
        socketDir.remove();
      })();
      return closing;
    },
  };
}
