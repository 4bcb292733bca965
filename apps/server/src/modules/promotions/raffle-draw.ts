import { decimalString } from '@app/contract/money';
/**
 * A raffle's draw from its committed seed (contract raffle.ts: tickets by sha256(seed:ticketNo) ascending, the first
 * `winners` win). One transaction under the draw row's lock: the winners are paid through grantReward (grant key
 * raffle:<promotionId>), their entries become issued and the others lost, the draw records its masked winners and
 * its time. A raffle is drawn once: a rerun (the job, the operator, both at once) finds it drawn and does nothing.
 */
import { raffleWinners } from '@app/contract/raffle';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, promotionEntries, promotions, raffleDraws } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type BrandLookup, digitsOfBrand } from '../../lib/brands';
import { maskUsername } from '../../lib/masks';
import { notifyMember } from '../inbox/notify';
import { termsOf, type PromotionRow } from './catalogue';
import { grantReward } from './grants';
import { type Operator, recordAudit, SYSTEM_OPERATOR } from '../audit/operator-audit';
import { drawTimeOf } from './raffle-tickets';
import { namedParams } from '../inbox/message-texts';

export interface RaffleWinner {
  ticketNo: string;
  memberId: number;
  player: string;
  prizeMinor: number;
}

export interface RaffleDrawResult {
  promotionId: number;
  /** false: it was drawn before (nothing changed now) */
  drawnNow: boolean;
  drawnAt: string;
  seed: string;
  seedHash: string;
  tickets: number;
  winners: RaffleWinner[];
}

async function payWinner(tx: Db, promotion: PromotionRow, ticket: { id: number; memberId: number; ticketNo: string; username: string }, now: Date, digits: number): Promise<RaffleWinner> {
  const terms = termsOf(promotion);
  const prizeMinor = terms.fixedMinor ?? 0;
  await grantReward(tx, { brandId: promotion.brandId, memberId: ticket.memberId, promotionId: promotion.id, grantKey: `raffle:${promotion.id}`, title: promotion.title, amountMinor: prizeMinor, bonus: terms.bonus });
  await tx.update(promotionEntries).set({ state: 'issued', rewardMinor: prizeMinor, claimedAt: now }).where(eq(promotionEntries.id, ticket.id));
  await notifyMember(tx, {
    brandId: promotion.brandId,
    memberId: ticket.memberId,
    category: 'promotion',
    key: 'raffle_won',
    params: { ...namedParams('title', promotion.title), ticketNo: ticket.ticketNo, amount: decimalString(prizeMinor, digits) },
  });
  return { ticketNo: ticket.ticketNo, memberId: ticket.memberId, player: maskUsername(ticket.username), prizeMinor };
}

/**
 * Draws a raffle whose drawing time has come (INVALID_STATE NOT_DUE before it, NO_SEED without a committed seed).
 * `operator` is who asked (the audit trail's actor): an operator, or the job; `digits`: the promotion's brand's
 * currency's decimal places (the winners' messages).
 */
export async function drawRaffle(db: Db, promotionId: number, operator: Operator, digits: number, now = new Date()): Promise<RaffleDrawResult> {
  return db.transaction(async (tx) => {
    const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, promotionId));
    if (!promotion) throw new AppError('NOT_FOUND', { promotionId });
    const raffle = promotion.mechanic === 'raffle' ? termsOf(promotion).raffle : undefined;
    if (!raffle) throw new AppError('PROMOTION_ACTION_INVALID', { mechanic: promotion.mechanic });
    const [draw] = await tx.select().from(raffleDraws).where(eq(raffleDraws.promotionId, promotionId)).for('update');
    if (!draw) throw new AppError('INVALID_STATE', { reason: 'NO_SEED' });
    const tickets = await tx
      .select({ id: promotionEntries.id, memberId: promotionEntries.memberId, ticketNo: promotionEntries.ticketNo, state: promotionEntries.state, username: members.username })
      .from(promotionEntries)
      .innerJoin(members, eq(members.id, promotionEntries.memberId))
      .where(and(eq(promotionEntries.promotionId, promotionId), isNotNull(promotionEntries.ticketNo)));
    const record = (drawnNow: boolean, drawnAt: Date, winners: RaffleWinner[]) => ({
      promotionId,
      drawnNow,
      drawnAt: drawnAt.toISOString(),
      seed: draw.seed,
      seedHash: draw.seedHash,
      tickets: tickets.length,
      winners,
    });
    if (draw.drawnAt) return record(false, draw.drawnAt, draw.winners as RaffleWinner[]);
    const drawAt = drawTimeOf(promotion);
    if (drawAt !== null && now.getTime() < drawAt) throw new AppError('INVALID_STATE', { reason: 'NOT_DUE', drawAt });

    const waiting = tickets.filter((t) => t.state === 'process');
    const byNo = new Map(waiting.map((t) => [t.ticketNo!, { ...t, ticketNo: t.ticketNo! }]));
    const winners: RaffleWinner[] = [];
    for (const ticketNo of await raffleWinners(draw.seed, [...byNo.keys()], raffle.winners)) winners.push(await payWinner(tx, promotion, byNo.get(ticketNo)!, now, digits));
    await tx
      .update(promotionEntries)
      .set({ state: 'lost' })
      .where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.state, 'process')));
    await tx.update(raffleDraws).set({ drawnAt: now, winners }).where(and(eq(raffleDraws.promotionId, promotionId), isNull(raffleDraws.drawnAt)));
    await recordAudit(tx, operator, {
      brandId: promotion.brandId,
      action: 'raffle.draw',
      target: `promotion:${promotionId}`,
      detail: { tickets: waiting.length, winners: winners.map((w) => ({ ticketNo: w.ticketNo, memberId: w.memberId, prizeMinor: w.prizeMinor })) },
    });
    return record(true, now, winners);
  });
}

/**
 * The job: draws every active raffle whose drawing time has passed and that is not drawn yet. Safe to rerun and to
 * run beside an operator's draw. A raffle that fails is reported and left for the next run; the others go on.
 */
export async function drawDueRaffles(db: Db, brands: BrandLookup, now = new Date()) {
  const due = await db
    .select({ id: promotions.id, brandId: promotions.brandId })
    .from(raffleDraws)
    .innerJoin(promotions, eq(promotions.id, raffleDraws.promotionId))
    .where(
      and(
        isNull(raffleDraws.drawnAt),
        eq(promotions.mechanic, 'raffle'),
        eq(promotions.status, 'active'),
        sql`coalesce((${promotions.terms}->'raffle'->>'drawAt')::double precision, extract(epoch from ${promotions.endAt}) * 1000) <= ${now.getTime()}`,
      ),
    );
  const drawn: RaffleDrawResult[] = [];
  const failed: Array<{ promotionId: number; error: unknown }> = [];
  for (const { id, brandId } of due) {
    try {
      drawn.push(await drawRaffle(db, id, SYSTEM_OPERATOR, digitsOfBrand(brands, brandId), now));
    } catch (error) {
      failed.push({ promotionId: id, error });
    }
  }
  return { drawn: drawn.filter((d) => d.drawnNow), failed };
}
