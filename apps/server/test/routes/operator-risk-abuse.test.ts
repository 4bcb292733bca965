/**
 * The abuse rules of issue 30 and holding a reward: each rule fires on a reproduction of its abuse and not on an
 * honest player (a bonus wagered on games that hardly lose, one promotion's bonus taken by three accounts of one
 * device, an inviter paid for a friend on the same device, money passed up an agent tree before a withdrawal, a bank
 * card refused because another member holds it); a reward granted while a holding flag is open is kept, paid once when
 * the flag is resolved (also with 40 resolves and grants at once), never when dropped; the linked accounts reach the
 * second ring.
 */
import { DEFAULT_RISK_RULES, type RiskRules } from '@app/contract/operators-risk';
import { MAIN_WALLET } from '@app/contract/wallet';
import { and, eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandGameSettings, games, heldRewards, identityRules, ledgerTransactions, members, operatorAudit, promotions, riskFlags, riskRules, throttles } from '../../src/db/schema';
import { INSTALL_ID_HEADER } from '../../src/modules/accounts/shared-identity';
import { DEFAULT_WAGERING_WEIGHTS, grantReward } from '../../src/modules/promotions/grants';
import { raiseFlag } from '../../src/modules/risk/flags';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { freshIp, uniquePayeeName } from '../accounts-support';
import { buildTestApp } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const w = walletClient(app);
const ops = operatorsClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});
beforeEach(async () => {
  await db.delete(throttles);
});
afterEach(async () => {
  await db.delete(riskRules);
  await db.delete(identityRules);
});

const PAY = 'Pay12345';
const ADULT = '1990-05-17';
const newInstallId = () => `inst-${randomUUID()}`;
const flagsOf = async (memberId: number, kind?: string) =>
  db
    .select()
    .from(riskFlags)
    .where(and(eq(riskFlags.memberId, memberId), kind ? eq(riskFlags.kind, kind) : undefined));
