import type { Keyword } from '../input.ts';
import type { Candidate, Language, Method } from '../types.ts';

/** What every method receives: the parsed keyword and the caller's options, already validated. */
export interface MethodContext {
  keyword: Keyword;
  language: Language;
  /** Maximum results of this method. */
  limit: number;
  /** Seed for methods that sample; combined with the method and keyword for independence. */
  seed: number;
}

/** A method's raw idea before ranking, de-duplication and filtering. */
export interface RawIdea {
  name: string;
  score: number;
  why: string;
  /**
   * A name that only fills a first page the method's own names leave short (abbreviate on pizza):
   * ranked after every one of them, so it never displaces a name the method chose first.
   */
  fill?: boolean;
}

export type MethodImplementation = (context: MethodContext) => RawIdea[] | Promise<RawIdea[]>;

export type { Candidate, Method };
