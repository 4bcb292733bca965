import { MAIN_WALLET } from '@app/contract/wallet';
import { moneyFormatOf } from '@app/contract/brand';
import { formatMoney } from '@app/contract/money';
import { type DrawResult, type PlayType, ticketSettler } from '@app/contract/lottery-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BrandLookup, brandById } from '../../lib/brands';
import { queuePushes } from '../push/queue';
import { renderPushText } from '../push/push-texts';
import { creditWin, rollbackBet } from '../wallet/ledger/bets';
import { gameFloatAccount } from '../wallet/ledger/posting';
import type { DrawRow } from './draws';
import type { EngineGame } from './games';

/*
 * Settlement and refunds of a whole draw, set-based so 100,000 tickets take seconds, not minutes.
 *
 * A ticket's state lives in its wallet bet row (bets.status open / settled / cancelled, payout_minor). The job walks
 * the draw's tickets member by member (so a member gets about one credit per draw), in batches; each batch is ONE
 * short transaction (PGlite is a single connection, so other requests run between batches) that
 *   1. locks the draw row, so two settlers of one draw take turns,
 *   2. reads the next tickets and computes their payouts with the tested pure rules (lottery-rules ticketSettler),
 *   3. runs ONE statement that closes their bet rows (picked by id, each payout looked up in a JSON object of the
 *      outcomes), guarded by status = 'open' (a ticket settled before is skipped, never paid twice), and credits
 *      what it closed: one ledger transaction per member and batch, the member wallets' balance changes (wallets
 *      locked in id order) and the balanced entries (member +x, the vendor's GAME_FLOAT -x, with balance_after), the
 *      invariants of lib/ledger.ts.
 * Rerunning is safe, and the draw is marked settled (or refunded) only when none of its tickets is open any more.
 *
 * This writes the wallet tables directly instead of calling lib/ledger.ts per ticket (a round trip per bet would
 * take minutes); the ledger's own debitForBet is used when a ticket is placed.
 */

export const SETTLEMENT_BATCH_SIZE = 5_000;

export interface MoneyJobResult {
  /** tickets closed now (settled or refunded) */
  tickets: number;
  /** member credits posted (one per member and batch) */
  credited: number;
  paidMinor: number;
  /** the draw is settled (or fully refunded) now */
  finished: boolean;
}

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;

interface TicketRead {
  id: number;
  memberId: number;
  betId: number;
  playType: PlayType;
  picks: string[];
  unitStakeMinor: number;
  oddsThousandths: number;
}

/** Where the walk through a draw's tickets stands: after this (member, ticket). */
interface Cursor {
  memberId: number;
  ticketId: number;
}

/**
 * Locks the draw for this batch and reads its next tickets after the cursor, member by member, so a member's tickets
 * fall in one batch and get one ledger credit. The batch comes back as ONE text value (a line per ticket): PGlite
 * hands rows to JavaScript one by one, and this hot path reads 100,000 of them; packed, it is about 3x faster.
 */
async function nextTickets(tx: Db, drawId: number, after: Cursor, batchSize: number): Promise<TicketRead[]> {
  await tx.execute(sql`select id from lottery_draws where id = ${drawId} for update`);
  // The read walks lottery_bets_draw_member_idx in order and stops after the batch. Where the planner has no fitting
  // statistics for this draw (a large draw among small ones, or tickets placed since the last ANALYZE) it guesses a
  // few hundred tickets and plans a bitmap scan of ALL the draw's remaining tickets and a sort instead: every batch
  // then reads the whole rest of the draw (100,000 tickets: 20 batches reading 1,000,000 rows, ~0.5 s on PostgreSQL).
  await tx.execute(sql`set local enable_bitmapscan = off`);
  const [packed] = rowsOf<{ lines: string | null }>(
    await tx.execute(sql`
      select string_agg(concat_ws(' ', id, member_id, bet_id, play_type, array_to_string(numbers, ','), unit_stake_minor, odds_thousandths), E'\n' order by member_id, id) as lines
      from (
        select * from lottery_bets
        where draw_id = ${drawId} and (member_id, id) > (${after.memberId}::int, ${after.ticketId}::bigint)
        order by member_id, id limit ${batchSize}
      ) t`),
  );
  await tx.execute(sql`set local enable_bitmapscan to default`);
  if (!packed?.lines) return [];
  return packed.lines.split('\n').map((line) => {
    const [id, memberId, betId, playType, picks, unit, odds] = line.split(' ');
    return {
      id: Number(id),
      memberId: Number(memberId),
      betId: Number(betId),
      playType: playType as PlayType,
      picks: picks!.split(','),
      unitStakeMinor: Number(unit),
      oddsThousandths: Number(odds),
    };
  });
}

