import type { Database } from '@brandwright/db';
import type { AppConfig } from './config.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/** What every route and domain function may use; built once in server.ts (or by a test). */
export interface AppContext {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
}
