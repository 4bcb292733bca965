import type { CallName } from '@app/contract/calls';
import { ageOn, utcDay } from '@app/contract/date-of-birth';
import { statementCsvHeader } from '@app/contract/player-activity';
import { memberTypes } from '@app/contract/session';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankCards, bets, games, ledgerEntries, members, playerActivity, playSessions, withdrawals } from '../../src/db/schema';
import { createSession } from '../../src/modules/accounts/sessions';
import { claimSpinSlot } from '../../src/modules/player-activity/pacing';
import { acknowledgeRealityCheck, realityCheckState, requireNoRealityCheckDue } from '../../src/modules/player-activity/reality-check';
import { postEntry } from '../../src/modules/wallet/ledger/posting';
import { accountsClient, freshIp } from '../accounts-support';
import { buildLotteryApp, lotteryClient } from '../lottery-support';

// the reality check and the draws both run on the wall clock (a frozen lottery clock inside a draw's betting cutoff
// would close every ticket for good)
const { app } = await buildLotteryApp('wall-clock');
const l = lotteryClient(app);
const db = app.database.db;
const TIGER = 'tiger.localhost';

/** A fresh member with a login session on a brand (Lucky Nine: MGA, no pacing; Royal Tiger: UKGC, 2.5 s pacing). */
async function member(brandId: 'demo' | 'tiger' = 'demo', fundsMinor = 100_000) {
  const username = `ra${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const [row] = await db.insert(members).values({ brandId, username, passwordHash: null, type: memberTypes.PLAYER, nickname: `Nick ${username.slice(-4)}` }).returning({ id: members.id });
  const memberId = row!.id;
  if (fundsMinor) await postEntry(db, { brandId, memberId, kind: 'adjustment', amountMinor: fundsMinor, idempotencyKey: `ra-fund-${randomUUID()}` });
  const api = accountsClient(app, { ip: freshIp(), host: brandId === 'tiger' ? TIGER : undefined });
  const tab = async () => {
    const token = await createSession(db, { memberId, brandId, ip: '127.0.0.1', mustChangePassword: false });
    return (name: CallName, input: { body?: unknown; query?: Record<string, string> } = {}) => api.call(name, { ...input, token });
  };
  const call = await tab();
  /** launches the in-house slot and answers its play call (1.00 a round) */
  async function slot() {
    const [node] = await db.select({ id: games.id }).from(games).where(and(eq(games.vendorCode, 'INH'), eq(games.externalId, 'slot')));
    const launch = await call('launchGame', { body: { accountType: 1, confirmTrans: 0, clientType: 3, platform: 'html5-desktop', launchMode: 'GLS', nodeId: node!.id } });
    expect(launch.body.code, JSON.stringify(launch.body)).toBe('OK');
    const session = new URL(launch.body.value.game_url).searchParams.get('session')!;
    return (roundId: string = randomUUID()) => api.call('inhousePlay', { body: { session, roundId, stake: '1.00', params: { game: 'slot' } } });
  }
  return { memberId, username, brandId, api, call, tab, slot };
}

const moveCheck = (memberId: number, at: Date) => db.update(playerActivity).set({ nextCheckAt: at }).where(eq(playerActivity.memberId, memberId));
/**
 * A ticket on the fast game's current draw. Betting closes some seconds before each draw: a ticket that lands in that
 * gap waits for the next draw to open and goes again.
 */
async function lotteryBet(m: Pick<Awaited<ReturnType<typeof member>>, 'call'>) {
  for (let attempt = 0; ; attempt++) {
    const drawNo = await l.currentDrawNo('SSC5D');
    const res = await m.call('lotteryPlaceBet', {
      body: { requestId: `ra-${randomUUID()}`, gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' },
    });
    if (res.body.code !== 'DRAW_CLOSED' || attempt >= 2) return res;
    while ((await l.currentDrawNo('SSC5D')) === drawNo) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('reality check', () => {
  it('starts with the pack default, takes an interval inside the range and refuses one outside', async () => {
    const m = await member('demo');
    const first = await m.call('realityCheck');
    expect(first.body.value).toMatchObject({ range: { minMinutes: 10, maxMinutes: 120, defaultMinutes: 60 }, intervalMinutes: 60, due: false, netPositionMinor: 0 });
    expect(first.body.value.nextCheckAt - first.body.value.sessionStartedAt).toBe(60 * 60_000);
    const low = await m.call('realityCheckSettings', { body: { intervalMinutes: 9 } });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'intervalMinutes', params: { min: 10, max: 120 } } });
    expect((await m.call('realityCheckSettings', { body: { intervalMinutes: 121 } })).body.code).toBe('VALIDATION_ERROR');
    const set = await m.call('realityCheckSettings', { body: { intervalMinutes: 10 } });
    expect(set.body.value).toMatchObject({ intervalMinutes: 10, due: false });
    expect(set.body.value.nextCheckAt - set.body.value.serverTime).toBe(10 * 60_000);
    // Royal Tiger follows UKGC: 30 minutes by default, at most 60
    const tiger = await member('tiger');
    expect((await tiger.call('realityCheck')).body.value).toMatchObject({ range: { minMinutes: 10, maxMinutes: 60 }, intervalMinutes: 30 });
    expect((await tiger.call('realityCheckSettings', { body: { intervalMinutes: 90 } })).body.code).toBe('VALIDATION_ERROR');
  });

  // two slot rounds and up to three lottery bets, each of which may wait for the next draw to open
  it('once due, pauses in-house rounds and lottery bets in every tab until Continue', { timeout: 60_000 }, async () => {
    const m = await member('demo');
    const play = await m.slot();
    expect((await play()).body.code).toBe('OK');
    await m.call('realityCheckSettings', { body: { intervalMinutes: 10 } });
    // eleven minutes of play: the session started earlier and the check's time passed
    await db.update(playSessions).set({ startedAt: sql`started_at - interval '11 minutes'` }).where(eq(playSessions.memberId, m.memberId));
    await moveCheck(m.memberId, new Date(Date.now() - 60_000));

    const state = (await m.call('realityCheck')).body.value;
    expect(state.due).toBe(true);
    expect(state.playedSeconds).toBeGreaterThanOrEqual(11 * 60);
    const refused = await play();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'REALITY_CHECK_DUE', value: { dueAt: state.nextCheckAt } });
    expect((await lotteryBet(m)).body.code).toBe('REALITY_CHECK_DUE');
    // another tab (another login) is paused too: the check is the member's, on the server
    const secondTab = await m.tab();
    expect((await secondTab('realityCheck')).body.value.due).toBe(true);
    expect((await lotteryBet({ ...m, call: secondTab })).body.code).toBe('REALITY_CHECK_DUE');
    // no stake moved while paused
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bets).where(eq(bets.memberId, m.memberId));
    expect(count!.n).toBe(1);

    const answered = await secondTab('realityCheckAcknowledge');
    expect(answered.body.value.due).toBe(false);
    expect(answered.body.value.nextCheckAt - answered.body.value.serverTime).toBe(10 * 60_000);
    expect(answered.body.value.sessionStartedAt).toBe(state.sessionStartedAt);
    expect((await play()).body.code).toBe('OK');
    expect((await lotteryBet(m)).body.code).toBe('OK');
    // Continue on a check that is not due moves nothing
    const again = await m.call('realityCheckAcknowledge');
    expect(again.body.value.nextCheckAt).toBe(answered.body.value.nextCheckAt);
  });

  it('shows the net position of this session: wins minus stakes of its bets', async () => {
    const m = await member('demo');
    await m.call('realityCheck');
    const play = await m.slot();
    for (let i = 0; i < 3; i++) expect((await play()).body.code).toBe('OK');
    const [sums] = await db
      .select({ stakes: sql<string>`sum(${bets.stakeMinor})`, wins: sql<string>`sum(${bets.payoutMinor})` })
      .from(bets)
      .where(eq(bets.memberId, m.memberId));
    const state = (await m.call('realityCheck')).body.value;
    expect(Number(sums!.stakes)).toBe(300);
    expect(state.netPositionMinor).toBe(Number(sums!.wins) - 300);
    expect(state.netPosition).toBe(state.netPositionMinor / 100);
  });

  it('starts a new session after 30 idle minutes, and is off where the pack has no reality check', async () => {
    const m = await member('demo');
    const first = (await m.call('realityCheck')).body.value;
    await db.update(playSessions).set({ startedAt: sql`started_at - interval '2 hours'`, lastActiveAt: sql`last_active_at - interval '31 minutes'` }).where(eq(playSessions.memberId, m.memberId));
    await moveCheck(m.memberId, new Date(Date.now() - 1000));
    const next = (await m.call('realityCheck')).body.value;
    expect(next.due).toBe(false);
    expect(next.sessionStartedAt).toBeGreaterThan(first.sessionStartedAt);
    expect(next.playedSeconds).toBeLessThan(5);

    const off = { realityCheck: null };
    const who = { id: m.memberId, brandId: 'demo' };
    await moveCheck(m.memberId, new Date(Date.now() - 1000));
    const state = await realityCheckState(db, who, off, 2);
    expect(state).toMatchObject({ range: null, intervalMinutes: null, nextCheckAt: null, due: false });
    await expect(requireNoRealityCheckDue(db, who, off)).resolves.toBeUndefined();
    expect((await acknowledgeRealityCheck(db, who, off, 2)).due).toBe(false);
  });

  it('admits real accounts only', async () => {
    const trial = await l.trial();
    expect((await trial.call('realityCheck')).body.code).toBe('TRIAL_ACCOUNT');
    expect((await l.api.call('realityCheck')).body.code).toBe('NOT_LOGGED_IN');
    expect((await l.api.call('playerActivityRules')).body.value).toMatchObject({
      realityCheck: { defaultMinutes: 60 },
      age: { minimum: 18, requireDateOfBirth: true },
      pacing: { minSpinMs: null, autoplay: true },
      pageAfterRegistration: true,
    });
    expect((await l.api.call('playerActivityRules', { host: TIGER })).body.value).toMatchObject({ pacing: { minSpinMs: 2500, autoplay: false }, pageAfterRegistration: false });
  });
});

describe('slot pacing (UKGC on Royal Tiger: 2.5 s between rounds)', () => {
  it('refuses a round sooner than the minimum, answers a replay, and lets the next pass once the time is up', async () => {
    const m = await member('tiger');
    const play = await m.slot();
    const roundId = randomUUID();
    expect((await play(roundId)).body.code).toBe('OK');
    const fast = await play();
    expect(fast.status).toBe(429);
    expect(fast.body.code).toBe('SPIN_TOO_FAST');
    expect(fast.body.value.minSpinMs).toBe(2500);
    expect(fast.body.value.retryAfterMs).toBeGreaterThan(0);
    expect(fast.body.value.retryAfterMs).toBeLessThanOrEqual(2500);
    // the same round again is its recorded answer, not a new round
    const replay = await play(roundId);
    expect(replay.body.code).toBe('OK');
    expect(replay.body.value.round.roundId).toBe(roundId);
    await db.update(playerActivity).set({ lastSpinAt: sql`last_spin_at - interval '2500 milliseconds'` }).where(eq(playerActivity.memberId, m.memberId));
    expect((await play()).body.code).toBe('OK');
  });

  it('of 40 simultaneous claims exactly one passes (one guarded statement, no read-then-write)', async () => {
    const m = await member('tiger');
    // a minute's pacing: every claim falls inside the first one's window however slowly this machine runs them
    const claims = await Promise.allSettled(Array.from({ length: 40 }, () => claimSpinSlot(db, m.memberId, 60_000)));
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    const refused = claims.filter((c): c is PromiseRejectedResult => c.status === 'rejected').map((c) => (c.reason as { code: string }).code);
    expect(refused).toEqual(Array(39).fill('SPIN_TOO_FAST'));
  });

  it('of 40 simultaneous rounds on the slot one passes (one more per 2.5 s the machine takes to answer them)', async () => {
    const m = await member('tiger');
    const play = await m.slot();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 40 }, () => play()));
    const elapsed = Date.now() - started;
    const codes = answers.map((a) => a.body.code);
    const passed = codes.filter((c) => c === 'OK').length;
    expect(codes.filter((c) => c !== 'OK' && c !== 'SPIN_TOO_FAST')).toEqual([]);
    // one, unless this machine took longer than the pacing itself to answer all 40 (then one more per 2.5 s at most)
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeLessThanOrEqual(1 + Math.floor(elapsed / 2500));
    if (elapsed < 2500) expect(passed).toBe(1);
    // a stake moved for each round that passed, and for no other
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bets).where(eq(bets.memberId, m.memberId));
    expect(count!.n).toBe(passed);
  });

  it('a failed round gives its slot back, and a brand without pacing plays at any pace', async () => {
    const broke = await member('tiger', 0);
    const play = await broke.slot();
    expect((await play()).body.code).toBe('INSUFFICIENT_BALANCE');
    await postEntry(db, { brandId: 'tiger', memberId: broke.memberId, kind: 'adjustment', amountMinor: 500, idempotencyKey: `ra-fund-${randomUUID()}` });
    expect((await play()).body.code).toBe('OK');

    const lucky = await member('demo');
    const fast = await lucky.slot();
    for (let i = 0; i < 3; i++) expect((await fast()).body.code).toBe('OK');
  });
});

/** YYYY-MM-DD of today (UTC) minus whole years and days. */
function daysBefore(years: number, days = 0) {
  const [y, m, d] = utcDay().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d - days)).toISOString().slice(0, 10);
}

describe('age at registration (both demo packs: date of birth required, 18 or older)', () => {
  const password = { password: 'Secret123', confirmPassword: 'Secret123' };
  const register = async (username: string, dateOfBirth?: string, host?: string) => {
    const ip = freshIp();
    return l.api.call('registerByUsername', { ip, host, body: { username, ...password, ...(dateOfBirth ? { dateOfBirth } : {}), ...(await l.api.human(ip)) } });
  };

  it('counts whole years, a 29 February birthday turning over on 1 March', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
  });

  it('admits exactly the minimum age today and refuses one day short, storing the date', async () => {
    const exactly = daysBefore(18);
    const ok = await register('agecheck01', exactly);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe('OK');
    const [row] = await db.select({ dateOfBirth: members.dateOfBirth }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, 'agecheck01')));
    expect(row!.dateOfBirth).toBe(exactly);

    const oneDayShort = daysBefore(18, -1);
    const young = await register('agecheck02', oneDayShort);
    expect(young.status).toBe(400);
    expect(young.body).toMatchObject({ code: 'UNDER_AGE', message: 'err_under_age', value: { field: 'dateOfBirth', minimumAge: 18 } });
    expect((await register('agecheck03', daysBefore(0, -1), TIGER)).body.code).toBe('UNDER_AGE');
    const [none] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(sql`${members.username} in ('agecheck02', 'agecheck03')`);
    expect(none!.n).toBe(0);
  });

  it('asks for the date where the pack requires it and refuses impossible dates', async () => {
    const missing = await register('agecheck04', undefined, TIGER);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'dateOfBirth', key: 'input_cannot_be_empty' } });
    const impossible = await register('agecheck05', '2001-02-30');
    expect(impossible.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'dateOfBirth', key: 'in_date_of_birth_invalid' } });
  });
});

describe('activity statement', () => {
  const monthsBack = (back: number, day = 10) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12));
  };
  const key = (at: Date) => at.toISOString().slice(0, 7);

  it('sums deposits, withdrawals, net position and time played per month, and offers the same as CSV', async () => {
    const m = await member('demo', 0);
    const thisMonth = monthsBack(0, 1);
    const lastMonth = monthsBack(1);
    const longAgo = monthsBack(13);
    // deposits: 150.00 last month, 20.25 this month, 999.00 thirteen months ago (outside the statement)
    for (const [amountMinor, at] of [[15_000, lastMonth], [2_025, thisMonth], [99_900, longAgo]] as const) {
      const posted = await postEntry(db, { brandId: 'demo', memberId: m.memberId, kind: 'deposit', amountMinor, idempotencyKey: `ra-dep-${randomUUID()}` });
      await db.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.transactionId, posted.transactionId));
    }
    // withdrawals: 40.00 paid out last month, a refused one that does not count
    const [card] = await db.insert(bankCards).values({ brandId: 'demo', memberId: m.memberId, bankName: 'BDO', accountName: 'Nick', accountNumber: `${Date.now()}` }).returning();
    const withdrawal = { brandId: 'demo', memberId: m.memberId, bankCardId: card!.id, bankName: 'BDO', accountName: 'Nick', accountNumber: card!.accountNumber, createdAt: lastMonth };
    await db.insert(withdrawals).values([
      { ...withdrawal, orderNo: `W${randomUUID()}`, requestId: randomUUID(), amountMinor: 4_000, status: 'received' },
      { ...withdrawal, orderNo: `W${randomUUID()}`, requestId: randomUUID(), amountMinor: 7_000, status: 'rejected' },
    ]);
    // bets last month: 10.00 staked twice, one won 25.00; a cancelled one counts neither way
    const bet = { brandId: 'demo', memberId: m.memberId, vendor: 'INH', gameType: 'INHOUSE', gameCode: 'slot', gameName: 'Lucky Sevens', wallet: 'MAIN', placedAt: lastMonth };
    await db.insert(bets).values([
      { ...bet, betKey: randomUUID(), stakeMinor: 1_000, payoutMinor: 2_500, status: 'settled' },
      { ...bet, betKey: randomUUID(), stakeMinor: 1_000, payoutMinor: 0, status: 'settled' },
      { ...bet, betKey: randomUUID(), stakeMinor: 5_000, payoutMinor: 0, status: 'cancelled' },
    ]);
    // play sessions last month: 30 and 15 minutes
    await db.insert(playSessions).values([
      { memberId: m.memberId, brandId: 'demo', startedAt: lastMonth, lastActiveAt: new Date(lastMonth.getTime() + 30 * 60_000) },
      { memberId: m.memberId, brandId: 'demo', startedAt: new Date(lastMonth.getTime() + 3_600_000), lastActiveAt: new Date(lastMonth.getTime() + 3_600_000 + 15 * 60_000) },
    ]);

    const res = await m.call('activityStatement');
    expect(res.body.code).toBe('OK');
    const { months, csv, currencySymbol } = res.body.value;
    expect(currencySymbol).toBe('₱');
    expect(months).toHaveLength(12);
    expect(months[0].month).toBe(key(thisMonth));
    expect(months[11].month).toBe(key(monthsBack(11)));
    expect(months[0]).toMatchObject({ depositsMinor: 2_025, withdrawalsMinor: 0, netPositionMinor: 0 });
    expect(months[1]).toEqual({ month: key(lastMonth), depositsMinor: 15_000, withdrawalsMinor: 4_000, stakesMinor: 2_000, winsMinor: 2_500, netPositionMinor: 500, playedSeconds: 45 * 60 });

    const lines = csv.split('\r\n');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe(statementCsvHeader.join(','));
    expect(lines[0]).toBe('month,currency,deposits,withdrawals,stakes,wins,net_position,time_played_minutes');
    expect(lines[1]).toBe(`${key(thisMonth)},₱,20.25,0.00,0.00,0.00,0.00,0`);
    expect(lines[2]).toBe(`${key(lastMonth)},₱,150.00,40.00,20.00,25.00,5.00,45`);
    expect(lines).toHaveLength(14);
  });

  it('quotes CSV fields by RFC 4180 and writes losses with a minus sign', async () => {
    const { csvField, statementCsv } = await import('@app/contract/player-activity');
    const { decimalString } = await import('@app/contract/money');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(decimalString(-1_234_505, 2)).toBe('-12345.05');
    expect(decimalString(-100_000, 0)).toBe('-100000');
    expect(decimalString(7, 2)).toBe('0.07');
    const month = { month: '2031-01', depositsMinor: 0, withdrawalsMinor: 0, stakesMinor: 300, winsMinor: 0, netPositionMinor: -300, playedSeconds: 89 };
    expect(statementCsv([month], 'R$,', 2).split('\r\n')[1]).toBe('2031-01,"R$,",0.00,0.00,3.00,0.00,-3.00,1');
  });
});