/** House accounts are created on first use, per brand (the ledger does the same). */
async function ensureHouseAccounts(db: Db, drawId: number, house: string) {
  await db.execute(sql`
    insert into wallet_accounts (brand_id, member_id, code)
    select distinct t.brand_id, null::int, ${house}::text from lottery_bets t where t.draw_id = ${drawId}
    on conflict do nothing`);
}

/**
 * Closes the given bet rows that are still open and credits each member what was closed for them, in one statement.
 * `set` sets the closed row's columns and `amount` (a column of the closed bet row) is what is credited: the payout,
 * or the stake for a refund.
 *
 * The bets are picked by primary key from an array (`id = any(...)`) and the statement joins nothing to them: a join
 * of the outcomes (a recordset the planner guesses at 100 rows) to bets was planned as a nested loop over a scan of
 * bets wherever bets had no statistics (PGlite never analyzes by itself), re-reading every outcome for every bet row:
 * 10,000 tickets took 8 s. A payout comes from a JSON object keyed by bet id instead (see settleDraw).
 */
async function closeAndCredit(
  tx: Db,
  input: { bets: number[]; set: ReturnType<typeof sql>; amount: ReturnType<typeof sql>; kind: 'win' | 'rollback'; keyPrefix: string; reference: string; meta: Record<string, unknown>; house: string },
) {
  const ids = `{${input.bets.join(',')}}`;
  const result = await tx.execute(sql`
    -- the open bets a bonus paid part of: left to the ledger (settleBonusStakes); read from the statement's snapshot,
    -- so the update below (which skips them) does not hide them
    with bonus_funded as (
      select b.id, b.brand_id, b.member_id, b.bet_key from bets b
      where b.id = any(${ids}::bigint[]) and b.bonus is not null and b.status = 'open' and not ${noBonusStake}
    ),
    closed as (
      update bets b set ${input.set}
      where b.id = any(${ids}::bigint[]) and b.status = 'open' and ${noBonusStake}
      returning b.id, b.brand_id, b.member_id, ${input.amount} as amount
    ),
    c as (
      select brand_id, member_id, sum(amount)::bigint as amount, count(*)::int as tickets
      from closed where amount > 0 group by brand_id, member_id
    ),
    locked as (
      select a.id from wallet_accounts a join c on a.member_id = c.member_id and a.code = ${MAIN_WALLET}
      order by a.id
      for update of a
    ),
    tx as (
      insert into ledger_transactions (brand_id, member_id, kind, idempotency_key, reference, meta)
      select c.brand_id, c.member_id, ${input.kind}, ${input.keyPrefix} || (select min(id) from closed)::text, ${input.reference},
        ${JSON.stringify(input.meta)}::jsonb || jsonb_build_object('tickets', c.tickets)
      from c where (select count(*) from locked) >= 0
      returning id, brand_id, member_id, created_at
    ),
    moved as (
      update wallet_accounts a set balance_minor = a.balance_minor + c.amount, updated_at = now()
      from c where a.member_id = c.member_id and a.code = ${MAIN_WALLET} and (select count(*) from locked) >= 0
      returning a.id, a.member_id, a.balance_minor
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, member_id, brand_id, kind, wallet, amount_minor, balance_after_minor, created_at)
      select tx.id, m.id, tx.member_id, tx.brand_id, ${input.kind}, ${MAIN_WALLET}, c.amount, m.balance_minor, tx.created_at
      from tx join c on c.member_id = tx.member_id join moved m on m.member_id = tx.member_id
      union all
      select tx.id, h.id, null, tx.brand_id, ${input.kind}, h.code, -c.amount, null, tx.created_at
      from tx join c on c.member_id = tx.member_id
      join wallet_accounts h on h.member_id is null and h.brand_id = tx.brand_id and h.code = ${input.house}
      returning 1
    )
    select (select count(*) from closed)::int as closed, (select count(*) from c)::int as credited,
      (select coalesce(sum(amount), 0) from c)::bigint as amount, (select count(*) from tx)::int as transactions,
      (select count(*) from moved)::int as moved, (select count(*) from entries)::int as entries,
      (select coalesce(json_agg(json_build_object('id', id, 'brandId', brand_id, 'memberId', member_id, 'betKey', bet_key)), '[]')::text from bonus_funded) as bonus_funded,
      (select coalesce(json_agg(json_build_object('brandId', brand_id, 'memberId', member_id, 'amountMinor', amount)), '[]')::text from c) as paid`);
  const row = rowsOf<Record<string, number | string>>(result)[0]!;
  const credited = Number(row.credited);
  // a missing wallet or house account would leave a leg out: fail the batch (it rolls back) rather than unbalance
  if (Number(row.transactions) !== credited || Number(row.moved) !== credited || Number(row.entries) !== 2 * credited) {
    throw new Error(`lottery ${input.kind} posting incomplete: ${JSON.stringify(row)}`);
  }
  const bonusFunded = (JSON.parse(String(row.bonus_funded)) as BonusFundedBet[]).map((b) => ({ ...b, id: Number(b.id) }));
  const paid = (JSON.parse(String(row.paid)) as MemberPaid[]).map((p) => ({ ...p, amountMinor: Number(p.amountMinor) }));
  return { closed: Number(row.closed), credited, amountMinor: Number(row.amount), bonusFunded, paid };
}

