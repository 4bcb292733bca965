import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContractSettlements, operatorAudit } from '../../src/db/schema';
import { runContractJobs } from '../../src/modules/agents/settlement';
import { percentToBp } from '../../src/admin-contract-commands';
import { DEFAULT_MAX_RATES } from '../../src/modules/agents/contracts-settings';
import { type Account, allowMaxRates, contractsFixture, HOUR, MINUTE, setMaxRates, utcDay, onUtcClock } from '../agent-contracts-support';
import { buildTestApp, testOperatorKey, type TestApp } from '../helper';
import { operatorsClient } from '../operators-support';
import { TEST_ACTOR } from '../promotions-support';
import { expectLedgerConsistent, walletBalances } from '../wallet-support';

/*
 * Issue 27: agent pay comes from a budget. The brand's maximum rate of a kind is the top agent's rate; each level
 * offers at most its own; each contract is paid only the difference between its rate and the rate given further down
 * on the same bets; a contract's team never includes the agent it pays.
 */

let app: TestApp;
let fx: ReturnType<typeof contractsFixture>;
beforeAll(async () => {
  app = await buildTestApp();
  await onUtcClock(app);
  fx = contractsFixture(app);
  // this file's figures: every salary kind's maximum at 2% and dividends at 30% (the defaults are lower: the reward
  // budget leaves agents 1.5% of salaries in all and 20% of dividends, docs/promotions.md)
  await allowMaxRates(app, TEST_MAX_RATES);
});

const TEST_MAX_RATES = { dividend: 3000, daily_salary: 200, hourly_salary: 200, real_time_salary: 200 };

const at = (ms: number) => new Date(ms);

/** A chain of agents: chain[0] is a top agent (no upline), each next one the direct downline of the one before. */
async function chainOf(depth: number) {
  const chain: Account[] = [await fx.account(1, null)];
  for (let i = 1; i <= depth; i++) chain.push(await fx.account(2, chain[i - 1]!));
  return chain;
}

/** Offers (and has accepted) a contract from each level to the next at the given rates. */
async function contractsDown(chain: Account[], kind: string, rates: number[], startAt: number, terms: Record<string, unknown> = {}) {
  const ids: number[] = [];
  for (const [i, rateBp] of rates.entries()) ids.push(await fx.contract(chain[i]!, chain[i + 1]!, kind, { rateBp, ...terms }, { startAt }));
  return ids;
}

async function paidOf(ids: number[]) {
  const rows = await fx.db.select().from(agentContractSettlements).where(inArray(agentContractSettlements.contractId, ids));
  const byContract = ids.map((id) => rows.filter((r) => r.contractId === id).reduce((sum, r) => sum + (r.status === 'paid' ? r.amountMinor : 0), 0));
  return { byContract, total: byContract.reduce((a, b) => a + b, 0), rows };
}

