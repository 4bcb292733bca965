import type { DrawStatus, LotteryBet } from '@app/contract/lottery';
import { checkStake, type DrawResult, type PlayType, PLAY_TYPE_DEFS, potentialWinMinor, stakeTotalMinor, ticketSettler, validateSelection } from '@app/contract/lottery-rules';
import { MAIN_WALLET } from '@app/contract/wallet';
import { MAX_AMOUNT_MINOR, minorToMajor, parseAmountMinor } from '@app/contract/money';
import { and, count, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, lotteryBets, lotteryDraws, lotteryGames } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { playableBalance } from '../wallet/ledger/balances';
import { debitForBet } from '../wallet/ledger/bets';
import { lotteryEdgeBp, lotteryHedgeWeightBp, wagerWorth } from '../wallet/wager-worth';
import { guardMoney } from '../responsible-gaming/enforcement';
import { ensureDraw } from './draws';
import { chargeExposure } from './risk';
import type { EngineGame } from './games';
import type { OddsEntry } from './odds';
import { slotAfter } from './schedule';

/*
 * Placing and listing tickets. A ticket is placed in ONE transaction: the draw row is read FOR SHARE (closing or
 * cancelling it waits for the bet to commit, and a bet never lands on a draw that has left "open"), the stake is
 * debited through the ledger (debitForBet: the wallet's bet row plus the balanced ledger entries, never below 0) and
 * the ticket row is written, and its picks are added to the draw's exposure within their caps (risk.ts). The client's
 * requestId makes it idempotent.
 */

export interface BetDeps {
  db: Db;
  now: () => Date;
  game: (code: string) => Promise<EngineGame>;
  odds: (brandId: string, layout: string, playType: PlayType) => Promise<OddsEntry | null>;
}

export interface PlaceBetInput {
  gameCode: string;
  drawNo: string;
  playType: PlayType;
  numbers: string[];
  stake: unknown;
  requestId: string;
}

type TicketRow = typeof lotteryBets.$inferSelect;
/** The ticket's state: its wallet bet row. */
interface BetState {
  status: string;
  payoutMinor: number;
  settledAt: Date | null;
}
interface DrawFacts {
  status: string;
  drawAt: Date;
  result: unknown;
}

/** The ticket's status for the player: its bet row's, with settled split into won and lost. */
function ticketStatus(bet: BetState): LotteryBet['status'] {
  if (bet.status === 'settled') return bet.payoutMinor > 0 ? 'won' : 'lost';
  return bet.status === 'cancelled' ? 'cancelled' : 'open';
}

/** A ticket as its player sees it (`digits`: the decimal places of the player's brand's currency). */
export function betView(ticket: TicketRow, gameName: string, bet: BetState, draw: DrawFacts, digits: number): LotteryBet {
  const playType = ticket.playType as PlayType;
  const potential = potentialWinMinor(playType, ticket.unitStakeMinor, ticket.oddsThousandths, ticket.betCount);
  const result = (draw.result as DrawResult | null) ?? null;
  // winning bets are not stored: the pure rules give them back from the result
  const winningBets =
    bet.status === 'settled' && result ? ticketSettler(result)({ playType, picks: ticket.numbers, unitStakeMinor: ticket.unitStakeMinor, oddsThousandths: ticket.oddsThousandths }).winningBets : 0;
  return {
    id: ticket.id,
    gameCode: ticket.gameCode,
    gameName,
    drawNo: ticket.drawNo,
    playType,
    numbers: ticket.numbers,
    betCount: ticket.betCount,
    unitStakeMinor: ticket.unitStakeMinor,
    unitStake: minorToMajor(ticket.unitStakeMinor, digits),
    stakeMinor: ticket.stakeMinor,
    stake: minorToMajor(ticket.stakeMinor, digits),
    oddsThousandths: ticket.oddsThousandths,
    odds: ticket.oddsThousandths / 1000,
    potentialWinMinor: potential,
    potentialWin: minorToMajor(potential, digits),
    status: ticketStatus(bet),
    winningBets,
    payoutMinor: bet.payoutMinor,
    payout: minorToMajor(bet.payoutMinor, digits),
    placedAt: ticket.placedAt.getTime(),
    settledAt: bet.settledAt?.getTime() ?? null,
    drawStatus: draw.status as DrawStatus,
    drawAt: draw.drawAt.getTime(),
    result,
  };
}

/** Columns of a ticket with its bet row's state and its draw. */
const ticketColumns = {
  ticket: lotteryBets,
  betStatus: bets.status,
  payoutMinor: bets.payoutMinor,
  settledAt: bets.settledAt,
  drawStatus: lotteryDraws.status,
  drawAt: lotteryDraws.drawAt,
  result: lotteryDraws.result,
};
type TicketJoin = { ticket: TicketRow; betStatus: string; payoutMinor: number; settledAt: Date | null; drawStatus: string; drawAt: Date; result: unknown };
const stateOf = (r: TicketJoin): BetState => ({ status: r.betStatus, payoutMinor: r.payoutMinor, settledAt: r.settledAt });
const drawOf = (r: TicketJoin): DrawFacts => ({ status: r.drawStatus, drawAt: r.drawAt, result: r.result });

