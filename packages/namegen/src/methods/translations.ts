import { foreignize } from '../foreignize/index.ts';
import type { MethodContext, RawIdea } from './context.ts';

/** Foreignize: translations and foreign-flavoured coinages from src/foreignize, in one language. */
// The quality filters (src/quality) drop some coinages, so Foreignize is asked for more than a page.
const CANDIDATES_PER_LIMIT = 3;

export function translations({ keyword, language, limit, seed }: MethodContext): RawIdea[] {
  return foreignize(keyword.text, { language, limit: limit * CANDIDATES_PER_LIMIT, seed }).map(
    ({ name, score, why }) => ({
      name,
      score,
      why,
    }),
  );
}
