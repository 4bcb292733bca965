import { z } from 'zod';
import { POINT_TRANSACTION_KINDS } from './constants';
import { bonusTermsSchema } from './promotions';
import { gameTypeSchema } from './system';
import { pageQueryShape, pageValueShape, rangeQueryShape, requestIdSchema } from './wallet';

/*
 * Loyalty (issue 14): missions with a leaderboard, the VIP ladder, points and the points mall, invite friends and
 * feedback. Every rule is operator data per brand (missions, tiers, point rates, the catalogue, referral rules, the
 * feedback word bounds); the figures a player reads come from that data.
 *
 * Points are whole numbers and never expire (spec section 9). They are earned from valid turnover at the brand's rate
 * per category: `ratePerHundred` points for each 100 (major units) of valid turnover, times the VIP tier's multiplier.
 * Fractions are carried over per member, so many small bets earn exactly what one large bet would.
 */
const minor = z.number().int();
const id = z.number().int().positive().max(2_147_483_647);
const wholePoints = z.number().int().nonnegative();

// --- rewards (missions and referral) ---
/** What a mission or a referral pays: points, cash to main, or a bonus with wagering through the promotions engine. */
export const loyaltyRewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('points'), points: z.number().int().positive() }),
  z.object({ kind: z.literal('cash'), amountMinor: minor.positive() }),
  z.object({ kind: z.literal('bonus'), amountMinor: minor.positive(), terms: bonusTermsSchema }),
]);
export type LoyaltyReward = z.infer<typeof loyaltyRewardSchema>;

// --- missions ---
/**
 * What a mission counts:
 * - bet_count: bets placed (optionally of one category), counted when placed, taken back when cancelled;
 * - turnover: valid turnover in minor units (optionally of one category), counted when a bet settles;
 * - deposit_count / deposit_amount: paid deposits (count, or minor units);
 * - login_days: days with at least one login (brand's day);
 * - referral_deposit: invited friends who made their first paid deposit.
 */
export const missionKindSchema = z.enum(['bet_count', 'turnover', 'deposit_count', 'deposit_amount', 'login_days', 'referral_deposit']);
export type MissionKind = z.infer<typeof missionKindSchema>;
/** daily and weekly missions reset at the period's boundary in the brand's time zone (weeks start on Monday); once: never */
export const missionPeriodSchema = z.enum(['daily', 'weekly', 'once']);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;
export const missionStatusSchema = z.enum(['in_progress', 'ready', 'claimed']);
export type MissionStatus = z.infer<typeof missionStatusSchema>;

