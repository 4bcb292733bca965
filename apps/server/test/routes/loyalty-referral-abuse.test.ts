import { and, eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { bonuses, identityRules, memberSightings, members, referrals, throttles } from '../../src/db/schema';
import { INSTALL_ID_HEADER, sharedIdentityReasons } from '../../src/modules/accounts/shared-identity';
import { repoRoot } from '../../src/env';
import { freshIp, uniquePayeeName } from '../accounts-support';
import { buildTestApp, testAdminToken, TEST_OPERATOR, testOperatorKey } from '../helper';
import { loyaltyClient, PAY } from '../point-mall-support';
import { auditOf } from '../promotions-support';
import { expectLedgerConsistent } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const l = loyaltyClient(app);
const api = l.w.api;
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
  await db.delete(identityRules);
});

const newInstallId = () => `inst-${randomUUID()}`;

/** Registers a demo member from an address and a device (the web client's install id header), with a payment password. */
async function registerFrom(client: { ip: string; installId?: string; payeeName?: string; referralCode?: string }) {
  const username = `a${Math.random().toString(36).slice(2, 9)}`;
  const headers: Record<string, string> = client.installId !== undefined ? { [INSTALL_ID_HEADER]: client.installId } : {};
  const res = await api.call('registerByUsername', {
    ip: client.ip,
    headers,
    body: {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      dateOfBirth: '1990-01-01',
      payeeName: client.payeeName ?? uniquePayeeName(),
      ...(client.referralCode ? { referralCode: client.referralCode } : {}),
      ...(await api.human(client.ip)),
    },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username)));
  const token = res.body.value.token as string;
  const call = (name: Parameters<typeof api.call>[0], input: Parameters<typeof api.call>[1] = {}) => api.call(name, { ...input, token, ip: client.ip, headers });
  expect((await call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
  return { username, memberId: row!.id, token, ip: client.ip, call };
}
type Member = Awaited<ReturnType<typeof registerFrom>>;

const bindCard = (m: Member, accountNumber: string, accountName = uniquePayeeName()) =>
  m.call('bindBankCard', { body: { bankName: 'BPI', accountName, accountNumber, paymentPassword: PAY } });
let numbers = 0;
const newAccountNumber = () => `${Date.now() % 1e8}${String(numbers++).padStart(4, '0')}`;

describe('one holder per bank account number', () => {
  it('refuses a second member binding a number another member holds (BANK_ACCOUNT_IN_USE); the holder may not bind it twice', async () => {
    const number = newAccountNumber();
    const first = await registerFrom({ ip: freshIp() });
    const second = await registerFrom({ ip: freshIp() });
    expect((await bindCard(first, number)).body.code).toBe('OK');
    expect((await bindCard(first, number)).body.code).toBe('BANK_CARD_DUPLICATE');
    expect((await bindCard(second, number)).body).toMatchObject({ code: 'BANK_ACCOUNT_IN_USE', value: { field: 'accountNumber' } });
    expect((await bindCard(second, newAccountNumber())).body.code).toBe('OK');
    expect((await second.call('bankCards')).body.value.list).toHaveLength(1);
    // the demo's player1 holds its seeded card's number too
    expect((await bindCard(second, '001234567890')).body.code).toBe('BANK_ACCOUNT_IN_USE');
  });

  it('lets exactly one of 40 members binding one number at once hold it', { timeout: 120_000 }, async () => {
    const number = newAccountNumber();
    const racers: Member[] = [];
    for (let i = 0; i < 40; i++) racers.push(await registerFrom({ ip: freshIp() }));
    const answers = await Promise.all(racers.map((m) => bindCard(m, number)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'BANK_ACCOUNT_IN_USE')).toHaveLength(39);
  });

  it('binds a shared number where the brand allows family accounts, and the checks name it', async () => {
    await db.insert(identityRules).values({ brandId: 'demo', sharedBankAccounts: 'review' });
    const number = newAccountNumber();
    const parent = await registerFrom({ ip: freshIp() });
    const child = await registerFrom({ ip: freshIp() });
    expect((await bindCard(parent, number, 'Parent Name')).body.code).toBe('OK');
    expect((await bindCard(child, number, 'Child Name')).body.code).toBe('OK');
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: child.memberId, otherMemberId: parent.memberId })).toEqual([
      { reason: 'bank_account', otherMemberId: parent.memberId },
    ]);
  });
});

