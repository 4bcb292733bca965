import type { CallName } from '@app/contract/calls';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentSettings, bets, members, throttles } from '../../src/db/schema';
import { AppError } from '../../src/lib/app-error';
import { activeMembersBetween, rollUpTeamFigures } from '../../src/modules/agents/team-figures';
import { dateOfDay, dayOf } from '../../src/modules/agents/team-periods';
import { transferToDownline } from '../../src/modules/agents/team-transfer';
import { grantReward } from '../../src/modules/promotions/grants';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { postEntry } from '../../src/modules/wallet/ledger/posting';
import { freshIp, uniquePayeeName } from '../accounts-support';
import { buildTestApp } from '../helper';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;
const AGENT_PASSWORD = 'Agent123!';
const PAY = 'Pay12345';
/** a date of birth the demo brand's pack (MGA: 18 and asked) accepts */
const ADULT = '1990-05-17';

type Session = Awaited<ReturnType<typeof w.login>>;

beforeEach(async () => {
  await db.delete(throttles);
});

async function idOf(username: string) {
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username)));
  return row!.id;
}

/** A sub-agent of `upline` registered through the agent centre, logged in, with a payment password. */
async function newSubAgent(upline: Session, type = 2): Promise<Session> {
  const username = `sa${randomUUID().slice(0, 8)}`;
  const res = await upline.call('registerDownline', { body: { username, password: AGENT_PASSWORD, confirmPassword: AGENT_PASSWORD, dateOfBirth: ADULT, type } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  const s = await w.login(username, AGENT_PASSWORD);
  expect((await s.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
  return s;
}

/** A member registered by `upline` in the agent centre, logged in. */
async function newMember(upline: Session): Promise<Session> {
  const username = `tm${randomUUID().slice(0, 8)}`;
  const res = await upline.call('registerDownline', { body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: ADULT } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return w.login(username, 'Secret123');
}

async function bet(m: Session, stakeMinor: number, payoutMinor: number, gameType = 'RNG') {
  const betKey = `t-${randomUUID()}`;
  await debitForBet(db, { brandId: 'demo', memberId: m.memberId, betKey, vendor: gameType === 'LIVE' ? 'EVO' : 'PG', gameType, gameCode: 'g1', gameName: 'Game One', stakeMinor });
  await creditWin(db, { memberId: m.memberId, betKey, payoutMinor });
}

async function deposit(m: Session, amount: string) {
  const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
  const order = (await m.call('depositCreate', { body: { channelId: channels.find((c) => c.type === 'BANK')!.id, amount, requestId: rid() } })).body.value;
  const paid = await w.callback({ orderNo: order.orderNo, status: 'PAID', amountMinor: order.amountMinor, providerRef: 'SBX', eventId: `E${randomUUID()}` });
  expect(paid.body.code, JSON.stringify(paid.body)).toBe('OK');
}

const teamCalls: Array<[CallName, { query?: Record<string, string>; body?: unknown }]> = [
  ['teamOverview', {}],
  ['teamTree', {}],
  ['teamSearch', { query: { username: 'team' } }],
  ['teamMember', { query: { username: 'team01' } }],
  ['registerDownline', { body: { username: 'x' } }],
  ['affiliateLink', {}],
  ['teamBets', {}],
  ['teamProfitLoss', {}],
  ['teamTransactions', {}],
  ['myIncome', {}],
  ['downlineTransferLimits', {}],
  ['transferToDownline', { body: { username: 'team01', amount: '1', paymentPassword: 'wrong0000' } }],
];

describe('who may use the team calls', () => {
  it('admits the agent types 1, 2, 41 and 42 only: visitors, members and trial accounts are refused by role', async () => {
    const sessions: Record<string, Session | undefined> = {
      visitor: undefined,
      member: await w.login('player1', 'Player123!'),
      trial: await w.trial(),
      agent1: await w.login('agent1', AGENT_PASSWORD),
      type2: await w.login('subagenta', AGENT_PASSWORD),
      type41: await w.login('subagentb', AGENT_PASSWORD),
      type42: await w.login('subagentc', AGENT_PASSWORD),
    };
    const expected: Record<string, [number, string] | 'admitted'> = {
      visitor: [401, 'NOT_LOGGED_IN'],
      member: [403, 'FORBIDDEN'],
      trial: [403, 'TRIAL_ACCOUNT'],
      agent1: 'admitted',
      type2: 'admitted',
      type41: 'admitted',
      type42: 'admitted',
    };
    const api = w.api;
    for (const [name, input] of teamCalls) {
      for (const [role, s] of Object.entries(sessions)) {
        const res = await api.call(name, { ...input, token: s?.token, ip: freshIp() });
        const refusedByRole = Array.isArray(res.body.value?.admits);
        const want = expected[role]!;
        if (want === 'admitted') expect([name, role, refusedByRole, res.status < 500]).toEqual([name, role, false, true]);
        else expect([name, role, res.status, res.body.code, refusedByRole]).toEqual([name, role, ...want, true]);
      }
    }
  });

  it('answers 403 for anyone outside the caller downline: another agent team, its upline, itself', async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const a = await w.login('subagenta', AGENT_PASSWORD);
    const b = await w.login('subagentb', AGENT_PASSWORD);
    const agent1Id = await idOf('agent1');
    const forbidden = (res: { status: number; body: { code: string } }) => expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    // team09 is subagenta's, team17 subagentb's
    forbidden(await b.call('teamMember', { query: { username: 'team09' } }));
    forbidden(await b.call('teamMember', { query: { memberId: String(await idOf('team09')) } }));
    forbidden(await b.call('teamTree', { query: { parentId: String(await idOf('subagenta')) } }));
    forbidden(await b.call('teamBets', { query: { username: 'team09' } }));
    forbidden(await b.call('teamProfitLoss', { query: { username: 'team09' } }));
    forbidden(await b.call('teamTransactions', { query: { username: 'team09' } }));
    forbidden(await b.call('transferToDownline', { body: { username: 'team09', amount: '1', paymentPassword: PAY } }));
    // the upline, and an account that does not exist, are outside too
    forbidden(await a.call('teamMember', { query: { username: 'agent1' } }));
    forbidden(await a.call('teamTree', { query: { parentId: String(agent1Id) } }));
    forbidden(await a.call('teamMember', { query: { username: 'nosuchaccount' } }));
    forbidden(await a.call('transferToDownline', { body: { memberId: agent1Id, amount: '1', paymentPassword: PAY } }));
    // itself: no summary of, or transfer to, itself
    forbidden(await agent1.call('teamMember', { query: { memberId: String(agent1Id) } }));
    forbidden(await agent1.call('transferToDownline', { body: { username: 'agent1', amount: '1', paymentPassword: PAY } }));
    // a deeper member is visible to every agent above it
    expect((await agent1.call('teamMember', { query: { username: 'team23' } })).body.value).toMatchObject({ username: 'team23', level: 3, path: ['subagenta', 'subagentc'] });
    expect((await a.call('teamMember', { query: { username: 'team23' } })).body.value).toMatchObject({ level: 2, path: ['subagentc'] });
    // searching finds only the caller's own downline
    const found = (await b.call('teamSearch', { query: { username: 'team', pageSize: '100' } })).body.value;
    expect(found.list.map((n: { username: string }) => n.username).sort()).toEqual(['team17', 'team18', 'team19', 'team20', 'team21', 'team22']);
    // the failed transfers spent no payment password attempt: the right one still works
    const transfer = await agent1.call('transferToDownline', { body: { username: 'team01', amount: '1', paymentPassword: PAY, requestId: rid() } });
    expect(transfer.body.code, JSON.stringify(transfer.body)).toBe('OK');
  });
});

describe('team overview', () => {
  let top: Session;
  let sub: Session;
  let m1: Session;
  let m2: Session;
  let m3: Session;
  beforeAll(async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    top = await newSubAgent(agent1, 2);
    m1 = await newMember(top);
    m2 = await newMember(top);
    sub = await newSubAgent(top, 41);
    m3 = await newMember(sub);
    for (const m of [m1, m2, m3]) await w.credit(m.username, '1000');
  });

  it('adds up the bets, deposits, withdrawals and registrations of the whole downline, exactly', async () => {
    // m1 withdraws 200 of the operator's credit (no betting requirement; its deposits below carry one), paid out
    expect((await m1.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
    const card = await m1.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '1234 5678 9012', paymentPassword: PAY } });
    const order = await m1.call('withdrawCreate', { body: { bankCardId: card.body.value.id, amount: '200', paymentPassword: PAY } });
    expect(order.body.code, JSON.stringify(order.body)).toBe('OK');
    for (const step of ['approve', 'disburse'] as const) expect((await w.withdrawalStep(step, order.body.value.orderNo)).body.code).toBe('OK');
    await deposit(m1, '100');
    await deposit(m1, '120');
    await deposit(m3, '200');
    await bet(m1, 5000, 0);
    await bet(m1, 8000, 9000);
    await bet(m2, 1000, 2500, 'LIVE');
    await bet(m3, 4000, 1000);

    const overview = (await top.call('teamOverview', { query: { period: 'today' } })).body.value;
    expect(overview).toMatchObject({
      teamSize: 4,
      directMembers: 3,
      newMembers: 4,
      activeMembers: 3,
      firstDepositCount: 2,
      firstDepositMinor: 300_00,
      depositCount: 3,
      depositMinor: 420_00,
      withdrawalCount: 1,
      withdrawalMinor: 200_00,
      betCount: 4,
      stakeMinor: 18_000,
      validBetMinor: 18_000,
      payoutMinor: 12_500,
      teamProfitMinor: -5_500,
      houseProfitMinor: 5_500,
      houseProfit: 55,
      incomeMinor: 0,
    });
    expect(overview.daily).toHaveLength(30);
    expect(overview.daily.at(-1)).toMatchObject({ date: overview.period.endDate, newMembers: 4, activeMembers: 3, betCount: 4, validBetMinor: 18_000, teamProfitMinor: -5_500, depositMinor: 420_00, withdrawalMinor: 200_00 });
    expect(overview.period).toMatchObject({ name: 'today', timeZone: 'Asia/Manila', tzOffsetMinutes: 480, startDate: overview.period.endDate });
    // the sub-agent's team is its own downline only
    expect((await sub.call('teamOverview')).body.value).toMatchObject({ teamSize: 1, newMembers: 1, activeMembers: 1, betCount: 1, stakeMinor: 4000, payoutMinor: 1000, depositMinor: 200_00, firstDepositCount: 1 });

    // the same figures once the roll-up has moved the queue into the team table, and for the week, month and a custom range
    await rollUpTeamFigures(db);
    const after = (await top.call('teamOverview')).body.value;
    expect(after).toEqual(overview);
    for (const period of ['week', 'month'] as const) {
      expect((await top.call('teamOverview', { query: { period } })).body.value).toMatchObject({ activeMembers: 3, betCount: 4, depositMinor: 420_00 });
    }
    const custom = { period: 'custom', startTime: String(overview.period.startTime - 3 * 86_400_000), endTime: String(overview.period.endTime) };
    expect((await top.call('teamOverview', { query: custom })).body.value).toMatchObject({ activeMembers: 3, newMembers: 4, betCount: 4 });
    expect((await top.call('teamOverview', { query: { period: 'yesterday' } })).body.value).toMatchObject({ activeMembers: 0, betCount: 0, newMembers: 0 });
    expect((await top.call('teamOverview', { query: { period: 'custom' } })).body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'startTime' } });

    // one more bet after the roll-up is there at once (queued rows are read with the team table)
    await bet(m2, 500, 0);
    expect((await top.call('teamOverview')).body.value).toMatchObject({ betCount: 5, stakeMinor: 18_500, activeMembers: 3 });
  });

  it('lists profit and loss per member and the team bets with totals', async () => {
    const pl = (await top.call('teamProfitLoss', { query: { period: 'today' } })).body.value;
    expect(pl.totals).toMatchObject({ betCount: 5, stakeMinor: 18_500, payoutMinor: 12_500, profitMinor: -6_000, depositMinor: 420_00, withdrawalMinor: 200_00 });
    const row = pl.list.find((r: { username: string }) => r.username === m1.username);
    expect(row).toMatchObject({ level: 1, type: 0, betCount: 2, stakeMinor: 13_000, payoutMinor: 9_000, profitMinor: -4_000, depositCount: 2, depositMinor: 220_00, withdrawalMinor: 200_00 });
    expect(pl.list.find((r: { username: string }) => r.username === m3.username)).toMatchObject({ level: 2 });
    expect(pl.total).toBe(3);
    const one = (await top.call('teamProfitLoss', { query: { username: m3.username } })).body.value;
    expect(one.list).toHaveLength(1);

    const bets = (await top.call('teamBets', { query: { period: 'today', pageSize: '2' } })).body.value;
    expect(bets.totals).toMatchObject({ count: 5, stakeMinor: 18_500, validBetMinor: 18_500, payoutMinor: 12_500, profitMinor: -6_000 });
    expect(bets).toMatchObject({ total: 5, totalPages: 3 });
    expect(bets.list).toHaveLength(2);
    const live = (await top.call('teamBets', { query: { gameType: 'LIVE' } })).body.value;
    expect(live.list.map((b: { username: string; vassalage: string }) => [b.username, b.vassalage])).toEqual([[m2.username, 'EVO']]);
    const byMember = (await top.call('teamBets', { query: { username: m3.username } })).body.value;
    expect(byMember.totals).toMatchObject({ count: 1, stakeMinor: 4000, payoutMinor: 1000 });

    const records = (await top.call('teamTransactions', { query: { username: m1.username, kind: 'deposit,withdrawal_hold' } })).body.value;
    expect(records.list.map((r: { kind: string; amountMinor: number }) => [r.kind, r.amountMinor]).sort()).toEqual([
      ['deposit', 100_00],
      ['deposit', 120_00],
      ['withdrawal_hold', -200_00],
    ]);
    expect(records).toMatchObject({ totalInMinor: 220_00, totalOutMinor: -200_00 });
  });
});

