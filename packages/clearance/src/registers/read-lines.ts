// Line reader over a file with encoding detection: UTF-8 unless a BOM says otherwise or the bytes are
// not valid UTF-8, in which case the file is read as Windows-1252 (what older office exports use).
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';

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

/** Yields lines (without line ends) with their 1-based number. */
export async function* readLines(file: string): AsyncGenerator<{ line: string; number: number }> {
  const encoding = await detectEncoding(file);
  const decoder = new TextDecoder(encoding);
  async function* decoded() {
    for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
      yield decoder.decode(chunk as Buffer, { stream: true });
    }
    yield decoder.decode();
  }
  let number = 0;
  for await (const line of createInterface({ input: Readable.from(decoded()), crlfDelay: Infinity })) {
    number += 1;
    yield { line: number === 1 ? line.replace(/^\uFEFF/, '') : line, number };
  }
}
