import { zonedDate } from '@app/contract/zoned-time';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helper';
import { operatorsClient } from '../operators-support';
import { rid, walletBalances, walletClient } from '../wallet-support';

describe('deposits and the dashboard in the back office', () => {
  let app: TestApp;
  let w: ReturnType<typeof walletClient>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    w = walletClient(app);
    const ops = operatorsClient(app);
    for (const name of ['owner1', 'finance1', 'support1']) tokens[name] = await ops.login(name);
  });

  /** A fresh member's bank deposit order the provider has not confirmed. */
  async function openOrder(amount: string) {
    const m = await w.register();
    const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
    await m.call('depositCreate', { body: { channelId: channels.find((c) => c.type === 'BANK')!.id, amount, requestId: rid() } });
    const listed = await operatorsClient(app).call('operatorDeposits', { token: tokens.support1, query: { memberId: m.memberId } });
    return { member: m, deposit: listed.body.value.list[0] as { id: number; orderNo: string; amountMinor: number; status: string; username: string } };
  }

  it('lists an order with its player and confirms it by hand with the evidence, once', async () => {
    const ops = operatorsClient(app);
    const { member, deposit } = await openOrder('300');
    expect(deposit).toMatchObject({ username: member.username, amountMinor: 300_00, status: expect.stringMatching(/created|pending/) });

    const confirm = (token: string, body: Record<string, unknown>) => ops.call('operatorConfirmDeposit', { token, body: { id: deposit.id, ...body } });
    expect((await confirm(tokens.support1!, { amountMinor: 300_00, evidence: 'BDO ref 4411' })).status).toBe(403);
    expect((await confirm(tokens.finance1!, { amountMinor: 299_00, evidence: 'BDO ref 4411' })).body.code).toBe('AMOUNT_MISMATCH');
    const confirmed = await confirm(tokens.finance1!, { amountMinor: 300_00, evidence: 'BDO ref 4411' });
    expect(confirmed.body.value).toMatchObject({ status: 'paid', providerRef: 'manual: BDO ref 4411' });
    expect((await walletBalances(app, member.memberId)).MAIN).toBe(300_00);
    expect((await confirm(tokens.finance1!, { amountMinor: 300_00, evidence: 'BDO ref 4411' })).body.code).toBe('INVALID_STATE');
    const audit = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `deposit:${deposit.id}`));
    expect(audit.map((r) => [r.action, r.actor, (r.detail as { evidence: string }).evidence])).toEqual([['deposit.confirm', 'finance1', 'BDO ref 4411']]);
    // the player sees the order paid
    const orders = await member.call('depositOrders', { query: { pageNum: '1', pageSize: '10' } });
    expect(JSON.stringify(orders.body.value)).toContain(deposit.orderNo);
  });

  it('credits once under a burst of 40 confirmations', async () => {
    const ops = operatorsClient(app);
    const { member, deposit } = await openOrder('120');
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => ops.call('operatorConfirmDeposit', { token: tokens.finance1, body: { id: deposit.id, amountMinor: 120_00, evidence: 'GCash 0098' } })),
    );
    expect(burst.filter((r) => r.body.success)).toHaveLength(1);
    expect((await walletBalances(app, member.memberId)).MAIN).toBe(120_00);
    expect(await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `deposit:${deposit.id}`))).toHaveLength(1);
  });

  it('counts today per brand and in total, the last 30 days, and what waits for action', async () => {
    const ops = operatorsClient(app);
    const read = async () => (await ops.call('operatorDashboard', { token: tokens.owner1 })).body.value;
    const before = await read();
    expect(before.days).toHaveLength(30);
    // the days of the first brand in view (the demo brand: Manila), each brand's today in its own zone
    expect([before.timeZone, before.days.at(-1).day]).toEqual(['Asia/Manila', zonedDate(Date.now(), 'Asia/Manila')]);
    expect(before.brands.map((b: { brandId: string }) => b.brandId).sort()).toEqual(['demo', 'tiger', 'vn']);

    const { deposit } = await openOrder('500');
    await ops.call('operatorConfirmDeposit', { token: tokens.finance1, body: { id: deposit.id, amountMinor: 500_00, evidence: 'statement line 7' } });
    const after = await read();
    const demo = (v: typeof before) => v.brands.find((b: { brandId: string }) => b.brandId === 'demo');
    expect(demo(after).depositsMinor - demo(before).depositsMinor).toBe(500_00);
    expect(after.total.depositsMinor - before.total.depositsMinor).toBe(500_00);
    expect(after.total.registrations - before.total.registrations).toBe(1);
    expect(after.total.firstDepositors - before.total.firstDepositors).toBe(1);
    expect(after.days.at(-1).depositsMinor - before.days.at(-1).depositsMinor).toBe(500_00);
    expect(after.total.ggrMinor).toBe(after.total.betsMinor - after.total.winsMinor);
    expect(after.total.ngrMinor).toBe(after.total.ggrMinor - after.total.bonusCostMinor);
    expect(after.waiting).toEqual(expect.objectContaining({ withdrawals: expect.any(Number), heldReferrals: expect.any(Number) }));

    // support has no dashboard; a brand filter narrows every figure
    expect((await ops.call('operatorDashboard', { token: tokens.support1 })).status).toBe(403);
    const tigerOnly = (await ops.call('operatorDashboard', { token: tokens.owner1, query: { brandId: 'tiger' } })).body.value;
    expect(tigerOnly.brands.map((b: { brandId: string }) => b.brandId)).toEqual(['tiger']);
    expect(tigerOnly.total.depositsMinor).toBe(after.brands.find((b: { brandId: string }) => b.brandId === 'tiger').depositsMinor);
  });
});
