// Credit ledger and coupons: mirrors migrations/0005_credit_ledger.sql, the source of truth. Insert
// ledger entries with the SQL of apps/server/src/modules/credits (the trigger sets balance_after and
// moves users.credits); entries are never updated or deleted.
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const creditLedgerKinds = ['grant', 'purchase', 'coupon', 'search_spend', 'refund', 'admin'] as const;
export type CreditLedgerKind = (typeof creditLedgerKinds)[number];

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: creditLedgerKinds }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_ledger_kind_reference_key')
      .on(table.kind, table.reference)
      .where(sql`reference IS NOT NULL`),
    index('credit_ledger_user_id_idx').on(table.userId, table.id),
  ],
);

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  credits: integer('credits').notNull(),
  source: text('source', { enum: ['admin', 'env'] })
    .notNull()
    .default('admin'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  disabledAt: timestamptz('disabled_at'),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamptz('redeemed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.couponCode, table.userId] })],
);
