import { publicOutcome, paramsProblem } from '@app/contract/inhouse-games';
import { type BrandConfig, brandDigits } from '@app/contract/brand';
import { minorToMajor, parseAmountMinor } from '@app/contract/money';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairSeeds, inhouseRounds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type BrandLookup, digitsOfBrand } from '../../lib/brands';
import type { CallContext } from '../../lib/call-router';
import { activeSeed, fairnessOf } from '../games/providers/fairness';
import { inhouseMaxStakeMinor, recompute, roundView, sameJson } from '../games/providers/inhouse';
import { resolveLaunch } from '../games/providers/launch-tokens';
import { inhouseLaunch } from './play';

/*
 * The rounds of our games: a player's history and the verification of a round (recorded or typed in).
 */

type RoundsQuery = CallContext<'inhouseRounds'>['query'];
type VerifyBody = CallContext<'inhouseVerify'>['body'];

/** Whose rounds a list shows: the member of the play page's session, else the logged-in member. */
export async function roundsOwner(db: Db, session: string | undefined, loggedIn: number | null) {
  if (session) return (await inhouseLaunch(db, session)).player.memberId;
  if (loggedIn !== null) return loggedIn;
  throw new AppError('NOT_LOGGED_IN');
}

/**
 * One page of the member's rounds, newest first, with the seed each was played with and the active seed; each round's
 * amounts in its brand's currency (`brands`).
 */
export async function roundsPage(db: Db, memberId: number, query: RoundsQuery, brands: BrandLookup) {
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
    list: rows.map((r) => roundView(r.round, r.seed, digitsOfBrand(brands, r.round.brandId))),
    total,
    totalPages: Math.ceil(total / query.pageSize),
    fairness: fairnessOf(seed),
  };
}

/** Who verifies a round by id: the member of the play page's session, or the logged-in member, or null for a visitor. */
async function verifierOf(db: Db, session: string | undefined, loggedIn: number | null) {
  if (session) return (await resolveLaunch(db, session))?.player.memberId ?? null;
  return loggedIn;
}

/**
 * A recorded round by id, recomputed once its seed is revealed. Anyone may check a round's result; its stake, payout
 * and the outcome computed on the stake are shown to its owner only, in the round's brand's currency (`brands`).
 */
export async function verifyRecordedRound(db: Db, body: Extract<VerifyBody, { roundId: string }>, loggedIn: number | null, brands: BrandLookup) {
  const viewerId = await verifierOf(db, body.session, loggedIn);
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
  const digits = digitsOfBrand(brands, row.round.brandId);
  const round = roundView(row.round, row.seed, digits);
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
    computed: owner ? { payout: minorToMajor(result.payout, digits), payoutMinor: result.payout, multiplier: result.multiplier, outcome: result.outcome } : null,
    matches,
  };
}

/**
 * A round computed from seeds, nonce, stake and parameters the player typed in (nothing recorded is read); the stake is
 * in the currency of the brand asked, up to the largest stake at its size.
 */
export function verifyTypedRound(body: Exclude<VerifyBody, { roundId: string }>, brand: Pick<BrandConfig, 'id' | 'currency'>) {
  const digits = brandDigits(brand);
  const maxMinor = inhouseMaxStakeMinor(brand);
  const parsed = parseAmountMinor(body.stake, digits);
  if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field: 'stake', reason: parsed.problem });
  if (parsed.minor > maxMinor) throw new AppError('AMOUNT_OUT_OF_RANGE', { minMinor: 1, maxMinor });
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
    computed: { payout: minorToMajor(result.payout, digits), payoutMinor: result.payout, multiplier: result.multiplier, outcome: result.outcome },
    result: null,
    recorded: null,
    matches: null,
  };
}
