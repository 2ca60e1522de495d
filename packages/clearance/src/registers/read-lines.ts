// Line reader over a file with encoding detection: UTF-8 unless a BOM says otherwise or the bytes are
// not valid UTF-8, in which case the file is read as Windows-1252 (what older office exports use).
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

async function detectEncoding(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const sample = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(sample, 0, sample.length, 0);
    const bytes = sample.subarray(0, bytesRead);
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
    try {
      // A cut multi-byte character at the end of the sample is not an error.
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytesRead - 4)));
      return 'utf-8';
    } catch {
      return 'windows-1252';
    }
  } finally {
    await handle.close();
  }
}

const LINE_END = /\r\n|\n|\r/;

/**
 * Yields the lines (without line ends) of each chunk read, with the 1-based number of the first. A whole
 * chunk at a time: one await per chunk instead of per line is most of a fast import's reading cost.
 */
export async function* readLineBatches(file: string): AsyncGenerator<{ lines: string[]; first: number }> {
  const decoder = new TextDecoder(await detectEncoding(file));
  let carry = '';
  let next = 1;
  const take = (text: string, final: boolean) => {
    let whole = carry + text;
    // A chunk may end inside a line or between \r and \n: the unfinished end waits for the next chunk.
    let held = '';
    if (!final && whole.endsWith('\r')) {
      whole = whole.slice(0, -1);
      held = '\r';
    }
    const lines = whole.split(LINE_END);
    carry = final ? '' : (lines.pop() ?? '') + held;
    if (final && lines.at(-1) === '') lines.pop();
    if (next === 1 && lines.length > 0) lines[0] = (lines[0] as string).replace(/^\uFEFF/, '');
    const batch = { lines, first: next };
    next += lines.length;
    return batch;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    const batch = take(decoder.decode(chunk as Buffer, { stream: true }), false);
    if (batch.lines.length > 0) yield batch;
  }
  const last = take(decoder.decode(), true);
  if (last.lines.length > 0) yield last;
}

/** Yields lines (without line ends) with their 1-based number. */
export async function* readLines(file: string): AsyncGenerator<{ line: string; number: number }> {
  for await (const { lines, first } of readLineBatches(file)) {
    for (let index = 0; index < lines.length; index += 1)
      yield { line: lines[index] as string, number: first + index };
  }
}
