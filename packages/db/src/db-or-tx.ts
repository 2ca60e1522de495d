import type { Db } from './open-database.ts';

/**
 * The pool's query builder or one of its transactions: domain functions that may run inside a
 * caller's transaction take this (Drizzle's `transaction` on a transaction opens a savepoint).
 */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
