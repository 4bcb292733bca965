/**
 * The responsible-gaming report (issue 30): the brand's responsible-gaming trail over a range of business days, by
 * action (limits set, lowered, raises asked and confirmed, changes cancelled, time-outs, self-exclusions, session
 * limits reached), the operators' share apart, and the players under a time-out or self-exclusion now.
 */
import { zonedDatesSpan } from '@app/contract/zoned-time';
import type { BrandConfig } from '@app/contract/brand';
import type { RgReportValue } from '@app/contract/operators-reports';
import { RG_REPORT_ACTIONS } from '@app/contract/operators-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { num, rowsOf } from '../agents/team-money';
import { brandTimeZone } from '../content/brand-clock';
import { effectivePack, type PackSource } from '../responsible-gaming/packs';

const MAX_BLOCKS = 500;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export async function rgReport(db: Db, brands: PackSource, brand: BrandConfig, query: { from: string; to: string }): Promise<RgReportValue> {
  const timeZone = await brandTimeZone(db, brand.id);
  const { start, end } = zonedDatesSpan(query.from, query.to, timeZone);
  const blockedNow = sql`s.brand_id = ${brand.id} and s.block_kind in ('timeOut', 'selfExclusion') and (s.block_until is null or s.block_until > now())`;
  const [actions, blocks, [counted], pack] = await Promise.all([
    rowsOf<{ action: string; count: string; by_operators: string }>(
      db,
      sql`select action, count(*) as count, count(*) filter (where actor like 'operator:%') as by_operators from rg_audit
        where brand_id = ${brand.id} and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz and member_id is not null
        group by action`,
    ),
    rowsOf<{ member_id: number; username: string; kind: 'timeOut' | 'selfExclusion'; started_at: string | null; until: string | null; all_brands: boolean }>(
      db,
      sql`select s.member_id, m.username, s.block_kind as kind, s.block_started_at as started_at, s.block_until as until, s.block_all_brands as all_brands
        from rg_member_state s join members m on m.id = s.member_id where ${blockedNow}
        order by s.block_started_at nulls first, s.member_id limit ${MAX_BLOCKS}`,
    ),
    rowsOf<{ n: string }>(db, sql`select count(*) as n from rg_member_state s where ${blockedNow}`),
    effectivePack(db, brands, brand),
  ]);
  const byAction = new Map(actions.map((a) => [a.action, a]));
  const known = new Set<string>(RG_REPORT_ACTIONS);
  return {
    brandId: brand.id,
    from: query.from,
    to: query.to,
    packId: pack.id,
    actions: [...RG_REPORT_ACTIONS, ...actions.map((a) => a.action).filter((a) => !known.has(a))].map((action) => ({
      action,
      count: num(byAction.get(action)?.count),
      byOperators: num(byAction.get(action)?.by_operators),
    })),
    blocks: blocks.map((b) => ({ memberId: Number(b.member_id), username: b.username, kind: b.kind, startedAt: iso(b.started_at), until: iso(b.until), allBrands: b.all_brands })),
    blockCount: num(counted?.n),
  };
}
