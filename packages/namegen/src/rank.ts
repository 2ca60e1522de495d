import { isOffensive } from './lexicon/index.ts';
import { stripLanguagePrefix } from './messages.ts';
import type { RawIdea } from './methods/context.ts';
import type { Candidate, Method } from './types.ts';

function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}

/**
 * Turns a method's raw ideas into its result list: strips spec section 9 language prefixes, drops
 * empty, offensive and keyword-identical names, keeps the best-scored copy of each name
 * (case-insensitive), and sorts by score, then name, so that equal scores still order the same way.
 */
export function finalizeIdeas(
  method: Method,
  ideas: readonly RawIdea[],
  keywordWords: readonly string[],
  limit: number,
): Candidate[] {
  const excluded = new Set([keywordWords.join(' '), keywordWords.join(''), ...keywordWords]);
  const best = new Map<string, Candidate>();
  for (const idea of ideas) {
    const name = stripLanguagePrefix(idea.name);
    const key = name.toLowerCase();
    if (key.length < 2 || excluded.has(key) || isOffensive(key.replace(/\s+/g, ''))) continue;
    const score = clampScore(idea.score);
    const previous = best.get(key);
    if (!previous || previous.score < score) best.set(key, { name, score, why: idea.why, method });
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, Math.max(0, limit));
}
