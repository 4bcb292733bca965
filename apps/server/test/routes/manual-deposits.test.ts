import { and, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositOrders, memberMessages, operatorAudit, paymentEvents } from '../../src/db/schema';
import { expireDepositOrders } from '../../src/modules/wallet/deposits';
import { buildTestApp, type TestApp } from '../helper';
import { operatorsClient } from '../operators-support';
import { rid, walletBalances, walletClient } from '../wallet-support';

/** A phone photo as a JPEG data: URL that carries EXIF (camera, place): what the server must not keep. */
async function photoWithExif() {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Juan' } } })
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
const pngDataUrl = async () => `data:image/png;base64,${(await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } }).png().toBuffer()).toString('base64')}`;

describe('manual transfer deposits: receiving accounts, receipts, finance', () => {
  let app: TestApp;
  let w: ReturnType<typeof walletClient>;
  const tokens: Record<string, string> = {};
  let channelId = 0;
  beforeAll(async () => {
    app = await buildTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'manual-deposits-')) });
    w = walletClient(app);
    const ops = operatorsClient(app);
    for (const name of ['owner1', 'finance1', 'support1']) tokens[name] = await ops.login(name);
  });

  const account = (over: Record<string, unknown> = {}) => ({
    brandId: 'demo',
    code: 'BDO_MAIN',
    type: 'BANK',
    name: 'BDO bank transfer',
    institution: 'BDO Unibank',
    accountName: 'DEMO GAMING CORP',
    accountNumber: '0012 3456 7890',
    qrImage: null,
    instructions: 'Write the reference in the transfer note.',
    minMinor: 100_00,
    maxMinor: 50_000_00,
    openFrom: null,
    openUntil: null,
    sort: 10,
    enabled: true,
    ...over,
  });

  it('lets the owner add a receiving account with a QR picture, audited; finance may not; players see it', async () => {
    const ops = operatorsClient(app);
    expect((await ops.call('operatorSaveTransferChannel', { token: tokens.finance1, body: account() })).status).toBe(403);
    const saved = await ops.call('operatorSaveTransferChannel', { token: tokens.owner1, body: account({ qrImage: await pngDataUrl(), transferWindowMinutes: 90 }) });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe('OK');
    const listed = saved.body.value.list.find((c: { code: string }) => c.code === 'BDO_MAIN');
    expect(listed).toMatchObject({ institution: 'BDO Unibank', accountNumber: '0012 3456 7890', qrImage: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/) });
    expect(saved.body.value.transferWindowMinutes).toBe(90);
    // the picture is served to players like any uploaded image
    expect((await app.inject({ method: 'GET', url: listed.qrImage })).statusCode).toBe(200);
    const audit = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, 'deposit-channel:demo:BDO_MAIN'));
    expect(audit.map((r) => [r.action, r.actor])).toEqual([['transfer-channel.add', 'owner1']]);
    // a gateway's channel code cannot be taken over by a receiving account
    expect((await ops.call('operatorSaveTransferChannel', { token: tokens.owner1, body: account({ code: 'BANK_TRANSFER' }) })).body.code).toBe('CONFLICT');

    const m = await w.register();
    const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; code: string; flow: string; institution: string | null; open: boolean }>;
    const manual = channels.find((c) => c.code === 'BDO_MAIN')!;
    expect(manual).toMatchObject({ flow: 'manual', institution: 'BDO Unibank', open: true });
    channelId = manual.id;
    // the site footer's payment methods are the channels players can pay through
    const permission = await m.call('permission');
    expect(permission.body.value.info.brand.footer.paymentMethods).toContain('BDO Unibank');
  });

  /** A member's transfer order on the BDO account. */
  async function transferOrder(amount = '500') {
    const m = await w.register();
    const created = await m.call('depositCreate', { body: { channelId, amount, requestId: rid() } });
    expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
    return { m, order: created.body.value };
  }

  it('gives the player the account, the exact amount and a unique reference, then takes a receipt without its EXIF', async () => {
    const { m, order } = await transferOrder('500');
    expect(order).toMatchObject({ status: 'pending', flow: 'manual', payUrl: null, amountMinor: 500_00 });
    expect(order.transfer).toMatchObject({ institution: 'BDO Unibank', accountName: 'DEMO GAMING CORP', accountNumber: '0012 3456 7890', receiptAt: null });
    expect(order.transfer.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(order.expiresAt - order.createdAt).toBe(90 * 60_000);
    const other = await transferOrder('500');
    expect(other.order.transfer.reference).not.toBe(order.transfer.reference);

    // a file that only looks like a picture is refused, and nothing changes
    const fake = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64')}`;
    expect((await m.call('depositReceipt', { body: { orderNo: order.orderNo, image: fake } })).body.code).toBe('INVALID_IMAGE');
    // another member cannot send a receipt for it
    expect((await other.m.call('depositReceipt', { body: { orderNo: order.orderNo, image: await photoWithExif() } })).body.code).toBe('NOT_FOUND');
    const sent = await m.call('depositReceipt', { body: { orderNo: order.orderNo, image: await photoWithExif() } });
    expect(sent.body.code, JSON.stringify(sent.body)).toBe('OK');
    expect(sent.body.value).toMatchObject({ status: 'submitted', transfer: { receiptAt: expect.any(Number) } });

    const ops = operatorsClient(app);
    // the dashboard counts the transfers waiting for finance
    const dashboard = await ops.call('operatorDashboard', { token: tokens.finance1 });
    expect(dashboard.body.value.waiting.deposits).toBeGreaterThanOrEqual(1);
    const queue = await ops.call('operatorDeposits', { token: tokens.finance1, query: { status: 'submitted', memberId: m.memberId } });
    const row = queue.body.value.list[0];
    expect(row).toMatchObject({ orderNo: order.orderNo, flow: 'manual', reference: order.transfer.reference, receiptAt: expect.any(String) });
    const receipt = await ops.call('operatorDepositReceipt', { token: tokens.finance1, query: { id: row.id } });
    expect(receipt.body.value.contentType).toBe('image/webp');
    const kept = await sharp(Buffer.from(receipt.body.value.base64, 'base64')).metadata();
    expect([kept.format, kept.exif]).toEqual(['webp', undefined]);
  });

  it('pays once when finance confirms 30 times at once, and tells the player', async () => {
    const { m, order } = await transferOrder('750');
    await m.call('depositReceipt', { body: { orderNo: order.orderNo, image: await photoWithExif() } });
    const ops = operatorsClient(app);
    const [row] = (await ops.call('operatorDeposits', { token: tokens.finance1, query: { memberId: m.memberId } })).body.value.list;
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => ops.call('operatorConfirmDeposit', { token: tokens.finance1, body: { id: row.id, amountMinor: 750_00, evidence: `BDO statement ${order.transfer.reference}` } })),
    );
    expect(burst.filter((r) => r.body.success)).toHaveLength(1);
    expect(new Set(burst.filter((r) => !r.body.success).map((r) => r.body.code))).toEqual(new Set(['INVALID_STATE']));
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(750_00);
    const paid = (await m.call('depositOrder', { query: { orderNo: order.orderNo } })).body.value;
    expect(paid.status).toBe('paid');
    const events = await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.orderNo));
    expect(events.map((e) => [e.provider, e.eventId, e.outcome])).toEqual([['finance', `confirm:${order.orderNo}`, 'credited']]);
    const messages = await app.database.db.select().from(memberMessages).where(eq(memberMessages.memberId, m.memberId));
    expect(messages.map((x) => x.messageKey)).toContain('deposit_received');
  });

  it('lets finance reject with a reason the player reads; a rejected order is not paid by a late receipt', async () => {
    const { m, order } = await transferOrder('300');
    const ops = operatorsClient(app);
    const [row] = (await ops.call('operatorDeposits', { token: tokens.finance1, query: { memberId: m.memberId } })).body.value.list;
    expect((await ops.call('operatorRejectDeposit', { token: tokens.support1, body: { id: row.id, reason: 'No transfer with this reference' } })).status).toBe(403);
    const rejected = await ops.call('operatorRejectDeposit', { token: tokens.finance1, body: { id: row.id, reason: 'No transfer with this reference' } });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', rejectReason: 'No transfer with this reference', reviewedBy: 'finance1' });
    const seen = (await m.call('depositOrder', { query: { orderNo: order.orderNo } })).body.value;
    expect([seen.status, seen.rejectReason]).toEqual(['rejected', 'No transfer with this reference']);
    const [message] = await app.database.db.select().from(memberMessages).where(and(eq(memberMessages.memberId, m.memberId), eq(memberMessages.messageKey, 'deposit_rejected')));
    expect(message!.content).toContain('No transfer with this reference');
    expect((await m.call('depositReceipt', { body: { orderNo: order.orderNo, image: await photoWithExif() } })).body.code).toBe('INVALID_STATE');
    expect((await ops.call('operatorRejectDeposit', { token: tokens.finance1, body: { id: row.id, reason: 'again' } })).body.code).toBe('INVALID_STATE');
    expect(await walletBalances(app, m.memberId)).toEqual({});
  });

  it('expires an order with no receipt in the brand window; one with a receipt waits for finance', async () => {
    const quiet = await transferOrder('200');
    const waiting = await transferOrder('200');
    await waiting.m.call('depositReceipt', { body: { orderNo: waiting.order.orderNo, image: await photoWithExif() } });
    await expireDepositOrders(app.database.db, new Date(Date.now() + 91 * 60_000));
    const status = async (orderNo: string) => (await app.database.db.select({ s: depositOrders.status }).from(depositOrders).where(eq(depositOrders.orderNo, orderNo)))[0]!.s;
    expect(await status(quiet.order.orderNo)).toBe('expired');
    expect(await status(waiting.order.orderNo)).toBe('submitted');
    expect((await quiet.m.call('depositReceipt', { body: { orderNo: quiet.order.orderNo, image: await photoWithExif() } })).body.code).toBe('INVALID_STATE');
  });

  it('refuses orders outside the account opening hours and shows it closed', async () => {
    const ops = operatorsClient(app);
    const now = new Date();
    // a two-minute window twelve hours away is closed now, whatever the brand's offset
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const from = new Date(now.getTime() + 12 * 3600_000);
    await ops.call('operatorSaveTransferChannel', { token: tokens.owner1, body: account({ code: 'GCASH_NIGHT', type: 'EWALLET', name: 'GCash', institution: 'GCash', accountNumber: '0917 123 4567', openFrom: hhmm(from), openUntil: hhmm(new Date(from.getTime() + 120_000)) }) });
    const m = await w.register();
    const night = ((await m.call('depositChannels')).body.value.list as Array<{ id: number; code: string; open: boolean }>).find((c) => c.code === 'GCASH_NIGHT')!;
    expect(night.open).toBe(false);
    const refused = await m.call('depositCreate', { body: { channelId: night.id, amount: '200', requestId: rid() } });
    expect(refused.body.code).toBe('CHANNEL_CLOSED');
  });
});
