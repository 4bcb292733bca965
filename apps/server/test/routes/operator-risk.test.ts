/**
 * Risk flags (issue 30): each rule fires on a reproduction of its abuse and not on an honest player (a second account
 * from one device, two accounts on one bank account, a burst of deposits, a withdrawal far above the deposits); a
 * flag moves no money, it holds a withdrawal's approval only where the brand's rules say; risk1 resolves it with a
 * note, audited; the rules are data per brand.
 */
import { DEFAULT_RISK_RULES } from '@app/contract/operators-risk';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, operatorAudit, riskFlags, riskRules, throttles } from '../../src/db/schema';
import { freshIp, uniquePayeeName } from '../accounts-support';
import { raiseFlag } from '../../src/modules/risk/flags';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { buildTestApp } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';
import { rid, walletClient } from '../wallet-support';

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
  await ops.call('operatorSetIdentityRules', { token: tokens.owner, body: { brandId: 'demo', sharedBankAccounts: 'refuse' } });
});

const PAY = 'Pay54321';
type Member = Awaited<ReturnType<typeof w.register>>;
const flagsOf = (memberId: number) => db.select().from(riskFlags).where(eq(riskFlags.memberId, memberId));

async function withCard(m: Member, accountNumber: string, accountName = uniquePayeeName()) {
  expect((await m.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
  const card = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName, accountNumber, paymentPassword: PAY } });
  expect(card.body.code, JSON.stringify(card.body)).toBe('OK');
  return card.body.value.id as number;
}
const uniqueNumber = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-14);

