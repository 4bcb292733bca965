import { decimalString } from '@app/contract/money';
import type { LocalizedText } from '@app/contract/brand';
/**
 * The VIP review and its messages. Upgrades happen at once (database triggers); tiers only go down at the brand's
 * review (loyalty_settings.vip_next_review_at), one tier at a time, and only for members who were told first:
 *   - from vip_notice_days before the review, every member below their tier's keep requirement (valid turnover over
 *     the window) gets a notice once per review (vip_changes reason 'notice' with review_at);
 *   - at the review, members with that notice who are still below keep go down one tier (reason 'downgrade'), and
 *     the review moves on by vip_review_every_days (past the present when reviews were missed).
 * Every booked change becomes a platform message once (vip_changes.notified_at). Each step is safe to rerun: a brand's
 * review runs with its settings row locked, so two runners take turns.
 */
import { type BrandLookup, digitsOfBrand } from '../../lib/brands';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltySettings, vipChanges } from '../../db/schema';
import { notifyMember } from '../inbox/notify';
import { type MessageKey, type MessageParams, namedParams } from '../inbox/message-texts';
import { brandTimeZone } from '../content/brand-clock';
import { brandDay } from './periods';
import { brandTiers, windowStartDay, windowTotals } from './vip';

const DAY = 86_400_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface VipReviewResult {
  brandId: string;
  notices: number;
  downgrades: number;
  /** the review that ran now (null: none was due) */
  reviewed: Date | null;
  nextReviewAt: Date;
}

/** The next review after a due one: whole review periods on, past `now`. */
export function nextReviewAfter(reviewAt: Date, everyDays: number, now: Date) {
  let next = reviewAt.getTime() + everyDays * DAY;
  while (next <= now.getTime()) next += everyDays * DAY;
  return new Date(next);
}

/**
 * Sends the notices that are due and runs the review when due (or now, with `force`: the scheduled review brought
 * forward; only members noticed before it go down).
 */
