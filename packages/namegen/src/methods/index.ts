import type { Method } from '../types.ts';
import { abbreviate } from './abbreviate.ts';
import { associate } from './associate.ts';
import { autogen } from './autogen.ts';
import type { MethodImplementation } from './context.ts';
import { rewrite } from './rewrite.ts';
import { rhyme } from './rhyme.ts';
import { translations } from './translations.ts';
import { urbanedge } from './urbanedge.ts';
import { wordCombi } from './word-combi.ts';

export const METHOD_IMPLEMENTATIONS: Record<Method, MethodImplementation> = {
  autogen,
  rhyme,
  rewrite,
  associate,
  urbanedge,
  translations,
  abbreviate,
  word_combi: wordCombi,
};

export type { MethodContext, RawIdea, MethodImplementation } from './context.ts';
