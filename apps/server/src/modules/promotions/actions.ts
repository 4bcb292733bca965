/**
 * What a player does in a promotion: join it, request its reward once qualified. Each is one transaction whose
 * guard (a unique entry, a conditional update) makes concurrent requests pay once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isOpen, memberFacts, metricTotal, promotionById, standingOf, termsOf, type Viewer } from './catalogue';
import { grantReward } from './grants';

type MemberViewer = Viewer & { memberId: number };

export async function standingNow(db: Db, viewer: MemberViewer, promotionId: number) {
  const row = await promotionById(db, viewer.brandId, promotionId);
  return standingOf(db, row, await memberFacts(db, viewer.memberId, [promotionId]));
}

export async function joinPromotion(db: Db, viewer: MemberViewer, promotionId: number) {
  const row = await promotionById(db, viewer.brandId, promotionId);
  const terms = termsOf(row);
  if (!(row.mechanic === 'join' || (row.mechanic === 'reload' && terms.requiresJoin))) throw new AppError('PROMOTION_ACTION_INVALID', { mechanic: row.mechanic });
  if (!isOpen(row)) throw new AppError('PROMOTION_NOT_OPEN', { promotionId });
  const [entry] = await db.insert(promotionEntries).values({ promotionId, memberId: viewer.memberId, state: 'joined' }).onConflictDoNothing().returning();
  if (!entry) throw new AppError('ALREADY_JOINED', { promotionId });
  return { standing: await standingNow(db, viewer, promotionId), grantMinor: null };
}

/** The reward of a join or claim promotion: its fixed amount, or its share of what qualified (at most the cap). */
function rewardOf(terms: ReturnType<typeof termsOf>, qualifiedMinor: number) {
  const share = terms.percentBp !== undefined ? Math.floor((qualifiedMinor * terms.percentBp) / 10_000) : (terms.fixedMinor ?? 0);
  return terms.capMinor ? Math.min(share, terms.capMinor) : share;
}

export async function requestReward(db: Db, viewer: MemberViewer, promotionId: number) {
  const row = await promotionById(db, viewer.brandId, promotionId);
  if (row.mechanic !== 'join' && row.mechanic !== 'claim') throw new AppError('PROMOTION_ACTION_INVALID', { mechanic: row.mechanic });
  if (!isOpen(row)) throw new AppError('PROMOTION_NOT_OPEN', { promotionId });
  const terms = termsOf(row);
  const grantMinor = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.memberId, viewer.memberId)))
      .for('update');
    if (entry && entry.state !== 'joined') throw new AppError('ALREADY_CLAIMED', { promotionId });
    if (row.mechanic === 'join' && !entry) throw new AppError('NOT_JOINED', { promotionId });
    const since = entry?.joinedAt ?? row.startAt;
    const currentMinor = terms.qualify ? await metricTotal(tx, viewer.memberId, terms.qualify.metric, since, row.endAt) : 0;
    if (terms.qualify && currentMinor < terms.qualify.targetMinor) throw new AppError('NOT_QUALIFIED', { currentMinor, targetMinor: terms.qualify.targetMinor });
    const amountMinor = rewardOf(terms, currentMinor);
    // the claim's guard: a joined entry turns claimed once; a claim promotion's entry is created once
    const claimed = entry
      ? await tx
          .update(promotionEntries)
          .set({ state: 'claimed', rewardMinor: amountMinor, claimedAt: new Date() })
          .where(and(eq(promotionEntries.id, entry.id), eq(promotionEntries.state, 'joined')))
          .returning()
      : await tx.insert(promotionEntries).values({ promotionId, memberId: viewer.memberId, state: 'claimed', rewardMinor: amountMinor, claimedAt: new Date() }).onConflictDoNothing().returning();
    if (!claimed.length) throw new AppError('ALREADY_CLAIMED', { promotionId });
    await grantReward(tx, { brandId: viewer.brandId, memberId: viewer.memberId, promotionId, grantKey: `claim:${promotionId}`, title: row.title, amountMinor, bonus: terms.bonus, depositMinor: 0 });
    return amountMinor;
  });
  return { standing: await standingNow(db, viewer, promotionId), grantMinor };
}
