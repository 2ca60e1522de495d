import { foreignize } from '../foreignize/index.ts';
import type { MethodContext, RawIdea } from './context.ts';

/** Foreignize: translations and foreign-flavoured coinages from src/foreignize, in one language. */
export function translations({ keyword, language, limit, seed }: MethodContext): RawIdea[] {
  return foreignize(keyword.text, { language, limit, seed }).map(({ name, score, why }) => ({
    name,
    score,
    why,
  }));
}
