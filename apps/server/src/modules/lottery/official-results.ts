/**
 * Official results of the regional draws (issue 29). A daily regional game (Miền Bắc, the provinces of the Centre and
 * the South) may take the lottery company's numbers instead of our seed: the operator switches its result source. Its
 * draws then wait after their draw time (the scheduler leaves them: draws.ts drawDueDraws) until one operator types the
 * official numbers and **another** confirms them; the confirmation draws the draw with those numbers in the same guarded
 * UPDATE the scheduler uses (open or closed -> drawn), so the money job settles it exactly as a seed-drawn draw. A
 * wrong entry is rejected (with a reason) and typed again. Every step is audited; draws serve every brand, so only an
 * operator of every brand acts (the handlers check it).
 */
import { type DrawResult, VN_PRIZE_TABLES, type VnPrize, type VnResult } from '@app/contract/lottery-rules';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryDraws, lotteryGames, lotteryResultEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { type DrawRow, findDraw } from './draws';
import type { EngineGame } from './games';

/** Only the daily regional draws have an official counterpart; the fast and VIP games are ours alone. */
export const takesOfficialResults = (game: EngineGame) => game.schedule.kind === 'daily' && game.layout !== 'FAST_5D';

const invalid = (path: string, message: string) => new AppError('VALIDATION_ERROR', { field: path, issues: [{ path, message }] });

/**
 * The typed prize rows as a result of the game's layout: every prize of the table once, in its order, with its count
 * of numbers of its digits (VN_PRIZE_TABLES); anything else names the row that is wrong.
 */
export function officialResultOf(game: EngineGame, prizes: Array<{ prize: VnPrize; numbers: string[] }>): VnResult {
  if (game.layout === 'FAST_5D') throw invalid('gameCode', 'this game has no official results');
  const table = VN_PRIZE_TABLES[game.layout];
  if (prizes.length !== table.length) throw invalid('prizes', `${table.length} prize rows: ${table.map((r) => r.prize).join(', ')}`);
  return {
    kind: 'vn',
    prizes: table.map((row, i) => {
      const typed = prizes[i]!;
      if (typed.prize !== row.prize) throw invalid(`prizes.${i}.prize`, `row ${i + 1} is the ${row.prize} prize`);
      if (typed.numbers.length !== row.count) throw invalid(`prizes.${i}.numbers`, `the ${row.prize} prize has ${row.count} number(s)`);
      typed.numbers.forEach((n, j) => {
        if (n.length !== row.digits) throw invalid(`prizes.${i}.numbers.${j}`, `the ${row.prize} prize's numbers have ${row.digits} digits`);
      });
      return { prize: row.prize, numbers: [...typed.numbers] };
    }),
  };
}

/** Switches a game between our seed and the official results (audited with before and after). */
export async function setResultSource(db: Db, operator: Operator, game: EngineGame, source: 'seed' | 'official') {
  if (source === 'official' && !takesOfficialResults(game)) throw invalid('gameCode', 'only the daily regional draws have official results');
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ source: lotteryGames.resultSource }).from(lotteryGames).where(eq(lotteryGames.code, game.code)).for('update');
    if (before?.source === source) return;
    await tx.update(lotteryGames).set({ resultSource: source }).where(eq(lotteryGames.code, game.code));
    await recordAudit(tx, operator, { brandId: null, action: 'lottery.result-source.set', target: `game:${game.code}`, detail: { before: before?.source ?? null, after: source } });
  });
}

const entryView = (row: typeof lotteryResultEntries.$inferSelect) => ({ result: row.result as VnResult, enteredBy: row.enteredBy, enteredAt: row.enteredAt.toISOString() });

/** The games that can take official results with their source, and the draws waiting for a confirmed result. */
export async function officialResultsBoard(db: Db, games: EngineGame[], at: Date) {
  const eligible = games.filter(takesOfficialResults);
  const official = eligible.filter((g) => g.resultSource === 'official');
  const byCode = new Map(official.map((g) => [g.code, g]));
  const rows = official.length
    ? await db
        .select({ draw: lotteryDraws, entry: lotteryResultEntries })
        .from(lotteryDraws)
        .leftJoin(lotteryResultEntries, eq(lotteryResultEntries.drawId, lotteryDraws.id))
        .where(and(inArray(lotteryDraws.gameCode, [...byCode.keys()]), inArray(lotteryDraws.status, ['open', 'closed']), lte(lotteryDraws.drawAt, at)))
        .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
        .limit(200)
    : [];
  return {
    games: eligible.map((g) => ({ code: g.code, name: g.name, layout: g.layout, resultSource: g.resultSource })),
    awaiting: rows.map(({ draw, entry }) => {
      const game = byCode.get(draw.gameCode)!;
      return { gameCode: draw.gameCode, gameName: game.name, layout: game.layout, drawNo: draw.drawNo, drawAt: draw.drawAt.getTime(), entry: entry ? entryView(entry) : null };
    }),
  };
}

