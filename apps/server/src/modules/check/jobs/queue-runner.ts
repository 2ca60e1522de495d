import type PgBoss from 'pg-boss';

export interface QueueRunnerOptions {
  /** Jobs of this queue one process runs at once. */
  concurrency: number;
  /** Fallback poll when no wake-up comes (another process sent without a NOTIFY reaching us). */
  pollMs: number;
  onError: (error: unknown) => void;
}

export type RunnerJob = PgBoss.JobWithMetadata<unknown>;

/**
 * What the runner does with a job its handler returned from: complete it, or leave it to a newer
 * delivery of the same job (pg-boss re-delivers an expired job under the same id, and completing it
 * here would complete that delivery's job under it).
 */
export type HandlerVerdict = 'complete' | 'leave';

/**
 * Runs one pg-boss queue: fetches as many jobs as it has free slots, runs each on its own (one slow
 * job never holds up the others), completes or fails each by id, and sleeps until woken (a send in
 * this process, a NOTIFY from another, a slot freed while full) or the poll interval passes.
 * pg-boss's own `work()` runs a fetched batch as one unit and one batch at a time, which would let
 * one slow source hold up the rest; fetch, complete and fail are its public calls for this.
 */
export class QueueRunner {
  private readonly running = new Set<Promise<void>>();
  private readonly stopController = new AbortController();
  private loop: Promise<void> | undefined;
  private isWoken = false;
  private isSaturated = false;
  private sleeper: (() => void) | undefined;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: string,
    private readonly handler: (job: RunnerJob, stopSignal: AbortSignal) => Promise<HandlerVerdict>,
    private readonly options: QueueRunnerOptions,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Look for jobs now. */
  wake(): void {
    this.isWoken = true;
    this.sleeper?.();
  }

  /**
   * Stops fetching, tells running handlers to give their jobs back, and waits for them (bounded by
   * `timeoutMs`); jobs given back are failed, so another process retries them at once.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopController.abort();
    this.wake();
    await this.loop;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  get activeJobs(): number {
    return this.running.size;
  }

  private async run(): Promise<void> {
    const stopSignal = this.stopController.signal;
    while (!stopSignal.aborted) {
      const free = this.options.concurrency - this.running.size;
      let fetched = 0;
      this.isWoken = false;
      if (free > 0) {
        try {
          const jobs = await this.boss.fetch<unknown>(this.queue, { batchSize: free, includeMetadata: true });
          fetched = jobs.length;
          for (const job of jobs) this.track(job, stopSignal);
        } catch (error) {
          this.options.onError(error);
        }
      }
      this.isSaturated = this.running.size >= this.options.concurrency;
      if (stopSignal.aborted) break;
      if (free > 0 && fetched === free) continue;
      if (this.isWoken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.options.pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.sleeper = done;
      });
      this.sleeper = undefined;
    }
  }

  private track(job: RunnerJob, stopSignal: AbortSignal): void {
    const task = this.execute(job, stopSignal).finally(() => {
      this.running.delete(task);
      if (this.isSaturated) this.wake();
    });
    this.running.add(task);
  }

  private async execute(job: RunnerJob, stopSignal: AbortSignal): Promise<void> {
    try {
      if ((await this.handler(job, stopSignal)) === 'complete') await this.boss.complete(this.queue, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.boss
        .fail(this.queue, job.id, { message })
        .catch((failure: unknown) => this.options.onError(failure));
    }
  }
}
