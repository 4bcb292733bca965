import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameWins, members, vendorTransactions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { maskUsername } from '../../../lib/masks';
import type { GameProvider, WalletAnswer, WalletMove } from './types';
import { cancelBet, mainBalance, placeBet, settleBet } from './wallet';

/*
 * Our seamless wallet as the sandbox vendor (standing in for every third-party vendor) sees it.
 * Each movement carries the vendor's transaction id: the first call moves money (a ledger bet on the MAIN wallet),
 * a retry with the same id answers duplicate and moves nothing, a rollback cancels a debit (or, when it arrives
 * before the debit, is remembered so the late debit is refused).
 *
 * A round is the one debit a player made with a live launch of a game: a credit or rollback pays or refunds only
 * that player's round of that game (no live launch needed then, vendors settle late). A credit is not capped by
 * a multiple of the stake: progressive jackpots pay tens of millions of times a minimum bet, and the round binding
 * (a signed credit for this player's own open round) is what keeps a forged credit out. Another member's round
 * answers like an unknown one.
 */

type TxRow = typeof vendorTransactions.$inferSelect;
type Kind = 'debit' | 'credit' | 'rollback';

async function claim(tx: Db, move: WalletMove, kind: Kind, refTxId: string | null = null) {
  const [row] = await tx
    .insert(vendorTransactions)
    .values({
      vendorCode: move.game.vendor,
      txId: move.txId,
      kind,
      memberId: move.player.memberId,
      roundRef: move.roundId,
      gameId: move.game.nodeId,
      amountMinor: move.amountMinor,
      refTxId,
      balanceAfterMinor: 0,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, first: true as const };
  const [existing] = await tx
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorCode, move.game.vendor), eq(vendorTransactions.txId, move.txId)));
  if (!existing) throw new Error('vendor transaction conflict without a row');
  // the same id for another movement is the vendor's bug: refuse rather than guess
  if (existing.kind !== kind || existing.memberId !== move.player.memberId || existing.roundRef !== move.roundId || (kind !== 'rollback' && existing.amountMinor !== move.amountMinor)) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { txId: move.txId });
  }
  return { row: existing, first: false as const };
}

async function finish(tx: Db, row: TxRow, balanceMinor: number, changes: Partial<TxRow> = {}) {
  await tx
    .update(vendorTransactions)
    .set({ balanceAfterMinor: balanceMinor, ...changes })
    .where(eq(vendorTransactions.id, row.id));
}

async function roundRows(tx: Db, move: WalletMove) {
  return tx
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorCode, move.game.vendor), eq(vendorTransactions.roundRef, move.roundId)));
}

/** the round's debit is this player's, in this game */
const ownRound = (debit: TxRow, move: WalletMove) => debit.memberId === move.player.memberId && debit.gameId === move.game.nodeId;
/** the same answer for no round and someone else's: the id of another member's round is not confirmed */
const noRound = (move: WalletMove) => new AppError('INVALID_STATE', { reason: 'NO_DEBIT', roundId: move.roundId });

export function sandboxProvider(db: Db): GameProvider {
  // inside the movement's transaction: PGlite has one connection, a query outside it would wait forever
  const replay = async (tx: Db, move: WalletMove): Promise<WalletAnswer> => ({ balanceMinor: await mainBalance(tx, move.player.memberId), duplicate: true, betId: null });
  return {
    id: 'sandbox',
    launchPath: ({ game, token, language, roomId }) =>
      `/sandbox/vendor/${game.vendor}/${encodeURIComponent(game.externalId)}?launch=${token}&lang=${language}${roomId ? `&room=${roomId}` : ''}`,
    balance: (player) => mainBalance(db, player.memberId),

    debit: (move) =>
      db.transaction(async (tx) => {
        const { row, first } = await claim(tx, move, 'debit');
        if (!first) return replay(tx, move);
        const rows = await roundRows(tx, move);
        if (rows.some((r) => r.kind === 'rollback' && r.refTxId === move.txId)) throw new AppError('INVALID_STATE', { reason: 'ROLLED_BACK', txId: move.txId });
        if (rows.some((r) => r.kind === 'debit' && r.id !== row.id)) throw new AppError('INVALID_STATE', { reason: 'ROUND_HAS_DEBIT', roundId: move.roundId });
        const bet = await placeBet(tx, move.player, move.game, move.roundId, move.amountMinor, { vendorTxId: move.txId });
        await finish(tx, row, bet.balanceMinor);
        return { balanceMinor: bet.balanceMinor, duplicate: false, betId: bet.betId };
      }),

    credit: (move) =>
      db.transaction(async (tx) => {
        const { row, first } = await claim(tx, move, 'credit');
        if (!first) return replay(tx, move);
        const rows = await roundRows(tx, move);
        const debit = rows.find((r) => r.kind === 'debit' && r.memberId === move.player.memberId);
        if (!debit || !ownRound(debit, move)) throw noRound(move);
        if (debit.status === 'rolled_back') throw new AppError('INVALID_STATE', { reason: 'ROLLED_BACK', roundId: move.roundId });
        const bet = await settleBet(tx, move.player, move.game, move.roundId, move.amountMinor, { vendorCreditTxId: move.txId });
        // a second credit with another id for a settled round would pay nothing: tell the vendor
        if (bet.duplicate) throw new AppError('INVALID_STATE', { reason: 'ROUND_SETTLED', roundId: move.roundId });
        await finish(tx, row, bet.balanceMinor);
        if (move.amountMinor > debit.amountMinor) {
          const [member] = await tx.select({ username: members.username }).from(members).where(eq(members.id, move.player.memberId));
          await tx.insert(gameWins).values({
            brandId: move.player.brandId,
            memberId: move.player.memberId,
            betId: bet.betId,
            gameId: move.game.nodeId,
            player: maskUsername(member?.username ?? 'player'),
            prizeMinor: move.amountMinor,
            multiplierBp: Math.floor((move.amountMinor * 10_000) / debit.amountMinor),
            wonAt: new Date(),
          });
        }
        return { balanceMinor: bet.balanceMinor, duplicate: false, betId: bet.betId };
      }),

    rollback: ({ refTxId, liveLaunch = false, ...rest }) =>
      db.transaction(async (tx) => {
        const move = { ...rest, amountMinor: 0 };
        const { row, first } = await claim(tx, move, 'rollback', refTxId);
        if (!first) return replay(tx, move);
        const rows = await roundRows(tx, move);
        const debit = rows.find((r) => r.kind === 'debit' && r.txId === refTxId);
        if (debit ? !ownRound(debit, move) : !liveLaunch) throw noRound(move);
        if (!debit || debit.status === 'rolled_back') {
          // nothing to cancel (yet): the remembered rollback refuses a late debit with that id
          const balanceMinor = await mainBalance(tx, move.player.memberId);
          await finish(tx, row, balanceMinor);
          return { balanceMinor, duplicate: false, betId: null };
        }
        const bet = await cancelBet(tx, move.player, move.game, move.roundId, `vendor rollback ${move.txId}`);
        await finish(tx, row, bet.balanceMinor, { amountMinor: debit.amountMinor });
        await tx.update(vendorTransactions).set({ status: 'rolled_back' }).where(eq(vendorTransactions.id, debit.id));
        return { balanceMinor: bet.balanceMinor, duplicate: false, betId: bet.betId };
      }),
  };
}
