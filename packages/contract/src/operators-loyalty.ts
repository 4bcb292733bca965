import { z } from 'zod';
import { languageSchema, localizedInputSchema } from './brand';
import { loyaltyRewardSchema, missionKindSchema, missionPeriodSchema, referralReviewReasonSchema, referralRulesSchema, vipBenefitsSchema } from './loyalty';
import { rgBlockKindSchema } from './responsible-gaming';
import { gameTypeSchema } from './system';

/**
 * Operator calls of loyalty, the points mall, feedback and responsible gaming (issue 28): missions, VIP tiers and
 * members, point rates, held referral rewards, identity rules, redemptions, restocking, referral rules, feedback, and
 * a member's responsible-gaming state and the brand's pack. Ids travel in the query (GET) or the body (POST).
 */
const brandId = z.string().max(64);
const isoTime = z.string();
const int32 = z.number().int().positive().max(2_147_483_647);
const queryInt32 = z.coerce.number().int().positive().max(2_147_483_647);
/** an amount or a count as the operator types it ("1500", "12.50"; a number is read as its text) */
const amountText = z.union([z.string().trim().min(1).max(32), z.number()]).transform(String);
const remark = z.string().trim().min(1).max(200);
const listLimit = z.coerce.number().int().min(1).max(1000).default(100);

export const brandQuerySchema = z.object({ brandId });
export const brandBodySchema = z.object({ brandId }).strict();

// --- missions ---
export const operatorMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** the title in English (the back office's language) where written, else in a language it has; the code when none */
  title: z.string(),
  /** missionKindSchema's kinds */
  kind: z.string(),
  /** daily, weekly, once */
  period: z.string(),
  gameType: z.string().nullable(),
  /** minor units for turnover and deposit_amount, else a count */
  target: z.number().int(),
  /** the target as the operator reads and writes it: an amount for turnover and deposit_amount, else a count */
  targetText: z.string(),
  reward: loyaltyRewardSchema,
  active: z.boolean(),
});
export const operatorMissionsValueSchema = z.object({ list: z.array(operatorMissionSchema) });
/** switch a mission on or off, change its target (a count, or an amount for the amount kinds) */
export const updateMissionBodySchema = z
  .object({ brandId, code: z.string().trim().min(1).max(64), active: z.boolean().optional(), target: amountText.optional() })
  .strict();

/** a catalogue or mission code: a stable name, unique per brand */
const codeSchema = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and -');
/** the kinds whose progress counts one game category when the mission names one (the others count every activity) */
export const MISSION_KINDS_WITH_GAME_TYPE = ['bet_count', 'turnover'] as const;

/**
 * A new mission of any kind the engine counts (missionKindSchema), for a period, with its target (a count, or an
 * amount for turnover and deposit_amount) and its reward; the title in every language of the brand (the server refuses
 * one missing, and a language the brand does not offer). It counts from the moment it is saved: the triggers read the
 * brand's active missions in each activity's transaction.
 */
export const createMissionBodySchema = z
  .object({
    brandId,
    code: codeSchema,
    kind: missionKindSchema,
    period: missionPeriodSchema,
    /** the category counted (bet_count and turnover only); null or absent: every category */
    gameType: gameTypeSchema.nullable().optional(),
    target: amountText,
    reward: loyaltyRewardSchema,
    title: localizedInputSchema(120),
    /** what the player reads under the title, in the brand's languages; empty where absent */
    description: z.partialRecord(languageSchema, z.string().trim().max(300)).optional(),
    /** false: saved switched off (players see it when it is switched on) */
    active: z.boolean().optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.gameType && !(MISSION_KINDS_WITH_GAME_TYPE as readonly string[]).includes(m.kind)) {
      ctx.addIssue({ code: 'custom', path: ['gameType'], message: 'only bet_count and turnover missions count one category' });
    }
  });
export type CreateMissionBody = z.output<typeof createMissionBodySchema>;

