// Worker thread entry of the encoder pool. Plain JavaScript that registers tsx's loader first: worker
// threads do not inherit the TypeScript loader under every runner (tsx, vitest).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { encodeJsonlLines } = await import('./jsonl-encoder.ts');

parentPort.on('message', (job) => {
  try {
    parentPort.postMessage({ type: 'done', batch: encodeJsonlLines(job) });
  } catch (error) {
    parentPort.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
parentPort.postMessage({ type: 'ready' });
