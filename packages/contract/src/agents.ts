import { z } from 'zod';
import { countryDialingCodeSchema, memberTypeSchema, registerBodySchema } from './session';
import { gameTypeSchema } from './system';
import { safeText } from './text';
import { timestampMsQuerySchema } from './timestamp';
import { amountInputSchema, balanceValueSchema, betStatusSchema, ledgerKindSchema, pageQueryShape, pageValueShape, requestIdSchema } from './wallet';

/*
 * The agent centre's team pages (issue 13): overview, downline tree and search, a member's summary, registering a
 * downline, the affiliate link, team bets, profit and loss per member, downline transactions, the agent's income and
 * the transfer to a downline. The contracts (dividend and salaries) have their own file, agent-contracts.ts.
 *
 * Only the caller's own downline (its direct members and theirs, at any depth; never the caller itself) is visible:
 * a call naming a member or node outside it answers 403 FORBIDDEN.
 *
 * Money follows wallet.ts: every figure is sent as `xxxMinor` (integer minor units) and `xxx` (the same as a decimal).
 * Days: agent figures are kept per business day of the brand (its calendar day in its time zone, `timeZone` in every
 * answer's period); today, yesterday, this week (from Monday) and this month are that zone's days, and a custom period
 * covers the whole days from the day of startTime to the day of endTime - 1 (at most 400 days).
 */
const minor = z.number().int();
const major = z.number();

type MoneyShape<K extends string> = { [P in K]: z.ZodNumber } & { [P in `${K}Minor`]: z.ZodNumber };
/** A money figure as the wallet sends it: `name` (a decimal with at most 2 places) and `nameMinor` (minor units). */
function money<K extends string>(name: K): MoneyShape<K> {
  return { [name]: major, [`${name}Minor`]: minor } as MoneyShape<K>;
}

// --- periods ---
export const teamPeriodNameSchema = z.enum(['today', 'yesterday', 'week', 'month', 'custom']);
export type TeamPeriodName = z.infer<typeof teamPeriodNameSchema>;
export const teamPeriodQueryShape = {
  period: teamPeriodNameSchema.default('today'),
  /** custom: a moment of the first day (ms) */
  startTime: timestampMsQuerySchema.optional(),
  /** custom: the end (ms, exclusive): the period ends with the day of endTime - 1 */
  endTime: timestampMsQuerySchema.min(1).optional(),
};
/** The period an answer covers: whole business days of the brand. */
export const teamPeriodSchema = z.object({
  name: teamPeriodNameSchema,
  /** first moment (ms) */
  startTime: z.number(),
  /** end (ms, exclusive) */
  endTime: z.number(),
  /** yyyy-MM-dd of the first and the last day (inclusive) */
  startDate: z.string(),
  endDate: z.string(),
  /** the brand's IANA time zone: the days above are its calendar days */
  timeZone: z.string(),
  /** the zone's offset from UTC in minutes at the period's start (UTC+8 = 480), for showing */
  tzOffsetMinutes: z.number().int(),
});
export type TeamPeriod = z.infer<typeof teamPeriodSchema>;

const username = safeText(64, { trim: true }).min(1);