describe('where members were seen from', () => {
  it('keeps one row per member, day, address and device; a malformed install id is ignored', async () => {
    const ip = freshIp();
    const installId = newInstallId();
    const m = await registerFrom({ ip, installId });
    for (let i = 0; i < 3; i++) expect((await api.login(m.username, 'Secret123', ip)).body.code).toBe('OK');
    const odd = await api.call('login', { body: { username: m.username, password: 'Secret123' }, ip, headers: { [INSTALL_ID_HEADER]: 'no spaces or ; allowed' } });
    expect(odd.body.code).toBe('OK');
    const rows = await db.select().from(memberSightings).where(eq(memberSightings.memberId, m.memberId));
    expect(rows.map((r) => ({ ip: r.ip, installId: r.installId })).sort((a, b) => a.installId.localeCompare(b.installId))).toEqual([
      { ip, installId: '' },
      { ip, installId },
    ]);
  });

  it('names what two members share: address, device, payee name in any letter case; nothing for strangers', async () => {
    // family accounts: the second member may bind the first one's payee name (else PAYEE_NAME_IN_USE)
    await db.insert(identityRules).values({ brandId: 'demo', sharedBankAccounts: 'review' });
    const ip = freshIp();
    const installId = newInstallId();
    const a = await registerFrom({ ip, installId, payeeName: 'Pedro Reyes' });
    const b = await registerFrom({ ip, installId, payeeName: 'PEDRO REYES' });
    const stranger = await registerFrom({ ip: freshIp(), installId: newInstallId() });
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: a.memberId, otherMemberId: b.memberId })).toEqual([
      { reason: 'address', otherMemberId: b.memberId },
      { reason: 'device', otherMemberId: b.memberId },
      { reason: 'payee_name', otherMemberId: b.memberId },
    ]);
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: stranger.memberId })).toEqual([]);
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: a.memberId, otherMemberId: stranger.memberId })).toEqual([]);
    // without another member: any member of the brand; older sightings than the window do not count
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: b.memberId })).toEqual([
      { reason: 'address', otherMemberId: a.memberId },
      { reason: 'device', otherMemberId: a.memberId },
      { reason: 'payee_name', otherMemberId: a.memberId },
    ]);
    // the loopback is this machine (a demo, a developer's browser), not a network two players share
    const [local1, local2] = [await registerFrom({ ip: '127.0.0.1' }), await registerFrom({ ip: '127.0.0.1' })];
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: local1.memberId, otherMemberId: local2.memberId })).toEqual([]);
    await db.update(memberSightings).set({ day: '2020-01-01' }).where(eq(memberSightings.memberId, a.memberId));
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: b.memberId })).toEqual([{ reason: 'payee_name', otherMemberId: a.memberId }]);
  });
});

