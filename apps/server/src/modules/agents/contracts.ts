/**
 * The contract state machine (spec section 4): an upline agent offers a contract to a DIRECT downline agent; the
 * downline accepts or rejects it; either side terminates an accepted one; the job finishes it at its end date.
 *
 * - One accepted contract per kind and pair (partial unique index agent_contracts_one_accepted_idx): accepting while
 *   one stands answers CONTRACT_EXISTS; two acceptances at once cannot both commit.
 * - Rates only go down a chain: an agent cannot offer (nor have accepted) a rate above its own accepted contract of
 *   the kind from its upline, nor above the brand's maximum of the kind, which is also the cap of an agent without
 *   such a contract (CONTRACT_RATE_TOO_HIGH, value { maxRateBp }; contracts-settings.ts). And the spec's lower-rate rule: when a downline accepts a
 *   contract whose rate is LOWER than the rate of an accepted contract of the same kind it gives its own downline,
 *   that downline contract is terminated in the same transaction (the offer's detail lists it beforehand, so the
 *   acceptance is informed consent).
 * - Every change writes agent_contract_events (who, when, from, to, why) and a platform message to both sides.
 * - Each change runs in one transaction holding advisory locks on both parties (in id order): an acceptance that
 *   lowers an agent's rate and an acceptance of that agent's own offer to its downline take turns.
 */
import { type ContractKind, type OfferContractBody } from '@app/contract/agent-contracts';
import { isAccountCenterType } from '@app/contract/session';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContractEvents, agentContracts, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { MessageParams } from '../inbox/message-texts';
import { notifyMember } from '../inbox/notify';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { brandMaxRate } from './contracts-settings';
import { type ContractRow, contractDetail, contractOfParty, higherRateDownlineContracts, type PartyNames } from './contracts-view';

/** pg_advisory_xact_lock namespace of an agent's contracts */
const CONTRACT_LOCK = 7313;

export interface Caller {
  id: number;
  brandId: string;
  /** the brand's currency's decimal places: the contracts' figures in the answers */
  digits: number;
}

type Actor = { id: number | null; role: 'upline' | 'downline' | 'system' | 'operator' };

export const rateText = (bp: number) => String(bp / 100);

export async function lockParties(tx: Db, ...memberIds: number[]) {
  for (const id of [...new Set(memberIds)].sort((a, b) => a - b)) await tx.execute(sql`select pg_advisory_xact_lock(${CONTRACT_LOCK}, ${id})`);
}

export async function recordEvent(tx: Db, contractId: number, from: string | null, to: string, actor: Actor, reason: string | null = null) {
  await tx.insert(agentContractEvents).values({ contractId, fromState: from, toState: to, actorId: actor.id, actorRole: actor.role, reason });
}

/** Tells both parties of a change, each from its side. */
export async function notifyBoth(
  tx: Db,
  row: ContractRow,
  parties: PartyNames,
  key: 'contract_offered' | 'contract_accepted' | 'contract_rejected' | 'contract_terminated' | 'contract_finished' | 'contract_amended',
  params: (side: 'upline' | 'downline') => MessageParams = () => ({}),
) {
  for (const side of ['upline', 'downline'] as const) {
    await notifyMember(tx, {
      brandId: row.brandId,
      memberId: side === 'upline' ? row.uplineId : row.downlineId,
      category: 'contract',
      key,
      params: { side, kind: row.kind, rate: rateText(row.rateBp), counterpart: (side === 'upline' ? parties.downline : parties.upline).account, contractId: String(row.id), ...params(side) },
    });
  }
}

/**
 * The most an agent may offer (or have accepted) of a kind: its own accepted contract of the kind from its upline, and
 * never above the brand's maximum. An agent without a contract of the kind (the top agent) is capped by the brand's
 * maximum: the top of a chain holds the whole budget and each level below shares out what it was given.
 */
export async function ownRateCap(db: Db, member: Pick<Caller, 'id' | 'brandId'>, kind: ContractKind) {
  // one after the other: db may be a transaction (one connection)
  const brandMax = await brandMaxRate(db, member.brandId, kind);
  const [own] = await db
    .select({ rateBp: agentContracts.rateBp })
    .from(agentContracts)
    .where(and(eq(agentContracts.downlineId, member.id), eq(agentContracts.kind, kind), eq(agentContracts.state, 'accepted')));
  return Math.min(own?.rateBp ?? brandMax, brandMax);
}

