import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { agentContracts, agentContractSettlements, agentSettings, members, sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { brandTimeZone } from '../content/brand-clock';
import { pendingAmendments } from './contract-amendments';
import { agentSettingsOf, defaultAgentSettings } from './team-settings';
import { ensureAffiliateCode } from './team-register';
import type { SignedInOperator } from '../../lib/operator-token';
import { revokeMemberSessions } from '../accounts/sessions';
import { TEMPORARY_PASSWORD_MINUTES, visiblePlayer } from '../operators/players';
import { issueTemporaryPassword } from '../accounts/password-reset';
import { registerForUpline } from '../accounts/registration';
import type { BrandConfig } from '@app/contract/brand';
import { randomBytes } from 'node:crypto';

/*
 * A brand's agents as operators see them (issue 29): the agent centre's transfer limits (with the brand's time zone,
 * whose days the figures follow), every contract with what its settlements paid, and what the house
 * paid agents over the last 30 days.
 */

export async function agentRules(db: Db, brandId: string) {
  const [s, timeZone] = await Promise.all([agentSettingsOf(db, brandId), brandTimeZone(db, brandId)]);
  return { brandId, timeZone, transferMinMinor: s.transferMinMinor, transferMaxMinor: s.transferMaxMinor, transferDailyMaxMinor: s.transferDailyMaxMinor };
}

export interface TransferLimits {
  transferMinMinor: number;
  transferMaxMinor: number;
  transferDailyMaxMinor: number;
}

/** Sets the downline transfer limits (a brand without a row gets one from the defaults), audited with before and after. */
export async function setTransferLimits(db: Db, operator: Operator, brandId: string, limits: TransferLimits) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(agentSettings).where(eq(agentSettings.brandId, brandId)).for('update');
    const was = before ?? { ...defaultAgentSettings, brandId };
    await tx
      .insert(agentSettings)
      .values({ ...defaultAgentSettings, brandId, ...limits })
      .onConflictDoUpdate({ target: agentSettings.brandId, set: limits });
    await recordAudit(tx, operator, {
      brandId,
      action: 'agent-transfer-limits.set',
      target: `brand:${brandId}`,
      detail: { before: { transferMinMinor: was.transferMinMinor, transferMaxMinor: was.transferMaxMinor, transferDailyMaxMinor: was.transferDailyMaxMinor }, after: limits },
    });
  });
  return agentRules(db, brandId);
}

const upline = alias(members, 'upline');
const downline = alias(members, 'downline');
const paidTotals = sql`(select coalesce(sum(s.amount_minor) filter (where s.status = 'paid'), 0)::bigint as paid_minor,
  count(*) filter (where s.status = 'paid')::int as paid_count, count(*) filter (where s.status <> 'paid')::int as unpaid_count
  from ${agentContractSettlements} s where s.contract_id = ${agentContracts.id})`;

/** The brand's contracts (or one of them), newest first, each with its parties and what its settlements paid. */
export async function brandContracts(db: Db, brandId: string, query: { state?: string; id?: number; limit: number }) {
  const rows = await db
    .select({
      contract: agentContracts,
      upline: upline.username,
      downline: downline.username,
      paid: sql<{ paid_minor: string; paid_count: number; unpaid_count: number }>`(select row_to_json(t) from ${paidTotals} t)`,
    })
    .from(agentContracts)
    .innerJoin(upline, eq(upline.id, agentContracts.uplineId))
    .innerJoin(downline, eq(downline.id, agentContracts.downlineId))
    .where(and(eq(agentContracts.brandId, brandId), query.state ? eq(agentContracts.state, query.state) : undefined, query.id ? eq(agentContracts.id, query.id) : undefined))
    .orderBy(desc(agentContracts.id))
    .limit(query.limit);
  const amendments = await pendingAmendments(db, brandId);
  return rows.map((r) => ({ ...viewOf(r), amendment: amendments.get(r.contract.id) ?? null }));
}

function viewOf(r: { contract: typeof agentContracts.$inferSelect; upline: string; downline: string; paid: { paid_minor: string | number; paid_count: number; unpaid_count: number } | null }) {
  const c = r.contract;
  return {
    id: c.id,
    kind: c.kind,
    state: c.state,
    rateBp: c.rateBp,
    upline: r.upline,
    downline: r.downline,
    startAt: c.startAt.toISOString(),
    endAt: (c.endedAt ?? c.endAt)?.toISOString() ?? null,
    endReason: c.endReason,
    paidCount: Number(r.paid?.paid_count ?? 0),
    paidMinor: Number(r.paid?.paid_minor ?? 0),
    unpaidCount: Number(r.paid?.unpaid_count ?? 0),
    minValidBetMinor: c.minValidBetMinor,
    minProfitLossMinor: c.minProfitLossMinor,
    minActiveMembers: c.minActiveMembers,
  };
}

