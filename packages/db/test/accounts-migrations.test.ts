import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listMigrations } from '../src/migrate.ts';
import { openTestDatabase } from '../src/testing.ts';

const migrationSql = (name: string) =>
  readFileSync(new URL(`../migrations/${name}`, import.meta.url), 'utf8');
const EMAIL_CHANGE = '0004_atomic_rate_limits_and_email_change.sql';

describe('migration 0004 (rate-limit counters, e-mail change codes)', () => {
  it('spends all but the newest outstanding code per user and purpose, then allows only one', async () => {
    const database = await openTestDatabase({ runMigrations: false });
    try {
      for (const name of listMigrations().filter((file) => file < EMAIL_CHANGE)) {
        await database.pool.query(migrationSql(name));
      }
      const { rows } = await database.pool.query<{ id: string }>(
        "INSERT INTO users (email, first_name, password_hash) VALUES ('a@example.com', 'A', 'x') RETURNING id",
      );
      const userId = rows[0]?.id;
      // Three outstanding reset codes (the bug: each still worked) and one activation code.
      await database.pool.query(
        `INSERT INTO one_time_codes (user_id, purpose, code_hash, created_at, expires_at) VALUES
           ($1, 'password_reset', 'old', now() - interval '3 minutes', now() + interval '1 hour'),
           ($1, 'password_reset', 'older', now() - interval '9 minutes', now() + interval '1 hour'),
           ($1, 'password_reset', 'newest', now() - interval '1 minute', now() + interval '1 hour'),
           ($1, 'activation', 'activate', now() - interval '9 minutes', now() + interval '1 day')`,
        [userId],
      );
      await database.pool.query(migrationSql(EMAIL_CHANGE));

      const outstanding = await database.pool.query<{ code_hash: string }>(
        'SELECT code_hash FROM one_time_codes WHERE used_at IS NULL ORDER BY code_hash',
      );
      expect(outstanding.rows.map((row) => row.code_hash)).toEqual(['activate', 'newest']);
      await expect(
        database.pool.query(
          `INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES ($1, 'password_reset', 'again', now())`,
          [userId],
        ),
      ).rejects.toMatchObject({ code: '23505' });

      // An e-mail change code carries its (lower-case) address; the other purposes carry none.
      await database.pool.query(
        `INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at, new_email)
         VALUES ($1, 'email_change', 'change', now(), 'b@example.com')`,
        [userId],
      );
      for (const [purpose, newEmail] of [
        ['email_change', null],
        ['email_change', 'Upper@example.com'],
        ['activation', 'b@example.com'],
      ]) {
        await expect(
          database.pool.query(
            `INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at, used_at, new_email)
             VALUES ($1, $2, $3, now(), now(), $4)`,
            [userId, purpose, `bad-${purpose}-${newEmail}`, newEmail],
          ),
        ).rejects.toMatchObject({ code: '23514' });
      }

      const tables = await database.pool.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
         WHERE table_name IN ('login_attempts', 'rate_limit_hits', 'rate_limit_counters')`,
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(['rate_limit_counters']);
    } finally {
      await database.close();
    }
  });
});
