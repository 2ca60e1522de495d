/**
 * The trademark search's reason codes (packages/clearance ConflictReason) in words, so each hit says
 * why it was listed. A code this list does not know yet is shown as its words, never dropped.
 */
const reasonWords: Record<string, string> = {
  identical: 'Identical to your name',
  phonetic: 'Sounds like your name',
  visual: 'Looks like your name',
  contained: 'Contains your name, or is contained in it',
  spacing: 'The same name with different spacing',
  punctuation: 'The same name with different punctuation',
  diacritics: 'The same name with different accents',
  plural: 'A singular or plural form of your name',
  translation: 'A translation of your name',
  'outside-requested-classes': 'Registered outside the classes you chose',
};

export function conflictReasonWords(code: string): string {
  const known = reasonWords[code];
  if (known) return known;
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words === '' ? code : words[0]?.toUpperCase() + words.slice(1);
}
