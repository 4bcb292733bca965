import type { CallValue } from '@app/contract/calls';
import type { InhouseRound } from '@app/contract/games';
import { playInhouse, roundDigestWeb, seedHashWeb, type InhouseParams } from '@app/contract/inhouse-games';

export const SERVER_SEED = '7f'.repeat(32);

/** A round as the server records it, computed with the contract's functions; keys in another order, like stored JSON. */
export async function recordedRound(params: InhouseParams, stakeMinor: number, nonce: number, revealed = true): Promise<InhouseRound> {
  const digest = await roundDigestWeb(SERVER_SEED, 'my-seed', nonce);
  const result = playInhouse(params, stakeMinor, digest);
  const outcome = Object.fromEntries(Object.entries(result.outcome).reverse()) as typeof result.outcome;
  return {
    roundId: '00000000-0000-4000-8000-00000000000' + nonce,
    game: params.game,
    nodeId: 1,
    stake: stakeMinor / 100,
    stakeMinor,
    payout: result.payout / 100,
    payoutMinor: result.payout,
    multiplier: result.multiplier,
    outcome,
    clientSeed: 'my-seed',
    nonce,
    serverSeedHash: await seedHashWeb(SERVER_SEED),
    serverSeed: revealed ? SERVER_SEED : null,
    demo: false,
    createdAt: 0,
  };
}

/** The play page's session for a game: ₱1,000.00, stakes ₱0.10 to ₱1,000.00. */
export async function sessionInfo(game: InhouseParams['game'], nonce = 0): Promise<CallValue<'inhouseSession'>> {
  return {
    game,
    nodeId: 1,
    gameName: { slot: 'Lucky Sevens', dice: 'Dice Duel', crash: 'Rocket Crash' }[game],
    nickname: 'Player One',
    balance: 1000,
    balanceMinor: 100_000,
    demo: false,
    currencySymbol: '₱',
    minStake: 0.1,
    minStakeMinor: 10,
    maxStake: 1000,
    maxStakeMinor: 100_000,
    rtp: 0.99,
    edgeFloorBp: 400,
    fairness: { serverSeedHash: await seedHashWeb(SERVER_SEED), clientSeed: 'my-seed', nonce },
  };
}
