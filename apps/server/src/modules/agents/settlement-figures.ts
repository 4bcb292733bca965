/**
 * The team figures of contracts over a period, as SQL shared by the settlement job (set-based, thousands of contracts
 * per statement) and the contract pages (the running period so far).
 *
 * The team of a contract is every member BELOW its downline agent (a recursive walk down members.upline_id; UNION,
 * not UNION ALL, so a corrupt cycle in the tree ends the walk instead of looping). The downline agent's own bets never
 * count toward its own contract (they count for its upline's contract, one level up). Over the team's bets with status
 * settled and settled_at in [start, end):
 *   teamValidBet  = sum(valid_bet_minor)
 *   teamProfitLoss = sum(stake_minor - payout_minor)   (the house's result: positive when the team lost)
 *   activeMembers  = team members with sum(valid_bet_minor) > 0
 *   dayValidBet / hourValidBet = the team's valid bet from the start of the UTC day / hour the period ends in
 *
 * The rate of a contract is min(its rate, the brand's maximum of the kind) (contracts-settings.ts: a maximum lowered
 * below accepted contracts caps them here). Differential pay (docs/agent-contracts.md), per bet of a team member m:
 *   below(m) = the highest (capped) rate among the contracts of the same kind, in force for the whole period, whose
 *              downline agent lies strictly between the contract's downline agent and m on the path down the tree
 *              (those contracts count m's bet too: they are the rate given further down on the same bet);
 *   the contract's share of the bet = max(rate - below(m), 0)
 * and the amount (integer minor units, rounded down, never below 0):
 *   salary   = floor(sum over the team's members of valid_bet x share / 10000)                when the conditions hold
 *   dividend = floor(sum over the team's members of (stake - payout) x share / 10000), if that and teamProfitLoss
 *              are > 0, when the conditions hold
 * Along a chain the shares telescope: a bet costs the house at most the highest rate on its path (with rates going
 * down a chain, the top contract's rate), however many levels there are, and never more than the brand's maximum.
 * A downline contract's rate is subtracted whether or not its own conditions are met: its upline chose them.
 * Dividends are then netted across sub-teams (dividend-netting.ts, nettingRows below): a contract is paid at most its
 * cap, so the chain under any member costs at most its top rate x the house's net result on its whole team.
 *   conditions (on the whole team's figures): teamValidBet >= min_valid_bet_minor, activeMembers >=
 *   min_active_members, teamProfitLoss >= min_profit_loss_minor (when set), dayValidBet >= daily_bet_minor (when
 *   set), hourValidBet >= hourly_bet_minor (when set).
 */
import type { ContractKind, DividendPeriod, PeriodFigures } from '@app/contract/agent-contracts';
import { minorToMajor } from '@app/contract/money';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandMaxRateSql } from './contracts-settings';
import { nettedDividendCaps, type NettingRow } from './dividend-netting';
import { cadenceOf, dayAndHourOf, type Period, periodAt } from './settlement-periods';

export interface FiguresWindow {
  start: Date;
  end: Date;
  dayStart: Date;
  hourStart: Date;
}

/** The window of a period: its own bounds and the day and hour its salaries' bet amounts count from. */
export function figuresWindow(period: Period, timeZone: string): FiguresWindow {
  return { start: period.start, end: period.end, ...dayAndHourOf(period, timeZone) };
}

export const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A contract (alias x) of the same kind was in force for the whole window (it is settled for the same bets). */
const inForceSql = (w: Pick<FiguresWindow, 'start' | 'end'>) =>
  sql`x.effective_at <= ${ts(w.start)} and least(coalesce(x.ended_at, 'infinity'::timestamptz), coalesce(x.end_at, 'infinity'::timestamptz)) >= ${ts(w.end)}`;

/**
 * The CTEs team, reach, per_member and f (one row per contract of CTE c with team bets in the window: vb, pl, active,
 * vb_day, vb_hour, bets, and vb_share / pl_share, the base times the contract's share in basis points). CTE c needs
 * the columns id, brand_id, kind, downline_id and rate_bp (capped, contractColumns); the statement must be WITH
 * RECURSIVE.
 */