export async function lockedRow(tx: Db, contractId: number) {
  const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, contractId)).for('update');
  return row!;
}

async function directDownlineAgent(db: Db, caller: Caller, username: string) {
  const [downline] = await db
    .select({ id: members.id, type: members.type, uplineId: members.uplineId })
    .from(members)
    .where(and(eq(members.brandId, caller.brandId), eq(members.username, username.trim().toLowerCase())));
  // an unknown account and someone else's downline answer alike: the call does not reveal who exists
  if (!downline || downline.uplineId !== caller.id || downline.id === caller.id) throw new AppError('FORBIDDEN', { reason: 'not_direct_downline' });
  if (!isAccountCenterType(downline.type)) throw new AppError('FORBIDDEN', { reason: 'not_an_agent' });
  return downline;
}

/** Offers a contract to a direct downline agent; a retry with the same requestId answers the first offer. */
export async function offerContract(db: Db, caller: Caller, body: OfferContractBody, now = new Date()) {
  const byRequest = async () => {
    if (!body.requestId) return null;
    const [first] = await db.select({ id: agentContracts.id }).from(agentContracts).where(and(eq(agentContracts.uplineId, caller.id), eq(agentContracts.requestId, body.requestId)));
    return first ? contractDetail(db, caller.id, first.id, caller.digits, now) : null;
  };
  const repeated = await byRequest();
  if (repeated) return repeated;
  const downline = await directDownlineAgent(db, caller, body.downline);
  const startAt = new Date(body.startAt ?? now.getTime());
  const endAt = body.endAt == null ? null : new Date(body.endAt);
  if (endAt && endAt <= now) throw new AppError('VALIDATION_ERROR', { field: 'endAt', issues: [{ path: 'endAt', message: 'in the future' }] });
  try {
    const id = await db.transaction(async (tx) => {
      const cap = await ownRateCap(tx, caller, body.kind);
      if (body.terms.rateBp > cap) throw new AppError('CONTRACT_RATE_TOO_HIGH', { maxRateBp: cap });
      const [row] = await tx
        .insert(agentContracts)
        .values({
          brandId: caller.brandId,
          uplineId: caller.id,
          downlineId: downline.id,
          kind: body.kind,
          rateBp: body.terms.rateBp,
          minValidBetMinor: body.terms.minValidBetMinor,
          minProfitLossMinor: body.terms.minProfitLossMinor,
          minActiveMembers: body.terms.minActiveMembers,
          dailyBetMinor: body.terms.dailyBetMinor,
          hourlyBetMinor: body.terms.hourlyBetMinor,
          dividendPeriod: body.terms.period,
          startAt,
          endAt,
          requestId: body.requestId ?? null,
          offeredAt: now,
        })
        .returning();
      await recordEvent(tx, row!.id, null, 'offered', { id: caller.id, role: 'upline' });
      const { parties } = await contractOfParty(tx, caller.id, row!.id);
      await notifyBoth(tx, row!, parties, 'contract_offered');
      return row!.id;
    });
    return contractDetail(db, caller.id, id, caller.digits, now);
  } catch (error) {
    // the same requestId at once: the other request made the offer
    if (uniqueViolation(error) === 'agent_contracts_upline_request_idx') return (await byRequest())!;
    throw error;
  }
}

/** Terminates the accepted contracts of a kind the member gives at a rate above rateBp (the lower-rate rule). */
export async function applyLowerRateRule(tx: Db, memberId: number, kind: ContractKind, rateBp: number, now: Date) {
  const victims = await higherRateDownlineContracts(tx, memberId, kind, rateBp);
  for (const victim of victims) {
    const [row] = await tx
      .update(agentContracts)
      .set({ state: 'terminated', endedAt: now, endReason: 'upline_rate_lowered' })
      .where(and(eq(agentContracts.id, victim.id), eq(agentContracts.state, 'accepted')))
      .returning();
    if (!row) continue;
    await recordEvent(tx, row.id, 'accepted', 'terminated', { id: null, role: 'system' }, `upline_rate_lowered:${rateBp}`);
    const { parties } = await contractOfParty(tx, memberId, row.id);
    await notifyBoth(tx, row, parties, 'contract_terminated', () => ({ by: 'rule', lowerRate: rateText(rateBp) }));
  }
  return victims.map(({ id, downline, rateBp: rate }) => ({ id, downline, rateBp: rate }));
}

