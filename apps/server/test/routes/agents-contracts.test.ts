import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContracts } from '../../src/db/schema';
import { runContractJobs } from '../../src/modules/agents/settlement';
import { accountsClient, freshIp, roleTokens } from '../accounts-support';
import { type Account, ANY_RATE, allowMaxRates, contractsFixture, DAY, onUtcClock } from '../agent-contracts-support';
import { buildTestApp, type TestApp } from '../helper';

const CONTRACT_CALLS = [
  'agentContracts',
  'agentContractDetail',
  'offerContract',
  'respondContract',
  'terminateContract',
  'dividendRequest',
  'dailySalaryContract',
  'hourlySalaryContract',
  'realTimeSalaryContract',
] as const;
const salary = (rateBp: number, more: Record<string, unknown> = {}) => ({ rateBp, ...more });

let app: TestApp;
let fx: ReturnType<typeof contractsFixture>;
beforeAll(async () => {
  app = await buildTestApp();
  await onUtcClock(app);
  fx = contractsFixture(app);
  // these tests' top agents offer up to 9%: the brand allows it (the maximum itself: agents-contracts-budget.test.ts)
  await allowMaxRates(app, ANY_RATE);
});

describe('who may call the contract calls', () => {
  it('refuses visitors, members and trial accounts, admits every agent type', async () => {
    const tokens = await roleTokens(app);
    const api = accountsClient(app, { ip: freshIp() });
    for (const name of CONTRACT_CALLS) {
      const visitor = await api.call(name, { query: { id: '1' }, body: {} });
      expect([name, visitor.status, visitor.body.code]).toEqual([name, 401, 'NOT_LOGGED_IN']);
      const member = await api.call(name, { token: tokens.member, query: { id: '1' }, body: {} });
      expect([name, member.status, member.body.code]).toEqual([name, 403, 'FORBIDDEN']);
      const trial = await api.call(name, { token: tokens.trial, query: { id: '1' }, body: {} });
      expect([name, trial.status, trial.body.code]).toEqual([name, 403, 'TRIAL_ACCOUNT']);
    }
    for (const type of [1, 2, 41, 42]) {
      const agent = await fx.account(type, null);
      expect((await agent.call('agentContracts')).body).toMatchObject({ code: 'OK', value: { list: [], total: 0 } });
      expect((await agent.call('dailySalaryContract', { body: {} })).body).toMatchObject({ code: 'OK', value: { kind: 'daily_salary', contracts: [], pendingOffers: [] } });
    }
  });

  it('answers NOT_FOUND to an agent that is not a party, and FORBIDDEN to offers outside the direct downline', async () => {
    const upline = await fx.account(1, null);
    const down = await fx.account(2, upline);
    const deeper = await fx.account(41, down);
    const playerBelow = await fx.account(0, upline);
    const stranger = await fx.account(42, null);
    const offered = await fx.offer(upline, down, 'daily_salary', salary(100));
    for (const [name, input] of [
      ['agentContractDetail', { query: { id: String(offered.id) } }],
      ['respondContract', { body: { id: offered.id, action: 'accept' } }],
      ['terminateContract', { body: { id: offered.id } }],
      ['dailySalaryContract', { body: { contractId: offered.id } }],
    ] as const) {
      const res = await stranger.call(name, input);
      expect([name, res.status, res.body.code]).toEqual([name, 404, 'NOT_FOUND']);
    }
    expect((await stranger.call('agentContracts')).body.value.total).toBe(0);
    // the offering upline cannot answer its own offer
    expect((await upline.call('respondContract', { body: { id: offered.id, action: 'accept' } })).body.code).toBe('FORBIDDEN');
    for (const [target, reason] of [
      [deeper.username, 'not_direct_downline'],
      [stranger.username, 'not_direct_downline'],
      [upline.username, 'not_direct_downline'],
      ['nobody-here', 'not_direct_downline'],
      [playerBelow.username, 'not_an_agent'],
    ] as const) {
      const res = await upline.call('offerContract', { body: { downline: target, kind: 'daily_salary', terms: salary(100) } });
      expect([target, res.status, res.body.code, res.body.value?.reason]).toEqual([target, 403, 'FORBIDDEN', reason]);
    }
    // a downline cannot offer to its upline either
    expect((await down.call('offerContract', { body: { downline: upline.username, kind: 'daily_salary', terms: salary(100) } })).body.code).toBe('FORBIDDEN');
  });

  it('checks the terms of each kind', async () => {
    const upline = await fx.account(1, null);
    const down = await fx.account(2, upline);
    const bad = [
      { kind: 'dividend', terms: salary(100) },
      { kind: 'daily_salary', terms: salary(100, { period: 'weekly' }) },
      { kind: 'daily_salary', terms: salary(100, { hourlyBetMinor: 100 }) },
      { kind: 'hourly_salary', terms: salary(100, { dailyBetMinor: 100 }) },
      { kind: 'dividend', terms: salary(100, { period: 'monthly', dailyBetMinor: 100 }) },
      { kind: 'daily_salary', terms: salary(0) },
      { kind: 'daily_salary', terms: salary(10_001) },
      { kind: 'daily_salary', terms: salary(100), startAt: Date.now() + DAY, endAt: Date.now() },
      { kind: 'daily_salary', terms: salary(100), endAt: Date.now() - 1000 },
    ];
    for (const body of bad) {
      const res = await upline.call('offerContract', { body: { downline: down.username, ...body } });
      expect([JSON.stringify(body), res.body.code]).toEqual([JSON.stringify(body), 'VALIDATION_ERROR']);
    }
    const ok = await upline.call('offerContract', {
      body: { downline: down.username, kind: 'real_time_salary', terms: salary(75, { dailyBetMinor: 100, hourlyBetMinor: 50, minActiveMembers: 2, minProfitLossMinor: -500 }) },
    });
    expect(ok.body.value).toMatchObject({
      state: 'offered',
      role: 'upline',
      terms: { rateBp: 75, minValidBetMinor: 0, minProfitLossMinor: -500, minActiveMembers: 2, dailyBetMinor: 100, hourlyBetMinor: 50, period: null },
    });
  });
});