/** A bet a bonus paid part of settles through the ledger's creditWin / rollbackBet (the payout follows the stake). */
interface BonusFundedBet {
  id: number;
  brandId: string;
  memberId: number;
  betKey: string;
}
/** What a statement credited a member (tickets closed by it only: a rerun credits nothing twice, nor tells it twice). */
interface MemberPaid {
  /** the member's brand: its currency words the win's notification */
  brandId: string;
  memberId: number;
  amountMinor: number;
}
const noBonusStake = sql`(b.bonus is null or jsonb_array_length(b.bonus -> 'funding') = 0)`;

async function settleBonusStakes(tx: Db, outcomes: Array<{ bet: number; payout: number }>, bets: BonusFundedBet[], refund: boolean) {
  const paid: MemberPaid[] = [];
  if (!bets.length) return { closed: 0, credited: 0, amountMinor: 0, paid };
  const payoutOf = new Map(outcomes.map((o) => [o.bet, o.payout]));
  let amountMinor = 0;
  for (const bet of bets) {
    const payout = payoutOf.get(bet.id) ?? 0;
    if (refund) await rollbackBet(tx, { memberId: bet.memberId, betKey: bet.betKey, reason: 'draw_cancelled' });
    else await creditWin(tx, { memberId: bet.memberId, betKey: bet.betKey, payoutMinor: payout });
    amountMinor += payout;
    if (!refund && payout > 0) paid.push({ brandId: bet.brandId, memberId: bet.memberId, amountMinor: payout });
  }
  return { closed: bets.length, credited: bets.length, amountMinor: refund ? 0 : amountMinor, paid };
}

async function closeAndSettle(tx: Db, outcomes: Array<{ bet: number; payout: number }>, refund: boolean, input: Omit<Parameters<typeof closeAndCredit>[1], 'bets'>) {
  const bulk = await closeAndCredit(tx, { ...input, bets: outcomes.map((o) => o.bet) });
  const single = await settleBonusStakes(tx, outcomes, bulk.bonusFunded, refund);
  return {
    closed: bulk.closed + single.closed,
    credited: bulk.credited + single.credited,
    amountMinor: bulk.amountMinor + single.amountMinor,
    paid: [...bulk.paid, ...single.paid],
  };
}

/**
 * The winners of a settlement batch are told on their devices (Web Push), in the batch's transaction: one
 * notification per member and batch with what they won (a member's tickets fall in one batch), in the currency of the
 * member's brand (a draw's players come from every brand: `brands`).
 */
async function queueWinPushes(tx: Db, draw: DrawRow, game: EngineGame, paid: MemberPaid[], brands: BrandLookup) {
  const won = new Map<number, number>();
  const brandOf = new Map<number, string>();
  for (const p of paid) {
    won.set(p.memberId, (won.get(p.memberId) ?? 0) + p.amountMinor);
    brandOf.set(p.memberId, p.brandId);
  }
  const params = { game: game.name, drawNo: draw.drawNo };
  await queuePushes(
    tx,
    'lottery_win',
    [...won].map(([memberId, amountMinor]) => ({
      memberId,
      tag: `lottery-${draw.id}`,
      // written as the reader's language writes the brand's money: ₱1,234.50, 100.000 ₫
      render: (language) => renderPushText('lottery_win', { ...params, amount: formatMoney(amountMinor, moneyFormatOf(brandById(brands, brandOf.get(memberId)!), language)) }, language),
    })),
  );
}

