import { z } from 'zod';
import { gameTypeSchema } from './system';

/**
 * Operator reports (issue 30). The games report: settled bets of a brand over a range of its business days (UTC plus
 * the brand's report offset), grouped by day, category, provider or game: bets, turnover (stake), valid bet, payout,
 * GGR (stake - payout) and the actual RTP (payout / stake) beside the declared one per game. The figures are kept in
 * the transactions that settle the bets, so a report is exact at once and fast however long the history.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day: YYYY-MM-DD');
export const REPORT_GROUPS = ['day', 'category', 'provider', 'game'] as const;
export const reportGroupSchema = z.enum(REPORT_GROUPS);
export type ReportGroup = z.infer<typeof reportGroupSchema>;
/** the longest range one report reads */
export const REPORT_MAX_DAYS = 366;

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

const range = { brandId: z.string().min(1).max(64), from: day, to: day };
const rangeChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { message: 'from is not after to', path: ['to'] })
    .refine((q) => dayNumber(q.to) - dayNumber(q.from) < REPORT_MAX_DAYS, { message: `at most ${REPORT_MAX_DAYS} days`, path: ['to'] });

export const gamesReportQuerySchema = rangeChecks(
  z.object({ ...range, groupBy: reportGroupSchema.default('day'), gameType: gameTypeSchema.optional(), vassalage: z.string().trim().min(1).max(64).optional() }),
);
export type GamesReportQuery = z.infer<typeof gamesReportQuerySchema>;

export const reportFiguresSchema = z.object({
  bets: z.number().int(),
  stakeMinor: z.number().int(),
  validBetMinor: z.number().int(),
  payoutMinor: z.number().int(),
  /** gross gaming revenue: stake - payout */
  ggrMinor: z.number().int(),
  /** payout / stake in basis points (null without stakes) */
  rtpBp: z.number().int().nullable(),
});
export const gamesReportRowSchema = reportFiguresSchema.extend({
  /** the day (YYYY-MM-DD), the category (RNG...), the provider's code, or provider:game code */
  key: z.string(),
  label: z.string(),
  gameType: z.string().nullable(),
  vassalage: z.string().nullable(),
  /** by game: the RTP the catalogue declares (basis points), when it does */
  declaredRtpBp: z.number().int().nullable(),
});
export type GamesReportRow = z.infer<typeof gamesReportRowSchema>;
export const gamesReportValueSchema = z.object({
  brandId: z.string(),
  from: z.string(),
  to: z.string(),
  groupBy: reportGroupSchema,
  /** the brand's time zone: the days are its calendar days */
  timeZone: z.string(),
  rows: z.array(gamesReportRowSchema),
  totals: reportFiguresSchema,
});
export type GamesReportValue = z.infer<typeof gamesReportValueSchema>;

/**
 * The payments report: paid deposits per business day and channel (first deposits among them, the average deposit),
 * paid-out withdrawals per day with the average time from request to payout, and the orders made in the range by
 * status.
 */
export const paymentsReportQuerySchema = rangeChecks(z.object(range));
export type PaymentsReportQuery = z.infer<typeof paymentsReportQuerySchema>;
const paymentFigures = {
  deposits: z.number().int(),
  depositMinor: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositMinor: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalMinor: z.number().int(),
  /** from a withdrawal's request to its payout, on average (null: none paid out) */
  avgPayoutMinutes: z.number().int().nullable(),
};
export const paymentsReportValueSchema = z.object({
  brandId: z.string(),
  from: z.string(),
  to: z.string(),
  /** the brand's time zone: the days are its calendar days */
  timeZone: z.string(),
  days: z.array(z.object({ day: z.string(), ...paymentFigures })),
  channels: z.array(z.object({ channel: z.string(), name: z.string(), deposits: z.number().int(), depositMinor: z.number().int(), firstDeposits: z.number().int(), averageMinor: z.number().int() })),
  /** the orders made in the range, by their status now */
  statuses: z.object({
    deposits: z.array(z.object({ status: z.string(), count: z.number().int(), amountMinor: z.number().int() })),
    withdrawals: z.array(z.object({ status: z.string(), count: z.number().int(), amountMinor: z.number().int() })),
  }),
  totals: z.object({ ...paymentFigures, averageDepositMinor: z.number().int() }),
});
export type PaymentsReportValue = z.infer<typeof paymentsReportValueSchema>;

