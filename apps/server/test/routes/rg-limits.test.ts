import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bets, memberMessages, members, rgAudit, rgLimits, sessions, throttles } from '../../src/db/schema';
import { createSession } from '../../src/modules/accounts/sessions';
import { placeBet } from '../../src/modules/games/providers/wallet';
import { notifyMember } from '../../src/modules/inbox/notify';
import { grantReward } from '../../src/modules/promotions/grants';
import { takeBreak } from '../../src/modules/responsible-gaming/blocks';
import { slotAfter } from '../../src/modules/lottery/schedule';
import { signPayload } from '../../src/modules/games/providers/sandbox-vendor';
import { SANDBOX_TEST_SECRET, gamesClient } from '../games-support';
import { buildTestApp, TEST_OPERATOR } from '../helper';
import { testOperatorCalls } from '../loyalty-support';
import { uniquePayeeName } from '../accounts-support';
import { rid, walletClient } from '../wallet-support';

const app = await buildTestApp({ SANDBOX_VENDOR_SECRET: SANDBOX_TEST_SECRET, POW_DIFFICULTY: '4' });
/** operator calls as the test owner */
const ops = testOperatorCalls(app);
const g = gamesClient(app);
const w = walletClient(app);
const db = app.database.db;
const demo = app.brands.byId('demo')!;

beforeEach(async () => {
  await db.delete(throttles);
});

