/**
 * The team overview: the downline's figures for a period and the last 30 days for the chart, from agent_team_daily
 * (plus what is still queued): a few dozen rows whatever the team's size. Active members over several days are
 * distinct members, counted from the active-day links (team-figures.ts activeMembersBetween).
 */
import type { TeamOverviewValue } from '@app/contract/agents';
import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import type { Agent } from './team-downline';
import { teamSizeOf } from './team-downline';
import { activeMembersBetween, teamDays, type TeamDayFigures } from './team-figures';
import { moneyIn, num } from './team-money';
import { dateOfDay, dayOf, type ResolvedPeriod, SERIES_DAYS } from './team-periods';

/** The ledger kinds that are an agent's income. */
export const INCOME_KINDS = ['salary', 'dividend'] as const;

/** What the agent was credited as income (salary, dividend) between two moments. */
export async function incomeBetween(db: Db, agentId: number, start: Date, end: Date) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, agentId),
        inArray(ledgerEntries.kind, [...INCOME_KINDS]),
        gt(ledgerEntries.amountMinor, 0),
        gte(ledgerEntries.createdAt, start),
        lt(ledgerEntries.createdAt, end),
      ),
    );
  return num(row?.total);
}

type Sum = Omit<TeamDayFigures, 'day'>;
function sumDays(days: TeamDayFigures[], first: number, last: number): Sum {
  const total = {} as Sum;
  for (const d of days) {
    if (d.day < first || d.day > last) continue;
    for (const [key, value] of Object.entries(d)) if (key !== 'day') total[key as keyof Sum] = (total[key as keyof Sum] ?? 0) + value;
  }
  return total;
}

/** The agent's team in the period; `digits`: the brand's currency's decimal places. */
export async function teamOverview(db: Db, agent: Agent, period: ResolvedPeriod, digits: number, now = Date.now()): Promise<TeamOverviewValue> {
  const money = moneyIn(digits);
  const today = dayOf(now, period.timeZone);
  const seriesFirst = today - SERIES_DAYS + 1;
  const [days, sizes, incomeMinor] = await Promise.all([
    teamDays(db, agent.id, Math.min(period.firstDay, seriesFirst), Math.max(period.lastDay, today)),
    teamSizeOf(db, agent.id),
    incomeBetween(db, agent.id, period.start, period.end),
  ]);
  const t = sumDays(days, period.firstDay, period.lastDay);
  const activeMembers = period.firstDay === period.lastDay ? (t.active_members ?? 0) : await activeMembersBetween(db, agent.id, period.firstDay, period.lastDay);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const daily = Array.from({ length: SERIES_DAYS }, (_, i) => {
    const d = byDay.get(seriesFirst + i);
    return {
      date: dateOfDay(seriesFirst + i),
      newMembers: d?.new_members ?? 0,
      activeMembers: d?.active_members ?? 0,
      betCount: d?.bet_count ?? 0,
      ...money('validBet', d?.valid_bet_minor),
      ...money('teamProfit', (d?.payout_minor ?? 0) - (d?.stake_minor ?? 0)),
      ...money('deposit', d?.deposit_minor),
      ...money('withdrawal', d?.withdrawal_minor),
    };
  });
  const teamProfitMinor = (t.payout_minor ?? 0) - (t.stake_minor ?? 0);
  return {
    period: period.value,
    ...sizes,
    newMembers: t.new_members ?? 0,
    activeMembers,
    firstDepositCount: t.first_deposit_count ?? 0,
    ...money('firstDeposit', t.first_deposit_minor),
    depositCount: t.deposit_count ?? 0,
    ...money('deposit', t.deposit_minor),
    withdrawalCount: t.withdrawal_count ?? 0,
    ...money('withdrawal', t.withdrawal_minor),
    betCount: t.bet_count ?? 0,
    ...money('stake', t.stake_minor),
    ...money('validBet', t.valid_bet_minor),
    ...money('payout', t.payout_minor),
    ...money('teamProfit', teamProfitMinor),
    ...money('houseProfit', -teamProfitMinor),
    ...money('income', incomeMinor),
    daily,
  };
}