async function accept(tx: Db, row: ContractRow, parties: PartyNames, caller: Caller, now: Date) {
  const [standing] = await tx
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineId, row.uplineId), eq(agentContracts.downlineId, row.downlineId), eq(agentContracts.kind, row.kind), eq(agentContracts.state, 'accepted')));
  if (standing) throw new AppError('CONTRACT_EXISTS', { contractId: standing.id });
  const cap = await ownRateCap(tx, { id: row.uplineId, brandId: row.brandId }, row.kind as ContractKind);
  if (row.rateBp > cap) throw new AppError('CONTRACT_RATE_TOO_HIGH', { maxRateBp: cap });
  if (row.endAt && row.endAt <= now) throw new AppError('INVALID_STATE', { state: row.state, reason: 'end_date_passed' });
  const [accepted] = await tx
    .update(agentContracts)
    .set({ state: 'accepted', respondedAt: now, effectiveAt: row.startAt > now ? row.startAt : now })
    .where(and(eq(agentContracts.id, row.id), eq(agentContracts.state, 'offered')))
    .returning();
  await recordEvent(tx, row.id, 'offered', 'accepted', { id: caller.id, role: 'downline' });
  const terminated = await applyLowerRateRule(tx, caller.id, row.kind as ContractKind, row.rateBp, now);
  await notifyBoth(tx, accepted!, parties, 'contract_accepted');
  return terminated;
}

/** The downline accepts or rejects an offer. */
export async function respondToContract(db: Db, caller: Caller, contractId: number, action: 'accept' | 'reject', now = new Date()) {
  const { row: seen, parties } = await contractOfParty(db, caller.id, contractId);
  if (seen.downlineId !== caller.id) throw new AppError('FORBIDDEN', { reason: 'not_the_downline' });
  try {
    const terminated = await db.transaction(async (tx) => {
      await lockParties(tx, seen.uplineId, seen.downlineId);
      const row = await lockedRow(tx, contractId);
      if (row.state !== 'offered') throw new AppError('INVALID_STATE', { state: row.state });
      if (action === 'accept') return accept(tx, row, parties, caller, now);
      const [rejected] = await tx.update(agentContracts).set({ state: 'rejected', respondedAt: now }).where(eq(agentContracts.id, row.id)).returning();
      await recordEvent(tx, row.id, 'offered', 'rejected', { id: caller.id, role: 'downline' });
      await notifyBoth(tx, rejected!, parties, 'contract_rejected');
      return [];
    });
    return { contract: await contractDetail(db, caller.id, contractId, caller.digits, now), terminated };
  } catch (error) {
    if (uniqueViolation(error) === 'agent_contracts_one_accepted_idx') throw new AppError('CONTRACT_EXISTS', { contractId: null });
    throw error;
  }
}

/** Either side ends an accepted contract. */
export async function terminateContract(db: Db, caller: Caller, contractId: number, reason: string | undefined, now = new Date()) {
  const { row: seen, parties } = await contractOfParty(db, caller.id, contractId);
  const role = seen.uplineId === caller.id ? 'upline' : 'downline';
  await db.transaction(async (tx) => {
    await lockParties(tx, seen.uplineId, seen.downlineId);
    const row = await lockedRow(tx, contractId);
    if (row.state !== 'accepted') throw new AppError('INVALID_STATE', { state: row.state });
    const [ended] = await tx
      .update(agentContracts)
      .set({ state: 'terminated', endedAt: now, endReason: `terminated_by_${role}` })
      .where(eq(agentContracts.id, row.id))
      .returning();
    await recordEvent(tx, row.id, 'accepted', 'terminated', { id: caller.id, role }, reason?.trim() || null);
    await notifyBoth(tx, ended!, parties, 'contract_terminated', (side) => ({ by: side === role ? 'you' : 'counterpart' }));
  });
  return { contract: await contractDetail(db, caller.id, contractId, caller.digits, now), terminated: [] };
}

