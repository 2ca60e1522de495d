// A few worker threads that encode JSONL chunks (jsonl-encoder.ts). Jobs go to the least busy thread
// that has started; until one has (loading the TypeScript modules takes a few hundred milliseconds),
// chunks are encoded on the calling thread, so that small imports do not wait for threads to start.
import { Worker } from 'node:worker_threads';
import { encodeJsonlLines, type EncodedBatch, type EncodeJob } from './jsonl-encoder.ts';

interface Waiting {
  resolve: (batch: EncodedBatch) => void;
  reject: (error: Error) => void;
}

type WorkerMessage =
  { type: 'ready' } | { type: 'done'; batch: EncodedBatch } | { type: 'failed'; message: string };

class EncoderThread {
  readonly worker = new Worker(new URL('./jsonl-encoder.worker.mjs', import.meta.url));
  readonly waiting: Waiting[] = [];
  ready = false;
  readonly started: Promise<void>;

  constructor() {
    let markStarted: () => void = () => undefined;
    this.started = new Promise((resolve) => (markStarted = resolve));
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        this.ready = true;
        markStarted();
        return;
      }
      const next = this.waiting.shift();
      if (message.type === 'done') next?.resolve(message.batch);
      else next?.reject(new Error(message.message));
    });
    this.worker.on('error', (error) => {
      this.ready = false;
      for (const waiting of this.waiting.splice(0)) waiting.reject(error);
    });
  }

  run(job: EncodeJob): Promise<EncodedBatch> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(job);
    });
  }
}

export class EncoderPool {
  private readonly threads: EncoderThread[];

  /** `size` 0 encodes on the calling thread only. */
  constructor(size: number) {
    this.threads = Array.from({ length: size }, () => new EncoderThread());
  }

  /** Encodes a chunk; the promises resolve in any order, callers keep their own. */
  encode(job: EncodeJob): Promise<EncodedBatch> {
    const started = this.threads.filter((thread) => thread.ready);
    if (started.length === 0) {
      try {
        return Promise.resolve(encodeJsonlLines(job));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    const idlest = started.reduce((best, thread) =>
      thread.waiting.length < best.waiting.length ? thread : best,
    );
    return idlest.run(job);
  }

  /** Resolves when every thread can take work (tests use it to make sure the threads do the work). */
  async allStarted(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.started));
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
