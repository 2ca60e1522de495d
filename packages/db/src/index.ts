export {
  openDatabase,
  type Database,
  type DatabaseKind,
  type Db,
  type OpenDatabaseOptions,
} from './open-database.ts';
export type { DbOrTx } from './db-or-tx.ts';
export { migrate, listMigrations } from './migrate.ts';
export { readOwner, type DataDirOwner } from './data-dir-lock.ts';
export * as schema from './schema/index.ts';
