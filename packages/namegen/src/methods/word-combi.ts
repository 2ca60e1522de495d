import { blendScored } from '../blend/index.ts';
import type { MethodContext, RawIdea } from './context.ts';

/**
 * Word combination: portmanteaus from the blender (src/blend), only for keywords of two or more
 * words (spec 001 section 4: the option is disabled otherwise). Neighbouring pairs are blended, and
 * the first with the last word when there are three or more.
 */
export function wordCombi({ keyword, limit }: MethodContext): RawIdea[] {
  const { words } = keyword;
  if (words.length < 2) return [];
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < words.length; i++) pairs.push([words[i] ?? '', words[i + 1] ?? '']);
  if (words.length > 2) pairs.push([words[0] ?? '', words[words.length - 1] ?? '']);
  return pairs.flatMap(([first, second], pairIndex) =>
    blendScored(first, second, { limit }).map((blend) => ({
      name: blend.name,
      // Later pairs rank a little lower so the keyword's own word order leads.
      score: blend.score * (1 - 0.05 * pairIndex),
      why: blend.why || `blend of ${first} and ${second}`,
    })),
  );
}
