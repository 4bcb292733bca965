import { combinations, type LotteryLayout, PLAY_TYPE_DEFS, type PlayType, winPerBetMinor } from '@app/contract/lottery-rules';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { bets, lotteryBets, lotteryDraws, lotteryExposure, lotteryGames, lotteryNumberCaps, lotteryOdds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { lotteryEdgeBp } from '../wallet/wager-worth';

/*
 * Lottery risk (issue 29). Every ticket adds, per pick, what the brand would pay if that pick wins (its exposure),
 * in the ticket's own transaction; a cap set by risk staff (per game, play type and pick, '*' for every pick) is
 * checked in the same statement that adds to it, so 40 bets at once never take a pick over its cap. A refused pick
 * refuses the whole ticket (LOTTERY_NUMBER_CLOSED, naming the picks) and the transaction rolls the stake back.
 */

/** Caps every pick of the play type that has no cap of its own. */
export const EVERY_PICK = '*';

/** What one pick of a ticket adds: its share of the stake and what the brand pays if it wins (one occurrence). */
export function pickExposure(playType: PlayType, picks: number, unitStakeMinor: number, oddsThousandths: number) {
  // a combination (xiên) pays only when all its numbers win: each pick is in C(n-1, k-1) of the ticket's combinations
  const size = PLAY_TYPE_DEFS[playType].combinationSize;
  const bets = combinations(picks - 1, size - 1);
  return { stakeMinor: unitStakeMinor * bets, payoutMinor: winPerBetMinor(unitStakeMinor, oddsThousandths) * bets };
}

export interface ExposureCharge {
  brandId: string;
  gameCode: string;
  drawId: number;
  playType: PlayType;
  /** canonical picks: sorted, so concurrent tickets lock their rows in one order */
  picks: readonly string[];
  unitStakeMinor: number;
  oddsThousandths: number;
}

/** The cap in force for each pick (its own, else the play type's '*'), null where none is set. */
async function capsOf(tx: Db, charge: ExposureCharge): Promise<Array<number | null>> {
  const rows = await tx
    .select({ pick: lotteryNumberCaps.pick, capMinor: lotteryNumberCaps.capMinor })
    .from(lotteryNumberCaps)
    .where(
      and(
        eq(lotteryNumberCaps.brandId, charge.brandId),
        eq(lotteryNumberCaps.gameCode, charge.gameCode),
        eq(lotteryNumberCaps.playType, charge.playType),
        inArray(lotteryNumberCaps.pick, [...charge.picks, EVERY_PICK]),
      ),
    );
  const byPick = new Map(rows.map((r) => [r.pick, r.capMinor]));
  return charge.picks.map((pick) => byPick.get(pick) ?? byPick.get(EVERY_PICK) ?? null);
}

/**
 * Adds a ticket's picks to the draw's exposure, inside the ticket's transaction. One statement adds every pick whose
 * new total stays within its cap (the row lock of ON CONFLICT serialises concurrent tickets on a pick); a pick left
 * out refuses the ticket with LOTTERY_NUMBER_CLOSED.
 */
export async function chargeExposure(tx: Db, charge: ExposureCharge) {
  const { stakeMinor, payoutMinor } = pickExposure(charge.playType, charge.picks.length, charge.unitStakeMinor, charge.oddsThousandths);
  const caps = await capsOf(tx, charge);
  const picks = sql.param([...charge.picks]);
  const capList = sql.param(caps);
  const added = await queryRows<{ pick: string }>(
    tx,
    sql`
      insert into lottery_exposure as e (brand_id, draw_id, play_type, pick, stake_minor, payout_minor, tickets)
      select ${charge.brandId}, ${charge.drawId}, ${charge.playType}, v.pick, ${stakeMinor}, ${payoutMinor}, 1
      from unnest(${picks}::text[], ${capList}::bigint[]) as v(pick, cap)
      where v.cap is null or ${payoutMinor} <= v.cap
      on conflict (brand_id, draw_id, play_type, pick) do update
        set stake_minor = e.stake_minor + excluded.stake_minor, payout_minor = e.payout_minor + excluded.payout_minor, tickets = e.tickets + 1
        where (${capList}::bigint[])[array_position(${picks}::text[], excluded.pick)] is null
           or e.payout_minor + excluded.payout_minor <= (${capList}::bigint[])[array_position(${picks}::text[], excluded.pick)]
      returning e.pick`,
  );
  if (added.length === charge.picks.length) return;
  const taken = new Set(added.map((r) => r.pick));
  throw new AppError('LOTTERY_NUMBER_CLOSED', { gameCode: charge.gameCode, playType: charge.playType, picks: charge.picks.filter((p) => !taken.has(p)) });
}

export interface CapInput {
  brandId: string;
  gameCode: string;
  playType: PlayType;
  pick: string;
  /** null removes the cap */
  capMinor: number | null;
}

/** Sets or removes a cap, with an audit row naming the operator (before and after). */
export async function setNumberCap(db: Db, operator: Operator, input: CapInput) {
  await db.transaction(async (tx) => {
    const where = and(
      eq(lotteryNumberCaps.brandId, input.brandId),
      eq(lotteryNumberCaps.gameCode, input.gameCode),
      eq(lotteryNumberCaps.playType, input.playType),
      eq(lotteryNumberCaps.pick, input.pick),
    );
    const [before] = await tx.select({ capMinor: lotteryNumberCaps.capMinor }).from(lotteryNumberCaps).where(where).for('update');
    if (input.capMinor === null) await tx.delete(lotteryNumberCaps).where(where);
    else
      await tx
        .insert(lotteryNumberCaps)
        .values({ brandId: input.brandId, gameCode: input.gameCode, playType: input.playType, pick: input.pick, capMinor: input.capMinor, setBy: operator.actor })
        .onConflictDoUpdate({
          target: [lotteryNumberCaps.brandId, lotteryNumberCaps.gameCode, lotteryNumberCaps.playType, lotteryNumberCaps.pick],
          set: { capMinor: input.capMinor, setBy: operator.actor, setAt: new Date() },
        });
    await recordAudit(tx, operator, {
      brandId: input.brandId,
      action: input.capMinor === null ? 'lottery-cap.remove' : 'lottery-cap.set',
      target: `lottery-cap:${input.gameCode}:${input.playType}:${input.pick}`,
      detail: { before: before?.capMinor ?? null, after: input.capMinor },
    });
  });
}

/** A brand's caps on a game. */
export async function listNumberCaps(db: Db, brandId: string, gameCode: string) {
  const rows = await db
    .select()
    .from(lotteryNumberCaps)
    .where(and(eq(lotteryNumberCaps.brandId, brandId), eq(lotteryNumberCaps.gameCode, gameCode)))
    .orderBy(lotteryNumberCaps.playType, lotteryNumberCaps.pick);
  return rows.map((r) => ({ playType: r.playType, pick: r.pick, capMinor: r.capMinor, setBy: r.setBy, setAt: r.setAt.toISOString() }));
}

/**
 * A draw's exposure for a brand, largest liability first, with the cap in force on each pick; `drawNo` absent: the
 * game's open draw that closes next. Answers null when the game has no such draw.
 */
export async function drawExposure(db: Db, brandId: string, gameCode: string, drawNo: string | undefined, limit: number) {
  const [draw] = await db
    .select({ id: lotteryDraws.id, drawNo: lotteryDraws.drawNo, status: lotteryDraws.status, closeAt: lotteryDraws.closeAt, gameName: lotteryGames.name })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.code, lotteryDraws.gameCode))
    .where(and(eq(lotteryDraws.gameCode, gameCode), drawNo ? eq(lotteryDraws.drawNo, drawNo) : eq(lotteryDraws.status, 'open')))
    .orderBy(lotteryDraws.closeAt)
    .limit(1);
  if (!draw) return null;
  const where = and(eq(lotteryExposure.drawId, draw.id), eq(lotteryExposure.brandId, brandId));
  const [rows, [totals], caps] = await Promise.all([
    db.select().from(lotteryExposure).where(where).orderBy(desc(lotteryExposure.payoutMinor), lotteryExposure.playType, lotteryExposure.pick).limit(limit),
    db
      .select({
        stakeMinor: sql<string>`coalesce(sum(${lotteryExposure.stakeMinor}), 0)`,
        worstPayoutMinor: sql<string>`coalesce(max(${lotteryExposure.payoutMinor}), 0)`,
        picks: sql<string>`count(*)`,
      })
      .from(lotteryExposure)
      .where(where),
    listNumberCaps(db, brandId, gameCode),
  ]);
  const capOf = (playType: string, pick: string) =>
    caps.find((c) => c.playType === playType && c.pick === pick)?.capMinor ?? caps.find((c) => c.playType === playType && c.pick === EVERY_PICK)?.capMinor ?? null;
  return {
    gameCode,
    gameName: draw.gameName,
    drawNo: draw.drawNo,
    status: draw.status,
    closeAt: draw.closeAt.toISOString(),
    stakeMinor: Number(totals?.stakeMinor ?? 0),
    worstPayoutMinor: Number(totals?.worstPayoutMinor ?? 0),
    picks: Number(totals?.picks ?? 0),
    list: rows.map((r) => ({ playType: r.playType, pick: r.pick, stakeMinor: r.stakeMinor, payoutMinor: r.payoutMinor, tickets: r.tickets, capMinor: capOf(r.playType, r.pick) })),
    caps,
  };
}