describe('kinds the brand switched off', () => {
  it('take no new offers and show no page, while the other kinds work', async () => {
    const upline = await fx.account(1, null);
    const down = await fx.account(2, upline);
    const flags = app.brands.byId('demo')!.flags;
    flags.HOURSAL3 = false;
    try {
      const refused = await upline.call('offerContract', { body: { downline: down.username, kind: 'hourly_salary', terms: salary(100) } });
      expect(refused.body).toMatchObject({ code: 'OPERATION_NOT_ALLOWED', value: { feature: 'HOURSAL3' } });
      expect((await down.call('hourlySalaryContract', { body: {} })).body.code).toBe('OPERATION_NOT_ALLOWED');
      expect((await down.call('dailySalaryContract', { body: {} })).body.code).toBe('OK');
      await fx.offer(upline, down, 'daily_salary', salary(100));
    } finally {
      flags.HOURSAL3 = true;
    }
  });
});

describe('the contract state machine', () => {
  let upline: Account;
  let down: Account;
  beforeAll(async () => {
    upline = await fx.account(1, null);
    down = await fx.account(2, upline);
  });

  it('offers, rejects, accepts, terminates, each change in the history and told to both sides', async () => {
    const first = await fx.offer(upline, down, 'daily_salary', salary(200, { minValidBetMinor: 1000_00 }), { requestId: 'offer-state-0001' });
    // a retry with the same requestId answers the first offer
    expect((await fx.offer(upline, down, 'daily_salary', salary(200), { requestId: 'offer-state-0001' })).id).toBe(first.id);
    const seen = await down.call('agentContractDetail', { query: { id: String(first.id) } });
    expect(seen.body.value).toMatchObject({ state: 'offered', role: 'downline', upline: { account: upline.username }, actions: { accept: true, reject: true, terminate: false } });
    expect((await fx.messages(down.id, 'contract_offered'))[0]).toMatchObject({ params: { side: 'downline', counterpart: upline.username, rate: '2', kind: 'daily_salary' } });
    expect((await fx.messages(upline.id, 'contract_offered'))[0]!.content).toBe(`You offered ${down.username} a daily salary contract at 2%.`);

    const rejected = await down.call('respondContract', { body: { id: first.id, action: 'reject' } });
    expect(rejected.body.value.contract).toMatchObject({ state: 'rejected', actions: { accept: false, terminate: false } });
    expect((await down.call('respondContract', { body: { id: first.id, action: 'accept' } })).body).toMatchObject({ code: 'INVALID_STATE', value: { state: 'rejected' } });
    expect(await fx.messages(upline.id, 'contract_rejected')).toHaveLength(1);
    expect(await fx.messages(down.id, 'contract_rejected')).toHaveLength(1);

    const second = await fx.offer(upline, down, 'daily_salary', salary(150));
    const accepted = await down.call('respondContract', { body: { id: second.id, action: 'accept' } });
    expect(accepted.body.value).toMatchObject({ contract: { state: 'accepted', actions: { terminate: true } }, terminated: [] });
    expect(accepted.body.value.contract.effectiveAt).toBeGreaterThanOrEqual(accepted.body.value.contract.respondedAt);
    expect(accepted.body.value.contract.currentPeriod).toMatchObject({ teamValidBetMinor: 0, activeMembers: 0, amountMinor: 0 });
    expect((await fx.messages(upline.id, 'contract_accepted'))[0]!.content).toBe(`${down.username} accepted your daily salary contract at 1.5%.`);

    // one accepted contract per kind and pair: a further offer can be made but not accepted while this one stands
    const third = await fx.offer(upline, down, 'daily_salary', salary(120));
    expect((await down.call('respondContract', { body: { id: third.id, action: 'accept' } })).body).toMatchObject({ code: 'CONTRACT_EXISTS', value: { contractId: second.id } });

    const ended = await down.call('terminateContract', { body: { id: second.id, reason: 'moving on' } });
    expect(ended.body.value.contract).toMatchObject({ state: 'terminated', endReason: 'terminated_by_downline' });
    expect((await upline.call('terminateContract', { body: { id: second.id } })).body).toMatchObject({ code: 'INVALID_STATE', value: { state: 'terminated' } });
    expect((await fx.messages(upline.id, 'contract_terminated'))[0]!.content).toBe(`${down.username} terminated your daily salary contract at 1.5%.`);
    expect((await fx.messages(down.id, 'contract_terminated'))[0]!.params).toMatchObject({ by: 'you', side: 'downline' });

    const detail = await upline.call('agentContractDetail', { query: { id: String(second.id) } });
    expect(detail.body.value.history.map((h: { from: string | null; to: string; by: string; reason: string | null }) => [h.from, h.to, h.by, h.reason])).toEqual([
      [null, 'offered', 'upline', null],
      ['offered', 'accepted', 'downline', null],
      ['accepted', 'terminated', 'downline', 'moving on'],
    ]);
    // now the waiting offer can be accepted
    expect((await down.call('respondContract', { body: { id: third.id, action: 'accept' } })).body.value.contract.state).toBe('accepted');
    const mine = await down.call('agentContracts', { query: { role: 'downline', state: 'accepted' } });
    expect(mine.body.value.list.map((c: { id: number }) => c.id)).toEqual([third.id]);
    const listed = await upline.call('agentContracts', { query: { kind: 'daily_salary', pageSize: '2' } });
    expect(listed.body.value).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
  });

  it('finishes a contract at its end date (the job), telling both sides', async () => {
    const endAt = Date.now() + 5 * DAY;
    const id = await fx.contract(upline, down, 'hourly_salary', salary(100), { endAt });
    await runContractJobs(fx.db, app.brands, new Date(endAt - 1000), []);
    expect((await fx.contractRow(id)).state).toBe('accepted');
    await runContractJobs(fx.db, app.brands, new Date(endAt + 1000), []);
    expect(await fx.contractRow(id)).toMatchObject({ state: 'finished', endReason: 'end_date', endedAt: new Date(endAt) });
    expect((await fx.messages(down.id, 'contract_finished')).length).toBe(1);
    expect((await fx.messages(upline.id, 'contract_finished')).length).toBe(1);
    const history = (await down.call('agentContractDetail', { query: { id: String(id) } })).body.value.history;
    expect(history.at(-1)).toMatchObject({ from: 'accepted', to: 'finished', by: 'system', reason: 'end_date' });
  });
});

