-- Trademark registers of the UK, EU and US offices in one table, with the derived search keys that the
-- conflict search (packages/clearance/src/registers/search.ts) generates candidates from. The keys are
-- computed in TypeScript at import time (packages/clearance/src/registers/search-keys.ts), so PGlite and
-- PostgreSQL hold identical values and the same indexes serve both.
CREATE TABLE IF NOT EXISTS marks (
  id bigserial PRIMARY KEY,
  office text NOT NULL CHECK (office IN ('UK', 'EU', 'US')),
  number text NOT NULL,
  name text NOT NULL,
  status text NOT NULL CHECK (
    status IN ('registered', 'pending', 'opposed', 'refused', 'withdrawn', 'expired', 'cancelled')
  ),
  raw_status text,
  classes integer[] NOT NULL DEFAULT '{}',
  filed date,
  registered date,
  owners text[] NOT NULL DEFAULT '{}',
  representatives text[] NOT NULL DEFAULT '{}',
  goods_services text,
  office_url text,
  source text NOT NULL DEFAULT 'import' CHECK (source IN ('import', 'demo', 'synthetic')),
  -- Search keys: folded name (NFKC, no diacritics, lower case, single spaces), letters and digits only,
  -- the visual skeleton (look-alike characters merged), Double Metaphone codes of the whole name and
  -- of each token (plus the name's English respelling prefixed with "~"), and the tokens themselves.
  name_norm text NOT NULL,
  name_compact text NOT NULL,
  skeleton text NOT NULL,
  phonetic_primary text NOT NULL,
  phonetic_secondary text NOT NULL,
  phonetic_tokens text[] NOT NULL DEFAULT '{}',
  tokens text[] NOT NULL DEFAULT '{}',
  -- Hash of the imported content: a re-import of an unchanged record is not counted as an update.
  content_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT marks_office_number_key UNIQUE (office, number)
);

-- Exact, variant, substring and translation candidates: equality on the compact name.
CREATE INDEX IF NOT EXISTS marks_name_compact_idx ON marks (name_compact);
-- Near spellings and "query inside the mark" (LIKE '%sky%'): trigrams of the compact name.
CREATE INDEX IF NOT EXISTS marks_name_compact_trgm_idx ON marks USING gin (name_compact gin_trgm_ops);
-- Visual look-alikes (0/O, 1/l/I, rn/m): equality on the skeleton.
CREATE INDEX IF NOT EXISTS marks_skeleton_idx ON marks (skeleton);
-- Sound-alikes: equal Double Metaphone codes. (Trigrams of the codes were tried and dropped: codes use
-- few letters, so their trigrams are too common for an index to pay.)
CREATE INDEX IF NOT EXISTS marks_phonetic_primary_idx ON marks (phonetic_primary);
CREATE INDEX IF NOT EXISTS marks_phonetic_secondary_idx ON marks (phonetic_secondary);
-- Shared words and shared sounding words between multi-word marks.
CREATE INDEX IF NOT EXISTS marks_tokens_idx ON marks USING gin (tokens);
CREATE INDEX IF NOT EXISTS marks_phonetic_tokens_idx ON marks USING gin (phonetic_tokens);
