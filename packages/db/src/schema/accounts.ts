// Accounts tables (users, sessions, one-time codes, login attempts, contact messages): mirrors migrations/0001_accounts.sql.
export {};
