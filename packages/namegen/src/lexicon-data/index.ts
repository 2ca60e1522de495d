import { ACTIONS } from './actions.ts';
import { ANIMALS } from './animals.ts';
import { BRAND_WORDS } from './brand-words.ts';
import { COLOURS_MATERIALS } from './colours-materials.ts';
import { FOOD } from './food.ts';
import { GOODS_QUALITIES } from './goods-qualities.ts';
import { HOME_TIME } from './home-time.ts';
import { NATURE } from './nature.ts';
import { PLACES_PEOPLE } from './places-people.ts';
import { PROFESSIONS } from './professions.ts';
import { QUALITIES } from './qualities.ts';
import { SPORT_BUSINESS } from './sport-business.ts';
import { SPORT_OUTDOORS } from './sport-outdoors.ts';
import { TECH_SCIENCE } from './tech-science.ts';
import { VIRTUES_EMOTIONS } from './virtues-emotions.ts';
import { WILD_WORLD } from './wild-world.ts';
import { BEAUTY_FASHION } from './beauty-fashion.ts';
import { FARM_HOSPITALITY } from './farm-hospitality.ts';
import { FIELD_WORDS } from './field-words.ts';
import { HEALTH_CARE } from './health-care.ts';
import { HOME_SERVICES } from './home-services.ts';
import { KITCHEN_TRAVEL } from './kitchen-travel.ts';
import { LAW_FINANCE } from './law-finance.ts';
import { LEARNING_MEDIA } from './learning-media.ts';
import { TRADES_BUILDING } from './trades-building.ts';
import { TRANSPORT_INDUSTRY } from './transport-industry.ts';
import { TRADES_MORE } from './trades-more.ts';

/**
 * The columns of every row, in order: the English headword, then its translations. Exported with the
 * tables (`@brandwright/namegen/lexicon-data`) so that other engines read the data by name, not by a
 * copy of the order (the conflict search's translations, decision 0021).
 */
export const LEXICON_COLUMNS = ['EN', 'ES', 'FR', 'DE', 'ZH', 'AR', 'IT', 'LA', 'JA', 'PT', 'RU'] as const;

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
  HEALTH_CARE,
  TRADES_BUILDING,
  LAW_FINANCE,
  LEARNING_MEDIA,
  BEAUTY_FASHION,
  FARM_HOSPITALITY,
  TRANSPORT_INDUSTRY,
  SPORT_OUTDOORS,
  HOME_SERVICES,
  FIELD_WORDS,
  PROFESSIONS,
  KITCHEN_TRAVEL,
  GOODS_QUALITIES,
  TRADES_MORE,
];
