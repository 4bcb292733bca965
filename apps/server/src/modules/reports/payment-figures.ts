/**
 * The payments report (issue 30, migration 0051): paid deposits per business day and channel, first deposits, paid-out
 * withdrawals with the time from request to payout, from the figures the paying transactions keep (roll-up.ts), and
 * the orders made in the range by status, counted from the orders (indexed by brand and creation time).
 */
import { zonedDatesSpan } from '@app/contract/zoned-time';
import type { PaymentsReportQuery, PaymentsReportValue } from '@app/contract/operators-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { num, rowsOf } from '../agents/team-money';
import { brandTimeZone } from '../content/brand-clock';
import { dailyAndQueued, QUEUES } from './roll-up';

const avgMinutes = (seconds: number, count: number) => (count > 0 ? Math.round(seconds / count / 60) : null);

export async function paymentsReport(db: Db, query: PaymentsReportQuery): Promise<PaymentsReportValue> {
  const timeZone = await brandTimeZone(db, query.brandId);
  const filter = sql`brand_id = ${query.brandId} and day between ${query.from}::date and ${query.to}::date`;
  const figures = sql`(${dailyAndQueued(QUEUES.payments, ['day', 'kind', 'channel', 'count', 'amount_minor', 'first_count', 'first_amount_minor', 'wait_seconds'], filter)})`;
  type DayRow = { day: string; kind: string; count: string; amount: string; first: string; first_amount: string; wait: string };
  const [days, channels] = await Promise.all([
    rowsOf<DayRow>(
      db,
      sql`select to_char(f.day, 'YYYY-MM-DD') as day, f.kind, sum(f.count) as count, sum(f.amount_minor) as amount, sum(f.first_count) as first, sum(f.first_amount_minor) as first_amount, sum(f.wait_seconds) as wait
        from ${figures} f group by f.day, f.kind order by f.day`,
    ),
    rowsOf<{ channel: string; name: string | null; count: string; amount: string; first: string }>(
      db,
      sql`select f.channel, (select c.name from deposit_channels c where c.brand_id = ${query.brandId} and c.code = f.channel limit 1) as name,
          sum(f.count) as count, sum(f.amount_minor) as amount, sum(f.first_count) as first
        from ${figures} f where f.kind = 'deposit' group by f.channel order by sum(f.amount_minor) desc`,
    ),
  ]);
  const { start, end } = zonedDatesSpan(query.from, query.to, timeZone);
  const statusOf = (table: string) =>
    rowsOf<{ status: string; count: string; amount: string }>(
      db,
      sql`select status, count(*) as count, sum(amount_minor) as amount from ${sql.raw(table)}
        where brand_id = ${query.brandId} and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        group by status order by count(*) desc`,
    );
  const [depositStatuses, withdrawalStatuses] = await Promise.all([statusOf('deposit_orders'), statusOf('withdrawals')]);

  const byDay = new Map<string, PaymentsReportValue['days'][number] & { waitSeconds: number }>();
  for (const r of days) {
    const row = byDay.get(r.day) ?? { day: r.day, deposits: 0, depositMinor: 0, firstDeposits: 0, firstDepositMinor: 0, withdrawals: 0, withdrawalMinor: 0, avgPayoutMinutes: null, waitSeconds: 0 };
    if (r.kind === 'deposit') Object.assign(row, { deposits: num(r.count), depositMinor: num(r.amount), firstDeposits: num(r.first), firstDepositMinor: num(r.first_amount) });
    else Object.assign(row, { withdrawals: num(r.count), withdrawalMinor: num(r.amount), waitSeconds: num(r.wait), avgPayoutMinutes: avgMinutes(num(r.wait), num(r.count)) });
    byDay.set(r.day, row);
  }
  const list = [...byDay.values()];
  const total = (pick: (r: (typeof list)[number]) => number) => list.reduce((sum, r) => sum + pick(r), 0);
  const deposits = total((r) => r.deposits);
  const depositMinor = total((r) => r.depositMinor);
  const withdrawals = total((r) => r.withdrawals);
  return {
    brandId: query.brandId,
    from: query.from,
    to: query.to,
    timeZone,
    days: list.map(({ waitSeconds: _wait, ...row }) => row),
    channels: channels.map((c) => ({ channel: c.channel, name: c.name ?? c.channel, deposits: num(c.count), depositMinor: num(c.amount), firstDeposits: num(c.first), averageMinor: num(c.count) > 0 ? Math.round(num(c.amount) / num(c.count)) : 0 })),
    statuses: {
      deposits: depositStatuses.map((s) => ({ status: s.status, count: num(s.count), amountMinor: num(s.amount) })),
      withdrawals: withdrawalStatuses.map((s) => ({ status: s.status, count: num(s.count), amountMinor: num(s.amount) })),
    },
    totals: {
      deposits,
      depositMinor,
      firstDeposits: total((r) => r.firstDeposits),
      firstDepositMinor: total((r) => r.firstDepositMinor),
      averageDepositMinor: deposits > 0 ? Math.round(depositMinor / deposits) : 0,
      withdrawals,
      withdrawalMinor: total((r) => r.withdrawalMinor),
      avgPayoutMinutes: avgMinutes(total((r) => r.waitSeconds), withdrawals),
    },
  };
}
