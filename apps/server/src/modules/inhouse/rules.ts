import type { InhouseGame } from '@app/contract/inhouse-games';
import {
  CRASH_RTP,
  CRASH_TARGET_LIMITS,
  DICE_OUTCOMES,
  DICE_RTP,
  DICE_TARGET_LIMITS,
  INHOUSE_GAMES,
  INHOUSE_RTP,
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_ROWS,
} from '@app/contract/inhouse-games';
import { type BrandConfig, brandDigits } from '@app/contract/brand';
import { minorToMajor } from '@app/contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import { inhouseMaxStakeMinor } from '../games/providers/inhouse';

const fairnessRules = {
  commitment: 'serverSeedHash = SHA-256(serverSeed as hex text), shown before any round with the seed',
  digest: 'HMAC-SHA256(key = serverSeed as hex text, message = `${clientSeed}:${nonce}`)',
  floats: 'float i = bytes 4i..4i+3 of the digest, big-endian, / 2^32',
  reveal: 'rotating the seed reveals it; every round played with it can then be verified',
};

/** The published rules of each game; the numbers are the very tables the outcome functions use. */
const rulesOf: Record<InhouseGame, Record<string, unknown>> = {
  slot: {
    summary: `${SLOT_ROWS} rows x ${SLOT_REELS.length} reels, ${SLOT_LINES} fixed paylines, stake split evenly over the lines; a line pays the best of its leftmost run (wilds substitute) and a run of wilds`,
    reels: SLOT_REELS,
    paylines: SLOT_PAYLINES,
    paytable: SLOT_PAYTABLE,
    stakeStepMinor: SLOT_LINES,
    outcome: 'reel r stops at floor(float r x strip length); row k shows strip[(stop + k) mod length]',
    fairness: fairnessRules,
  },
  dice: {
    summary: 'roll 0.00 to 99.99; bet under or over a target; a win pays 99% of the fair odds',
    outcomes: DICE_OUTCOMES,
    targetLimits: DICE_TARGET_LIMITS,
    outcome: 'roll = floor(float 0 x 10000) in hundredths; under T wins when roll < T, over T when roll > T',
    payout: 'floor(stake x 9900 / winning rolls)',
    rtp: DICE_RTP,
    fairness: fairnessRules,
  },
  crash: {
    summary: 'a multiplier rises from x1.00 until it crashes; a round wins if it reaches your cash-out target',
    targetLimits: CRASH_TARGET_LIMITS,
    outcome: 'crash point (hundredths) = max(100, floor(99 x 2^32 / (2^32 - X))) with X the first 4 digest bytes',
    payout: 'floor(stake x cashout / 100) when crash point >= cashout',
    rtp: CRASH_RTP,
    fairness: fairnessRules,
  },
};

/** Our games in the catalogue, with their stakes in the brand's currency, return to player and published rules. */
export async function inhouseRulesOf(db: Db, brand: Pick<BrandConfig, 'id' | 'currency'>) {
  const digits = brandDigits(brand);
  const maxStakeMinor = inhouseMaxStakeMinor(brand);
  const rows = await db
    .select({ id: games.id, externalId: games.externalId, name: games.name, minBetMinor: games.minBetMinor })
    .from(games)
    .where(eq(games.vendorCode, 'INH'));
  return {
    games: rows
      .filter((r) => (INHOUSE_GAMES as readonly string[]).includes(r.externalId))
      .map((r) => {
        const game = r.externalId as InhouseGame;
        return {
          game,
          nodeId: r.id,
          gameName: r.name,
          rtp: INHOUSE_RTP[game],
          minStake: minorToMajor(r.minBetMinor, digits),
          minStakeMinor: r.minBetMinor,
          maxStake: minorToMajor(maxStakeMinor, digits),
          maxStakeMinor,
          rules: rulesOf[game],
        };
      }),
  };
}
