/**
 * An operator amends an accepted agent contract (issue 29): a new rate and conditions, from the start of the
 * contract's next settlement period.
 *
 * Why not at once: settlement pays a contract only for periods it was in force for whole (settlement.ts), so a contract
 * ended mid-period and a successor started mid-period would both miss the period in progress, and the agent would lose
 * a day's (or a month's) pay for an operator's correction. With the change at the boundary every period is settled
 * under exactly one set of terms: the present contract ends at the boundary (end_at) and is paid for the period in
 * progress at the old terms; its successor is in force from the boundary and pays every later period at the new ones.
 *
 * - The amendment waits in agent_contract_amendments (one per contract: a second replaces it, keeping the contract's
 *   original end); both parties are told now, with the date, and the operator's audit row is written in the same
 *   transaction.
 * - The contract job (runContractJobs, before finishing ended contracts) applies amendments that are due: the contract
 *   is finished (end reason amended) and the successor opened, accepted, with the same parties, kind and period, in
 *   force from the boundary to the old end; the lower-rate rule applies to the downline's own contracts as it does
 *   when an agent accepts a lower rate. A contract ended another way meanwhile (terminated, upline moved) voids it.
 * - The new rate is capped like an offer: never above the upline's own rate of the kind nor the brand's maximum
 *   (CONTRACT_RATE_TOO_HIGH); if the upline's own rate fell below it by the boundary, the successor takes that rate.
 */
import type { ContractKind, DividendPeriod } from '@app/contract/agent-contracts';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContractAmendments, agentContracts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { applyLowerRateRule, lockedRow, lockParties, notifyBoth, ownRateCap, rateText, recordEvent } from './contracts';
import { contractOfParty } from './contracts-view';
import { cadenceOf, periodAt } from './settlement-periods';
import { brandTimeZone } from '../content/brand-clock';

export interface AmendedTerms {
  rateBp: number;
  minValidBetMinor?: number;
  minProfitLossMinor?: number | null;
  minActiveMembers?: number;
}

/** "2026-12-06 00:00" (UTC), how the parties' messages name the boundary. */
const utcText = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** Schedules an amendment of an accepted contract from its next period; answers when it takes effect. */
export async function amendContractByOperator(db: Db, operator: Operator, contractId: number, terms: AmendedTerms, reason: string, now = new Date()) {
  const [seen] = await db.select().from(agentContracts).where(eq(agentContracts.id, contractId));
  if (!seen) throw new AppError('NOT_FOUND', { contractId });
  return db.transaction(async (tx) => {
    await lockParties(tx, seen.uplineId, seen.downlineId);
    const row = await lockedRow(tx, contractId);
    if (row.state !== 'accepted') throw new AppError('INVALID_STATE', { status: row.state });
    const effectiveAt = periodAt(cadenceOf(row.kind as ContractKind, row.dividendPeriod as DividendPeriod | null), now, await brandTimeZone(tx, row.brandId)).end;
    const [pending] = await tx
      .select()
      .from(agentContractAmendments)
      .where(and(eq(agentContractAmendments.contractId, row.id), isNull(agentContractAmendments.appliedAt)))
      .for('update');
    // the contract's own end, before any amendment moved it to a boundary
    const previousEndAt = pending ? pending.previousEndAt : row.endAt;
    if (previousEndAt && previousEndAt <= effectiveAt) throw new AppError('INVALID_STATE', { status: row.state, reason: 'ends_before_next_period' });
    const cap = await ownRateCap(tx, { id: row.uplineId, brandId: row.brandId }, row.kind as ContractKind);
    if (terms.rateBp > cap) throw new AppError('CONTRACT_RATE_TOO_HIGH', { maxRateBp: cap });
    const next = {
      rateBp: terms.rateBp,
      minValidBetMinor: terms.minValidBetMinor ?? row.minValidBetMinor,
      minProfitLossMinor: terms.minProfitLossMinor === undefined ? row.minProfitLossMinor : terms.minProfitLossMinor,
      minActiveMembers: terms.minActiveMembers ?? row.minActiveMembers,
    };
    if (pending) await tx.delete(agentContractAmendments).where(eq(agentContractAmendments.id, pending.id));
    await tx.insert(agentContractAmendments).values({ contractId: row.id, brandId: row.brandId, ...next, effectiveAt, previousEndAt, operator: operator.actor, reason });
    await tx.update(agentContracts).set({ endAt: effectiveAt }).where(eq(agentContracts.id, row.id));
    await recordEvent(tx, row.id, 'accepted', 'accepted', { id: null, role: 'operator' }, `amended from ${effectiveAt.toISOString()}: ${reason}`);
    const conditionsChanged = next.minValidBetMinor !== row.minValidBetMinor || next.minProfitLossMinor !== row.minProfitLossMinor || next.minActiveMembers !== row.minActiveMembers;
    const { parties } = await contractOfParty(tx, row.uplineId, row.id);
    await notifyBoth(tx, row, parties, 'contract_amended', () => ({ newRate: rateText(next.rateBp), from: utcText(effectiveAt), conditions: conditionsChanged ? 'changed' : 'same' }));
    await recordAudit(tx, operator, {
      brandId: row.brandId,
      action: 'agent-contract.amend',
      target: `agent-contract:${row.id}`,
      detail: {
        reason,
        effectiveAt: effectiveAt.toISOString(),
        before: { rateBp: row.rateBp, minValidBetMinor: row.minValidBetMinor, minProfitLossMinor: row.minProfitLossMinor, minActiveMembers: row.minActiveMembers },
        after: next,
        replaced: pending ? pending.id : null,
      },
    });
    return { effectiveAt };
  });
}

