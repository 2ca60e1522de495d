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

/**
 * Only stylings people recognise as deliberate in brand names (issue 16: c→k, s→z, -er→-r, dropped
 * vowels, Lyft's i→y, Phresh's f→ph). Edits that read as slips (a doubled or dropped letter, two
 * letters swapped, a lost final e) were removed: the raters saw them as typos of the keyword.
 */
export const REWRITE_RULES: readonly SpellingRule[] = [
  rule('ph -> f', /ph/g, 'f', 1),
  rule('f -> ph', /^f(?!f)/, 'ph', 0.7),
  // A hard c (before a, o, u, a consonant or at the end) sounds like k.
  rule('c -> k', /c(?=[aoulrt]|$)/g, 'k', 0.95),
  rule('first c -> k', /c(?=[aoulrt]|$)/, 'k', 0.9),
  rule('ck -> k', /ck/g, 'k', 0.85),
  rule('qu -> kw', /qu/g, 'kw', 0.8),
  rule('s -> z', /(?<=[aeiouy])s(?=[aeiouy]|$)/g, 'z', 0.85),
  rule('s -> z before a vowel', /(?<=.)s(?=[aeiouy])/, 'z', 0.7),
  rule('final s -> z', /s$/, 'z', 0.85),
  rule('dropped vowel, like Flickr', /([^aeiou])e([rnl])$/, '$1$2', 1),
  rule('-er -> -r', /er$/, 'r', 0.95),
  rule('-le -> -l', /([^aeiou])le$/, '$1l', 0.8),
  rule('i -> y, like Lyft', /(?<=^[^aeiou]*)i/, 'y', 0.85),
  rule('-ight -> -ite', /ight/g, 'ite', 0.9),
  rule('ks -> x', /c?ks/g, 'x', 0.85),
  rule('-cks -> -x', /cks?$/, 'x', 0.8),
  rule('oo -> u', /oo/g, 'u', 0.6),
  rule('final y -> ie', /(?<=[^aeiou])y$/, 'ie', 0.7),
  rule('final e added', /(?<=[^aeiouy])$/, 'e', 0.55),
  rule('-ing -> -in', /ing$/, 'in', 0.6),
  {
    // Every vowel after the first syllable (Tumblr, Scrbl): one dropped vowel would read as a typo.
    label: 'vowels dropped, like Tumblr',
    weight: 0.6,
    apply: (word) => {
      const head = /^[^aeiouy]*[aeiouy]+[^aeiouy]?/.exec(word)?.[0] ?? '';
      const rest = word.slice(head.length);
      const dropped = rest.replace(/[aeiou]/g, '');
      return rest.length - dropped.length >= 2 ? head + dropped : word;
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