const setRules = async (rules: Partial<RiskRules>) => {
  const set = await ops.call('operatorSetRiskRules', { token: tokens.risk, body: { brandId: 'demo', rules: { ...DEFAULT_RISK_RULES, ...rules } } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
};

/** A demo member registered from an address and a device (the web client's install id), with a payment password. */
async function registerFrom(client: { ip?: string; installId?: string; referralCode?: string; payeeName?: string } = {}) {
  const ip = client.ip ?? freshIp();
  const username = `k${Math.random().toString(36).slice(2, 9)}`;
  const headers: Record<string, string> = client.installId ? { [INSTALL_ID_HEADER]: client.installId } : {};
  const res = await w.api.call('registerByUsername', {
    ip,
    headers,
    body: {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      dateOfBirth: ADULT,
      payeeName: client.payeeName ?? uniquePayeeName(),
      ...(client.referralCode ? { referralCode: client.referralCode } : {}),
      ...(await w.api.human(ip)),
    },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username)));
  const token = res.body.value.token as string;
  const call = (name: Parameters<typeof w.api.call>[0], input: Parameters<typeof w.api.call>[1] = {}) => w.api.call(name, { ...input, token, ip, headers });
  expect((await call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
  return { username, memberId: row!.id, ip, call };
}
type Member = Awaited<ReturnType<typeof registerFrom>>;

let numbers = 0;
const newAccountNumber = () => `${Date.now() % 1e8}${String(numbers++).padStart(4, '0')}`;
const bindCard = (m: Pick<Member, 'call'>, accountNumber: string, accountName = uniquePayeeName()) => m.call('bindBankCard', { body: { bankName: 'BPI', accountName, accountNumber, paymentPassword: PAY } });

const bonusTerms = (maxBetMinor = 10_000) => ({ wageringMultiple: 1, wageringBase: 'bonus' as const, weights: DEFAULT_WAGERING_WEIGHTS, expiryDays: 7, maxBetMinor });
const title = { EN: 'Test reward', TY: 'Pagsubok' };

describe('bonus abuse', () => {
  /** Two slot games of the catalogue, declared for the demo brand (its catalogue override) at 99% and 96%. */
  async function ratedGames() {
    const rng = await db
      .select()
      .from(games)
      .where(and(eq(games.gameType, 'RNG'), eq(games.isGame, 'GAME')))
      .limit(2);
    const [lowEdge, ordinary] = rng as [typeof games.$inferSelect, typeof games.$inferSelect];
    for (const [game, rtpBp] of [
      [lowEdge, 9_900],
      [ordinary, 9_600],
    ] as const) {
      await db.insert(brandGameSettings).values({ brandId: 'demo', gameId: game.id, rtpBp }).onConflictDoUpdate({ target: [brandGameSettings.brandId, brandGameSettings.gameId], set: { rtpBp } });
    }
    return { lowEdge, ordinary };
  }

  /** A 100.00 bonus (1x wagering) wagered in two 50.00 stakes on the game, each paid back in full: the second releases it. */
  async function wagerBonusOn(game: typeof games.$inferSelect) {
    const m = await w.register();
    const grant = await grantReward(db, { brandId: 'demo', memberId: m.memberId, promotionId: null, grantKey: `test-bonus:${randomUUID()}`, title, amountMinor: 10_000, bonus: bonusTerms() });
    for (let i = 0; i < 2; i++) {
      const betKey = `low-edge-${randomUUID()}`;
      await debitForBet(db, { brandId: 'demo', memberId: m.memberId, vendor: game.vendorCode, gameType: game.gameType, gameCode: game.externalId, gameName: game.name, betKey, stakeMinor: 5_000 });
      await creditWin(db, { memberId: m.memberId, betKey, payoutMinor: 5_000 });
    }
    expect((await walletBalances(app, m.memberId))[MAIN_WALLET]).toBe(10_000);
    return { memberId: m.memberId, bonusId: grant.bonusId! };
  }

  it('flags a bonus wagered on a 99% game at its release, not one wagered on a 96% game', async () => {
    const { lowEdge, ordinary } = await ratedGames();
    const abuser = await wagerBonusOn(lowEdge);
    const [flag] = await flagsOf(abuser.memberId);
    expect(flag).toMatchObject({ kind: 'bonus_low_edge', score: DEFAULT_RISK_RULES.lowEdgeWagering.score, status: 'open' });
    expect(flag!.detail).toEqual({ bonusId: abuser.bonusId, stakeMinor: 10_000, lowEdgeStakeMinor: 10_000, sharePercent: 100, minRtpBp: 9_800 });
    const honest = await wagerBonusOn(ordinary);
    expect(await flagsOf(honest.memberId)).toEqual([]);
  });

  it('flags the third account of one device taking one promotion’s bonus, not the first two nor a member on a device of its own', async () => {
    const [promo] = await db
      .insert(promotions)
      .values({ brandId: 'demo', code: `risk-${randomUUID().slice(0, 8)}`, category: 'deposit', mechanic: 'reload', title, summary: title, rulesHtml: title, image: '', terms: {}, startAt: new Date() })
      .returning();
    const device = newInstallId();
    const trio = [await registerFrom({ installId: device }), await registerFrom({ installId: device }), await registerFrom({ installId: device })];
    const honest = await registerFrom({ installId: newInstallId() });
    for (const m of [...trio, honest]) {
      await grantReward(db, { brandId: 'demo', memberId: m.memberId, promotionId: promo!.id, grantKey: `reload:${promo!.id}:test`, title, amountMinor: 2_000, bonus: bonusTerms() });
    }
    expect(await flagsOf(trio[0]!.memberId, 'bonus_shared_device')).toEqual([]);
    expect(await flagsOf(trio[1]!.memberId, 'bonus_shared_device')).toEqual([]);
    const [flag] = await flagsOf(trio[2]!.memberId, 'bonus_shared_device');
    expect(flag).toMatchObject({ score: DEFAULT_RISK_RULES.sharedDeviceBonus.score, detail: { promotionId: promo!.id } });
    expect(flag!.detail.shared).toEqual(
      [trio[0]!, trio[1]!].map((m) => ({ reason: 'device', memberId: m.memberId, username: m.username })).sort((a, b) => a.memberId - b.memberId),
    );
    expect(await flagsOf(honest.memberId)).toEqual([]);
  });

  it('flags an inviter and a friend of one device when the reward is paid; an unrelated friend is paid without a flag', async () => {
    const client = { ip: freshIp(), installId: newInstallId() };
    const inviter = await registerFrom(client);
    const referralCode = (await inviter.call('referralSummary')).body.value.referralCode as string;
    const friend = await registerFrom({ ...client, referralCode });
    await w.depositPaid(friend, '500');
    // held for review by the referral rules; an operator pays it anyway: that is when the ring is flagged
    expect(await flagsOf(inviter.memberId, 'referral_ring')).toEqual([]);
    const released = await w.ops('operatorReleaseReferral', { body: { brandId: 'demo', friendId: friend.memberId } });
    expect(released.body).toMatchObject({ code: 'OK', value: { paid: true } });
    const shared = (m: Member) => [
      { reason: 'address', memberId: m.memberId, username: m.username },
      { reason: 'device', memberId: m.memberId, username: m.username },
    ];
    expect((await flagsOf(inviter.memberId, 'referral_ring'))[0]).toMatchObject({ score: 50, detail: { referral: 'referrer', shared: shared(friend) } });
    expect((await flagsOf(friend.memberId, 'referral_ring'))[0]).toMatchObject({ score: 50, detail: { referral: 'friend', shared: shared(inviter) } });

    const honestInviter = await registerFrom({ installId: newInstallId() });
    const code = (await honestInviter.call('referralSummary')).body.value.referralCode as string;
    const honestFriend = await registerFrom({ installId: newInstallId(), referralCode: code });
    await w.depositPaid(honestFriend, '500');
    expect((await honestInviter.call('referralFriends')).body.value.list).toMatchObject([{ status: 'qualified' }]);
    expect(await flagsOf(honestInviter.memberId)).toEqual([]);
    expect(await flagsOf(honestFriend.memberId)).toEqual([]);
  });
});

describe('chip dumping', () => {
  type Session = Awaited<ReturnType<typeof w.login>>;
  async function withCard(s: Session) {
    expect((await s.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
    const card = await bindCard(s, `${String(s.memberId).padStart(8, '0')}7013`);
    expect(card.body.code, JSON.stringify(card.body)).toBe('OK');
    return { ...s, cardId: card.body.value.id as number };
  }
  /** A sub-agent of agent1 and two members it registered, each with a payment password and a bank card. */
  async function agentTree() {
    const agent1 = await w.login('agent1', 'Agent123!');
    const name = `cd${randomUUID().slice(0, 8)}`;
    expect((await agent1.call('registerDownline', { body: { username: name, password: 'Agent123!', confirmPassword: 'Agent123!', dateOfBirth: ADULT, type: 2 } })).body.code).toBe('OK');
    const agent = await withCard(await w.login(name, 'Agent123!'));
    const downline = async () => {
      const username = `cm${randomUUID().slice(0, 8)}`;
      expect((await agent.call('registerDownline', { body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: ADULT } })).body.code).toBe('OK');
      return withCard(await w.login(username, 'Secret123'));
    };
    return { agent, members: [await downline(), await downline()] };
  }
  const withdraw = (s: Session & { cardId: number }, amount: string) => s.call('withdrawCreate', { body: { bankCardId: s.cardId, amount, paymentPassword: PAY, requestId: rid('wd') } });

  it('flags an agent withdrawing what two of its members sent it; not a player withdrawing its own deposit', async () => {
    const { agent, members: sent } = await agentTree();
    for (const [m, amount] of [
      [sent[0]!, '200'],
      [sent[1]!, '150'],
    ] as const) {
      await w.credit(m.username, amount);
      expect((await m.call('transferToUpline', { body: { amount, paymentPassword: PAY, requestId: rid('up') } })).body.code).toBe('OK');
    }
    const request = await withdraw(agent, '300');
    expect(request.body.code, JSON.stringify(request.body)).toBe('OK');
    const [flag] = await flagsOf(agent.memberId, 'chip_dumping');
    expect(flag).toMatchObject({ score: DEFAULT_RISK_RULES.chipDumping.score, status: 'open' });
    expect(flag!.detail).toEqual({
      amountMinor: 30_000,
      orderNo: request.body.value.orderNo,
      hours: 72,
      receivedMinor: 35_000,
      sharePercent: 116,
      senders: [
        { memberId: sent[0]!.memberId, username: sent[0]!.username, amountMinor: 20_000 },
        { memberId: sent[1]!.memberId, username: sent[1]!.username, amountMinor: 15_000 },
      ],
    });

    const honest = await withCard(await w.register());
    await w.depositPaid(honest, '300');
    const betKey = `honest-${randomUUID()}`;
    await debitForBet(db, { brandId: 'demo', memberId: honest.memberId, vendor: 'PG', gameType: 'RNG', gameCode: 'g', gameName: 'Game', betKey, stakeMinor: 30_000 });
    await creditWin(db, { memberId: honest.memberId, betKey, payoutMinor: 30_000 });
    expect((await withdraw(honest, '300')).body.code).toBe('OK');
    expect(await flagsOf(honest.memberId)).toEqual([]);
  });
});

describe('a refused binding', () => {
  it('flags the member trying to bind another member’s number or name, naming the holder; the refusal keeps its code', async () => {
    const holder = await registerFrom();
    const number = newAccountNumber();
    const holderName = uniquePayeeName();
    expect((await bindCard(holder, number, holderName)).body.code).toBe('OK');
    const trying = await registerFrom();
    expect((await bindCard(trying, number)).body).toMatchObject({ code: 'BANK_ACCOUNT_IN_USE', value: { field: 'accountNumber' } });
    const named = [{ memberId: holder.memberId, username: holder.username }];
    expect((await flagsOf(trying.memberId))[0]).toMatchObject({ kind: 'duplicate_account', hits: 1, detail: { at: 'bank_card_refused', shared: [{ reason: 'bank_account', ...named[0] }] } });
    expect((await bindCard(trying, newAccountNumber(), holderName)).body).toMatchObject({ code: 'PAYEE_NAME_IN_USE', value: { field: 'accountName' } });
    expect((await flagsOf(trying.memberId))[0]).toMatchObject({ hits: 2, detail: { at: 'bank_card_refused', shared: [{ reason: 'payee_name', ...named[0] }] } });
    // nothing was bound, and the holder is not flagged for being tried
    expect((await trying.call('bankCards')).body.value.list).toEqual([]);
    expect(await flagsOf(holder.memberId)).toEqual([]);
    const honest = await registerFrom();
    expect((await bindCard(honest, newAccountNumber())).body.code).toBe('OK');
    expect(await flagsOf(honest.memberId)).toEqual([]);
  });
});

describe('holding a reward', () => {
  const cash = (memberId: number, grantKey: string, amountMinor = 5_000) => grantReward(db, { brandId: 'demo', memberId, promotionId: null, grantKey, title, amountMinor, bonus: null });
  const mainOf = async (memberId: number) => (await walletBalances(app, memberId))[MAIN_WALLET] ?? 0;
  const heldOf = (memberId: number) => db.select().from(heldRewards).where(eq(heldRewards.memberId, memberId)).orderBy(heldRewards.id);
  const payments = (memberId: number, grantKey: string) =>
    db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.idempotencyKey, `bonus:${grantKey}`)));

  it('holds nothing by default: a flag is advice', async () => {
    const m = await w.register();
    await raiseFlag(db, { brandId: 'demo', memberId: m.memberId, kind: 'deposit_velocity', score: 90, detail: { count: 9, minutes: 5 } });
    expect(await cash(m.memberId, `gift:${randomUUID()}`)).toMatchObject({ amountMinor: 5_000, duplicate: false });
    expect(await mainOf(m.memberId)).toBe(5_000);
  });

  it('keeps rewards while a holding flag is open, pays the held one once when risk1 resolves it, never the dropped one; audited', async () => {
    await setRules({ holdRewardsFromScore: 40 });
    const m = await w.register();
    const below = await w.register();
    await raiseFlag(db, { brandId: 'demo', memberId: m.memberId, kind: 'deposit_velocity', score: 50, detail: { count: 6, minutes: 10 } });
    await raiseFlag(db, { brandId: 'demo', memberId: below.memberId, kind: 'deposit_velocity', score: 30, detail: { count: 6, minutes: 10 } });
    const [kept, dropped] = [`gift:${randomUUID()}`, `gift:${randomUUID()}`];
    expect(await cash(m.memberId, kept)).toMatchObject({ held: true, amountMinor: 0 });
    expect(await cash(m.memberId, kept)).toMatchObject({ held: true });
    expect(await cash(m.memberId, dropped, 7_000)).toMatchObject({ held: true });
    // a flag below the hold score holds nothing
    expect(await cash(below.memberId, `gift:${randomUUID()}`)).toMatchObject({ amountMinor: 5_000 });
    expect(await mainOf(m.memberId)).toBe(0);
    expect((await heldOf(m.memberId)).map((r) => [r.grantKey, r.status, r.amountMinor])).toEqual([
      [kept, 'held', 5_000],
      [dropped, 'held', 7_000],
    ]);

    const listed = await ops.call('operatorHeldRewards', { token: tokens.support, query: { brandId: 'demo', memberId: m.memberId, status: 'held' } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.value.list).toMatchObject([
      { grantKey: dropped, amountMinor: 7_000, kind: 'cash', title: 'Test reward', status: 'held', username: m.username },
      { grantKey: kept, amountMinor: 5_000, status: 'held' },
    ]);
    const toDrop = listed.body.value.list[0].id as number;
    const support = await ops.call('operatorDropHeldReward', { token: tokens.support, body: { id: toDrop, note: 'x' } });
    expect([support.status, support.body.value]).toEqual([403, { permission: 'risk.write' }]);
    const drop = await ops.call('operatorDropHeldReward', { token: tokens.risk, body: { id: toDrop, note: 'Reward farmed with a second account' } });
    expect(drop.body.value).toMatchObject({ status: 'dropped', decidedBy: 'risk1', note: 'Reward farmed with a second account' });
    expect((await ops.call('operatorDropHeldReward', { token: tokens.risk, body: { id: toDrop, note: 'again' } })).body.code).toBe('INVALID_STATE');

    const [flag] = await flagsOf(m.memberId);
    const resolved = await ops.call('operatorResolveRiskFlag', { token: tokens.risk, body: { id: flag!.id, note: 'Checked: a promotion week' } });
    expect(resolved.body.value).toMatchObject({ status: 'resolved' });
    expect(await mainOf(m.memberId)).toBe(5_000);
    expect((await heldOf(m.memberId)).map((r) => [r.grantKey, r.status, r.decidedBy])).toEqual([
      [kept, 'paid', 'risk1'],
      [dropped, 'dropped', 'risk1'],
    ]);
    // the grants again (a job rerun): the paid one is a duplicate, the dropped one is never paid
    expect(await cash(m.memberId, kept)).toMatchObject({ duplicate: true });
    expect(await cash(m.memberId, dropped, 7_000)).toMatchObject({ held: true });
    expect(await mainOf(m.memberId)).toBe(5_000);
    expect(await payments(m.memberId, kept)).toHaveLength(1);
    expect(await payments(m.memberId, dropped)).toEqual([]);

    const audits = await db
      .select({ action: operatorAudit.action, actor: operatorAudit.actor, detail: operatorAudit.detail })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.target, `member:${m.memberId}`), like(operatorAudit.action, '%.%')))
      .orderBy(operatorAudit.id);
    expect(audits.map((a) => [a.action, a.actor])).toEqual([
      ['held-reward.drop', 'risk1'],
      ['held-reward.pay', 'risk1'],
      ['risk-flag.resolve', 'risk1'],
    ]);
    expect(audits[0]!.detail).toMatchObject({ grantKey: dropped, amountMinor: 7_000, note: 'Reward farmed with a second account' });
    expect(audits[2]!.detail).toMatchObject({ paidHeldRewards: [expect.any(Number)] });
    await expectLedgerConsistent(app);
  });

  it('keeps a referral reward held while the inviter’s flag is open and pays it as a bonus when resolved', async () => {
    await setRules({ holdRewardsFromScore: 40 });
    const inviter = await registerFrom({ installId: newInstallId() });
    await raiseFlag(db, { brandId: 'demo', memberId: inviter.memberId, kind: 'withdrawal_over_deposits', score: 50, detail: {} });
    const code = (await inviter.call('referralSummary')).body.value.referralCode as string;
    const friend = await registerFrom({ installId: newInstallId(), referralCode: code });
    await w.depositPaid(friend, '500');
    const [held] = await heldOf(inviter.memberId);
    expect(held).toMatchObject({ grantKey: `referral:${friend.memberId}`, status: 'held' });
    const [flag] = await flagsOf(inviter.memberId);
    await ops.call('operatorResolveRiskFlag', { token: tokens.risk, body: { id: flag!.id, note: 'ok' } });
    expect((await heldOf(inviter.memberId))[0]!.status).toBe('paid');
    const bonus = (await ops.call('operatorHeldRewards', { token: tokens.risk, query: { memberId: inviter.memberId } })).body.value.list[0];
    expect(bonus).toMatchObject({ kind: 'bonus', status: 'paid' });
  });

  it('pays a held reward once when two holding flags are resolved and the reward granted again, 40 at once', { timeout: 120_000 }, async () => {
    await setRules({ holdRewardsFromScore: 40 });
    const m = await w.register();
    await raiseFlag(db, { brandId: 'demo', memberId: m.memberId, kind: 'deposit_velocity', score: 50, detail: { count: 6, minutes: 10 } });
    await raiseFlag(db, { brandId: 'demo', memberId: m.memberId, kind: 'withdrawal_velocity', score: 60, detail: { count: 4, minutes: 60 } });
    const key = `race:${randomUUID()}`;
    expect(await cash(m.memberId, key)).toMatchObject({ held: true });
    const flags = await flagsOf(m.memberId);
    const tasks = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? ops.call('operatorResolveRiskFlag', { token: tokens.risk, body: { id: flags[(i / 2) % 2]!.id, note: 'race' } }).then((r) => r.body.code as string)
        : cash(m.memberId, key).then((r) => (r.held ? 'held' : r.duplicate ? 'duplicate' : 'paid')),
    );
    const answers = await Promise.all(tasks);
    // each flag resolved once; every other resolve finds it resolved
    expect(answers.filter((a) => a === 'OK')).toHaveLength(2);
    expect(answers.filter((a) => a === 'INVALID_STATE')).toHaveLength(18);
    expect(await flagsOf(m.memberId)).toMatchObject([{ status: 'resolved' }, { status: 'resolved' }]);
    expect(await payments(m.memberId, key)).toHaveLength(1);
    expect(await mainOf(m.memberId)).toBe(5_000);
    expect((await heldOf(m.memberId)).map((r) => r.status)).toEqual(['paid']);
    await expectLedgerConsistent(app);
  });
});

describe('links of links', () => {
  it('shows the accounts linked to the linked accounts as the second ring, through whom', async () => {
    await db.insert(identityRules).values({ brandId: 'demo', sharedBankAccounts: 'review' });
    const device = newInstallId();
    const player = await registerFrom({ installId: device });
    const linked = await registerFrom({ installId: device });
    const second = await registerFrom({ installId: newInstallId() });
    const stranger = await registerFrom({ installId: newInstallId() });
    const number = newAccountNumber();
    expect((await bindCard(linked, number)).body.code).toBe('OK');
    expect((await bindCard(second, number)).body.code).toBe('OK');
    const detail = await ops.call('operatorPlayer', { token: tokens.support, query: { id: player.memberId } });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const accounts = detail.body.value.linkedAccounts as Array<{ memberId: number; ring?: number }>;
    expect(accounts).toEqual([
      { reason: 'device', memberId: linked.memberId, username: linked.username },
      { reason: 'bank_account', memberId: second.memberId, username: second.username, ring: 2, via: { memberId: linked.memberId, username: linked.username } },
    ]);
    expect(accounts.map((a) => a.memberId)).not.toContain(stranger.memberId);
  });
});