describe('distinct active members over any range of days', () => {
  it('match a count over the members days, with bets settled out of order and roll-ups in between', { timeout: 60_000 }, async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const sub = await newSubAgent(agent1);
    const team = [await newMember(sub), await newMember(sub), await newMember(sub), await newMember(sub)];
    const deeper = await newSubAgent(sub);
    team.push(await newMember(deeper));
    const today = dayOf(Date.now(), 'Asia/Manila');
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const exact = async (first: number, last: number) => {
      const result = (await db.execute(sql`
        select count(distinct a.member_id)::int as n from agent_member_daily a join agent_downline c on c.member_id = a.member_id
        where c.ancestor_id = ${sub.memberId} and a.bet_count > 0 and a.day between ${dateOfDay(first)}::date and ${dateOfDay(last)}::date`)) as unknown as { rows: Array<{ n: number }> };
      return Number(result.rows[0]!.n);
    };
    const compare = async () => {
      for (let first = today - 20; first <= today; first += 3) {
        for (let last = first; last <= today; last += 4) {
          expect([first, last, await activeMembersBetween(db, sub.memberId, first, last)]).toEqual([first, last, await exact(first, last)]);
        }
      }
    };
    for (let i = 0; i < 60; i++) {
      const m = team[Math.floor(next() * team.length)]!;
      const settledAt = new Date(Date.now() - Math.floor(next() * 20) * 86_400_000 - 1000);
      await db.insert(bets).values({ brandId: 'demo', memberId: m.memberId, vendor: 'PG', gameType: 'RNG', gameCode: 'g', gameName: 'G', wallet: 'MAIN', stakeMinor: 100, validBetMinor: 100, status: 'settled', betKey: `links-${i}-${randomUUID()}`, placedAt: settledAt, settledAt });
      if (next() < 0.25) await rollUpTeamFigures(db);
      if (i % 20 === 19) await compare();
    }
    await rollUpTeamFigures(db);
    await compare();
  });
});