const sameTicket = (t: TicketRow, input: { gameCode: string; drawNo: string; playType: string; numbers: string[]; unitStakeMinor: number }) =>
  t.gameCode === input.gameCode &&
  t.drawNo === input.drawNo &&
  t.playType === input.playType &&
  t.unitStakeMinor === input.unitStakeMinor &&
  t.numbers.join(',') === input.numbers.join(',');

async function existingTicket(db: Db, memberId: number, requestId: string): Promise<TicketJoin | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(lotteryBets)
    .innerJoin(bets, eq(bets.id, lotteryBets.betId))
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.requestId, requestId)));
  return row;
}

/**
 * True when the member holds an open ticket of this draw and exclusive play type on other picks: the new ticket would
 * cover the other side of it (big and small, two đề numbers), so it does not count as a wager (wager-worth.ts).
 */
async function hedgesOpenTicket(tx: Db, memberId: number, drawId: number, playType: PlayType, picks: readonly string[]) {
  if (!PLAY_TYPE_DEFS[playType].exclusive) return false;
  const open = await tx
    .select({ numbers: lotteryBets.numbers })
    .from(lotteryBets)
    .innerJoin(bets, eq(bets.id, lotteryBets.betId))
    .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.drawId, drawId), eq(lotteryBets.playType, playType), eq(bets.status, 'open')));
  return open.some((t) => t.numbers.some((n) => !picks.includes(n)) || picks.some((n) => !t.numbers.includes(n)));
}

/** Places a ticket for a member (real accounts only: the caller checks); `member.digits`: its brand's currency's decimal places. */
export async function placeBet(deps: BetDeps, member: { id: number; brandId: string; digits: number }, input: PlaceBetInput) {
  const { db } = deps;
  const game = await deps.game(input.gameCode);
  if (!PLAY_TYPE_DEFS[input.playType].layouts.includes(game.layout)) throw new AppError('INVALID_PLAY_TYPE', { gameCode: game.code, playType: input.playType });
  const amount = parseAmountMinor(input.stake, member.digits);
  if ('problem' in amount) throw new AppError('INVALID_AMOUNT', { field: 'stake', reason: amount.problem });
  const selection = validateSelection(input.playType, game.layout, input.numbers);
  if (!selection.ok) {
    const { ok: _ok, ...problem } = selection;
    throw new AppError('INVALID_SELECTION', problem);
  }
  const odds = await deps.odds(member.brandId, game.layout, input.playType);
  if (!odds) throw new AppError('INVALID_PLAY_TYPE', { gameCode: game.code, playType: input.playType });
  const stakeCheck = checkStake(amount.minor, odds);
  if (!stakeCheck.ok) throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'stake', minMinor: stakeCheck.minMinor, maxMinor: stakeCheck.maxMinor });
  const totalMinor = stakeTotalMinor(amount.minor, selection.betCount);
  if (totalMinor > MAX_AMOUNT_MINOR) throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'stake', minMinor: odds.minStakeMinor, maxMinor: odds.maxStakeMinor });
  const wanted = { gameCode: game.code, drawNo: input.drawNo, playType: input.playType, numbers: selection.picks, unitStakeMinor: amount.minor };

  // a retry answers with the first ticket, even after the draw closed
  const retried = async () => {
    const found = await existingTicket(db, member.id, input.requestId);
    if (!found) return null;
    if (!sameTicket(found.ticket, wanted)) throw new AppError('IDEMPOTENCY_KEY_REUSED', { requestId: input.requestId });
    return { ticket: found.ticket, bet: stateOf(found), draw: drawOf(found), duplicate: true, balanceMinor: null as number | null };
  };
  const earlier = await retried();
  if (earlier) return finish(earlier);

  const now = deps.now();
  // the current slot's draw may not be created yet (the scheduler runs every second): create it on demand
  const slot = slotAfter(game, now);
  if (slot.drawNo === input.drawNo) await ensureDraw(db, game, slot, now);

  const placed = await db.transaction(async (tx) => {
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameCode, game.code), eq(lotteryDraws.drawNo, input.drawNo)))
      .for('share');
    if (!draw) throw new AppError('DRAW_NOT_FOUND', { gameCode: game.code, drawNo: input.drawNo });
    const at = deps.now();
    if (draw.status !== 'open' || at.getTime() >= draw.closeAt.getTime() || at.getTime() < draw.openAt.getTime()) {
      throw new AppError('DRAW_CLOSED', { gameCode: game.code, drawNo: draw.drawNo, status: draw.status, closeAt: draw.closeAt.getTime() });
    }
    const worth = await wagerWorth(tx, {
      brandId: member.brandId,
      gameType: 'ELOTT',
      edgeBp: lotteryEdgeBp(game.layout, input.playType, odds.oddsThousandths),
      hedgeWeightBp: lotteryHedgeWeightBp(input.playType, selection.picks.length, await hedgesOpenTicket(tx, member.id, draw.id, input.playType, selection.picks)),
    });
    // the ticket's stake under the member's limits and block (responsible gaming)
    const debit = await guardMoney(tx, { memberId: member.id, movement: 'bet', amountMinor: totalMinor }, (guarded) => debitForBet(guarded, {
      brandId: member.brandId,
      memberId: member.id,
      betKey: `lottery:${input.requestId}`,
      vendor: game.vendor,
      gameType: 'ELOTT',
      gameCode: game.code,
      gameName: game.name,
      stakeMinor: totalMinor,
      details: { drawNo: draw.drawNo, playType: input.playType, numbers: selection.picks, betCount: selection.betCount, unitStakeMinor: amount.minor, oddsThousandths: odds.oddsThousandths },
      worth,
    }), (placed) => !placed.duplicate);
    if (debit.duplicate) return null; // a concurrent retry with the same requestId won: answer with its ticket below
    // what the brand owes if each pick wins, within the caps risk staff set (refused: the whole ticket rolls back)
    await chargeExposure(tx, {
      brandId: member.brandId,
      gameCode: game.code,
      drawId: draw.id,
      playType: input.playType,
      picks: selection.picks,
      unitStakeMinor: amount.minor,
      oddsThousandths: odds.oddsThousandths,
    });
    const [ticket] = await tx
      .insert(lotteryBets)
      .values({
        betId: debit.betId,
        brandId: member.brandId,
        memberId: member.id,
        drawId: draw.id,
        gameCode: game.code,
        drawNo: draw.drawNo,
        playType: input.playType,
        numbers: selection.picks,
        betCount: selection.betCount,
        unitStakeMinor: amount.minor,
        stakeMinor: totalMinor,
        oddsThousandths: odds.oddsThousandths,
        requestId: input.requestId,
        placedAt: at,
      })
      .returning();
    return {
      ticket: ticket!,
      bet: { status: 'open', payoutMinor: 0, settledAt: null },
      draw: { status: draw.status, drawAt: draw.drawAt, result: draw.result },
      duplicate: false,
      balanceMinor: debit.balanceMinor as number | null,
    };
  });
  if (placed) return finish(placed);
  const raced = await retried();
  if (!raced) throw new Error('duplicate bet without a ticket');
  return finish(raced);

  async function finish(outcome: { ticket: TicketRow; bet: BetState; draw: DrawFacts; duplicate: boolean; balanceMinor: number | null }) {
    const balanceMinor = outcome.balanceMinor ?? (await mainBalance(db, member.id));
    return { bet: betView(outcome.ticket, game.name, outcome.bet, outcome.draw, member.digits), duplicate: outcome.duplicate, balanceMinor, balance: minorToMajor(balanceMinor, member.digits) };
  }
}

