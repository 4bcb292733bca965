import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/*
 * Responsible gaming (issue 17; migration 0020). docs/responsible-gaming.md has the rules. The member's state row is
 * the lock every money path takes (SELECT ... FOR UPDATE) before it checks and books against the limits.
 */

/** One row per member who ever set a limit or a block: the running block, the session limit, and the money paths' lock. */
export const rgMemberState = pgTable('rg_member_state', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  brandId: text('brand_id').notNull(),
  /** timeOut, selfExclusion, sessionLimit; null when none ever ran (an ended block keeps its row until replaced) */
  blockKind: text('block_kind'),
  blockStartedAt: timestamp('block_started_at', { withTimezone: true }),
  /** null with a block kind: permanent (self-exclusion) */
  blockUntil: timestamp('block_until', { withTimezone: true }),
  blockAllBrands: boolean('block_all_brands').notNull().default(false),
  /** the session time limit in force (minutes): a copy of the rg_limits row the session lookup reads without a join */
  sessionLimitMinutes: integer('session_limit_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's limit: the value in force and a pending raise or removal with the time it may be confirmed. */
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** deposit, loss, wager, session */
    kind: text('kind').notNull(),
    /** daily, weekly, monthly, session */
    period: text('period').notNull(),
    /** minor units (minutes for session); null: no limit in force (a row may hold only a pending change) */
    valueMinor: bigint('value_minor', { mode: 'number' }),
    /** a raise or removal waiting for its cooling-off and the player's confirmation */
    pending: boolean('pending').notNull().default(false),
    /** the value after the pending change; null with pending: removal */
    pendingValueMinor: bigint('pending_value_minor', { mode: 'number' }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'rg_limits_pk', columns: [t.memberId, t.kind, t.period] })],
);

/** Every change of a limit, block or brand pack: who (the member or the operator), what, before and after. */
export const rgAudit = pgTable(
  'rg_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    /** null for a brand's pack switch */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** 'member', or 'operator:<name>' */
    actor: text('actor').notNull(),
    /** limit_set, limit_lowered, limit_raise_requested, limit_confirmed, limit_change_cancelled, time_out, self_exclusion, session_limit_reached, pack_switched */
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rg_audit_member_idx').on(t.memberId, t.id), index('rg_audit_brand_idx').on(t.brandId, t.id)],
);

/** The operator's choice of a brand's pack, over the one its brand file names (switching changes behaviour without code). */
export const rgBrandPacks = pgTable('rg_brand_packs', {
  brandId: text('brand_id').primaryKey(),
  packId: text('pack_id').notNull(),
  changedBy: text('changed_by').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
