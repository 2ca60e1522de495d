import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../src/testing.ts';

const SMALLER_INDEXES = readFileSync(
  new URL('../migrations/0003_smaller_search_indexes.sql', import.meta.url),
  'utf8',
);

describe('migration 0003 (smaller search indexes)', () => {
  it('moves the "~" respelling out of phonetic_tokens of rows written before it, and can run again', async () => {
    const database = await openTestDatabase();
    try {
      // A row as the 0002 importer wrote it: the respelling rode in phonetic_tokens.
      await database.pool.query(
        `INSERT INTO marks (office, number, name, status, name_norm, name_compact, skeleton, phonetic_primary,
           phonetic_secondary, phonetic_tokens, tokens, content_hash)
         VALUES ('US', '1', 'STAR BUCKS', 'registered', 'star bucks', 'starbucks', 'starbvcks', 'STRP', 'STRP',
           '{STR,PKS,~starbuks}', '{star,bucks}', 'h'),
                ('US', '2', 'OX', 'registered', 'ox', 'ox', 'ox', 'AKS', 'AKS', '{AKS}', '{ox}', 'h')`,
      );
      await database.pool.query(SMALLER_INDEXES);
      const { rows } = await database.pool.query<{
        number: string;
        spelling: string;
        phonetic_tokens: string[];
      }>('SELECT number, spelling, phonetic_tokens FROM marks ORDER BY number');
      expect(rows).toEqual([
        { number: '1', spelling: 'starbuks', phonetic_tokens: ['STR', 'PKS'] },
        { number: '2', spelling: '', phonetic_tokens: ['AKS'] },
      ]);
      const collations = await database.pool.query<{ column_name: string; collation_name: string }>(
        `SELECT column_name, collation_name FROM information_schema.columns
         WHERE table_name = 'marks' AND column_name IN ('name_compact', 'spelling', 'tokens') ORDER BY column_name`,
      );
      expect(collations.rows.map((row) => row.collation_name)).toEqual(['C', 'C', 'C']);
      const indexes = await database.pool.query<{ indexdef: string }>(
        "SELECT indexdef FROM pg_indexes WHERE indexname IN ('marks_tokens_idx', 'marks_spelling_idx') ORDER BY indexname",
      );
      expect(indexes.rows.map((row) => row.indexdef)).toEqual([
        expect.stringContaining('(spelling)'),
        expect.stringMatching(/gin \(tokens\) WHERE \(cardinality\(tokens\) > 1\)/),
      ]);
    } finally {
      await database.close();
    }
  });
});
