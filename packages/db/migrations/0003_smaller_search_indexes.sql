-- Smaller search indexes, so that a bulk import spends less time building them (issue 4: import rate).
-- Nothing the search finds changes; each index now holds only the rows no other index already answers:
--
-- * The English respelling of a name moves out of the phonetic_tokens array (where it rode along as
--   "~spelling", one nearly unique GIN key per mark, the costliest index to build) into its own column
--   with a btree index.
-- * The GIN indexes on tokens and phonetic_tokens cover multi-word marks only. A one-word mark's single
--   token is its compact name and its word sound is its phonetic_primary, both already btree-indexed;
--   the search looks those up there (packages/clearance/src/registers/search-marks.ts).
-- * Most names have one Double Metaphone code (secondary = primary); the secondary index keeps only the
--   others, and the search finds the rest through the primary index.
-- * The search keys compare byte by byte (COLLATE "C"): they are folded lower-case letters and digits,
--   equality and prefix ranges are all the search asks of them, and sorting them by a language's rules
--   made their btree builds twice as slow (1M marks: 1.8 s -> 0.9 s per index).
ALTER TABLE marks ADD COLUMN IF NOT EXISTS spelling text COLLATE "C" NOT NULL DEFAULT '';

UPDATE marks
SET spelling = coalesce((SELECT substr(code, 2) FROM unnest(phonetic_tokens) AS code WHERE code LIKE '~%' LIMIT 1), ''),
    phonetic_tokens = ARRAY(SELECT code FROM unnest(phonetic_tokens) AS code WHERE code NOT LIKE '~%')
WHERE EXISTS (SELECT 1 FROM unnest(phonetic_tokens) AS code WHERE code LIKE '~%');

DROP INDEX IF EXISTS marks_tokens_idx;
DROP INDEX IF EXISTS marks_phonetic_tokens_idx;
DROP INDEX IF EXISTS marks_phonetic_secondary_idx;

ALTER TABLE marks
  ALTER COLUMN office TYPE text COLLATE "C",
  ALTER COLUMN number TYPE text COLLATE "C",
  ALTER COLUMN name_compact TYPE text COLLATE "C",
  ALTER COLUMN skeleton TYPE text COLLATE "C",
  ALTER COLUMN phonetic_primary TYPE text COLLATE "C",
  ALTER COLUMN phonetic_secondary TYPE text COLLATE "C",
  ALTER COLUMN tokens TYPE text[] COLLATE "C",
  ALTER COLUMN phonetic_tokens TYPE text[] COLLATE "C";

CREATE INDEX IF NOT EXISTS marks_spelling_idx ON marks (spelling);
CREATE INDEX IF NOT EXISTS marks_tokens_idx ON marks USING gin (tokens) WHERE cardinality(tokens) > 1;
CREATE INDEX IF NOT EXISTS marks_phonetic_tokens_idx ON marks USING gin (phonetic_tokens)
  WHERE cardinality(tokens) > 1;
CREATE INDEX IF NOT EXISTS marks_phonetic_secondary_idx ON marks (phonetic_secondary)
  WHERE phonetic_secondary <> phonetic_primary;
