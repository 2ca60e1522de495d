import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listMigrations } from '../src/migrate.ts';
import { openTestDatabase } from '../src/testing.ts';

const migrationSql = (name: string) =>
  readFileSync(new URL(`../migrations/${name}`, import.meta.url), 'utf8');
const LEDGER = '0005_credit_ledger.sql';

describe('migration 0005 (credit ledger, coupons, plan columns)', () => {
  it('turns existing balances into opening entries and keeps known active plans', async () => {
    const database = await openTestDatabase({ runMigrations: false });
    try {
      for (const name of listMigrations().filter((file) => file < LEDGER))
        await database.pool.query(migrationSql(name));
      const { rows } = await database.pool.query<{ id: string; email: string }>(`
        INSERT INTO users (email, first_name, password_hash, credits, plan_status, plan_name, plan_search_count) VALUES
          ('rich@example.com', 'R', 'x', 7, 'active', 'Light', 15),
          ('none@example.com', 'N', 'x', 0, 'inactive', NULL, 0),
          ('odd@example.com', 'O', 'x', 3, 'active', 'Gold', 9)
        RETURNING id, email`);
      await database.pool.query(migrationSql(LEDGER));

      const users = await database.pool.query<{
        email: string;
        credits: number;
        plan_status: string;
        plan_key: string | null;
      }>('SELECT email, credits, plan_status, plan_key FROM users ORDER BY email');
      expect(users.rows).toEqual([
        { email: 'none@example.com', credits: 0, plan_status: 'inactive', plan_key: null },
        { email: 'odd@example.com', credits: 3, plan_status: 'inactive', plan_key: null },
        { email: 'rich@example.com', credits: 7, plan_status: 'active', plan_key: 'light' },
      ]);
      const ledger = await database.pool.query<{
        email: string;
        delta: number;
        kind: string;
        balance_after: number;
      }>(`
        SELECT u.email, l.delta, l.kind, l.balance_after FROM credit_ledger l JOIN users u ON u.id = l.user_id ORDER BY u.email`);
      expect(ledger.rows).toEqual([
        { email: 'odd@example.com', delta: 3, kind: 'admin', balance_after: 3 },
        { email: 'rich@example.com', delta: 7, kind: 'admin', balance_after: 7 },
      ]);

      // From now on the balance moves only with an entry.
      const rich = rows.find((row) => row.email === 'rich@example.com')!.id;
      await expect(
        database.pool.query('UPDATE users SET credits = 8 WHERE id = $1', [rich]),
      ).rejects.toMatchObject({
        code: '23001',
      });
      const spent = await database.pool.query<{ balance_after: number }>(
        `INSERT INTO credit_ledger (user_id, delta, kind, reason) VALUES ($1, -2, 'search_spend', 'test') RETURNING balance_after`,
        [rich],
      );
      expect(spent.rows[0]?.balance_after).toBe(5);
      await expect(
        database.pool.query(
          `INSERT INTO credit_ledger (user_id, delta, kind, reason) VALUES ($1, -6, 'search_spend', 'test')`,
          [rich],
        ),
      ).rejects.toMatchObject({ code: '23514', constraint: 'users_credits_non_negative' });
      // A spend must be negative, a grant positive.
      await expect(
        database.pool.query(
          `INSERT INTO credit_ledger (user_id, delta, kind, reason) VALUES ($1, 2, 'search_spend', 'test')`,
          [rich],
        ),
      ).rejects.toMatchObject({ code: '23514', constraint: 'credit_ledger_sign' });
      await expect(
        database.pool.query(
          `INSERT INTO users (email, first_name, password_hash, credits) VALUES ('new@example.com', 'N', 'x', 5)`,
        ),
      ).rejects.toMatchObject({ code: '23001' });
    } finally {
      await database.close();
    }
  });
});
