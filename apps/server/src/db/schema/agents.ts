import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/*
 * The agent centre's team (issue 13). Migration 0014 creates these tables and the triggers that keep them:
 *
 * - agent_downline: the closure of members.upline_id, one row per (ancestor, member) at any depth, written by a
 *   trigger when a member is inserted (an upline never changes afterwards: a trigger refuses that). "Is X in my
 *   downline" is one primary-key lookup; a team's size is an index count.
 * - agent_member_daily: one row per member of some downline and business day (the brand's calendar day in its time zone: brand_day, migration 0068):
 *   settled bets, paid deposits, paid-out withdrawals. Written by statement triggers on bets, deposit_orders and
 *   withdrawals, in the same transaction that settles, pays or disburses; a member's row is only ever touched by that
 *   member's movements.
 * - agent_figures_queue: the same triggers append each change (and each registration) here. The roll-up job
 *   (modules/agents/team-figures.ts) moves the queue into agent_team_daily for every ancestor; readers add the rows
 *   still queued, so figures are exact at once and no row is shared by two members' transactions.
 * - agent_team_daily: one row per agent and business day with its whole downline's figures (the overview and its
 *   30-day chart read at most a few dozen of these, whatever the team's size); agent_team_active: the distinct
 *   active members of any range of days, in as few rows.
 */

/** Per-brand rules of the agent centre; a brand without a row uses the defaults of the migration. */
export const agentSettings = pgTable('agent_settings', {
  brandId: text('brand_id').primaryKey(),
  /** one transfer to a downline: at least, at most */
  transferMinMinor: bigint('transfer_min_minor', { mode: 'number' }).notNull().default(1_00),
  transferMaxMinor: bigint('transfer_max_minor', { mode: 'number' }).notNull().default(50_000_00),
  /** all of an agent's transfers to its downline in one business day */
  transferDailyMaxMinor: bigint('transfer_daily_max_minor', { mode: 'number' }).notNull().default(200_000_00),
  /** the agent types an agent may register directly as sub-agents (besides members, type 0) */
  subAgentTypes: integer('sub_agent_types').array().notNull().default(sql`'{1,2,41,42}'::integer[]`),
});

export const agentDownline = pgTable(
  'agent_downline',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1: the ancestor is the member's upline */
    depth: integer('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.memberId] }), index('agent_downline_member_idx').on(t.memberId, t.depth)],
);

/** What one member does on one business day. */
const memberFigures = () => ({
  betCount: integer('bet_count').notNull().default(0),
  stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull().default(0),
  validBetMinor: bigint('valid_bet_minor', { mode: 'number' }).notNull().default(0),
  payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
  depositCount: integer('deposit_count').notNull().default(0),
  depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
  /** 1 on the day of the member's first paid deposit ever, with its amount */
  firstDepositCount: integer('first_deposit_count').notNull().default(0),
  firstDepositMinor: bigint('first_deposit_minor', { mode: 'number' }).notNull().default(0),
  withdrawalCount: integer('withdrawal_count').notNull().default(0),
  withdrawalMinor: bigint('withdrawal_minor', { mode: 'number' }).notNull().default(0),
});

/** The same for a set of members (the queue and the team table), with counts of members. */
const figures = () => ({
  newMembers: integer('new_members').notNull().default(0),
  /** members with a settled bet on the day (in the queue: 1 when this change is the member's first of the day) */
  activeMembers: integer('active_members').notNull().default(0),
  ...memberFigures(),
});

export const agentMemberDaily = pgTable(
  'agent_member_daily',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    brandId: text('brand_id').notNull(),
    ...memberFigures(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/** Members whose first paid deposit ever has been counted. */
export const agentFirstDeposits = pgTable('agent_first_deposits', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
});

export const agentFiguresQueue = pgTable('agent_figures_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  ...figures(),
});

export const agentTeamDaily = pgTable(
  'agent_team_daily',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/**
 * Distinct active members over any days: each active day of a member links to its previous active day (1900-01-01 for
 * the first). A member was active in [a, b] exactly when one of its active days in [a, b] links to a day before a, so
 * the distinct count is the number of such links: agent_team_active counts them per agent, day and previous day.
 * Both are kept by the roll-up only (one at a time).
 */
export const agentMemberLinks = pgTable(
  'agent_member_links',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    prevDay: date('prev_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

export const agentTeamActive = pgTable(
  'agent_team_active',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    prevDay: date('prev_day', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.prevDay] })],
);

/** Every move of a member to another upline (issue 29): who moved whom, from where to where, and why. */
export const agentUplineMoves = pgTable(
  'agent_upline_moves',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromUplineId: integer('from_upline_id').references(() => members.id),
    toUplineId: integer('to_upline_id')
      .notNull()
      .references(() => members.id),
    movedBy: text('moved_by').notNull(),
    reason: text('reason').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_upline_moves_member_idx').on(t.memberId, t.movedAt)],
);