const mainBalance = (db: Db, memberId: number) => playableBalance(db, memberId, MAIN_WALLET);

export interface MyBetsQuery {
  pageNo: number;
  pageSize: number;
  startTime?: number;
  endTime?: number;
  gameCode?: string;
  status?: string;
  drawNo?: string;
}

/** The bet-row condition of a ticket status filter. */
function statusCondition(status: string): SQL {
  switch (status) {
    case 'won':
      return and(eq(bets.status, 'settled'), gt(bets.payoutMinor, 0))!;
    case 'lost':
      return and(eq(bets.status, 'settled'), eq(bets.payoutMinor, 0))!;
    default:
      return eq(bets.status, status);
  }
}

/** A member's tickets, newest first, with their draws' state and result (`digits`: its brand's currency's). */
export async function listBets(db: Db, memberId: number, query: MyBetsQuery, digits: number) {
  const where: SQL[] = [eq(lotteryBets.memberId, memberId)];
  if (query.startTime !== undefined) where.push(gte(lotteryBets.placedAt, new Date(query.startTime)));
  if (query.endTime !== undefined) where.push(lt(lotteryBets.placedAt, new Date(query.endTime)));
  if (query.gameCode) where.push(eq(lotteryBets.gameCode, query.gameCode));
  if (query.status) where.push(statusCondition(query.status));
  if (query.drawNo) where.push(eq(lotteryBets.drawNo, query.drawNo));
  const condition = and(...where);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...ticketColumns, gameName: lotteryGames.name })
      .from(lotteryBets)
      .innerJoin(bets, eq(bets.id, lotteryBets.betId))
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(lotteryGames, eq(lotteryGames.code, lotteryBets.gameCode))
      .where(condition)
      .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    query.status
      ? db.select({ total: count() }).from(lotteryBets).innerJoin(bets, eq(bets.id, lotteryBets.betId)).where(condition)
      : db.select({ total: count() }).from(lotteryBets).where(condition),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    list: rows.map((r) => betView(r.ticket, r.gameName, stateOf(r), drawOf(r), digits)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
