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
  /** How typical the respelling is of real brand names (1 = Flickr-grade, 0.4 = a stretch). */
  weight: number;
  apply: (word: string) => string;
}

const rule = (label: string, pattern: RegExp, replacement: string, weight: number): SpellingRule => ({
  label,
  weight,
  apply: (word) => word.replace(pattern, replacement),
});

export const REWRITE_RULES: readonly SpellingRule[] = [
  rule('ph -> f', /ph/g, 'f', 1),
  rule('f -> ph', /f(?!f)/, 'ph', 0.7),
  // A hard c (before a, o, u, a consonant or at the end) sounds like k.
  rule('c -> k', /c(?=[aoulrt]|$)/g, 'k', 0.95),
  rule('ck -> k', /ck/g, 'k', 0.85),
  rule('ck -> kk', /ck/g, 'kk', 0.6),
  rule('qu -> kw', /qu/g, 'kw', 0.8),
  rule('s -> z', /(?<=[aeiouy])s(?=[aeiouy]|$)/g, 'z', 0.85),
  rule('final s -> z', /s$/, 'z', 0.85),
  rule('dropped vowel, like Flickr', /([^aeiou])e([rnl])$/, '$1$2', 1),
  rule('-er -> -r', /er$/, 'r', 0.95),
  rule('-er -> -a', /er$/, 'a', 0.7),
  rule('-le -> -l', /([^aeiou])le$/, '$1l', 0.8),
  rule('dropped vowels', /(?<=.)[aeiou](?=[^aeiou]*$)/, '', 0.75),
  rule('consonants only', /(?<=.)[aeiou]/g, '', 0.5),
  rule('i -> y', /i/, 'y', 0.85),
  rule('y -> i', /(?<=.)y/, 'i', 0.75),
  rule('ee -> i', /ee/g, 'i', 0.7),
  rule('oo -> u', /oo/g, 'u', 0.7),
  rule('ou -> u', /ou/g, 'u', 0.7),
  rule('-ight -> -ite', /ight/g, 'ite', 0.9),
  rule('-tion -> -shun', /tion/g, 'shun', 0.7),
  rule('x -> ks', /x/g, 'ks', 0.5),
  rule('ks -> x', /c?ks/g, 'x', 0.85),
  rule('w -> v', /^w/, 'v', 0.5),
  rule('final e dropped', /(?<=[^aeiou])e$/, '', 0.8),
  rule('final e added', /(?<=[^aeiouy])$/, 'e', 0.6),
  rule('final y -> ie', /y$/, 'ie', 0.7),
  rule('doubled last letter', /(.)$/, '$1$1', 0.5),
  rule('doubled letter undone', /(.)\1/, '$1', 0.7),
  rule('doubled vowel', /([aeiou])(?=[^aeiou]*$)/, '$1$1', 0.5),
  {
    label: 'swapped letters',
    weight: 0.4,
    apply: (word) => {
      // Swap the last two letters before the final one, keeping the start recognisable.
      if (word.length < 5) return word;
      const i = word.length - 3;
      return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
    },
  },
];

interface Variant {
  label: string;
  weight: number;
}

function variantsOf(word: string): Map<string, Variant> {
  const variants = new Map<string, Variant>();
  const offer = (name: string, label: string, weight: number): void => {
    const previous = variants.get(name);
    if (name !== word && (!previous || previous.weight < weight)) variants.set(name, { label, weight });
  };
  for (const first of REWRITE_RULES) {
    const once = first.apply(word);
    if (once === word) continue;
    offer(once, first.label, first.weight);
    for (const second of REWRITE_RULES) {
      if (second === first) continue;
      const twice = second.apply(once);
      // Two rules stack: the result is only as typical as both together.
      if (twice !== once) offer(twice, `${first.label}, ${second.label}`, first.weight * second.weight);
    }
  }
  return variants;
}

export function rewriteWord(word: string): RawIdea[] {
  const ideas: RawIdea[] = [];
  for (const [variant, { label, weight }] of variantsOf(word)) {
    if (variant.length < 2) continue;
    const readability = pronounceability(variant);
    const closeness = spellingSimilarity(word, variant);
    // A respelling that is another dictionary word reads as that word, not as the keyword.
    const invented = isExistingWord(variant) ? 0 : 1;
    const score = 0.4 * weight + 0.35 * readability + 0.15 * closeness + 0.1 * invented;
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