type Member = Awaited<ReturnType<typeof g.member>>;
type Res = { status: number; body: { success: boolean; code: string; value: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A funded member on the demo brand (MGA pack: 24 hours of cooling-off) with a session. */
async function funded(amountMinor = 100_000) {
  const m = await g.member();
  if (amountMinor) await g.fund(m.id, amountMinor);
  return m;
}

async function setLimit(m: Pick<Member, 'call'>, kind: string, period: string, value: string | number | null) {
  const res = await m.call('rgSetLimit', { body: { kind, period, value } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return res.body.value as { limits: Array<{ kind: string; period: string; value: number | null; pending: { value: number | null; effectiveAt: number; ready: boolean } | null; usedMinor: number | null }> };
}

const limitOf = (status: Awaited<ReturnType<typeof setLimit>>, kind: string, period: string) => status.limits.find((l) => l.kind === kind && l.period === period)!;

function expectLimitRefusal(res: Res, kind: string, period: string, limitMinor: number, usedMinor: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toMatchObject({ code: 'RG_LIMIT_REACHED', message: 'err_rg_limit_reached', value: { kind, period, limitMinor, usedMinor, remainingMinor: Math.max(0, limitMinor - usedMinor) } });
  expect(res.body.value.resetsAt).toBeGreaterThan(Date.now());
}

const mainOf = async (m: Pick<Member, 'token'>) => (await g.api.call('balance', { token: m.token })).body.value.mainBalanceMinor as number;

/** A signed seamless-wallet callback, as the sandbox vendor sends it. */
async function vendorCallback(action: string, body: unknown): Promise<Res> {
  const raw = JSON.stringify(body);
  const timestamp = Date.now();
  const res = await app.inject({
    method: 'POST',
    url: `/wps/seamless/PG/${action}`,
    headers: { 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signPayload(SANDBOX_TEST_SECRET, timestamp, raw) },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A PG slot launched at the sandbox vendor: debits of whole rounds, in minor units. */
async function vendorGame(m: Member) {
  const game = await g.gameByExternalId('PG', 'pg-1010');
  const launched = await m.call('launchGame', { body: { ...g.launchConstants, nodeId: game.id } });
  expect(launched.body.code, JSON.stringify(launched.body)).toBe('OK');
  const launchToken = new URL(launched.body.value.game_url).searchParams.get('launch')!;
  return (amount: number) => {
    const roundId = randomUUID();
    return vendorCallback('debit', { playerId: String(m.id), roundId, gameId: 'pg-1010', launchToken, txId: `${roundId}:d`, amount });
  };
}

/** The in-house dice launched: one round per call (stake as a decimal). */
async function dice(m: Member) {
  const node = await g.gameByExternalId('INH', 'dice');
  const launched = await m.call('launchGame', { body: { ...g.launchConstants, nodeId: node.id } });
  expect(launched.body.code, JSON.stringify(launched.body)).toBe('OK');
  const session = new URL(launched.body.value.game_url).searchParams.get('session')!;
  return (stake: string) => g.api.call('inhousePlay', { body: { session, roundId: randomUUID(), stake, params: { game: 'dice', target: 5000, direction: 'under' } } }) as Promise<Res>;
}

/**
 * A lottery ticket on the fast game's current draw (one bet of `stake`). Betting on a draw closes some seconds before
 * its draw time: a ticket that lands in that gap waits for the next draw to open and goes again.
 */
async function lotteryTicket(m: Member, stake: string): Promise<Res> {
  for (let attempt = 0; ; attempt++) {
    const slot = slotAfter(await app.lottery.game('SSC5D'), app.lottery.now());
    const res = (await m.call('lotteryPlaceBet', { body: { requestId: rid('rg'), gameCode: 'SSC5D', drawNo: slot.drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake } })) as Res;
    if (res.body.code !== 'DRAW_CLOSED' || attempt >= 2) return res;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, slot.drawAt.getTime() - app.lottery.now().getTime()) + 250));
  }
}

async function depositChannel(m: Member) {
  const res = await m.call('depositChannels');
  return res.body.value.list.find((c: { type: string }) => c.type === 'BANK') as { id: number; minMinor: number };
}

describe('limits in every money path, at the boundary', () => {
  it('deposit limit: an order up to the limit is taken, one cent over is refused with the limit and its reset', async () => {
    const m = await funded(0);
    const bank = await depositChannel(m);
    await setLimit(m, 'deposit', 'daily', '300.00');
    const deposit = (amount: string) => m.call('depositCreate', { body: { channelId: bank.id, amount, requestId: rid() } }) as Promise<Res>;
    expect((await deposit('150.00')).body.code).toBe('OK');
    expectLimitRefusal(await deposit('150.01'), 'deposit', 'daily', 30_000, 15_000);
    expect((await deposit('150.00')).body.code).toBe('OK');
    expectLimitRefusal(await deposit('100.00'), 'deposit', 'daily', 30_000, 30_000);
    const status = (await m.call('rgStatus')).body.value;
    expect(limitOf(status, 'deposit', 'daily')).toMatchObject({ value: 30_000, usedMinor: 30_000 });
  });

  it('wager limit on in-house rounds: exactly at is allowed, one cent over is refused and moves nothing', async () => {
    const m = await funded();
    const play = await dice(m);
    await setLimit(m, 'wager', 'weekly', '5.00');
    expect((await play('3.00')).body.code).toBe('OK');
    const before = await mainOf(m);
    expectLimitRefusal(await play('2.01'), 'wager', 'weekly', 500, 300);
    expect(await mainOf(m)).toBe(before);
    expect((await play('2.00')).body.code).toBe('OK');
    // the game's smallest stake is 0.10
    expectLimitRefusal(await play('0.10'), 'wager', 'weekly', 500, 500);
  });

  it('loss limit on seamless-wallet debits: open stakes count as lost until paid back', async () => {
    const m = await funded();
    const debit = await vendorGame(m);
    await setLimit(m, 'loss', 'monthly', '5.00');
    expect((await debit(300)).body.value).toMatchObject({ duplicate: false });
    expectLimitRefusal(await debit(201), 'loss', 'monthly', 500, 300);
    expect((await debit(200)).body.code).toBe('OK');
    expectLimitRefusal(await debit(1), 'loss', 'monthly', 500, 500);
    expect(await mainOf(m)).toBe(100_000 - 500);
  });

  it('loss limit on lottery tickets', async () => {
    const m = await funded();
    await setLimit(m, 'loss', 'daily', '5.00');
    expect((await lotteryTicket(m, '3')).body.code).toBe('OK');
    expectLimitRefusal(await lotteryTicket(m, '2.01'), 'loss', 'daily', 500, 300);
    expect((await lotteryTicket(m, '2')).body.code).toBe('OK');
    expectLimitRefusal(await lotteryTicket(m, '1'), 'loss', 'daily', 500, 500);
  });

  it('wager limit on transfers into a vendor wallet; money back to main is never refused', async () => {
    const m = await funded();
    await setLimit(m, 'wager', 'daily', '10.00');
    const transfer = (action: string, amount: string) => m.call('walletTransfer', { body: { action, vassalage: 'PG', amount, requestId: rid() } }) as Promise<Res>;
    expect((await transfer('toVendor', '6.00')).body.code).toBe('OK');
    expectLimitRefusal(await transfer('toVendor', '4.01'), 'wager', 'daily', 1000, 600);
    expect((await transfer('toVendor', '4.00')).body.code).toBe('OK');
    expect((await transfer('toMain', '10.00')).body.code).toBe('OK');
    expectLimitRefusal(await transfer('toVendor', '0.01'), 'wager', 'daily', 1000, 1000);
  });

  it('40 simultaneous debits cannot jointly cross a loss limit', async () => {
    const m = await funded();
    const debit = await vendorGame(m);
    await setLimit(m, 'loss', 'daily', '10.00');
    const results = await Promise.all(Array.from({ length: 40 }, () => debit(100)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes.filter((c) => c === 'RG_LIMIT_REACHED')).toHaveLength(30);
    const [placed] = await db.select({ total: sql<string>`coalesce(sum(${bets.stakeMinor}), 0)` }).from(bets).where(eq(bets.memberId, m.id));
    expect(Number(placed!.total)).toBe(1000);
    expect(await mainOf(m)).toBe(100_000 - 1000);
  });
});

describe('changing a limit', () => {
  it('lowers at once; a raise waits the cooling-off, then needs the confirmation', async () => {
    const m = await funded();
    await setLimit(m, 'deposit', 'weekly', '500');
    let status = await setLimit(m, 'deposit', 'weekly', '200');
    expect(limitOf(status, 'deposit', 'weekly')).toMatchObject({ value: 20_000, pending: null });

    status = await setLimit(m, 'deposit', 'weekly', '1000');
    const raised = limitOf(status, 'deposit', 'weekly');
    expect(raised).toMatchObject({ value: 20_000, pending: { value: 100_000, ready: false } });
    // the MGA pack's 24 hours
    expect(Math.abs(raised.pending!.effectiveAt - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    const early = await m.call('rgConfirmLimit', { body: { kind: 'deposit', period: 'weekly' } });
    expect(early.body).toMatchObject({ code: 'RG_COOLING_OFF', value: { effectiveAt: raised.pending!.effectiveAt } });

    // the clock moves: the cooling-off is over
    await db.update(rgLimits).set({ pendingEffectiveAt: new Date(Date.now() - 1000) }).where(eq(rgLimits.memberId, m.id));
    expect(limitOf((await m.call('rgStatus')).body.value, 'deposit', 'weekly')).toMatchObject({ value: 20_000, pending: { ready: true } });
    const confirmed = await m.call('rgConfirmLimit', { body: { kind: 'deposit', period: 'weekly' } });
    expect(limitOf(confirmed.body.value, 'deposit', 'weekly')).toMatchObject({ value: 100_000, pending: null });

    // a removal waits too; cancelling it keeps the limit
    status = await setLimit(m, 'deposit', 'weekly', null);
    expect(limitOf(status, 'deposit', 'weekly')).toMatchObject({ value: 100_000, pending: { value: null, ready: false } });
    const kept = await m.call('rgCancelLimitChange', { body: { kind: 'deposit', period: 'weekly' } });
    expect(limitOf(kept.body.value, 'deposit', 'weekly')).toMatchObject({ value: 100_000, pending: null });
    await setLimit(m, 'deposit', 'weekly', null);
    await db.update(rgLimits).set({ pendingEffectiveAt: new Date(Date.now() - 1000) }).where(eq(rgLimits.memberId, m.id));
    const removed = await m.call('rgConfirmLimit', { body: { kind: 'deposit', period: 'weekly' } });
    expect(limitOf(removed.body.value, 'deposit', 'weekly')).toMatchObject({ value: null, pending: null });

    const actions = (await db.select({ action: rgAudit.action }).from(rgAudit).where(eq(rgAudit.memberId, m.id)).orderBy(rgAudit.id)).map((r) => r.action);
    expect(actions).toEqual(['limit_set', 'limit_lowered', 'limit_raise_requested', 'limit_confirmed', 'limit_removal_requested', 'limit_change_cancelled', 'limit_removal_requested', 'limit_confirmed']);
  });

  it('refuses a limit the pack does not offer and a value that is not money', async () => {
    const m = await funded();
    expect((await m.call('rgSetLimit', { body: { kind: 'session', period: 'daily', value: 30 } })).body.code).toBe('VALIDATION_ERROR');
    expect((await m.call('rgSetLimit', { body: { kind: 'loss', period: 'daily', value: '1.234' } })).body.code).toBe('INVALID_AMOUNT');
    expect((await m.call('rgSetLimit', { body: { kind: 'session', period: 'session', value: 0 } })).body.code).toBe('VALIDATION_ERROR');
  });
});

/** A registered member (password login) with money, a payment password and a bank card. */
async function playerWithCard() {
  const m = await w.register();
  await w.credit(m.username, '500');
  expect((await m.call('setPaymentPassword', { body: { newPassword: 'Pay54321', confirmPassword: 'Pay54321' } })).body.code).toBe('OK');
  const card = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: uniquePayeeName(), accountNumber: `${String(m.memberId).padStart(8, '0')}9012`, paymentPassword: 'Pay54321' } });
  expect(card.body.code).toBe('OK');
  return { ...m, cardId: card.body.value.id as number, id: m.memberId };
}

async function loginAgain(username: string) {
  const res = await w.api.login(username, 'Secret123', '10.9.9.9');
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  const token = res.body.value.token as string;
  return { value: res.body.value, token, call: (name: Parameters<Member['call']>[0], input: { body?: unknown; query?: Record<string, string> } = {}) => w.api.call(name, { ...input, token, ip: '10.9.9.9' }) as Promise<Res> };
}

describe('time-out and self-exclusion', () => {
  it('a time-out logs the player out; a login shows its end and may only withdraw', async () => {
    const p = await playerWithCard();
    const res = await p.call('rgTakeBreak', { body: { duration: '24h' } });
    expect(res.body.value.block).toMatchObject({ kind: 'timeOut', allBrands: false });
    const until = res.body.value.block.until as number;
    expect(Math.abs(until - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    expect((await p.call('memberInfo')).body.code).toBe('NOT_LOGGED_IN');

    const again = await loginAgain(p.username);
    expect(again.value.playBlock).toEqual({ kind: 'timeOut', until, allBrands: false });
    expect((await again.call('memberInfo')).body.code).toBe('OK');
    const bank = (await again.call('depositChannels')).body;
    expect(bank).toMatchObject({ code: 'RG_BLOCKED', value: { kind: 'timeOut', until } });
    expect((await again.call('launchGame', { body: { ...g.launchConstants, nodeId: (await g.gameByExternalId('INH', 'dice')).id } })).body.code).toBe('RG_BLOCKED');
    expect((await again.call('lotteryPlaceBet', { body: { requestId: rid(), gameCode: 'SSC5D', drawNo: '1', playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' } })).body.code).toBe('RG_BLOCKED');
    // it cannot be shortened or lifted from the blocked session
    expect((await again.call('rgTakeBreak', { body: { duration: '24h' } })).body.code).toBe('RG_BLOCKED');
    expect((await again.call('rgStatus')).body.value.block).toEqual({ kind: 'timeOut', until, allBrands: false });
    // the balance can leave
    const withdrawal = await again.call('withdrawCreate', { body: { bankCardId: p.cardId, amount: '100', paymentPassword: 'Pay54321' } });
    expect(withdrawal.body.value, JSON.stringify(withdrawal.body)).toMatchObject({ status: 'requested', amountMinor: 10_000 });
  });

  it('a blocked member gets no bet, deposit, promotion or marketing message, whatever the path', async () => {
    const m = await funded();
    const bank = await depositChannel(m);
    await takeBreak(db, app.brands, demo, { id: m.id, brandId: 'demo' }, '1w');
    const game = await g.gameByExternalId('INH', 'dice');
    const bet = placeBet(db, { memberId: m.id, brandId: 'demo' } as never, { vendor: 'INH', gameType: 'INHOUSE', externalId: 'dice', gameName: 'Dice', nodeId: game.id } as never, randomUUID(), 100);
    await expect(bet).rejects.toMatchObject({ code: 'RG_BLOCKED' });
    const session = await createSession(db, { memberId: m.id, brandId: 'demo', ip: '127.0.0.1', mustChangePassword: false });
    expect((await g.api.call('depositCreate', { token: session, body: { channelId: bank.id, amount: '100', requestId: rid() } })).body.code).toBe('RG_BLOCKED');
    const grant = await grantReward(db, { brandId: 'demo', memberId: m.id, promotionId: null, grantKey: `rg-test:${m.id}`, title: { EN: 'Gift', TY: 'Regalo' }, amountMinor: 5_000, bonus: null });
    expect(grant).toMatchObject({ amountMinor: 0, blocked: true });
    expect(await mainOf({ token: session })).toBe(100_000);
    await notifyMember(db, { brandId: 'demo', memberId: m.id, category: 'vip', key: 'vip_notice', params: {} });
    await notifyMember(db, { brandId: 'demo', memberId: m.id, category: 'withdrawal', key: 'withdrawal_approved', params: { orderNo: 'W1', amount: '1.00' } });
    const categories = (await db.select({ category: memberMessages.category }).from(memberMessages).where(eq(memberMessages.memberId, m.id))).map((r) => r.category);
    expect(categories).toEqual(['withdrawal']);
    // a shorter break does not replace the longer one
    await expect(takeBreak(db, app.brands, demo, { id: m.id, brandId: 'demo' }, '24h')).rejects.toMatchObject({ code: 'RG_BLOCK_ACTIVE' });
  });

  it('self-exclusion: permanent, on every brand of the operator where the pack offers it', async () => {
    const p = await playerWithCard();
    const email = `rg${randomUUID().slice(0, 8)}@example.com`;
    await db.update(members).set({ email }).where(eq(members.id, p.id));
    const [other] = await db.insert(members).values({ brandId: 'tiger', username: `t${randomUUID().slice(0, 8)}`, passwordHash: null, type: 0, nickname: 'Tiger', email }).returning({ id: members.id });
    const refused = await p.call('rgSelfExclude', { body: { duration: 'permanent', allBrands: true } });
    expect(refused.body.code).toBe('VALIDATION_ERROR');
    const res = await p.call('rgSelfExclude', { body: { duration: 'permanent', allBrands: true, confirm: true } });
    expect(res.body.value.block).toEqual({ kind: 'selfExclusion', until: null, allBrands: true });
    const again = await loginAgain(p.username);
    expect(again.value.playBlock).toEqual({ kind: 'selfExclusion', until: null, allBrands: true });
    expect((await again.call('depositChannels')).body.code).toBe('RG_BLOCKED');
    const tigerSession = await createSession(db, { memberId: other!.id, brandId: 'tiger', ip: '127.0.0.1', mustChangePassword: false });
    const tiger = await w.api.call('depositChannels', { token: tigerSession, host: 'tiger.localhost' } as never);
    expect(tiger.body.code).toBe('RG_BLOCKED');
    const audit = await ops('operatorPlayerRg', { query: { brandId: 'demo', username: p.username } });
    expect(audit.body.value).toMatchObject({ block: { kind: 'selfExclusion', until: 'permanent', allBrands: true }, audit: [{ action: 'self_exclusion', actor: 'member' }] });
  });

  it('the session time limit ends the session and closes play until the brand next day', async () => {
    const p = await playerWithCard();
    const status = await setLimit(p, 'session', 'session', 30);
    expect(limitOf(status, 'session', 'session')).toMatchObject({ value: 30 });
    const fresh = await loginAgain(p.username);
    expect((await fresh.call('memberInfo')).body.code).toBe('OK');
    // 31 minutes later (a new login: the lookup cache keeps a session for a few seconds)
    const later = await loginAgain(p.username);
    await db.update(sessions).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(sessions.memberId, p.id));
    expect((await later.call('memberInfo')).body.code).toBe('NOT_LOGGED_IN');
    const next = await loginAgain(p.username);
    expect(next.value.playBlock).toMatchObject({ kind: 'sessionLimit' });
    expect(next.value.playBlock.until).toBeGreaterThan(Date.now());
    expect(next.value.playBlock.until).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect((await next.call('depositChannels')).body.code).toBe('RG_BLOCKED');
    expect((await next.call('withdrawals')).body.code).toBe('OK');
  });
});

describe('the session time limit in games', () => {
  it('ends vendor and in-house play that never passes the API once the session time is spent', async () => {
    const m = await funded();
    await setLimit(m, 'session', 'session', 30);
    const debit = await vendorGame(m);
    const roll = await dice(m);
    expect((await debit(100)).body.code).toBe('OK');
    expect((await roll('1.00')).body.code).toBe('OK');
    const before = await mainOf(m);
    // 31 minutes into the login session: the next callback or round ends it, with no API call in between
    await db.update(sessions).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(sessions.memberId, m.id));
    expect((await debit(100)).body.code).toBe('GAME_SESSION_INVALID');
    expect((await roll('1.00')).status).toBeGreaterThanOrEqual(400);
    const [login] = await db.select().from(sessions).where(eq(sessions.memberId, m.id));
    expect(login!.revokedAt).not.toBeNull();
    const audit = await db.select().from(rgAudit).where(eq(rgAudit.memberId, m.id));
    expect(audit.map((a) => a.action)).toContain('session_limit_reached');
    const relogged = await createSession(db, { memberId: m.id, brandId: 'demo', ip: '127.0.0.1', mustChangePassword: false });
    expect(await mainOf({ token: relogged })).toBe(before);
    expect((await g.api.call('launchGame', { token: relogged, body: { ...g.launchConstants, nodeId: (await g.gameByExternalId('PG', 'pg-1010')).id } })).body.code).toBe('RG_BLOCKED');
  });
});

describe('the brand pack', () => {
  it('the operator switches it without code, audited; the panic button and the offered tools follow', async () => {
    const m = await funded();
    expect((await g.api.call('rgPack')).body.value).toMatchObject({ id: 'mga', panicButton: false, allBrandsOption: true, coolingOffHours: 24 });
    expect((await ops('operatorRgPack', { query: { brandId: 'demo' } })).body.value).toMatchObject({ brandId: 'demo', packId: 'mga', brandFilePack: 'mga', overridden: false, changedBy: null });
    const switched = await ops('operatorSetRgPack', { body: { brandId: 'demo', packId: 'de-gluestv' } });
    expect(switched.body.value).toMatchObject({ packId: 'de-gluestv', overridden: true });
    expect((await ops('operatorRgPack', { query: { brandId: 'demo' } })).body.value).toMatchObject({ packId: 'de-gluestv', overridden: true, changedBy: TEST_OPERATOR, packs: expect.arrayContaining(['mga', 'de-gluestv', 'none']) });
    try {
      expect((await g.api.call('rgPack')).body.value).toMatchObject({ id: 'de-gluestv', panicButton: true, coolingOffHours: 168 });
      const status = await setLimit(m, 'wager', 'daily', '10');
      const raised = limitOf(await setLimit(m, 'wager', 'daily', '20'), 'wager', 'daily');
      expect(limitOf(status, 'wager', 'daily').value).toBe(1000);
      expect(Math.abs(raised.pending!.effectiveAt - (Date.now() + 168 * 3_600_000))).toBeLessThan(60_000);
      const none = await ops('operatorSetRgPack', { body: { brandId: 'demo', packId: 'none' } });
      expect(none.status).toBe(200);
      expect((await m.call('rgSelfExclude', { body: { duration: '6m', allBrands: true, confirm: true } })).body.code).toBe('RG_NOT_OFFERED');
    } finally {
      await ops('operatorSetRgPack', { body: { brandId: 'demo', packId: null } });
    }
    expect((await g.api.call('rgPack')).body.value.id).toBe('mga');
    const trail = await db.select().from(rgAudit).where(and(eq(rgAudit.brandId, 'demo'), eq(rgAudit.action, 'pack_switched')));
    expect(trail.map((r) => [r.actor, (r.detail as { to: string }).to])).toEqual([
      [`operator:${TEST_OPERATOR}`, 'de-gluestv'],
      [`operator:${TEST_OPERATOR}`, 'none'],
      [`operator:${TEST_OPERATOR}`, 'mga'],
    ]);
  });
});
