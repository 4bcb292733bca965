/**
 * An agent's transfer to a member of its downline: main wallet to main wallet through the ledger (kind
 * downline_transfer), idempotent by the request id, never below 0, within the brand's limits (agent_settings: at least
 * and at most per transfer, at most per business day in all), refused while the agent has an active bonus. The
 * downline is told by a platform message and sees the credit in its account records. As every transfer between members
 * (memberToMemberTransfer, docs/transfers.md) it carries the agent's unmet turnover to the downline and counts as the
 * downline's deposit: refused to a downline on a break or self-excluded (RG_BLOCKED) or over its deposit limit
 * (RG_LIMIT_REACHED).
 */
import { type MoneyFormat, minorToMajor } from '@app/contract/money';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { balanceValue } from '../wallet/ledger/balances';
import { refuseWhileBonusActive } from '../wallet/ledger/bonus-wallets';
import { hasPaymentPassword } from '../wallet/payment-password';
import { memberToMemberTransfer } from '../wallet/transfers';
import type { Agent, DownlineMember } from './team-downline';
import { num } from './team-money';
import { dayOf, dayStartMs } from './team-periods';
import { brandTimeZone } from '../content/brand-clock';
import { agentSettingsOf } from './team-settings';

/** pg_advisory_xact_lock namespace (the first key) of one agent's downline transfers */
const TRANSFER_LOCK_NS = 7_312_605;

/** What the agent has transferred to its downline since the start of the business day. */
async function usedTodayMinor(db: Db, agentId: number, timeZone: string, now = Date.now()) {
  const since = new Date(dayStartMs(dayOf(now, timeZone), timeZone));
  const [row] = await db
    .select({ used: sql<string>`coalesce(-sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, agentId),
        eq(ledgerEntries.kind, 'downline_transfer'),
        lt(ledgerEntries.amountMinor, 0),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return num(row?.used);
}

/** The brand's limits and what is left of today's. */
export async function downlineTransferLimits(db: Db, agent: Agent) {
  const settings = await agentSettingsOf(db, agent.brandId);
  const [used, passwordSet] = await Promise.all([usedTodayMinor(db, agent.id, await brandTimeZone(db, agent.brandId)), hasPaymentPassword(db, agent.id)]);
  return {
    minMinor: settings.transferMinMinor,
    maxMinor: settings.transferMaxMinor,
    dailyMaxMinor: settings.transferDailyMaxMinor,
    usedTodayMinor: used,
    remainingTodayMinor: Math.max(0, settings.transferDailyMaxMinor - used),
    paymentPasswordSet: passwordSet,
  };
}

export interface DownlineTransferInput {
  agent: Agent;
  /** a member of the agent's downline (downlineMember checked it) */
  downline: DownlineMember;
  amountMinor: number;
  requestId: string;
  /** the brand's currency (the answer's amount and balance, the downline's message) */
  money: MoneyFormat;
}

/**
 * Moves the amount in one transaction: the agent's transfers are taken one at a time (an advisory lock per agent), so
 * the day's total is checked against what is already committed; a retry of a transfer already made answers it.
 */
export async function transferToDownline(db: Db, input: DownlineTransferInput) {
  const { agent, downline, amountMinor } = input;
  const settings = await agentSettingsOf(db, agent.brandId);
  if (amountMinor < settings.transferMinMinor || amountMinor > settings.transferMaxMinor) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount', minMinor: settings.transferMinMinor, maxMinor: settings.transferMaxMinor });
  }
  const idempotencyKey = `downline:${input.requestId}`;
  const posted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRANSFER_LOCK_NS}, ${agent.id})`);
    const [done] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, agent.id), eq(ledgerTransactions.idempotencyKey, idempotencyKey)));
    if (!done) {
      await refuseWhileBonusActive(tx, agent.id);
      const used = await usedTodayMinor(tx, agent.id, await brandTimeZone(tx, agent.brandId));
      if (used + amountMinor > settings.transferDailyMaxMinor) {
        throw new AppError('DAILY_LIMIT_REACHED', { field: 'amount', dailyMaxMinor: settings.transferDailyMaxMinor, usedTodayMinor: used });
      }
    }
    const result = await memberToMemberTransfer(tx, {
      brandId: agent.brandId,
      from: agent,
      to: downline,
      kind: 'downline_transfer',
      idempotencyKey,
      amountMinor,
      digits: input.money.digits,
      meta: { downlineId: downline.id },
    });
    return result;
  });
  return {
    transactionId: posted.transactionId,
    duplicate: posted.duplicate,
    downlineId: downline.id,
    downlineAccount: downline.username,
    amount: minorToMajor(amountMinor, input.money.digits),
    amountMinor,
    balance: await balanceValue(db, agent.id, input.money),
  };
}
