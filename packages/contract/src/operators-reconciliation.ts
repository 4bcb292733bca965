import { z } from 'zod';

/**
 * The daily payments reconciliation (issue 32): for one brand and one of its business days (UTC shifted by the
 * brand's report offset, the payments report's day), per deposit channel, the orders, the provider's events and the
 * ledger's deposit postings side by side, and every order where they disagree. The day covers the orders created in
 * it plus any order with an event received or a posting made in it (a late webhook shows on the day it came).
 * Amounts are minor units of the brand's currency. Flat rows, so the back office exports them to CSV as they are.
 */
export const reconciliationQuerySchema = z.object({
  brandId: z.string().min(1).max(64),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day: YYYY-MM-DD'),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/**
 * - paid_not_credited: the provider (or finance) said PAID but the member has no deposit posting (an event refused
 *   for its amount or currency, or a failure between the event and the credit);
 * - paid_without_posting: the order reads paid but no deposit posting exists;
 * - credited_without_event: a deposit posting with no PAID event that credited it (no provider event nor finance's
 *   confirmation), or a posting naming no order of the brand;
 * - amount_differs: the order was credited, but the postings' sum or a PAID event's amount is not the order's.
 */
export const MISMATCH_KINDS = ['paid_not_credited', 'paid_without_posting', 'credited_without_event', 'amount_differs'] as const;
export const mismatchKindSchema = z.enum(MISMATCH_KINDS);
export type MismatchKind = z.infer<typeof mismatchKindSchema>;

/** A count and its amount under a key: an order status, an event's outcome ('failed' for FAILED events), 'deposit'. */
export const reconciliationFigureSchema = z.object({ key: z.string(), count: z.number().int(), amountMinor: z.number().int() });
export type ReconciliationFigure = z.infer<typeof reconciliationFigureSchema>;

export const reconciliationChannelSchema = z.object({
  /** null: deposit postings that name no order of the brand */
  channelId: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  provider: z.string().nullable(),
  /** the day's orders by status (created, pending, submitted, paid, failed, rejected, expired) */
  orders: z.array(reconciliationFigureSchema),
  /** the provider events (and finance's confirmations) of those orders: PAID by outcome, FAILED as 'failed' */
  events: z.array(reconciliationFigureSchema),
  /** the ledger's deposit postings of those orders (the member's leg) */
  ledger: reconciliationFigureSchema,
  mismatches: z.number().int(),
});
export type ReconciliationChannel = z.infer<typeof reconciliationChannelSchema>;

export const reconciliationMismatchSchema = z.object({
  kind: mismatchKindSchema,
  /** the order number (a posting naming no order: its reference, possibly null) */
  orderNo: z.string().nullable(),
  channelId: z.number().int().nullable(),
  channelName: z.string().nullable(),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** the order's status (null: no such order) */
  orderStatus: z.string().nullable(),
  orderMinor: z.number().int().nullable(),
  /** the PAID event's amount (one that differs from the order's first); null: no PAID event */
  eventMinor: z.number().int().nullable(),
  /** the deposit postings' sum; null: none */
  ledgerMinor: z.number().int().nullable(),
  /** when the order was made (a posting without an order: when it was posted), ISO */
  at: z.string(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;

/** the longest list of mismatches one answer carries (mismatchCount has them all) */
export const RECONCILIATION_MAX_MISMATCHES = 500;

export const reconciliationValueSchema = z.object({
  brandId: z.string(),
  day: z.string(),
  /** the brand's time zone: the days are its calendar days */
  timeZone: z.string(),
  /** the instants the day covers, ISO: from (included) to (excluded) */
  from: z.string(),
  to: z.string(),
  channels: z.array(reconciliationChannelSchema),
  /** the mismatches, oldest order first, at most RECONCILIATION_MAX_MISMATCHES */
  mismatches: z.array(reconciliationMismatchSchema),
  mismatchCount: z.number().int(),
});
export type ReconciliationValue = z.infer<typeof reconciliationValueSchema>;