/**
 * The responsible-gaming report: what players and operators did with limits and blocks in the range (the brand's
 * responsible-gaming trail, by action, the operators' share apart) under the brand's pack, and the players under an
 * active time-out or self-exclusion now.
 */
export const rgReportQuerySchema = rangeChecks(z.object(range));
export const RG_REPORT_ACTIONS = [
  'limit_set',
  'limit_lowered',
  'limit_raise_requested',
  'limit_confirmed',
  'limit_change_cancelled',
  'time_out',
  'self_exclusion',
  'session_limit_reached',
  'reality_check_answered',
  'reality_check_interval_set',
] as const;
export const rgReportValueSchema = z.object({
  brandId: z.string(),
  from: z.string(),
  to: z.string(),
  packId: z.string(),
  actions: z.array(z.object({ action: z.string(), count: z.number().int(), byOperators: z.number().int() })),
  /** players blocked now, the longest-running first (at most 500) */
  blocks: z.array(z.object({ memberId: z.number().int(), username: z.string(), kind: z.enum(['timeOut', 'selfExclusion']), startedAt: z.string().nullable(), until: z.string().nullable(), allBrands: z.boolean() })),
  blockCount: z.number().int(),
});
export type RgReportValue = z.infer<typeof rgReportValueSchema>;

/**
 * The rewards report: what the house paid in rewards over the range, by promotion and by source (missions, referrals,
 * point-mall redemptions, operator grants, rebates, points conversions, agents' salaries and dividends): granted or
 * paid, bonuses released into main against forfeited back to the house, and the points issued and spent. Bonus money
 * lost in play is in the games report's GGR, so the net cost here is what was paid less what came back unplayed.
 */
export const rewardsReportQuerySchema = rangeChecks(z.object(range));
export type RewardsReportQuery = z.infer<typeof rewardsReportQuerySchema>;
export const REWARD_SOURCES = ['promotion', 'mission', 'referral', 'redemption', 'operator', 'bonus', 'rebate', 'points', 'salary', 'dividend'] as const;
const rewardFigures = {
  /** bonuses granted and cash paid: how many and how much */
  paid: z.number().int(),
  paidMinor: z.number().int(),
  /** bonuses whose wagering was met: how many, and what reached the main wallet */
  released: z.number().int(),
  releasedMinor: z.number().int(),
  /** bonuses ended unplayed (forfeited, expired) and cash-out caps: how many, and what went back to the house */
  forfeited: z.number().int(),
  forfeitedMinor: z.number().int(),
  /** paid less forfeited */
  netCostMinor: z.number().int(),
};
export const rewardsReportRowSchema = z.object({
  /** promotion:<id> or the source */
  key: z.string(),
  source: z.string(),
  promotionId: z.number().int().nullable(),
  /** the promotion's title (English, else its first), or null for a source */
  title: z.string().nullable(),
  category: z.string().nullable(),
  mechanic: z.string().nullable(),
  ...rewardFigures,
});
export type RewardsReportRow = z.infer<typeof rewardsReportRowSchema>;
export const rewardsReportValueSchema = z.object({
  brandId: z.string(),
  from: z.string(),
  to: z.string(),
  /** the brand's time zone: the days are its calendar days */
  timeZone: z.string(),
  /** per promotion, the largest cost first */
  promotions: z.array(rewardsReportRowSchema),
  /** per source other than promotions */
  sources: z.array(rewardsReportRowSchema),
  days: z.array(z.object({ day: z.string(), paidMinor: z.number().int(), releasedMinor: z.number().int(), forfeitedMinor: z.number().int(), netCostMinor: z.number().int() })),
  /** points by points-ledger kind (earn, mission, referral, adjust: issued; redeem, convert: spent, negative) */
  points: z.array(z.object({ kind: z.string(), count: z.number().int(), points: z.number().int() })),
  totals: z.object(rewardFigures),
});
export type RewardsReportValue = z.infer<typeof rewardsReportValueSchema>;

