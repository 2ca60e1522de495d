import type { Random } from '../random.ts';

/**
 * A character n-gram model of English spellings with fixed-weight interpolation of all orders down to
 * a uniform floor, so that unseen letter sequences get a small but finite probability.
 * `^` pads the start of a word and `$` ends it. Counts live in typed arrays indexed by the context
 * read as a base-28 number, which keeps training and scoring to plain arithmetic (tens of ms).
 */
export const ALPHABET = 'abcdefghijklmnopqrstuvwxyz$';
const SYMBOLS = 28; // '^', a..z, '$'
const START_CODE = 0;
const END_CODE = 27;

function codeOf(symbol: string): number {
  if (symbol === '^') return START_CODE;
  if (symbol === '$') return END_CODE;
  const code = symbol.charCodeAt(0) - 96;
  return code >= 1 && code <= 26 ? code : END_CODE;
}

export class LetterModel {
  /** counts[length][context * SYMBOLS + symbol] for contexts of `length` letters. */
  private readonly counts: Float64Array[];
  /** totals[length][context]. */
  private readonly totals: Float64Array[];

  constructor(
    /** Longest context length in letters (order - 1). */
    readonly contextLength: number,
    /** Interpolation weights from the longest context down to the unigram; the rest is uniform. */
    private readonly weights: readonly number[],
  ) {
    this.counts = [];
    this.totals = [];
    for (let length = 0; length <= contextLength; length++) {
      this.counts.push(new Float64Array(SYMBOLS ** (length + 1)));
      this.totals.push(new Float64Array(SYMBOLS ** length));
    }
  }

  /** Codes of the word with start padding and the end symbol. */
  private encode(word: string, withEnd: boolean): number[] {
    const codes: number[] = new Array<number>(this.contextLength).fill(START_CODE);
    for (const letter of word) codes.push(codeOf(letter));
    if (withEnd) codes.push(END_CODE);
    return codes;
  }

  train(word: string, weight = 1): void {
    const codes = this.encode(word, true);
    for (let i = this.contextLength; i < codes.length; i++) {
      const symbol = codes[i] ?? END_CODE;
      let context = 0;
      for (let length = 0; length <= this.contextLength; length++) {
        if (length > 0) context = context + (codes[i - length] ?? 0) * SYMBOLS ** (length - 1);
        const counts = this.counts[length] as Float64Array;
        const totals = this.totals[length] as Float64Array;
        counts[context * SYMBOLS + symbol] = (counts[context * SYMBOLS + symbol] ?? 0) + weight;
        totals[context] = (totals[context] ?? 0) + weight;
      }
    }
  }

  /** P(symbol | the context ending just before position `end` of `codes`). */
  private probabilityAt(codes: readonly number[], end: number, symbol: number): number {
    let probability = 0;
    let used = 0;
    let context = 0;
    for (let length = 0; length <= this.contextLength; length++) {
      if (length > 0) context = context + (codes[end - length] ?? 0) * SYMBOLS ** (length - 1);
      const weight = this.weights[this.contextLength - length] ?? 0;
      used += weight;
      const total = (this.totals[length] as Float64Array)[context] ?? 0;
      if (total > 0) {
        probability +=
          (weight * ((this.counts[length] as Float64Array)[context * SYMBOLS + symbol] ?? 0)) / total;
      }
    }
    return probability + (1 - used) / ALPHABET.length;
  }

  /** P(symbol | word so far), `symbol` being a letter or '$' for the end of the word. */
  probability(wordSoFar: string, symbol: string): number {
    const codes = this.encode(wordSoFar, false);
    return this.probabilityAt(codes, codes.length, codeOf(symbol));
  }

  /** log2 probability of each letter of the word and of its end. */
  letterLogProbabilities(word: string): number[] {
    const codes = this.encode(word, true);
    const result: number[] = [];
    for (let i = this.contextLength; i < codes.length; i++) {
      result.push(Math.log2(this.probabilityAt(codes, i, codes[i] ?? END_CODE)));
    }
    return result;
  }

  /**
   * Continues `prefix` letter by letter until the model ends the word or `maxLength` is reached.
   * `temperature` < 1 sharpens the distribution (safer words), > 1 flattens it (wilder words).
   */
  sample(random: Random, prefix: string, maxLength: number, temperature = 1): string {
    let word = prefix;
    const codes = this.encode(prefix, false);
    const weights = new Float64Array(ALPHABET.length);
    while (word.length < maxLength) {
      let total = 0;
      for (let i = 0; i < ALPHABET.length; i++) {
        const weight = this.probabilityAt(codes, codes.length, i + 1) ** (1 / temperature);
        weights[i] = weight;
        total += weight;
      }
      let target = random.next() * total;
      let chosen = ALPHABET.length - 1;
      for (let i = 0; i < ALPHABET.length; i++) {
        target -= weights[i] ?? 0;
        if (target <= 0) {
          chosen = i;
          break;
        }
      }
      if (chosen === ALPHABET.length - 1) break;
      word += ALPHABET[chosen] ?? '';
      codes.push(chosen + 1);
    }
    return word;
  }
}
