import { z } from 'zod';

/**
 * Risk flags (issue 30): rules per brand raise a flag on a member with a reason and a score (a duplicate account at
 * registration or at a bank card's binding, refused or not; many deposits or withdrawals in a short time; a withdrawal
 * far above the member's deposits; a bonus wagered on games that hardly lose; many accounts of one device taking one
 * promotion's bonus; an inviter and a friend who are one person; money passed from other members just before a
 * withdrawal); risk1 resolves each with a note. A flag moves no money: an open flag at or above the brand's hold
 * score holds the member's withdrawals (their approval is refused with RISK_HOLD), and one at or above the reward hold
 * score keeps the member's rewards in held_rewards, until it is resolved.
 */
const brandId = z.string().min(1).max(64);
const score = z.number().int().min(1).max(100);
const percent = z.number().int().min(1).max(100);
const window = { count: z.number().int().min(2).max(1000), minutes: z.number().int().min(1).max(7 * 24 * 60), score };

export const RISK_FLAG_KINDS = [
  'duplicate_account',
  'deposit_velocity',
  'withdrawal_velocity',
  'withdrawal_over_deposits',
  'bonus_low_edge',
  'bonus_shared_device',
  'referral_ring',
  'chip_dumping',
] as const;
export const riskFlagKindSchema = z.enum(RISK_FLAG_KINDS);
export type RiskFlagKind = z.infer<typeof riskFlagKindSchema>;

const LOW_EDGE_DEFAULT = { enabled: true, score: 40, sharePercent: 80, minRtpBp: 9_800 };
const SHARED_DEVICE_DEFAULT = { enabled: true, score: 50, accounts: 2 };
const REFERRAL_RING_DEFAULT = { enabled: true, score: 50 };
const CHIP_DUMPING_DEFAULT = { enabled: true, score: 60, hours: 72, sharePercent: 50 };

export const riskRulesSchema = z
  .object({
    /** a new account, or a bank card's binding, shares an address, device, bank account, payee name or mobile with another member */
    duplicateAccount: z.object({ enabled: z.boolean(), score }).strict(),
    /** `count` paid deposits within `minutes` */
    depositVelocity: z.object({ enabled: z.boolean(), ...window }).strict(),
    /** `count` withdrawal requests within `minutes` */
    withdrawalVelocity: z.object({ enabled: z.boolean(), ...window }).strict(),
    /** a withdrawal request above `multiple` times the member's paid deposits */
    withdrawalOverDeposits: z.object({ enabled: z.boolean(), multiple: z.number().int().min(1).max(1000), score }).strict(),
    /** an open flag of at least this score holds the member's withdrawals until resolved; null: flags hold nothing */
    holdWithdrawalsFromScore: score.nullable(),
    // the rules below came later: a brand's stored rules without them read their defaults
    /** at a bonus's release: at least `sharePercent` of the stakes placed while it was active went on games returning `minRtpBp` or more */
    lowEdgeWagering: z.object({ enabled: z.boolean(), score, sharePercent: percent, minRtpBp: z.number().int().min(5_000).max(10_000) }).strict().default(LOW_EDGE_DEFAULT),
    /** at a promotion's bonus: the member's device (or address) was seen with at least `accounts` other members who had a bonus of the same promotion */
    sharedDeviceBonus: z.object({ enabled: z.boolean(), score, accounts: z.number().int().min(1).max(20) }).strict().default(SHARED_DEVICE_DEFAULT),
    /** at a referral reward: the inviter and the friend share an address, device, bank account, payee name or mobile (both flagged) */
    referralRing: z.object({ enabled: z.boolean(), score }).strict().default(REFERRAL_RING_DEFAULT),
    /** at a withdrawal request: within `hours` the member received from other members at least `sharePercent` of the amount */
    chipDumping: z.object({ enabled: z.boolean(), score, hours: z.number().int().min(1).max(30 * 24), sharePercent: percent }).strict().default(CHIP_DUMPING_DEFAULT),
    /** an open flag of at least this score keeps the member's rewards in held_rewards until resolved; null: rewards are never held */
    holdRewardsFromScore: score.nullable().default(null),
  })
  .strict();
export type RiskRules = z.infer<typeof riskRulesSchema>;

