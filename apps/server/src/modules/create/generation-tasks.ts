// What the generation pool's threads run (generation.worker.mjs loads this module). Everything here is
// synchronous engine work that must stay off the request thread.
import { LRUCache } from 'lru-cache';
import type { CreateCandidate, CreateMethod } from '@brandwright/contracts';
import {
  DEFAULT_LANGUAGE,
  generateSync,
  isExistingWord,
  NamegenInputError,
  parseKeyword,
  stripLanguagePrefix,
  warmUp,
} from '@brandwright/namegen';

export interface GenerateGroupTask {
  keyword: string;
  method: CreateMethod;
  /** The payload's language; 'EN' is the engine's default (ES). */
  language: string;
  limit: number;
}

/** A refused keyword comes back as a value: an error's class does not survive the thread boundary. */
export type GenerateGroupOutcome =
  { ok: true; candidates: CreateCandidate[] } | { ok: false; message: string };

export interface FindExistingWordsTask {
  names: string[];
}

// Generation is deterministic (fixed seed), so a repeated (keyword, method, language, limit) is answered
// from memory. A group is at most CREATE_GROUP_LIMIT short candidates (about 10 kB).
const cache = new LRUCache<string, GenerateGroupOutcome & { ok: true }>({ max: 1000 });

export function warm(): void {
  warmUp();
}

/** One method's group: the engine's ranked candidates, presented (`presentCandidates`). */
export function generateGroup(task: GenerateGroupTask): GenerateGroupOutcome {
  let keyword: string;
  try {
    keyword = parseKeyword(task.keyword).text;
  } catch (error) {
    if (error instanceof NamegenInputError) return { ok: false, message: error.message };
    throw error;
  }
  const language = task.language.trim().toUpperCase();
  const key = JSON.stringify([
    keyword,
    task.method,
    language === 'EN' ? DEFAULT_LANGUAGE : language,
    task.limit,
  ]);
  const cached = cache.get(key);
  if (cached) return cached;
  let generated;
  try {
    generated = generateSync(keyword, { methods: [task.method], language, limit: task.limit });
  } catch (error) {
    if (error instanceof NamegenInputError) return { ok: false, message: error.message };
    throw error;
  }
  const outcome = { ok: true as const, candidates: presentCandidates(generated[task.method]) };
  cache.set(key, outcome);
  return outcome;
}

/**
 * Candidates as the results show them: language prefixes stripped (spec 001 section 9); a name that
 * was only a prefix, or that repeats an earlier one (any case) once stripped, is dropped.
 */
export function presentCandidates(generated: readonly CreateCandidate[]): CreateCandidate[] {
  const seen = new Set<string>();
  const candidates: CreateCandidate[] = [];
  for (const candidate of generated) {
    const name = stripLanguagePrefix(candidate.name);
    const folded = name.toLowerCase();
    if (name === '' || seen.has(folded)) continue;
    seen.add(folded);
    candidates.push({ name, why: candidate.why, score: candidate.score });
  }
  return candidates;
}

export function findExistingWords(task: FindExistingWordsTask): boolean[] {
  return task.names.map((name) => isExistingWord(name));
}
