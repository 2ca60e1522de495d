import { getFrequentWords } from '../lexicon/index.ts';

/**
 * English words that carry no brand value on their own (issue 16: "bakery → shop, store, work; pet
 * care → get, let, there, where, their; tea → be, he, me, we"): closed-class function words,
 * auxiliaries, light verbs and the emptiest everyday nouns and adverbs. Written by us; kept short on
 * purpose: a content word with an image ("hive", "spark") is never listed here.
 */
const WORDS = `
a an the this that these those there here where when what which who whom whose why how
i me my mine myself you your yours yourself he him his himself she her hers herself it its itself
we us our ours ourselves they them their theirs themselves one ones someone something somebody
anyone anything anybody everyone everything everybody nobody nothing none noone
and or but nor so yet if then than though although because since unless until while whether
as at by for from in into of off on onto out over per to up upon via with within without about
above across after against along among around before behind below beneath beside besides between
beyond down during except inside near outside past through throughout toward towards under
underneath unlike
am is are was were be been being do does did done doing have has had having
can could may might must shall should will would ought
get gets got gotten getting let lets go goes went gone going come comes came coming
make makes made making take takes took taken put puts keep keeps give gives gave
say says said see sees saw seen look looks like likes want wants need needs use uses
know knows knew think thinks seem seems try tries tell tells
not no yes yeah okay ok oh hey hi ah um uh
all any both each either every few less least lot lots many more most much neither other others
own same several some such enough
also again already always ever never often once only quite rather really still too very just
now soon today later back away even else instead maybe perhaps almost
thing things stuff way ways kind sort type part place places area time times day days
shop shops store stores work works job business company firm service services product products
item items goods unit center centre office site spot point level side end
man men woman women people person guy guys mr mrs ms sir
thee thou thy thine ye de la le les du des der die das el los las gee wow huh hmm yep nope
well much good bad big small new old first last next other
`;

export const FUNCTION_WORDS: ReadonlySet<string> = new Set(WORDS.trim().split(/\s+/));

/**
 * The most frequent words of everyday speech (SUBTLEX rank): nearly all function words and light
 * verbs, and the few content words among them ("great", "fine", "talk") are too worn to name anything.
 */
const EVERYDAY_RANK = 250;
let everyday: ReadonlySet<string> | undefined;

/** True for a function word or a word of everyday speech too worn to name anything. */
export function isEmptyWord(word: string): boolean {
  everyday ??= new Set(getFrequentWords(EVERYDAY_RANK));
  return FUNCTION_WORDS.has(word) || everyday.has(word);
}

/** True when every word of a name is a function or empty everyday word ("there", "look at"). */
export function isFunctionWordName(name: string): boolean {
  const words = name.toLowerCase().trim().split(/\s+/);
  return words.length > 0 && words.every(isEmptyWord);
}

/**
 * True when a name of several words adds an empty word the user did not type: a rhyme compound such as
 * "pet there" or "pet their" reads as a broken sentence, while "pet hair" stays.
 */
export function addsEmptyWord(parts: readonly string[], keywordWords: readonly string[]): boolean {
  return parts.length > 1 && parts.some((part) => !keywordWords.includes(part) && isEmptyWord(part));
}