/** The draw of an official game that is due and has no result yet, locked for the caller's transaction. */
async function awaitingDraw(tx: Db, game: EngineGame, drawNo: string, at: Date): Promise<DrawRow> {
  if (game.resultSource !== 'official') throw new AppError('INVALID_STATE', { gameCode: game.code, resultSource: game.resultSource });
  const draw = await findDraw(tx, game.code, drawNo);
  const [locked] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id)).for('update');
  if (!locked || (locked.status !== 'open' && locked.status !== 'closed')) throw new AppError('INVALID_STATE', { status: locked?.status ?? draw.status });
  // the numbers are drawn at the draw time: nothing can be entered before it
  if (locked.drawAt > at) throw new AppError('DRAW_NOT_DRAWN', { status: locked.status, drawAt: locked.drawAt.getTime() });
  return locked;
}

/**
 * The first operator's entry of a draw's official numbers. An operator may correct their own entry until it is
 * confirmed; another operator's entry must be rejected first (CONFLICT entered_by_other), so the confirmer always
 * confirms what they saw.
 */
export async function enterResult(db: Db, operator: Operator, game: EngineGame, drawNo: string, result: VnResult, at: Date) {
  return db.transaction(async (tx) => {
    const draw = await awaitingDraw(tx, game, drawNo, at);
    const [existing] = await tx.select().from(lotteryResultEntries).where(eq(lotteryResultEntries.drawId, draw.id));
    if (existing && existing.enteredBy !== operator.actor) throw new AppError('CONFLICT', { reason: 'entered_by_other', enteredBy: existing.enteredBy });
    const [row] = await tx
      .insert(lotteryResultEntries)
      .values({ drawId: draw.id, result, enteredBy: operator.actor, enteredAt: at })
      .onConflictDoUpdate({ target: lotteryResultEntries.drawId, set: { result, enteredAt: at }, where: isNull(lotteryResultEntries.confirmedBy) })
      .returning();
    await recordAudit(tx, operator, {
      brandId: null,
      action: 'lottery.result.enter',
      target: `draw:${game.code}:${drawNo}`,
      detail: { before: existing ? existing.result : null, after: result },
    });
    return { gameCode: game.code, drawNo, entry: entryView(row!) };
  });
}

/**
 * The second operator's confirmation: the entry becomes the draw's result (drawn, source official) in one
 * transaction; the caller then runs the draw's money job as the scheduler would. The operator who entered it gets
 * FOUR_EYES_REQUIRED; a draw that got a result meanwhile (cancelled, or drawn after a switch back to the seed) is
 * INVALID_STATE and nothing changes.
 */
export async function confirmResult(db: Db, operator: Operator, game: EngineGame, drawNo: string, at: Date): Promise<DrawRow> {
  return db.transaction(async (tx) => {
    const draw = await awaitingDraw(tx, game, drawNo, at);
    const [entry] = await tx.select().from(lotteryResultEntries).where(eq(lotteryResultEntries.drawId, draw.id)).for('update');
    if (!entry) throw new AppError('NOT_FOUND', { entry: `${game.code}:${drawNo}` });
    if (entry.enteredBy === operator.actor) throw new AppError('FOUR_EYES_REQUIRED', { firstApprovedBy: entry.enteredBy });
    await tx.update(lotteryResultEntries).set({ confirmedBy: operator.actor, confirmedAt: at }).where(eq(lotteryResultEntries.drawId, draw.id));
    const [drawn] = await tx
      .update(lotteryDraws)
      .set({ status: 'drawn', result: entry.result as DrawResult, resultSource: 'official', drawnAt: at, closedAt: sql`coalesce(${lotteryDraws.closedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(lotteryDraws.id, draw.id), inArray(lotteryDraws.status, ['open', 'closed'])))
      .returning();
    await recordAudit(tx, operator, {
      brandId: null,
      action: 'lottery.result.confirm',
      target: `draw:${game.code}:${drawNo}`,
      detail: { enteredBy: entry.enteredBy, result: entry.result },
    });
    return drawn!;
  });
}

/** Throws a wrong entry away (its typist may too), with the reason, so the numbers can be typed again. */
export async function rejectResult(db: Db, operator: Operator, game: EngineGame, drawNo: string, reason: string, at: Date) {
  await db.transaction(async (tx) => {
    const draw = await awaitingDraw(tx, game, drawNo, at);
    const [removed] = await tx
      .delete(lotteryResultEntries)
      .where(and(eq(lotteryResultEntries.drawId, draw.id), isNull(lotteryResultEntries.confirmedBy)))
      .returning();
    if (!removed) throw new AppError('NOT_FOUND', { entry: `${game.code}:${drawNo}` });
    await recordAudit(tx, operator, {
      brandId: null,
      action: 'lottery.result.reject',
      target: `draw:${game.code}:${drawNo}`,
      detail: { reason, enteredBy: removed.enteredBy, result: removed.result },
    });
  });
}
