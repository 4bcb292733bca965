import type { Draw, DrawStatus } from '@app/contract/lottery';
import type { DrawResult } from '@app/contract/lottery-rules';
import { and, asc, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryDraws } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { deriveResult, drawSeedHash, newDrawSeed } from './fairness';
import type { EngineGame } from './games';
import { type DrawSlot, slotAfter } from './schedule';

/*
 * Draw rows and their state machine. Every transition is one UPDATE guarded by the state it leaves
 * (open -> closed -> drawn -> settled; open or closed -> cancelled), and a slot has one row (unique game + drawNo),
 * so two schedulers, a restart in the middle of a tick or a retried call can never draw or settle twice.
 */

export type DrawRow = typeof lotteryDraws.$inferSelect;

/** Statuses whose seed is public. */
const REVEALED: readonly DrawStatus[] = ['drawn', 'settled', 'cancelled'];

export function drawView(row: DrawRow): Draw {
  const status = row.status as DrawStatus;
  return {
    gameCode: row.gameCode,
    drawNo: row.drawNo,
    status,
    openAt: row.openAt.getTime(),
    closeAt: row.closeAt.getTime(),
    drawAt: row.drawAt.getTime(),
    seedHash: row.seedHash,
    // an official result did not come from the seed: showing it would invite a verification that cannot match
    serverSeed: REVEALED.includes(status) && row.resultSource !== 'official' ? row.serverSeed : null,
    result: (row.result as DrawResult | null) ?? null,
    resultSource: row.resultSource === 'official' ? 'official' : 'seed',
    drawnAt: row.drawnAt?.getTime() ?? null,
    cancelReason: row.cancelReason,
  };
}

/**
 * Creates the slot's draw unless it exists, committing a fresh seed by its hash. A slot already in its cutoff is
 * created closed. Returns the row (the existing one when another caller created it first).
 */
export async function ensureDraw(db: Db, game: EngineGame, slot: DrawSlot, at: Date): Promise<DrawRow> {
  const [found] = await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.gameCode, game.code), eq(lotteryDraws.drawNo, slot.drawNo)));
  if (found) return found;
  const seed = newDrawSeed();
  const closed = at.getTime() >= slot.closeAt.getTime();
  const [created] = await db
    .insert(lotteryDraws)
    .values({
      gameCode: game.code,
      drawNo: slot.drawNo,
      openAt: slot.openAt,
      closeAt: slot.closeAt,
      drawAt: slot.drawAt,
      status: closed ? 'closed' : 'open',
      closedAt: closed ? at : null,
      serverSeed: seed,
      seedHash: drawSeedHash(seed),
    })
    .onConflictDoNothing({ target: [lotteryDraws.gameCode, lotteryDraws.drawNo] })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.gameCode, game.code), eq(lotteryDraws.drawNo, slot.drawNo)));
  if (!existing) throw new Error(`draw ${game.code} ${slot.drawNo} vanished`);
  return existing;
}

/** The game's current draw at `at` (created when missing): the one taking bets, or closed in its cutoff. */
export const currentDraw = (db: Db, game: EngineGame, at: Date) => ensureDraw(db, game, slotAfter(game, at), at);

export async function findDraw(db: Db, gameCode: string, drawNo: string): Promise<DrawRow> {
  const [row] = await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawNo, drawNo)));
  if (!row) throw new AppError('DRAW_NOT_FOUND', { gameCode, drawNo });
  return row;
}

/** The game's latest draws with a result, newest first. */
export function drawnHistory(db: Db, gameCode: string, count: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), inArray(lotteryDraws.status, ['drawn', 'settled'])))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(count);
}

/** Closes every open draw whose close time has come. */
export async function closeDueDraws(db: Db, at: Date) {
  return db
    .update(lotteryDraws)
    .set({ status: 'closed', closedAt: at })
    .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.closeAt, at)))
    .returning({ id: lotteryDraws.id, gameCode: lotteryDraws.gameCode, drawNo: lotteryDraws.drawNo });
}

/**
 * Draws every open or closed draw whose draw time has come, oldest first (after a restart this is the catch-up).
 * The result comes from the committed seed, so a late draw gets the numbers it would have had on time. Draws of games
 * on official results are left for the operators (official-results.ts).
 */
export async function drawDueDraws(db: Db, games: Map<string, EngineGame>, at: Date, limit = 200) {
  const official = [...games.values()].filter((g) => g.resultSource === 'official').map((g) => g.code);
  const due = await db
    .select({ id: lotteryDraws.id, gameCode: lotteryDraws.gameCode, drawNo: lotteryDraws.drawNo, serverSeed: lotteryDraws.serverSeed })
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.status, ['open', 'closed']), lte(lotteryDraws.drawAt, at), official.length ? notInArray(lotteryDraws.gameCode, official) : undefined))
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
    .limit(limit);
  const drawn: Array<{ id: number; gameCode: string; drawNo: string }> = [];
  for (const draw of due) {
    const game = games.get(draw.gameCode);
    if (!game) continue; // a game removed from the catalogue keeps its pending draws for an operator to cancel
    const result = deriveResult(draw.serverSeed, draw.gameCode, draw.drawNo, game.layout);
    const [updated] = await db
      .update(lotteryDraws)
      .set({ status: 'drawn', result, drawnAt: at, closedAt: sql`coalesce(${lotteryDraws.closedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(lotteryDraws.id, draw.id), inArray(lotteryDraws.status, ['open', 'closed'])))
      .returning({ id: lotteryDraws.id });
    if (updated) drawn.push({ id: draw.id, gameCode: draw.gameCode, drawNo: draw.drawNo });
  }
  return drawn;
}

/** Ids of draws waiting for settlement (drawn) or for refunds (cancelled, not yet refunded), oldest first. */
export async function pendingMoneyWork(db: Db, limit = 50) {
  return db
    .select({ id: lotteryDraws.id, status: lotteryDraws.status })
    .from(lotteryDraws)
    .where(sql`${lotteryDraws.status} = 'drawn' or (${lotteryDraws.status} = 'cancelled' and ${lotteryDraws.refundedAt} is null)`)
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
    .limit(limit);
}

/**
 * Cancels a draw that has no result yet (operator action): it stops taking bets at once; its tickets are then
 * refunded (refundDraw, also resumed by the scheduler). A drawn or settled draw answers INVALID_STATE.
 */
export async function cancelDraw(db: Db, gameCode: string, drawNo: string, reason: string, at: Date): Promise<DrawRow> {
  const [row] = await db
    .update(lotteryDraws)
    .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason })
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawNo, drawNo), inArray(lotteryDraws.status, ['open', 'closed'])))
    .returning();
  if (row) return row;
  const existing = await findDraw(db, gameCode, drawNo);
  if (existing.status === 'cancelled') return existing;
  throw new AppError('INVALID_STATE', { status: existing.status });
}

/**
 * The test runner's aid only (routes/lottery/test-aid-routes.ts, TEST_AIDS): moves a game's open draw's close and draw
 * time to `at`, so the scheduler closes it now instead of at its evening. Returns its number, or null when none is open.
 */
export async function makeOpenDrawDue(db: Db, gameCode: string, at: Date) {
  const [draw] = await db
    .update(lotteryDraws)
    .set({ closeAt: at, drawAt: at })
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'open')))
    .returning({ drawNo: lotteryDraws.drawNo });
  return draw?.drawNo ?? null;
}