async function runBatches(
  db: Db,
  draw: DrawRow,
  batchSize: number,
  batch: (tx: Db, tickets: TicketRead[]) => Promise<{ closed: number; credited: number; amountMinor: number }>,
): Promise<Omit<MoneyJobResult, 'finished'>> {
  const total = { tickets: 0, credited: 0, paidMinor: 0 };
  let after: Cursor = { memberId: 0, ticketId: 0 };
  for (;;) {
    const read = await db.transaction(async (tx) => {
      const tickets = await nextTickets(tx, draw.id, after, batchSize);
      if (!tickets.length) return 0;
      const done = await batch(tx, tickets);
      total.tickets += done.closed;
      total.credited += done.credited;
      total.paidMinor += done.amountMinor;
      const last = tickets[tickets.length - 1]!;
      after = { memberId: last.memberId, ticketId: last.id };
      return tickets.length;
    });
    if (read < batchSize) return total;
  }
}

const noOpenTicket = (drawId: number) => sql`not exists (
  select 1 from lottery_bets t join bets b on b.id = t.bet_id where t.draw_id = ${drawId} and b.status = 'open')`;

/**
 * Settles every open ticket of a drawn draw and marks the draw settled. Safe to rerun; a settled draw moves nothing.
 * `brands`: the winners' brands' currencies word their notifications.
 */
export async function settleDraw(db: Db, draw: DrawRow, game: EngineGame, at: Date, brands: BrandLookup, batchSize = SETTLEMENT_BATCH_SIZE): Promise<MoneyJobResult> {
  if (draw.status === 'settled') return { tickets: 0, credited: 0, paidMinor: 0, finished: true };
  if (draw.status !== 'drawn' || !draw.result) throw new Error(`draw ${draw.id} is ${draw.status}, not drawn`);
  const settle = ticketSettler(draw.result as DrawResult);
  const house = gameFloatAccount(game.vendor);
  await ensureHouseAccounts(db, draw.id, house);
  const total = await runBatches(db, draw, batchSize, async (tx, tickets) => {
    const outcomes = tickets.map((t) => ({ bet: t.betId, payout: settle(t).payoutMinor }));
    // each bet's payout by its id: a jsonb object's key lookup is a binary search
    const payouts = JSON.stringify(Object.fromEntries(outcomes.map((o) => [o.bet, o.payout])));
    const done = await closeAndSettle(tx, outcomes, false, {
      // the wallet's bet row carries the ticket's state: the member centre's betting record and the turnover read it
      set: sql`status = 'settled', payout_minor = (${payouts}::jsonb ->> b.id::text)::bigint, valid_bet_minor = b.stake_minor * b.wager_weight_bp / 10000, settled_at = ${ts(at)}`,
      amount: sql`b.payout_minor`,
      kind: 'win',
      keyPrefix: `lottery-win:${draw.id}:`,
      reference: `${draw.gameCode} ${draw.drawNo}`,
      meta: { drawId: draw.id, gameCode: draw.gameCode, drawNo: draw.drawNo },
      house,
    });
    await queueWinPushes(tx, draw, game, done.paid, brands);
    return done;
  });
  const finished = await db.execute(sql`
    update lottery_draws d set status = 'settled', settled_at = ${ts(at)}
    where d.id = ${draw.id} and d.status = 'drawn' and ${noOpenTicket(draw.id)}
    returning d.id`);
  return { ...total, finished: rowsOf(finished).length > 0 };
}

/** Refunds every open ticket of a cancelled draw (kind rollback) and marks it refunded. Safe to rerun. */
export async function refundDraw(db: Db, draw: DrawRow, game: EngineGame, at: Date, batchSize = SETTLEMENT_BATCH_SIZE): Promise<MoneyJobResult> {
  if (draw.status !== 'cancelled') throw new Error(`draw ${draw.id} is ${draw.status}, not cancelled`);
  if (draw.refundedAt) return { tickets: 0, credited: 0, paidMinor: 0, finished: true };
  const house = gameFloatAccount(game.vendor);
  await ensureHouseAccounts(db, draw.id, house);
  const total = await runBatches(db, draw, batchSize, (tx, tickets) =>
    closeAndSettle(tx, tickets.map((t) => ({ bet: t.betId, payout: 0 })), true, {
      set: sql`status = 'cancelled', payout_minor = 0, valid_bet_minor = 0, settled_at = ${ts(at)}`,
      amount: sql`b.stake_minor`,
      kind: 'rollback',
      keyPrefix: `lottery-refund:${draw.id}:`,
      reference: `${draw.gameCode} ${draw.drawNo}`,
      meta: { drawId: draw.id, gameCode: draw.gameCode, drawNo: draw.drawNo, reason: draw.cancelReason },
      house,
    }),
  );
  const finished = await db.execute(sql`
    update lottery_draws d set refunded_at = ${ts(at)}
    where d.id = ${draw.id} and d.status = 'cancelled' and d.refunded_at is null and ${noOpenTicket(draw.id)}
    returning d.id`);
  return { ...total, finished: rowsOf(finished).length > 0 };
}
