/**
 * The rewards report (issue 30, migration 0053): triggers on the ledger's reward entries and on the points ledger append
 * each reward's figures to report_reward_queue in the paying transaction; the report job rolls them into
 * report_reward_daily (roll-up.ts); this module reads both, grouped by promotion, by source and by day.
 */
import { textIn } from '@app/contract/brand';
import type { RewardsReportQuery, RewardsReportRow, RewardsReportValue } from '@app/contract/operators-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { num, rowsOf } from '../agents/team-money';
import { brandTimeZone } from '../content/brand-clock';
import { dailyAndQueued, QUEUES } from './roll-up';

type Sums = { paid: string; paid_minor: string; released: string; released_minor: string; forfeited: string; forfeited_minor: string };
const BONUS_ENDS = sql.raw(`('bonus_release', 'bonus_forfeit')`);
/** the sums of a group of reward rows (f): a release or a forfeit counts as such, anything else as a grant or payment */
const sums = sql`
  coalesce(sum(f.count) filter (where f.kind not in ${BONUS_ENDS}), 0) as paid, coalesce(sum(f.paid_minor), 0) as paid_minor,
  coalesce(sum(f.count) filter (where f.kind = 'bonus_release'), 0) as released, coalesce(sum(f.released_minor), 0) as released_minor,
  coalesce(sum(f.count) filter (where f.kind = 'bonus_forfeit'), 0) as forfeited, coalesce(sum(f.forfeited_minor), 0) as forfeited_minor`;

const figures = (r: Sums) => {
  const paidMinor = num(r.paid_minor);
  const forfeitedMinor = num(r.forfeited_minor);
  return { paid: num(r.paid), paidMinor, released: num(r.released), releasedMinor: num(r.released_minor), forfeited: num(r.forfeited), forfeitedMinor, netCostMinor: paidMinor - forfeitedMinor };
};
const titleOf = (title: Record<string, string> | null) => textIn(title, 'EN') || null;

export async function rewardsReport(db: Db, query: RewardsReportQuery): Promise<RewardsReportValue> {
  const timeZone = await brandTimeZone(db, query.brandId);
  const filter = sql`brand_id = ${query.brandId} and day between ${query.from}::date and ${query.to}::date`;
  const rows = sql`(${dailyAndQueued(QUEUES.rewards, ['day', 'kind', 'source', 'promotion_id', 'count', 'paid_minor', 'released_minor', 'forfeited_minor', 'points'], filter)})`;
  const money = sql`(select * from ${rows} r where r.kind <> 'points_ledger')`;
  const [promotions, sources, days, points] = await Promise.all([
    rowsOf<Sums & { promotion_id: number; title: Record<string, string> | null; category: string | null; mechanic: string | null }>(
      db,
      sql`select f.promotion_id, p.title, p.category, p.mechanic, ${sums}
        from ${money} f left join promotions p on p.id = f.promotion_id
        where f.promotion_id <> 0 group by f.promotion_id, p.title, p.category, p.mechanic
        order by sum(f.paid_minor) - sum(f.forfeited_minor) desc, f.promotion_id`,
    ),
    rowsOf<Sums & { source: string }>(db, sql`select f.source, ${sums} from ${money} f where f.promotion_id = 0 group by f.source order by sum(f.paid_minor) desc, f.source`),
    rowsOf<Sums & { day: string }>(db, sql`select to_char(f.day, 'YYYY-MM-DD') as day, ${sums} from ${money} f group by f.day order by f.day`),
    rowsOf<{ kind: string; count: string; points: string }>(
      db,
      sql`select f.source as kind, sum(f.count) as count, sum(f.points) as points from ${rows} f where f.kind = 'points_ledger' group by f.source order by f.source`,
    ),
  ]);
  const row = (r: Sums, extra: Omit<RewardsReportRow, keyof ReturnType<typeof figures>>): RewardsReportRow => ({ ...extra, ...figures(r) });
  const promotionRows = promotions.map((p) =>
    row(p, { key: `promotion:${p.promotion_id}`, source: 'promotion', promotionId: Number(p.promotion_id), title: titleOf(p.title), category: p.category, mechanic: p.mechanic }),
  );
  const sourceRows = sources.map((s) => row(s, { key: s.source, source: s.source, promotionId: null, title: null, category: null, mechanic: null }));
  const all = [...promotionRows, ...sourceRows];
  const total = (pick: (r: RewardsReportRow) => number) => all.reduce((sum, r) => sum + pick(r), 0);
  return {
    brandId: query.brandId,
    from: query.from,
    to: query.to,
    timeZone,
    promotions: promotionRows,
    sources: sourceRows,
    days: days.map((d) => {
      const f = figures(d);
      return { day: d.day, paidMinor: f.paidMinor, releasedMinor: f.releasedMinor, forfeitedMinor: f.forfeitedMinor, netCostMinor: f.netCostMinor };
    }),
    points: points.map((p) => ({ kind: p.kind, count: num(p.count), points: num(p.points) })),
    totals: {
      paid: total((r) => r.paid),
      paidMinor: total((r) => r.paidMinor),
      released: total((r) => r.released),
      releasedMinor: total((r) => r.releasedMinor),
      forfeited: total((r) => r.forfeited),
      forfeitedMinor: total((r) => r.forfeitedMinor),
      netCostMinor: total((r) => r.netCostMinor),
    },
  };
}