export function teamFiguresCtes(w: FiguresWindow): SQL {
  const scanStart = new Date(Math.min(w.start.getTime(), w.dayStart.getTime(), w.hourStart.getTime()));
  // the rate of the same-kind contract given to member n by its upline (0: none), capped like c's
  const givenTo = (n: SQL) => sql`coalesce((select max(least(x.rate_bp, ${brandMaxRateSql(sql`x.kind`, sql`x.brand_id`)})) from agent_contracts x
    where x.downline_id = ${n} and x.kind = t.kind and ${inForceSql(w)}), 0)`;
  // every CTE carries what it needs of c (kind, rate, downline): joining c again made the planner, which expects one
  // row of c, re-run the whole aggregation once per contract
  return sql`
    team (contract_id, downline_id, kind, rate_bp, member_id, below_bp) as (
      select c.id, c.downline_id, c.kind, c.rate_bp, m.id, 0 from c join members m on m.upline_id = c.downline_id
      union
      select t.contract_id, t.downline_id, t.kind, t.rate_bp, m.id, greatest(t.below_bp, ${givenTo(sql`t.member_id`)})
      from team t join members m on m.upline_id = t.member_id
    ),
    reach as materialized (
      -- one row per member (a corrupt cycle could reach one twice); never the contract's own downline agent
      select contract_id, member_id, greatest(min(rate_bp - below_bp), 0) as share_bp from team
      where member_id <> downline_id group by contract_id, member_id
    ),
    per_member as (
      select r.contract_id, b.member_id, min(r.share_bp) as share_bp,
        coalesce(sum(b.valid_bet_minor) filter (where b.settled_at >= ${ts(w.start)}), 0) as vb,
        coalesce(sum(b.stake_minor - b.payout_minor) filter (where b.settled_at >= ${ts(w.start)}), 0) as pl,
        coalesce(sum(b.valid_bet_minor) filter (where b.settled_at >= ${ts(w.dayStart)}), 0) as vb_day,
        coalesce(sum(b.valid_bet_minor) filter (where b.settled_at >= ${ts(w.hourStart)}), 0) as vb_hour,
        count(*) filter (where b.settled_at >= ${ts(w.start)}) as bets
      from reach r join bets b on b.member_id = r.member_id
      where b.status = 'settled' and b.settled_at >= ${ts(scanStart)} and b.settled_at < ${ts(w.end)}
      group by r.contract_id, b.member_id
    ),
    f as materialized (
      select contract_id, sum(vb)::bigint as vb, sum(pl)::bigint as pl, (count(*) filter (where vb > 0))::int as active,
        sum(vb_day)::bigint as vb_day, sum(vb_hour)::bigint as vb_hour, sum(bets)::bigint as bets,
        sum(vb::numeric * share_bp) as vb_share, sum(pl::numeric * share_bp) as pl_share
      from per_member group by contract_id
    )`;
}

/** Every condition of contract c holds for figures f (f may be missing: a team without bets). */
export const conditionsSql = sql`(
  coalesce(f.vb, 0) >= c.min_valid_bet_minor
  and coalesce(f.active, 0) >= c.min_active_members
  and (c.min_profit_loss_minor is null or coalesce(f.pl, 0) >= c.min_profit_loss_minor)
  and (c.daily_bet_minor is null or coalesce(f.vb_day, 0) >= c.daily_bet_minor)
  and (c.hourly_bet_minor is null or coalesce(f.vb_hour, 0) >= c.hourly_bet_minor)
  and (c.kind <> 'dividend' or coalesce(f.pl, 0) > 0))`;

/** What contract c pays for figures f (0 when a condition fails): its share of each bet, summed, rounded down. */
export const amountSql = sql`(case when ${conditionsSql}
  then greatest(floor((case when c.kind = 'dividend' then coalesce(f.pl_share, 0) else coalesce(f.vb_share, 0) end) / 10000), 0)::bigint
  else 0 end)`;

/** The columns CTE c selects from agent_contracts (alias k); rate_bp is capped at the brand's maximum of the kind. */
export const contractColumns = sql`k.id, k.brand_id, k.upline_id, k.downline_id, k.kind,
  least(k.rate_bp, ${brandMaxRateSql(sql`k.kind`, sql`k.brand_id`)}) as rate_bp, k.min_valid_bet_minor, k.min_profit_loss_minor,
  k.min_active_members, k.daily_bet_minor, k.hourly_bet_minor`;

