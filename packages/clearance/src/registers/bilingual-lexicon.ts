// The Create engine's bilingual lexicon (namegen's data: about 1,700 English headwords, each with its
// translation in ten languages), read for the conflict search's translations (decision 0021). Only the
// columns of languages written in Latin script that an examiner of the UK, EU and US registers
// translates are read: Latin is a dead language (the doctrine of foreign equivalents leaves it out), and
// the columns in other scripts would need a transliteration the register's keys do not have.
import { LEXICON_COLUMNS, LEXICON_TABLES } from '@brandwright/namegen/lexicon-data';

export const LEXICON_LANGUAGES = ['ES', 'FR', 'DE', 'IT', 'PT'] as const;
export type LexiconLanguage = (typeof LEXICON_LANGUAGES)[number];

/** One headword: its English form and, per language read, its translation (a word or a phrase). */
export interface BilingualRow {
  english: string;
  forms: ReadonlyArray<{ language: LexiconLanguage; form: string }>;
}

/** Every well-formed row of the lexicon, in data order (a row without all its columns is skipped). */
export function bilingualRows(): BilingualRow[] {
  const englishColumn = LEXICON_COLUMNS.indexOf('EN');
  const columns = LEXICON_LANGUAGES.map((language) => ({
    language,
    index: LEXICON_COLUMNS.indexOf(language),
  }));
  const rows: BilingualRow[] = [];
  for (const table of LEXICON_TABLES) {
    for (const line of table.split('\n')) {
      const text = line.trim();
      if (text.length === 0 || text.startsWith('#')) continue;
      const cells = text.split('|').map((cell) => cell.trim());
      if (cells.length !== LEXICON_COLUMNS.length) continue;
      const english = cells[englishColumn] ?? '';
      if (english.length === 0) continue;
      rows.push({
        english,
        forms: columns
          .map(({ language, index }) => ({ language, form: cells[index] ?? '' }))
          .filter(({ form }) => form.length > 0),
      });
    }
  }
  return rows;
}
