import type { RiskFlagDetail, RiskRules } from '@app/contract/operators-risk';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A reward kept back while the member had an open flag at or above the brand's reward hold score (issue 30, migration
 * 0054): the grant exactly as grantReward received it, once per member and grant key. held, then paid (through the
 * same grant, when the last holding flag is resolved) or dropped (an operator's decision with a note).
 */
export const heldRewards = pgTable(
  'held_rewards',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    grantKey: text('grant_key').notNull(),
    /** the RewardGrant (modules/promotions/grants.ts) */
    grant: jsonb('grant').$type<Record<string, unknown>>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** held, paid or dropped */
    status: text('status').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('held_rewards_member_grant_idx').on(t.memberId, t.grantKey),
    index('held_rewards_member_status_idx').on(t.memberId, t.status, t.id),
    index('held_rewards_brand_status_idx').on(t.brandId, t.status, t.id),
  ],
);