/** A brand's rules until an operator sets them: every rule flags, no flag holds money until the brand says so. */
export const DEFAULT_RISK_RULES: RiskRules = {
  duplicateAccount: { enabled: true, score: 40 },
  depositVelocity: { enabled: true, count: 5, minutes: 10, score: 30 },
  withdrawalVelocity: { enabled: true, count: 3, minutes: 60, score: 30 },
  withdrawalOverDeposits: { enabled: true, multiple: 10, score: 50 },
  holdWithdrawalsFromScore: null,
  lowEdgeWagering: LOW_EDGE_DEFAULT,
  sharedDeviceBonus: SHARED_DEVICE_DEFAULT,
  referralRing: REFERRAL_RING_DEFAULT,
  chipDumping: CHIP_DUMPING_DEFAULT,
  holdRewardsFromScore: null,
};

export const riskReasonSchema = z.enum(['address', 'device', 'bank_account', 'payee_name', 'mobile']);
export const riskFlagDetailSchema = z.object({
  /** duplicate_account: what the member shares, and with whom */
  shared: z.array(z.object({ reason: riskReasonSchema, memberId: z.number().int(), username: z.string() })).optional(),
  /** where it was seen: registration, a bank card's binding, or a binding refused because another member holds the number or name */
  at: z.enum(['registration', 'bank_card', 'bank_card_refused']).optional(),
  /** velocity: how many in how many minutes */
  count: z.number().int().optional(),
  minutes: z.number().int().optional(),
  /** withdrawal_over_deposits: the withdrawal, the deposits, the multiple */
  amountMinor: z.number().int().optional(),
  depositsMinor: z.number().int().optional(),
  multiple: z.number().int().optional(),
  orderNo: z.string().optional(),
  /** bonus_low_edge: the bonus, the stakes placed while it was active, those on games returning minRtpBp or more, their share */
  bonusId: z.number().int().optional(),
  stakeMinor: z.number().int().optional(),
  lowEdgeStakeMinor: z.number().int().optional(),
  sharePercent: z.number().int().optional(),
  minRtpBp: z.number().int().optional(),
  /** bonus_shared_device: the promotion (the others who had its bonus are in shared) */
  promotionId: z.number().int().optional(),
  /** referral_ring: which side of the invitation this member is (the other is in shared) */
  referral: z.enum(['referrer', 'friend']).optional(),
  /** chip_dumping: what other members sent within `hours` before the withdrawal (amountMinor, orderNo) */
  hours: z.number().int().optional(),
  receivedMinor: z.number().int().optional(),
  senders: z.array(z.object({ memberId: z.number().int(), username: z.string(), amountMinor: z.number().int() })).optional(),
});
export type RiskFlagDetail = z.infer<typeof riskFlagDetailSchema>;

export const riskFlagSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  kind: riskFlagKindSchema,
  score: z.number().int(),
  status: z.enum(['open', 'resolved']),
  detail: riskFlagDetailSchema,
  /** how often the rule fired while the flag was open */
  hits: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;

export const riskFlagsQuerySchema = z.object({
  brandId: brandId.optional(),
  status: z.enum(['open', 'resolved']).optional(),
  kind: riskFlagKindSchema.optional(),
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const riskFlagsValueSchema = z.object({ list: z.array(riskFlagSchema), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

export const resolveRiskFlagBodySchema = z.object({ id: z.number().int().positive().max(2_147_483_647), note: z.string().trim().min(1).max(500) }).strict();

export const riskRulesQuerySchema = z.object({ brandId });
export const riskRulesValueSchema = z.object({ brandId: z.string(), rules: riskRulesSchema, updatedBy: z.string().nullable(), updatedAt: z.string().nullable() });
export const setRiskRulesBodySchema = z.object({ brandId, rules: riskRulesSchema }).strict();

/**
 * A reward kept back while the member had an open flag at or above the brand's reward hold score: the grant exactly
 * as it would have been paid (paid through the same door with its grant key when the last holding flag is resolved),
 * or dropped by an operator with a note.
 */
export const HELD_REWARD_STATUSES = ['held', 'paid', 'dropped'] as const;
export const heldRewardSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  grantKey: z.string(),
  /** the reward's title in English */
  title: z.string(),
  amountMinor: z.number().int(),
  /** cash to main, or a bonus with wagering */
  kind: z.enum(['cash', 'bonus']),
  promotionId: z.number().int().nullable(),
  status: z.enum(HELD_REWARD_STATUSES),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type HeldReward = z.infer<typeof heldRewardSchema>;
export const heldRewardsQuerySchema = z.object({
  brandId: brandId.optional(),
  status: z.enum(HELD_REWARD_STATUSES).optional(),
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const heldRewardsValueSchema = z.object({ list: z.array(heldRewardSchema), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export const dropHeldRewardBodySchema = z.object({ id: z.number().int().positive().max(2_147_483_647), note: z.string().trim().min(1).max(500) }).strict();
