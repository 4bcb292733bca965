import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/*
 * Dividend and salary contracts between an upline agent and a direct downline agent (issue 13, migration 0015), their
 * history and their settlements. The settlement job reads the team's bets through members.upline_id (index
 * members_upline_idx, created by the migration) and pays through the ledger.
 */

export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    /** contract contractKindSchema: dividend, daily_salary, hourly_salary, real_time_salary */
    kind: text('kind').notNull(),
    /** offered, accepted, rejected, terminated, finished */
    state: text('state').notNull().default('offered'),
    rateBp: integer('rate_bp').notNull(),
    minValidBetMinor: bigint('min_valid_bet_minor', { mode: 'number' }).notNull().default(0),
    minProfitLossMinor: bigint('min_profit_loss_minor', { mode: 'number' }),
    minActiveMembers: integer('min_active_members').notNull().default(0),
    dailyBetMinor: bigint('daily_bet_minor', { mode: 'number' }),
    hourlyBetMinor: bigint('hourly_bet_minor', { mode: 'number' }),
    /** dividends: daily, weekly, semimonthly, monthly */
    dividendPeriod: text('dividend_period'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** the offer's requestId: a retry answers the first offer */
    requestId: text('request_id'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** accepted: max(start_at, acceptance), from when it pays */
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    /** when it stopped being in force: the termination, or end_at when finished */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    /** the settlement cursor: the end of the last period the job went through for this contract */
    settledThrough: timestamp('settled_through', { withTimezone: true }),
  },
  (t) => [
    // one accepted contract per kind and pair: concurrent acceptances cannot both commit
    uniqueIndex('agent_contracts_one_accepted_idx').on(t.uplineId, t.downlineId, t.kind).where(sql`${t.state} = 'accepted'`),
    uniqueIndex('agent_contracts_upline_request_idx').on(t.uplineId, t.requestId).where(sql`${t.requestId} is not null`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.state),
    index('agent_contracts_downline_idx').on(t.downlineId, t.kind, t.state),
    index('agent_contracts_settle_idx').on(t.kind, t.id).where(sql`${t.effectiveAt} is not null`),
    check('agent_contracts_rate', sql`${t.rateBp} between 1 and 10000`),
    check('agent_contracts_pair', sql`${t.uplineId} <> ${t.downlineId}`),
  ],
);

/** Every state change of a contract: who (a member, or null for the system), when, from, to and why. */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    /** null when the contract was created */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** the member who made the change; null: the system (finish job, lower-rate rule) */
    actorId: integer('actor_id').references(() => members.id),
    /** upline, downline or system */
    actorRole: text('actor_role').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_contract_events_contract_idx').on(t.contractId, t.id)],
);

/**
 * One row per contract and period in which the team had settled bets: the figures, the amount and how it was paid.
 * Unique per (contract, period_start): a rerun of the job inserts nothing and pays nothing twice.
 */
export const agentContractSettlements = pgTable(
  'agent_contract_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    brandId: text('brand_id').notNull(),
    kind: text('kind').notNull(),
    uplineId: integer('upline_id').notNull(),
    downlineId: integer('downline_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    teamValidBetMinor: bigint('team_valid_bet_minor', { mode: 'number' }).notNull(),
    teamProfitLossMinor: bigint('team_profit_loss_minor', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** pending (being paid in this transaction), paid, not_met, unpaid (the paying upline lacked funds) */
    status: text('status').notNull(),
    /** house or upline */
    payer: text('payer').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contract_settlements_period_idx').on(t.contractId, t.periodStart),
    index('agent_contract_settlements_downline_idx').on(t.downlineId, t.kind, t.periodStart),
    index('agent_contract_settlements_upline_idx').on(t.uplineId, t.kind, t.periodStart),
    index('agent_contract_settlements_unpaid_idx').on(t.periodEnd).where(sql`${t.status} = 'unpaid'`),
  ],
);

/**
 * Per-brand contract rules; a brand without a row pays from the house with the default maximums (migration 0027).
 * The maximum rate per kind is what the house pays on a bet at most, whatever the depth of the chain of contracts:
 * the top agent's own rate (docs/agent-contracts.md).
 */
export const agentContractSettings = pgTable(
  'agent_contract_settings',
  {
    brandId: text('brand_id').primaryKey(),
    /** house: salaries and dividends are a house expense; upline: the contract's upline pays from its main wallet */
    payer: text('payer').notNull().default('house'),
    maxDividendRateBp: integer('max_dividend_rate_bp').notNull().default(2000),
    maxDailySalaryRateBp: integer('max_daily_salary_rate_bp').notNull().default(100),
    maxHourlySalaryRateBp: integer('max_hourly_salary_rate_bp').notNull().default(25),
    maxRealTimeSalaryRateBp: integer('max_real_time_salary_rate_bp').notNull().default(25),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agent_contract_settings_payer', sql`${t.payer} in ('house', 'upline')`),
    check(
      'agent_contract_settings_max_rates',
      sql`${t.maxDividendRateBp} between 1 and 10000 and ${t.maxDailySalaryRateBp} between 1 and 10000 and ${t.maxHourlySalaryRateBp} between 1 and 10000 and ${t.maxRealTimeSalaryRateBp} between 1 and 10000`,
    ),
  ],
);

/**
 * An operator's amendment of an accepted contract (issue 29, migration 0047): the new terms start with the contract's
 * next settlement period, so every period is paid under one set of terms (settlement pays only contracts in force for
 * a whole period). Until then the contract ends at effective_at; the contract job then finishes it (end reason
 * amended) and opens its successor with the new terms from effective_at to the old end (previous_end_at).
 */
export const agentContractAmendments = pgTable(
  'agent_contract_amendments',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    brandId: text('brand_id').notNull(),
    rateBp: integer('rate_bp').notNull(),
    minValidBetMinor: bigint('min_valid_bet_minor', { mode: 'number' }).notNull(),
    minProfitLossMinor: bigint('min_profit_loss_minor', { mode: 'number' }),
    minActiveMembers: integer('min_active_members').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** the contract's end before the amendment (null: open-ended): the successor's end */
    previousEndAt: timestamp('previous_end_at', { withTimezone: true }),
    operator: text('operator').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the job applied it (or found the contract ended another way: successor_id null) */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    successorId: integer('successor_id').references(() => agentContracts.id),
  },
  (t) => [
    // one amendment waits per contract: a second one replaces it
    uniqueIndex('agent_contract_amendments_pending_idx').on(t.contractId).where(sql`${t.appliedAt} is null`),
    index('agent_contract_amendments_due_idx').on(t.effectiveAt).where(sql`${t.appliedAt} is null`),
    check('agent_contract_amendments_rate', sql`${t.rateBp} between 1 and 10000`),
  ],
);