describe('downline tree and search', () => {
  it('walks agent1 tree level by level with each node figures', async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const root = (await agent1.call('teamTree', { query: { pageSize: '100' } })).body.value;
    expect(root.parent).toMatchObject({ username: 'agent1', level: 0 });
    const names = root.list.map((n: { username: string }) => n.username);
    expect(names).toEqual(expect.arrayContaining(['player1', 'subagenta', 'subagentb', 'team01', 'team08']));
    const a = root.list.find((n: { username: string }) => n.username === 'subagenta');
    expect(a).toMatchObject({ type: 2, level: 1, childCount: 9, uplineAccount: 'agent1' });
    expect(['active', 'inactive', 'locked']).toContain(a.status);
    const level2 = (await agent1.call('teamTree', { query: { parentId: String(a.id), pageSize: '100' } })).body.value;
    expect(level2.parent).toMatchObject({ username: 'subagenta', level: 1 });
    expect(level2.total).toBe(9);
    const c = level2.list.find((n: { username: string }) => n.username === 'subagentc');
    expect(c).toMatchObject({ type: 42, level: 2, childCount: 8 });
    const level3 = (await agent1.call('teamTree', { query: { parentId: String(c.id) } })).body.value;
    expect(level3.list.every((n: { level: number; uplineAccount: string }) => n.level === 3 && n.uplineAccount === 'subagentc')).toBe(true);
    // a seeded member has money and history
    const member = (await agent1.call('teamMember', { query: { username: 'team23', period: 'month' } })).body.value;
    expect(member.balanceMinor).toBeGreaterThan(0);
    expect(member.lifetime.depositMinor).toBeGreaterThan(0);
    expect(member.firstDepositAt).not.toBeNull();
    const search = (await agent1.call('teamSearch', { query: { username: 'TEAM2' } })).body.value;
    expect(search.list.map((n: { username: string }) => n.username)).toEqual(expect.arrayContaining(['team20', 'team23']));
    expect(search.list.find((n: { username: string }) => n.username === 'team29')).toMatchObject({ level: 3, path: ['subagenta', 'subagentc'] });
    const wildcard = (await agent1.call('teamSearch', { query: { username: '%' } })).body.value;
    expect(wildcard.total).toBe(0);
  });

  it('shows every page of the seeded team with figures', async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const month = (await agent1.call('teamOverview', { query: { period: 'month' } })).body.value;
    const last30 = month.daily.reduce((sum: number, d: { betCount: number }) => sum + d.betCount, 0);
    expect(last30).toBeGreaterThan(100);
    expect(month.teamSize).toBeGreaterThanOrEqual(34);
    const income = (await agent1.call('myIncome', { query: { period: 'custom', startTime: String(Date.now() - 31 * 86_400_000), endTime: String(Date.now()) } })).body.value;
    expect(income.totals.dividendMinor).toBeGreaterThan(0);
    expect(income.totals.totalMinor).toBe(income.totals.salaryMinor + income.totals.dividendMinor);
    expect((await agent1.call('teamTransactions', { query: { period: 'month' } })).body.value.total).toBeGreaterThan(0);
    expect((await agent1.call('teamProfitLoss', { query: { period: 'month' } })).body.value.total).toBeGreaterThan(0);
  });
});