/** A registration from a browser with this install id (the web client's device id). */
async function registerFrom(installId: string) {
  const ip = freshIp();
  const username = `r${Math.random().toString(36).slice(2, 9)}`;
  const res = await w.api.call('registerByUsername', {
    ip,
    headers: { 'x-install-id': installId },
    body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01', payeeName: uniquePayeeName(), ...(await w.api.human(ip)) },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username)));
  return { memberId: row!.id, username };
}

describe('duplicate accounts', () => {
  it('flags a second account registered from the same device, not one from a device of its own', async () => {
    const device = `dev-${Math.random().toString(36).slice(2, 12)}`;
    const first = await registerFrom(device);
    const second = await registerFrom(device);
    const honest = await registerFrom(`dev-${Math.random().toString(36).slice(2, 12)}`);
    const [flag] = await flagsOf(second.memberId);
    expect(flag).toMatchObject({ kind: 'duplicate_account', score: DEFAULT_RISK_RULES.duplicateAccount.score, status: 'open' });
    expect(flag!.detail).toEqual({ at: 'registration', shared: [{ reason: 'device', memberId: first.memberId, username: first.username }] });
    expect(await flagsOf(honest.memberId)).toEqual([]);
  });

  it('flags both accounts binding one bank account where the brand allows family accounts; risk1 resolves it with a note', async () => {
    await ops.call('operatorSetIdentityRules', { token: tokens.owner, body: { brandId: 'demo', sharedBankAccounts: 'review' } });
    const [a, b, honest] = [await w.register(), await w.register(), await w.register()];
    const shared = uniqueNumber();
    await withCard(a, shared);
    expect(await flagsOf(a.memberId)).toEqual([]);
    await withCard(b, shared);
    await withCard(honest, uniqueNumber());
    expect((await flagsOf(b.memberId))[0]?.detail).toEqual({ at: 'bank_card', shared: [{ reason: 'bank_account', memberId: a.memberId, username: a.username }] });
    expect((await flagsOf(a.memberId))[0]?.detail).toEqual({ at: 'bank_card', shared: [{ reason: 'bank_account', memberId: b.memberId, username: b.username }] });
    expect(await flagsOf(honest.memberId)).toEqual([]);

    const listed = await ops.call('operatorRiskFlags', { token: tokens.support, query: { brandId: 'demo', memberId: String(b.memberId) } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const [flag] = listed.body.value.list as Array<{ id: number; username: string; status: string }>;
    expect(flag).toMatchObject({ username: b.username, status: 'open' });
    const support = await ops.call('operatorResolveRiskFlag', { token: tokens.support, body: { id: flag!.id, note: 'x' } });
    expect([support.status, support.body.value]).toEqual([403, { permission: 'risk.write' }]);
    const resolved = await ops.call('operatorResolveRiskFlag', { token: tokens.risk, body: { id: flag!.id, note: 'Husband and wife, one account' } });
    expect(resolved.body.value).toMatchObject({ status: 'resolved', resolvedBy: 'risk1', note: 'Husband and wife, one account' });
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'risk-flag.resolve'), eq(operatorAudit.target, `member:${b.memberId}`)));
    expect(audit?.actor).toBe('risk1');
    const twice = await ops.call('operatorResolveRiskFlag', { token: tokens.risk, body: { id: flag!.id, note: 'again' } });
    expect([twice.status, twice.body.code]).toEqual([409, 'INVALID_STATE']);
  });
});

describe('velocity and withdrawals', () => {
  it('flags a burst of deposits once, counting each deposit past the threshold as a hit; fewer raise nothing', async () => {
    const burst = await w.register();
    for (let i = 0; i < DEFAULT_RISK_RULES.depositVelocity.count + 1; i++) await w.depositPaid(burst, '100');
    const [flag] = await flagsOf(burst.memberId);
    expect(flag).toMatchObject({ kind: 'deposit_velocity', hits: 2, detail: { count: DEFAULT_RISK_RULES.depositVelocity.count + 1, minutes: DEFAULT_RISK_RULES.depositVelocity.minutes } });
    const steady = await w.register();
    for (let i = 0; i < DEFAULT_RISK_RULES.depositVelocity.count - 1; i++) await w.depositPaid(steady, '100');
    expect(await flagsOf(steady.memberId)).toEqual([]);
  });

  it('flags a withdrawal far above the deposits, and holds its approval only once the brand sets a hold score', async () => {
    const m = await w.register();
    await w.depositPaid(m, '100');
    await w.credit(m.username, '5000');
    const cardId = await withCard(m, uniqueNumber());
    // the deposit's turnover, played
    await debitForBet(db, { brandId: 'demo', memberId: m.memberId, vendor: 'PG', gameType: 'RNG', gameCode: 'g', gameName: 'Game', betKey: `risk-${m.memberId}`, stakeMinor: 10_000 });
    await creditWin(db, { memberId: m.memberId, betKey: `risk-${m.memberId}`, payoutMinor: 10_000 });
    const first = await m.call('withdrawCreate', { body: { bankCardId: cardId, amount: '2000', paymentPassword: PAY, requestId: rid() } });
    expect(first.body.code, JSON.stringify(first.body)).toBe('OK');
    const [flag] = await flagsOf(m.memberId);
    expect(flag).toMatchObject({ kind: 'withdrawal_over_deposits', score: 50, detail: { amountMinor: 200_000, depositsMinor: 10_000, multiple: 10, orderNo: first.body.value.orderNo } });
    // the defaults hold nothing: a flag is advice
    expect((await w.withdrawalStep('approve', first.body.value.orderNo)).body.code).toBe('OK');

    const set = await ops.call('operatorSetRiskRules', { token: tokens.risk, body: { brandId: 'demo', rules: { ...DEFAULT_RISK_RULES, holdWithdrawalsFromScore: 50 } } });
    expect(set.body.value).toMatchObject({ updatedBy: 'risk1', rules: { holdWithdrawalsFromScore: 50 } });
    const second = await m.call('withdrawCreate', { body: { bankCardId: cardId, amount: '1500', paymentPassword: PAY, requestId: rid() } });
    const queue = await ops.call('operatorWithdrawals', { token: tokens.finance, query: { brandId: 'demo', memberId: m.memberId } });
    expect(queue.body.value.list[0].riskFlags).toEqual({ open: 1, maxScore: 50 });
    const held = await w.withdrawalStep('approve', second.body.value.orderNo);
    expect([held.status, held.body.code, held.body.value]).toEqual([409, 'RISK_HOLD', { flags: 1, maxScore: 50 }]);
    await ops.call('operatorResolveRiskFlag', { token: tokens.risk, body: { id: flag!.id, note: 'Won a jackpot: checked' } });
    expect((await w.withdrawalStep('approve', second.body.value.orderNo)).body.code).toBe('OK');
  });

  it('keeps a brand’s rules as data: set, audited, refused when out of range', async () => {
    const bad = await ops.call('operatorSetRiskRules', { token: tokens.risk, body: { brandId: 'demo', rules: { ...DEFAULT_RISK_RULES, duplicateAccount: { enabled: true, score: 0 } } } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const off = { ...DEFAULT_RISK_RULES, depositVelocity: { ...DEFAULT_RISK_RULES.depositVelocity, enabled: false } };
    const set = await ops.call('operatorSetRiskRules', { token: tokens.risk, body: { brandId: 'demo', rules: off } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'risk-rules.set')).orderBy(desc(operatorAudit.id)).limit(1);
    expect((audit?.detail as { after: unknown }).after).toEqual(off);
    const m = await w.register();
    for (let i = 0; i < DEFAULT_RISK_RULES.depositVelocity.count; i++) await w.depositPaid(m, '100');
    expect(await flagsOf(m.memberId)).toEqual([]);
  });
});

describe('one open flag per member and kind', () => {
  it('40 simultaneous firings make one flag with 40 hits', async () => {
    const m = await w.register();
    await Promise.all(Array.from({ length: 40 }, (_, i) => raiseFlag(db, { brandId: 'demo', memberId: m.memberId, kind: 'deposit_velocity', score: 30 + (i % 3), detail: { count: i, minutes: 10 } })));
    const flags = await flagsOf(m.memberId);
    expect(flags.map((f) => [f.kind, f.status, f.hits, f.score])).toEqual([['deposit_velocity', 'open', 40, 32]]);
  });
});
