/**
 * Misspelling tolerance for single words (a small SymSpell): every known stem and its one-letter
 * deletions are indexed, so a typo within two edits is found by hash look-ups instead of a scan.
 */
export class FuzzyTokenIndex {
  private readonly deletions = new Map<string, string[]>();
  private readonly frequency: ReadonlyMap<string, number>;

  constructor(frequency: ReadonlyMap<string, number>) {
    this.frequency = frequency;
    for (const word of frequency.keys()) {
      if (word.length < 4) continue;
      for (const variant of oneLetterDeletions(word)) {
        const list = this.deletions.get(variant);
        if (list === undefined) this.deletions.set(variant, [word]);
        else list.push(word);
      }
    }
  }

  has(word: string): boolean {
    return this.frequency.has(word);
  }

  /** The closest known word within the allowed distance, or undefined; ties go to the commoner word. */
  correct(word: string): string | undefined {
    if (word.length < 4) return undefined;
    const maxDistance = word.length >= 7 ? 2 : 1;
    const candidates = new Set<string>();
    const probe = (key: string): void => {
      if (this.frequency.has(key)) candidates.add(key);
      for (const candidate of this.deletions.get(key) ?? []) candidates.add(candidate);
    };
    probe(word);
    for (const variant of oneLetterDeletions(word)) probe(variant);
    let best: string | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    let bestFrequency = -1;
    for (const candidate of candidates) {
      if (candidate === word) continue;
      const distance = damerauDistance(word, candidate);
      if (distance > maxDistance) continue;
      const frequency = this.frequency.get(candidate) ?? 0;
      const better =
        distance < bestDistance ||
        (distance === bestDistance && frequency > bestFrequency) ||
        (distance === bestDistance && frequency === bestFrequency && best !== undefined && candidate < best);
      if (better) {
        best = candidate;
        bestDistance = distance;
        bestFrequency = frequency;
      }
    }
    return best;
  }
}

function oneLetterDeletions(word: string): string[] {
  const result: string[] = [];
  for (let index = 0; index < word.length; index += 1) {
    result.push(word.slice(0, index) + word.slice(index + 1));
  }
  return result;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function damerauDistance(left: string, right: string): number {
  const rows = left.length + 1;
  const columns = right.length + 1;
  const table: number[] = new Array<number>(rows * columns).fill(0);
  const at = (row: number, column: number): number => table[row * columns + column] ?? 0;
  for (let row = 0; row < rows; row += 1) table[row * columns] = row;
  for (let column = 0; column < columns; column += 1) table[column] = column;
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let value = Math.min(at(row - 1, column) + 1, at(row, column - 1) + 1, at(row - 1, column - 1) + cost);
      if (
        row > 1 &&
        column > 1 &&
        left[row - 1] === right[column - 2] &&
        left[row - 2] === right[column - 1]
      ) {
        value = Math.min(value, at(row - 2, column - 2) + 1);
      }
      table[row * columns + column] = value;
    }
  }
  return at(rows - 1, columns - 1);
}
