/**
 * Reading contracts: the caller's list and one contract's detail (history, running period, what accepting it would
 * terminate), and the consolidated call's contract flags. A contract is visible to its two parties only; anyone else
 * gets NOT_FOUND (its existence is not revealed).
 */
import type { Contract, ContractDetail, ContractKind, ContractState, ContractTerms, DividendPeriod } from '@app/contract/agent-contracts';
import { and, asc, count, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { agentContractEvents, agentContracts, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { runningFigures } from './settlement-figures';
import { brandTimeZone } from '../content/brand-clock';

export type ContractRow = typeof agentContracts.$inferSelect;
export interface PartyNames {
  upline: { account: string; nickname: string };
  downline: { account: string; nickname: string };
}

const up = alias(members, 'up');
const down = alias(members, 'down');
const withParties = {
  contract: agentContracts,
  upAccount: up.username,
  upNickname: up.nickname,
  downAccount: down.username,
  downNickname: down.nickname,
};

const ms = (d: Date | null) => (d ? d.getTime() : null);

export function termsOf(row: ContractRow): ContractTerms {
  return {
    rateBp: row.rateBp,
    minValidBetMinor: row.minValidBetMinor,
    minProfitLossMinor: row.minProfitLossMinor,
    minActiveMembers: row.minActiveMembers,
    dailyBetMinor: row.dailyBetMinor,
    hourlyBetMinor: row.hourlyBetMinor,
    period: row.dividendPeriod as DividendPeriod | null,
  };
}

export function contractView(row: ContractRow, parties: PartyNames, viewerId: number): Contract {
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    state: row.state as ContractState,
    role: row.uplineId === viewerId ? 'upline' : 'downline',
    upline: parties.upline,
    downline: parties.downline,
    terms: termsOf(row),
    startAt: row.startAt.getTime(),
    endAt: ms(row.endAt),
    offeredAt: row.offeredAt.getTime(),
    respondedAt: ms(row.respondedAt),
    effectiveAt: ms(row.effectiveAt),
    endedAt: ms(row.endedAt),
    endReason: row.endReason,
  };
}

type JoinedRow = { contract: ContractRow; upAccount: string; upNickname: string; downAccount: string; downNickname: string };
const partiesOf = (r: JoinedRow): PartyNames => ({ upline: { account: r.upAccount, nickname: r.upNickname }, downline: { account: r.downAccount, nickname: r.downNickname } });

/** Contracts with their parties' names, by a condition. */
export async function contractsWhere(db: Db, where: SQL | undefined, order: SQL[], page?: { limit: number; offset: number }) {
  const query = db
    .select(withParties)
    .from(agentContracts)
    .innerJoin(up, eq(up.id, agentContracts.uplineId))
    .innerJoin(down, eq(down.id, agentContracts.downlineId))
    .where(where)
    .orderBy(...order);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ row: r.contract, parties: partiesOf(r) }));
}

const partyOf = (memberId: number) => or(eq(agentContracts.uplineId, memberId), eq(agentContracts.downlineId, memberId));

export async function listContracts(
  db: Db,
  memberId: number,
  query: { pageNo: number; pageSize: number; role?: 'upline' | 'downline'; kind?: ContractKind; state?: ContractState },
) {
  const side = query.role === 'upline' ? eq(agentContracts.uplineId, memberId) : query.role === 'downline' ? eq(agentContracts.downlineId, memberId) : partyOf(memberId);
  const where = and(side, query.kind ? eq(agentContracts.kind, query.kind) : undefined, query.state ? eq(agentContracts.state, query.state) : undefined);
  const [rows, [total]] = await Promise.all([
    contractsWhere(db, where, [desc(agentContracts.id)], { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }),
    db.select({ n: count() }).from(agentContracts).where(where),
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map((r) => contractView(r.row, r.parties, memberId)), total: n, pageNo: query.pageNo, pageSize: query.pageSize, totalPages: Math.ceil(n / query.pageSize) };
}

/** A contract of the caller's with its parties, or NOT_FOUND (also for a contract of others). */
export async function contractOfParty(db: Db, memberId: number, contractId: number) {
  const [found] = await contractsWhere(db, and(eq(agentContracts.id, contractId), partyOf(memberId)), []);
  if (!found) throw new AppError('NOT_FOUND', { contractId });
  return found;
}

/** The accepted contracts of a kind the member gives its downlines at a rate above `rateBp` (the lower-rate rule's victims). */
export async function higherRateDownlineContracts(db: Db, memberId: number, kind: string, rateBp: number) {
  const rows = await contractsWhere(
    db,
    and(eq(agentContracts.uplineId, memberId), eq(agentContracts.kind, kind), eq(agentContracts.state, 'accepted'), gt(agentContracts.rateBp, rateBp)),
    [asc(agentContracts.id)],
  );
  return rows.map((r) => ({ id: r.row.id, downline: r.parties.downline.account, rateBp: r.row.rateBp, downlineId: r.row.downlineId }));
}

/** One contract of the member's (`digits`: its brand's currency's decimal places, the running period's figures). */
export async function contractDetail(db: Db, memberId: number, contractId: number, digits: number, now = new Date()): Promise<ContractDetail> {
  const { row, parties } = await contractOfParty(db, memberId, contractId);
  return detailOf(db, row, parties, memberId, digits, now);
}

export async function detailOf(db: Db, row: ContractRow, parties: PartyNames, memberId: number, digits: number, now = new Date()): Promise<ContractDetail> {
  const view = contractView(row, parties, memberId);
  const events = await db.select().from(agentContractEvents).where(eq(agentContractEvents.contractId, row.id)).orderBy(asc(agentContractEvents.id));
  const offeredToMe = row.state === 'offered' && view.role === 'downline';
  // both sides see what accepting the offer would end: the downline before it consents, the upline when it offers
  const terminates = row.state === 'offered' ? await higherRateDownlineContracts(db, row.downlineId, row.kind, row.rateBp) : [];
  const current = row.state === 'accepted' ? (await runningFigures(db, [{ id: row.id, kind: view.kind, dividendPeriod: view.terms.period }], now, { timeZone: await brandTimeZone(db, row.brandId), digits })).get(row.id) : undefined;
  return {
    ...view,
    history: events.map((e) => ({
      at: e.at.getTime(),
      from: e.fromState as ContractState | null,
      to: e.toState as ContractState,
      by: e.actorRole as 'upline' | 'downline' | 'system' | 'operator',
      reason: e.reason,
    })),
    terminatesOnAccept: terminates.map(({ id, downline, rateBp }) => ({ id, downline, rateBp })),
    currentPeriod: current ?? null,
    actions: { accept: offeredToMe, reject: offeredToMe, terminate: row.state === 'accepted' },
  };
}

/**
 * The consolidated call's flags: the member is a party (upline or downline) of an accepted contract of the kind.
 * Both sides: the agent centre shows a kind's page to whoever has something on it (a salary to receive or to follow).
 */
export async function contractFlags(db: Db, memberId: number) {
  const rows = await db
    .selectDistinct({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(and(partyOf(memberId), eq(agentContracts.state, 'accepted')));
  const kinds = new Set(rows.map((r) => r.kind));
  return { salary: kinds.has('daily_salary'), dividend: kinds.has('dividend'), hourlySalary: kinds.has('hourly_salary'), realTimeSalary: kinds.has('real_time_salary') };
}
