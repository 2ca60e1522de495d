import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './open-database.ts';

/**
 * A fresh, migrated database (unless `runMigrations` is false) for one test file: a new database on the server named by
 * TEST_DATABASE_URL when it is set (dropped again on close), an in-memory PGlite otherwise.
 */
export async function openTestDatabase(options: { runMigrations?: boolean } = {}): Promise<Database> {
  const runMigrations = options.runMigrations ?? true;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://', runMigrations });

  const name = `bw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, runMigrations });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