describe('registering a downline', () => {
  it('creates a member or sub-agent under the agent, who can log in; the brand field rules apply', async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const username = `rd${randomUUID().slice(0, 8)}`;
    const res = await agent1.call('registerDownline', { body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: ADULT, payeeName: uniquePayeeName() } });
    expect(res.body.value).toMatchObject({ username, type: 0, uplineAccount: 'agent1', affiliateCode: null });
    expect(res.body.value.token).toBeUndefined();
    const login = await w.api.login(username, 'Secret123', freshIp());
    expect(login.body.value).toMatchObject({ isAgent: 0 });
    expect((await agent1.call('teamMember', { query: { username } })).body.value).toMatchObject({ level: 1, uplineAccount: 'agent1' });

    const sub = await agent1.call('registerDownline', { body: { username: `s${username}`, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: ADULT, type: 41 } });
    expect(sub.body.value).toMatchObject({ type: 41, affiliateCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    // a player registering with the sub-agent's code lands in its downline, two levels below agent1
    const invited = await w.register({ affiliateCode: sub.body.value.affiliateCode });
    expect((await agent1.call('teamMember', { query: { username: invited.username } })).body.value).toMatchObject({ level: 2, path: [`s${username}`] });

    expect((await agent1.call('registerDownline', { body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: ADULT } })).body.code).toBe('USERNAME_TAKEN');
    expect((await agent1.call('registerDownline', { body: { username: `x${username}`, password: 'Secret123', confirmPassword: 'Other1234' } })).body.value).toMatchObject({ field: 'confirmPassword' });
    expect((await agent1.call('registerDownline', { body: { username: 'ab', password: 'Secret123', confirmPassword: 'Secret123' } })).body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'username' } });
    expect((await agent1.call('registerDownline', { body: { username: `t${username}`, password: 'Secret123', confirmPassword: 'Secret123', type: 4 } })).body.code).toBe('OPERATION_NOT_ALLOWED');
    // the brand pack's age rule: the date of birth is asked and must be at least the minimum age
    const noBirthDate = await agent1.call('registerDownline', { body: { username: `b${username}`, password: 'Secret123', confirmPassword: 'Secret123' } });
    expect(noBirthDate.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'dateOfBirth' } });
    const seventeen = `${new Date().getUTCFullYear() - 17}-01-01`;
    const minor = await agent1.call('registerDownline', { body: { username: `b${username}`, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: seventeen } });
    expect(minor.body).toMatchObject({ code: 'UNDER_AGE', value: { field: 'dateOfBirth', minimumAge: 18 } });
    const [stored] = await db.select({ dateOfBirth: members.dateOfBirth }).from(members).where(eq(members.username, username));
    expect(stored!.dateOfBirth).toBe(ADULT);
    // the brand's sub-agent types are data: without 41 the agent may not register one
    await db.update(agentSettings).set({ subAgentTypes: [1, 2] }).where(eq(agentSettings.brandId, 'demo'));
    try {
      expect((await agent1.call('registerDownline', { body: { username: `u${username}`, password: 'Secret123', confirmPassword: 'Secret123', type: 41 } })).body.code).toBe('OPERATION_NOT_ALLOWED');
      expect((await agent1.call('affiliateLink')).body.value.registerTypes).toEqual([0, 1, 2]);
    } finally {
      await db.update(agentSettings).set({ subAgentTypes: [1, 2, 41, 42] }).where(eq(agentSettings.brandId, 'demo'));
    }
  });

  it('gives the affiliate link on the host the agent uses', async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const res = await w.api.call('affiliateLink', { token: agent1.token, ip: agent1.ip, host: 'lucky9.localhost' });
    expect(res.body.value).toMatchObject({ affiliateCode: 'AGENT1', url: 'http://lucky9.localhost/register?code=AGENT1', registerTypes: [0, 1, 2, 41, 42] });
  });
});

