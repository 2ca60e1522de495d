import { ACTIONS } from './actions.ts';
import { ANIMALS } from './animals.ts';
import { BRAND_WORDS } from './brand-words.ts';
import { COLOURS_MATERIALS } from './colours-materials.ts';
import { FOOD } from './food.ts';
import { HOME_TIME } from './home-time.ts';
import { NATURE } from './nature.ts';
import { PLACES_PEOPLE } from './places-people.ts';
import { QUALITIES } from './qualities.ts';
import { SPORT_BUSINESS } from './sport-business.ts';
import { TECH_SCIENCE } from './tech-science.ts';
import { VIRTUES_EMOTIONS } from './virtues-emotions.ts';
import { WILD_WORLD } from './wild-world.ts';

/**
 * Every table of our bilingual lexicon, split by theme. Rows are
 * English|ES|FR|DE|ZH|AR|IT|LA|JA|PT|RU; lines starting with # are comments.
 */
export const LEXICON_TABLES: readonly string[] = [
  NATURE,
  ANIMALS,
  COLOURS_MATERIALS,
  QUALITIES,
  VIRTUES_EMOTIONS,
  ACTIONS,
  TECH_SCIENCE,
  FOOD,
  PLACES_PEOPLE,
  HOME_TIME,
  SPORT_BUSINESS,
  BRAND_WORDS,
  WILD_WORLD,
];