// --- VIP tiers, a member's tier, the review ---
export const operatorVipTierSchema = z.object({
  rankLevel: z.number().int(),
  /** by language */
  name: z.record(z.string(), z.string()),
  color: z.string(),
  color2: z.string(),
  /** to reach the tier over the window, and to keep it (major units, two decimals) */
  turnover: z.string(),
  deposit: z.string(),
  keep: z.string(),
  benefits: vipBenefitsSchema.omit({ vipService: true }),
});
export const operatorVipTiersValueSchema = z.object({ list: z.array(operatorVipTierSchema) });
const rankLevel = z.number().int().min(0).max(99);
const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
/**
 * A tier's change: any of its names (by language of the brand; the others stay), its two colours, what it takes to
 * reach and keep it, and its benefits (the fields given change, the rest stay; a limit set to null falls back to the
 * brand's default).
 */
export const updateVipTierBodySchema = z
  .object({
    brandId,
    rankLevel,
    name: localizedInputSchema(40).optional(),
    color: hexColor.optional(),
    color2: hexColor.optional(),
    turnover: amountText.optional(),
    deposit: amountText.optional(),
    keep: amountText.optional(),
    benefits: vipBenefitsSchema.omit({ vipService: true }).partial().strict().optional(),
  })
  .strict();
/** sets a member's tier by hand, either way; the member is told with the remark */
export const setVipMemberBodySchema = z.object({ brandId, username: z.string().trim().min(1).max(64), rankLevel, remark }).strict();
export const setVipMemberValueSchema = z.object({ username: z.string(), fromLevel: z.number().int(), toLevel: z.number().int(), changed: z.boolean() });
export const vipReviewValueSchema = z.object({
  brandId: z.string(),
  /** members told they will go down at the next review */
  notices: z.number().int(),
  downgrades: z.number().int(),
  /** the review that ran (null: none was due) */
  reviewed: isoTime.nullable(),
  nextReviewAt: isoTime,
});

// --- point rates ---
/** points per 100 (major) of valid turnover, by game category */
export const pointRatesValueSchema = z.object({ brandId: z.string(), rates: z.record(z.string(), z.number()) });
/** the categories named change (up to 4 decimals), the others stay */
export const setPointRatesBodySchema = z.object({ brandId, rates: z.record(z.string().max(16), z.number()) }).strict();

// --- referral rewards held for review (docs/multi-account.md) ---
export const referralReviewStatusSchema = z.enum(['held', 'released', 'rejected']);
export const referralReviewsQuerySchema = z.object({ brandId, status: referralReviewStatusSchema.optional() });
export const referralReviewSchema = z.object({
  friendId: z.number().int(),
  inviterId: z.number().int(),
  inviter: z.string(),
  friend: z.string(),
  /** the link's status (registered, deposited, qualified, ...) */
  status: z.string(),
  reviewStatus: referralReviewStatusSchema,
  /** what the two share, and with which member */
  reasons: z.array(z.object({ reason: referralReviewReasonSchema, otherMemberId: z.number().int() })),
  registeredAt: isoTime,
  depositedAt: isoTime.nullable(),
  /** the reward as paid */
  reward: loyaltyRewardSchema.nullable(),
  rewardedAt: isoTime.nullable(),
  reviewedAt: isoTime.nullable(),
  reviewedBy: z.string().nullable(),
});
export const referralReviewsValueSchema = z.object({ list: z.array(referralReviewSchema) });
export const releaseReferralBodySchema = z.object({ brandId, friendId: int32 }).strict();
export const rejectReferralBodySchema = z.object({ brandId, friendId: int32, remark }).strict();
/** changed: false when it was already decided that way (nothing happened) */
export const referralDecisionValueSchema = z.object({ friendId: z.number().int(), reviewStatus: z.enum(['released', 'rejected']), paid: z.boolean(), changed: z.boolean() });

// --- identity rules ---
/** a bank account number or payee name another member holds: refused, or kept and counted as shared (family accounts) */
export const sharedBankAccountsRuleSchema = z.enum(['refuse', 'review']);
export const identityRulesValueSchema = z.object({ brandId: z.string(), sharedBankAccounts: sharedBankAccountsRuleSchema });
export const setIdentityRulesBodySchema = z.object({ brandId, sharedBankAccounts: sharedBankAccountsRuleSchema }).strict();

