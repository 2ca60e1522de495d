import {
  getFrequency,
  getPronunciations,
  isExistingWord,
  isOffensive,
  warmUpWordNet,
} from './lexicon/index.ts';
import { brandLikeness } from './brand-likeness/index.ts';
import { warmUpForeignize } from './foreignize/index.ts';
import { warmUpGlossMentions } from './methods/gloss-mentions.ts';
import { warmUpRhymes } from './methods/rhyme.ts';
import { getLetterModel } from './phonotactics/index.ts';
import { warmUpNameFilter } from './quality/name-filter.ts';

let warm = false;

/**
 * Loads every lexical source and builds the models (about a second, once per process). Every entry
 * point calls it lazily; servers call it at start-up so the first user does not wait.
 */
export function warmUp(): void {
  if (warm) return;
  getPronunciations();
  getFrequency('the');
  warmUpWordNet();
  isExistingWord('warm');
  isOffensive('warm');
  getLetterModel();
  brandLikeness('warm');
  warmUpRhymes();
  warmUpGlossMentions();
  warmUpForeignize();
  warmUpNameFilter();
  warm = true;
}
