import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, brandClocks, missionProgress, missions, operatorAudit, referrals, sessions } from '../../src/db/schema';
import { maskUsername } from '../../src/lib/masks';
import { periodKeyAt } from '../../src/modules/loyalty/periods';
import { buildTestApp, TEST_OPERATOR } from '../helper';
import { loyaltyClient, testOperatorCalls } from '../loyalty-support';
import { expectLedgerConsistent, walletBalances } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const l = loyaltyClient(app);
const db = app.database.db;
const ops = testOperatorCalls(app);
const ZONE = 'Asia/Manila'; // the demo brand's clock: UTC+8

/** The progress rows of a member on a mission, by period key. */
async function progressByKey(memberId: number, code: string) {
  const rows = await db
    .select({ key: missionProgress.periodKey, progress: missionProgress.progress, completedAt: missionProgress.completedAt })
    .from(missionProgress)
    .where(and(eq(missionProgress.memberId, memberId), eq(missionProgress.missionId, await l.missionId(code))));
  return Object.fromEntries(rows.map((r) => [r.key, { progress: r.progress, completed: r.completedAt !== null }]));
}

describe('mission progress from real activity', () => {
  it('counts lottery and in-house bets by category when placed, and takes a cancelled bet back', async () => {
    const m = await l.member();
    for (let i = 0; i < 4; i++) await l.place(m.memberId, 100, 'ELOTT');
    await l.bet(m.memberId, 100, 'RNG'); // another category: not a lottery bet
    await l.bet(m.memberId, 100, 'INHOUSE');
    expect(await l.mission(m, 'daily-lottery-bets')).toMatchObject({ progress: 4, status: 'in_progress', target: 5 });
    expect(await l.mission(m, 'daily-inhouse-rounds')).toMatchObject({ progress: 1, status: 'in_progress' });

    const fifth = await l.place(m.memberId, 100, 'ELOTT');
    expect(await l.mission(m, 'daily-lottery-bets')).toMatchObject({ progress: 5, status: 'ready' });
    expect((await m.call('missionSummary')).body.value.readyCount).toBeGreaterThanOrEqual(2); // with today's login

    // a cancelled bet never counted: its bet is taken back, and the mission is not ready any more
    await l.cancel(m.memberId, fifth.betKey);
    expect(await l.mission(m, 'daily-lottery-bets')).toMatchObject({ progress: 4, status: 'in_progress' });
    expect(await progressByKey(m.memberId, 'daily-lottery-bets')).toEqual({ [periodKeyAt('daily', new Date(), ZONE)]: { progress: 4, completed: false } });
  });

  it('adds valid turnover of settled bets to turnover missions (category and all), not while open', async () => {
    const m = await l.member();
    const open = await l.place(m.memberId, 40_000, 'RNG');
    expect(await l.mission(m, 'daily-slots-turnover')).toMatchObject({ progress: 0 });
    await l.bet(m.memberId, 50_000, 'RNG');
    await l.bet(m.memberId, 30_000, 'LIVE');
    expect(await l.mission(m, 'daily-slots-turnover')).toMatchObject({ progress: 50_000, status: 'in_progress', target: 100_000 });
    expect(await l.mission(m, 'weekly-turnover')).toMatchObject({ progress: 80_000 });
    await l.cancel(m.memberId, open.betKey); // cancelled: never turnover
    await l.bet(m.memberId, 50_000, 'RNG');
    expect(await l.mission(m, 'daily-slots-turnover')).toMatchObject({ progress: 100_000, status: 'ready' });
    expect(await l.mission(m, 'weekly-turnover')).toMatchObject({ progress: 130_000 });
  });

  it('counts paid deposits (count and amount), and a friend’s first paid deposit for the referrer once', async () => {
    const referrer = await l.member('0');
    const friend = await l.member('0');
    await db.insert(referrals).values({ friendId: friend.memberId, referrerId: referrer.memberId, brandId: 'demo' });
    await l.deposit(friend, '300');
    expect(await l.mission(friend, 'weekly-deposits')).toMatchObject({ progress: 1, status: 'in_progress' });
    expect(await l.mission(friend, 'first-deposit')).toMatchObject({ progress: 30_000, status: 'in_progress' });
    expect(await l.mission(referrer, 'invite-friend')).toMatchObject({ progress: 1, status: 'ready' });
    await l.deposit(friend, '250');
    expect(await l.mission(friend, 'weekly-deposits')).toMatchObject({ progress: 2, status: 'ready' });
    expect(await l.mission(friend, 'first-deposit')).toMatchObject({ progress: 55_000, status: 'ready' });
    // the second deposit is not a first one
    expect(await l.mission(referrer, 'invite-friend')).toMatchObject({ progress: 1 });
  });

  it('counts a login day once, per brand day', async () => {
    const m = await l.member('0'); // registering logged in
    const code = 'daily-login';
    expect(await l.mission(m, code)).toMatchObject({ progress: 1, status: 'ready' });
    await l.login(m.username, 'Secret123');
    expect(await l.mission(m, code)).toMatchObject({ progress: 1 });

    // a weekly "log in on 3 days": Monday twice, Tuesday, Thursday of one ISO week (brand time UTC+8)
    const [weekly] = await db
      .insert(missions)
      .values({ brandId: 'demo', code: 'test-login-week', title: { EN: 'Log in on 3 days' }, description: { EN: '' }, kind: 'login_days', period: 'weekly', target: 3, reward: { kind: 'points', points: 5 }, active: true })
      .returning();
    const at = (iso: string) => new Date(iso);
    for (const created of ['2026-01-05T01:00:00+08:00', '2026-01-05T23:00:00+08:00', '2026-01-06T00:30:00+08:00', '2026-01-08T12:00:00+08:00', '2026-01-12T00:10:00+08:00']) {
      await db.insert(sessions).values({ tokenHash: `test-${Math.random()}`, memberId: m.memberId, brandId: 'demo', createdAt: at(created), lastSeenAt: at(created), expiresAt: at(created) });
    }
    const rows = await progressByKey(m.memberId, 'test-login-week');
    expect(rows).toEqual({ '2026-W02': { progress: 3, completed: true }, '2026-W03': { progress: 1, completed: false } });
    await db.update(missions).set({ active: false }).where(eq(missions.id, weekly!.id));
  });

  it('leaves trial accounts out', async () => {
    const trial = await l.trial();
    // the trial's demo money is not the ledger's: its bet rows straight, placed then settled
    const [row] = await db
      .insert(bets)
      .values({ brandId: 'demo', memberId: trial.memberId, vendor: 'SBX', gameType: 'ELOTT', gameCode: 'g', gameName: 'g', wallet: 'MAIN', stakeMinor: 100_000, betKey: 'trial-bet' })
      .returning();
    await db.update(bets).set({ status: 'settled', validBetMinor: 100_000, settledAt: new Date() }).where(eq(bets.id, row!.id));
    expect(await l.points(trial.memberId)).toMatchObject({ points: 0 });
    const rows = await db.select().from(missionProgress).where(eq(missionProgress.memberId, trial.memberId));
    expect(rows).toEqual([]);
    expect((await trial.call('missionSummary')).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('periods', () => {
  it('resets a daily mission at the brand’s midnight and a weekly one on Monday', async () => {
    const m = await l.member();
    const insertBet = (placedAt: string) =>
      db.insert(bets).values({ brandId: 'demo', memberId: m.memberId, vendor: 'SBX', gameType: 'ELOTT', gameCode: 'g', gameName: 'g', wallet: 'MAIN', stakeMinor: 100, betKey: `p-${Math.random()}`, placedAt: new Date(placedAt) });
    // Sunday 23:59 and Monday 00:01 in the brand's day (UTC+8): two days and two ISO weeks
    await insertBet('2026-01-11T23:59:00+08:00');
    await insertBet('2026-01-11T23:58:00+08:00');
    await insertBet('2026-01-12T00:01:00+08:00');
    expect(await progressByKey(m.memberId, 'daily-lottery-bets')).toEqual({ '2026-01-11': { progress: 2, completed: false }, '2026-01-12': { progress: 1, completed: false } });

    // the same instants in another time zone fall into other days: the brand's clock decides
    await db.update(brandClocks).set({ timeZone: 'Europe/London' }).where(eq(brandClocks.brandId, 'demo'));
    await insertBet('2026-01-12T00:01:00+08:00'); // 2026-01-11 16:01 UTC
    await db.update(brandClocks).set({ timeZone: ZONE }).where(eq(brandClocks.brandId, 'demo'));
    expect((await progressByKey(m.memberId, 'daily-lottery-bets'))['2026-01-11']).toEqual({ progress: 3, completed: false });

    // yesterday's progress is not today's: the summary shows the current period only
    await insertBet(new Date(Date.now() - 86_400_000).toISOString());
    expect(await l.mission(m, 'daily-lottery-bets')).toMatchObject({ progress: 0, periodKey: periodKeyAt('daily', new Date(), ZONE) });
  });

  it('shows each mission’s current period and when it resets', async () => {
    const m = await l.member('0');
    const value = (await m.call('missionSummary')).body.value;
    expect(value.timeZone).toBe(ZONE);
    const byCode = Object.fromEntries(value.list.map((x: { code: string }) => [x.code, x]));
    const now = Date.now();
    expect(byCode['daily-login'].resetsAt).toBeGreaterThan(now);
    expect(byCode['daily-login'].resetsAt).toBeLessThanOrEqual(now + 86_400_000);
    // brand midnight: a whole day in UTC+8
    expect((byCode['daily-login'].resetsAt + 480 * 60_000) % 86_400_000).toBe(0);
    expect(byCode['weekly-deposits'].periodKey).toMatch(/^\d{4}-W\d{2}$/);
    expect(new Date(byCode['weekly-deposits'].resetsAt + 480 * 60_000).getUTCDay()).toBe(1); // Monday
    expect(byCode['invite-friend']).toMatchObject({ periodKey: 'once', resetsAt: null });
    expect(value.list.map((x: { code: string }) => x.code)).toEqual([
      'daily-lottery-bets',
      'daily-slots-turnover',
      'daily-inhouse-rounds',
      'daily-login',
      'weekly-deposits',
      'weekly-turnover',
      'invite-friend',
      'first-deposit',
    ]);
    const weekly = (await m.call('missionSummary', { query: { period: 'weekly' } })).body.value.list;
    expect(weekly.map((x: { code: string }) => x.code)).toEqual(['weekly-deposits', 'weekly-turnover']);
  });
});

describe('claiming', () => {
  it('pays a ready mission once under 40 simultaneous claims', async () => {
    const m = await l.member('0');
    const id = await l.missionId('daily-login');
    const claims = await Promise.all(Array.from({ length: 40 }, () => m.call('claimMission', { body: { missionId: id } })));
    const codes = claims.map((c) => c.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'ALREADY_CLAIMED')).toBe(true);
    const won = claims.find((c) => c.body.code === 'OK')!.body.value;
    expect(won).toMatchObject({ reward: { kind: 'points', points: 10 }, pointsBalance: 10, bonusId: null, mission: { status: 'claimed', progress: 1 } });
    expect(await l.pointRows(m.memberId)).toEqual([{ kind: 'mission', change: 10, balanceAfter: 10, meta: expect.objectContaining({ missionId: id }) }]);
    expect(await l.mission(m, 'daily-login')).toMatchObject({ status: 'claimed' });
    expect((await m.call('claimMission', { body: { missionId: id } })).body.code).toBe('ALREADY_CLAIMED');
  });

  it('refuses a mission that is not ready, and pays cash and bonus rewards through the ledger', async () => {
    const m = await l.member('2000');
    const turnover = await l.missionId('daily-slots-turnover');
    const notReady = await m.call('claimMission', { body: { missionId: turnover } });
    expect(notReady.body).toMatchObject({ code: 'MISSION_NOT_READY', value: { progress: 0, target: 100_000 } });
    await l.bet(m.memberId, 100_000, 'RNG');
    const before = (await walletBalances(app, m.memberId)).MAIN!;
    const cash = await m.call('claimMission', { body: { missionId: turnover } });
    expect(cash.body.value).toMatchObject({ reward: { kind: 'cash', amountMinor: 200 }, bonusId: null, pointsBalance: null });
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(before + 200);

    await l.deposit(m, '300');
    await l.deposit(m, '300');
    // two deposits make the weekly mission (points) and 600.00 the first-deposit one (a bonus at 40x, 10.00 a bet at most)
    const points = await m.call('claimMission', { body: { missionId: await l.missionId('weekly-deposits') } });
    expect(points.body.value).toMatchObject({ reward: { kind: 'points', points: 300 }, bonusId: null });
    const bonus = await m.call('claimMission', { body: { missionId: await l.missionId('first-deposit') } });
    expect(bonus.body.code, JSON.stringify(bonus.body)).toBe('OK');
    expect(bonus.body.value.bonusId).toBeGreaterThan(0);
    const list = (await m.call('bonuses', { query: { status: 'active' } })).body.value.list as Array<{ id: number; amountMinor: number }>;
    expect(list.find((b) => b.id === bonus.body.value.bonusId)).toMatchObject({ grantedMinor: 5_000, wageringRequiredMinor: 40 * 5_000, maxBetMinor: 1_000 });
    expect((await m.call('claimMission', { body: { missionId: 999_999 } })).body.code).toBe('NOT_FOUND');
    await expectLedgerConsistent(app);
  });

  it('ranks members by missions claimed in the period, then points, with masked names and the member’s own place', async () => {
    const [a, b, c] = [await l.member('0'), await l.member('10'), await l.member('0')];
    const login = await l.missionId('daily-login');
    for (const m of [a, b]) expect((await m.call('claimMission', { body: { missionId: login } })).body.code).toBe('OK');
    await l.bet(b.memberId, 100, 'INHOUSE');
    await l.bet(b.memberId, 100, 'INHOUSE');
    await l.bet(b.memberId, 100, 'INHOUSE');
    expect((await b.call('claimMission', { body: { missionId: await l.missionId('daily-inhouse-rounds') } })).body.code).toBe('OK');

    const board = (await a.call('missionLeaderboard', { query: { period: 'daily', pageSize: '100' } })).body.value;
    const place = (username: string) => board.list.findIndex((e: { player: string }) => e.player === maskUsername(username));
    expect(place(b.username)).toBeLessThan(place(a.username));
    expect(board.list.find((e: { me: boolean }) => e.me)).toMatchObject({ completed: 1, points: 10 });
    expect(board.mine).toMatchObject({ completed: 1, points: 10, me: true });
    expect(board.list[place(b.username)]).toMatchObject({ completed: 2, points: 40, me: false });
    expect(board.list.every((e: { player: string }) => e.player.includes('***'))).toBe(true);
    expect(board.periodKey).toBe(periodKeyAt('daily', new Date(), ZONE));
    // c has claimed nothing: no place of its own
    expect((await c.call('missionLeaderboard', { query: { period: 'weekly' } })).body.value.mine).toBeNull();
    expect((await c.call('missionLeaderboard', { query: { period: 'all' } })).body.value).toMatchObject({ period: 'all', endsAt: null });
  });
});

describe('operator', () => {
  it('lists missions, switches one off and changes a target, audited', async () => {
    const list = await ops('operatorMissions', { query: { brandId: 'demo' } });
    expect(list.body.value.list.find((x: { code: string }) => x.code === 'daily-slots-turnover')).toMatchObject({ targetText: '1000.00', active: true });
    const changed = await ops('operatorUpdateMission', { body: { brandId: 'demo', code: 'daily-slots-turnover', target: '1500' } });
    expect(changed.body.value).toMatchObject({ target: 150_000, targetText: '1500.00' });
    const off = await ops('operatorUpdateMission', { body: { brandId: 'demo', code: 'daily-lottery-bets', active: false, target: '7' } });
    expect(off.body.value).toMatchObject({ active: false, target: 7 });
    const m = await l.member('0');
    expect((await m.call('missionSummary')).body.value.list.map((x: { code: string }) => x.code)).not.toContain('daily-lottery-bets');
    expect((await ops('operatorUpdateMission', { body: { brandId: 'demo', code: 'nope', active: true } })).body.code).toBe('NOT_FOUND');
    expect((await ops('operatorUpdateMission', { body: { brandId: 'demo', code: 'daily-login', target: '0' } })).body.code).toBe('VALIDATION_ERROR');
    const audit = await db.select().from(operatorAudit).where(sql`${operatorAudit.action} = 'mission.set'`);
    expect(audit).toHaveLength(2);
    expect(audit.map((a) => a.actor)).toEqual([TEST_OPERATOR, TEST_OPERATOR]);
    expect(audit[1]!.detail).toMatchObject({ code: 'daily-lottery-bets', before: { active: true, target: 5 }, after: { active: false, target: 7 } });
    await ops('operatorUpdateMission', { body: { brandId: 'demo', code: 'daily-lottery-bets', active: true, target: '5' } });
    await ops('operatorUpdateMission', { body: { brandId: 'demo', code: 'daily-slots-turnover', target: '1000' } });
  });
});