// --- the points mall's redemptions and stock ---
export const operatorRedemptionsQuerySchema = z.object({
  brandId: brandId.optional(),
  status: z.enum(['processing', 'approved', 'rejected']).optional(),
  limit: listLimit,
});
export const operatorRedemptionSchema = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  brandId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  rewardId: z.number().int(),
  rewardCode: z.string(),
  rewardName: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  /** processing, approved, rejected */
  status: z.string(),
  remark: z.string().nullable(),
  /** where a physical item is shipped */
  address: z.object({ name: z.string(), phone: z.string(), address: z.string() }).nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export const operatorRedemptionsValueSchema = z.object({ list: z.array(operatorRedemptionSchema) });
/** a redemption's number, or its reference number (PR...) */
const redemptionRef = z.union([int32.transform(String), z.string().trim().regex(/^(\d{1,10}|[A-Za-z]{2}\d{8}[0-9A-Za-z]{10})$/)]);
export const approveRedemptionBodySchema = z.object({ id: redemptionRef, remark: remark.optional() }).strict();
export const rejectRedemptionBodySchema = z.object({ id: redemptionRef, remark }).strict();
export const restockRewardBodySchema = z
  .object({ brandId, code: z.string().trim().regex(/^[a-z0-9-]{1,64}$/), quantity: z.number().int().min(1).max(1_000_000) })
  .strict();
export const restockedRewardValueSchema = z.object({ brandId: z.string(), id: z.number().int(), code: z.string(), stock: z.number().int() });

// --- the points mall's catalogue ---
/** a picture on this server: an uploaded one (operatorUploadMallImage) or generated art */
const imagePath = z
  .string()
  .regex(/^\/media\/[A-Za-z0-9_.\-/]{1,200}$/, 'a picture of this server (/media/...)')
  .refine((p) => !p.includes('..') && !p.includes('//'), 'a picture of this server (/media/...)');
/**
 * An item of the points mall as the operator writes it: its texts in every language of the brand, a category (the mall's tabs),
 * its price in points, the VIP tier it needs, a per-member limit, and either what approval pays (grant: points, cash
 * or a bonus) or a physical item shipped to the member's address.
 */
export const mallItemInputSchema = z
  .object({
    category: z.string().trim().regex(/^[a-z][a-z0-9_]{0,31}$/, 'lowercase letters, digits and _'),
    name: localizedInputSchema(80),
    description: localizedInputSchema(500),
    /** the unit's name ("voucher", "piece") */
    unit: localizedInputSchema(20),
    /** null or absent: art drawn in the brand's colours (/media/point-reward/<brand>/<code>.svg) */
    image: imagePath.nullable().optional(),
    pointsCost: z.number().int().min(1).max(100_000_000),
    stock: z.number().int().min(0).max(1_000_000),
    minRank: z.number().int().min(0).max(99),
    perMemberLimit: z.number().int().min(1).max(1_000_000).nullable(),
    physical: z.boolean(),
    grant: loyaltyRewardSchema.nullable(),
    sort: z.number().int().min(0).max(100_000).optional(),
    active: z.boolean(),
  })
  .strict();
export type MallItemInput = z.output<typeof mallItemInputSchema>;
export const createMallItemBodySchema = z.object({ brandId, code: codeSchema, item: mallItemInputSchema }).strict();
/**
 * a change to some fields of an item (by its code); a text's languages given change, its others stay; the stock moves
 * only by a restock or a redemption
 */
export const mallItemPatchSchema = mallItemInputSchema.omit({ stock: true }).partial().strict();
export type MallItemPatch = z.output<typeof mallItemPatchSchema>;
export const updateMallItemBodySchema = z.object({ brandId, code: codeSchema, patch: mallItemPatchSchema }).strict();
export const operatorMallItemSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  code: z.string(),
  category: z.string(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  unit: z.record(z.string(), z.string()),
  image: z.string(),
  pointsCost: z.number().int(),
  stock: z.number().int(),
  minRank: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
  physical: z.boolean(),
  grant: loyaltyRewardSchema.nullable(),
  sort: z.number().int(),
  active: z.boolean(),
  /** units waiting for a decision, and approved, in all */
  processing: z.number().int(),
  approved: z.number().int(),
});
export const operatorMallItemsValueSchema = z.object({ list: z.array(operatorMallItemSchema) });

