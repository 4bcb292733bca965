import type { BrandConfig } from '@app/contract/brand';
import { addDays, zonedDate, zonedMidnight, zonedPeriodBounds } from '@app/contract/zoned-time';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { zoneLiteral } from '../content/brand-clock';
import { houseAccounts } from '../wallet/ledger/posting';
import { brandIdsInView } from './accounts';
import type { SignedInOperator } from './credentials';

/** What the house pays members on top of their wins: the bonus cost NGR takes off GGR. */
const REWARD_ACCOUNTS = [houseAccounts.BONUS_EXPENSE, houseAccounts.REBATE_EXPENSE, houseAccounts.POINTS_CONVERSION, houseAccounts.SALARY_EXPENSE, houseAccounts.DIVIDEND_EXPENSE];

type Figure = 'depositsMinor' | 'withdrawalsMinor' | 'betsMinor' | 'winsMinor' | 'bonusCostMinor' | 'registrations' | 'firstDepositors' | 'activePlayers';
type Grouping = 'brand' | 'day';
interface Window {
  brandIds: string[];
  from: Date;
  to: Date;
  timeZone: string;
}

/** The group key of a row: its brand, or its day in the dashboard's time zone. */
const keyOf = (grouping: Grouping, brandColumn: SQL, timeColumn: SQL, timeZone: string) =>
  grouping === 'brand' ? brandColumn : sql`to_char(${timeColumn} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM-DD')`;

/**
 * One figure per group over the window, each from the table that records it (paid deposits, paid-out withdrawals,
 * settled bets, the house's reward accounts, registrations, first deposits, members who bet).
 */
function figureQuery(figure: Figure, grouping: Grouping, w: Window): SQL {
  const brands = sql`(${sql.join(w.brandIds.map((id) => sql`${id}`), sql`, `)})`;
  const within = (column: SQL) => sql`${column} >= ${w.from.toISOString()}::timestamptz and ${column} < ${w.to.toISOString()}::timestamptz`;
  const grouped = (value: SQL, table: SQL, brandColumn: SQL, timeColumn: SQL, where: SQL) =>
    sql`select ${keyOf(grouping, brandColumn, timeColumn, w.timeZone)} as key, ${value} as value from ${table} where ${brandColumn} in ${brands} and ${within(timeColumn)} and ${where} group by 1`;
  switch (figure) {
    case 'depositsMinor':
      return grouped(sql`sum(amount_minor)`, sql`deposit_orders`, sql`brand_id`, sql`paid_at`, sql`status = 'paid'`);
    case 'withdrawalsMinor':
      return grouped(sql`sum(amount_minor)`, sql`withdrawals`, sql`brand_id`, sql`disbursed_at`, sql`disbursed_at is not null`);
    case 'betsMinor':
      return grouped(sql`sum(stake_minor)`, sql`bets`, sql`brand_id`, sql`settled_at`, sql`status = 'settled'`);
    case 'winsMinor':
      return grouped(sql`sum(payout_minor)`, sql`bets`, sql`brand_id`, sql`settled_at`, sql`status = 'settled'`);
    case 'bonusCostMinor':
      return grouped(sql`-sum(amount_minor)`, sql`ledger_entries`, sql`brand_id`, sql`created_at`, sql`member_id is null and wallet in (${sql.join(REWARD_ACCOUNTS.map((a) => sql`${a}`), sql`, `)})`);
    case 'registrations':
      return grouped(sql`count(*)`, sql`members`, sql`brand_id`, sql`created_at`, sql`back_office = false and type <> 4`);
    case 'firstDepositors':
      return sql`select ${keyOf(grouping, sql`brand_id`, sql`first_paid`, w.timeZone)} as key, count(*) as value from (select brand_id, min(paid_at) as first_paid from deposit_orders where status = 'paid' and brand_id in ${brands} group by member_id, brand_id) firsts where ${within(sql`first_paid`)} group by 1`;
    case 'activePlayers':
      return grouped(sql`count(distinct member_id)`, sql`bets`, sql`brand_id`, sql`placed_at`, sql`true`);
  }
}

const FIGURES: Figure[] = ['depositsMinor', 'withdrawalsMinor', 'betsMinor', 'winsMinor', 'bonusCostMinor', 'registrations', 'firstDepositors', 'activePlayers'];
type Figures = Record<Figure, number> & { ggrMinor: number; ngrMinor: number };

const empty = (): Figures => ({ ...(Object.fromEntries(FIGURES.map((f) => [f, 0])) as Record<Figure, number>), ggrMinor: 0, ngrMinor: 0 });
const withTotals = (f: Figures): Figures => ({ ...f, ggrMinor: f.betsMinor - f.winsMinor, ngrMinor: f.betsMinor - f.winsMinor - f.bonusCostMinor });