/**
 * The netting forest of one dividend stream over a window (dividend-netting.ts): every downline agent of the stream's
 * contracts in force for the whole window, and every member above one (up to the top of the tree), each with its
 * upline, the contracts it is the downline of and their highest (capped) rate, and of its team (every member below it,
 * at every level): net = sum(stake - payout), and worth = sum over the team members m of m's result x the highest rate
 * of the stream's contracts given on the way from m up to the member (its own contract included). The results are
 * summed per upline first (members of one upline share their way up), then walked up once per upline. `scope`
 * narrows the contracts (alias x), e.g. to a brand.
 */
async function nettingRows(db: Db, dividendPeriod: DividendPeriod | null, w: Pick<FiguresWindow, 'start' | 'end'>, scope: SQL): Promise<NettingRow[]> {
  const ofStream = sql`x.kind = 'dividend' and x.dividend_period is not distinct from ${dividendPeriod}::text and ${inForceSql(w)} and ${scope}`;
  const cappedRate = sql`least(x.rate_bp, ${brandMaxRateSql(sql`x.kind`, sql`x.brand_id`)})`;
  // an index lookup per step: a join with a CTE inside the recursion was planned as a nested loop over all of it
  const rateInto = (member: SQL) => sql`coalesce((select max(${cappedRate}) from agent_contracts x where x.downline_id = ${member} and ${ofStream}), 0)`;
  const rows = rowsOf<{ id: number; upline_id: number | null; contract_ids: unknown; rate_bp: number | null; net: string; worth: string }>(
    await db.execute(sql`
      with recursive rate_into as (
        select x.downline_id as id, max(${cappedRate}) as rate_bp, json_agg(x.id) as contract_ids from agent_contracts x where ${ofStream} group by x.downline_id
      ),
      nodes (id) as (
        select id from rate_into
        union
        select m.upline_id from nodes n join members m on m.id = n.id where m.upline_id is not null
      ),
      team (id, upline_id) as (
        select n.id, null::int from nodes n join members m on m.id = n.id where m.upline_id is null
        union
        select m.id, m.upline_id from team t join members m on m.upline_id = t.id
      ),
      results (origin, pl) as (
        select t.upline_id, sum(b.stake_minor - b.payout_minor) from team t join bets b on b.member_id = t.id
        where t.upline_id is not null and b.status = 'settled' and b.settled_at >= ${ts(w.start)} and b.settled_at < ${ts(w.end)}
        group by t.upline_id
      ),
      -- (an upline whose members had results, a member at or above it, the highest rate given on the way up to that
      -- member); union, not union all: a corrupt cycle ends the walk
      up (origin, node, run_bp) as (
        select r.origin, r.origin, ${rateInto(sql`r.origin`)} from results r
        union
        select u.origin, m.upline_id, greatest(u.run_bp, ${rateInto(sql`m.upline_id`)}) from up u join members m on m.id = u.node
        where m.upline_id is not null
      ),
      figures as (
        select u.node, sum(r.pl) as net, sum(r.pl * u.run_bp) as worth from up u join results r on r.origin = u.origin group by u.node
      )
      select n.id, m.upline_id, ri.contract_ids, ri.rate_bp, coalesce(f.net, 0)::text as net, coalesce(f.worth, 0)::text as worth
      from nodes n join members m on m.id = n.id left join rate_into ri on ri.id = n.id left join figures f on f.node = n.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    uplineId: r.upline_id === null ? null : Number(r.upline_id),
    contractIds: ((typeof r.contract_ids === 'string' ? JSON.parse(r.contract_ids) : (r.contract_ids ?? [])) as unknown[]).map(Number),
    rateBp: Number(r.rate_bp ?? 0),
    net: BigInt(r.net),
    worth: BigInt(r.worth),
  }));
}

/** The dividend caps of a stream's contracts over a window (contract id -> minor units): dividend-netting.ts. */
export async function dividendNettingCaps(db: Db, dividendPeriod: DividendPeriod | null, w: Pick<FiguresWindow, 'start' | 'end'>, scope: SQL = sql`true`) {
  return nettedDividendCaps(await nettingRows(db, dividendPeriod, w, scope));
}

/**
 * What contract c pays after netting: null caps (salaries) change nothing; otherwise the statement gets CTE netting
 * (to add after the others) and its join, and a contract without a cap is paid nothing (every contract the settlement
 * pays is in force for the whole period, so it has one).
 */
export function nettedAmount(caps: Map<number, number> | null) {
  if (!caps) return { cte: sql``, join: sql``, amount: amountSql };
  const list = JSON.stringify([...caps].map(([id, cap]) => ({ id, cap })));
  return {
    cte: sql`, netting as (select id, cap from jsonb_to_recordset(${list}::jsonb) as n(id bigint, cap bigint))`,
    join: sql`left join netting n on n.id = c.id`,
    amount: sql`least(${amountSql}, coalesce(n.cap, 0))`,
  };
}

export function figuresOf(
  period: { start: Date; end: Date },
  row: { vb: number | string | null; pl: number | string | null; active: number | string | null; met: boolean; amount: number | string | null },
  digits: number,
): PeriodFigures {
  const vb = Number(row.vb ?? 0);
  const pl = Number(row.pl ?? 0);
  const amount = Number(row.amount ?? 0);
  return {
    periodStart: period.start.getTime(),
    periodEnd: period.end.getTime(),
    teamValidBetMinor: vb,
    teamValidBet: minorToMajor(vb, digits),
    teamProfitLossMinor: pl,
    teamProfitLoss: minorToMajor(pl, digits),
    activeMembers: Number(row.active ?? 0),
    conditionsMet: row.met,
    amountMinor: amount,
    amount: minorToMajor(amount, digits),
  };
}

type RunningContract = { id: number; kind: ContractKind; dividendPeriod: DividendPeriod | null };

/** A list of ids for `in (...)`. */
const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * The running period of each contract (of one brand: its clock is `timeZone`, its currency's decimal places `digits`),
 * figures so far (start of its period to `now`) and what it would pay if the period ended now. One statement per
 * cadence among the contracts.
 */
export async function runningFigures(db: Db, contracts: RunningContract[], now: Date, brand: { timeZone: string; digits: number }) {
  const { timeZone, digits } = brand;
  const byCadence = new Map<string, number[]>();
  for (const c of contracts) {
    const cadence = cadenceOf(c.kind, c.dividendPeriod);
    byCadence.set(cadence, [...(byCadence.get(cadence) ?? []), c.id]);
  }
  const figures = new Map<number, PeriodFigures>();
  for (const [cadence, ids] of byCadence) {
    const period = periodAt(cadence as Parameters<typeof periodAt>[0], now, timeZone);
    const w = { ...figuresWindow(period, timeZone), end: now };
    const rows = rowsOf<{ id: number; vb: string | null; pl: string | null; active: number | null; met: boolean; amount: string }>(
      await db.execute(sql`
        with recursive c as (select ${contractColumns} from agent_contracts k where k.id in (${idList(ids)})),
        ${teamFiguresCtes(w)}
        select c.id, f.vb, f.pl, f.active, ${conditionsSql} as met, ${amountSql} as amount
        from c left join f on f.contract_id = c.id`),
    );
    for (const row of rows) figures.set(Number(row.id), figuresOf(period, row, digits));
  }
  await netRunningDividends(db, contracts, figures, now, brand);
  return figures;
}

/**
 * The running dividends netted as the settlement will net them, over the trees of their brands: a contract not in force
 * for the whole period so far has no cap (the settlement will not pay that period) and keeps its figure.
 */
async function netRunningDividends(db: Db, contracts: RunningContract[], figures: Map<number, PeriodFigures>, now: Date, brand: { timeZone: string; digits: number }) {
  const { timeZone, digits } = brand;
  const byPeriod = new Map<DividendPeriod | null, number[]>();
  for (const c of contracts) if (c.kind === 'dividend') byPeriod.set(c.dividendPeriod, [...(byPeriod.get(c.dividendPeriod) ?? []), c.id]);
  for (const [dividendPeriod, ids] of byPeriod) {
    const period = periodAt(cadenceOf('dividend', dividendPeriod), now, timeZone);
    const ofTheirBrands = sql`x.brand_id in (select brand_id from agent_contracts where id in (${idList(ids)}))`;
    const caps = await dividendNettingCaps(db, dividendPeriod, { start: period.start, end: now }, ofTheirBrands);
    for (const id of ids) {
      const running = figures.get(id);
      const cap = caps.get(id);
      if (running && cap !== undefined && cap < running.amountMinor) figures.set(id, { ...running, amountMinor: cap, amount: minorToMajor(cap, digits) });
    }
  }
}