// --- team overview ---
export const teamOverviewQuerySchema = z.object({ ...teamPeriodQueryShape });
export const teamDaySchema = z.object({
  /** yyyy-MM-dd (business day) */
  date: z.string(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  betCount: z.number().int(),
  ...money('validBet'),
  /** payout - stake of the day's settled bets: the team's point of view (positive: the team won) */
  ...money('teamProfit'),
  ...money('deposit'),
  ...money('withdrawal'),
});
export type TeamDay = z.infer<typeof teamDaySchema>;
export const teamOverviewValueSchema = z.object({
  period: teamPeriodSchema,
  /** every member of the downline now, at any depth */
  teamSize: z.number().int(),
  /** members whose upline is the agent */
  directMembers: z.number().int(),
  /** registered in the period */
  newMembers: z.number().int(),
  /** placed at least one bet settled in the period */
  activeMembers: z.number().int(),
  /** members whose first deposit ever was paid in the period, and what those deposits came to */
  firstDepositCount: z.number().int(),
  ...money('firstDeposit'),
  /** paid deposit orders */
  depositCount: z.number().int(),
  ...money('deposit'),
  /** withdrawals paid out (disbursed) */
  withdrawalCount: z.number().int(),
  ...money('withdrawal'),
  /** bets settled in the period */
  betCount: z.number().int(),
  ...money('stake'),
  ...money('validBet'),
  ...money('payout'),
  /** payout - stake: the team's point of view (positive: the team won) */
  ...money('teamProfit'),
  /** stake - payout: the house's point of view (= -teamProfit) */
  ...money('houseProfit'),
  /** the agent's own income in the period: salary and dividend credited to its wallet */
  ...money('income'),
  /** the last 30 business days, oldest first, today included (for the chart) */
  daily: z.array(teamDaySchema),
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;

// --- downline tree, search and one member ---
/** locked: a login lock is in force; active: a bet settled in the last 7 days; inactive otherwise */
export const teamMemberStatusSchema = z.enum(['active', 'inactive', 'locked']);
export const teamNodeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: memberTypeSchema,
  /** 1: a direct member of the agent, 2: a member of a direct member, ... */
  level: z.number().int(),
  status: teamMemberStatusSchema,
  /** main + vendor wallets (bonus wallets excluded) */
  ...money('balance'),
  lastLoginAt: z.number().nullable(),
  registeredAt: z.number(),
  /** direct members of this node */
  childCount: z.number().int(),
  uplineId: z.number().int(),
  uplineAccount: z.string(),
});
export type TeamNode = z.infer<typeof teamNodeSchema>;
export const teamTreeQuerySchema = z.object({
  /** the node whose direct members to list: the agent itself when absent, else a member of its downline */
  parentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...pageQueryShape,
});
export const teamTreeValueSchema = z.object({
  /** the listed node: level 0 is the agent itself */
  parent: z.object({ id: z.number().int(), username: z.string(), level: z.number().int() }),
  list: z.array(teamNodeSchema),
  ...pageValueShape,
});
export const teamSearchQuerySchema = z.object({
  /** part of a username (case-insensitive) */
  username,
  ...pageQueryShape,
});
export const teamSearchValueSchema = z.object({
  list: z.array(
    teamNodeSchema.extend({
      /** usernames from the agent's direct member down to this member's upline (empty for a direct member) */
      path: z.array(z.string()),
    }),
  ),
  ...pageValueShape,
});
const memberRef = {
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  username: safeText(64, { trim: true }).optional(),
};
export const teamMemberQuerySchema = z.object({ ...memberRef, ...teamPeriodQueryShape });
const memberFiguresShape = {
  betCount: z.number().int(),
  ...money('stake'),
  ...money('validBet'),
  ...money('payout'),
  /** payout - stake: the member's point of view */
  ...money('profit'),
  depositCount: z.number().int(),
  ...money('deposit'),
  withdrawalCount: z.number().int(),
  ...money('withdrawal'),
};
export const teamMemberValueSchema = teamNodeSchema.extend({
  path: z.array(z.string()),
  /** members in this member's own downline */
  teamSize: z.number().int(),
  firstDepositAt: z.number().nullable(),
  period: teamPeriodSchema,
  figures: z.object(memberFiguresShape),
  /** since registration */
  lifetime: z.object({ ...money('deposit'), ...money('withdrawal'), ...money('validBet'), ...money('profit') }),
});
export type TeamMemberValue = z.infer<typeof teamMemberValueSchema>;

// --- register a downline, affiliate link ---
/**
 * The brand's registration fields by username (its field rules apply; no captcha, SMS code or human verification:
 * the agent is logged in) and the new account's type: 0 a member, or an agent type the brand's agent settings allow
 * for sub-agents. The new account's upline is the caller.
 */
export const registerDownlineBodySchema = registerBodySchema
  .omit({
    captcha: true,
    captchaId: true,
    verificationCode: true,
    affiliateCode: true,
    humanChallenge: true,
    humanNonce: true,
    firebaseChannel: true,
    firebaseIdToken: true,
    login: true,
    registerUrl: true,
    registerMethod: true,
    domain: true,
    referralCode: true,
  })
  .extend({ countryDialingCode: countryDialingCodeSchema.optional(), type: memberTypeSchema.default(0) });
export type RegisterDownlineBody = z.input<typeof registerDownlineBodySchema>;
export const registerDownlineValueSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: memberTypeSchema,
  uplineAccount: z.string(),
  /** a sub-agent's own affiliate code; null for a member */
  affiliateCode: z.string().nullable(),
  registeredAt: z.number(),
});
export const affiliateLinkValueSchema = z.object({
  affiliateCode: z.string(),
  /** the registration page with the code, on the host the agent is using (encode it in the QR code) */
  url: z.string(),
  /** the account types the agent may register directly (0: member) */
  registerTypes: z.array(memberTypeSchema),
});

