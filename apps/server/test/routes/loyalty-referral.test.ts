import type { ReferralRules } from '@app/contract/loyalty';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bonuses, inviteCodes, ledgerTransactions, members, referrals, throttles } from '../../src/db/schema';
import { DEFAULT_WAGERING_WEIGHTS } from '../../src/modules/promotions/grants';
import { buildTestApp } from '../helper';
import { loyaltyClient } from '../point-mall-support';
import { auditOf, messagesOf } from '../promotions-support';
import { expectLedgerConsistent, walletBalances } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const l = loyaltyClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

/** The demo brand's seeded rules: a friend qualifies with 500.00 of deposits, the inviter gets a 100.00 bonus. */
const DEMO_RULES: ReferralRules = {
  enabled: true,
  qualifyDepositMinor: 50_000,
  reward: {
    kind: 'bonus',
    amountMinor: 10_000,
    terms: { wageringMultiple: 50, wageringBase: 'bonus', weights: DEFAULT_WAGERING_WEIGHTS, expiryDays: 14, maxBetMinor: 500, maxCashoutMinor: 5_000, depositBeforeWithdrawalMinor: 150_000 },
  },
  maxRewardedFriends: 50,
};
const setRules = (rules: Partial<ReferralRules>, brandId = 'demo') => l.settings({ referralRules: { ...DEMO_RULES, ...rules } }, brandId);
const summaryOf = async (m: { call: Awaited<ReturnType<typeof l.member>>['call'] }) => (await m.call('referralSummary')).body.value;
const friendsOf = async (m: { call: Awaited<ReturnType<typeof l.member>>['call'] }, query: Record<string, string> = {}) =>
  (await m.call('referralFriends', { query: { pageSize: '100', ...query } })).body.value;
const referralGrants = (memberId: number) => db.select().from(bonuses).where(eq(bonuses.memberId, memberId));

beforeEach(async () => {
  await setRules({});
});

