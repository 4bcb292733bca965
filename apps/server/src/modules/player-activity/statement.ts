import { brandDigits } from '@app/contract/brand';
import { type ActivityStatement, type StatementMonth, statementCsv } from '@app/contract/player-activity';
import { zonedDate, zonedMidnight } from '@app/contract/zoned-time';
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bets, ledgerEntries, playSessions, withdrawals } from '../../db/schema';
import { zoneLiteral } from '../content/brand-clock';
import { PAID_OUT_STATUSES } from '../wallet/summary';

export const STATEMENT_MONTHS = 12;

/** The first day (YYYY-MM-DD) of the brand's month `back` months before the one of `now`. */
function monthStart(now: Date, timeZone: string, back: number) {
  const [year, month] = zonedDate(now, timeZone).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

/**
 * The member's activity per month of the brand's calendar (its time zone), the last 12 months including this one, newest first: deposits credited,
 * withdrawals paid out (less refunds) by request month, stakes and wins of the bets placed in the month, and the
 * length of the play sessions started in it. Each query reads one member's rows through its (member, time) index.
 */
export async function activityStatement(db: Db, memberId: number, brand: { currency: string; currencySymbol: string; timeZone: string }, now = new Date()): Promise<ActivityStatement> {
  const { currencySymbol, timeZone } = brand;
  const since = zonedMidnight(monthStart(now, timeZone, STATEMENT_MONTHS - 1), timeZone);
  const monthOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM')`;
  const grouped = <T extends Record<string, SQL>>(column: PgColumn, fields: T) => ({ month: monthOf(column), ...fields });
  const [deposits, paidOut, betTotals, played] = await Promise.all([
    db
      .select(grouped(ledgerEntries.createdAt, { total: sql<string>`sum(${ledgerEntries.amountMinor})` }))
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'deposit'), gte(ledgerEntries.createdAt, since)))
      .groupBy(monthOf(ledgerEntries.createdAt)),
    db
      .select(grouped(withdrawals.createdAt, { total: sql<string>`sum(${withdrawals.amountMinor} - coalesce(${withdrawals.refundedMinor}, 0))` }))
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since), inArray(withdrawals.status, PAID_OUT_STATUSES)))
      .groupBy(monthOf(withdrawals.createdAt)),
    db
      .select(
        grouped(bets.placedAt, {
          stakes: sql<string>`sum(case when ${bets.status} <> 'cancelled' then ${bets.stakeMinor} else 0 end)`,
          wins: sql<string>`sum(case when ${bets.status} = 'settled' then ${bets.payoutMinor} else 0 end)`,
        }),
      )
      .from(bets)
      .where(and(eq(bets.memberId, memberId), gte(bets.placedAt, since)))
      .groupBy(monthOf(bets.placedAt)),
    db
      .select(grouped(playSessions.startedAt, { seconds: sql<string>`sum(extract(epoch from ${playSessions.lastActiveAt} - ${playSessions.startedAt}))` }))
      .from(playSessions)
      .where(and(eq(playSessions.memberId, memberId), gte(playSessions.startedAt, since)))
      .groupBy(monthOf(playSessions.startedAt)),
  ]);
  const byMonth = <R extends { month: string }>(rows: R[]) => new Map(rows.map((r) => [r.month, r]));
  const [d, w, b, p] = [byMonth(deposits), byMonth(paidOut), byMonth(betTotals), byMonth(played)];
  const months: StatementMonth[] = Array.from({ length: STATEMENT_MONTHS }, (_, back) => {
    const month = monthStart(now, timeZone, back).slice(0, 7);
    const stakesMinor = Number(b.get(month)?.stakes ?? 0);
    const winsMinor = Number(b.get(month)?.wins ?? 0);
    return {
      month,
      depositsMinor: Number(d.get(month)?.total ?? 0),
      withdrawalsMinor: Number(w.get(month)?.total ?? 0),
      stakesMinor,
      winsMinor,
      netPositionMinor: winsMinor - stakesMinor,
      playedSeconds: Math.round(Number(p.get(month)?.seconds ?? 0)),
    };
  });
  return { currencySymbol, months, csv: statementCsv(months, currencySymbol, brandDigits(brand)) };
}
