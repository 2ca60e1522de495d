import { sql, type SQL } from 'drizzle-orm';

/** Epoch milliseconds; injected by tests so refills and expiries are decided without sleeping. */
export type Clock = () => number;

/**
 * The time a statement decides with: the database's own clock by default, so every web and worker
 * process agrees on refills and expiries whatever their machines' clocks say. `clock_timestamp()`
 * rather than `now()`: the latter is the transaction's start, which a caller's transaction could hold
 * back. Use it once per statement (in a CTE) so one decision sees one instant.
 */
export function clockSql(now: Clock | undefined): SQL {
  if (!now) return sql`clock_timestamp()`;
  return sql`${new Date(now()).toISOString()}::timestamptz`;
}
