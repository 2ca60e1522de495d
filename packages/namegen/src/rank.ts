import { stripLanguagePrefix } from './messages.ts';
import type { RawIdea } from './methods/context.ts';
import { brandLikeness } from './brand-likeness/index.ts';
import { isExistingWord } from './lexicon/index.ts';
import { nameRejection } from './quality/name-filter.ts';
import type { Candidate, Language, Method } from './types.ts';

/** Share of the learned brand-likeness in a name's final score (the rest is the method's own score). */
export const BRAND_LIKENESS_WEIGHT = 0.3;
/** How many of a method's best ideas are re-ranked with the model, per name asked for. */
const RERANK_FACTOR = 2;
const MIN_RERANK_POOL = 48;

/** Methods that make new spellings; rhyme and describe-like give real words, whatever their length. */
const INVENTING_METHODS: ReadonlySet<Method> = new Set([
  'autogen',
  'rewrite',
  'urbanedge',
  'abbreviate',
  'translations',
]);

/**
 * Our raters (docs/benchmarks-panel.md) rated first names of 6–7 letters 1.69 on average, 8–9 letters
 * 1.30, 10–11 1.12 and 12 or more 1.06 (a whole phrase restyled: carrentale, kidzclothin), and 5 or
 * fewer 1.43. Brand-likeness alone did not keep the long ones down.
 */
function lengthFit(name: string): number {
  const letters = name.replace(/[^a-z0-9]/gi, '').length;
  if (letters <= 5) return 0.95;
  if (letters <= 7) return 1;
  if (letters <= 9) return 0.9;
  if (letters <= 11) return 0.8;
  return 0.7;
}

function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}

/**
 * Turns a method's raw ideas into its result list: strips spec section 9 language prefixes, drops
 * empty and keyword-identical names and every name the quality filters reject (offensive, negative,
 * demonyms, function words, typos of the keyword, one word of a phrase, a bad meaning in
 * Foreignize's language: src/quality), keeps the best-scored copy of each name (case-insensitive),
 * blends the method's score with the learned brand-likeness (src/brand-likeness) for its best ideas
 * (every method but word combination, which keeps the blend model's order),
 * and sorts by score, then name, so that equal scores still order the same way.
 * Filters run on the best names first and stop once the list is full, which keeps them cheap.
 * A method's fill ideas (RawIdea.fill) are ranked the same way, apart, and only follow its own names
 * when those leave the list short.
 */
export function finalizeIdeas(
  method: Method,
  ideas: readonly RawIdea[],
  keywordWords: readonly string[],
  limit: number,
  language?: Language,
): Candidate[] {
  const kept = rankAndFilter(
    method,
    ideas.filter((idea) => !idea.fill),
    keywordWords,
    limit,
    language,
    new Set(),
  );
  if (kept.length >= limit || !ideas.some((idea) => idea.fill)) return kept;
  // Fill names rank among themselves and below the method's own: scaled under its last score, so
  // the list stays in score order and its own names keep their places.
  const fill = rankAndFilter(
    method,
    ideas.filter((idea) => idea.fill),
    keywordWords,
    limit - kept.length,
    language,
    new Set(kept.map((candidate) => candidate.name.toLowerCase())),
  );
  const floor = kept.at(-1)?.score ?? 1;
  return [
    ...kept,
    ...fill.map((candidate) => ({ ...candidate, score: clampScore(candidate.score * floor) })),
  ];
}

function rankAndFilter(
  method: Method,
  ideas: readonly RawIdea[],
  keywordWords: readonly string[],
  limit: number,
  language: Language | undefined,
  taken: ReadonlySet<string>,
): Candidate[] {
  const excluded = new Set([keywordWords.join(' '), keywordWords.join(''), ...keywordWords, ...taken]);
  const best = new Map<string, Candidate>();
  for (const idea of ideas) {
    const name = stripLanguagePrefix(idea.name);
    // A real word that merely starts like a language prefix ("germanic") goes whole: stripped, it
    // left "ic" in a rhyme group.
    if (name !== idea.name && isExistingWord(idea.name.toLowerCase())) continue;
    const key = name.toLowerCase();
    if (key.length < 2 || excluded.has(key)) continue;
    const score = clampScore(idea.score);
    const previous = best.get(key);
    if (!previous || previous.score < score) best.set(key, { name, score, why: idea.why, method });
  }
  const byName = (a: Candidate, b: Candidate): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || byName(a, b));
  // The method's own score (fit, sound, closeness to the keyword) and the learned brand-likeness
  // rank together; the model runs on the method's best ideas only, so its cost is bounded.
  // Word combination keeps the blend model's ranking, as `namegen blend` gives it (issue 16); that
  // model has its own sound term and is measured against known blends (bench:blend).
  const pool =
    method === 'word_combi' ? [] : ranked.slice(0, Math.max(limit * RERANK_FACTOR, MIN_RERANK_POOL));
  // The keyword's initials (IBM) are read letter by letter, which a model of spoken names cannot
  // judge: they keep their method score.
  const initials = keywordWords.length > 1 ? keywordWords.map((word) => word[0] ?? '').join('') : undefined;
  const reranked = pool
    .map((candidate) => ({
      ...candidate,
      score:
        candidate.name.toLowerCase() === initials
          ? candidate.score
          : clampScore(
              ((1 - BRAND_LIKENESS_WEIGHT) * candidate.score +
                BRAND_LIKENESS_WEIGHT * brandLikeness(candidate.name)) *
                (INVENTING_METHODS.has(method) ? lengthFit(candidate.name) : 1),
            ),
    }))
    .sort((a, b) => b.score - a.score || byName(a, b));
  ranked.splice(0, pool.length, ...reranked);
  const kept: Candidate[] = [];
  const context = { method, keywordWords, language };
  for (const candidate of ranked) {
    if (kept.length >= limit) break;
    if (nameRejection(candidate.name, context) === undefined) kept.push(candidate);
  }
  return kept;
}
