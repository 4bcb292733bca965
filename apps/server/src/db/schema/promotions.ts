import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/*
 * Promotions and bonuses (issue 12). Promotions are operator data per brand (seeded; changed with the admin CLI,
 * every change written to operator_audit). A bonus lives in its own member wallet (code BONUS:<id>) on the ledger.
 */

/** Text in each language of the brand: { EN: '...', TY: '...' }. */
export type Localized = Record<string, string>;

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** a stable operator name (seed key): unique per brand */
    code: text('code').notNull(),
    category: text('category').notNull(),
    /** contract promotionMechanicSchema */
    mechanic: text('mechanic').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    /** operator HTML, sanitised again on every read */
    rulesHtml: jsonb('rules_html').$type<Localized>().notNull(),
    image: text('image').notNull(),
    /** contract promotionTermsSchema */
    terms: jsonb('terms').notNull(),
    sort: integer('sort').notNull().default(0),
    /** active or closed (an operator closed it before its end) */
    status: text('status').notNull().default('active'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotions_brand_code_idx').on(t.brandId, t.code), index('promotions_brand_status_idx').on(t.brandId, t.status, t.sort)],
);

/** One member's part in one promotion: joined, requested, a raffle ticket, a one-time grant. */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** joined, claimed (reward paid), process (a raffle ticket waiting for the draw), issued (granted by the system) */
    state: text('state').notNull(),
    ticketNo: text('ticket_no'),
    rewardMinor: bigint('reward_minor', { mode: 'number' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_entries_promotion_member_idx').on(t.promotionId, t.memberId),
    index('promotion_entries_member_idx').on(t.memberId),
    // a raffle ticket number is unique within its raffle
    uniqueIndex('promotion_entries_promotion_ticket_idx').on(t.promotionId, t.ticketNo).where(sql`${t.ticketNo} is not null`),
  ],
);

export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id').references(() => promotions.id),
    /** what earned it (signup:<promo>, deposit:<order>, ...): one bonus per member and key */
    grantKey: text('grant_key').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** active, released, forfeited, expired, spent */
    status: text('status').notNull().default('active'),
    grantedMinor: bigint('granted_minor', { mode: 'number' }).notNull(),
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'number' }).notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'number' }).notNull().default(0),
    /** stakes it paid for bets that are still open */
    openStakeMinor: bigint('open_stake_minor', { mode: 'number' }).notNull().default(0),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'number' }).notNull(),
    /** a no-deposit bonus's largest cash-out: what it holds above this at release goes back to the house */
    maxCashoutMinor: bigint('max_cashout_minor', { mode: 'number' }),
    /** its winnings may be withdrawn only after a deposit of at least this much, made after the grant */
    depositRequiredMinor: bigint('deposit_required_minor', { mode: 'number' }),
    /** what it has paid into main so far (its release and payouts of its stakes after it): never above the cap */
    cashedOutMinor: bigint('cashed_out_minor', { mode: 'number' }).notNull().default(0),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonuses_member_grant_idx').on(t.memberId, t.grantKey),
    index('bonuses_member_active_idx').on(t.memberId, t.id).where(sql`${t.status} = 'active'`),
    index('bonuses_active_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    index('bonuses_member_granted_idx').on(t.memberId, t.grantedAt),
    index('bonuses_promotion_idx').on(t.promotionId).where(sql`${t.promotionId} is not null`),
  ],
);

export const activityApplications = pgTable(
  'activity_applications',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    comment: text('comment').notNull(),
    /** file names under DATA_DIR/proofs (random) */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** applying, issued, rejected */
    status: text('status').notNull().default('applying'),
    remark: text('remark'),
    rewardMinor: bigint('reward_minor', { mode: 'number' }),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('activity_applications_member_request_idx').on(t.memberId, t.requestId),
    index('activity_applications_member_created_idx').on(t.memberId, t.createdAt),
    index('activity_applications_status_idx').on(t.status, t.createdAt),
    index('activity_applications_promotion_idx').on(t.promotionId, t.status),
    // one application waiting for a decision per member and promotion (concurrent applications insert one row)
    uniqueIndex('activity_applications_one_applying_idx').on(t.promotionId, t.memberId).where(sql`${t.status} = 'applying'`),
  ],
);

/** A raffle's committed seed (its hash is public before the draw) and, once drawn, its winners. */
export const raffleDraws = pgTable(
  'raffle_draws',
  {
    promotionId: integer('promotion_id')
      .primaryKey()
      .references(() => promotions.id),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** [{ ticketNo, memberId, player, prizeMinor }] */
    winners: jsonb('winners').notNull().default([]),
  },
  (t) => [index('raffle_draws_pending_idx').on(t.promotionId).where(sql`${t.drawnAt} is null`)],
);

export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    lines: jsonb('lines').notNull(),
    /** the turnover window this claim paid: bets settled after `since` and up to `until` */
    since: timestamp('since', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rebate_claims_member_request_idx').on(t.memberId, t.requestId), index('rebate_claims_member_until_idx').on(t.memberId, t.until)],
);

/** Per-brand promotion settings: rebate rates (base and by VIP rank), the smallest rebate claim, the tab order. */
export const promotionSettings = pgTable('promotion_settings', {
  brandId: text('brand_id').primaryKey(),
  /** { base: { RNG: 80, ... }, ranks: [{ minRank: 5, rates: { ... } }] } in basis points of valid turnover */
  rebateRates: jsonb('rebate_rates').notNull(),
  minRebateClaimMinor: bigint('min_rebate_claim_minor', { mode: 'number' }).notNull(),
  categoryOrder: jsonb('category_order').$type<string[]>().notNull(),
  referralEnabled: integer('referral_enabled').notNull().default(1),
  /** accounts an agent registered get the sign-up reward only when the brand opts in */
  signupForAgentRegistered: boolean('signup_for_agent_registered').notNull().default(false),
  /** the sign-up reward waits for no account sharing an address, device, bank account or payee name */
  signupRiskCheck: boolean('signup_risk_check').notNull().default(true),
});

/** Every operator change (CLI or admin route): who, when, what. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id'),
    /** the operator's name (ADMIN_ACTOR or the OS user) */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** the client address the operator acted from (null for the server's own jobs) */
    ip: text('ip'),
  },
  (t) => [index('operator_audit_at_idx').on(t.at), index('operator_audit_target_idx').on(t.target, t.at), index('operator_audit_actor_idx').on(t.actor, t.at)],
);
