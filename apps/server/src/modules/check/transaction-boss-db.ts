import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '@brandwright/db';

/**
 * pg-boss's `db` option over a Drizzle transaction, so a job is inserted in the transaction that
 * records its search. On the embedded database a second connection inside an open transaction would
 * wait forever (decision 0006), and on PostgreSQL a job sent after commit could be lost to a crash.
 * pg-boss writes positional parameters ($1…); each becomes a bound parameter of the same statement.
 */
export function transactionBossDb(tx: DbOrTx): PgBoss.Db {
  return {
    // pg-boss types rows as any[]; the rows go straight back to it.
    async executeSql(text: string, values: unknown[] = []) {
      const result = await tx.execute(positionalSql(text, values));
      return { rows: result.rows };
    },
  };
}

export function positionalSql(text: string, values: readonly unknown[]): SQL {
  if (text.includes('$$')) throw new Error('dollar-quoted SQL cannot be run through a transaction adapter');
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`SQL parameter $${index + 1} has no value`);
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
