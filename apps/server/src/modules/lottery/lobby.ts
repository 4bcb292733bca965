import { desc, eq, max } from 'drizzle-orm';
import { lotteryBets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallContext } from '../../lib/call-router';
import { lotteryGroups, routeOfPrizeMode } from './catalogue';
import { drawnHistory, drawView, ensureDraw } from './draws';
import type { LotteryEngine } from './engine';
import { lotteryGameView, slotView } from './games';
import { slotAfter, slotFollowing } from './schedule';

/*
 * The lottery lobby: the game menus, the member's recent games, a game's current draw and the launch address.
 */

const validationError = (field: string, message: string) => new AppError('VALIDATION_ERROR', { field, issues: [{ path: field, message }] });

/** The enabled games by group (of one prize mode when given); groups without a game are left out. */
export async function gameMenu(engine: LotteryEngine, prizeMode: string | undefined) {
  const at = engine.now();
  const games = await engine.enabledGames();
  return lotteryGroups
    .filter((group) => !prizeMode || group.prizeMode === prizeMode)
    .map((group) => ({
      gameGroupCode: group.code,
      labelName: group.labelName,
      labelKey: group.labelKey,
      prizeMode: group.prizeMode,
      gameMenus: games.filter((g) => g.groupCode === group.code).map((g) => lotteryGameView(g, at)),
    }))
    .filter((group) => group.gameMenus.length > 0);
}

/** The enabled games the member bet on, the latest bet first. */
export async function recentGames(engine: LotteryEngine, memberId: number, query: CallContext<'vnGameMenuRecent'>['query']) {
  const { db } = engine;
  const at = engine.now();
  const lastBetAt = max(lotteryBets.placedAt);
  const rows = await db
    .select({ gameCode: lotteryBets.gameCode, lastBetAt })
    .from(lotteryBets)
    .where(eq(lotteryBets.memberId, memberId))
    .groupBy(lotteryBets.gameCode)
    .orderBy(desc(lastBetAt))
    .limit(100);
  const games = await engine.games();
  const list = rows.flatMap((r) => {
    const game = games.get(r.gameCode);
    if (!game?.enabled || (query.prizeMode && game.prizeMode !== query.prizeMode) || !r.lastBetAt) return [];
    return [{ ...lotteryGameView(game, at), lastBetAt: new Date(r.lastBetAt).getTime() }];
  });
  return { list: list.slice(0, query.count) };
}

/** The game's current draw (created on demand if the scheduler has not yet), the latest result and the next slot. */
export async function currentDrawOf(engine: LotteryEngine, gameCode: string) {
  const { db } = engine;
  const game = await engine.game(gameCode);
  const at = engine.now();
  const slot = slotAfter(game, at);
  const row = await ensureDraw(db, game, slot, at);
  const [previous] = await drawnHistory(db, game.code, 1);
  return {
    gameCode: game.code,
    serverTime: at.getTime(),
    current: drawView(row),
    previous: previous ? drawView(previous) : null,
    nextDraw: slotView(slotFollowing(game, slot)),
  };
}

/** The lottery page to open: the game's betting view, or the lobby of an area or prize mode. */
export async function launchUrl(engine: LotteryEngine, query: CallContext<'lotteryLaunch'>['query']) {
  const game = query.lottoGameCode ? await engine.game(query.lottoGameCode) : null;
  if (query.lottoView === 'betting' && !game) throw validationError('lottoGameCode', 'the betting view needs a game');
  // the game's page; without a game, area VN (or prize mode Lott) is /vnlottery and the rest /lottery
  const path = routeOfPrizeMode(game?.prizeMode ?? (query.lottoArea === 'VN' ? 'Lott' : (query.lottoPrizeMode ?? 'Elott')));
  const params = new URLSearchParams();
  if (game && query.lottoView === 'betting') {
    params.set('gameCode', game.code);
    // the spec's /lottery takes the game's default play type too
    if (path === '/lottery') params.set('playType', game.defaultPlayType);
  }
  if (query.backUrl) params.set('backUrl', query.backUrl);
  if (query.language) params.set('language', query.language);
  const search = params.toString();
  return { url: search ? `${path}?${search}` : path };
}
