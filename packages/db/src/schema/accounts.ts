// Accounts tables (users, sessions, one-time codes, rate-limit counters, contact messages): mirrors
// migrations/0001_accounts.sql, 0004_atomic_rate_limits_and_email_change.sql and the plan columns of
// 0005_credit_ledger.sql, the source of truth.
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  storeMyData: boolean('store_my_data').notNull().default(false),
  userMarketing: boolean('user_marketing').notNull().default(false),
  activatedAt: timestamptz('activated_at'),
  /**
   * A cache of the sum of the user's credit_ledger entries, written only by the ledger's trigger
   * (a direct update is refused by the database): read it, never set it (decision 0009).
   */
  credits: integer('credits').notNull().default(0),
  planStatus: text('plan_status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('inactive'),
  /** Display name of the active plan ('Single Session', 'Light', 'Unlimited'); null when none. */
  planName: text('plan_name'),
  planKey: text('plan_key', { enum: ['single_session', 'light', 'unlimited'] }),
  /** Unlimited: the renewal date (the plan lapses after it unless renewed); null for the others. */
  planExpiresAt: timestamptz('plan_expires_at'),
  planActivatedAt: timestamptz('plan_activated_at'),
  /** Last request that counted as activity (Single Session lapses 30 minutes after it). */
  lastActivityAt: timestamptz('last_activity_at'),
  planEndedAt: timestamptz('plan_ended_at'),
  planEndReason: text('plan_end_reason'),
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
  purpose: text('purpose', { enum: ['activation', 'password_reset', 'email_change'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  /** The address an 'email_change' code confirms (lower-cased); null for the other purposes. */
  newEmail: text('new_email'),
});

/** Rate-limit hits per bucket, subject and fixed window (decision 0007). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.subject, table.windowStart] })],
);

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
