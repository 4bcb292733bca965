import { playTypeInfo } from '@app/contract/lottery';
import { type DrawResult, playTypesOf, VN_PRIZE_TABLES } from '@app/contract/lottery-rules';
import { AppError } from '../../lib/app-error';
import { drawnHistory, drawView, findDraw } from './draws';
import type { LotteryEngine } from './engine';
import { FAIRNESS_ALGORITHM, verifyDraw } from './fairness';
import { lotteryGameView } from './games';
import { computeTrend, fastSummary, prizeTable } from './trend';

/*
 * What players read about draws: the drawn numbers, one draw with its prize table, the trend, the rules and odds, and
 * the fairness proof of a draw.
 */

export async function drawnNumbers(engine: LotteryEngine, gameCode: string, count: number) {
  const game = await engine.game(gameCode);
  const rows = await drawnHistory(engine.db, game.code, count);
  return { gameCode: game.code, list: rows.map(drawView) };
}

export async function drawDetails(engine: LotteryEngine, gameCode: string, drawNo: string) {
  const game = await engine.game(gameCode);
  const row = await findDraw(engine.db, game.code, drawNo);
  const draw = drawView(row);
  return {
    game: lotteryGameView(game, engine.now()),
    draw,
    prizeTable: prizeTable(game.layout, draw.result),
    summary: draw.result?.kind === 'digits' ? fastSummary(draw.result) : null,
    serverTime: engine.now().getTime(),
  };
}

export async function trendOf(engine: LotteryEngine, gameCode: string, count: number) {
  const game = await engine.game(gameCode);
  const rows = await drawnHistory(engine.db, game.code, count);
  const trend = computeTrend(
    game.layout,
    rows.map((r) => ({ drawNo: r.drawNo, drawAt: r.drawAt, result: r.result as DrawResult })),
  );
  return { gameCode: game.code, ...trend };
}

/** The game's prize table and the play types the brand offers, with the brand's odds and stakes (`digits`: its currency's). */
export async function rulesOf(engine: LotteryEngine, brandId: string, gameCode: string, digits: number) {
  const game = await engine.game(gameCode);
  const odds = await engine.brandOdds(brandId);
  const playTypes = playTypesOf(game.layout).flatMap((code) => {
    const entry = odds.get(`${game.layout}:${code}`);
    if (!entry) return []; // a play type without odds for the brand is not offered
    return [playTypeInfo(code, entry, digits)];
  });
  return {
    game: lotteryGameView(game, engine.now()),
    prizeTable: game.layout === 'FAST_5D' ? null : VN_PRIZE_TABLES[game.layout].map((r) => ({ ...r })),
    playTypes,
  };
}

/** A drawn draw's revealed seed and the check that it gives the published result. */
export async function fairnessProof(engine: LotteryEngine, gameCode: string, drawNo: string) {
  const game = await engine.game(gameCode);
  const row = await findDraw(engine.db, game.code, drawNo);
  if (row.status !== 'drawn' && row.status !== 'settled') throw new AppError('DRAW_NOT_DRAWN', { status: row.status });
  if (row.resultSource === 'official') throw new AppError('DRAW_OFFICIAL_RESULT', { gameCode: row.gameCode, drawNo: row.drawNo });
  const check = verifyDraw({ seed: row.serverSeed, seedHash: row.seedHash, gameCode: row.gameCode, drawNo: row.drawNo, layout: game.layout, result: row.result as DrawResult });
  return { gameCode: row.gameCode, drawNo: row.drawNo, seedHash: row.seedHash, serverSeed: row.serverSeed, ...check, algorithm: FAIRNESS_ALGORITHM };
}