describe('referral rewards held for review (attack 5: inviter and friend from one address and device)', () => {
  const reviews = async (status = 'held') => (await l.ops('operatorReferralReviews', { query: { brandId: 'demo', status } })).body;
  const release = (friendId: number) => l.ops('operatorReleaseReferral', { body: { brandId: 'demo', friendId } });
  const reject = (friendId: number, remark: string) => l.ops('operatorRejectReferral', { body: { brandId: 'demo', friendId, remark } });
  const rewardBonuses = async (memberId: number) => (await db.select().from(bonuses).where(eq(bonuses.memberId, memberId))).length;
  const friendsOf = async (m: Member, status?: string) =>
    (await m.call('referralFriends', { query: { pageSize: '100', ...(status ? { status } : {}) } })).body.value.list as Array<{ status: string; reward: unknown; reviewReasons: string[] }>;
  const totalsOf = async (m: Member) => (await m.call('referralSummary')).body.value.totals as { deposited: number; qualified: number };
  const linkOf = async (friendId: number) => (await db.select().from(referrals).where(eq(referrals.friendId, friendId)))[0]!;

  /** An inviter and a friend registered from one address and device, the friend qualified (500.00 paid): held. */
  async function heldFriend() {
    const client = { ip: freshIp(), installId: newInstallId() };
    const inviter = await registerFrom(client);
    const referralCode = (await inviter.call('referralSummary')).body.value.referralCode as string;
    const friend = await registerFrom({ ...client, referralCode });
    await l.deposit(friend, '500');
    return { inviter, friend };
  }

  it('refuses the friend the inviter’s bank account, holds the reward with its reasons, and pays once when released', async () => {
    const client = { ip: freshIp(), installId: newInstallId() };
    const inviter = await registerFrom(client);
    const number = newAccountNumber();
    expect((await bindCard(inviter, number)).body.code).toBe('OK');
    const referralCode = (await inviter.call('referralSummary')).body.value.referralCode as string;
    const friend = await registerFrom({ ...client, referralCode });
    expect((await bindCard(friend, number)).body.code).toBe('BANK_ACCOUNT_IN_USE');
    expect((await bindCard(friend, newAccountNumber())).body.code).toBe('OK');

    await l.deposit(friend, '500');
    await l.deposit(friend, '100');
    expect(await rewardBonuses(inviter.memberId)).toBe(0);
    // the inviter sees the friend under review and why, in kinds only: nothing of the friend's account
    const shown = await friendsOf(inviter);
    expect(shown).toMatchObject([{ status: 'review', reward: null, reviewReasons: ['address', 'device'] }]);
    expect(JSON.stringify(shown)).not.toContain(String(friend.memberId));
    expect(await friendsOf(inviter, 'review')).toHaveLength(1);
    expect(await friendsOf(inviter, 'deposited')).toEqual([]);
    expect(await friendsOf(inviter, 'qualified')).toEqual([]);
    expect(await totalsOf(inviter)).toMatchObject({ deposited: 1, qualified: 0 });
    const reasons = [
      { reason: 'address', otherMemberId: friend.memberId },
      { reason: 'device', otherMemberId: friend.memberId },
    ];
    expect(await linkOf(friend.memberId)).toMatchObject({ status: 'deposited', reviewStatus: 'held', reviewReasons: reasons, rewardedAt: null });
    const listed = await reviews();
    expect(listed.value.list.find((r: { friendId: number }) => r.friendId === friend.memberId)).toMatchObject({
      inviter: inviter.username,
      friend: friend.username,
      reviewStatus: 'held',
      reasons,
    });

    const released = await release(friend.memberId);
    expect(released.body).toMatchObject({ code: 'OK', value: { reviewStatus: 'released', paid: true, changed: true } });
    expect(await rewardBonuses(inviter.memberId)).toBe(1);
    const { rules } = (await inviter.call('referralSummary')).body.value;
    expect(await friendsOf(inviter)).toMatchObject([{ status: 'qualified', reward: rules.reward, reviewReasons: [] }]);
    expect(await friendsOf(inviter, 'qualified')).toHaveLength(1);
    expect(await friendsOf(inviter, 'review')).toEqual([]);
    expect(await totalsOf(inviter)).toMatchObject({ deposited: 1, qualified: 1 });
    expect((await release(friend.memberId)).body).toMatchObject({ code: 'OK', value: { paid: true, changed: false } });
    expect((await reject(friend.memberId, 'too late')).body.code).toBe('INVALID_STATE');
    expect(await rewardBonuses(inviter.memberId)).toBe(1);
    expect(await linkOf(friend.memberId)).toMatchObject({ status: 'qualified', reviewStatus: 'released', reviewedBy: TEST_OPERATOR });
    const audit = await auditOf(app, `referral:${friend.memberId}`);
    expect(audit).toEqual([{ actor: TEST_OPERATOR, action: 'referral.release', detail: expect.objectContaining({ before: 'held', after: 'released', reasons }) }]);
    await expectLedgerConsistent(app);
  });

  it('pays once when 40 operators release one held reward at the same time', { timeout: 60_000 }, async () => {
    const { inviter, friend } = await heldFriend();
    const answers = await Promise.all(Array.from({ length: 40 }, () => release(friend.memberId)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(40).fill('OK'));
    expect(answers.filter((a) => a.body.value.changed)).toHaveLength(1);
    expect(await rewardBonuses(inviter.memberId)).toBe(1);
    expect((await auditOf(app, `referral:${friend.memberId}`)).map((a) => a.action)).toEqual(['referral.release']);
    await expectLedgerConsistent(app);
  });

  it('closes a rejected one without a reward; it cannot be released after', async () => {
    const { inviter, friend } = await heldFriend();
    expect((await reject(friend.memberId, 'same household, self-referral')).body).toMatchObject({ code: 'OK', value: { reviewStatus: 'rejected', changed: true } });
    expect((await release(friend.memberId)).body.code).toBe('INVALID_STATE');
    expect(await rewardBonuses(inviter.memberId)).toBe(0);
    // the inviter sees it was not rewarded, and why; it is neither qualified nor under review
    expect(await friendsOf(inviter)).toMatchObject([{ status: 'not_rewarded', reward: null, reviewReasons: ['address', 'device'] }]);
    expect(await friendsOf(inviter, 'not_rewarded')).toHaveLength(1);
    expect(await friendsOf(inviter, 'qualified')).toEqual([]);
    expect(await totalsOf(inviter)).toMatchObject({ deposited: 1, qualified: 0 });
    expect((await reviews('rejected')).value.list.find((r: { friendId: number }) => r.friendId === friend.memberId)).toMatchObject({ reviewStatus: 'rejected' });
    expect(await auditOf(app, `referral:${friend.memberId}`)).toEqual([
      { actor: TEST_OPERATOR, action: 'referral.reject', detail: expect.objectContaining({ remark: 'same household, self-referral' }) },
    ]);
    expect((await release(999_999_999)).body.code).toBe('NOT_FOUND');
  });

  it('holds a friend with the inviter’s payee name where the brand allows family accounts, and says so', async () => {
    await db.insert(identityRules).values({ brandId: 'demo', sharedBankAccounts: 'review' });
    const payeeName = uniquePayeeName();
    const inviter = await registerFrom({ ip: freshIp(), installId: newInstallId(), payeeName });
    const referralCode = (await inviter.call('referralSummary')).body.value.referralCode as string;
    const friend = await registerFrom({ ip: freshIp(), installId: newInstallId(), payeeName: payeeName.toUpperCase(), referralCode });
    await l.deposit(friend, '500');
    expect(await rewardBonuses(inviter.memberId)).toBe(0);
    expect(await linkOf(friend.memberId)).toMatchObject({ reviewStatus: 'held', reviewReasons: [{ reason: 'payee_name', otherMemberId: friend.memberId }] });
    expect(await friendsOf(inviter)).toMatchObject([{ status: 'review', reviewReasons: ['payee_name'] }]);
  });

  it('still pays an unrelated friend at once', async () => {
    const inviter = await registerFrom({ ip: freshIp(), installId: newInstallId() });
    const referralCode = (await inviter.call('referralSummary')).body.value.referralCode as string;
    const friend = await registerFrom({ ip: freshIp(), installId: newInstallId(), referralCode });
    await l.deposit(friend, '500');
    expect(await rewardBonuses(inviter.memberId)).toBe(1);
    expect(await linkOf(friend.memberId)).toMatchObject({ status: 'qualified', reviewStatus: null, reviewReasons: null });
  });
});

describe('the operator CLI', () => {
  /** The CLI from its source against this file's server (admin-cli.test.ts runs it the same way). */
  async function cli(...args: string[]) {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', join(repoRoot, 'apps/server/src/admin-cli.ts'), '--url', url, ...args],
        { cwd: repoRoot, env: { ...process.env, ADMIN_TOKEN: testAdminToken, ADMIN_API_KEY: testOperatorKey }, timeout: 30_000 },
        (error, stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it('lists held referral rewards with their reasons, releases one, and sets the brand’s shared bank account rule', { timeout: 90_000 }, async () => {
    const client = { ip: freshIp(), installId: newInstallId() };
    const inviter = await registerFrom(client);
    const referralCode = (await inviter.call('referralSummary')).body.value.referralCode as string;
    const friend = await registerFrom({ ...client, referralCode });
    await l.deposit(friend, '500');

    const listed = await cli('referral-reviews', '--brand', 'demo');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`friend ${friend.memberId}`);
    expect(listed.stdout).toContain(`${friend.username} invited by ${inviter.username}: held`);
    expect(listed.stdout).toContain('shares address, device');
    const released = await cli('referral-release', String(friend.memberId), '--brand', 'demo');
    expect(released.stdout).toContain('released, the inviter is paid');
    expect((await cli('referral-release', String(friend.memberId), '--brand', 'demo')).stdout).toContain('already released: nothing changed');

    const shared = await cli('identity-rules', 'review', '--brand', 'demo');
    expect(shared.stdout).toContain('demo: a bank account number or payee name another member holds is bound and counted as shared (family accounts)');
    expect(await db.select({ rule: identityRules.sharedBankAccounts }).from(identityRules)).toEqual([{ rule: 'review' }]);
    expect((await cli('identity-rules', 'maybe')).code).toBe(1);
    expect(await auditOf(app, 'brand:demo')).toContainEqual(expect.objectContaining({ action: 'identity.rules', detail: { before: { sharedBankAccounts: 'refuse' }, after: { sharedBankAccounts: 'review' } } }));
  });
});