/**
 * The liability report: a game's latest finished draws for a brand, each with what its settled tickets staked, what
 * the brand paid on them, the house's result, and the worst case it carried (its riskiest pick's liability when
 * betting closed). Three indexed reads: the draws by game and time, their tickets by draw, their exposure by draw.
 */
export async function drawLiabilities(db: Db, brandId: string, gameCode: string, limit: number) {
  const draws = await db
    .select({ id: lotteryDraws.id, drawNo: lotteryDraws.drawNo, status: lotteryDraws.status, drawAt: lotteryDraws.drawAt })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), inArray(lotteryDraws.status, ['settled', 'cancelled'])))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(limit);
  if (draws.length === 0) return [];
  const ids = draws.map((d) => d.id);
  const [tickets, worst] = await Promise.all([
    db
      .select({
        drawId: lotteryBets.drawId,
        tickets: sql<string>`count(*)`,
        players: sql<string>`count(distinct ${lotteryBets.memberId})`,
        stakeMinor: sql<string>`coalesce(sum(${bets.stakeMinor}), 0)`,
        payoutMinor: sql<string>`coalesce(sum(${bets.payoutMinor}), 0)`,
      })
      .from(lotteryBets)
      .innerJoin(bets, eq(bets.id, lotteryBets.betId))
      .where(and(inArray(lotteryBets.drawId, ids), eq(lotteryBets.brandId, brandId), eq(bets.status, 'settled')))
      .groupBy(lotteryBets.drawId),
    db
      .select({ drawId: lotteryExposure.drawId, worstPayoutMinor: sql<string>`max(${lotteryExposure.payoutMinor})` })
      .from(lotteryExposure)
      .where(and(inArray(lotteryExposure.drawId, ids), eq(lotteryExposure.brandId, brandId)))
      .groupBy(lotteryExposure.drawId),
  ]);
  const ticketsOf = new Map(tickets.map((r) => [r.drawId, r]));
  const worstOf = new Map(worst.map((r) => [r.drawId, Number(r.worstPayoutMinor)]));
  return draws.map((d) => {
    const t = ticketsOf.get(d.id);
    const stakeMinor = Number(t?.stakeMinor ?? 0);
    const payoutMinor = Number(t?.payoutMinor ?? 0);
    return {
      drawNo: d.drawNo,
      status: d.status,
      drawAt: d.drawAt.toISOString(),
      tickets: Number(t?.tickets ?? 0),
      players: Number(t?.players ?? 0),
      stakeMinor,
      payoutMinor,
      houseMinor: stakeMinor - payoutMinor,
      worstPayoutMinor: worstOf.get(d.id) ?? 0,
    };
  });
}

