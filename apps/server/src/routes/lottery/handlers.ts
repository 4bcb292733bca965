import { brandDigits } from '@app/contract/brand';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember, requireRealAccount } from '../../lib/roles';
import { listBets, placeBet } from '../../modules/lottery/bets';
import type { LotteryEngine } from '../../modules/lottery/engine';
import { currentDrawOf, gameMenu, launchUrl, recentGames } from '../../modules/lottery/lobby';
import { drawDetails, drawnNumbers, fairnessProof, rulesOf, trendOf } from '../../modules/lottery/results';
import { requireNoRealityCheckDue } from '../../modules/player-activity/reality-check';
import { effectivePack } from '../../modules/responsible-gaming/packs';

/** The lottery calls (spec section 7 "Lottery" plus the betting, history, rules and verification calls). */
export function lotteryHandlers(engine: LotteryEngine): CallHandlers {
  const { db } = engine;

  // --- the lobby ---
  const vnGameMenu: CallHandler<'vnGameMenu'> = ({ query }) => gameMenu(engine, query.prizeMode);
  const vnGameMenuRecent: CallHandler<'vnGameMenuRecent'> = ({ query, member }) => recentGames(engine, requireMember(member).id, query);
  const openedNumero: CallHandler<'openedNumero'> = ({ query }) => currentDrawOf(engine, query.gameCode);
  const lotteryCurrentDraw: CallHandler<'lotteryCurrentDraw'> = ({ query }) => currentDrawOf(engine, query.gameCode);
  const lotteryLaunch: CallHandler<'lotteryLaunch'> = ({ query, member }) => {
    // like every launch: a real account (trial accounts cannot stake real money)
    requireRealAccount(member);
    return launchUrl(engine, query);
  };

  // --- draws and rules ---
  const vnOpenedNumeros: CallHandler<'vnOpenedNumeros'> = ({ query }) => drawnNumbers(engine, query.gameCode, query.count);
  const lotteryDraw: CallHandler<'lotteryDraw'> = ({ query }) => drawDetails(engine, query.gameCode, query.drawNo);
  const lotteryTrend: CallHandler<'lotteryTrend'> = ({ query }) => trendOf(engine, query.gameCode, query.count);
  const lotteryRules: CallHandler<'lotteryRules'> = ({ query, brand }) => rulesOf(engine, brand.id, query.gameCode, brandDigits(brand));
  const lotteryVerify: CallHandler<'lotteryVerify'> = ({ query }) => fairnessProof(engine, query.gameCode, query.drawNo);

  // --- bets ---
  const lotteryPlaceBet: CallHandler<'lotteryPlaceBet'> = async ({ body, member, brand, request }) => {
    const m = requireRealAccount(member);
    // the bet slip pauses while a reality check is due
    await requireNoRealityCheckDue(db, m, await effectivePack(db, request.server.brands, brand));
    return placeBet({ db, now: engine.now, game: engine.game, odds: engine.odds }, { id: m.id, brandId: m.brandId, digits: brandDigits(brand) }, body);
  };
  const lotteryMyBets: CallHandler<'lotteryMyBets'> = ({ query, member, brand }) => listBets(db, requireMember(member).id, query, brandDigits(brand));

  return {
    vnGameMenu,
    vnGameMenuRecent,
    vnOpenedNumeros,
    openedNumero,
    lotteryCurrentDraw,
    lotteryLaunch,
    lotteryDraw,
    lotteryTrend,
    lotteryRules,
    lotteryVerify,
    lotteryPlaceBet,
    lotteryMyBets,
  };
}
