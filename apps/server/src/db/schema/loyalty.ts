import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import type { Localized } from './promotions';

/*
 * Loyalty (issue 14): missions, the VIP ladder, points and the points mall, invite friends and feedback. The rules are
 * operator data per brand (seeded for both demo brands, changed with the admin CLI, audited in operator_audit).
 * Progress that real activity causes (mission progress, points earned, VIP turnover and deposits) is written by
 * triggers on bets, deposit_orders and sessions, so it lands in the very transaction that records the activity.
 */

/** One row per brand: point rates, conversion, the VIP window and reviews, referral rules, feedback word bounds. */
export const loyaltySettings = pgTable('loyalty_settings', {
  brandId: text('brand_id').primaryKey(),
  /** { RNG: 1000, ... }: points per 100 (major) of valid turnover, in basis points (1000 = 0.1 point) */
  pointRatesBp: jsonb('point_rates_bp').$type<Record<string, number>>().notNull(),
  /** conversion: convertPoints points make convertMinor minor units; minimum convertMinPoints; off when false */
  convertEnabled: boolean('convert_enabled').notNull().default(true),
  convertPoints: integer('convert_points').notNull(),
  convertMinor: integer('convert_minor').notNull(),
  convertMinPoints: integer('convert_min_points').notNull(),
  /** VIP progress counts this many days back (today included) */
  vipWindowDays: integer('vip_window_days').notNull().default(30),
  /** tiers only go down at the review; members below their keep requirement are told this many days before */
  vipNextReviewAt: timestamp('vip_next_review_at', { withTimezone: true }).notNull(),
  vipReviewEveryDays: integer('vip_review_every_days').notNull().default(30),
  vipNoticeDays: integer('vip_notice_days').notNull().default(7),
  /** contract referralRulesSchema */
  referralRules: jsonb('referral_rules').notNull(),
  feedbackMinWords: integer('feedback_min_words').notNull().default(5),
  feedbackMaxWords: integer('feedback_max_words').notNull().default(300),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** a stable operator name (seed key): unique per brand */
    code: text('code').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    /** contract missionKindSchema */
    kind: text('kind').notNull(),
    /** contract missionPeriodSchema */
    period: text('period').notNull(),
    /** the category counted (bet_count, turnover); null: all */
    gameType: text('game_type'),
    target: bigint('target', { mode: 'number' }).notNull(),
    /** contract loyaltyRewardSchema */
    reward: jsonb('reward').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('missions_brand_code_idx').on(t.brandId, t.code), index('missions_brand_kind_idx').on(t.brandId, t.kind)],
);

/** A member's progress on a mission in one period ('2026-11-26', '2026-W48', 'once'). */
export const missionProgress = pgTable(
  'mission_progress',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    periodKey: text('period_key').notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    /** login_days: the last day counted */
    lastDay: date('last_day', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** the points the claim paid (leaderboard) */
    rewardPoints: integer('reward_points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.missionId, t.periodKey] }), index('mission_progress_claimed_idx').on(t.periodKey, t.claimedAt)],
);

/** The VIP tiers of a brand; rank 0 is the entry tier everyone starts in. */
export const vipTiers = pgTable(
  'vip_tiers',
  {
    brandId: text('brand_id').notNull(),
    rankLevel: integer('rank_level').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    color: text('color').notNull(),
    color2: text('color2').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull(),
    keepTurnoverMinor: bigint('keep_turnover_minor', { mode: 'number' }).notNull(),
    /** contract vipBenefitsSchema without vipService (derived from the rank) */
    benefits: jsonb('benefits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.rankLevel] })],
);

/** A member's valid turnover and paid deposits per brand day: the VIP window sums these. */
export const vipMemberDaily = pgTable(
  'vip_member_daily',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull().default(0),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/** Every tier change, booked when it happens; notified_at once the platform message is sent. */
export const vipChanges = pgTable(
  'vip_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    /** upgrade, downgrade, operator, notice (a warning before a review: from = to) */
    reason: text('reason').notNull(),
    /** the review a notice warns about */
    reviewAt: timestamp('review_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [index('vip_changes_member_idx').on(t.memberId, t.id), index('vip_changes_unnotified_idx').on(t.id).where(sql`notified_at is null`)],
);

/** Points per member (whole points) with the carried fraction of the turnover not yet worth a point. */
export const pointBalances = pgTable('point_balances', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  brandId: text('brand_id').notNull(),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  earnedTotal: bigint('earned_total', { mode: 'number' }).notNull().default(0),
  /** turnover x rate not yet a whole point, in units of 1/10^8 point */
  carry: bigint('carry', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The points ledger: every change with the balance after it; idempotent per member and key where a key is given. */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** contract pointTransactionKindSchema */
    kind: text('kind').notNull(),
    change: bigint('change', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** what it was for: { gameType } / { missionId } / { redemptionId, referenceNo } / { transactionId } */
    meta: jsonb('meta').notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_transactions_member_idx').on(t.memberId, t.id), uniqueIndex('point_transactions_key_idx').on(t.memberId, t.idempotencyKey)],
);

export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    unit: jsonb('unit').$type<Localized>().notNull(),
    image: text('image').notNull(),
    pointsCost: integer('points_cost').notNull(),
    minRank: integer('min_rank').notNull().default(0),
    stock: integer('stock').notNull(),
    perMemberLimit: integer('per_member_limit'),
    physical: boolean('physical').notNull().default(false),
    /** contract loyaltyRewardSchema: what approval pays (digital items) */
    grant: jsonb('grant'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('point_rewards_brand_code_idx').on(t.brandId, t.code), index('point_rewards_brand_idx').on(t.brandId, t.active, t.sort)],
);

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    referenceNo: text('reference_no').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    /** processing, approved, rejected */
    status: text('status').notNull().default('processing'),
    remark: text('remark'),
    address: jsonb('address'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('point_redemptions_reference_idx').on(t.referenceNo),
    uniqueIndex('point_redemptions_request_idx').on(t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.memberId, t.id),
    index('point_redemptions_status_idx').on(t.brandId, t.status, t.id),
  ],
);

/** A friend who registered with a member's invite code; the reward is paid once per friend. */
export const referrals = pgTable(
  'referrals',
  {
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => members.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    brandId: text('brand_id').notNull(),
    /** registered, deposited, qualified */
    status: text('status').notNull().default('registered'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    /** contract loyaltyRewardSchema, as paid */
    reward: jsonb('reward'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** 'held' while the inviter and the friend share an identity (docs/multi-account.md), then 'released' or 'rejected' */
    reviewStatus: text('review_status'),
    /** why it was held: sharedIdentityReasons' list, [{ reason, otherMemberId }] */
    reviewReasons: jsonb('review_reasons'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** the operator who released or rejected it */
    reviewedBy: text('reviewed_by'),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.registeredAt), index('referrals_review_idx').on(t.brandId, t.reviewStatus)],
);

/** A member's own invite code (the referralCode friends register with). */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invite_codes_brand_code_idx').on(t.brandId, t.code)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    category: text('category').notNull(),
    content: text('content').notNull(),
    /** the screenshot's stored file name (DATA_DIR/proofs) */
    imageFile: text('image_file'),
    requestId: text('request_id'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_member_idx').on(t.memberId, t.id), index('feedback_open_idx').on(t.brandId, t.repliedAt, t.id), uniqueIndex('feedback_request_idx').on(t.memberId, t.requestId)],
);
