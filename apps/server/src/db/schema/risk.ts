import type { RiskFlagDetail, RiskRules } from '@app/contract/operators-risk';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/*
 * Risk flags and the brand's rules that raise them (issue 30, migration 0048). A flag is advice with a score; it moves
 * no money. One open flag per member and kind: the rule firing again while it is open counts a hit and keeps the
 * latest detail, in one statement (the partial unique index decides), so concurrent deposits raise one flag.
 */
export const riskFlags = pgTable(
  'risk_flags',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    score: integer('score').notNull(),
    /** open or resolved */
    status: text('status').notNull().default('open'),
    detail: jsonb('detail').$type<RiskFlagDetail>().notNull(),
    hits: integer('hits').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('risk_flags_open_idx').on(t.memberId, t.kind).where(sql`${t.status} = 'open'`),
    index('risk_flags_brand_status_idx').on(t.brandId, t.status, t.id),
    index('risk_flags_member_idx').on(t.memberId, t.id),
  ],
);

/** A brand's risk rules (no row: DEFAULT_RISK_RULES). */
export const riskRules = pgTable('risk_rules', {
  brandId: text('brand_id').primaryKey(),
  rules: jsonb('rules').$type<RiskRules>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
