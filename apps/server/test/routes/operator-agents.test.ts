/**
 * A brand's agents in the back office (issue 29): the downline transfer limits (the report offset read only), every
 * agent contract with what its settlements paid, an operator's termination (both parties told, the contract's history
 * and the audit trail name it), and what the house paid agents. Reading needs dashboard.read, changing agents.write.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContractEvents, agentContracts, agentContractSettlements, agentDownline, agentTeamDaily, members, operatorAudit } from '../../src/db/schema';
import { runContractJobs } from '../../src/modules/agents/settlement';
import { rollUpTeamFigures } from '../../src/modules/agents/team-figures';
import { ANY_RATE, allowHousePayer, allowMaxRates, contractsFixture, DAY, HOUR, MINUTE, onUtcClock, utcDay } from '../agent-contracts-support';
import { freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp();
// the amendments below are written in UTC days
await onUtcClock(app);
const db = app.database.db;
const ops = operatorsClient(app);
const fx = contractsFixture(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
  await allowMaxRates(app, ANY_RATE);
});

describe('downline transfer limits', () => {
  it('changes the limits the agent centre applies, audited; refuses them the wrong way round and without agents.write', async () => {
    const before = await ops.call('operatorAgentRules', { token: tokens.finance, query: { brandId: 'demo' } });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const limits = { transferMinMinor: 500, transferMaxMinor: 20_000, transferDailyMaxMinor: 100_000 };
    const set = await ops.call('operatorSetAgentTransferLimits', { token: tokens.finance, body: { brandId: 'demo', ...limits } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.value).toEqual({ brandId: 'demo', timeZone: 'UTC', ...limits });
    // the agent centre reads them at once
    const agent = await fx.account(1, null);
    const seen = await agent.call('downlineTransferLimits');
    expect([seen.body.value.minMinor, seen.body.value.maxMinor, seen.body.value.dailyMaxMinor]).toEqual([500, 20_000, 100_000]);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'agent-transfer-limits.set'));
    expect([audit?.actor, audit?.brandId, (audit?.detail as { after: unknown }).after]).toEqual(['finance1', 'demo', limits]);

    const upsideDown = await ops.call('operatorSetAgentTransferLimits', { token: tokens.finance, body: { brandId: 'demo', transferMinMinor: 30_000, transferMaxMinor: 20_000, transferDailyMaxMinor: 100_000 } });
    expect([upsideDown.status, upsideDown.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const marketing = await ops.call('operatorSetAgentTransferLimits', { token: tokens.marketing, body: { brandId: 'demo', ...limits } });
    expect([marketing.status, marketing.body.value]).toEqual([403, { permission: 'agents.write' }]);
  });
});

describe('agent contracts', () => {
  it('lists the brand’s contracts with their parties, and an operator terminates one: both told, history and audit name it', async () => {
    const upline = await fx.account(1, null);
    const downline = await fx.account(2, upline);
    const id = await fx.contract(upline, downline, 'daily_salary', { rateBp: 100 });
    const listed = await ops.call('operatorAgentContracts', { token: tokens.finance, query: { brandId: 'demo', state: 'accepted' } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.value.list.find((c: { id: number }) => c.id === id)).toMatchObject({ kind: 'daily_salary', state: 'accepted', rateBp: 100, upline: upline.username, downline: downline.username, paidCount: 0, paidMinor: 0 });
    expect(Array.isArray(listed.body.value.housePaid)).toBe(true);

    const ended = await ops.call('operatorTerminateAgentContract', { token: tokens.finance, body: { id, reason: 'Agent left the brand' } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.value).toMatchObject({ id, state: 'terminated', endReason: 'terminated_by_operator' });
    const events = await db.select().from(agentContractEvents).where(eq(agentContractEvents.contractId, id));
    expect(events.at(-1)).toMatchObject({ fromState: 'accepted', toState: 'terminated', actorRole: 'operator', actorId: null, reason: 'Agent left the brand' });
    for (const party of [upline, downline]) expect((await fx.messages(party.id, 'contract_terminated')).at(-1)?.content).toMatch(/The operator terminated/);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.target, `agent-contract:${id}`));
    expect([audit?.actor, audit?.action]).toEqual(['finance1', 'agent-contract.terminate']);
    // the parties' own view of the contract shows who ended it
    const detail = await upline.call('agentContractDetail', { query: { id: String(id) } });
    expect(detail.body.value.history.at(-1)).toMatchObject({ to: 'terminated', by: 'operator' });

    // once ended, it cannot be ended again
    const again = await ops.call('operatorTerminateAgentContract', { token: tokens.finance, body: { id, reason: 'twice' } });
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
  });

  it('keeps another brand’s contracts from a brand-limited operator, and the marketing role from terminating', async () => {
    const upline = await fx.account(1, null);
    const downline = await fx.account(2, upline);
    const id = await fx.contract(upline, downline, 'daily_salary', { rateBp: 100 });
    const tigerOnly = await brandLimitedOperator(app, 'tiger-agents', 'finance', ['tiger']);
    const hidden = await ops.call('operatorTerminateAgentContract', { token: tigerOnly, body: { id, reason: 'not mine' } });
    expect(hidden.body.code).toBe('NOT_FOUND');
    const listed = await ops.call('operatorAgentContracts', { token: tigerOnly, query: { brandId: 'demo' } });
    expect(listed.body.code).toBe('NOT_FOUND');
    const marketing = await ops.call('operatorTerminateAgentContract', { token: tokens.marketing, body: { id, reason: 'x' } });
    expect([marketing.status, marketing.body.value]).toEqual([403, { permission: 'agents.write' }]);
    expect((await fx.contractRow(id)).state).toBe('accepted');
  });
});

describe('amending a contract', () => {
  const paidOf = async (contractId: number) =>
    (await db.select().from(agentContractSettlements).where(eq(agentContractSettlements.contractId, contractId)).orderBy(agentContractSettlements.periodStart)).map((r) => ({
      start: r.periodStart.toISOString(),
      amount: r.amountMinor,
      status: r.status,
    }));

  it('takes effect with the next period: today pays the old rate, tomorrow the new; both parties told; the chain rule follows', async () => {
    await allowHousePayer(app);
    const upline = await fx.account(1, null);
    const downline = await fx.account(2, upline);
    const sub = await fx.account(41, downline);
    const member = await fx.player(downline);
    const today = utcDay(0);
    const tomorrow = utcDay(1);
    const id = await fx.contract(upline, downline, 'daily_salary', { rateBp: 200 });
    const subId = await fx.contract(downline, sub, 'daily_salary', { rateBp: 150 });
    // both in force since the start of today, so today is a whole period of theirs
    await db.update(agentContracts).set({ startAt: today, effectiveAt: today }).where(sql`${agentContracts.id} in (${id}, ${subId})`);

    const amended = await ops.call('operatorAmendAgentContract', { token: tokens.finance, body: { id, rateBp: 100, minActiveMembers: 1, reason: 'Rate review' } });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(amended.body.value).toMatchObject({
      id,
      state: 'accepted',
      rateBp: 200,
      endAt: tomorrow.toISOString(),
      amendment: { rateBp: 100, minActiveMembers: 1, effectiveAt: tomorrow.toISOString(), operator: 'finance1', reason: 'Rate review' },
    });
    for (const party of [upline, downline]) expect((await fx.messages(party.id, 'contract_amended')).at(-1)?.content).toMatch(/it pays 1% instead of 2%, under new conditions/);
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.target, `agent-contract:${id}`), eq(operatorAudit.action, 'agent-contract.amend')));
    expect([audit?.actor, (audit?.detail as { after: { rateBp: number } }).after.rateBp]).toEqual(['finance1', 100]);

    await fx.bet(member.id, 100_00, 0, new Date(today.getTime() + MINUTE));
    await fx.bet(member.id, 100_00, 0, new Date(tomorrow.getTime() + HOUR));
    const run = await runContractJobs(db, app.brands, new Date(tomorrow.getTime() + DAY + MINUTE), ['daily_salary']);
    expect(run.amended).toBe(1);
    const old = await fx.contractRow(id);
    expect([old.state, old.endReason, old.endedAt?.toISOString()]).toEqual(['finished', 'amended', tomorrow.toISOString()]);
    const [successor] = await db.select().from(agentContracts).where(and(eq(agentContracts.downlineId, downline.id), eq(agentContracts.state, 'accepted')));
    expect(successor).toMatchObject({ uplineId: upline.id, kind: 'daily_salary', rateBp: 100, minActiveMembers: 1, endAt: null });
    expect(successor!.effectiveAt?.toISOString()).toBe(tomorrow.toISOString());
    // 2% of today's 100.00 under the old terms, 1% of tomorrow's under the new: no day lost, no day paid twice
    expect(await paidOf(id)).toEqual([{ start: today.toISOString(), amount: 200, status: 'paid' }]);
    expect(await paidOf(successor!.id)).toEqual([{ start: tomorrow.toISOString(), amount: 100, status: 'paid' }]);
    // the downline now earns 1%: its own 1.5% contract with sub cannot stand (the lower-rate rule), ended at the boundary
    expect(await fx.contractRow(subId)).toMatchObject({ state: 'terminated', endReason: 'upline_rate_lowered' });
    expect((await ops.call('operatorAgentContracts', { token: tokens.finance, query: { brandId: 'demo' } })).body.value.list.find((c: { id: number }) => c.id === id)).toMatchObject({ state: 'finished', amendment: null });
  });

  it('refuses a rate above the upline’s own, a contract not in force, a contract ending first, and the marketing role', async () => {
    const upline = await fx.account(1, null);
    const downline = await fx.account(2, upline);
    const sub = await fx.account(41, downline);
    await fx.contract(upline, downline, 'hourly_salary', { rateBp: 200 });
    const subId = await fx.contract(downline, sub, 'hourly_salary', { rateBp: 150 });
    const tooHigh = await ops.call('operatorAmendAgentContract', { token: tokens.finance, body: { id: subId, rateBp: 300, reason: 'More' } });
    expect([tooHigh.status, tooHigh.body.code, tooHigh.body.value]).toEqual([400, 'CONTRACT_RATE_TOO_HIGH', { maxRateBp: 200 }]);
    const marketing = await ops.call('operatorAmendAgentContract', { token: tokens.marketing, body: { id: subId, rateBp: 100, reason: 'x' } });
    expect([marketing.status, marketing.body.value]).toEqual([403, { permission: 'agents.write' }]);
    // a second amendment replaces the first
    await ops.call('operatorAmendAgentContract', { token: tokens.finance, body: { id: subId, rateBp: 120, reason: 'First' } });
    const second = await ops.call('operatorAmendAgentContract', { token: tokens.finance, body: { id: subId, rateBp: 110, reason: 'Second' } });
    expect(second.body.value.amendment).toMatchObject({ rateBp: 110, reason: 'Second' });
    await ops.call('operatorTerminateAgentContract', { token: tokens.finance, body: { id: subId, reason: 'Gone' } });
    const ended = await ops.call('operatorAmendAgentContract', { token: tokens.finance, body: { id: subId, rateBp: 100, reason: 'Late' } });
    expect([ended.status, ended.body.code]).toEqual([409, 'INVALID_STATE']);
    // a monthly dividend ending in a minute has no next period to amend
    const other = await fx.account(2, upline);
    const shortId = await fx.contract(upline, other, 'dividend', { rateBp: 100, period: 'monthly' }, { endAt: Date.now() + MINUTE });
    const short = await ops.call('operatorAmendAgentContract', { token: tokens.finance, body: { id: shortId, rateBp: 50, reason: 'Short' } });
    expect([short.status, short.body.code, short.body.value.reason]).toEqual([409, 'INVALID_STATE', 'ends_before_next_period']);
  });
});

describe('making a player an agent', () => {
  it('makes a player with no upline a top-level agent: the next sign-in opens the agent centre; audited; once only', async () => {
    const w = walletClient(app);
    const player = await w.register();
    expect((await player.call('downlineTransferLimits')).status).toBe(403);
    const made = await ops.call('operatorMakeAgent', { token: tokens.finance, body: { memberId: player.memberId, type: 1 } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.value).toMatchObject({ memberId: player.memberId, username: player.username, type: 1, upline: null, endedSessions: 1 });
    expect(made.body.value.affiliateCode).toMatch(/^[A-Z0-9]+$/);
    // the old session ended; a new sign-in is an agent's
    expect((await player.call('downlineTransferLimits')).body.code).toBe('NOT_LOGGED_IN');
    const again = await w.login(player.username, 'Secret123');
    expect((await again.call('downlineTransferLimits')).status).toBe(200);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.target, `member:${player.memberId}`));
    expect([audit?.actor, audit?.action, audit?.detail]).toEqual(['finance1', 'player.make-agent', { before: { type: 0 }, after: { type: 1 }, upline: null }]);
    const twice = await ops.call('operatorMakeAgent', { token: tokens.finance, body: { memberId: player.memberId, type: 2 } });
    expect([twice.status, twice.body.code]).toEqual([409, 'INVALID_STATE']);
  });

  it('creates a new top-level agent whose first sign-in is the temporary password, shown once, and who must then set their own', async () => {
    const username = `agt${Date.now().toString(36)}`;
    const made = await ops.call('operatorCreateAgent', { token: tokens.finance, body: { brandId: 'demo', username, payeeName: `Agent ${'abcdefghij'.split('').sort(() => Math.random() - 0.5).join('')}`, dateOfBirth: '1985-04-12', type: 1 } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { memberId, temporaryPassword, affiliateCode } = made.body.value as { memberId: number; temporaryPassword: string; affiliateCode: string };
    expect(affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    const [row] = await db.select({ type: members.type, uplineId: members.uplineId }).from(members).where(eq(members.id, memberId));
    expect(row).toEqual({ type: 1, uplineId: null });
    // the temporary password signs in, and the session must set a new password first
    const w = walletClient(app);
    const signIn = await w.api.login(username, temporaryPassword, freshIp());
    expect(signIn.body.code, JSON.stringify(signIn.body)).toBe('OK');
    expect(signIn.body.value.forceChangePassword).toBe(true);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.target, `member:${memberId}`));
    expect([audit?.actor, audit?.action]).toEqual(['finance1', 'agent.create']);
    expect(JSON.stringify(audit?.detail)).not.toContain(temporaryPassword);
    // the brand's rules: a taken username, a date of birth under the pack's age
    const taken = await ops.call('operatorCreateAgent', { token: tokens.finance, body: { brandId: 'demo', username, dateOfBirth: '1985-04-12', type: 1 } });
    expect([taken.status, taken.body.code], JSON.stringify(taken.body)).toEqual([409, 'USERNAME_TAKEN']);
    const young = await ops.call('operatorCreateAgent', { token: tokens.finance, body: { brandId: 'demo', username: `${username}y`, dateOfBirth: `${new Date().getFullYear() - 10}-01-01`, type: 1 } });
    expect([young.status, young.body.value?.field]).toEqual([400, 'dateOfBirth']);
    const marketing = await ops.call('operatorCreateAgent', { token: tokens.marketing, body: { brandId: 'demo', username: `${username}m`, dateOfBirth: '1985-04-12', type: 1 } });
    expect([marketing.status, marketing.body.value]).toEqual([403, { permission: 'agents.write' }]);
  });

  it("makes a player in an agent's team its sub-agent, and refuses a trial account, a bad type and the marketing role", async () => {
    const agent = await fx.account(1, null);
    const { id } = await fx.player(agent);
    const made = await ops.call('operatorMakeAgent', { token: tokens.finance, body: { memberId: id, type: 2 } });
    expect(made.body.value).toMatchObject({ type: 2, upline: agent.username });
    expect((await db.select({ type: members.type }).from(members).where(eq(members.id, id)))[0]?.type).toBe(2);
    const w = walletClient(app);
    const trial = await w.trial();
    const refused = await ops.call('operatorMakeAgent', { token: tokens.finance, body: { memberId: trial.memberId, type: 1 } });
    expect([refused.status, refused.body.code]).toEqual([409, 'INVALID_STATE']);
    const badType = await ops.call('operatorMakeAgent', { token: tokens.finance, body: { memberId: id, type: 3 } });
    expect([badType.status, badType.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const marketing = await ops.call('operatorMakeAgent', { token: tokens.marketing, body: { memberId: trial.memberId, type: 1 } });
    expect([marketing.status, marketing.body.value]).toEqual([403, { permission: 'agents.write' }]);
  });
});

describe('moving a member to another upline', () => {
  const ancestorsOf = async (memberId: number) =>
    (await db.select({ id: agentDownline.ancestorId, depth: agentDownline.depth }).from(agentDownline).where(eq(agentDownline.memberId, memberId))).sort((a, b) => a.depth - b.depth);
  const validBetOf = async (agentId: number) =>
    Number((await db.select({ v: sql<string>`coalesce(sum(${agentTeamDaily.validBetMinor}), 0)` }).from(agentTeamDaily).where(eq(agentTeamDaily.agentId, agentId)))[0]?.v ?? 0);

  it('moves a sub-agent with its downline: the closure follows, past figures stay with the old upline, new ones go to the new; the old contract ends', async () => {
    const oldTop = await fx.account(1, null);
    const newTop = await fx.account(1, null);
    const sub = await fx.account(2, oldTop);
    const player = await fx.player(sub);
    const contractId = await fx.contract(oldTop, sub, 'daily_salary', { rateBp: 100 });
    await fx.bet(player.id, 10_000, 0, new Date(Date.now() - 3_600_000));
    await rollUpTeamFigures(db);
    expect(await validBetOf(oldTop.id)).toBe(10_000);

    const moved = await ops.call('operatorMoveUpline', { token: tokens.finance, body: { memberId: sub.id, upline: newTop.username, reason: 'Team changed hands' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.value).toEqual({ memberId: sub.id, username: sub.username, from: oldTop.username, to: newTop.username, movedDownline: 1, endedContracts: 1 });
    expect(await ancestorsOf(sub.id)).toEqual([{ id: newTop.id, depth: 1 }]);
    expect(await ancestorsOf(player.id)).toEqual([
      { id: sub.id, depth: 1 },
      { id: newTop.id, depth: 2 },
    ]);
    // a bet after the move counts for the new upline's team; the old one keeps what came before
    await fx.bet(player.id, 4_000, 0, new Date());
    await rollUpTeamFigures(db);
    expect([await validBetOf(oldTop.id), await validBetOf(newTop.id)]).toEqual([10_000, 4_000]);
    expect(await fx.contractRow(contractId)).toMatchObject({ state: 'terminated', endReason: 'upline_moved' });

    const history = await ops.call('operatorUplineMoves', { token: tokens.support, query: { memberId: sub.id } });
    expect(history.body.value.list).toEqual([{ at: expect.any(String), from: oldTop.username, to: newTop.username, by: 'finance1', reason: 'Team changed hands' }]);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'player.move-upline'));
    expect([audit?.actor, audit?.target]).toEqual(['finance1', `member:${sub.id}`]);
  });

  it('refuses a move under the member’s own downline, under a player or the same upline, and any other change of upline in the database', async () => {
    const top = await fx.account(1, null);
    const sub = await fx.account(2, top);
    const below = await fx.account(2, sub);
    const player = await fx.player(top);
    const [playerRow] = await db.select({ username: members.username }).from(members).where(eq(members.id, player.id));
    for (const [upline, reason] of [
      [below.username, 'UPLINE_IN_DOWNLINE'],
      [playerRow!.username, 'UPLINE_NOT_AGENT'],
      [top.username, 'SAME_UPLINE'],
    ] as const) {
      const res = await ops.call('operatorMoveUpline', { token: tokens.finance, body: { memberId: sub.id, upline, reason: 'test move' } });
      expect([upline, res.status, res.body.code, res.body.value]).toEqual([upline, 409, 'INVALID_STATE', { reason }]);
    }
    expect(await ancestorsOf(below.id)).toEqual([
      { id: sub.id, depth: 1 },
      { id: top.id, depth: 2 },
    ]);
    // outside a move the upline stays fixed (the closure is built on it)
    const direct = await db
      .update(members)
      .set({ uplineId: null })
      .where(eq(members.id, sub.id))
      .then(() => null, (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
    expect(direct).toMatch(/upline_id cannot change/);
    const marketing = await ops.call('operatorMoveUpline', { token: tokens.marketing, body: { memberId: sub.id, upline: below.username, reason: 'x y z' } });
    expect([marketing.status, marketing.body.value]).toEqual([403, { permission: 'agents.write' }]);
  });
});
