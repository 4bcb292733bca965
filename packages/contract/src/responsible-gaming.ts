import { z } from 'zod';
import { limitKindSchema, limitPeriodSchema, selfExclusionDurationSchema, timeOutDurationSchema } from './responsible-gaming-pack';

/**
 * Responsible gaming (issue 17): the player's limits, breaks and self-exclusion. Money values are minor units in
 * answers; a request sends an amount like every money call (a decimal string or number). docs/responsible-gaming.md.
 */

/** Every limit a player can hold: the money limits per period, and the session time limit (minutes). */
export const rgLimitKindSchema = z.enum([...limitKindSchema.options, 'session']);
export type RgLimitKind = z.infer<typeof rgLimitKindSchema>;
/** A money limit's period; the session time limit has the period 'session'. */
export const rgLimitPeriodSchema = z.enum([...limitPeriodSchema.options, 'session']);
export type RgLimitPeriod = z.infer<typeof rgLimitPeriodSchema>;

/** The longest session time limit: one day. */
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

const limitTarget = {
  kind: rgLimitKindSchema,
  period: rgLimitPeriodSchema,
};
const sessionMatchesPeriod = (v: { kind: RgLimitKind; period: RgLimitPeriod }) => (v.kind === 'session') === (v.period === 'session');
const periodIssue = { message: 'rg_period_mismatch', path: ['period'] };

/**
 * Sets, lowers, raises or removes one limit. value: an amount (money limits) or whole minutes (session), null to
 * remove. Lowering (or a first limit) applies at once; raising or removing waits the pack's cooling-off and then
 * the player's confirmation (rgConfirmLimit).
 */
export const rgSetLimitBodySchema = z
  .object({ ...limitTarget, value: z.union([z.string().trim().max(32), z.number()]).nullable() })
  .strict()
  .refine(sessionMatchesPeriod, periodIssue);
export type RgSetLimitBody = z.input<typeof rgSetLimitBodySchema>;

/** Confirms a matured raise or removal, or (rgCancelLimitChange) drops a pending one and keeps the current limit. */
export const rgLimitTargetBodySchema = z.object(limitTarget).strict().refine(sessionMatchesPeriod, periodIssue);

export const rgPendingChangeSchema = z.object({
  /** the value after the change; null: the limit is removed */
  value: z.number().int().nullable(),
  /** when the player may confirm it (ms) */
  effectiveAt: z.number().int(),
  /** the cooling-off is over: the player may confirm */
  ready: z.boolean(),
});

export const rgLimitSchema = z.object({
  kind: rgLimitKindSchema,
  period: rgLimitPeriodSchema,
  /** the limit in force: minor units, or minutes for the session limit; null when none */
  value: z.number().int().nullable(),
  pending: rgPendingChangeSchema.nullable(),
  /** what the period has used so far (minor units; money limits only) */
  usedMinor: z.number().int().nullable(),
  /** when the period's usage starts again (ms; money limits only) */
  resetsAt: z.number().int().nullable(),
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgBlockKindSchema = z.enum(['timeOut', 'selfExclusion', 'sessionLimit']);
export type RgBlockKind = z.infer<typeof rgBlockKindSchema>;
/** A running block: no play, deposits, promotions or marketing messages until it ends; withdrawals stay open. */
export const rgPlayBlockSchema = z.object({
  kind: rgBlockKindSchema,
  /** when it ends (ms); null: permanent self-exclusion */
  until: z.number().int().nullable(),
  /** the self-exclusion covers the member's accounts on every brand of the operator */
  allBrands: z.boolean(),
});
export type RgPlayBlock = z.infer<typeof rgPlayBlockSchema>;

/** The brand's pack as the client needs it (texts in the request's language). */
export const rgPackViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  limitKinds: z.array(limitKindSchema),
  sessionTime: z.boolean(),
  coolingOffHours: z.number().int(),
  timeOutDurations: z.array(timeOutDurationSchema),
  panicButton: z.boolean(),
  selfExclusionDurations: z.array(selfExclusionDurationSchema),
  allBrandsOption: z.boolean(),
  pageAfterRegistration: z.boolean(),
  intro: z.string(),
  helpline: z.string(),
});
export type RgPackView = z.infer<typeof rgPackViewSchema>;

export const rgStatusValueSchema = z.object({
  pack: rgPackViewSchema,
  limits: z.array(rgLimitSchema),
  block: rgPlayBlockSchema.nullable(),
});
export type RgStatusValue = z.infer<typeof rgStatusValueSchema>;

export const rgTakeBreakBodySchema = z.object({ duration: timeOutDurationSchema }).strict();
export const rgSelfExcludeBodySchema = z
  .object({
    duration: selfExclusionDurationSchema,
    allBrands: z.boolean().default(false),
    /** the player read the consequences (the dialog's confirmation) */
    confirm: z.literal(true),
  })
  .strict();
export const rgBlockValueSchema = z.object({ block: rgPlayBlockSchema });

/**
 * Value of RG_LIMIT_REACHED: the limit the request would cross, what the period has used and when it resets.
 * The client names the limit and the reset time in the player's language.
 */
export const rgLimitReachedValueSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  limitMinor: z.number().int(),
  usedMinor: z.number().int(),
  /** what is still allowed in this period (never below 0) */
  remainingMinor: z.number().int(),
  resetsAt: z.number().int(),
});
export type RgLimitReachedValue = z.infer<typeof rgLimitReachedValueSchema>;

/**
 * Logged-in calls a blocked member's session may still make (RG_BLOCKED for the others): the account, balances and
 * records, moving vendor money back to main, and withdrawing. Vendor callbacks and grants check the block themselves.
 */
export const callsAllowedWhileBlocked: ReadonlySet<string> = new Set([
  'memberInfo',
  'playerAvatar',
  'memberIcon',
  'logout',
  'updateLanguage',
  'changePassword',
  'balance',
  'walletTransfer',
  'consolidated',
  'merchantWallet',
  'withdrawSettings',
  'setPaymentPassword',
  'bankCards',
  'bindBankCard',
  'withdrawCreate',
  'withdrawals',
  'withdrawReceipt',
  'betRecords',
  'accountRecords',
  'profitLoss',
  'bonusDetails',
  'unreadCount',
  'messages',
  'readMessages',
  // opting out of marketing is never play: a blocked member may do it
  'marketingPreference',
  'setMarketingPreference',
  'rgStatus',
]);
