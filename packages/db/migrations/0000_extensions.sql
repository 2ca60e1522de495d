-- Trigram similarity and phonetic functions used by the trademark and name searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