describe('transfer to a downline', () => {
  it('moves money through the ledger once per request id, tells the downline, and keeps the limits', async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const team02 = await idOf('team02');
    const before = await walletBalances(app, team02);
    const agentBefore = await walletBalances(app, agent1.memberId);
    const requestId = rid('down');
    const res = await agent1.call('transferToDownline', { body: { username: 'team02', amount: '12.34', paymentPassword: PAY, requestId } });
    expect(res.body.value).toMatchObject({ duplicate: false, downlineAccount: 'team02', amountMinor: 1234, balance: { mainBalanceMinor: agentBefore.MAIN! - 1234 } });
    const again = await agent1.call('transferToDownline', { body: { memberId: team02, amount: '12.34', paymentPassword: PAY, requestId } });
    expect(again.body.value).toMatchObject({ duplicate: true, transactionId: res.body.value.transactionId });
    expect((await walletBalances(app, team02)).MAIN).toBe(before.MAIN! + 1234);
    const reused = await agent1.call('transferToDownline', { body: { username: 'team02', amount: '1.00', paymentPassword: PAY, requestId } });
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    // the downline sees it in its account records and its messages
    const downline = await w.login('team02', 'Player123!');
    const records = (await downline.call('accountRecords', { query: { kind: 'downline_transfer' } })).body.value;
    expect(records.list[0]).toMatchObject({ kind: 'downline_transfer', amountMinor: 1234 });
    const messages = (await downline.call('messages')).body.value;
    expect(JSON.stringify(messages)).toContain('agent1');

    expect((await agent1.call('transferToDownline', { body: { username: 'team02', amount: '1', paymentPassword: 'Wrong123' } })).body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await agent1.call('transferToDownline', { body: { username: 'team02', amount: '0.50', paymentPassword: PAY } })).body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { minMinor: 100 } });
    expect((await agent1.call('transferToDownline', { body: { username: 'team02', amount: '50000.01', paymentPassword: PAY } })).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await agent1.call('transferToDownline', { body: { username: 'team02', amount: '99999', paymentPassword: PAY } })).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const limits = (await agent1.call('downlineTransferLimits')).body.value;
    expect(limits).toMatchObject({ minMinor: 100, maxMinor: 50_000_00, dailyMaxMinor: 200_000_00, paymentPasswordSet: true });
    expect(limits.usedTodayMinor).toBeGreaterThanOrEqual(1234);
    await expectLedgerConsistent(app);
  });

  it('refuses while the agent has an active bonus, and over the agent balance', async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const sub = await newSubAgent(agent1);
    const member = await newMember(sub);
    const poor = await sub.call('transferToDownline', { body: { username: member.username, amount: '5', paymentPassword: PAY } });
    expect(poor.body.code).toBe('INSUFFICIENT_BALANCE');
    await grantReward(db, {
      brandId: 'demo',
      memberId: sub.memberId,
      promotionId: null,
      grantKey: `t-${randomUUID()}`,
      title: { EN: 'Test bonus' },
      amountMinor: 10_00,
      bonus: { wageringMultiple: 10, wageringBase: 'bonus', weights: { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 }, expiryDays: 7, maxBetMinor: 10_00 },
    });
    await w.credit(sub.username, '100');
    expect((await sub.call('transferToDownline', { body: { username: member.username, amount: '5', paymentPassword: PAY } })).body.code).toBe('BONUS_ACTIVE');
  });

  it('keeps the balance and the daily limit under 200 simultaneous transfers', { timeout: 120_000 }, async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const sub = await newSubAgent(agent1);
    const members = [await newMember(sub), await newMember(sub), await newMember(sub)];
    await w.credit(sub.username, '100');
    await db.update(agentSettings).set({ transferDailyMaxMinor: 60_00 }).where(eq(agentSettings.brandId, 'demo'));
    try {
      const agent = { id: sub.memberId, brandId: 'demo', username: sub.username };
      const downlines = members.map((m) => ({ id: m.memberId, username: m.username, nickname: '', type: 0, level: 1 }));
      const sameKey = rid('same');
      const attempts = Array.from({ length: 200 }, (_, i) => {
        const downline = downlines[i % 3]!;
        const requestId = i < 20 ? sameKey : rid('burst');
        const key = i < 20 ? downlines[0]! : downline;
        return transferToDownline(db, { agent, downline: key, amountMinor: 1_00, requestId, money: { symbol: '₱', digits: 2 } }).then(
          (value) => ({ ok: true as const, duplicate: value.duplicate }),
          (error: unknown) => {
            if (error instanceof AppError) return { ok: false as const, code: error.code };
            throw error;
          },
        );
      });
      const results = await Promise.all(attempts);
      const moved = results.filter((r) => r.ok && !r.duplicate).length;
      const refused = results.filter((r) => !r.ok);
      expect(refused.every((r) => !r.ok && r.code === 'DAILY_LIMIT_REACHED')).toBe(true);
      expect(moved).toBe(60);
      expect(results.filter((r) => r.ok && r.duplicate).length).toBe(19);
      expect((await walletBalances(app, sub.memberId)).MAIN).toBe(40_00);
      const received = await Promise.all(members.map(async (m) => (await walletBalances(app, m.memberId)).MAIN ?? 0));
      expect(received.reduce((a, b) => a + b, 0)).toBe(60_00);

      // now the balance is the limit: 200 more with a high daily limit, never below 0
      await db.update(agentSettings).set({ transferDailyMaxMinor: 200_000_00, transferMinMinor: 1 }).where(eq(agentSettings.brandId, 'demo'));
      const more = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          transferToDownline(db, { agent, downline: downlines[i % 3]!, amountMinor: 30, requestId: rid('more'), money: { symbol: '₱', digits: 2 } }).then(
            () => 'ok',
            (error: unknown) => (error instanceof AppError ? error.code : Promise.reject(error)),
          ),
        ),
      );
      expect(more.filter((r) => r === 'ok').length).toBe(133);
      expect(more.filter((r) => r !== 'ok').every((r) => r === 'INSUFFICIENT_BALANCE')).toBe(true);
      expect((await walletBalances(app, sub.memberId)).MAIN).toBe(40_00 - 133 * 30);
    } finally {
      await db.update(agentSettings).set({ transferDailyMaxMinor: 200_000_00, transferMinMinor: 1_00 }).where(eq(agentSettings.brandId, 'demo'));
    }
    await expectLedgerConsistent(app);
  });
});

