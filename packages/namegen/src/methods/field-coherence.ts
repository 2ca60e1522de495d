import type { RawIdea } from './context.ts';

/**
 * A word the field reaches by several paths (petal: a part of the flower, and defined by it; ale: a
 * kind of beer, and in the brewery's definition) is central to it; a word one path reaches is often
 * an accident of one sense (cog: a gear's tooth). Each distinct further path adds a share to the
 * best score, up to a cap. A name of two words (hire car, calla lily) reads as a description, not a
 * name: it ranks lower.
 */
const PATH_BONUS = 0.06;
const MAX_EXTRA_PATHS = 3;
const TWO_WORD_NAME_FACTOR = 0.85;

export function weighByPaths(ideas: readonly RawIdea[]): RawIdea[] {
  const byName = new Map<string, { best: RawIdea; paths: Set<string> }>();
  for (const idea of ideas) {
    const entry = byName.get(idea.name);
    if (!entry) byName.set(idea.name, { best: idea, paths: new Set([idea.why]) });
    else {
      entry.paths.add(idea.why);
      if (idea.score > entry.best.score) entry.best = idea;
    }
  }
  return [...byName.values()].map(({ best, paths }) => {
    const extra = Math.min(MAX_EXTRA_PATHS, paths.size - 1);
    const words = best.name.includes(' ') ? TWO_WORD_NAME_FACTOR : 1;
    return { ...best, score: best.score * (1 + PATH_BONUS * extra) * words };
  });
}
