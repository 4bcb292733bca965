import type { InhouseGame } from '@app/contract/inhouse-games';
import { INHOUSE_GAMES, INHOUSE_RTP, SLOT_LINES, paramsProblem } from '@app/contract/inhouse-games';
import { type BrandConfig, brandDigits, moneyFormatOf } from '@app/contract/brand';
import { minorToMajor, parseAmountMinor } from '@app/contract/money';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type BrandLookup, brandById } from '../../lib/brands';
import type { CallContext } from '../../lib/call-router';
import { activeSeed, fairnessOf, rotateSeed, setClientSeed } from '../games/providers/fairness';
import { inhouseMaxStakeMinor, playRound } from '../games/providers/inhouse';
import { type ResolvedLaunch, resolveLaunch } from '../games/providers/launch-tokens';
import { demoBalance, mainBalance } from '../games/providers/wallet';
import { requireNoRealityCheckDue } from '../player-activity/reality-check';
import type { PackOfBrand } from '../player-activity/rules';
import { wagerRulesOf } from '../wallet/wager-worth';

/*
 * The play page of our games: its session (a launch token), rounds and the player's seeds.
 */

const invalidSession = () => new AppError('GAME_SESSION_INVALID');

/** The play page's launch: valid, and for one of our games. */
export async function inhouseLaunch(db: Db, session: string): Promise<ResolvedLaunch & { game: { externalId: InhouseGame } }> {
  const launch = await resolveLaunch(db, session);
  if (!launch) throw invalidSession();
  if (launch.provider !== 'inhouse' || !(INHOUSE_GAMES as readonly string[]).includes(launch.game.externalId)) {
    throw new AppError('NOT_LAUNCHABLE', { reason: 'NOT_INHOUSE' });
  }
  return launch as ResolvedLaunch & { game: { externalId: InhouseGame } };
}

/** The game's minimum (the catalogue's, in the brand's minor units) and the platform's maximum at the size of the brand's currency. */
const stakeLimits = (launch: ResolvedLaunch, brand: BrandConfig) => ({ minMinor: Math.max(1, launch.game.minBetMinor), maxMinor: inhouseMaxStakeMinor(brand) });

/**
 * What the play page opens with: the game, the player's balance (play money for a demo), the stakes and the seed, in
 * the currency of the player's brand (`brands`).
 */
export async function playSession(db: Db, session: string, brands: BrandLookup) {
  const launch = await inhouseLaunch(db, session);
  const brand = brandById(brands, launch.player.brandId);
  const { symbol: currencySymbol, digits } = moneyFormatOf(brand);
  const { minMinor, maxMinor } = stakeLimits(launch, brand);
  const balanceMinor = launch.player.demo
    ? await demoBalance(db, launch.player.memberId, { refillBelowMinor: minMinor }) // play money refills when it runs dry
    : await mainBalance(db, launch.player.memberId);
  const [seed, rules] = await Promise.all([activeSeed(db, launch.player.memberId), wagerRulesOf(db, launch.player.brandId)]);
  return {
    game: launch.game.externalId,
    nodeId: launch.game.nodeId,
    gameName: launch.game.gameName,
    nickname: launch.player.nickname,
    balance: minorToMajor(balanceMinor, digits),
    balanceMinor,
    demo: launch.player.demo,
    currencySymbol,
    minStake: minorToMajor(minMinor, digits),
    minStakeMinor: minMinor,
    maxStake: minorToMajor(maxMinor, digits),
    maxStakeMinor: maxMinor,
    rtp: INHOUSE_RTP[launch.game.externalId],
    edgeFloorBp: rules.edgeFloorBp[launch.game.gameType] ?? 0,
    fairness: fairnessOf(seed),
  };
}

/**
 * Plays one round. Checks in this order: the session's game, maintenance, the stake amount, the game's parameters,
 * the stake limits, a due reality check (real money only), then, in the round's transaction, the pack's pacing. The
 * stake is in the currency of the player's brand (`brands`).
 */
export async function play(db: Db, body: CallContext<'inhousePlay'>['body'], packOf: PackOfBrand, brands: BrandLookup) {
  const launch = await inhouseLaunch(db, body.session);
  const brand = brandById(brands, launch.player.brandId);
  const digits = brandDigits(brand);
  if (body.params.game !== launch.game.externalId) throw new AppError('NOT_LAUNCHABLE', { reason: 'OTHER_GAME', game: launch.game.externalId });
  if (launch.maintenance) throw new AppError('GAME_MAINTENANCE', { nodeId: launch.game.nodeId, suggestions: [] });
  const parsed = parseAmountMinor(body.stake, digits);
  if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field: 'stake', reason: parsed.problem });
  const stakeMinor = parsed.minor;
  const problem = paramsProblem(body.params, stakeMinor);
  if (problem === 'stake') throw new AppError('INVALID_AMOUNT', { field: 'stake', reason: 'not_a_multiple', stepMinor: SLOT_LINES });
  if (problem) throw new AppError('VALIDATION_ERROR', { field: `params.${problem}`, issues: [{ path: `params.${problem}`, message: 'out of range' }] });
  const limits = stakeLimits(launch, brand);
  if (stakeMinor < limits.minMinor || stakeMinor > limits.maxMinor) throw new AppError('AMOUNT_OUT_OF_RANGE', limits);
  const pack = await packOf(launch.player.brandId);
  if (!launch.player.demo) await requireNoRealityCheckDue(db, { id: launch.player.memberId, brandId: launch.player.brandId }, pack);
  const played = await playRound(db, {
    player: launch.player,
    game: launch.game,
    roundId: body.roundId,
    stakeMinor,
    params: body.params,
    minSpinMs: pack.pacing.minSpinMs,
    digits,
  });
  return { round: played.round, balance: minorToMajor(played.balanceMinor, digits), balanceMinor: played.balanceMinor, fairness: played.fairness };
}

export async function setSessionClientSeed(db: Db, session: string, clientSeed: string) {
  const launch = await inhouseLaunch(db, session);
  return setClientSeed(db, launch.player.memberId, clientSeed);
}

export async function rotateSessionSeed(db: Db, session: string, clientSeed: CallContext<'inhouseRotateSeed'>['body']['clientSeed']) {
  const launch = await inhouseLaunch(db, session);
  return rotateSeed(db, launch.player.memberId, clientSeed);
}
