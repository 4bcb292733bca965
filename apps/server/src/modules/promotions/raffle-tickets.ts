/**
 * A player's free raffle ticket: one per member and raffle, claimed while the raffle is open and before its draw.
 * The raffle's draw row is locked for the claim, so tickets are numbered T000001, T000002, ... without gaps (the
 * public record's ticket count names every ticket) and no ticket is added once the draw has begun.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionEntries, raffleDraws } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { standingNow } from './actions';
import { isOpen, promotionById, termsOf, type PromotionRow, type Viewer } from './catalogue';
import { commitRaffleSeed } from './raffle-view';

export const ticketNumber = (sequence: number) => `T${String(sequence).padStart(6, '0')}`;

/** When the raffle draws: its terms' drawAt, else its end. */
export function drawTimeOf(row: PromotionRow) {
  return termsOf(row).raffle?.drawAt ?? row.endAt?.getTime() ?? null;
}

export async function claimRaffleTicket(db: Db, viewer: Viewer & { memberId: number }, promotionId: number, now = new Date()) {
  const row = await promotionById(db, viewer.brandId, promotionId);
  if (row.mechanic !== 'raffle') throw new AppError('PROMOTION_ACTION_INVALID', { mechanic: row.mechanic });
  const drawAt = drawTimeOf(row);
  if (!isOpen(row, now) || (drawAt !== null && now.getTime() >= drawAt)) throw new AppError('PROMOTION_NOT_OPEN', { promotionId });
  await db.transaction(async (tx) => {
    const lockDraw = () => tx.select({ drawnAt: raffleDraws.drawnAt }).from(raffleDraws).where(eq(raffleDraws.promotionId, promotionId)).for('update');
    let [draw] = await lockDraw();
    if (!draw) {
      // a raffle made without its seed gets one now, before its first ticket
      await commitRaffleSeed(tx, promotionId);
      [draw] = await lockDraw();
    }
    if (draw?.drawnAt) throw new AppError('PROMOTION_NOT_OPEN', { promotionId });
    const [own] = await tx
      .select({ id: promotionEntries.id })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.memberId, viewer.memberId)));
    if (own) throw new AppError('ALREADY_CLAIMED', { promotionId });
    const [tickets] = await tx
      .select({ n: count() })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, promotionId), isNotNull(promotionEntries.ticketNo)));
    // the unique (promotion, member) index is the last guard against a second ticket
    const [entry] = await tx
      .insert(promotionEntries)
      .values({ promotionId, memberId: viewer.memberId, state: 'process', ticketNo: ticketNumber(Number(tickets?.n ?? 0) + 1) })
      .onConflictDoNothing({ target: [promotionEntries.promotionId, promotionEntries.memberId] })
      .returning({ id: promotionEntries.id });
    if (!entry) throw new AppError('ALREADY_CLAIMED', { promotionId });
  });
  return { standing: await standingNow(db, viewer, promotionId), grantMinor: null };
}
