import { type BlendRanking, blendScored, DEFAULT_BLEND_RANKING } from '../blend/index.ts';
import type { MethodContext, RawIdea } from './context.ts';

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

// The quality filters (src/quality) drop some blends, so the blender is asked for more than a page.
const CANDIDATES_PER_LIMIT = 4;
/** Blends in the reverse word order ("carepet") rank after the keyword's own order. */
const REVERSED_ORDER_FACTOR = 0.85;

/**
 * Word combination: portmanteaus from the blender (src/blend), only for keywords of two or more
 * words (spec 001 section 4: the option is disabled otherwise), ranked by the blender's own model
 * exactly as `namegen blend` ranks them. Neighbouring pairs are blended, and the first with the last
 * word when there are three or more. The learned model already generates and ranks the words in the
 * other order (its 'reversed' shape); with the hand-weighted one each pair is also blended reversed,
 * ranked lower.
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
    const forward = blendScored(first, second, { limit: wanted }).map((blend) => ({
      name: blend.name,
      score: blendScoreToUnit(blend.score) * pairFactor,
      why: blend.why || `blend of ${first} and ${second}`,
    }));
    if (DEFAULT_BLEND_RANKING === 'learned') return forward;
    const reverse = blendScored(second, first, { limit: wanted }).map((blend) => ({
      name: blend.name,
      score: blendScoreToUnit(blend.score) * pairFactor * REVERSED_ORDER_FACTOR,
      why: `${blend.why || `blend of ${second} and ${first}`} (words swapped)`,
    }));
    return [...forward, ...reverse];
  });
}
