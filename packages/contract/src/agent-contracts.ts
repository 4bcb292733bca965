import { z } from 'zod';
import { safeText } from './text';
import { timestampMsSchema } from './timestamp';
import { pageQueryShape, pageValueShape, requestIdSchema } from './wallet';
import { MAX_AMOUNT_MINOR } from './money';

/*
 * Dividend and salary contracts between an upline agent and a DIRECT downline agent (issue 13; spec sections 3, 4,
 * 7 and 9). Money is integer minor units; every figure of an answer is sent twice (xxxMinor and xxx, like the
 * wallet). Times are ms timestamps; periods are UTC.
 *
 * Kinds and their settlement periods:
 * - real_time_salary: every 5 minutes; hourly_salary: every hour; daily_salary: every UTC day;
 * - dividend: daily, weekly (Monday to Sunday), semimonthly (1st-15th and 16th-end of month) or monthly (terms.period).
 *
 * The team of a contract is everyone below its downline agent (members.upline_id, every level), never the downline
 * agent itself. For each period the server reads the team's settled bets (settled_at in the period):
 * - teamValidBet = sum of valid bets; teamProfitLoss = sum of (stake - payout), the house's result (positive: the
 *   team lost); activeMembers = team members with a valid bet > 0 in the period.
 * - rates are capped by the brand's maximum of the kind (the top agent's rate; an agent offers at most its own rate),
 *   and pay is differential: on each bet a contract earns its rate minus the rate of the contract of the kind given
 *   further down on the same bet, so a chain of any depth costs the house at most the top rate (docs/agent-contracts.md);
 * - salary = floor(sum of valid bet x that share / 10000), when every condition of the terms is met;
 * - dividend = floor(sum of (stake - payout) x that share / 10000), when it and teamProfitLoss are > 0 and every
 *   condition is met.
 * Conditions: teamValidBet >= minValidBetMinor; activeMembers >= minActiveMembers; teamProfitLoss >=
 * minProfitLossMinor (when set); for salaries the bet amounts of the spec: the team's valid bet of the UTC day
 * (dailyBetMinor) and of the UTC hour (hourlyBetMinor) the period ends in, counted up to the period's end.
 * A period is paid only when the contract was in force for the whole of it (accepted, from max(startAt, acceptedAt)
 * until it ended or its endAt), once per contract and period, to the downline agent's main wallet (ledger kind
 * salary or dividend, meta.contractId), from the house or, when the brand says so, from the upline's main wallet.
 */

const minor = z.number().int();
const major = z.number();
const id = z.number().int().positive().max(2_147_483_647);
const amountMinor = z.number().int().min(0).max(MAX_AMOUNT_MINOR);

export const contractKindSchema = z.enum(['dividend', 'daily_salary', 'hourly_salary', 'real_time_salary']);
export type ContractKind = z.infer<typeof contractKindSchema>;
export const CONTRACT_KINDS = contractKindSchema.options;

/**
 * A brand's maximum rate per kind (bp) unless its operator changes it: dividends 20% of the team's net loss, the daily
 * salary 1% of the valid bet, the hourly and real-time salaries 0.25% each. A downline may hold every salary kind at
 * once, so they add up on the same bets: 1.5%, which with the dividends, the cashback and the members' own rewards
 * stays within the 4% edge a unit of valid turnover carries (the server's reward budget).
 */
export const DEFAULT_CONTRACT_MAX_RATES_BP: Readonly<Record<ContractKind, number>> = { dividend: 2000, daily_salary: 100, hourly_salary: 25, real_time_salary: 25 };
export const SALARY_KINDS: readonly ContractKind[] = ['daily_salary', 'hourly_salary', 'real_time_salary'];
/** The brand flag that switches each kind's agent-centre entry and new offers on. */
export const contractKindFlag = { dividend: 'DIVIDEND3', daily_salary: 'DAILYSAL3', hourly_salary: 'HOURSAL3', real_time_salary: 'RTSAL3' } as const satisfies Record<ContractKind, string>;

/**
 * offered -> accepted | rejected (the downline answers); accepted -> terminated (either side, or the lower-rate rule)
 * | finished (its endAt passed; the server's job).
 */
