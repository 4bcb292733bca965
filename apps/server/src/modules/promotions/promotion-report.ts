import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/*
 * The promotion report (issue 29): per promotion of a brand, its players (members with an entry, a bonus or an
 * approved application), what it cost the house (cash rewards posted to the ledger, and what its bonuses turned into
 * cash; bonus money still being wagered or forfeited costs nothing), and the GGR of its players' settled bets while
 * it ran (stakes less payouts, from its start to its end or now). Net = GGR - cost.
 */
export interface PromotionFigures {
  promotionId: number;
  players: number;
  cashMinor: number;
  bonusGrantedMinor: number;
  bonusCashedMinor: number;
  costMinor: number;
  ggrMinor: number;
  netMinor: number;
}

export async function promotionFigures(db: Db, brandId: string, now = new Date()): Promise<PromotionFigures[]> {
  const rows = await queryRows<{ id: number; players: number; cash: string; granted: string; cashed: string; ggr: string }>(
    db,
    sql`
      with promos as (select id, start_at, coalesce(least(end_at, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz) as until
                      from promotions where brand_id = ${brandId}),
      players as (
        select promotion_id, member_id from promotion_entries where promotion_id in (select id from promos)
        union select promotion_id, member_id from bonuses where promotion_id in (select id from promos)
        union select promotion_id, member_id from activity_applications where promotion_id in (select id from promos) and status = 'issued'
      ),
      ggr as (
        select p.promotion_id, count(distinct p.member_id)::int as players, coalesce(sum(b.stake_minor - b.payout_minor), 0) as ggr
        from players p join promos pr on pr.id = p.promotion_id
        left join bets b on b.member_id = p.member_id and b.status = 'settled' and b.settled_at >= pr.start_at and b.settled_at < pr.until
        group by p.promotion_id
      ),
      cash as (
        select (t.meta->>'promotionId')::int as promotion_id, coalesce(sum(e.amount_minor), 0) as cash
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.member_id is not null
        where t.kind = 'bonus' and (t.meta->>'promotionId') in (select id::text from promos)
        group by 1
      ),
      bonus as (
        select promotion_id, coalesce(sum(granted_minor), 0) as granted, coalesce(sum(cashed_out_minor), 0) as cashed
        from bonuses where promotion_id in (select id from promos) group by promotion_id
      )
      select pr.id, coalesce(g.players, 0) as players, coalesce(c.cash, 0) as cash, coalesce(bo.granted, 0) as granted,
             coalesce(bo.cashed, 0) as cashed, coalesce(g.ggr, 0) as ggr
      from promos pr left join ggr g on g.promotion_id = pr.id left join cash c on c.promotion_id = pr.id left join bonus bo on bo.promotion_id = pr.id
      order by pr.id`,
  );
  return rows.map((r) => {
    const cashMinor = Number(r.cash);
    const bonusCashedMinor = Number(r.cashed);
    const costMinor = cashMinor + bonusCashedMinor;
    const ggrMinor = Number(r.ggr);
    return { promotionId: Number(r.id), players: Number(r.players), cashMinor, bonusGrantedMinor: Number(r.granted), bonusCashedMinor, costMinor, ggrMinor, netMinor: ggrMinor - costMinor };
  });
}
