import type { Database } from '@brandwright/db';
import type { AppConfig } from './config.ts';
import type { CheckRuntime } from './modules/check/check-runtime.ts';
import type { GenerationPool } from './modules/create/generation-pool.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { ClassFinder } from './routes/trademark-classes/index.ts';

/** What every route and domain function may use; built once in server.ts (or by a test). */
export interface AppContext {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  /** The Nice class finder (`findClasses` of @brandwright/clearance); its route exists only when given. */
  findClasses?: ClassFinder;
  /** The Create tool's worker pool (server.ts starts it at boot); buildApp makes one that starts on first use otherwise. */
  generation?: GenerationPool;
  /** The Check tool's job queue and sources (server.ts starts it at boot); buildApp makes one that starts on first use otherwise. */
  checkRuntime?: CheckRuntime;
}