// --- invite friends: the referral rules ---
export const optionalBrandQuerySchema = z.object({ brandId: brandId.optional() });
export const brandReferralRulesSchema = z.object({ brandId: z.string(), rules: referralRulesSchema });
export const referralRulesValueSchema = z.object({ list: z.array(brandReferralRulesSchema) });
const positiveMinor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** what changes; the rest of the rules stay */
export const referralRulesPatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    qualifyDepositMinor: positiveMinor.optional(),
    maxRewardedFriends: z.number().int().positive().nullable().optional(),
    /** a new reward; a bonus keeps the current bonus terms, or gets 5x wagering, 14 days and a maximum bet of the bonus */
    reward: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('points'), points: z.number().int().positive() }),
        z.object({ kind: z.literal('cash'), amountMinor: positiveMinor }),
        z.object({ kind: z.literal('bonus'), amountMinor: positiveMinor }),
      ])
      .optional(),
    /** a bonus reward's terms */
    wageringMultiple: z.number().int().min(0).max(100).optional(),
    expiryDays: z.number().int().min(1).max(365).optional(),
    maxBetMinor: positiveMinor.optional(),
  })
  .strict();
export const setReferralRulesBodySchema = z.object({ brandId, patch: referralRulesPatchSchema }).strict();

// --- feedback ---
export const operatorFeedbackQuerySchema = z.object({
  brandId: brandId.optional(),
  /** true: not answered yet */
  open: z.enum(['true', 'false']).optional(),
  limit: listLimit,
});
export const operatorFeedbackSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  category: z.string(),
  content: z.string(),
  /** a screenshot came with it (operatorFeedbackImage) */
  hasImage: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export const operatorFeedbackValueSchema = z.object({ list: z.array(operatorFeedbackSchema) });
/** answered once; the member reads it in their messages too */
export const replyFeedbackBodySchema = z.object({ id: int32, text: z.string().trim().min(1).max(2000) }).strict();
export const feedbackIdQuerySchema = z.object({ id: queryInt32 });

// --- responsible gaming ---
export const playerRgQuerySchema = z.object({ brandId, username: z.string().trim().min(1).max(64) });
export const playerRgValueSchema = z.object({
  member: z.object({ id: z.number().int(), username: z.string(), brandId: z.string() }),
  block: z
    .object({
      kind: rgBlockKindSchema,
      /** ISO time, or 'permanent' */
      until: z.string(),
      allBrands: z.boolean(),
      startedAt: isoTime.nullable(),
    })
    .nullable(),
  /** as stored: minor units, or minutes for the session limit; null: none in force */
  limits: z.array(
    z.object({
      kind: z.string(),
      period: z.string(),
      value: z.number().int().nullable(),
      pending: z.object({ value: z.number().int().nullable(), effectiveAt: isoTime }).nullable(),
    }),
  ),
  /** the member's responsible-gaming audit trail, newest first */
  audit: z.array(z.object({ id: z.number().int(), at: isoTime, actor: z.string(), action: z.string(), detail: z.unknown() })),
});
export const rgPackValueSchema = z.object({
  brandId: z.string(),
  /** the pack in force */
  packId: z.string(),
  /** the pack the brand file names */
  brandFilePack: z.string(),
  /** an operator's choice wins over the brand file's */
  overridden: z.boolean(),
  changedBy: z.string().nullable(),
  /** the packs on disk */
  packs: z.array(z.string()),
});
/** null: back to the brand file's pack */
export const setRgPackBodySchema = z.object({ brandId, packId: z.string().regex(/^[a-z0-9-]{1,64}$/).nullable() }).strict();
export const setRgPackValueSchema = z.object({ brandId: z.string(), packId: z.string(), brandFilePack: z.string(), overridden: z.boolean() });
