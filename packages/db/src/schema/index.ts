// Drizzle table definitions, one file per area. The SQL in migrations/ is the source of truth for the
// database; these definitions mirror it for typed queries and must be changed together with it.
export * from './accounts.ts';
export * from './registers.ts';
export * from './payments.ts';
export * from './credits.ts';
