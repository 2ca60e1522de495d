/**
 * Reads the batch file of `namegen blend --batch`: lines "word1,word2", optionally under a header that
 * names the columns (e.g. "portmanteau,word1,word2"), in which case the word columns are found by name.
 */

export interface BlendPair {
  word1: string;
  word2: string;
}

interface ColumnChoice {
  word1: number;
  word2: number;
}

function splitCsvLine(line: string): string[] {
  return line.split(',').map((field) => field.trim().replace(/^"(.*)"$/, '$1'));
}

function headerColumns(fields: readonly string[]): ColumnChoice | undefined {
  const lower = fields.map((field) => field.toLowerCase());
  const word1 = lower.indexOf('word1');
  const word2 = lower.indexOf('word2');
  return word1 === -1 || word2 === -1 ? undefined : { word1, word2 };
}

/** Every non-empty line after the optional header becomes one pair, in file order (missing fields are ""). */
export function parseBlendBatch(text: string): BlendPair[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim().length > 0);
  const first = lines[0];
  const header = first === undefined ? undefined : headerColumns(splitCsvLine(first));
  const columns = header ?? { word1: 0, word2: 1 };
  const body = header === undefined ? lines : lines.slice(1);
  return body.map((line) => {
    const fields = splitCsvLine(line);
    return { word1: fields[columns.word1] ?? '', word2: fields[columns.word2] ?? '' };
  });
}
