import type { RawIdea } from './context.ts';

/**
 * Every way of writing a phrase with one choice per word (the word as typed or a restyling of it),
 * joined by `separator`: a combination scores the product of its choices' scores and keeps their
 * reasons. Looks-like and urbanize write a phrase this way, run together or apart (surf skool).
 */
export function everyWordChoice(perWord: ReadonlyArray<readonly RawIdea[]>, separator: string): RawIdea[] {
  let combos: RawIdea[] = [{ name: '', score: 1, why: '' }];
  for (const options of perWord) {
    combos = combos.flatMap((combo) =>
      options.map((idea) => ({
        name: combo.name ? `${combo.name}${separator}${idea.name}` : idea.name,
        score: combo.score * idea.score,
        why: [combo.why, idea.why].filter(Boolean).join('; '),
      })),
    );
  }
  return combos;
}
