import { stripLanguagePrefix } from './messages.ts';
import type { RawIdea } from './methods/context.ts';
import { nameRejection } from './quality/name-filter.ts';
import type { Candidate, Language, Method } from './types.ts';

function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}

/**
 * Turns a method's raw ideas into its result list: strips spec section 9 language prefixes, drops
 * empty and keyword-identical names and every name the quality filters reject (offensive, negative,
 * demonyms, function words, typos of the keyword, one word of a phrase, a bad meaning in
 * Foreignize's language: src/quality), keeps the best-scored copy of each name (case-insensitive),
 * and sorts by score, then name, so that equal scores still order the same way.
 * Filters run on the best names first and stop once the list is full, which keeps them cheap.
 */
export function finalizeIdeas(
  method: Method,
  ideas: readonly RawIdea[],
  keywordWords: readonly string[],
  limit: number,
  language?: Language,
): Candidate[] {
  const excluded = new Set([keywordWords.join(' '), keywordWords.join(''), ...keywordWords]);
  const best = new Map<string, Candidate>();
  for (const idea of ideas) {
    const name = stripLanguagePrefix(idea.name);
    const key = name.toLowerCase();
    if (key.length < 2 || excluded.has(key)) continue;
    const score = clampScore(idea.score);
    const previous = best.get(key);
    if (!previous || previous.score < score) best.set(key, { name, score, why: idea.why, method });
  }
  const ranked = [...best.values()].sort(
    (a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const kept: Candidate[] = [];
  const context = { method, keywordWords, language };
  for (const candidate of ranked) {
    if (kept.length >= limit) break;
    if (nameRejection(candidate.name, context) === undefined) kept.push(candidate);
  }
  return kept;
}