describe('the brand maximum is the top agent rate', () => {
  it('refuses the abuser: a top agent offering 100% real-time salary, and any level above its own rate', async () => {
    const [top, sub, puppet] = await chainOf(2);
    expect(DEFAULT_MAX_RATES.real_time_salary).toBeLessThan(TEST_MAX_RATES.real_time_salary);
    const greedy = await top!.call('offerContract', { body: { downline: sub!.username, kind: 'real_time_salary', terms: { rateBp: 10_000 } } });
    expect(greedy.body).toMatchObject({ code: 'CONTRACT_RATE_TOO_HIGH', value: { maxRateBp: 200 } });
    // (from a far day: the settlement runs below do not walk this file's other real-time contracts' periods)
    await fx.contract(top!, sub!, 'real_time_salary', { rateBp: 150 }, { startAt: utcDay(200).getTime() });
    const above = await sub!.call('offerContract', { body: { downline: puppet!.username, kind: 'real_time_salary', terms: { rateBp: 151 } } });
    expect(above.body).toMatchObject({ code: 'CONTRACT_RATE_TOO_HIGH', value: { maxRateBp: 150 } });
    // the offer form's maximum comes with the page: the brand's for the top agent, its own rate for the sub-agent
    expect((await top!.call('realTimeSalaryContract', { body: {} })).body.value.offerRateCapBp).toBe(200);
    expect((await sub!.call('realTimeSalaryContract', { body: {} })).body.value.offerRateCapBp).toBe(150);
    expect((await puppet!.call('realTimeSalaryContract', { body: {} })).body.value.offerRateCapBp).toBe(200);
  });

  it('a chain of 5 levels, each offering its maximum to the next: 1,000.00 of turnover at the bottom costs the house 2% in all', async () => {
    const chain = await chainOf(5);
    const start = utcDay(40).getTime() + 9 * HOUR;
    const ids = await contractsDown(chain, 'real_time_salary', [200, 200, 200, 200, 200], start);
    const member = await fx.player(chain[5]!);
    // the team won 10.20 on 1,000.00 of valid bet
    await fx.bet(member.id, 600_00, 589_80, at(start + MINUTE));
    await fx.bet(member.id, 400_00, 400_00, at(start + 2 * MINUTE));
    await runContractJobs(fx.db, app.brands, at(start + 5 * MINUTE + 1000), ['real_time_salary']);
    const paid = await paidOf(ids);
    // every level gave away all it had: only the bottom contract is paid, the house pays 2% of 1,000.00 once
    expect(paid.byContract).toEqual([0, 0, 0, 0, 2000]);
    expect(paid.total).toBe(2000);
    expect(paid.rows.map((r) => r.teamValidBetMinor)).toEqual([1000_00, 1000_00, 1000_00, 1000_00, 1000_00]);
    for (const [i, agent] of chain.slice(1).entries()) expect((await walletBalances(app, agent.id)).MAIN ?? 0).toBe(paid.byContract[i]);
    await expectLedgerConsistent(app);
  });

  it('a chain of 5 levels at falling rates splits the top rate by level: each keeps its rate minus what it gives', async () => {
    const chain = await chainOf(5);
    const start = utcDay(40).getTime() + 10 * HOUR;
    const ids = await contractsDown(chain, 'real_time_salary', [200, 160, 120, 80, 40], start);
    const member = await fx.player(chain[5]!);
    await fx.bet(member.id, 1000_00, 989_80, at(start + MINUTE));
    // an agent's own bet counts for the contracts above it, never its own: chain[3]'s 100.00 pays chain[2] the whole
    // 1.6% it is given (nothing is given further down on that bet) and chain[1] its 2% - 1.6%
    await fx.bet(chain[3]!.id, 100_00, 0, at(start + 2 * MINUTE));
    await runContractJobs(fx.db, app.brands, at(start + 5 * MINUTE + 1000), ['real_time_salary']);
    const paid = await paidOf(ids);
    expect(paid.byContract).toEqual([400 + 40, 400 + 160, 400, 400, 400]);
    // 2% of 1,100.00: the top rate on every bet, whatever the depth
    expect(paid.total).toBe(2200);
  });
});