/** One contract of the brand as the list shows it (NOT_FOUND for another brand's). */
export async function brandContract(db: Db, brandId: string, id: number) {
  const [contract] = await brandContracts(db, brandId, { id, limit: 1 });
  if (!contract) throw new AppError('NOT_FOUND', { contractId: id });
  return contract;
}

/** The brand of a contract (null: no such contract). */
export async function contractBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: agentContracts.brandId }).from(agentContracts).where(eq(agentContracts.id, id));
  return row?.brandId ?? null;
}

/** What the house paid agents over the last 30 days, per contract kind (payments made by an upline are not the house's). */
export async function housePaid(db: Db, brandId: string, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await db
    .select({ kind: agentContractSettlements.kind, payments: sql<string>`count(*)`, amountMinor: sql<string>`coalesce(sum(${agentContractSettlements.amountMinor}), 0)` })
    .from(agentContractSettlements)
    .where(and(eq(agentContractSettlements.brandId, brandId), eq(agentContractSettlements.payer, 'house'), eq(agentContractSettlements.status, 'paid'), gte(agentContractSettlements.paidAt, since)))
    .groupBy(agentContractSettlements.kind)
    .orderBy(agentContractSettlements.kind);
  return rows.map((r) => ({ kind: r.kind, payments: Number(r.payments), amountMinor: Number(r.amountMinor) }));
}

/**
 * Makes a player an agent of the given type: top-level when they have no upline, a sub-agent of their upline (an
 * agent) otherwise; a player under another player cannot be one. Their downline starts empty (the closure table grows
 * as they register members), they get an affiliate code, and their sessions end so the next sign-in opens the agent
 * centre (the spec's isAgent comes with the session). Audited with the type before and after.
 */
export async function makeAgent(db: Db, operator: SignedInOperator, auditor: Operator, input: { memberId: number; type: number }) {
  const member = await visiblePlayer(db, operator, input.memberId);
  if (member.type !== 0) throw new AppError('INVALID_STATE', { status: member.type === 4 ? 'trial' : 'agent' });
  if (member.status !== 'active') throw new AppError('INVALID_STATE', { status: member.status });
  const [up] = member.uplineId ? await db.select({ username: members.username, type: members.type }).from(members).where(eq(members.id, member.uplineId)) : [];
  if (up && up.type === 0) throw new AppError('INVALID_STATE', { reason: 'UPLINE_NOT_AGENT' });
  await db.transaction(async (tx) => {
    const [changed] = await tx.update(members).set({ type: input.type }).where(and(eq(members.id, member.id), eq(members.type, 0))).returning({ id: members.id });
    if (!changed) throw new AppError('INVALID_STATE', { status: 'agent' });
    await recordAudit(tx, auditor, { brandId: member.brandId, action: 'player.make-agent', target: `member:${member.id}`, detail: { before: { type: 0 }, after: { type: input.type }, upline: up?.username ?? null } });
  });
  const affiliateCode = await ensureAffiliateCode(db, member.id);
  const [open] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  await revokeMemberSessions(db, member.id);
  return { memberId: member.id, username: member.username, type: input.type, upline: up?.username ?? null, affiliateCode, endedSessions: open?.n ?? 0 };
}

/**
 * A new top-level agent (no upline) of the brand, made by an operator: registered under the brand's username rules
 * (username, payee name, date of birth where the pack asks) with a random password nobody knows, then a temporary
 * password shown once (it signs in once within the hour and asks for a new one at once, like a reset), an affiliate
 * code, and the audit row, the account and the temporary password in one transaction.
 */
export async function createTopAgent(
  db: Db,
  auditor: Operator,
  input: { brand: BrandConfig; username: string; payeeName?: string; dateOfBirth?: string; type: number; ip: string; ageRule: { minimum: number; requireDateOfBirth: boolean } },
) {
  // unknown to anyone: the first sign-in is with the temporary password
  const password = `A${randomBytes(9).toString('hex')}9`;
  const { member, temporaryPassword } = await db.transaction(async (tx) => {
    const created = await registerForUpline(tx, {
      body: { username: input.username, password, confirmPassword: password, payeeName: input.payeeName, dateOfBirth: input.dateOfBirth, registerMethod: 'OPERATOR' },
      brand: input.brand,
      language: input.brand.defaultLanguage,
      ip: input.ip,
      userAgent: undefined,
      ageRule: input.ageRule,
      uplineId: null,
      type: input.type,
    });
    const temporary = await issueTemporaryPassword(tx, { brandId: input.brand.id, memberId: created.id, ip: input.ip, ttlMinutes: TEMPORARY_PASSWORD_MINUTES });
    await recordAudit(tx, auditor, { brandId: input.brand.id, action: 'agent.create', target: `member:${created.id}`, detail: { username: created.username, type: input.type, upline: null } });
    return { member: created, temporaryPassword: temporary };
  });
  const affiliateCode = await ensureAffiliateCode(db, member.id);
  return { memberId: member.id, username: member.username, type: input.type, affiliateCode, temporaryPassword };
}