/** The amendments waiting for a brand's contracts, by contract id (the operator's list shows them). */
export async function pendingAmendments(db: Db, brandId: string) {
  const rows = await db
    .select()
    .from(agentContractAmendments)
    .where(and(eq(agentContractAmendments.brandId, brandId), isNull(agentContractAmendments.appliedAt)));
  return new Map(rows.map((r) => [r.contractId, { rateBp: r.rateBp, minValidBetMinor: r.minValidBetMinor, minProfitLossMinor: r.minProfitLossMinor, minActiveMembers: r.minActiveMembers, effectiveAt: r.effectiveAt.toISOString(), operator: r.operator, reason: r.reason }]));
}

/** Applies the amendments due at `at`, each in its own transaction; answers how many successors were opened. */
export async function applyDueAmendments(db: Db, at: Date) {
  const due = await db
    .select({ id: agentContractAmendments.id, contractId: agentContractAmendments.contractId })
    .from(agentContractAmendments)
    .where(and(isNull(agentContractAmendments.appliedAt), lte(agentContractAmendments.effectiveAt, at)));
  let opened = 0;
  for (const { id, contractId } of due) {
    const [seen] = await db.select({ uplineId: agentContracts.uplineId, downlineId: agentContracts.downlineId }).from(agentContracts).where(eq(agentContracts.id, contractId));
    if (!seen) continue;
    opened += await db.transaction(async (tx) => {
      await lockParties(tx, seen.uplineId, seen.downlineId);
      const [amendment] = await tx
        .select()
        .from(agentContractAmendments)
        .where(and(eq(agentContractAmendments.id, id), isNull(agentContractAmendments.appliedAt)))
        .for('update');
      if (!amendment) return 0; // another server applied it
      const row = await lockedRow(tx, contractId);
      // ended another way before the boundary (terminated, upline moved): nothing to continue
      if (row.state !== 'accepted' || (row.endAt && row.endAt.getTime() !== amendment.effectiveAt.getTime())) {
        await tx.update(agentContractAmendments).set({ appliedAt: at }).where(eq(agentContractAmendments.id, id));
        return 0;
      }
      const effectiveAt = amendment.effectiveAt;
      await tx.update(agentContracts).set({ state: 'finished', endedAt: effectiveAt, endReason: 'amended' }).where(eq(agentContracts.id, row.id));
      await recordEvent(tx, row.id, 'accepted', 'finished', { id: null, role: 'operator' }, `amended by ${amendment.operator}`);
      const cap = await ownRateCap(tx, { id: row.uplineId, brandId: row.brandId }, row.kind as ContractKind);
      const rateBp = Math.min(amendment.rateBp, cap);
      const [successor] = await tx
        .insert(agentContracts)
        .values({
          brandId: row.brandId,
          uplineId: row.uplineId,
          downlineId: row.downlineId,
          kind: row.kind,
          state: 'accepted',
          rateBp,
          minValidBetMinor: amendment.minValidBetMinor,
          minProfitLossMinor: amendment.minProfitLossMinor,
          minActiveMembers: amendment.minActiveMembers,
          dailyBetMinor: row.dailyBetMinor,
          hourlyBetMinor: row.hourlyBetMinor,
          dividendPeriod: row.dividendPeriod,
          startAt: effectiveAt,
          endAt: amendment.previousEndAt,
          offeredAt: effectiveAt,
          respondedAt: effectiveAt,
          effectiveAt,
        })
        .returning();
      await recordEvent(tx, successor!.id, null, 'accepted', { id: null, role: 'operator' }, `amends #${row.id}: ${amendment.reason}`);
      await tx.update(agentContractAmendments).set({ appliedAt: at, successorId: successor!.id }).where(eq(agentContractAmendments.id, id));
      if (rateBp < row.rateBp) await applyLowerRateRule(tx, row.downlineId, row.kind as ContractKind, rateBp, effectiveAt);
      return 1;
    });
  }
  return opened;
}