export async function reviewBrand(db: Db, brandId: string, now: Date, options: { force?: boolean } = {}): Promise<VipReviewResult | null> {
  return db.transaction(async (tx) => {
    const [settings] = await tx.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, brandId)).for('update');
    if (!settings) return null;
    const reviewAt = settings.vipNextReviewAt;
    const since = windowStartDay(now, settings, await brandTimeZone(tx, brandId));
    const reviewIso = reviewAt.toISOString();
    const keptBelow = sql`
      m.brand_id = ${brandId} and m.rank_level > 0 and m.type <> 4
      and coalesce((select sum(v.turnover_minor) from vip_member_daily v where v.member_id = m.id and v.day >= ${since}::date), 0) < t.keep_turnover_minor`;
    const result: VipReviewResult = { brandId, notices: 0, downgrades: 0, reviewed: null, nextReviewAt: reviewAt };
    // the downgrade happens before new notices: a notice written now is for the review after this one
    const due = options.force || now.getTime() >= reviewAt.getTime();
    if (due) {
      const changed = rowsOf<{ id: number }>(
        await tx.execute(sql`
          with down as (
            select m.id, m.rank_level as from_level,
              coalesce((select max(r.rank_level) from vip_tiers r where r.brand_id = m.brand_id and r.rank_level < m.rank_level), 0) as to_level
            from members m join vip_tiers t on t.brand_id = m.brand_id and t.rank_level = m.rank_level
            where ${keptBelow}
              and exists (select 1 from vip_changes c where c.member_id = m.id and c.reason = 'notice' and c.review_at = ${reviewIso}::timestamptz and c.from_level = m.rank_level)
            order by m.id
            for update of m
          ),
          changed as (
            update members m set rank_level = down.to_level from down where m.id = down.id
            returning m.id, m.brand_id, down.from_level, down.to_level
          )
          insert into vip_changes (brand_id, member_id, from_level, to_level, reason, review_at)
          select brand_id, id, from_level, to_level, 'downgrade', ${reviewIso}::timestamptz from changed order by id
          returning id`),
      );
      result.downgrades = changed.length;
      result.reviewed = reviewAt;
      result.nextReviewAt = nextReviewAfter(reviewAt, settings.vipReviewEveryDays, now);
      await tx.update(loyaltySettings).set({ vipNextReviewAt: result.nextReviewAt, updatedAt: now }).where(eq(loyaltySettings.brandId, brandId));
    }
    const upcoming = result.nextReviewAt;
    if (now.getTime() >= upcoming.getTime() - settings.vipNoticeDays * DAY) {
      const noticed = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into vip_changes (brand_id, member_id, from_level, to_level, reason, review_at)
          select m.brand_id, m.id, m.rank_level, m.rank_level, 'notice', ${upcoming.toISOString()}::timestamptz
          from members m join vip_tiers t on t.brand_id = m.brand_id and t.rank_level = m.rank_level
          where ${keptBelow}
            and not exists (select 1 from vip_changes c where c.member_id = m.id and c.reason = 'notice' and c.review_at = ${upcoming.toISOString()}::timestamptz and c.from_level = m.rank_level)
          order by m.id
          returning id`),
      );
      result.notices = noticed.length;
    }
    return result;
  });
}

export async function reviewBrands(db: Db, brandIds: string[], now = new Date()) {
  const results: VipReviewResult[] = [];
  for (const brandId of brandIds) {
    const done = await reviewBrand(db, brandId, now);
    if (done) results.push(done);
  }
  return results;
}

/** A brand's tiers by level: their names in both message languages and their keep requirement. */
async function tiersByLevel(db: Db, brandId: string) {
  const byLevel = new Map((await brandTiers(db, brandId)).map((t) => [t.rankLevel, t]));
  return {
    /** a tier's name in the languages it has; VIP<n> for a level without a tier */
    name: (level: number): LocalizedText => { const name = byLevel.get(level)?.name; return name && Object.keys(name).length ? name : { EN: `VIP${level}` }; },
    keepMinor: (level: number) => byLevel.get(level)?.keepTurnoverMinor ?? 0,
  };
}

const messageKeyOf: Record<string, MessageKey | undefined> = { upgrade: 'vip_upgrade', downgrade: 'vip_downgrade', notice: 'vip_notice', operator: 'vip_operator' };

/**
 * Sends the platform message of every booked change not yet sent (oldest first), each with its notified_at; amounts
 * in the currency of the change's brand (`brands`).
 */
export async function notifyVipChanges(db: Db, brands: BrandLookup, now = new Date(), limit = 500) {
  const pending = await db.select().from(vipChanges).where(isNull(vipChanges.notifiedAt)).orderBy(asc(vipChanges.id)).limit(limit);
  const tiersOf = new Map<string, Awaited<ReturnType<typeof tiersByLevel>>>();
  const settingsOf = new Map<string, typeof loyaltySettings.$inferSelect | undefined>();
  let sent = 0;
  for (const change of pending) {
    if (!tiersOf.has(change.brandId)) {
      tiersOf.set(change.brandId, await tiersByLevel(db, change.brandId));
      settingsOf.set(change.brandId, (await db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, change.brandId)))[0]);
    }
    const tiers = tiersOf.get(change.brandId)!;
    const name = tiers.name;
    const settings = settingsOf.get(change.brandId);
    const timeZone = await brandTimeZone(db, change.brandId);
    const key = messageKeyOf[change.reason];
    const params: MessageParams = {
      ...namedParams('tier', name(change.toLevel)),
      ...namedParams('from', name(change.fromLevel)),
      level: String(change.toLevel),
      date: change.reviewAt ? brandDay(change.reviewAt, timeZone) : brandDay(change.at, timeZone),
      days: String(settings?.vipWindowDays ?? 30),
    };
    if (change.reason === 'notice' || change.reason === 'downgrade') {
      const digits = digitsOfBrand(brands, change.brandId);
      params.keep = decimalString(tiers.keepMinor(change.fromLevel), digits);
      if (settings) params.turnover = decimalString((await windowTotals(db, change.memberId, windowStartDay(now, settings, timeZone))).turnoverMinor, digits);
    }
    await db.transaction(async (tx) => {
      const [marked] = await tx.update(vipChanges).set({ notifiedAt: now }).where(sql`${vipChanges.id} = ${change.id} and ${vipChanges.notifiedAt} is null`).returning({ id: vipChanges.id });
      if (!marked || !key) return;
      await notifyMember(tx, { brandId: change.brandId, memberId: change.memberId, category: 'vip', key, params });
      sent++;
    });
  }
  return sent;
}
