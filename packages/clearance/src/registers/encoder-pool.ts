// A few worker threads that encode JSONL chunks (jsonl-encoder.ts). Jobs go to the least busy thread;
// results come back in the order they were asked for, so that reports keep the input's order.
import { Worker } from 'node:worker_threads';
import { encodeJsonlLines, type EncodedBatch, type EncodeJob } from './jsonl-encoder.ts';

interface Waiting {
  resolve: (batch: EncodedBatch) => void;
  reject: (error: Error) => void;
}

class EncoderThread {
  readonly worker = new Worker(new URL('./jsonl-encoder.worker.mjs', import.meta.url));
  readonly waiting: Waiting[] = [];

  constructor() {
    this.worker.on(
      'message',
      (message: { ok: true; batch: EncodedBatch } | { ok: false; message: string }) => {
        const next = this.waiting.shift();
        if (message.ok) next?.resolve(message.batch);
        else next?.reject(new Error(message.message));
      },
    );
    this.worker.on('error', (error) => {
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

  /** `size` 0 encodes on the calling thread (no workers). */
  constructor(size: number) {
    this.threads = Array.from({ length: size }, () => new EncoderThread());
  }

  encode(job: EncodeJob): Promise<EncodedBatch> {
    if (this.threads.length === 0) return Promise.resolve().then(() => encodeJsonlLines(job));
    const idlest = this.threads.reduce((best, thread) =>
      thread.waiting.length < best.waiting.length ? thread : best,
    );
    return idlest.run(job);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
