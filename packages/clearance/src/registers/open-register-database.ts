// The database the register tools use: DATABASE_URL (PostgreSQL) or the embedded PGlite in DATA_DIR,
// attaching to a running server's database instead of opening the directory twice.
import { openDatabase, type Database } from '@brandwright/db';

export function openRegisterDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  return openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || undefined,
    attachToRunningOwner: true,
  });
}
