import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, operatorAudit, walletSettings } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helper';
import { operatorsClient } from '../operators-support';
import { rid, walletBalances, walletClient } from '../wallet-support';

const PAY = 'Pay54321';
const STEP = 30_000;

describe('withdrawals in the back office', () => {
  let app: TestApp;
  let w: ReturnType<typeof walletClient>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    w = walletClient(app);
    const ops = operatorsClient(app);
    for (const name of ['owner1', 'finance1', 'support1']) tokens[name] = await ops.login(name);
  });

  /** A fresh member who asked to withdraw `amount` of the `credit` they were given, to a card in their payee name. */
  async function requested(amount: string, credit = '1000') {
    const m = await w.register();
    await w.credit(m.username, credit);
    expect((await m.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
    const [row] = await app.database.db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, m.memberId));
    const accountNumber = `${String(m.memberId).padStart(8, '0')}7001`;
    const card = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: row!.payeeName!, accountNumber, paymentPassword: PAY } });
    expect(card.body.code, JSON.stringify(card.body)).toBe('OK');
    const created = await m.call('withdrawCreate', { body: { bankCardId: card.body.value.id, amount, paymentPassword: PAY, requestId: rid() } });
    expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
    const queue = await operatorsClient(app).call('operatorWithdrawals', { token: tokens.finance1, query: { memberId: m.memberId } });
    return { member: m, withdrawal: queue.body.value.list[0] as { id: number; orderNo: string; amountMinor: number } };
  }

  it('puts a request in the queue with the player beside it; finance approves, support may not, the player sees it', async () => {
    const ops = operatorsClient(app);
    const { member, withdrawal } = await requested('100');
    expect(withdrawal).toMatchObject({ username: member.username, amountMinor: 100_00, status: 'requested', needsTwoApprovals: false });

    const context = await ops.call('operatorWithdrawal', { token: tokens.support1, query: { id: withdrawal.id } });
    expect(context.body.value).toMatchObject({
      player: { username: member.username },
      depositsMinor: 0,
      depositCount: 0,
      turnover: { remainingMinor: 0 },
      activeBonuses: 0,
      accountNameMatchesPayee: true,
      linkedAccounts: [],
    });

    const bySupport = await ops.call('operatorApproveWithdrawal', { token: tokens.support1, body: { id: withdrawal.id } });
    expect([bySupport.status, bySupport.body.code, bySupport.body.value]).toEqual([403, 'FORBIDDEN', { permission: 'withdrawals.write' }]);

    const approved = await ops.call('operatorApproveWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id } });
    expect(approved.body.value).toMatchObject({ status: 'approved', orderNo: withdrawal.orderNo });
    const seen = await member.call('withdrawals', { query: { pageNum: '1', pageSize: '10' } });
    expect(JSON.stringify(seen.body.value)).toContain(withdrawal.orderNo);
    expect(seen.body.value.list.find((x: { orderNo: string }) => x.orderNo === withdrawal.orderNo)).toMatchObject({ status: 'approved' });

    const audit = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `withdrawal:${withdrawal.id}`));
    expect(audit.map((r) => [r.action, r.actor])).toEqual([['withdrawal.approved', 'finance1']]);
  });

  it('rejects with a reason and gives the money back', async () => {
    const ops = operatorsClient(app);
    const { member, withdrawal } = await requested('250');
    expect((await walletBalances(app, member.memberId)).MAIN).toBe(750_00);
    const noReason = await ops.call('operatorRejectWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id, reason: ' ' } });
    expect(noReason.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'reason' } });
    const rejected = await ops.call('operatorRejectWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id, reason: 'card name differs' } });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', rejectReason: 'card name differs' });
    expect((await walletBalances(app, member.memberId)).MAIN).toBe(1000_00);
  });

  it('takes two operators from the brand threshold on: the first approval waits, the same operator cannot give the second', async () => {
    await app.database.db.update(walletSettings).set({ fourEyesThresholdMinor: 500_00 }).where(eq(walletSettings.brandId, 'demo'));
    const ops = operatorsClient(app);
    const { withdrawal } = await requested('600');
    const first = await ops.call('operatorApproveWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id } });
    expect(first.body.value).toMatchObject({ status: 'requested', firstApprovedBy: 'finance1', needsTwoApprovals: true });
    const again = await ops.call('operatorApproveWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id } });
    expect([again.status, again.body.code, again.body.value]).toEqual([409, 'FOUR_EYES_REQUIRED', { firstApprovedBy: 'finance1' }]);
    // another session of the same operator is the same pair of eyes
    const financeAgain = await ops.login('finance1', Date.now() + STEP);
    expect((await ops.call('operatorApproveWithdrawal', { token: financeAgain, body: { id: withdrawal.id } })).body.code).toBe('FOUR_EYES_REQUIRED');
    const second = await ops.call('operatorApproveWithdrawal', { token: tokens.owner1, body: { id: withdrawal.id } });
    expect(second.body.value).toMatchObject({ status: 'approved', firstApprovedBy: 'finance1' });
    const audit = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `withdrawal:${withdrawal.id}`));
    expect(audit.map((r) => [r.action, r.actor])).toEqual([
      ['withdrawal.first_approval', 'finance1'],
      ['withdrawal.approved', 'owner1'],
    ]);
    // below the threshold one approval is enough
    const small = await requested('400');
    expect((await ops.call('operatorApproveWithdrawal', { token: tokens.finance1, body: { id: small.withdrawal.id } })).body.value.status).toBe('approved');
    await app.database.db.update(walletSettings).set({ fourEyesThresholdMinor: null }).where(eq(walletSettings.brandId, 'demo'));
  });

  it('approves once under a burst of 40 approvals, and pays out once', async () => {
    const ops = operatorsClient(app);
    const { withdrawal } = await requested('100');
    const burst = await Promise.all(Array.from({ length: 40 }, () => ops.call('operatorApproveWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id } })));
    expect(burst.filter((r) => r.body.success)).toHaveLength(1);
    expect(new Set(burst.filter((r) => !r.body.success).map((r) => r.body.code))).toEqual(new Set(['INVALID_STATE']));
    // a manual payout names the bank transfer's reference; without one nothing is paid
    const unnamed = await ops.call('operatorDisburseWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id } });
    expect([unnamed.body.code, unnamed.body.value.field]).toEqual(['VALIDATION_ERROR', 'payoutRef']);
    const payouts = await Promise.all(Array.from({ length: 40 }, () => ops.call('operatorDisburseWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id, payoutRef: 'BDO-778812' } })));
    expect(payouts.filter((r) => r.body.success)).toHaveLength(1);
    const paid = payouts.find((r) => r.body.success)!.body.value;
    expect([paid.status, paid.payoutMethod, paid.payoutRef, paid.disbursedBy]).toEqual(['disbursed', 'manual', 'BDO-778812', 'finance1']);
    const audit = await app.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.target, `withdrawal:${withdrawal.id}`)));
    expect(audit.map((r) => r.action)).toEqual(['withdrawal.approved', 'withdrawal.disbursed']);
    expect(audit[1]!.detail).toMatchObject({ payoutMethod: 'manual', payoutRef: 'BDO-778812' });
  });

  it('pays by the brand payout method: a provider that pays out records its reference, with nothing typed; the player sees it', async () => {
    const ops = operatorsClient(app);
    const settings = await ops.call('operatorPayoutSettings', { token: tokens.finance1, query: { brandId: 'demo' } });
    // demo mode runs the sandbox provider, which pays out; PayMongo has no payouts and is not offered
    expect(settings.body.value).toEqual({ brandId: 'demo', payoutMethod: 'manual', available: ['manual', 'sandbox'] });
    expect((await ops.call('operatorSetPayoutMethod', { token: tokens.finance1, body: { brandId: 'demo', payoutMethod: 'sandbox' } })).status).toBe(403);
    expect((await ops.call('operatorSetPayoutMethod', { token: tokens.owner1, body: { brandId: 'demo', payoutMethod: 'paymongo' } })).body.code).toBe('VALIDATION_ERROR');
    expect((await ops.call('operatorSetPayoutMethod', { token: tokens.owner1, body: { brandId: 'demo', payoutMethod: 'sandbox' } })).body.value.payoutMethod).toBe('sandbox');
    try {
      const { member, withdrawal } = await requested('100');
      await ops.call('operatorApproveWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id } });
      const paid = await ops.call('operatorDisburseWithdrawal', { token: tokens.finance1, body: { id: withdrawal.id } });
      expect(paid.body.value).toMatchObject({ status: 'disbursed', payoutMethod: 'sandbox', payoutRef: expect.stringMatching(/^SBXP[0-9A-F]{16}$/), disbursedBy: 'finance1' });
      const seen = (await member.call('withdrawals', { query: { pageNo: '1', pageSize: '10' } })).body.value.list[0];
      expect([seen.status, seen.payoutRef]).toEqual(['disbursed', paid.body.value.payoutRef]);
      const audit = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'payout-method.set'));
      expect(audit.map((r) => [r.actor, r.detail])).toEqual([['owner1', { before: 'manual', after: 'sandbox' }]]);
    } finally {
      await ops.call('operatorSetPayoutMethod', { token: tokens.owner1, body: { brandId: 'demo', payoutMethod: 'manual' } });
    }
  });

  it('shows an operator limited to another brand none of these withdrawals', async () => {
    const ops = operatorsClient(app);
    const { withdrawal } = await requested('100');
    await ops.call('operatorCreate', { token: tokens.owner1, body: { username: 'tigercash', password: 'TigerCash123', role: 'finance', brandIds: ['tiger'] } });
    const { totpCodeOf } = await import('../../src/modules/operators/totp');
    const enrolment = (await ops.call('operatorLogin', { body: { username: 'tigercash', password: 'TigerCash123' } })).body.value;
    const tiger = (await ops.call('operatorEnrol', { body: { ticket: enrolment.ticket, code: totpCodeOf(enrolment.secret) } })).body.value.token as string;
    const list = await ops.call('operatorWithdrawals', { token: tiger, query: { status: 'requested,approved,rejected' } });
    expect(list.body.value.list.every((x: { brandId: string }) => x.brandId === 'tiger')).toBe(true);
    expect((await ops.call('operatorWithdrawal', { token: tiger, query: { id: withdrawal.id } })).status).toBe(404);
    expect((await ops.call('operatorApproveWithdrawal', { token: tiger, body: { id: withdrawal.id } })).status).toBe(404);
  });
});
