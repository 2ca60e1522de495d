import { Worker } from 'node:worker_threads';

export interface PgliteHost {
  /** Loopback port speaking the PostgreSQL protocol. */
  port: number;
  close(): Promise<void>;
}

export interface PgliteHostOptions {
  /** A directory, or `memory://` for a throwaway database. */
  dataDir: string;
  host?: string;
  port?: number;
  /** Connections the multiplexer accepts (the server's pool plus command-line tools). */
  maxConnections?: number;
}

/** Starts PGlite in a worker thread behind a PostgreSQL-protocol socket on loopback. */
export async function startPgliteHost(options: PgliteHostOptions): Promise<PgliteHost> {
  const worker = new Worker(new URL('./pglite-host.worker.mjs', import.meta.url), {
    workerData: {
      dataDir: options.dataDir,
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 0,
      maxConnections: options.maxConnections ?? 16,
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`PGlite worker exited with code ${code} before it was ready`));
    worker.once('exit', onExit);
    worker.once('error', reject);
    worker.once('message', (message: { type: string; port?: number; message?: string }) => {
      worker.off('exit', onExit);
      if (message.type === 'ready' && message.port) resolve(message.port);
      else
        reject(new Error(`PGlite could not open ${options.dataDir}: ${message.message ?? 'unknown error'}`));
    });
  });
  // The worker must not keep a finished process alive.
  worker.unref();
  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 10_000);
        worker.once('message', () => {
          clearTimeout(timer);
          void worker.terminate().then(() => resolve());
        });
        worker.postMessage({ type: 'close' });
      });
      return closing;
    },
  };
}