describe('the puppet sub-agent', () => {
  it("never earns on its own bets, and on its team's bets only what its upline gives away", async () => {
    const [top, sub, puppet] = await chainOf(2);
    const day = utcDay(41).getTime();
    const [toSub, toPuppet] = await contractsDown([top!, sub!, puppet!], 'daily_salary', [200, 200], day);
    // the puppet plays 1,000.00 itself: nothing for its own contract; its upline's contract counts it at the full 2%
    await fx.bet(puppet!.id, 1000_00, 989_80, at(day + HOUR));
    await runContractJobs(fx.db, app.brands, at(day + 24 * HOUR + MINUTE), ['daily_salary']);
    let paid = await paidOf([toSub!, toPuppet!]);
    expect(paid.byContract).toEqual([2000, 0]);
    expect(paid.rows.find((r) => r.contractId === toPuppet)).toBeUndefined();
    // a member under the puppet plays 1,000.00: the sub-agent gave the puppet all its 2%, so it keeps nothing of it
    const member = await fx.player(puppet!);
    await fx.bet(member.id, 1000_00, 989_80, at(day + 24 * HOUR + HOUR));
    await runContractJobs(fx.db, app.brands, at(day + 48 * HOUR + MINUTE), ['daily_salary']);
    paid = await paidOf([toSub!, toPuppet!]);
    expect(paid.byContract).toEqual([2000, 2000]);
    expect(paid.total).toBe(2 * 2000);
    expect((await walletBalances(app, puppet!.id)).MAIN).toBe(989_80 + 2000);
  });

  it('a level that gives no contract leaves no gap: the budget is the highest rate on the way down', async () => {
    // the top gives sub 2%; sub registers a puppet and gives it nothing, so the puppet (no contract of its own) may
    // offer its own downline the brand's 2%: the bets below it cost the house 2%, not 4%
    const [top, sub, puppet, pawn] = await chainOf(3);
    const day = utcDay(45).getTime();
    const [toSub] = await contractsDown([top!, sub!], 'daily_salary', [200], day);
    const [toPawn] = await contractsDown([puppet!, pawn!], 'daily_salary', [200], day);
    const member = await fx.player(pawn!);
    await fx.bet(member.id, 1000_00, 0, at(day + HOUR));
    await runContractJobs(fx.db, app.brands, at(day + 24 * HOUR + MINUTE), ['daily_salary']);
    expect((await paidOf([toSub!, toPawn!])).byContract).toEqual([0, 2000]);
  });
});

describe('the worked example of docs/agent-contracts.md', () => {
  it('pays 7.50, 17.50 and 5.00: 2% of the 1,500.00 played below the top agent', async () => {
    const [top, a, b, c] = await chainOf(3);
    const day = utcDay(46).getTime();
    const ids = await contractsDown([top!, a!, b!, c!], 'daily_salary', [200, 150, 50], day);
    const [m, n] = [await fx.player(c!), await fx.player(b!)];
    await fx.bet(m.id, 1000_00, 0, at(day + HOUR));
    await fx.bet(n.id, 400_00, 0, at(day + HOUR));
    await fx.bet(c!.id, 100_00, 0, at(day + HOUR));
    await runContractJobs(fx.db, app.brands, at(day + 24 * HOUR + MINUTE), ['daily_salary']);
    const paid = await paidOf(ids);
    expect(paid.byContract).toEqual([7_50, 17_50, 5_00]);
    expect(paid.total).toBe(30_00);
  });
});

