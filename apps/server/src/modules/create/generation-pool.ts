import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { FindExistingWordsTask, GenerateGroupOutcome, GenerateGroupTask } from './generation-tasks.ts';

const WORKER_FILE = fileURLToPath(new URL('./generation.worker.mjs', import.meta.url));

/**
 * Tasks handed to piscina per thread at a time. Enough that a thread never idles while a busy request
 * thread gets round to handing it more (a group takes a few milliseconds; the event loop under a burst
 * lags tens), few enough that an urgent task waits behind at most this many.
 */
export const IN_FLIGHT_PER_THREAD = 8;

interface Job {
  start: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The Create tool's worker threads (piscina). The engine is synchronous and its first call loads the
 * lexicon (about a second and 250 MB per thread), so it never runs on the request thread. The threads
 * start on first use, or at once with `start()` (the server does, so the first user does not wait);
 * each loads the engine as soon as it starts. A fixed number of threads that never idle out: a thread
 * that stopped would take its warm lexicon with it.
 *
 * Tasks wait here in two queues, urgent first, and go to piscina only as threads free up. Under a burst
 * of searches an urgent task (each search's first group, a page's candidate details) overtakes the
 * queued groups of earlier searches, so every user sees a first group without waiting for all of theirs.
 */
export class GenerationPool {
  private pool: Piscina | undefined;
  private closed = false;
  private readonly urgent: Job[] = [];
  private readonly normal: Job[] = [];
  private inFlight = 0;

  constructor(readonly size: number) {}

  private threads(): Piscina {
    if (this.closed) throw new Error('The generation pool is closed');
    this.pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: this.size,
      maxThreads: this.size,
      idleTimeout: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: 1,
      // A task piscina cannot hand out at once goes back to the front of its queue, not the end: by
      // default a busy thread sent queued tasks to the back, and some finished after everything
      // queued after them.
      stricterFIFO: true,
    });
    return this.pool;
  }

  private enqueue<T>(isUrgent: boolean, name: string, task: unknown): Promise<T> {
    const pool = this.threads();
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        start: () => pool.run(task, { name }) as Promise<unknown>,
        resolve: (value) => resolve(value as T),
        reject,
      };
      (isUrgent ? this.urgent : this.normal).push(job);
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.size * IN_FLIGHT_PER_THREAD) {
      const job = this.urgent.shift() ?? this.normal.shift();
      if (!job) return;
      this.inFlight += 1;
      job
        .start()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.inFlight -= 1;
          this.dispatch();
        });
    }
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

  generateGroup(
    task: GenerateGroupTask,
    options: { isUrgent?: boolean } = {},
  ): Promise<GenerateGroupOutcome> {
    return this.enqueue(options.isUrgent === true, 'generateGroup', task);
  }

  /** Urgent: a page of results waits for it. */
  findExistingWords(task: FindExistingWordsTask): Promise<boolean[]> {
    return this.enqueue(true, 'findExistingWords', task);
  }

  /** Lets running tasks finish, then ends the threads (the app's onClose: tests and SIGTERM exit cleanly). */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    const error = new Error('The generation pool is closed');
    for (const job of this.urgent.splice(0).concat(this.normal.splice(0))) job.reject(error);
    await pool?.close();
  }
}
