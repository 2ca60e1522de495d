import { type BlendRanking, blendScored, DEFAULT_BLEND_RANKING } from '../blend/index.ts';
import type { MethodContext, RawIdea } from './context.ts';
import { combiSources } from './word-combi-stems.ts';
import { wordVariants } from './word-family.ts';
import { namingScore } from './word-combi-naming.ts';

/**
 * The blender scores on its own open scale; engine scores are 0..1 and were clamped, so every blend
 * scored 1 and the list fell back to alphabetical order (issue 16). A logistic curve keeps the
 * blender's order and spreads its usual range over 0..1: the hand-weighted score runs from about 2
 * for a poor blend to 6 for "smog", the learned model's log score from about -5 to 9.
 */
const BLEND_SCORE_SCALE: Record<BlendRanking, { centre: number; spread: number }> = {
  hand: { centre: 3, spread: 1 },
  learned: { centre: 3, spread: 2 },
};

export function blendScoreToUnit(raw: number, ranking: BlendRanking = DEFAULT_BLEND_RANKING): number {
  const { centre, spread } = BLEND_SCORE_SCALE[ranking];
  return 1 / (1 + Math.exp(-(raw - centre) / spread));
}

// The quality filters (src/quality) drop some blends, so more than a page is returned.
const CANDIDATES_PER_LIMIT = 4;
/**
 * Blends asked of the blender per pair of sources: the naming score re-ranks them, and the ones
 * founders keep (dogroom) can sit far down the blend model's order.
 */
const BLENDS_PER_SOURCE_PAIR = 400;

/** The blend model does not score plain compounds; they take a middling model term. */
const COMPOUND_MODEL_SCORE = 0.5;

interface Scored {
  name: string;
  score: number;
  why: string;
}

/** Every blend of the two words and of their stems, each with its best blend-model score (0..1). */
function pairBlends(
  firstSources: readonly string[],
  secondSources: readonly string[],
  blended: (one: string, two: string) => boolean = () => true,
): Scored[] {
  const byName = new Map<string, Scored>();
  for (const one of firstSources) {
    for (const two of secondSources) {
      if (!blended(one, two)) continue;
      // A stem joined whole to the other word is the clipped compound founders keep (wedding
      // planner → wedplan, smart lighting → smartlight), which the blender leaves out as a plain
      // concatenation of its two inputs; the keyword's own words joined stay out.
      // A doubled letter at the join (doggroom, carrent) only misspells the blend on that shared
      // letter, which the blender makes (dogroom, carent).
      if ((one !== firstSources[0] || two !== secondSources[0]) && one.at(-1) !== two[0]) {
        byName.set(one + two, { name: one + two, score: COMPOUND_MODEL_SCORE, why: `${one} + ${two}` });
      }
      for (const blend of blendScored(one, two, { limit: BLENDS_PER_SOURCE_PAIR })) {
        const score = blendScoreToUnit(blend.score);
        const previous = byName.get(blend.name);
        if (previous === undefined || previous.score < score) {
          byName.set(blend.name, { name: blend.name, score, why: blend.why || `blend of ${one} and ${two}` });
        }
      }
    }
  }
  return [...byName.values()];
}

/**
 * Word combination: portmanteaus from the blender (src/blend), only for keywords of two or more
 * words (spec 001 section 4: the option is disabled otherwise). The words and their stems (grooming →
 * groom) are blended, and the blends ranked for naming (word-combi-naming.ts: both words recognisable,
 * sayable, 5–10 letters), with the blend model's score as one term; `namegen blend` keeps the blend
 * model's own order. Neighbouring pairs are blended, and the first with the last word when there are
 * three or more.
 */
export function wordCombi({ keyword, limit }: MethodContext): RawIdea[] {
  const { words } = keyword;
  if (words.length < 2) return [];
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push([words[i] ?? '', words[i + 1] ?? '']);
  if (words.length > 2) pairs.push([words[0] ?? '', words[words.length - 1] ?? '']);
  const wanted = limit * CANDIDATES_PER_LIMIT;
  return pairs.flatMap(([first, second], pairIndex) => {
    // Later pairs rank a little lower so the keyword's own word order leads.
    const pairFactor = 1 - 0.05 * pairIndex;
    const firstSources = combiSources(first);
    const secondSources = combiSources(second);
    const ranked = (blends: readonly Scored[], ones: readonly string[], twos: readonly string[]): Scored[] =>
      blends
        .map((blend) => ({
          ...blend,
          score:
            namingScore({
              name: blend.name,
              modelScore: blend.score,
              firstSources: ones,
              secondSources: twos,
            }) * pairFactor,
        }))
        .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .slice(0, wanted);
    const own = ranked(pairBlends(firstSources, secondSources), firstSources, secondSources);
    // The words' kin with a suffix (wine → winery, design → designer) fill a page the words leave short.
    const firstFamily = [...new Set([...firstSources, ...wordVariants(first)])];
    const secondFamily = [...new Set([...secondSources, ...wordVariants(second)])];
    if (firstFamily.length === firstSources.length && secondFamily.length === secondSources.length)
      return own;
    const isOwnPair = (one: string, two: string): boolean =>
      firstSources.includes(one) && secondSources.includes(two);
    const fill = ranked(
      pairBlends(firstFamily, secondFamily, (one, two) => !isOwnPair(one, two)),
      firstFamily,
      secondFamily,
    );
    return [...own, ...fill.map((blend) => ({ ...blend, fill: true }))];
  });
}
