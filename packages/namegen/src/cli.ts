/**
 * Command line of the Create engine (root script `npm run namegen -- ...`):
 *   generate "<keyword>" [--methods autogen,rhyme,...] [--language ES] [--limit 50] [--seed 1] [--json]
 *   blend ...   (handled by src/blend/cli-blend.ts)
 * Errors go to stderr with exit code 2.
 */
import { parseArgs } from 'node:util';
import { NamegenInputError } from './errors.ts';
import { generate } from './generate.ts';
import { emptyResultMessage } from './messages.ts';
import { METHODS, type Method } from './types.ts';

const USAGE = `usage:
  namegen generate "<keyword>" [--methods ${METHODS.join(',')}] [--language ES] [--limit 50] [--seed 1] [--json]
  namegen blend <word1> <word2> [--limit 10] [--json]
  namegen blend --batch <file.csv> [--json]`;

class UsageError extends Error {}

async function runGenerate(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      methods: { type: 'string' },
      language: { type: 'string' },
      limit: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError('generate needs exactly one keyword (quote phrases)');
  const toNumber = (name: string, text: string | undefined): number | undefined => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isInteger(value)) throw new UsageError(`--${name} must be a whole number`);
    return value;
  };
  const result = await generate(positionals[0] ?? '', {
    // Unknown method names are rejected by generate() with the list of valid ones.
    methods: values.methods?.split(',').map((method) => method.trim()) as Method[] | undefined,
    language: values.language,
    limit: toNumber('limit', values.limit),
    seed: toNumber('seed', values.seed),
  });
  const methods = Object.keys(result).filter(
    (method): method is Method => !values.methods || values.methods.split(',').includes(method),
  );
  if (values.json) {
    const output = Object.fromEntries(
      methods.map((method) => [method, result[method].map(({ name, score, why }) => ({ name, score, why }))]),
    );
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  }
  for (const method of methods) {
    process.stdout.write(`\n${method}\n`);
    const candidates = result[method];
    if (candidates.length === 0) process.stdout.write(`  ${emptyResultMessage(method)}\n`);
    for (const { name, score, why } of candidates) {
      process.stdout.write(`  ${name.padEnd(22)} ${score.toFixed(3)}  ${why}\n`);
    }
  }
  return 0;
}

async function runBlend(args: string[]): Promise<number> {
  // Imported lazily: the blender has its own data and is not needed by `generate`.
  const { runBlendCommand } = await import('./blend/cli-blend.ts');
  return runBlendCommand(args);
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'generate') return await runGenerate(rest);
    if (command === 'blend') return await runBlend(rest);
    throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  } catch (error) {
    if (error instanceof UsageError || error instanceof NamegenInputError) {
      process.stderr.write(`namegen: ${error.message}\n${error instanceof UsageError ? USAGE + '\n' : ''}`);
      return 2;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`namegen: ${error.message}\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`namegen: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
