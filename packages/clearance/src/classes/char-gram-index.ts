/**
 * Class evidence for a word nobody has listed, from the letter sequences it shares with words we
 * have ("disintegrators" with "integrators" and "separators", "auramine" with "-amine" dyes and
 * chemicals). Each 4- and 5-letter piece of a known word, with word-boundary marks, keeps how often
 * it occurs per class; an unknown word's evidence is the sum of its pieces' class shares, each
 * weighted by how few classes share the piece. Deterministic and bounded by the word's length.
 */
const CLASS_SLOTS = 46;
const GRAM_LENGTHS = [4, 5] as const;
/** Pieces seen in fewer vocabulary words than this say nothing reliable. */
const MIN_PIECE_COUNT = 2;
/** Only this many letters of a word are read, so one call's work is bounded. */
const MAX_WORD_LENGTH = 40;

export class CharGramIndex {
  private readonly grams = new Map<string, Float64Array>();
  private readonly counts = new Map<string, number>();
  private readonly seenWords = new Set<string>();

  /** Records one vocabulary word (already folded) as evidence for a class. */
  add(word: string, classNumber: number, weight: number): void {
    const key = `${word}\u0000${classNumber}`;
    if (this.seenWords.has(key)) return;
    this.seenWords.add(key);
    for (const gram of piecesOf(word)) {
      let weights = this.grams.get(gram);
      if (weights === undefined) {
        weights = new Float64Array(CLASS_SLOTS);
        this.grams.set(gram, weights);
      }
      weights[classNumber] = (weights[classNumber] ?? 0) + weight;
      this.counts.set(gram, (this.counts.get(gram) ?? 0) + 1);
    }
  }

  /** Per-class evidence for an unknown word, summing to 1, or undefined when no piece is known. */
  evidence(word: string): Float64Array | undefined {
    const result = new Float64Array(CLASS_SLOTS);
    let total = 0;
    for (const gram of piecesOf(word)) {
      const weights = this.grams.get(gram);
      if (weights === undefined || (this.counts.get(gram) ?? 0) < MIN_PIECE_COUNT) continue;
      let gramTotal = 0;
      let classes = 0;
      for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
        const value = weights[classNumber] ?? 0;
        gramTotal += value;
        if (value > 0) classes += 1;
      }
      // A piece found in few classes ("amine") says more than one found everywhere ("tion").
      const specificity = 1 / (1 + Math.log(classes));
      // Longer pieces and pieces at a word boundary (suffixes, prefixes) carry more meaning.
      const lengthWeight = gram.length >= 5 ? 1.5 : 1;
      for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
        const share = ((weights[classNumber] ?? 0) / gramTotal) * specificity * lengthWeight;
        if (share > 0) {
          result[classNumber] = (result[classNumber] ?? 0) + share;
          total += share;
        }
      }
    }
    if (total <= 0) return undefined;
    for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
      result[classNumber] = (result[classNumber] ?? 0) / total;
    }
    return result;
  }
}

function piecesOf(word: string): string[] {
  const marked = `^${word.slice(0, MAX_WORD_LENGTH)}$`;
  const pieces: string[] = [];
  for (const length of GRAM_LENGTHS) {
    for (let start = 0; start + length <= marked.length; start += 1)
      pieces.push(marked.slice(start, start + length));
  }
  return pieces;
}
