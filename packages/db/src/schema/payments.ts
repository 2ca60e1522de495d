// Payments and processed Stripe events: mirrors migrations/0006_payments.sql, the source of truth.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  kind: text('kind', { enum: ['checkout', 'renewal'] }).notNull(),
  providerRef: text('provider_ref').notNull(),
  productKey: text('product_key').notNull(),
  mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
  amountTotal: integer('amount_total').notNull(),
  currency: text('currency').notNull().default('gbp'),
  status: text('status', { enum: ['pending', 'paid', 'failed'] })
    .notNull()
    .default('pending'),
  subscriptionId: text('subscription_id'),
  subscriptionEndedAt: timestamptz('subscription_ended_at'),
  paidAt: timestamptz('paid_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamptz('processed_at').notNull().defaultNow(),
});
