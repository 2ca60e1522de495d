/**
 * The `namegen blend` command:
 *   blend <word1> <word2> [--limit 10] --json   -> a ranked JSON array of names
 *   blend --batch <file.csv> --json             -> one JSON line { word1, word2, candidates } per pair
 * Without --json the same results are printed as plain text.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseBlendBatch } from './batch-csv.ts';
import { blend } from './index.ts';

const BATCH_LIMIT = 10;
const USAGE = 'usage: blend <word1> <word2> [--limit 10] [--json] | blend --batch <file.csv> [--json]';

interface BlendArgs {
  words: string[];
  limit: number;
  json: boolean;
  batchFile?: string;
}

type Parsed = { ok: true; args: BlendArgs } | { ok: false; error: string };

function parseArgs(raw: readonly string[]): Parsed {
  const args: BlendArgs = { words: [], limit: 10, json: false };
  const rest = raw[0] === 'blend' ? raw.slice(1) : raw;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] ?? '';
    if (arg === '--json') {
      args.json = true;
    } else if (arg === '--limit') {
      const value = Number(rest[++index]);
      if (!Number.isInteger(value) || value < 1)
        return { ok: false, error: '--limit needs a positive whole number' };
      args.limit = value;
    } else if (arg === '--batch') {
      const file = rest[++index];
      if (file === undefined) return { ok: false, error: '--batch needs a file' };
      args.batchFile = file;
    } else if (arg.startsWith('--')) {
      return { ok: false, error: `unknown option ${arg}` };
    } else {
      args.words.push(arg);
    }
  }
  if (args.batchFile === undefined && args.words.length !== 2)
    return { ok: false, error: 'give exactly two words' };
  return { ok: true, args };
}

async function runBatch(file: string, json: boolean): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const lines: string[] = [];
  for (const pair of parseBlendBatch(text)) {
    const candidates = blend(pair.word1, pair.word2, { limit: BATCH_LIMIT });
    lines.push(
      json
        ? JSON.stringify({ word1: pair.word1, word2: pair.word2, candidates })
        : `${pair.word1} + ${pair.word2}: ${candidates.join(', ')}`,
    );
  }
  process.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : '');
  return 0;
}

export async function runBlendCommand(rawArgs: string[]): Promise<number> {
  const parsed = parseArgs(rawArgs);
  if (!parsed.ok) {
    process.stderr.write(`${parsed.error}\n${USAGE}\n`);
    return 2;
  }
  const { args } = parsed;
  if (args.batchFile !== undefined) return runBatch(args.batchFile, args.json);
  const [word1 = '', word2 = ''] = args.words;
  const names = blend(word1, word2, { limit: args.limit });
  process.stdout.write(args.json ? `${JSON.stringify(names)}\n` : `${names.join('\n')}\n`);
  return 0;
}

// Runnable on its own (`tsx packages/namegen/src/blend/cli-blend.ts blend smoke fog --json`).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runBlendCommand(process.argv.slice(2));
}