describe('the lower-rate rule', () => {
  it('terminates the downline contract at a higher rate when a lower one is accepted, with the consent shown first', async () => {
    const top = await fx.account(1, null);
    const mid = await fx.account(2, top);
    const low = await fx.account(41, mid);
    const equal = await fx.account(42, mid);
    const waiting = await fx.account(1, mid);
    const old = await fx.contract(top, mid, 'hourly_salary', salary(300));
    // rates only go down a chain
    expect((await mid.call('offerContract', { body: { downline: low.username, kind: 'hourly_salary', terms: salary(350) } })).body).toMatchObject({
      code: 'CONTRACT_RATE_TOO_HIGH',
      value: { maxRateBp: 300 },
    });
    const victim = await fx.contract(mid, low, 'hourly_salary', salary(250));
    const kept = await fx.contract(mid, equal, 'hourly_salary', salary(200));
    const pending = await fx.offer(mid, waiting, 'hourly_salary', salary(250));
    // another kind is not touched
    const otherKind = await fx.contract(mid, low, 'daily_salary', salary(900));

    await top.call('terminateContract', { body: { id: old } });
    const lower = await fx.offer(top, mid, 'hourly_salary', salary(200));
    // the offer's answer already says what accepting it ends
    expect(lower.terminatesOnAccept).toEqual([{ id: victim, downline: low.username, rateBp: 250 }]);
    const consent = await mid.call('agentContractDetail', { query: { id: String(lower.id) } });
    expect(consent.body.value.terminatesOnAccept).toEqual([{ id: victim, downline: low.username, rateBp: 250 }]);
    const accepted = await mid.call('respondContract', { body: { id: lower.id, action: 'accept' } });
    expect(accepted.body.value.terminated).toEqual([{ id: victim, downline: low.username, rateBp: 250 }]);
    expect(await fx.contractRow(victim)).toMatchObject({ state: 'terminated', endReason: 'upline_rate_lowered' });
    expect((await fx.contractRow(kept)).state).toBe('accepted');
    expect((await fx.contractRow(otherKind)).state).toBe('accepted');
    const history = (await low.call('agentContractDetail', { query: { id: String(victim) } })).body.value.history;
    expect(history.at(-1)).toMatchObject({ from: 'accepted', to: 'terminated', by: 'system', reason: 'upline_rate_lowered:200' });
    // both sides of the terminated contract are told why
    expect((await fx.messages(low.id, 'contract_terminated'))[0]).toMatchObject({
      params: { by: 'rule', side: 'downline', counterpart: mid.username, rate: '2.5', lowerRate: '2' },
    });
    expect((await fx.messages(mid.id, 'contract_terminated')).filter((m) => m.params.by === 'rule')).toHaveLength(1);
    expect((await fx.messages(low.id, 'contract_terminated'))[0]!.content).toContain('now 2%');
    // the offer made before the lowering cannot be accepted above the new rate
    expect((await waiting.call('respondContract', { body: { id: pending.id, action: 'accept' } })).body).toMatchObject({ code: 'CONTRACT_RATE_TOO_HIGH', value: { maxRateBp: 200 } });
  });
});