/**
 * An operator ends an accepted contract (issue 29): in force until now, both parties told, the contract's event and
 * the operator's audit row in the same transaction. Settlement pays the periods up to now as it would for a party's
 * termination.
 */
export async function terminateContractByOperator(db: Db, operator: Operator, contractId: number, reason: string, now = new Date()) {
  const [seen] = await db.select().from(agentContracts).where(eq(agentContracts.id, contractId));
  if (!seen) throw new AppError('NOT_FOUND', { contractId });
  await db.transaction(async (tx) => {
    await lockParties(tx, seen.uplineId, seen.downlineId);
    const row = await lockedRow(tx, contractId);
    if (row.state !== 'accepted') throw new AppError('INVALID_STATE', { status: row.state });
    const [ended] = await tx
      .update(agentContracts)
      .set({ state: 'terminated', endedAt: now, endReason: 'terminated_by_operator' })
      .where(eq(agentContracts.id, row.id))
      .returning();
    await recordEvent(tx, row.id, 'accepted', 'terminated', { id: null, role: 'operator' }, reason);
    const { parties } = await contractOfParty(tx, row.uplineId, row.id);
    await notifyBoth(tx, ended!, parties, 'contract_terminated', () => ({ by: 'operator' }));
    await recordAudit(tx, operator, { brandId: row.brandId, action: 'agent-contract.terminate', target: `agent-contract:${row.id}`, detail: { kind: row.kind, rateBp: row.rateBp, reason } });
  });
}

/**
 * A member moved to another upline (issue 29) has no contract with the old one any more, inside the move's
 * transaction: an accepted one is terminated (in force until now, both told), an offered one is rejected. Answers
 * the contracts ended.
 */
export async function endContractsWithUpline(tx: Db, memberId: number, uplineId: number, now = new Date()) {
  await lockParties(tx, uplineId, memberId);
  const open = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineId, uplineId), eq(agentContracts.downlineId, memberId), inArray(agentContracts.state, ['offered', 'accepted'])))
    .for('update');
  for (const row of open) {
    const to = row.state === 'accepted' ? 'terminated' : 'rejected';
    const [ended] = await tx
      .update(agentContracts)
      .set({ state: to, endedAt: now, endReason: 'upline_moved', ...(to === 'rejected' ? { respondedAt: now } : {}) })
      .where(eq(agentContracts.id, row.id))
      .returning();
    await recordEvent(tx, row.id, row.state, to, { id: null, role: 'operator' }, 'upline_moved');
    if (to === 'terminated') {
      const { parties } = await contractOfParty(tx, row.uplineId, row.id);
      await notifyBoth(tx, ended!, parties, 'contract_terminated', () => ({ by: 'operator' }));
    }
  }
  return open.map((r) => r.id);
}

/** The job's step: accepted contracts whose end date has passed become finished (in force until their endAt). */
export async function finishEndedContracts(db: Db, at: Date) {
  const due = await db
    .select({ id: agentContracts.id, uplineId: agentContracts.uplineId, downlineId: agentContracts.downlineId })
    .from(agentContracts)
    .where(and(eq(agentContracts.state, 'accepted'), lte(agentContracts.endAt, at)));
  let finished = 0;
  for (const c of due) {
    await db.transaction(async (tx) => {
      await lockParties(tx, c.uplineId, c.downlineId);
      const [row] = await tx
        .update(agentContracts)
        .set({ state: 'finished', endedAt: sql`${agentContracts.endAt}`, endReason: 'end_date' })
        .where(and(eq(agentContracts.id, c.id), eq(agentContracts.state, 'accepted')))
        .returning();
      if (!row) return;
      await recordEvent(tx, row.id, 'accepted', 'finished', { id: null, role: 'system' }, 'end_date');
      const { parties } = await contractOfParty(tx, row.uplineId, row.id);
      await notifyBoth(tx, row, parties, 'contract_finished');
      finished += 1;
    });
  }
  return finished;
}
