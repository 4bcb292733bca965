/**
 * The manual rebate: a share of the valid turnover settled since the last claim, by game category, at the brand's
 * rates (a VIP rank may raise them, and the member's VIP tier adds its rebateBonusBp). A claim pays once: the member
 * row is locked while the window is read and closed, so concurrent claims take turns and the second finds nothing left.
 */
import { gameTypeSchema } from '@app/contract/system';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, members, rebateClaims } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { postEntry } from '../wallet/ledger/posting';
import { memberTierBenefits } from '../loyalty/vip';
import { settingsOf } from './catalogue';

type Rates = { base: Record<string, number>; ranks: Array<{ minRank: number; rates: Record<string, number> }> };
type Line = { gameType: ReturnType<typeof gameTypeSchema.parse>; validBetMinor: number; rateBp: number; amountMinor: number };

/** The rates of a rank: the highest rank table at or below it, else the base. */
export function ratesFor(rates: Rates, rankLevel: number) {
  const table = [...rates.ranks].sort((a, b) => b.minRank - a.minRank).find((r) => rankLevel >= r.minRank);
  return { ...rates.base, ...(table?.rates ?? {}) };
}

async function rebateWindow(db: Db, memberId: number, until: Date) {
  const [[last], [member]] = await Promise.all([
    db.select({ until: rebateClaims.until }).from(rebateClaims).where(eq(rebateClaims.memberId, memberId)).orderBy(desc(rebateClaims.until)).limit(1),
    db.select({ createdAt: members.createdAt, rankLevel: members.rankLevel, brandId: members.brandId }).from(members).where(eq(members.id, memberId)),
  ]);
  const since = last?.until ?? member!.createdAt;
  const turnover = await db
    .select({ gameType: bets.gameType, total: sql<string>`coalesce(sum(${bets.validBetMinor}), 0)` })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.status, 'settled'), gt(bets.settledAt, since), lte(bets.settledAt, until)))
    .groupBy(bets.gameType);
  const [settings, tier] = await Promise.all([settingsOf(db, member!.brandId), memberTierBenefits(db, memberId)]);
  const rates = ratesFor(settings.rebateRates as Rates, member!.rankLevel);
  // the VIP tier's bonus raises every category the brand rebates
  const tierBonusBp = tier?.rebateBonusBp ?? 0;
  const lines: Line[] = turnover
    .map((t) => {
      const validBetMinor = Number(t.total);
      const rateBp = rates[t.gameType] === undefined ? 0 : rates[t.gameType]! + tierBonusBp;
      return { gameType: gameTypeSchema.parse(t.gameType), validBetMinor, rateBp, amountMinor: Math.floor((validBetMinor * rateBp) / 10_000) };
    })
    .filter((l) => l.validBetMinor > 0)
    .sort((a, b) => a.gameType.localeCompare(b.gameType));
  return { since, lines, totalMinor: lines.reduce((s, l) => s + l.amountMinor, 0), minClaimMinor: settings.minRebateClaimMinor, rankLevel: member!.rankLevel, brandId: member!.brandId };
}

export async function rebateSummary(db: Db, memberId: number, now = new Date()) {
  const w = await rebateWindow(db, memberId, now);
  return { since: w.since.getTime(), lines: w.lines, totalMinor: w.totalMinor, minClaimMinor: w.minClaimMinor, rankLevel: w.rankLevel };
}

/** pg_advisory_xact_lock namespace of a member's rebate claims */
const REBATE_CLAIM_LOCK_NS = 0x5245_4241;

export async function claimRebate(db: Db, memberId: number, requestId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    // one claim per member at a time; an advisory lock, not the members row: a settling bet locks the wallet and then
    // the members row (VIP upgrades), so a claim locking them the other way round could deadlock with it
    await tx.execute(sql`select pg_advisory_xact_lock(${REBATE_CLAIM_LOCK_NS}, ${memberId})`);
    const [done] = await tx.select().from(rebateClaims).where(and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.requestId, requestId)));
    if (done) return { amountMinor: done.amountMinor, lines: done.lines as Line[], transactionId: done.transactionId };
    const w = await rebateWindow(tx, memberId, now);
    if (w.totalMinor <= 0 || w.totalMinor < w.minClaimMinor) throw new AppError('REBATE_TOO_SMALL', { minClaimMinor: w.minClaimMinor, amountMinor: w.totalMinor });
    const posted = await postEntry(tx, {
      brandId: w.brandId,
      memberId,
      kind: 'rebate',
      amountMinor: w.totalMinor,
      idempotencyKey: `rebate:${requestId}`,
      reference: 'manual rebate',
      meta: { lines: w.lines },
    });
    await tx.insert(rebateClaims).values({ brandId: w.brandId, memberId, requestId, amountMinor: w.totalMinor, lines: w.lines, since: w.since, until: now, transactionId: posted.transactionId });
    return { amountMinor: w.totalMinor, lines: w.lines, transactionId: posted.transactionId };
  });
}

export async function rebateHistory(db: Db, memberId: number, query: { pageNo: number; pageSize: number }, range: { start: Date; end: Date }) {
  const where = and(eq(rebateClaims.memberId, memberId), gt(rebateClaims.createdAt, range.start), lte(rebateClaims.createdAt, range.end));
  const [rows, [total]] = await Promise.all([
    db.select().from(rebateClaims).where(where).orderBy(desc(rebateClaims.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(rebateClaims).where(where),
  ]);
  return { list: rows.map((r) => ({ id: r.id, amountMinor: r.amountMinor, lines: r.lines as Line[], createdAt: r.createdAt.getTime() })), ...pageOf(query, total?.n ?? 0) };
}