describe('concurrency', () => {
  it('accepts one contract per kind and pair under 40 simultaneous acceptances', async () => {
    const upline = await fx.account(1, null);
    const down = await fx.account(2, upline);
    const offers = [];
    for (let i = 0; i < 40; i++) offers.push(await fx.offer(upline, down, 'real_time_salary', salary(10 + i)));
    const answers = await Promise.all(offers.map((o) => down.call('respondContract', { body: { id: o.id, action: 'accept' } })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CONTRACT_EXISTS')).toHaveLength(39);
    const accepted = await fx.db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, down.id), eq(agentContracts.state, 'accepted')));
    expect(accepted).toHaveLength(1);
  });

  it('accepts one offer once under 40 simultaneous answers', async () => {
    const upline = await fx.account(1, null);
    const down = await fx.account(2, upline);
    const offered = await fx.offer(upline, down, 'dividend', { rateBp: 500, period: 'weekly' });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => down.call('respondContract', { body: { id: offered.id, action: i % 2 ? 'accept' : 'reject' } })));
    expect(answers.filter((a) => a.body.code === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'INVALID_STATE')).toHaveLength(39);
    const events = (await down.call('agentContractDetail', { query: { id: String(offered.id) } })).body.value.history;
    expect(events).toHaveLength(2);
  });
});

describe('the consolidated contract flags', () => {
  it('are true for both parties of an accepted contract of the kind, false otherwise', async () => {
    const upline = await fx.account(1, null);
    const down = await fx.account(2, upline);
    const other = await fx.account(41, upline);
    const flags = async (a: Account) => {
      const { salary: s, dividend, hourlySalary, realTimeSalary } = (await a.call('consolidated')).body.value;
      return { salary: s, dividend, hourlySalary, realTimeSalary };
    };
    const none = { salary: false, dividend: false, hourlySalary: false, realTimeSalary: false };
    expect(await flags(down)).toEqual(none);
    const daily = await fx.contract(upline, down, 'daily_salary', salary(100));
    await fx.contract(upline, other, 'dividend', { rateBp: 100, period: 'monthly' });
    await fx.offer(upline, down, 'hourly_salary', salary(100));
    expect(await flags(down)).toEqual({ ...none, salary: true });
    expect(await flags(other)).toEqual({ ...none, dividend: true });
    expect(await flags(upline)).toEqual({ ...none, salary: true, dividend: true });
    await upline.call('terminateContract', { body: { id: daily } });
    expect(await flags(down)).toEqual(none);
    expect(await flags(upline)).toEqual({ ...none, dividend: true });
  });
});
