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
  paramsProblem,
  publicOutcome,
} from '@app/contract/inhouse-games';
import { minorToMajor, parseAmountMinor } from '@app/contract/wallet';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairSeeds, games, inhouseRounds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CallHandlers } from '../../lib/call-router';
import { activeSeed, fairnessOf, rotateSeed, setClientSeed } from '../../modules/games/providers/fairness';
import { INHOUSE_MAX_STAKE_MINOR, playRound, recompute, roundView, sameJson } from '../../modules/games/providers/inhouse';
import { type ResolvedLaunch, resolveLaunch } from '../../modules/games/providers/launch-tokens';
import { demoBalance, mainBalance } from '../../modules/games/providers/wallet';

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

const invalidSession = () => new AppError('GAME_SESSION_INVALID');

export function inhouseHandlers(db: Db): CallHandlers {
  /** The play page's launch: valid, and for one of our games. */
  async function inhouseLaunch(session: string): Promise<ResolvedLaunch & { game: { externalId: InhouseGame } }> {
    const launch = await resolveLaunch(db, session);
    if (!launch) throw invalidSession();
    if (launch.provider !== 'inhouse' || !(INHOUSE_GAMES as readonly string[]).includes(launch.game.externalId)) {
      throw new AppError('NOT_LAUNCHABLE', { reason: 'NOT_INHOUSE' });
    }
    return launch as ResolvedLaunch & { game: { externalId: InhouseGame } };
  }

  /** Who verifies a round by id: the member of the play page's session, or the logged-in member, or null for a visitor. */
  async function verifierOf(session: string | undefined, loggedIn: number | null) {
    if (session) return (await resolveLaunch(db, session))?.player.memberId ?? null;
    return loggedIn;
  }

  const stakeLimits = (launch: ResolvedLaunch) => ({ minMinor: Math.max(1, launch.game.minBetMinor), maxMinor: INHOUSE_MAX_STAKE_MINOR });

  return {
    inhouseRules: async () => {
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
              minStake: minorToMajor(r.minBetMinor),
              minStakeMinor: r.minBetMinor,
              maxStake: minorToMajor(INHOUSE_MAX_STAKE_MINOR),
              maxStakeMinor: INHOUSE_MAX_STAKE_MINOR,
              rules: rulesOf[game],
            };
          }),
      };
    },

    inhouseSession: async ({ body, brand }) => {
      const launch = await inhouseLaunch(body.session);
      const { minMinor, maxMinor } = stakeLimits(launch);
      const balanceMinor = launch.player.demo
        ? await demoBalance(db, launch.player.memberId, { refillBelowMinor: minMinor }) // play money refills when it runs dry
        : await mainBalance(db, launch.player.memberId);
      const seed = await activeSeed(db, launch.player.memberId);
      return {
        game: launch.game.externalId,
        nodeId: launch.game.nodeId,
        gameName: launch.game.gameName,
        nickname: launch.player.nickname,
        balance: minorToMajor(balanceMinor),
        balanceMinor,
        demo: launch.player.demo,
        currencySymbol: brand.currencySymbol,
        minStake: minorToMajor(minMinor),
        minStakeMinor: minMinor,
        maxStake: minorToMajor(maxMinor),
        maxStakeMinor: maxMinor,
        rtp: INHOUSE_RTP[launch.game.externalId],
        fairness: fairnessOf(seed),
      };
    },

    inhousePlay: async ({ body }) => {
      const launch = await inhouseLaunch(body.session);
      if (body.params.game !== launch.game.externalId) throw new AppError('NOT_LAUNCHABLE', { reason: 'OTHER_GAME', game: launch.game.externalId });
      if (launch.maintenance) throw new AppError('GAME_MAINTENANCE', { nodeId: launch.game.nodeId, suggestions: [] });
      const parsed = parseAmountMinor(body.stake);
      if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field: 'stake', reason: parsed.problem });
      const stakeMinor = parsed.minor;
      const problem = paramsProblem(body.params, stakeMinor);
      if (problem === 'stake') throw new AppError('INVALID_AMOUNT', { field: 'stake', reason: 'not_a_multiple', stepMinor: SLOT_LINES });
      if (problem) throw new AppError('VALIDATION_ERROR', { field: `params.${problem}`, issues: [{ path: `params.${problem}`, message: 'out of range' }] });
      const limits = stakeLimits(launch);
      if (stakeMinor < limits.minMinor || stakeMinor > limits.maxMinor) throw new AppError('AMOUNT_OUT_OF_RANGE', limits);
      const played = await playRound(db, { player: launch.player, game: launch.game, roundId: body.roundId, stakeMinor, params: body.params });
      return { round: played.round, balance: minorToMajor(played.balanceMinor), balanceMinor: played.balanceMinor, fairness: played.fairness };
    },

    inhouseClientSeed: async ({ body }) => {
      const launch = await inhouseLaunch(body.session);
      return setClientSeed(db, launch.player.memberId, body.clientSeed);
    },

    inhouseRotateSeed: async ({ body }) => {
      const launch = await inhouseLaunch(body.session);
      return rotateSeed(db, launch.player.memberId, body.clientSeed);
    },

    inhouseRounds: async ({ query, member }) => {
      let memberId: number;
      if (query.session) memberId = (await inhouseLaunch(query.session)).player.memberId;
      else if (member) memberId = member.id;
      else throw new AppError('NOT_LOGGED_IN');
      const where = and(eq(inhouseRounds.memberId, memberId), query.game ? eq(inhouseRounds.game, query.game) : undefined);
      const [rows, [count], seed] = await Promise.all([
        db
          .select({ round: inhouseRounds, seed: { serverSeed: fairSeeds.serverSeed, serverSeedHash: fairSeeds.serverSeedHash, revealedAt: fairSeeds.revealedAt } })
          .from(inhouseRounds)
          .innerJoin(fairSeeds, eq(fairSeeds.id, inhouseRounds.seedId))
          .where(where)
          .orderBy(desc(inhouseRounds.createdAt), desc(inhouseRounds.nonce))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(inhouseRounds).where(where),
        activeSeed(db, memberId),
      ]);
      const total = count?.n ?? 0;
      return {
        list: rows.map((r) => roundView(r.round, r.seed)),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        fairness: fairnessOf(seed),
      };
    },

    inhouseVerify: async ({ body, member }) => {
      if ('roundId' in body) {
        const viewerId = await verifierOf(body.session, member?.id ?? null);
        // the viewer's own round with this id, else the first one recorded (ids are unique per member only)
        const [row] = await db
          .select({ round: inhouseRounds, seed: fairSeeds })
          .from(inhouseRounds)
          .innerJoin(fairSeeds, eq(fairSeeds.id, inhouseRounds.seedId))
          .where(eq(inhouseRounds.roundId, body.roundId))
          .orderBy(viewerId === null ? asc(inhouseRounds.createdAt) : sql`${inhouseRounds.memberId} = ${viewerId} desc`, asc(inhouseRounds.createdAt))
          .limit(1);
        if (!row) throw new AppError('NOT_FOUND', { roundId: body.roundId });
        const owner = row.round.memberId === viewerId;
        const round = roundView(row.round, row.seed);
        const base = {
          serverSeedHash: row.seed.serverSeedHash,
          clientSeed: row.round.clientSeed,
          nonce: row.round.nonce,
          result: { roundId: round.roundId, game: round.game, nodeId: round.nodeId, multiplier: round.multiplier, outcome: publicOutcome(round.outcome) },
          // stake, payout and the outcome computed on the stake are the owner's
          recorded: owner ? round : null,
        };
        if (!row.seed.revealedAt) return { ...base, revealed: false, serverSeed: null, digest: null, computed: null, matches: null };
        const { digest, serverSeedHash, result } = recompute(row.seed.serverSeed, row.round.clientSeed, row.round.nonce, row.round.stakeMinor, row.round.params as never);
        const matches = serverSeedHash === row.seed.serverSeedHash && result.payout === row.round.payoutMinor && sameJson(result.outcome, row.round.outcome);
        return {
          ...base,
          revealed: true,
          serverSeed: row.seed.serverSeed,
          digest,
          computed: owner ? { payout: minorToMajor(result.payout), payoutMinor: result.payout, multiplier: result.multiplier, outcome: result.outcome } : null,
          matches,
        };
      }
      const parsed = parseAmountMinor(body.stake);
      if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field: 'stake', reason: parsed.problem });
      if (parsed.minor > INHOUSE_MAX_STAKE_MINOR) throw new AppError('AMOUNT_OUT_OF_RANGE', { minMinor: 1, maxMinor: INHOUSE_MAX_STAKE_MINOR });
      const problem = paramsProblem(body.params, parsed.minor);
      if (problem) throw new AppError('VALIDATION_ERROR', { field: problem === 'stake' ? 'stake' : `params.${problem}`, issues: [{ path: problem, message: 'out of range' }] });
      const { digest, serverSeedHash, result } = recompute(body.serverSeed, body.clientSeed, body.nonce, parsed.minor, body.params);
      return {
        revealed: true,
        serverSeedHash,
        serverSeed: body.serverSeed,
        clientSeed: body.clientSeed,
        nonce: body.nonce,
        digest,
        computed: { payout: minorToMajor(result.payout), payoutMinor: result.payout, multiplier: result.multiplier, outcome: result.outcome },
        result: null,
        recorded: null,
        matches: null,
      };
    },
  };
}
