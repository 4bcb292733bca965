import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { bets } from './wallet';

/*
 * The lottery: games with their schedules, draws (seed commitment, result, state), the brands' odds and the tickets.
 * Money is integer minor units (cents). Each ticket is also a row of the wallet's `bets` table (through
 * lib/ledger.ts), so the member centre's betting record and the withdrawal turnover see lottery play.
 */

/** Games, seeded from lottery/catalogue.ts; an operator may switch one off (enabled) in the database. */
export const lotteryGames = pgTable('lottery_games', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** the lottery platform code (TCG_LOTTO_VN, TCG_SEA) */
  vendor: text('vendor').notNull(),
  /** Lott, ZY, Elott, SEA */
  prizeMode: text('prize_mode').notNull(),
  groupCode: text('group_code').notNull(),
  /** NORTH, CENTRAL, SOUTH; null for games outside the regions */
  region: text('region'),
  /** VN_NORTH, VN_SOUTH, FAST_5D */
  layout: text('layout').notNull(),
  /** daily: draw_time on weekdays; interval: every interval_seconds from local midnight */
  scheduleKind: text('schedule_kind').notNull(),
  /** HH:MM, Asia/Ho_Chi_Minh */
  drawTime: text('draw_time'),
  /** 0 Sunday ... 6 Saturday */
  weekdays: integer('weekdays').array(),
  intervalSeconds: integer('interval_seconds'),
  cutoffSeconds: integer('cutoff_seconds').notNull(),
  defaultPlayType: text('default_play_type').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** seed: drawn from the committed seed; official: the lottery company's numbers, entered and confirmed by two operators */
  resultSource: text('result_source').notNull().default('seed'),
});

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.code),
    drawNo: text('draw_no').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** open -> closed -> drawn -> settled; open or closed -> cancelled. Every step is a guarded UPDATE. */
    status: text('status').notNull().default('open'),
    /** secret until the draw is drawn (or cancelled); only its hash is shown before */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    result: jsonb('result'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** a cancelled draw's tickets are all refunded */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** where the result came from: seed (verifiable) or official (entered by one operator, confirmed by another) */
    resultSource: text('result_source').notNull().default('seed'),
  },
  (t) => [
    // one draw per slot: a scheduler that runs twice (or two servers) cannot create a second one
    uniqueIndex('lottery_draws_game_no_idx').on(t.gameCode, t.drawNo),
    index('lottery_draws_game_draw_at_idx').on(t.gameCode, t.drawAt),
    // the scheduler's work lists: draws not yet finished, by time
    index('lottery_draws_pending_idx')
      .on(t.status, t.drawAt)
      .where(sql`${t.status} in ('open', 'closed', 'drawn') or (${t.status} = 'cancelled' and ${t.refundedAt} is null)`),
    check('lottery_draws_status_check', sql`${t.status} in ('open', 'closed', 'drawn', 'settled', 'cancelled')`),
  ],
);

/** The brands' odds and stake limits per layout and play type, seeded from lottery/odds.ts; operators may change them. */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    brandId: text('brand_id').notNull(),
    layout: text('layout').notNull(),
    playType: text('play_type').notNull(),
    /** thousandths of the stake a winning bet returns (95000 = x95) */
    oddsThousandths: integer('odds_thousandths').notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'number' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.layout, t.playType] })],
);

/**
 * Tickets: one per place-bet call; its bets (picks or xiên combinations) share the stake per bet and the odds.
 * A ticket row never changes: its state (open, settled with a payout, cancelled) is the wallet's bet row (bet_id),
 * which settlement updates, so settling touches one row per ticket, not two.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the wallet's bet row: status open / settled / cancelled, payout_minor, settled_at */
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    gameCode: text('game_code').notNull(),
    drawNo: text('draw_no').notNull(),
    playType: text('play_type').notNull(),
    /** canonical picks (sorted, upper case) */
    numbers: text('numbers').array().notNull(),
    betCount: integer('bet_count').notNull(),
    unitStakeMinor: bigint('unit_stake_minor', { mode: 'number' }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    /** the odds when the ticket was placed: later changes do not touch it */
    oddsThousandths: integer('odds_thousandths').notNull(),
    /** the client's request id (idempotency) */
    requestId: text('request_id').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lottery_bets_member_request_idx').on(t.memberId, t.requestId),
    // settlement and refunds walk a draw's tickets member by member (one ledger credit per member, not per batch)
    index('lottery_bets_draw_member_idx').on(t.drawId, t.memberId, t.id),
    index('lottery_bets_member_placed_idx').on(t.memberId, t.placedAt, t.id),
    index('lottery_bets_member_game_placed_idx').on(t.memberId, t.gameCode, t.placedAt),
  ],
);

/**
 * Lottery risk (issue 29): what the brand pays if each pick of a draw wins (one occurrence; a combination counts for
 * each of its numbers), added in the bet's own transaction by modules/lottery/risk.ts, which refuses a bet that would
 * take a pick over its cap in the same statement.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    brandId: text('brand_id').notNull(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    playType: text('play_type').notNull(),
    pick: text('pick').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull().default(0),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    tickets: integer('tickets').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.drawId, t.playType, t.pick] }), index('lottery_exposure_draw_payout_idx').on(t.drawId, t.brandId, t.payoutMinor)],
);

/** The most a brand may owe on one pick of one draw, per game and play type; pick '*' caps every pick without its own. */
export const lotteryNumberCaps = pgTable(
  'lottery_number_caps',
  {
    brandId: text('brand_id').notNull(),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.code, { onDelete: 'cascade' }),
    playType: text('play_type').notNull(),
    pick: text('pick').notNull(),
    capMinor: bigint('cap_minor', { mode: 'number' }).notNull(),
    /** the operator who set it (username) */
    setBy: text('set_by').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.gameCode, t.playType, t.pick] }), check('lottery_number_caps_cap_check', sql`${t.capMinor} >= 0`)],
);

/** An official result entered for a draw, waiting for (or confirmed by) a second operator: one per draw. */
export const lotteryResultEntries = pgTable('lottery_result_entries', {
  drawId: bigint('draw_id', { mode: 'number' })
    .primaryKey()
    .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
  result: jsonb('result').notNull(),
  enteredBy: text('entered_by').notNull(),
  enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedBy: text('confirmed_by'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