export const missionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: missionKindSchema,
  period: missionPeriodSchema,
  /** the category counted; null: every category */
  gameType: gameTypeSchema.nullable(),
  /** the goal: a count, or minor units for turnover and deposit_amount */
  target: z.number().int().positive(),
  /** this period's progress (capped at nothing: it may pass the target) */
  progress: z.number().int().nonnegative(),
  status: missionStatusSchema,
  reward: loyaltyRewardSchema,
  /** the current period ('2026-11-26', '2026-W48' or 'once') */
  periodKey: z.string(),
  /** when this period ends (ms); null for once */
  resetsAt: z.number().nullable(),
  claimedAt: z.number().nullable(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummaryQuerySchema = z.object({ period: missionPeriodSchema.optional() });
export const missionSummaryValueSchema = z.object({
  list: z.array(missionSchema),
  /** missions ready to claim now: the member centre's badge */
  readyCount: z.number().int().nonnegative(),
  /** the brand's time zone: its days and weeks are the missions' periods */
  timeZone: z.string(),
});
export type MissionSummaryValue = z.infer<typeof missionSummaryValueSchema>;

export const claimMissionBodySchema = z.object({ missionId: id, requestId: requestIdSchema.optional() });
export const claimMissionValueSchema = z.object({
  mission: missionSchema,
  reward: loyaltyRewardSchema,
  /** the bonus granted when the reward is a bonus */
  bonusId: z.number().int().nullable(),
  /** the points balance after a points reward */
  pointsBalance: wholePoints.nullable(),
});

export const leaderboardPeriodSchema = z.enum(['daily', 'weekly', 'all']);
export const missionLeaderboardQuerySchema = z.object({
  period: leaderboardPeriodSchema.default('weekly'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** masked username */
  player: z.string(),
  /** missions claimed in the period */
  completed: z.number().int(),
  /** points earned from missions in the period */
  points: z.number().int(),
  me: z.boolean(),
});
export const missionLeaderboardValueSchema = z.object({
  period: leaderboardPeriodSchema,
  periodKey: z.string(),
  /** when the period ends (ms); null for all */
  endsAt: z.number().nullable(),
  list: z.array(leaderboardEntrySchema),
  /** the member's own place (null when they have claimed nothing this period) */
  mine: leaderboardEntrySchema.nullable(),
});
export type MissionLeaderboardValue = z.infer<typeof missionLeaderboardValueSchema>;

// --- VIP ladder ---
export const vipBenefitsSchema = z.object({
  /** added to the manual rebate's rates, basis points of valid turnover */
  rebateBonusBp: z.number().int().min(0).max(10_000),
  /** the largest withdrawal total per day; null: the brand's default */
  withdrawDailyLimitMinor: minor.positive().nullable(),
  withdrawDailyCount: z.number().int().positive().nullable(),
  /** points earned are multiplied by this (10000 = x1) */
  pointsMultiplierBp: z.number().int().min(0).max(100_000),
  /** paid on the member's birthday as a bonus (0: none) */
  birthdayBonusMinor: minor.nonnegative(),
  /** VIP customer service (the spec: rank above 4) */
  vipService: z.boolean(),
});
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;
export const vipTierSchema = z.object({
  rankLevel: z.number().int().nonnegative(),
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  /** to reach the tier: valid turnover and paid deposits over the rolling window */
  turnoverMinor: minor.nonnegative(),
  depositMinor: minor.nonnegative(),
  /** to keep it at a review: valid turnover over the window */
  keepTurnoverMinor: minor.nonnegative(),
  benefits: vipBenefitsSchema,
});
export type VipTier = z.infer<typeof vipTierSchema>;
export const vipChangeSchema = z.object({
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(['upgrade', 'downgrade', 'operator']),
  at: z.number(),
});
export const vipLadderValueSchema = z.object({
  tiers: z.array(vipTierSchema),
  rankLevel: z.number().int().nonnegative(),
  /** the rolling window the progress counts, in days */
  windowDays: z.number().int().positive(),
  progress: z.object({ turnoverMinor: minor, depositMinor: minor }),
  /** the next review (ms): tiers only go down then */
  nextReviewAt: z.number(),
  /** set when the member's turnover is below their tier's keep requirement: the level they drop to at the review */
  downgradeTo: z.number().int().nullable(),
  history: z.array(vipChangeSchema),
  currency: z.string(),
});
export type VipLadderValue = z.infer<typeof vipLadderValueSchema>;

// --- points ---
export const pointBalanceValueSchema = z.object({
  /** current points */
  points: wholePoints,
  /** earned since the account was opened */
  earnedTotal: wholePoints,
});
export const pointRateSchema = z.object({ gameType: gameTypeSchema, ratePerHundred: z.number().nonnegative() });
export const pointConfigValueSchema = z.object({
  /** points per 100 of valid turnover, per category, before the tier's multiplier */
  rates: z.array(pointRateSchema),
  pointsMultiplierBp: z.number().int(),
  /** conversion to the main balance: this many points make `convertMinor` minor units */
  convert: z.object({ enabled: z.boolean(), points: z.number().int().positive(), amountMinor: minor.positive(), minPoints: z.number().int().positive() }),
  /** points never expire (spec section 9) */
  expires: z.literal(false),
  currency: z.string(),
});
export type PointConfigValue = z.infer<typeof pointConfigValueSchema>;

export const pointRewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  category: z.string(),
  /** points per unit */
  pointsCost: z.number().int().positive(),
  /** the unit's name ("voucher", "piece") */
  unit: z.string(),
  /** the VIP tier required (0: anyone) and its label */
  minRank: z.number().int().nonnegative(),
  minRankName: z.string().nullable(),
  /** units in stock */
  stock: z.number().int().nonnegative(),
  /** units one member may redeem in all (null: no limit) */
  perMemberLimit: z.number().int().positive().nullable(),
  /** physical items are delivered: they need a receiving address */
  physical: z.boolean(),
  /** what an approved digital item pays (null: none, e.g. a physical item) */
  grant: loyaltyRewardSchema.nullable(),
  /** why the member cannot redeem it now: null, or rank, stock, limit */
  blockedBy: z.enum(['rank', 'stock', 'limit']).nullable(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;
export const pointRewardsQuerySchema = z.object({ ...pageQueryShape, category: z.string().trim().regex(/^[a-z][a-z0-9_]{0,31}$/).optional() });
export const pointRewardsValueSchema = z.object({ list: z.array(pointRewardSchema), categories: z.array(z.string()), ...pageValueShape });

export const receivingAddressSchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{6,24}$/, 'phone_format_incorrect'),
  address: z.string().trim().min(5).max(240),
});
export type ReceivingAddress = z.infer<typeof receivingAddressSchema>;
export const redeemPointRewardBodySchema = z.object({
  rewardId: id,
  quantity: z.number().int().min(1).max(99).default(1),
  paymentPassword: z.string().min(1).max(64),
  /** required for physical items (ADDRESS_REQUIRED) */
  address: receivingAddressSchema.optional(),
  requestId: requestIdSchema.optional(),
});
export const redemptionStatusSchema = z.enum(['processing', 'rejected', 'approved']);
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;
export const redemptionSchema = z.object({
  id: z.number().int(),
  /** reference number */
  referenceNo: z.string(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** redeem amount in points */
  points: z.number().int(),
  status: redemptionStatusSchema,
  remark: z.string().nullable(),
  /** apply time (ms) */
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  address: receivingAddressSchema.nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redeemPointRewardValueSchema = z.object({ redemption: redemptionSchema, points: wholePoints });
export const redeemHistoryQuerySchema = z.object({ ...pageQueryShape, ...rangeQueryShape, status: redemptionStatusSchema.optional() });
export const redeemHistoryValueSchema = z.object({ list: z.array(redemptionSchema), ...pageValueShape });

export const pointTransactionKindSchema = z.enum(POINT_TRANSACTION_KINDS);
export const pointTransactionSchema = z.object({
  id: z.number().int(),
  kind: pointTransactionKindSchema,
  /** changed points (negative when spent) */
  change: z.number().int(),
  /** the balance after this change */
  balance: z.number().int(),
  /** what it was for (a game category, a mission's title, a redemption's reference number) */
  remark: z.string(),
  createdAt: z.number(),
});
export const pointTransactionsQuerySchema = z.object({ ...pageQueryShape, ...rangeQueryShape, kind: pointTransactionKindSchema.optional() });
export const pointTransactionsValueSchema = z.object({ list: z.array(pointTransactionSchema), ...pageValueShape });

export const convertPointsBodySchema = z.object({
  points: z.number().int().positive().max(1_000_000_000),
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema.optional(),
});
/**
 * The amount is floor(points x amountMinor / points-per-step) minor units; the points taken are exactly those asked,
 * so they must be a multiple of the configuration's `points` step (POINTS_STEP) and at least minPoints.
 */
export const convertPointsValueSchema = z.object({ points: wholePoints, amountMinor: minor, balanceMinor: minor, transactionId: z.number().int() });

// --- invite friends ---
/**
 * A friend's status as the inviter sees it: registered, deposited (not yet the qualifying total), review (qualified, but
 * the reward waits for an operator: the inviter and the friend share something, docs/multi-account.md), qualified (the
 * reward paid, or none past the brand's limit of rewarded friends), not_rewarded (the operator refused the held reward).
 */
export const referralStatusSchema = z.enum(['registered', 'deposited', 'review', 'qualified', 'not_rewarded']);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;
/** What the inviter and the friend share that holds a reward for review (the kind only: never the other account's detail). */
export const referralReviewReasonSchema = z.enum(['address', 'device', 'bank_account', 'payee_name', 'mobile']);
export type ReferralReviewReason = z.infer<typeof referralReviewReasonSchema>;
export const referralRulesSchema = z.object({
  enabled: z.boolean(),
  /** a friend qualifies with paid deposits of at least this much in all */
  qualifyDepositMinor: minor.positive(),
  /** paid to the inviter once per qualified friend */
  reward: loyaltyRewardSchema,
  /** at most this many rewarded friends per inviter (null: no limit) */
  maxRewardedFriends: z.number().int().positive().nullable(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;
export const referralSummaryValueSchema = z.object({
  referralCode: z.string(),
  /** the register page with ?referralCode= on this brand's host (built by the client from its origin when relative) */
  invitePath: z.string(),
  rules: referralRulesSchema,
  /** friends registered; who deposited (every status past registered); qualified (not those under review or not rewarded) */
  totals: z.object({ registered: z.number().int(), deposited: z.number().int(), qualified: z.number().int(), rewardMinor: minor, rewardPoints: z.number().int() }),
  currency: z.string(),
});
export type ReferralSummaryValue = z.infer<typeof referralSummaryValueSchema>;
export const referralFriendSchema = z.object({
  /** masked username */
  player: z.string(),
  status: referralStatusSchema,
  registeredAt: z.number(),
  /** the reward earned for this friend (null until qualified) */
  reward: loyaltyRewardSchema.nullable(),
  rewardedAt: z.number().nullable(),
  /** why the reward is under review or was not given (status review or not_rewarded; empty otherwise), each kind once */
  reviewReasons: z.array(referralReviewReasonSchema),
});
export const referralFriendsQuerySchema = z.object({ ...pageQueryShape, status: referralStatusSchema.optional() });
export const referralFriendsValueSchema = z.object({ list: z.array(referralFriendSchema), ...pageValueShape });

// --- feedback ---
export const feedbackCategorySchema = z.enum(['suggestion', 'bug', 'payment', 'game', 'other']);
export const feedbackBodySchema = z.object({
  category: feedbackCategorySchema,
  /** the brand's word bounds apply (FEEDBACK_TOO_SHORT / FEEDBACK_TOO_LONG with { minWords, maxWords, words }) */
  content: z.string().trim().min(1).max(4000),
  /** png or jpg, base64 or a data: URL, at most 5 MB decoded (INVALID_IMAGE, IMAGE_TOO_LARGE) */
  image: z.string().max(8 * 1024 * 1024).optional(),
  requestId: requestIdSchema.optional(),
});
export const feedbackSchema = z.object({
  id: z.number().int(),
  category: feedbackCategorySchema,
  content: z.string(),
  hasImage: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.number().nullable(),
  createdAt: z.number(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListQuerySchema = z.object({ ...pageQueryShape });
export const feedbackListValueSchema = z.object({
  list: z.array(feedbackSchema),
  ...pageValueShape,
  /** the brand's bounds, for the form */
  minWords: z.number().int().positive(),
  maxWords: z.number().int().positive(),
});

/**
 * Words as the feedback bounds count them: runs of letters or digits in any script; a CJK or Thai character counts
 * as one word each (those scripts do not separate words with spaces).
 */
export function countWords(text: string): number {
  const dense = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu)?.length ?? 0;
  const spaced = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu, ' ').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return dense + spaced;
}
