import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { ledgerTransactions } from './wallet';

/*
 * The withdrawal turnover as an obligation per member (issue 27; migration 0028; docs/transfers.md). Paid deposits
 * add to it, valid bets placed since `since` work it off, transfers between members move its unmet part.
 */

/**
 * A member's turnover obligation: the valid bets required since `since` (deposits x the brand's multiple plus what
 * transfers brought, less what transfers took). Unmet = required - valid bets placed since `since`; once met, the next
 * change starts a new obligation from then (bets beyond it are not banked for later deposits).
 */
export const turnoverObligations = pgTable(
  'turnover_obligations',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    requiredMinor: bigint('required_minor', { mode: 'number' }).notNull().default(0),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('turnover_obligations_required_check', sql`${t.requiredMinor} >= 0`)],
);

/** The obligation one transfer carried from its sender to its receiver (one row per ledger transaction). */
export const turnoverObligationMoves = pgTable(
  'turnover_obligation_moves',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerTransactions.id),
    brandId: text('brand_id').notNull(),
    fromMemberId: integer('from_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    toMemberId: integer('to_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** the money moved */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** the turnover obligation that moved with it */
    obligationMinor: bigint('obligation_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('turnover_obligation_moves_to_idx').on(t.toMemberId, t.createdAt)],
);
