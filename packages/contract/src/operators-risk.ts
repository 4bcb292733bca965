import { z } from 'zod';

/**
 * Risk flags (issue 30): rules per brand raise a flag on a member with a reason and a score (a duplicate account at
 * registration or at a bank card's binding, many deposits or withdrawals in a short time, a withdrawal far above the
 * member's deposits); risk1 resolves each with a note. A flag moves no money: an open flag at or above the brand's
 * hold score holds the member's withdrawals (their approval is refused with RISK_HOLD) until it is resolved.
 */
const brandId = z.string().min(1).max(64);
const score = z.number().int().min(1).max(100);
const window = { count: z.number().int().min(2).max(1000), minutes: z.number().int().min(1).max(7 * 24 * 60), score };

export const RISK_FLAG_KINDS = ['duplicate_account', 'deposit_velocity', 'withdrawal_velocity', 'withdrawal_over_deposits'] as const;
export const riskFlagKindSchema = z.enum(RISK_FLAG_KINDS);
export type RiskFlagKind = z.infer<typeof riskFlagKindSchema>;

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
};

export const riskReasonSchema = z.enum(['address', 'device', 'bank_account', 'payee_name', 'mobile']);
export const riskFlagDetailSchema = z.object({
  /** duplicate_account: what the member shares, and with whom */
  shared: z.array(z.object({ reason: riskReasonSchema, memberId: z.number().int(), username: z.string() })).optional(),
  /** where it was seen: registration or a bank card's binding */
  at: z.enum(['registration', 'bank_card']).optional(),
  /** velocity: how many in how many minutes */
  count: z.number().int().optional(),
  minutes: z.number().int().optional(),
  /** withdrawal_over_deposits: the withdrawal, the deposits, the multiple */
  amountMinor: z.number().int().optional(),
  depositsMinor: z.number().int().optional(),
  multiple: z.number().int().optional(),
  orderNo: z.string().optional(),
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
