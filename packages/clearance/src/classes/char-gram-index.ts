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
  /** piece -> flat [class, weight, class, weight, ...] (most pieces belong to one or two classes). */
  private readonly grams = new Map<string, number[]>();
  private readonly counts = new Map<string, number>();
  /** word -> its weight per class, until the pieces are built (each word is cut once). */
  private pending: Map<string, Float64Array> | undefined = new Map();

  /** Records one vocabulary word (already folded) as evidence for a class; a word counts once per class. */
  add(word: string, classNumber: number, weight: number): void {
    const pending = this.pending;
    if (pending === undefined) throw new Error('CharGramIndex: add() after the pieces were built');
    let weights = pending.get(word);
    if (weights === undefined) {
      weights = new Float64Array(CLASS_SLOTS);
      pending.set(word, weights);
    }
    weights[classNumber] = Math.max(weights[classNumber] ?? 0, weight);
  }

  private build(): void {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    for (const [word, weights] of pending) {
      const present: number[] = [];
      for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
        if ((weights[classNumber] ?? 0) > 0) present.push(classNumber);
      }
      for (const gram of piecesOf(word)) {
        let pairs = this.grams.get(gram);
        if (pairs === undefined) {
          pairs = [];
          this.grams.set(gram, pairs);
        }
        for (const classNumber of present) addPair(pairs, classNumber, weights[classNumber] ?? 0);
        this.counts.set(gram, (this.counts.get(gram) ?? 0) + present.length);
      }
    }
  }

  /** Per-class evidence for an unknown word, summing to 1, or undefined when no piece is known. */
  evidence(word: string): Float64Array | undefined {
    this.build();
    const result = new Float64Array(CLASS_SLOTS);
    let total = 0;
    for (const gram of piecesOf(word)) {
      const pairs = this.grams.get(gram);
      if (pairs === undefined || (this.counts.get(gram) ?? 0) < MIN_PIECE_COUNT) continue;
      let gramTotal = 0;
      for (let at = 1; at < pairs.length; at += 2) gramTotal += pairs[at] ?? 0;
      // A piece found in few classes ("amine") says more than one found everywhere ("tion").
      const specificity = 1 / (1 + Math.log(pairs.length / 2));
      // Longer pieces carry more meaning.
      const lengthWeight = gram.length >= 5 ? 1.5 : 1;
      for (let at = 0; at + 1 < pairs.length; at += 2) {
        const classNumber = pairs[at] ?? 0;
        const share = ((pairs[at + 1] ?? 0) / gramTotal) * specificity * lengthWeight;
        result[classNumber] = (result[classNumber] ?? 0) + share;
        total += share;
      }
    }
    if (total <= 0) return undefined;
    for (let classNumber = 1; classNumber < CLASS_SLOTS; classNumber += 1) {
      result[classNumber] = (result[classNumber] ?? 0) / total;
    }
    return result;
  }
}

function addPair(pairs: number[], classNumber: number, weight: number): void {
  for (let at = 0; at + 1 < pairs.length; at += 2) {
    if (pairs[at] === classNumber) {
      pairs[at + 1] = (pairs[at + 1] ?? 0) + weight;
      return;
    }
  }
  pairs.push(classNumber, weight);
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
