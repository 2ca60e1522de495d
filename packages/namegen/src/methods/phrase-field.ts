import { getSynset, lookupWord } from '../lexicon/index.ts';

/**
 * Which words of a two-word keyword name the trade's field. "Yoga studio" is about yoga: a studio is
 * only where it happens, and describing a workplace (atelier, workplace, apartment) says nothing a
 * founder would keep. The head is such a setting when WordNet's first noun sense of it is a place of
 * work, a room or an institution (studio, salon, bar, clinic, school), an act (grooming, design), a
 * person (planner), a message (advice) or a possession (rental); then the modifier leads. Otherwise
 * the head is the thing itself (craft beer, office furniture) and leads; a top category (food) is not.
 */

/**
 * Lexicographer files of a head that is a setting, not the field: act, group, person, possession (not
 * communication: event tickets are tickets).
 */
const SETTING_FILES = new Set([4, 14, 18, 21]);
/** Broader terms of a head that is a place where a trade happens. */
const SETTING_HYPERNYMS = new Set(['workplace', 'room', 'institution', 'establishment', 'place of business']);
/** Broader terms climbed per head; bounded so the check stays a handful of cached reads. */
const MAX_CLIMB = 4;

/** The word that names the field: 1; a setting or a modifier of a concrete head: less. */
const SETTING_HEAD_WEIGHT = 0.6;
const MODIFIER_WEIGHT = 0.8;

/**
 * noun.Tops: a head that is one of WordNet's top categories (food, plant, animal) names no trade; its
 * kinds are every other trade's (baby food → beverage, pasta), so the modifier (baby) names the field.
 */
const TOP_CATEGORY_FILE = 3;

export function isSettingHead(word: string): boolean {
  const first = lookupWord(word, 'n')[0];
  if (!first) return false;
  let synset = getSynset(first);
  if (SETTING_FILES.has(synset.lexFile) || synset.lexFile === TOP_CATEGORY_FILE) return true;
  for (let step = 0; step < MAX_CLIMB; step++) {
    const broader = synset.pointers.find((pointer) => pointer.symbol === '@');
    if (!broader) return false;
    synset = getSynset(broader);
    if (synset.words.some((lemma) => SETTING_HYPERNYMS.has(lemma))) return true;
  }
  return false;
}

/** adj.pert: a relational adjective (dental → tooth) names a field as its noun does. */
const RELATIONAL_ADJECTIVE_FILE = 1;

/**
 * A modifier can name the field when it is a noun (yoga, hair, wine) or a relational adjective
 * (dental); a descriptive one (organic, smart, legal) only qualifies the head.
 */
function canNameField(word: string): boolean {
  const adjective = lookupWord(word, 'a')[0];
  return adjective === undefined || getSynset(adjective).lexFile === RELATIONAL_ADJECTIVE_FILE;
}

/** How much each word of a phrase counts in describing its field, in the phrase's order. */
export function phraseFieldWeights(words: readonly string[]): number[] {
  const last = words.length - 1;
  const settingHead =
    last > 0 && words.slice(0, last).every(canNameField) && isSettingHead(words[last] ?? '');
  return words.map((_, index) => {
    if (index === last) return settingHead ? SETTING_HEAD_WEIGHT : 1;
    return settingHead ? 1 : MODIFIER_WEIGHT;
  });
}
