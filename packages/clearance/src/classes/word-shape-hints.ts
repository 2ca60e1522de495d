/**
 * Hints from the shape of a word we have never seen: names of elements and compounds ("-ium",
 * "-ide", "-ate") are class 1 chemicals; drug names ("-mycin", "-statin", "-vir") are class 5.
 * Used only when neither the vocabulary nor the typo corrector knows the word.
 */
interface WordShapeHint {
  pattern: RegExp;
  classNumber: number;
}

const WORD_SHAPE_HINTS: readonly WordShapeHint[] = [
  {
    pattern:
      /(mycin|cillin|azole|prazole|olol|pril|sartan|statin|vir|mab|caine|oxacin|cycline|dronate|tidine|zepam|azepine|profen)$/,
    classNumber: 5,
  },
  {
    pattern:
      /(ium|ides?|ates?|ites?|ines?|enes?|anes?|ols?|yls?|ases?|oses?|onium|ylene|amine|amides?|oxides?|ic acid)$/,
    classNumber: 1,
  },
];

export function wordShapeClass(word: string): number | undefined {
  if (word.length < 6) return undefined;
  for (const hint of WORD_SHAPE_HINTS) {
    if (hint.pattern.test(word)) return hint.classNumber;
  }
  return undefined;
}
