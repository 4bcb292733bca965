import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, sessions } from './accounts';
import { gameVendors } from './foundation';

/*
 * The game catalogue and play: vendors' extra settings, about 10,000 games, PVP rooms, favourites, recents,
 * launch tokens, the in-house games' provably fair seeds and rounds, and the sandbox vendor's wallet transactions.
 * Money is integer minor units (cents). Bets and balances live in the wallet's tables (lib/ledger.ts).
 */

/** Per-vendor settings beside game_vendors (which the menus read): which provider launches it, new and maintenance flags. */
export const gameVendorSettings = pgTable('game_vendor_settings', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => gameVendors.id, { onDelete: 'cascade' }),
  /** inhouse (our games), sandbox (the stand-in external vendor), lottery (our lottery pages) */
  provider: text('provider').notNull().default('sandbox'),
  isNew: boolean('is_new').notNull().default(false),
  maintenance: boolean('maintenance').notNull().default(false),
});

export const games = pgTable(
  'games',
  {
    /** the spec's nodeId */
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    /** copy of the vendor's code and type: the list filters read them without a join */
    vendorCode: text('vendor_code').notNull(),
    /** the vendor's category as stored (SPORTS for esports vendors; the lobby splits them by the configured list) */
    gameType: text('game_type').notNull(),
    /** the vendor's id of the game (launch field gameId) */
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    /** lower(name): the name search reads it */
    nameKey: text('name_key').notNull(),
    gameClassify: text('game_classify').notNull(),
    minBetMinor: integer('min_bet_minor').notNull(),
    lines: integer('lines').notNull().default(0),
    /** GAME, or VASSALAGE for a vendor tile that opens the vendor's list */
    isGame: text('is_game').notNull().default('GAME'),
    /** shown in its category's grid; false: only in its vendor's list (live tables behind a vendor tile) */
    listed: boolean('listed').notNull().default(true),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    /** lobby order: hot games first, then by popularity */
    sort: integer('sort').notNull(),
    /** position (1-based) of a listed entry in its stored category's lobby order: a page is a range of it */
    categoryRank: integer('category_rank'),
    /** position (1-based) of a game in its vendor's lobby order (null for vendor tiles) */
    vendorRank: integer('vendor_rank'),
    popularity: integer('popularity').notNull().default(0),
    /** return to player in basis points (9650 = 96.50%), when published */
    rtpBp: integer('rtp_bp'),
    gameCode: text('game_code'),
    defaultPlayType: text('default_play_type'),
    accountTypeName: text('account_type_name'),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_external_idx').on(t.vendorCode, t.externalId),
    // one index per way the lobby filters, each ending in the lobby order so a page is an index range
    index('games_type_listed_sort_idx').on(t.gameType, t.listed, t.sort, t.id),
    index('games_type_classify_sort_idx').on(t.gameType, t.gameClassify, t.sort, t.id),
    index('games_vendor_sort_idx').on(t.vendorCode, t.isGame, t.sort, t.id),
    index('games_vendor_classify_sort_idx').on(t.vendorCode, t.gameClassify, t.sort, t.id),
    index('games_type_min_bet_idx').on(t.gameType, t.minBetMinor),
    index('games_hot_idx').on(t.gameType, t.sort).where(sql`${t.isHot}`),
    index('games_popularity_idx').on(t.popularity.desc(), t.id),
    // unfiltered pages, even deep ones, read 42 index entries instead of skipping thousands
    index('games_type_category_rank_idx').on(t.gameType, t.categoryRank),
    index('games_vendor_rank_idx').on(t.vendorCode, t.vendorRank),
  ],
);

/** PVP rooms (GLS2_roomList); launching with a roomId opens its game. */
export const pvpRooms = pgTable(
  'pvp_rooms',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    name: text('name').notNull(),
    minBetMinor: integer('min_bet_minor').notNull(),
    maxBetMinor: integer('max_bet_minor').notNull(),
    seats: integer('seats').notNull(),
    /** typical occupancy; the list varies it by the minute so the lobby looks alive */
    basePlayers: integer('base_players').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    sort: integer('sort').notNull(),
  },
  (t) => [index('pvp_rooms_vendor_sort_idx').on(t.vendorCode, t.sort), index('pvp_rooms_game_idx').on(t.gameId, t.sort)],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('favorite_games_member_created_idx').on(t.memberId, t.createdAt)],
);