export const contractStateSchema = z.enum(['offered', 'accepted', 'rejected', 'terminated', 'finished']);
export type ContractState = z.infer<typeof contractStateSchema>;
export const dividendPeriodSchema = z.enum(['daily', 'weekly', 'semimonthly', 'monthly']);
export type DividendPeriod = z.infer<typeof dividendPeriodSchema>;
/** the caller's side of a contract */
export const contractRoleSchema = z.enum(['upline', 'downline']);

/** The largest rate: 100% (basis points, 10000 = 100%). */
export const MAX_CONTRACT_RATE_BP = 10_000;

/** The rate and conditions of a contract (spec section 3: period valid bet, profit and loss, active members, rate, daily and hourly bet amounts). */
export const contractTermsSchema = z.object({
  /** basis points of the base (team valid bet for salaries, team net loss for dividends): 150 = 1.5% */
  rateBp: z.number().int().min(1).max(MAX_CONTRACT_RATE_BP),
  /** period valid bet: the team's valid bet in the period must reach this (0: no condition) */
  minValidBetMinor: amountMinor.default(0),
  /** period profit and loss: the team's (stake - payout) in the period must reach this; null: no condition */
  minProfitLossMinor: z.number().int().min(-MAX_AMOUNT_MINOR).max(MAX_AMOUNT_MINOR).nullable().default(null),
  /** active members: team members with a valid bet in the period (0: no condition) */
  minActiveMembers: z.number().int().min(0).max(1_000_000).default(0),
  /** salaries (daily, real-time): the team's valid bet of the UTC day, up to the period's end, must reach this */
  dailyBetMinor: amountMinor.nullable().default(null),
  /** salaries (hourly, real-time): the team's valid bet of the UTC hour, up to the period's end, must reach this */
  hourlyBetMinor: amountMinor.nullable().default(null),
  /** dividends only: the settlement period */
  period: dividendPeriodSchema.nullable().default(null),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** Which terms a kind takes (the server refuses the others with VALIDATION_ERROR). */
export function termsProblems(kind: ContractKind, terms: ContractTerms): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (kind === 'dividend' && !terms.period) problems.push({ path: 'terms.period', message: 'input_cannot_be_empty' });
  if (kind !== 'dividend' && terms.period) problems.push({ path: 'terms.period', message: 'a dividend term' });
  if (terms.dailyBetMinor !== null && (kind === 'dividend' || kind === 'hourly_salary')) problems.push({ path: 'terms.dailyBetMinor', message: 'a daily or real-time salary term' });
  if (terms.hourlyBetMinor !== null && (kind === 'dividend' || kind === 'daily_salary')) problems.push({ path: 'terms.hourlyBetMinor', message: 'an hourly or real-time salary term' });
  return problems;
}

/** The longest contract: about 5 years. */
export const MAX_CONTRACT_SPAN_MS = 5 * 366 * 86_400_000;

export const offerContractBodySchema = z
  .object({
    /** the direct downline agent's username */
    downline: safeText(64, { trim: true }).pipe(z.string().min(1)),
    kind: contractKindSchema,
    terms: contractTermsSchema,
    /** when it may start paying (default: now); it pays only from its acceptance on */
    startAt: timestampMsSchema.optional(),
    /** when it ends (finished); null or absent: until terminated */
    endAt: timestampMsSchema.nullable().optional(),
    /** a retry with the same id answers the first offer */
    requestId: requestIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    for (const p of termsProblems(body.kind, body.terms)) ctx.addIssue({ code: 'custom', path: p.path.split('.'), message: p.message });
    if (body.endAt != null && body.endAt <= (body.startAt ?? 0)) ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'after startAt' });
  });
export type OfferContractBody = z.infer<typeof offerContractBodySchema>;

export const contractPartySchema = z.object({ account: z.string(), nickname: z.string() });

export const contractSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  state: contractStateSchema,
  /** the caller's side */
  role: contractRoleSchema,
  upline: contractPartySchema,
  downline: contractPartySchema,
  terms: contractTermsSchema,
  startAt: z.number(),
  endAt: z.number().nullable(),
  offeredAt: z.number(),
  /** when it was accepted or rejected */
  respondedAt: z.number().nullable(),
  /** from when it pays: max(startAt, acceptedAt) */
  effectiveAt: z.number().nullable(),
  /** when it stopped being in force (terminated, or its endAt when finished) */
  endedAt: z.number().nullable(),
  /** why it ended: terminated_by_upline, terminated_by_downline, terminated_by_operator, upline_rate_lowered, end_date */
  endReason: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** The team's figures of a period and what it pays (or would pay, for the running period). */
