// Accounts tables (users, sessions, one-time codes, login attempts, rate-limit hits, contact messages):
// mirrors migrations/0001_accounts.sql, which is the source of truth.
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  storeMyData: boolean('store_my_data').notNull().default(false),
  userMarketing: boolean('user_marketing').notNull().default(false),
  activatedAt: timestamptz('activated_at'),
  credits: integer('credits').notNull().default(0),
  planStatus: text('plan_status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('inactive'),
  planName: text('plan_name'),
  planSearchCount: integer('plan_search_count').notNull().default(0),
  planExpiresAt: timestamptz('plan_expires_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  isRemembered: boolean('is_remembered').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const loginAttempts = pgTable('login_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  ipAddress: text('ip_address').notNull(),
  succeeded: boolean('succeeded').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  bucket: text('bucket').notNull(),
  subject: text('subject').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  message: text('message').notNull(),
  phone: text('phone'),
  isExistingCustomer: boolean('is_existing_customer').notNull().default(false),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  ipAddress: text('ip_address'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
