// Trademark register tables: mirrors migrations/0002_registers.sql and 0003_smaller_search_indexes.sql.
import { bigserial, date, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const marks = pgTable(
  'marks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    office: text('office').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    rawStatus: text('raw_status'),
    classes: integer('classes').array().notNull().default([]),
    filed: date('filed'),
    registered: date('registered'),
    owners: text('owners').array().notNull().default([]),
    representatives: text('representatives').array().notNull().default([]),
    goodsServices: text('goods_services'),
    officeUrl: text('office_url'),
    source: text('source').notNull().default('import'),
    nameNorm: text('name_norm').notNull(),
    nameCompact: text('name_compact').notNull(),
    skeleton: text('skeleton').notNull(),
    phoneticPrimary: text('phonetic_primary').notNull(),
    phoneticSecondary: text('phonetic_secondary').notNull(),
    phoneticTokens: text('phonetic_tokens').array().notNull().default([]),
    tokens: text('tokens').array().notNull().default([]),
    spelling: text('spelling').notNull().default(''),
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('marks_office_number_key').on(table.office, table.number)],
);
