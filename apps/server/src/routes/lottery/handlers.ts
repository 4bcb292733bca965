import { playTypeInfo } from '@app/contract/lottery';
import { type DrawResult, playTypesOf, VN_PRIZE_TABLES } from '@app/contract/lottery-rules';
import { desc, eq, max } from 'drizzle-orm';
import { lotteryBets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallHandlers } from '../../lib/call-router';
import { requireMember, requireRealAccount } from '../../lib/roles';
import { listBets, placeBet } from '../../modules/lottery/bets';
import { lotteryGroups, routeOfPrizeMode } from '../../modules/lottery/catalogue';
import { drawnHistory, drawView, ensureDraw, findDraw } from '../../modules/lottery/draws';
import type { LotteryEngine } from '../../modules/lottery/engine';
import { FAIRNESS_ALGORITHM, verifyDraw } from '../../modules/lottery/fairness';
import { lotteryGameView, slotView } from '../../modules/lottery/games';
import { slotAfter, slotFollowing } from '../../modules/lottery/schedule';
import { computeTrend, fastSummary, prizeTable } from '../../modules/lottery/trend';

const validationError = (field: string, message: string) => new AppError('VALIDATION_ERROR', { field, issues: [{ path: field, message }] });

/** The lottery calls (spec section 7 "Lottery" plus the betting, history, rules and verification calls). */
export function lotteryHandlers(engine: LotteryEngine): CallHandlers {
  const { db } = engine;

  /** The game's current draw (created on demand if the scheduler has not yet), the latest result and the next slot. */
  async function current(gameCode: string) {
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

  return {
    vnGameMenu: async ({ query }) => {
      const at = engine.now();
      const games = await engine.enabledGames();
      return lotteryGroups
        .filter((group) => !query.prizeMode || group.prizeMode === query.prizeMode)
        .map((group) => ({
          gameGroupCode: group.code,
          labelName: group.labelName,
          labelKey: group.labelKey,
          prizeMode: group.prizeMode,
          gameMenus: games.filter((g) => g.groupCode === group.code).map((g) => lotteryGameView(g, at)),
        }))
        .filter((group) => group.gameMenus.length > 0);
    },

    vnGameMenuRecent: async ({ query, member }) => {
      const m = requireMember(member);
      const at = engine.now();
      const lastBetAt = max(lotteryBets.placedAt);
      const rows = await db
        .select({ gameCode: lotteryBets.gameCode, lastBetAt })
        .from(lotteryBets)
        .where(eq(lotteryBets.memberId, m.id))
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
    },

    vnOpenedNumeros: async ({ query }) => {
      const game = await engine.game(query.gameCode);
      const rows = await drawnHistory(db, game.code, query.count);
      return { gameCode: game.code, list: rows.map(drawView) };
    },

    openedNumero: ({ query }) => current(query.gameCode),
    lotteryCurrentDraw: ({ query }) => current(query.gameCode),

    lotteryLaunch: async ({ query, member }) => {
      // like every launch: a real account (trial accounts cannot stake real money)
      requireRealAccount(member);
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
    },

    lotteryDraw: async ({ query }) => {
      const game = await engine.game(query.gameCode);
      const row = await findDraw(db, game.code, query.drawNo);
      const draw = drawView(row);
      return {
        game: lotteryGameView(game, engine.now()),
        draw,
        prizeTable: prizeTable(game.layout, draw.result),
        summary: draw.result?.kind === 'digits' ? fastSummary(draw.result) : null,
        serverTime: engine.now().getTime(),
      };
    },

    lotteryTrend: async ({ query }) => {
      const game = await engine.game(query.gameCode);
      const rows = await drawnHistory(db, game.code, query.count);
      const trend = computeTrend(
        game.layout,
        rows.map((r) => ({ drawNo: r.drawNo, drawAt: r.drawAt, result: r.result as DrawResult })),
      );
      return { gameCode: game.code, ...trend };
    },

    lotteryRules: async ({ query, brand }) => {
      const game = await engine.game(query.gameCode);
      const odds = await engine.brandOdds(brand.id);
      const playTypes = playTypesOf(game.layout).flatMap((code) => {
        const entry = odds.get(`${game.layout}:${code}`);
        if (!entry) return []; // a play type without odds for the brand is not offered
        return [playTypeInfo(code, entry)];
      });
      return {
        game: lotteryGameView(game, engine.now()),
        prizeTable: game.layout === 'FAST_5D' ? null : VN_PRIZE_TABLES[game.layout].map((r) => ({ ...r })),
        playTypes,
      };
    },

    lotteryVerify: async ({ query }) => {
      const game = await engine.game(query.gameCode);
      const row = await findDraw(db, game.code, query.drawNo);
      if (row.status !== 'drawn' && row.status !== 'settled') throw new AppError('DRAW_NOT_DRAWN', { status: row.status });
      const check = verifyDraw({ seed: row.serverSeed, seedHash: row.seedHash, gameCode: row.gameCode, drawNo: row.drawNo, layout: game.layout, result: row.result as DrawResult });
      return { gameCode: row.gameCode, drawNo: row.drawNo, seedHash: row.seedHash, serverSeed: row.serverSeed, ...check, algorithm: FAIRNESS_ALGORITHM };
    },

    lotteryPlaceBet: async ({ body, member }) => {
      const m = requireRealAccount(member);
      return placeBet({ db, now: engine.now, game: engine.game, odds: engine.odds }, { id: m.id, brandId: m.brandId }, body);
    },

    lotteryMyBets: async ({ query, member }) => listBets(db, requireMember(member).id, query),
  };
}
