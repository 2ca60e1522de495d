// The CPU-heavy half of a bulk JSONL import — parsing, validating, deriving the search keys and encoding
// rows — for one chunk of lines. Pure, so that worker threads (encoder-pool.ts) can run chunks side by
// side while the main thread only reads the file and writes to the database.
import { encodeRow, type RowEncoding } from './mark-store.ts';
import { admitRecord } from './admit-record.ts';
import { lineItems, type JsonlReadItem } from './read-jsonl.ts';
import type { MarkSource, Office, SkippedRecord } from './types.ts';

export interface EncodeJob {
  file: string;
  lines: string[];
  /** 1-based number of the first line in its file. */
  first: number;
  /** Row ids are idBase + the line's index in the chunk: input order, whichever thread encodes. */
  idBase: number;
  office?: Office;
  source?: MarkSource;
  encoding: RowEncoding;
}

export interface EncodedBatch {
  rows: string[];
  /** Where each row came from, for the report if the database refuses it. */
  ats: string[];
  read: number;
  skipped: SkippedRecord[];
  warnings: SkippedRecord[];
}

export function encodeJsonlLines(job: EncodeJob): EncodedBatch {
  const batch: EncodedBatch = { rows: [], ats: [], read: 0, skipped: [], warnings: [] };
  const items: JsonlReadItem[] = [];
  for (let index = 0; index < job.lines.length; index += 1) {
    items.length = 0;
    lineItems(job.lines[index] as string, `${job.file}:${job.first + index}`, job.office, items);
    for (const item of items) {
      const admitted = admitRecord(item, job.source, batch);
      if (!admitted) continue;
      if (admitted.kind === 'status') {
        // JSONL has no status-only records; should a reader ever give one, it is reported, not lost.
        batch.skipped.push({ record: admitted.at, reason: 'status-only record in a bulk JSONL load' });
        continue;
      }
      batch.rows.push(encodeRow(admitted.mark, job.idBase + index, job.encoding));
      batch.ats.push(admitted.at);
    }
  }
  return batch;
}