export const periodFiguresSchema = z.object({
  periodStart: z.number(),
  periodEnd: z.number(),
  teamValidBetMinor: minor,
  teamValidBet: major,
  teamProfitLossMinor: minor,
  teamProfitLoss: major,
  activeMembers: z.number().int(),
  /** every condition of the terms is met (so far, for the running period) */
  conditionsMet: z.boolean(),
  amountMinor: minor,
  amount: major,
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const contractEventSchema = z.object({
  at: z.number(),
  from: contractStateSchema.nullable(),
  to: contractStateSchema,
  /** who made the change: upline, downline or system (the finish job, the lower-rate rule) */
  by: z.enum(['upline', 'downline', 'system', 'operator']),
  reason: z.string().nullable(),
});

/** A contract the caller's acceptance of an offer terminates (the spec's lower-rate rule). */
export const terminatedOnAcceptSchema = z.object({ id: z.number().int(), downline: z.string(), rateBp: z.number().int() });

export const contractDetailValueSchema = contractSchema.extend({
  /** every state change, oldest first */
  history: z.array(contractEventSchema),
  /**
   * An offer: the accepted contracts of the same kind its downline gives its own downlines at a HIGHER rate.
   * Accepting terminates them (the spec: a new contract at a lower rate than an existing downline contract terminates
   * the downline contract on consent), so the downline consents knowing it (and the upline offers knowing it).
   */
  terminatesOnAccept: z.array(terminatedOnAcceptSchema),
  /** accepted: the running period's figures so far */
  currentPeriod: periodFiguresSchema.nullable(),
  /** what the caller may do now */
  actions: z.object({ accept: z.boolean(), reject: z.boolean(), terminate: z.boolean() }),
});
export type ContractDetail = z.infer<typeof contractDetailValueSchema>;

export const contractsQuerySchema = z.object({
  ...pageQueryShape,
  role: contractRoleSchema.optional(),
  kind: contractKindSchema.optional(),
  state: contractStateSchema.optional(),
});
export const contractsValueSchema = z.object({ list: z.array(contractSchema), ...pageValueShape });

export const contractIdQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const respondContractBodySchema = z.object({ id, action: z.enum(['accept', 'reject']) });
export const terminateContractBodySchema = z.object({ id, reason: safeText(200, { trim: true }).optional() });
/** The contract after the change; accept also lists the downline contracts the lower-rate rule terminated. */
export const contractChangeValueSchema = z.object({ contract: contractDetailValueSchema, terminated: z.array(terminatedOnAcceptSchema) });

// --- payments and the four contract pages of the spec (section 7) ---
export const settlementStatusSchema = z.enum(['paid', 'not_met', 'unpaid']);
export const settlementSchema = periodFiguresSchema.extend({
  id: z.number().int(),
  contractId: z.number().int(),
  role: contractRoleSchema,
  /** the other party's account */
  counterpart: z.string(),
  rateBp: z.number().int(),
  /** paid; not_met (a condition failed: nothing due); unpaid (the paying upline lacked funds: retried each run) */
  status: settlementStatusSchema,
  payer: z.enum(['house', 'upline']),
  paidAt: z.number().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/**
 * The spec's four contract calls (MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract) are the pages of one kind each: the caller's
 * accepted contracts of that kind (from its upline and to its downlines) with the running period's figures, the
 * offers of that kind waiting for its answer, and the payment history (newest first; of contractId when given).
 */
export const contractPageBodySchema = z.object({ contractId: id.optional(), ...pageQueryShape });
export const contractPageValueSchema = z.object({
  kind: contractKindSchema,
  /** the highest rate the caller may offer its downline agents of this kind: its own rate, at most the brand's maximum */
  offerRateCapBp: z.number().int(),
  contracts: z.array(contractSchema.extend({ currentPeriod: periodFiguresSchema })),
  pendingOffers: z.array(contractSchema),
  payments: z.object({ list: z.array(settlementSchema), totalPaidMinor: minor, ...pageValueShape }),
});
export type ContractPageValue = z.infer<typeof contractPageValueSchema>;
