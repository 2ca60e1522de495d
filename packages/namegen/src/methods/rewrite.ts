import { isExistingWord } from '../lexicon/index.ts';
import { pronounceability } from '../phonotactics/index.ts';
import type { MethodContext, RawIdea } from './context.ts';
import { spellingSimilarity } from './text-utils.ts';

/**
 * Looks like: respellings a brand would use (Flickr, Kool, Lyft), each rule a small string rewrite.
 * Rules are applied one at a time and in pairs; results are ranked by readability (the phonotactic
 * score), closeness to the original spelling, and not being another dictionary word.
 */
interface SpellingRule {
  label: string;
  apply: (word: string) => string;
}

const rule = (label: string, pattern: RegExp, replacement: string): SpellingRule => ({
  label,
  apply: (word) => word.replace(pattern, replacement),
});

export const REWRITE_RULES: readonly SpellingRule[] = [
  rule('ph -> f', /ph/g, 'f'),
  rule('f -> ph', /f(?!f)/, 'ph'),
  // A hard c (before a, o, u, a consonant or at the end) sounds like k.
  rule('c -> k', /c(?=[aoulrt]|$)/g, 'k'),
  rule('ck -> k', /ck/g, 'k'),
  rule('ck -> kk', /ck/g, 'kk'),
  rule('qu -> kw', /qu/g, 'kw'),
  rule('s -> z', /(?<=[aeiouy])s(?=[aeiouy]|$)/g, 'z'),
  rule('final s -> z', /s$/, 'z'),
  rule('dropped vowel, like Flickr', /([^aeiou])e([rnl])$/, '$1$2'),
  rule('-er -> -r', /er$/, 'r'),
  rule('-er -> -a', /er$/, 'a'),
  rule('-le -> -l', /([^aeiou])le$/, '$1l'),
  rule('dropped vowels', /(?<=.)[aeiou](?=[^aeiou]*$)/, ''),
  rule('consonants only', /(?<=.)[aeiou]/g, ''),
  rule('i -> y', /i/, 'y'),
  rule('y -> i', /(?<=.)y/, 'i'),
  rule('ee -> i', /ee/g, 'i'),
  rule('oo -> u', /oo/g, 'u'),
  rule('ou -> u', /ou/g, 'u'),
  rule('-ight -> -ite', /ight/g, 'ite'),
  rule('-tion -> -shun', /tion/g, 'shun'),
  rule('x -> ks', /x/g, 'ks'),
  rule('ks -> x', /c?ks/g, 'x'),
  rule('w -> v', /^w/, 'v'),
  rule('final e dropped', /(?<=[^aeiou])e$/, ''),
  rule('final e added', /(?<=[^aeiouy])$/, 'e'),
  rule('final y -> ie', /y$/, 'ie'),
  rule('doubled last letter', /(.)$/, '$1$1'),
  rule('doubled letter undone', /(.)\1/, '$1'),
  rule('doubled vowel', /([aeiou])(?=[^aeiou]*$)/, '$1$1'),
  {
    label: 'swapped letters',
    apply: (word) => {
      // Swap the last two letters before the final one, keeping the start recognisable.
      if (word.length < 5) return word;
      const i = word.length - 3;
      return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
    },
  },
];

function variantsOf(word: string): Map<string, string> {
  const variants = new Map<string, string>();
  for (const first of REWRITE_RULES) {
    const once = first.apply(word);
    if (once === word) continue;
    if (!variants.has(once)) variants.set(once, first.label);
    for (const second of REWRITE_RULES) {
      if (second === first) continue;
      const twice = second.apply(once);
      if (twice !== once && twice !== word && !variants.has(twice)) {
        variants.set(twice, `${first.label}, ${second.label}`);
      }
    }
  }
  return variants;
}

export function rewriteWord(word: string): RawIdea[] {
  const ideas: RawIdea[] = [];
  for (const [variant, label] of variantsOf(word)) {
    if (variant.length < 2) continue;
    const readability = pronounceability(variant);
    const closeness = spellingSimilarity(word, variant);
    const invented = isExistingWord(variant) ? 0 : 1;
    // Two-rule respellings are a little less likely to be read as the original word.
    const ruleCount = label.includes(', ') ? 2 : 1;
    const score = 0.5 * readability + 0.3 * closeness + 0.1 * invented + 0.1 * (ruleCount === 1 ? 1 : 0);
    ideas.push({ name: variant, score, why: `${label} (from ${word})` });
  }
  return ideas;
}

export function rewrite({ keyword }: MethodContext): RawIdea[] {
  const { words } = keyword;
  if (words.length === 1) return rewriteWord(words[0] ?? '');
  // A phrase is respelled as one joined name and word by word inside the joined name.
  const ideas = rewriteWord(words.join(''));
  words.forEach((word, position) => {
    for (const idea of rewriteWord(word)) {
      const joined = words.map((w, i) => (i === position ? idea.name : w)).join('');
      ideas.push({ name: joined, score: idea.score * 0.95, why: idea.why });
    }
  });
  return ideas;
}
