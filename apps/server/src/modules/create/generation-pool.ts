import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { FindExistingWordsTask, GenerateGroupOutcome, GenerateGroupTask } from './generation-tasks.ts';

const WORKER_FILE = fileURLToPath(new URL('./generation.worker.mjs', import.meta.url));

/**
 * The Create tool's worker threads (piscina). The engine is synchronous and its first call loads the
 * lexicon (about a second and 250 MB per thread), so it never runs on the request thread. The threads
 * start on first use, or at once with `start()` (the server does, so the first user does not wait);
 * each loads the engine as soon as it starts. A fixed number of threads that never idle out: a thread
 * that stopped would take its warm lexicon with it.
 */
export class GenerationPool {
  private pool: Piscina | undefined;
  private closed = false;

  constructor(readonly size: number) {}

  private threads(): Piscina {
    if (this.closed) throw new Error('The generation pool is closed');
    this.pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: this.size,
      maxThreads: this.size,
      idleTimeout: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: 1,
    });
    return this.pool;
  }

  /** Starts the threads (each loads the engine on its own) without waiting for them. */
  start(): void {
    this.threads();
  }

  /** Resolves once every thread has loaded the engine. */
  async warm(): Promise<void> {
    const pool = this.threads();
    await Promise.all(Array.from({ length: this.size }, () => pool.run(undefined, { name: 'warm' })));
  }

  generateGroup(task: GenerateGroupTask): Promise<GenerateGroupOutcome> {
    return this.threads().run(task, { name: 'generateGroup' }) as Promise<GenerateGroupOutcome>;
  }

  findExistingWords(task: FindExistingWordsTask): Promise<boolean[]> {
    return this.threads().run(task, { name: 'findExistingWords' }) as Promise<boolean[]>;
  }

  /** Lets running tasks finish, then ends the threads (the app's onClose: tests and SIGTERM exit cleanly). */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}