describe('dividends in a chain', () => {
  it('never cost more than the top rate of the team result, each level paid its rate minus what it gives on the same bets', async () => {
    const chain = await chainOf(3);
    const day = utcDay(42).getTime();
    const ids = await contractsDown(chain, 'dividend', [3000, 2000, 1000], day, { period: 'daily' });
    const [m1, m2, m3] = [await fx.player(chain[1]!), await fx.player(chain[2]!), await fx.player(chain[3]!)];
    await fx.bet(m1.id, 100_00, 0, at(day + HOUR)); // under chain[1]: 30%
    await fx.bet(m2.id, 200_00, 0, at(day + HOUR)); // under chain[2]: 30% - 20%, 20%
    await fx.bet(chain[3]!.id, 50_00, 0, at(day + HOUR)); // chain[3] itself: 30% - 20%, 20%, not its own
    await fx.bet(m3.id, 400_00, 0, at(day + HOUR)); // under chain[3]: 30% - 20%, 20% - 10%, 10%
    await runContractJobs(fx.db, app.brands, at(day + 24 * HOUR + MINUTE), ['daily_dividend']);
    const paid = await paidOf(ids);
    expect(paid.rows.map((r) => r.teamProfitLossMinor).sort((a, b) => a - b)).toEqual([400_00, 650_00, 750_00]);
    expect(paid.byContract).toEqual([30_00 + 20_00 + 5_00 + 40_00, 40_00 + 10_00 + 40_00, 40_00]);
    // 30% of the 750.00 the team lost, exactly
    expect(paid.total).toBe(225_00);
    await expectLedgerConsistent(app);
  });

  it('a level whose part of the team won is not paid, and its win is netted against the levels above it', async () => {
    const chain = await chainOf(2);
    const day = utcDay(43).getTime();
    const ids = await contractsDown(chain, 'dividend', [3000, 2000], day, { period: 'daily' });
    const [m1, m2] = [await fx.player(chain[1]!), await fx.player(chain[2]!)];
    await fx.bet(m1.id, 1000_00, 0, at(day + HOUR)); // lost 1,000.00 under chain[1]
    await fx.bet(m2.id, 100_00, 500_00, at(day + HOUR)); // won 400.00 under chain[2]
    await runContractJobs(fx.db, app.brands, at(day + 24 * HOUR + MINUTE), ['daily_dividend']);
    const paid = await paidOf(ids);
    // chain[2]'s team won: nothing (a dividend is never negative); its differential share alone would leave the top
    // contract 30% of 1,000.00 - (30% - 20%) of 400.00 = 260.00, but netted with the win the whole chain costs the top
    // rate of the team's net result: 30% of 600.00 (agent-dividend-netting.test.ts)
    expect(paid.byContract).toEqual([180_00, 0]);
    expect(paid.total).toBe(0.3 * 600_00);
  });
});

describe('the operator', () => {
  it('shows and sets the maximum per kind, audited; a lower maximum caps accepted contracts at settlement', async () => {
    const [top, sub] = await chainOf(1);
    const day = utcDay(44).getTime();
    const [id] = await contractsDown([top!, sub!], 'hourly_salary', [200], day);
    const member = await fx.player(sub!);
    const set = await setMaxRates(app, { hourly_salary: 50 });
    expect(set).toMatchObject({ brandId: 'demo', payer: 'house', maxRateBp: { hourly_salary: 50, daily_salary: 200, dividend: 3000 } });
    expect(set.capped).toContainEqual({ kind: 'hourly_salary', id, downline: sub!.username, rateBp: 200 });
    const [audit] = await fx.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'contract_max_rate'), eq(operatorAudit.target, 'brand:demo')));
    expect(audit).toMatchObject({ actor: TEST_ACTOR, detail: { kind: 'hourly_salary', fromRateBp: 200, rateBp: 50 } });
    expect((audit!.detail as { cappedContracts: number[] }).cappedContracts).toContain(id);
    // offers above the new maximum are refused; the contract on record keeps its rate, paid at the maximum
    expect((await top!.call('offerContract', { body: { downline: sub!.username, kind: 'hourly_salary', terms: { rateBp: 51 } } })).body.code).toBe('CONTRACT_RATE_TOO_HIGH');
    await fx.bet(member.id, 1000_00, 0, at(day + 10 * MINUTE));
    await runContractJobs(fx.db, app.brands, at(day + HOUR + MINUTE), ['hourly_salary']);
    const paid = await paidOf([id!]);
    expect(paid.rows).toMatchObject([{ rateBp: 50, amountMinor: 500, status: 'paid' }]);
    expect((await fx.contractRow(id!)).rateBp).toBe(200);
    const invalid = await operatorsClient(app).call('operatorSetContractSettings', { token: testOperatorKey, body: { brandId: 'demo', maxRateBp: { dividend: 0 } } });
    expect(invalid.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'maxRateBp.dividend' } });
    await allowMaxRates(app, { hourly_salary: TEST_MAX_RATES.hourly_salary });
  });

  it('the CLI takes the rate as a percent', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('100')).toBe(10_000);
    for (const bad of ['0', '100.01', '1.555', '-1', 'x', undefined]) expect(percentToBp(bad)).toBeNull();
  });
});