async function figuresBy(db: Db, grouping: Grouping, w: Window, keys: string[]) {
  const byKey = new Map(keys.map((k) => [k, empty()]));
  if (!w.brandIds.length) return byKey;
  const results = await Promise.all(FIGURES.map((figure) => queryRows<{ key: string; value: string | number | null }>(db, figureQuery(figure, grouping, w))));
  FIGURES.forEach((figure, i) => {
    for (const row of results[i]!) {
      const target = byKey.get(row.key);
      if (target) target[figure] = Number(row.value ?? 0);
    }
  });
  for (const [key, value] of byKey) byKey.set(key, withTotals(value));
  return byKey;
}

async function waitingCounts(db: Db, brandIds: string[]) {
  if (!brandIds.length) return { withdrawals: 0, deposits: 0, applications: 0, redemptions: 0, supportThreads: 0, heldReferrals: 0 };
  const brands = sql`(${sql.join(brandIds.map((id) => sql`${id}`), sql`, `)})`;
  const count = async (query: SQL) => Number((await queryRows<{ n: number }>(db, query))[0]?.n ?? 0);
  const [withdrawals, deposits, applications, redemptions, supportThreads, heldReferrals] = await Promise.all([
    count(sql`select count(*)::int as n from withdrawals where brand_id in ${brands} and status = 'requested'`),
    count(sql`select count(*)::int as n from deposit_orders where status = 'submitted' and brand_id in ${brands}`),
    count(sql`select count(*)::int as n from activity_applications where brand_id in ${brands} and status = 'applying'`),
    count(sql`select count(*)::int as n from point_redemptions where brand_id in ${brands} and status = 'processing'`),
    count(sql`select count(*)::int as n from support_conversations where brand_id in ${brands} and status = 'open'`),
    count(sql`select count(*)::int as n from referrals where brand_id in ${brands} and review_status = 'held'`),
  ]);
  return { withdrawals, deposits, applications, redemptions, supportThreads, heldReferrals };
}

/** Today's figures of each brand in its own day (brands of one zone share a query). */
async function todayPerBrand(db: Db, brands: readonly BrandConfig[], brandIds: string[], now: number) {
  const byZone = new Map<string, string[]>();
  for (const id of brandIds) {
    const zone = brands.find((b) => b.id === id)?.timeZone ?? 'UTC';
    byZone.set(zone, [...(byZone.get(zone) ?? []), id]);
  }
  const parts = await Promise.all(
    [...byZone].map(([timeZone, ids]) => {
      const today = zonedPeriodBounds('daily', now, timeZone);
      return figuresBy(db, 'brand', { brandIds: ids, from: today.start, to: today.end, timeZone }, ids);
    }),
  );
  return new Map(brandIds.map((id) => [id, parts.find((p) => p.has(id))!.get(id)!]));
}

/**
 * The dashboard over a window (today by default: each brand's own day): per brand the operator sees and in total, the last 30 days day by
 * day, and what waits for action. Days are the brand's (its time zone); a chosen window and the 30 days are those of
 * the first brand in view (the answer names the zone).
 */
export async function dashboard(db: Db, operator: SignedInOperator, brands: readonly BrandConfig[], query: { from?: number; to?: number; brandId?: string }, now = Date.now()) {
  const brandIds = brandIdsInView(operator, brands, query.brandId);
  const timeZone = brands.find((b) => b.id === brandIds[0])?.timeZone ?? 'UTC';
  const today = zonedPeriodBounds('daily', now, timeZone);
  const from = new Date(query.from ?? today.start.getTime());
  const to = new Date(query.to ?? today.end.getTime());
  const todayDate = zonedDate(now, timeZone);
  const dayKeys = Array.from({ length: 30 }, (_, i) => addDays(todayDate, i - 29));
  const [perBrand, perDay, waiting] = await Promise.all([
    query.from === undefined && query.to === undefined ? todayPerBrand(db, brands, brandIds, now) : figuresBy(db, 'brand', { brandIds, from, to, timeZone }, brandIds),
    figuresBy(db, 'day', { brandIds, from: zonedMidnight(dayKeys[0]!, timeZone), to: today.end, timeZone }, dayKeys),
    waitingCounts(db, brandIds),
  ]);
  const total = empty();
  for (const figures of perBrand.values()) for (const key of Object.keys(total) as Array<keyof Figures>) total[key] += figures[key];
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone,
    total,
    brands: [...perBrand].map(([brandId, figures]) => ({ brandId, ...figures })),
    days: [...perDay].map(([day, figures]) => ({ day, ...figures })),
    waiting,
  };
}