/**
 * The players report: per business day registrations (members created), first depositors (members whose first paid
 * deposit ever fell that day) and active players (members with at least one bet settled that day); over the range
 * the same, with the active players counted once each however many days they played, and the conversion (first
 * depositors / registrations, whenever those depositors registered). Retention by registration week (ISO weeks,
 * Monday first, of business days): for each week the range touches, the members registered in it and how many of
 * them played in week 0 (their registration week), 1, ... up to RETENTION_WEEKS or this week.
 */
export const playersReportQuerySchema = rangeChecks(z.object(range));
export type PlayersReportQuery = z.infer<typeof playersReportQuerySchema>;
/** the last week after registration the cohort table shows */
export const RETENTION_WEEKS = 12;
const playerFigures = { registrations: z.number().int(), firstDepositors: z.number().int(), activePlayers: z.number().int() };
export const playersReportValueSchema = z.object({
  brandId: z.string(),
  from: z.string(),
  to: z.string(),
  /** the brand's time zone: the days are its calendar days */
  timeZone: z.string(),
  /** every day of the range */
  days: z.array(z.object({ day: z.string(), ...playerFigures })),
  totals: z.object({
    ...playerFigures,
    /** first depositors / registrations in basis points (null without registrations) */
    conversionBp: z.number().int().nullable(),
  }),
  cohorts: z.array(
    z.object({
      /** the registration week's Monday */
      week: z.string(),
      size: z.number().int(),
      /** week 0 (the registration week) onwards, up to RETENTION_WEEKS or the current week */
      weeks: z.array(z.object({ week: z.number().int(), active: z.number().int(), rateBp: z.number().int().nullable() })),
    }),
  ),
});
export type PlayersReportValue = z.infer<typeof playersReportValueSchema>;

/**
 * The agents report: per level of the upline tree (top agents, without an upline, are level 1), the agents (members
 * with a downline) at that level now, what their teams did in the range (registrations, valid bet, stake, payout,
 * net loss = stake - payout: the house's GGR from those teams, deposits, withdrawals) and what the house paid the
 * members of that level as salary and dividend. A member's figures count for the team of each of its ancestors, so a
 * level's teams are within the teams of the level above. Also the agents with the largest team valid bet.
 */
export const agentsReportQuerySchema = rangeChecks(z.object(range));
export type AgentsReportQuery = z.infer<typeof agentsReportQuerySchema>;
/** how many agents the top list shows */
export const TOP_AGENTS = 20;
const teamFigures = {
  newMembers: z.number().int(),
  betCount: z.number().int(),
  stakeMinor: z.number().int(),
  validBetMinor: z.number().int(),
  payoutMinor: z.number().int(),
  /** stake - payout */
  netLossMinor: z.number().int(),
  depositMinor: z.number().int(),
  withdrawalMinor: z.number().int(),
};
const housePay = { salaryMinor: z.number().int(), dividendMinor: z.number().int(), paidMinor: z.number().int() };
export const agentsReportValueSchema = z.object({
  brandId: z.string(),
  from: z.string(),
  to: z.string(),
  /** the brand's time zone: the days are its calendar days */
  timeZone: z.string(),
  levels: z.array(z.object({ level: z.number().int(), agents: z.number().int(), ...teamFigures, ...housePay })),
  /** every team member's figures once (the top agents' teams together), and everything the house paid */
  totals: z.object({ agents: z.number().int(), ...teamFigures, ...housePay }),
  /** the agents with the largest team valid bet in the range, largest first (at most TOP_AGENTS) */
  top: z.array(
    z.object({
      memberId: z.number().int(),
      username: z.string(),
      level: z.number().int(),
      teamSize: z.number().int(),
      validBetMinor: z.number().int(),
      netLossMinor: z.number().int(),
      paidMinor: z.number().int(),
    }),
  ),
});
export type AgentsReportValue = z.infer<typeof agentsReportValueSchema>;
