import { describe, expect, it } from 'vitest';
import { EncoderPool } from '../src/registers/encoder-pool.ts';
import { encodeJsonlLines, type EncodeJob } from '../src/registers/jsonl-encoder.ts';

function job(index: number, encoding: EncodeJob['encoding']): EncodeJob {
  const lines = Array.from({ length: 50 }, (_, line) =>
    JSON.stringify({
      office: 'EU',
      number: `${index}-${line}`,
      name: `NAME ${index} ${line}`,
      status: 'pending',
      classes: [(index % 45) + 1],
    }),
  );
  lines.push('{"office":"EU","number":"x","name":"BAD","status":"pending","classes":[99]}', 'not json');
  return { file: `chunk-${index}.jsonl`, lines, first: 1 + index * 52, idBase: 1 + index * 52, encoding };
}

describe('EncoderPool', () => {
  it('encodes in worker threads exactly what the calling thread encodes', async () => {
    const pool = new EncoderPool(2);
    try {
      await pool.allStarted();
      for (const encoding of ['copy', 'json'] as const) {
        const jobs = Array.from({ length: 6 }, (_, index) => job(index, encoding));
        const threaded = await Promise.all(jobs.map((each) => pool.encode(each)));
        expect(threaded).toEqual(jobs.map(encodeJsonlLines));
        expect(threaded[0]?.rows).toHaveLength(50);
        expect(threaded[0]?.skipped.map((skip) => skip.record)).toEqual([
          'chunk-0.jsonl:51 (x)',
          'chunk-0.jsonl:52',
        ]);
      }
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('encodes on the calling thread while no thread has started', async () => {
    const pool = new EncoderPool(0);
    expect(await pool.encode(job(3, 'copy'))).toEqual(encodeJsonlLines(job(3, 'copy')));
    await pool.close();
  });
});