/** A brand's odds rows with the edge each leaves the house. */
export async function listOdds(db: Db, brandId: string) {
  const rows = await db.select().from(lotteryOdds).where(eq(lotteryOdds.brandId, brandId)).orderBy(lotteryOdds.layout, lotteryOdds.playType);
  return rows.map((r) => ({
    layout: r.layout,
    playType: r.playType,
    oddsThousandths: r.oddsThousandths,
    minStakeMinor: r.minStakeMinor,
    maxStakeMinor: r.maxStakeMinor,
    edgeBp: lotteryEdgeBp(r.layout as LotteryLayout, r.playType as PlayType, r.oddsThousandths),
  }));
}

export interface OddsInput {
  brandId: string;
  layout: LotteryLayout;
  playType: PlayType;
  oddsThousandths: number;
  minStakeMinor: number;
  maxStakeMinor: number;
}

/**
 * Changes a brand's odds and stake limits of a bet type, audited with before and after. Odds that would leave the
 * house no edge are refused (ODDS_WITHOUT_EDGE): a bet must lose on average, or every reward paid on turnover is the
 * house's loss. Tickets keep the odds they were placed at; new tickets take these within the engine's cache time.
 */
export async function setOdds(db: Db, operator: Operator, input: OddsInput) {
  if (!PLAY_TYPE_DEFS[input.playType].layouts.includes(input.layout)) throw new AppError('INVALID_PLAY_TYPE', { layout: input.layout, playType: input.playType });
  const edgeBp = lotteryEdgeBp(input.layout, input.playType, input.oddsThousandths);
  if (edgeBp <= 0) throw new AppError('ODDS_WITHOUT_EDGE', { edgeBp });
  await db.transaction(async (tx) => {
    const where = and(eq(lotteryOdds.brandId, input.brandId), eq(lotteryOdds.layout, input.layout), eq(lotteryOdds.playType, input.playType));
    const [before] = await tx.select().from(lotteryOdds).where(where).for('update');
    const after = { oddsThousandths: input.oddsThousandths, minStakeMinor: input.minStakeMinor, maxStakeMinor: input.maxStakeMinor };
    await tx
      .insert(lotteryOdds)
      .values({ brandId: input.brandId, layout: input.layout, playType: input.playType, ...after })
      .onConflictDoUpdate({ target: [lotteryOdds.brandId, lotteryOdds.layout, lotteryOdds.playType], set: after });
    await recordAudit(tx, operator, {
      brandId: input.brandId,
      action: 'lottery-odds.set',
      target: `lottery-odds:${input.layout}:${input.playType}`,
      detail: { before: before ? { oddsThousandths: before.oddsThousandths, minStakeMinor: before.minStakeMinor, maxStakeMinor: before.maxStakeMinor } : null, after: { ...after, edgeBp } },
    });
  });
}