/** Recorded on each launch: one row per member and game. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
    launches: integer('launches').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member_played_idx').on(t.memberId, t.lastPlayedAt)],
);

/** Launch tokens (kept hashed): random, bound to member, login session and game, short-lived (sliding while played). */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    roomId: integer('room_id'),
    provider: text('provider').notNull(),
    /** play money: a trial account in an in-house game */
    demo: boolean('demo').notNull().default(false),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('game_launches_token_idx').on(t.tokenHash), index('game_launches_expiry_idx').on(t.expiresAt)],
);

/** Provably fair seeds: the active one's hash is published before play; rotating reveals the seed. */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 32 random bytes, hex; secret until revealed */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** the nonce of the next round with this seed */
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fair_seeds_member_active_idx').on(t.memberId).where(sql`${t.active}`), index('fair_seeds_member_idx').on(t.memberId, t.id)],
);

/** In-house rounds: the outcome, the seed and nonce it came from, and the bet it was settled as. */
export const inhouseRounds = pgTable(
  'inhouse_rounds',
  {
    /** the client's idempotency key (a UUID): unique per member, two members may pick the same one */
    roundId: text('round_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** slot, dice, crash */
    game: text('game').notNull(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairSeeds.id, { onDelete: 'cascade' }),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull(),
    params: jsonb('params').notNull(),
    outcome: jsonb('outcome').notNull(),
    demo: boolean('demo').notNull().default(false),
    /** the wallet's bet (null for demo rounds) */
    betId: bigint('bet_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.roundId] }),
    uniqueIndex('inhouse_rounds_seed_nonce_idx').on(t.seedId, t.nonce),
    index('inhouse_rounds_member_created_idx').on(t.memberId, t.createdAt),
    index('inhouse_rounds_round_created_idx').on(t.roundId, t.createdAt),
  ],
);

/** Play money of trial accounts in in-house games (never the ledger). */
export const demoWallets = pgTable('demo_wallets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox vendor's seamless-wallet transactions by its own transaction id: a retry returns the first answer,
 * and a rollback that arrives before its debit is remembered so the late debit is refused.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    txId: text('tx_id').notNull(),
    /** debit, credit, rollback */
    kind: text('kind').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roundRef: text('round_ref').notNull(),
    /** the game the round was opened in (its debit's launch); a credit or rollback must name the same game */
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** rollback: the debit it cancels */
    refTxId: text('ref_tx_id'),
    /** ok, or rolled_back on a debit that a rollback cancelled */
    status: text('status').notNull().default('ok'),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_transactions_tx_idx').on(t.vendorCode, t.txId), index('vendor_transactions_round_idx').on(t.vendorCode, t.roundRef)],
);

/** Wins for the winner board: written when a game round settles with a win; seeded ones (no member) fill it until then. */
export const gameWins = pgTable(
  'game_wins',
  {
    id: serial('id').primaryKey(),
    /** null: a seeded win shown on every brand */
    brandId: text('brand_id'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    betId: bigint('bet_id', { mode: 'number' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** masked username */
    player: text('player').notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'number' }).notNull(),
    /** prize / stake in basis points: bigint, a x1,000,000 win is 10^10 */
    multiplierBp: bigint('multiplier_bp', { mode: 'number' }),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_wins_won_idx').on(t.wonAt.desc(), t.id)],
);

/**
 * A brand's departures from the global catalogue (issue 29, migration 0043): a provider switched off, its lobby
 * position, and a maintenance window during which the brand's lobby and launch treat it as under maintenance.
 */
export const brandVendorSettings = pgTable(
  'brand_vendor_settings',
  {
    brandId: text('brand_id').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort'),
    maintenanceFrom: timestamp('maintenance_from', { withTimezone: true }),
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'brand_vendor_settings_pk', columns: [t.brandId, t.vendorId] })],
);

/** A brand's overrides of one game; a null column keeps the global value. */
export const brandGameSettings = pgTable(
  'brand_game_settings',
  {
    brandId: text('brand_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    isHot: boolean('is_hot'),
    isNew: boolean('is_new'),
    /** lobby position within the brand (the global games.sort otherwise) */
    sort: integer('sort'),
    imageUrl: text('image_url'),
    minBetMinor: integer('min_bet_minor'),
    rtpBp: integer('rtp_bp'),
    /** the brand's category of the game: the classification the lobby's filter tabs use (games.game_classify otherwise) */
    gameClassify: text('game_classify'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'brand_game_settings_pk', columns: [t.brandId, t.gameId] })],
);
