/**
 * The spec's four contract calls (MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract): the page of one kind for the calling agent.
 * Its accepted contracts of the kind (from its upline, then to its downlines) with the running period's figures, the
 * offers of the kind waiting for its answer, the most it may offer its own downline agents (the offer form's maximum),
 * and the payments of its contracts of the kind (both sides; one contract
 * with contractId), newest period first.
 */
import type { ContractKind, ContractPageValue, Settlement } from '@app/contract/agent-contracts';
import { minorToMajor } from '@app/contract/money';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContracts, agentContractSettlements, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Caller, ownRateCap } from './contracts';
import { contractsWhere, contractView } from './contracts-view';
import { runningFigures } from './settlement-figures';
import { brandTimeZone } from '../content/brand-clock';

export async function contractPage(db: Db, caller: Caller, kind: ContractKind, query: { contractId?: number; pageNo: number; pageSize: number }, now = new Date()): Promise<ContractPageValue> {
  const memberId = caller.id;
  const mine = or(eq(agentContracts.uplineId, memberId), eq(agentContracts.downlineId, memberId));
  const [accepted, offers, offerRateCapBp] = await Promise.all([
    contractsWhere(db, and(mine, eq(agentContracts.kind, kind), eq(agentContracts.state, 'accepted')), [
      // the contract from the caller's upline first, then those it gives
      sql`case when ${agentContracts.downlineId} = ${memberId} then 0 else 1 end`,
      asc(agentContracts.id),
    ]),
    contractsWhere(db, and(eq(agentContracts.downlineId, memberId), eq(agentContracts.kind, kind), eq(agentContracts.state, 'offered')), [desc(agentContracts.id)]),
    ownRateCap(db, caller, kind),
  ]);
  const figures = await runningFigures(
    db,
    accepted.map((c) => ({ id: c.row.id, kind, dividendPeriod: c.row.dividendPeriod as 'daily' | 'weekly' | 'semimonthly' | 'monthly' | null })),
    now,
    { timeZone: await brandTimeZone(db, caller.brandId), digits: caller.digits },
  );
  if (query.contractId !== undefined) {
    const [own] = await db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(and(eq(agentContracts.id, query.contractId), eq(agentContracts.kind, kind), mine));
    if (!own) throw new AppError('NOT_FOUND', { contractId: query.contractId });
  }
  return {
    kind,
    offerRateCapBp,
    contracts: accepted.map((c) => ({ ...contractView(c.row, c.parties, memberId), currentPeriod: figures.get(c.row.id)! })),
    pendingOffers: offers.map((c) => contractView(c.row, c.parties, memberId)),
    payments: await payments(db, memberId, kind, query, caller.digits),
  };
}

async function payments(db: Db, memberId: number, kind: ContractKind, query: { contractId?: number; pageNo: number; pageSize: number }, digits: number) {
  const s = agentContractSettlements;
  const where = and(
    or(eq(s.uplineId, memberId), eq(s.downlineId, memberId)),
    eq(s.kind, kind),
    query.contractId !== undefined ? eq(s.contractId, query.contractId) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ settlement: s, counterpart: members.username })
      .from(s)
      .innerJoin(members, eq(members.id, sql`case when ${s.uplineId} = ${memberId} then ${s.downlineId} else ${s.uplineId} end`))
      .where(where)
      .orderBy(desc(s.periodStart), desc(s.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ n: count(), paid: sql<string>`coalesce(sum(${s.amountMinor}) filter (where ${s.status} = 'paid'), 0)` })
      .from(s)
      .where(where),
  ]);
  const total = totals?.n ?? 0;
  const list: Settlement[] = rows.map(({ settlement: r, counterpart }) => ({
    id: r.id,
    contractId: r.contractId,
    role: r.uplineId === memberId ? 'upline' : 'downline',
    counterpart,
    periodStart: r.periodStart.getTime(),
    periodEnd: r.periodEnd.getTime(),
    teamValidBetMinor: r.teamValidBetMinor,
    teamValidBet: minorToMajor(r.teamValidBetMinor, digits),
    teamProfitLossMinor: r.teamProfitLossMinor,
    teamProfitLoss: minorToMajor(r.teamProfitLossMinor, digits),
    activeMembers: r.activeMembers,
    conditionsMet: r.status !== 'not_met',
    amountMinor: r.amountMinor,
    amount: minorToMajor(r.amountMinor, digits),
    rateBp: r.rateBp,
    status: r.status as Settlement['status'],
    payer: r.payer as Settlement['payer'],
    paidAt: r.paidAt ? r.paidAt.getTime() : null,
  }));
  return { list, totalPaidMinor: Number(totals?.paid ?? 0), total, pageNo: query.pageNo, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize) };
}