describe('my income', () => {
  it('lists salary and dividend credited to the agent with the contract that paid them, and the period totals', async () => {
    const agent1 = await w.login('agent1', AGENT_PASSWORD);
    const sub = await newSubAgent(agent1);
    await postEntry(db, { brandId: 'demo', memberId: sub.memberId, kind: 'salary', amountMinor: 12_00, idempotencyKey: rid('sal'), reference: 'daily salary', meta: { contractId: 77 } });
    await postEntry(db, { brandId: 'demo', memberId: sub.memberId, kind: 'dividend', amountMinor: 30_00, idempotencyKey: rid('div'), meta: {} });
    await postEntry(db, { brandId: 'demo', memberId: sub.memberId, kind: 'adjustment', amountMinor: 5_00, idempotencyKey: rid('adj') });
    const income = (await sub.call('myIncome')).body.value;
    expect(income.totals).toMatchObject({ salaryMinor: 12_00, dividendMinor: 30_00, totalMinor: 42_00 });
    expect(income.list.map((e: { kind: string; contractId: number | null }) => [e.kind, e.contractId]).sort()).toEqual([
      ['dividend', null],
      ['salary', 77],
    ]);
    expect((await sub.call('myIncome', { query: { kind: 'salary' } })).body.value.total).toBe(1);
    expect((await sub.call('teamOverview')).body.value.incomeMinor).toBe(42_00);
    expect((await sub.call('myIncome', { query: { period: 'yesterday' } })).body.value.total).toBe(0);
  });
});
