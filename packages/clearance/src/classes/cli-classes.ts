import { readFile } from 'node:fs/promises';
import { findClasses, type ClassMatch } from './find-classes.ts';

/**
 * `registers classes "<term>" [--limit N] [--json]` and `registers classes --batch <file> [--json]`.
 * Returns the process exit code: 0 on success, 2 on bad usage, 1 when the batch file cannot be read.
 */
export async function runClassesCommand(args: string[]): Promise<number> {
  const parsed = parseArguments(args);
  if ('error' in parsed) {
    process.stderr.write(`${parsed.error}\n${USAGE}\n`);
    return 2;
  }
  if (parsed.batchFile !== undefined) {
    let content: string;
    try {
      content = await readFile(parsed.batchFile, 'utf8');
    } catch (error) {
      process.stderr.write(`Cannot read batch file ${parsed.batchFile}: ${(error as Error).message}\n`);
      return 1;
    }
    const lines: string[] = [];
    for (const term of parseBatchTerms(content)) {
      const classes = findClasses(term, { limit: parsed.limit });
      lines.push(parsed.json ? JSON.stringify({ term, classes }) : `${term}\t${formatText(classes)}`);
    }
    if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  }
  const classes = findClasses(parsed.term ?? '', { limit: parsed.limit });
  process.stdout.write(parsed.json ? `${JSON.stringify(classes)}\n` : `${formatText(classes)}\n`);
  return 0;
}

const USAGE =
  'usage: registers classes "<term>" [--limit N] [--json] | registers classes --batch <file> [--limit N] [--json]';

interface ClassesArguments {
  term: string | undefined;
  batchFile: string | undefined;
  limit: number;
  json: boolean;
}

export function parseArguments(args: string[]): ClassesArguments | { error: string } {
  const result: ClassesArguments = { term: undefined, batchFile: undefined, limit: 5, json: false };
  const words: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--json') result.json = true;
    else if (arg === '--limit') {
      const value = Number(args[(index += 1)]);
      if (!Number.isInteger(value) || value < 1 || value > 45)
        return { error: '--limit must be a whole number from 1 to 45' };
      result.limit = value;
    } else if (arg === '--batch') {
      const file = args[(index += 1)];
      if (file === undefined) return { error: '--batch needs a file' };
      result.batchFile = file;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else words.push(arg);
  }
  if (result.batchFile === undefined) {
    if (words.length === 0) return { error: 'a term is required' };
    result.term = words.join(' ');
  } else if (words.length > 0) return { error: 'give either a term or --batch, not both' };
  return result;
}

/** One term per line; blank lines are skipped, a UTF-8 byte-order mark and CR line ends are tolerated. */
export function parseBatchTerms(content: string): string[] {
  return content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function formatText(classes: ClassMatch[]): string {
  if (classes.length === 0) return '(no class found)';
  return classes.map((match) => `Class ${match.class}: ${match.description} (${match.score})`).join('; ');
}
