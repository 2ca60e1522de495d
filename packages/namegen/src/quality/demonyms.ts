import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ISO6391 from 'iso-639-1';
import { packageFile } from '../lexicon/package-files.ts';

/**
 * Demonyms, nationality names and ethnonyms (issue 16: a name must not label a people; "khmer" came
 * out in a rhyme group). Three sources, lower-cased and without accents:
 * - nationalities from `i18n-nationality` in its eight languages;
 * - language names from `iso-639-1` (English), which are mostly the names of the peoples who speak
 *   them (Khmer, Zulu, Yoruba, Tatar), less constructed and classical languages;
 * - peoples that neither list names, written by us (below).
 * Words that are mainly something else in English ("polish", "afar", "ewe") are left out.
 */
const NOT_DEMONYMS = new Set(['polish', 'afar', 'ewe']);

/** Language names that label no living people: constructed, classical or liturgical languages. */
const NOT_PEOPLES = new Set([
  'esperanto',
  'interlingua',
  'interlingue',
  'ido',
  'volapuk',
  'latin',
  'sanskrit',
  'avestan',
  'pali',
  'old church slavonic',
]);

/** Qualifiers inside multi-word language names ("Northern Sami"): the people is the other word. */
const QUALIFIERS = new Set(['northern', 'southern', 'western', 'eastern', 'scottish', 'norwegian', 'hiri']);

/**
 * Peoples and group names the two packages miss, and religious groups (a name must not label a
 * faith either: "koranic" came out in a rhyme group). Written by us; living peoples and slurs for them.
 */
const OUR_ETHNONYMS = `
inuit eskimo sioux cherokee apache comanche mohawk navaho hmong bedouin berber tuareg maasai masai
kurd kurds pashtun baloch hutu tutsi fulani ashanti zulus bantu maori aboriginal aborigine aborigines
romani gypsy gypsies roma sinti cossack uighur rohingya druze yazidi punjabi sinhalese tamils
dravidian slav slavic anglo hispanic latino latina chicano chicana arab arabs jew jews jewish
sikh sikhs gaelic celt celts gael
muslim muslims islamic koranic quranic christian christians catholic protestant hindu hindus
buddhist mormon
`;

let demonyms: Set<string> | undefined;

interface NationalityFile {
  nationalities: Record<string, string>;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

function getDemonyms(): Set<string> {
  if (demonyms) return demonyms;
  const folder = path.join(path.dirname(packageFile('i18n-nationality/package.json')), 'langs');
  const result = new Set<string>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as NationalityFile;
    for (const name of Object.values(data.nationalities)) {
      for (const variant of name.split(/[,/]/)) {
        const folded = fold(variant);
        if (folded.length > 2 && !NOT_DEMONYMS.has(folded)) result.add(folded);
      }
    }
  }
  for (const language of ISO6391.getAllNames()) {
    const folded = fold(language);
    if (NOT_PEOPLES.has(folded)) continue;
    for (const word of folded.split(/[\s-]+/)) {
      if (word.length > 2 && !QUALIFIERS.has(word) && !NOT_DEMONYMS.has(word)) result.add(word);
    }
  }
  for (const word of OUR_ETHNONYMS.trim().split(/\s+/)) result.add(word);
  demonyms = result;
  return result;
}

/** True when a name, or one of its words, is a nationality, demonym or ethnonym (see the module comment). */
export function isDemonym(name: string): boolean {
  const folded = fold(name);
  const names = getDemonyms();
  return names.has(folded) || folded.split(/\s+/).some((word) => names.has(word));
}

/**
 * Endings the methods put on a word: urbanize's slang and pop endings, abbreviate's colloquial ones,
 * looks-like's brand endings. Longest first, so "jewster" loses "ster", not "r".
 */
const COINAGE_ENDING =
  /(?:licious|tastic|palooza|topia|mania|zilla|rama|fest|ster|eroo|ique|ette|elle|ski|ify|ora|ly|io|oo|ie|zy|ah|eo|ex|ia|co|o|y|i|a|z|x)$/;

/**
 * True when an invented name is a people's name with one coinage ending ("jewelry" clipped to "jew"
 * gave jewie, jewster, jewify): the ending does not hide the label, it makes a nickname of it.
 */
export function isDemonymCoinage(name: string): boolean {
  const folded = fold(name);
  if (!/^[a-z]+$/.test(folded)) return false;
  const stem = folded.replace(COINAGE_ENDING, '');
  return stem.length >= 3 && stem !== folded && getDemonyms().has(stem);
}