// --- team bets, profit and loss, transactions, income ---
export const teamBetsQuerySchema = z.object({
  ...pageQueryShape,
  ...teamPeriodQueryShape,
  /** one member of the downline (exact username) */
  username: safeText(64, { trim: true }).optional(),
  /** game category */
  gameType: gameTypeSchema.optional(),
  status: betStatusSchema.optional(),
});
export const teamBetSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  ...money('stake'),
  ...money('validBet'),
  ...money('payout'),
  /** payout - stake for a settled bet (the member's point of view), 0 otherwise */
  ...money('profit'),
  status: betStatusSchema,
  placedAt: z.number(),
  settledAt: z.number().nullable(),
});
const betTotalsSchema = z.object({ count: z.number().int(), ...money('stake'), ...money('validBet'), ...money('payout'), ...money('profit') });
/** Bets placed in the period (by placing time, like the member's bet records). */
export const teamBetsValueSchema = z.object({ period: teamPeriodSchema, list: z.array(teamBetSchema), totals: betTotalsSchema, ...pageValueShape });

export const teamProfitLossQuerySchema = z.object({
  ...pageQueryShape,
  ...teamPeriodQueryShape,
  username: safeText(64, { trim: true }).optional(),
  /** the order of the list (largest first) */
  sort: z.enum(['validBet', 'profit', 'deposit']).default('validBet'),
});
export const teamProfitLossRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  type: memberTypeSchema,
  level: z.number().int(),
  ...memberFiguresShape,
});
/** Members of the downline with bets settled, deposits paid or withdrawals paid out in the period; totals of all of them. */
export const teamProfitLossValueSchema = z.object({
  period: teamPeriodSchema,
  list: z.array(teamProfitLossRowSchema),
  totals: z.object(memberFiguresShape),
  ...pageValueShape,
});

/** one kind or a comma list (wallet.ts ledger kinds) */
const kindListSchema = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((s) => (s ? s.split(',').map((k) => k.trim()).filter(Boolean) : undefined))
  .pipe(z.array(ledgerKindSchema).optional());
export const teamTransactionsQuerySchema = z.object({
  ...pageQueryShape,
  ...teamPeriodQueryShape,
  username: safeText(64, { trim: true }).optional(),
  kind: kindListSchema,
});
export const teamTransactionSchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  kind: ledgerKindSchema,
  wallet: z.string(),
  /** positive: money in; negative: money out */
  ...money('amount'),
  ...money('balanceAfter'),
  reference: z.string().nullable(),
  createdAt: z.number(),
});
/** The account records (ledger entries of member wallets) of the downline. */
export const teamTransactionsValueSchema = z.object({
  period: teamPeriodSchema,
  list: z.array(teamTransactionSchema),
  ...money('totalIn'),
  ...money('totalOut'),
  ...pageValueShape,
});

/** The ledger kinds that are an agent's income. */
export const incomeKindSchema = z.enum(['salary', 'dividend']);
export const myIncomeQuerySchema = z.object({ ...pageQueryShape, ...teamPeriodQueryShape, kind: incomeKindSchema.optional() });
export const incomeEntrySchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  kind: incomeKindSchema,
  ...money('amount'),
  reference: z.string().nullable(),
  /** the contract that produced it (the ledger transaction's meta.contractId), when there is one */
  contractId: z.number().int().nullable(),
  createdAt: z.number(),
});
export const myIncomeValueSchema = z.object({
  period: teamPeriodSchema,
  list: z.array(incomeEntrySchema),
  totals: z.object({ ...money('salary'), ...money('dividend'), ...money('total') }),
  ...pageValueShape,
});

// --- transfer to a downline ---
export const transferDownlineBodySchema = z
  .object({
    /** the downline member by username or id */
    username: safeText(64, { trim: true }).optional(),
    memberId: z.number().int().positive().max(2_147_483_647).optional(),
    amount: amountInputSchema,
    paymentPassword: z.string().min(1).max(64),
    requestId: requestIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.username && body.memberId === undefined) ctx.addIssue({ code: 'custom', path: ['username'], message: 'input_cannot_be_empty' });
  });
export type TransferDownlineBody = z.input<typeof transferDownlineBodySchema>;
export const transferDownlineValueSchema = z.object({
  transactionId: z.number().int(),
  duplicate: z.boolean(),
  downlineId: z.number().int(),
  downlineAccount: z.string(),
  ...money('amount'),
  /** the agent's balance after the transfer */
  balance: balanceValueSchema,
});
/** The brand's limits of a transfer to a downline and what the agent has left today. */
export const transferDownlineLimitsValueSchema = z.object({
  minMinor: minor,
  maxMinor: minor,
  dailyMaxMinor: minor,
  usedTodayMinor: minor,
  remainingTodayMinor: minor,
  paymentPasswordSet: z.boolean(),
});