describe('the invite code', () => {
  it('is made on the first read and kept: 8 unambiguous characters, the register link and the brand rules', async () => {
    const m = await l.member();
    const first = await summaryOf(m);
    expect(first.referralCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(first).toEqual({
      referralCode: first.referralCode,
      invitePath: `/register?referralCode=${first.referralCode}`,
      rules: DEMO_RULES,
      totals: { registered: 0, deposited: 0, qualified: 0, rewardMinor: 0, rewardPoints: 0 },
      currency: '₱',
    });
    // concurrent first reads of another member agree on one code
    const other = await l.member();
    const reads = await Promise.all(Array.from({ length: 10 }, () => summaryOf(other)));
    expect(new Set(reads.map((r) => r.referralCode)).size).toBe(1);
    expect((await summaryOf(m)).referralCode).toBe(first.referralCode);
    expect(await db.select().from(inviteCodes).where(eq(inviteCodes.memberId, other.memberId))).toHaveLength(1);
    expect((await (await l.w.trial()).call('referralSummary')).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('friends who register with the code', () => {
  it('links a friend of the same brand (any letter case), and nobody for an unknown code or another brand', async () => {
    const inviter = await l.member();
    const { referralCode } = await summaryOf(inviter);
    const friend = await l.registerInvited(referralCode.toLowerCase());
    await l.registerInvited('NOSUCH99');
    const tiger = await l.registerInvited(referralCode, 'tiger.localhost');
    expect(tiger.brandId).toBe('tiger');
    const list = await friendsOf(inviter);
    expect(list).toMatchObject({ total: 1, list: [{ player: `${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`, status: 'registered', reward: null, rewardedAt: null }] });
    expect(list.list[0].player).not.toContain(friend.username);
    expect((await summaryOf(inviter)).totals).toMatchObject({ registered: 1, deposited: 0, qualified: 0 });
    const [stored] = await db.select({ referralCode: members.referralCode }).from(members).where(eq(members.id, friend.memberId));
    expect(stored!.referralCode).toBe(referralCode.toLowerCase());
  });

  it('moves a friend to deposited, then to qualified at the qualifying total, and pays the inviter once', async () => {
    const inviter = await l.member();
    const friend = await l.registerInvited((await summaryOf(inviter)).referralCode);
    await l.deposit(friend, '200');
    expect((await friendsOf(inviter)).list[0]).toMatchObject({ status: 'deposited', reward: null });
    expect(await referralGrants(inviter.memberId)).toEqual([]);

    // 200 + 300 reaches 500.00: qualified, a 100.00 bonus with 50x wagering (cash-out 50.00) for the inviter
    await l.deposit(friend, '300');
    const [row] = (await friendsOf(inviter)).list;
    expect(row).toMatchObject({ status: 'qualified', reward: DEMO_RULES.reward });
    expect(row.rewardedAt).toBeGreaterThan(0);
    const grants = await referralGrants(inviter.memberId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ grantKey: `referral:${friend.memberId}`, grantedMinor: 10_000, wageringRequiredMinor: 50 * 10_000, maxCashoutMinor: 5_000 });
    expect((await summaryOf(inviter)).totals).toEqual({ registered: 1, deposited: 1, qualified: 1, rewardMinor: 10_000, rewardPoints: 0 });
    const [message] = await messagesOf(app, inviter.memberId, 'referral_rewarded');
    expect(message).toMatchObject({ category: 'referral', params: { friend: row.player, rewardKind: 'bonus', amount: '100.00' } });
    const inbox = await inviter.call('messages', { query: { pageNo: '1', pageSize: '10' }, headers: { language: 'EN' } });
    expect(inbox.body.value.list[0].content).toBe(`Your friend ${row.player} qualified. You earned a bonus of ₱100.00.`);

    // more deposits pay nothing more
    await l.deposit(friend, '600');
    expect(await referralGrants(inviter.memberId)).toHaveLength(1);
    expect(await messagesOf(app, inviter.memberId, 'referral_rewarded')).toHaveLength(1);
    expect((await friendsOf(inviter, { status: 'deposited' })).total).toBe(0);
    expect((await friendsOf(inviter, { status: 'qualified' })).total).toBe(1);
    await expectLedgerConsistent(app);
  });

  it('pays once when a friend two qualifying deposits are paid at the same time (and their callbacks repeat)', { timeout: 60_000 }, async () => {
    await setRules({ reward: { kind: 'cash', amountMinor: 10_000 } });
    const inviter = await l.member();
    const friend = await l.registerInvited((await summaryOf(inviter)).referralCode);
    const orders = [await l.depositOrder(friend, '500'), await l.depositOrder(friend, '700')];
    const paid = await Promise.all([...orders, ...orders, ...orders].map((o) => l.pay(o)));
    expect(paid.filter((p) => p.credited)).toHaveLength(2);
    expect(await walletBalances(app, inviter.memberId)).toEqual({ MAIN: 10_000 });
    const cash = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, inviter.memberId), eq(ledgerTransactions.idempotencyKey, `bonus:referral:${friend.memberId}`)));
    expect(cash).toHaveLength(1);
    expect(await messagesOf(app, inviter.memberId, 'referral_rewarded')).toHaveLength(1);
    expect((await summaryOf(inviter)).totals).toMatchObject({ qualified: 1, rewardMinor: 10_000 });
    await expectLedgerConsistent(app);
  });

  it('rewards no more friends than the rules allow when 40 qualify at once; the others qualify without a reward', { timeout: 180_000 }, async () => {
    await setRules({ reward: { kind: 'points', points: 500 }, maxRewardedFriends: 3 });
    const inviter = await l.member();
    const code = (await summaryOf(inviter)).referralCode;
    const orders = [];
    for (let i = 0; i < 40; i++) orders.push(await l.depositOrder(await l.registerInvited(code), '500'));
    const paid = await Promise.all(orders.map((o) => l.pay(o)));
    expect(paid.every((p) => p.credited)).toBe(true);
    const links = await db.select().from(referrals).where(eq(referrals.referrerId, inviter.memberId));
    expect(links.filter((r) => r.status === 'qualified')).toHaveLength(40);
    expect(links.filter((r) => r.rewardedAt !== null)).toHaveLength(3);
    expect((await inviter.call('pointBalance')).body.value.points).toBe(1_500);
    expect((await summaryOf(inviter)).totals).toEqual({ registered: 40, deposited: 40, qualified: 40, rewardMinor: 0, rewardPoints: 1_500 });
    expect(await messagesOf(app, inviter.memberId, 'referral_rewarded')).toHaveLength(3);
    expect(await messagesOf(app, inviter.memberId, 'referral_qualified')).toHaveLength(37);
    const history = (await inviter.call('pointTransactions', { query: { kind: 'referral' }, headers: { language: 'EN' } })).body.value.list;
    expect(history).toHaveLength(3);
    expect(history[0].remark).toMatch(/^Invite friends reward \(f[a-z0-9]\*\*\*[a-z0-9]{2}\)$/);
  });

  it('only records deposits while the brand has the programme off', async () => {
    await setRules({ enabled: false });
    const inviter = await l.member();
    const friend = await l.registerInvited((await summaryOf(inviter)).referralCode);
    await l.deposit(friend, '800');
    expect((await friendsOf(inviter)).list[0]).toMatchObject({ status: 'deposited', reward: null });
    expect(await referralGrants(inviter.memberId)).toEqual([]);
  });
});

describe('the operator referral rules', () => {
  it('changes what the patch names, keeps the rest, audits before and after, and refuses terms a reward cannot have', async () => {
    const shown = await l.ops('operatorReferralRules', { query: { brandId: 'demo' } });
    expect(shown.body.value).toEqual({ list: [{ brandId: 'demo', rules: DEMO_RULES }] });
    const changed = await l.ops('operatorSetReferralRules', { body: { brandId: 'demo', patch: { reward: { kind: 'points', points: 800 }, qualifyDepositMinor: 30_000, maxRewardedFriends: null } } });
    expect(changed.body.value.rules).toEqual({ enabled: true, qualifyDepositMinor: 30_000, reward: { kind: 'points', points: 800 }, maxRewardedFriends: null });
    const [audit] = await auditOf(app, 'loyalty_settings:demo');
    expect(audit).toMatchObject({ actor: 'test-operator', action: 'referral.rules', detail: { before: DEMO_RULES, after: changed.body.value.rules } });
    // a new friend qualifies by the new rules
    const inviter = await l.member();
    const friend = await l.registerInvited((await summaryOf(inviter)).referralCode);
    await l.deposit(friend, '300');
    expect((await inviter.call('pointBalance')).body.value.points).toBe(800);

    const bonus = await l.ops('operatorSetReferralRules', { body: { brandId: 'demo', patch: { reward: { kind: 'bonus', amountMinor: 5_000 }, expiryDays: 3 } } });
    expect(bonus.body.value.rules.reward).toEqual({ kind: 'bonus', amountMinor: 5_000, terms: { wageringMultiple: 5, wageringBase: 'bonus', weights: DEFAULT_WAGERING_WEIGHTS, expiryDays: 3, maxBetMinor: 5_000 } });
    const refused = [
      { reward: { kind: 'cash', amountMinor: 100 }, wageringMultiple: 3 },
      { qualifyDepositMinor: 0 },
      { reward: { kind: 'gift' } },
      { unknown: true },
    ];
    for (const patch of refused) expect((await l.ops('operatorSetReferralRules', { body: { brandId: 'demo', patch } })).body.code, JSON.stringify(patch)).toBe('VALIDATION_ERROR');
    expect((await l.ops('operatorSetReferralRules', { body: { brandId: 'nobrand', patch: { enabled: false } } })).body.code).toBe('NOT_FOUND');
  });
});
