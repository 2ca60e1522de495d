import { NamegenInputError } from './errors.ts';
import { parseKeyword, parseLanguage } from './input.ts';
import { METHOD_IMPLEMENTATIONS } from './methods/index.ts';
import { finalizeIdeas } from './rank.ts';
import { hashString } from './random.ts';
import { METHODS, type Method, type ScreenedCandidate } from './types.ts';
import { warmUp } from './warm-up.ts';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;
const DEFAULT_SEED = 1;

export interface GenerateOptions {
  /** Methods to run; default all. word_combi gives [] for one-word keywords. */
  methods?: readonly Method[];
  /** Foreignize language code (ES default; "EN" also means the default). */
  language?: string;
  /** Maximum results per method; default 50. */
  limit?: number;
  /** Same seed, same keyword, same options: same output. */
  seed?: number;
  /**
   * Screening hook: true when the name is taken (trademark, .com...). Screened candidates stay in
   * the list, marked `screened: true`, in the same order; each distinct name is asked once.
   */
  screen?: (name: string) => boolean | Promise<boolean>;
}

export type GenerateResult = Record<Method, ScreenedCandidate[]>;

function parseMethods(methods: readonly string[] | undefined): Method[] {
  if (methods === undefined) return [...METHODS];
  const unknown = methods.filter((method) => !(METHODS as readonly string[]).includes(method));
  if (unknown.length > 0) {
    throw new NamegenInputError(
      `Unknown method "${unknown.join('", "')}"; valid methods: ${METHODS.join(', ')}`,
    );
  }
  return METHODS.filter((method) => methods.includes(method));
}

function parseLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new NamegenInputError(`Limit must be a whole number from 1 to ${MAX_LIMIT}`);
  }
  return limit;
}

async function applyScreen(
  result: GenerateResult,
  screen: NonNullable<GenerateOptions['screen']>,
): Promise<void> {
  const verdicts = new Map<string, Promise<boolean>>();
  const ask = (name: string): Promise<boolean> => {
    let verdict = verdicts.get(name);
    if (!verdict) {
      verdict = Promise.resolve(screen(name));
      verdicts.set(name, verdict);
    }
    return verdict;
  };
  await Promise.all(
    Object.values(result).flatMap((candidates) =>
      candidates.map(async (candidate) => {
        candidate.screened = await ask(candidate.name);
      }),
    ),
  );
}

/**
 * Generates name ideas for a keyword with every requested method. Returns one ranked list per
 * method (every method key is present; methods not requested are []). Synchronous work after the
 * first call (which loads the lexical data, about a second; call `warmUp()` at start-up to pay it
 * early); asynchronous only so that the screening hook may be.
 * Throws NamegenInputError for bad keywords, languages, methods or limits.
 */
export async function generate(keyword: string, options: GenerateOptions = {}): Promise<GenerateResult> {
  return generateScreened(generateSync(keyword, options), options.screen);
}

async function generateScreened(
  result: GenerateResult,
  screen: GenerateOptions['screen'],
): Promise<GenerateResult> {
  if (screen) await applyScreen(result, screen);
  return result;
}

/** `generate` without the screening hook, for callers that want plain synchronous results. */
export function generateSync(keyword: string, options: Omit<GenerateOptions, 'screen'> = {}): GenerateResult {
  const parsed = parseKeyword(keyword);
  const language = parseLanguage(options.language);
  const methods = parseMethods(options.methods);
  const limit = parseLimit(options.limit);
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  warmUp();
  const result = Object.fromEntries(METHODS.map((method) => [method, []])) as unknown as GenerateResult;
  for (const method of methods) {
    const context = {
      keyword: parsed,
      language,
      limit,
      seed: (seed ^ hashString(`${method}:${parsed.text}`)) >>> 0,
    };
    const ideas = METHOD_IMPLEMENTATIONS[method](context);
    if (ideas instanceof Promise) throw new Error(`method ${method} must be synchronous`);
    result[method] = finalizeIdeas(method, ideas, parsed.words, limit, language);
  }
  return result;
}
