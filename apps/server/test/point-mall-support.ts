import { inProcessCli } from './operators-support';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { runMallCommand } from '../src/admin-mall-commands';
import { loyaltySettings, members, pointRewards, vipTiers } from '../src/db/schema';
import { postPoints } from '../src/modules/loyalty/points-ledger';
import { freshIp, uniquePayeeName } from './accounts-support';
import type { TestApp } from './helper';
import { testOperatorCalls } from './loyalty-support';
import { rid, walletClient } from './wallet-support';

/** The payment password the mall's members set. */
export const PAY = 'Pay12345';

export type Member = Awaited<ReturnType<ReturnType<typeof walletClient>['register']>>;

/** Mall test client: members with a payment password and points, catalogue items of their own, deposits, and operator calls as the test owner (ops). */
export function loyaltyClient(app: TestApp) {
  const w = walletClient(app);
  const db = app.database.db;

  /** Adds points through the points ledger (an operator adjustment). */
  async function givePoints(memberId: number, points: number, brandId = 'demo') {
    return postPoints(db, { brandId, memberId, kind: 'adjust', change: points, idempotencyKey: rid('give') });
  }

  /** A fresh member of the demo brand with the payment password set and `points` points. */
  async function member(points = 0) {
    const m = await w.register();
    const set = await m.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } });
    expect(set.body.code, JSON.stringify(set.body)).toBe('OK');
    if (points > 0) await givePoints(m.memberId, points);
    return m;
  }

  /** Registers with an invite code (as the register page sends ?referralCode=), on a brand's host. */
  async function registerInvited(referralCode: string, host?: string) {
    const ip = freshIp();
    const username = `f${Math.random().toString(36).slice(2, 9)}`;
    const res = await w.api.call('registerByUsername', {
      ip,
      host,
      body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01', payeeName: uniquePayeeName(), referralCode, ...(await w.api.human(ip)) },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    const [row] = await db.select({ id: members.id, brandId: members.brandId }).from(members).where(eq(members.username, username));
    const token = res.body.value.token as string;
    return { username, memberId: row!.id, brandId: row!.brandId, token, ip, call: (name: Parameters<typeof w.api.call>[0], input: Parameters<typeof w.api.call>[1] = {}) => w.api.call(name, { ...input, token, ip, host }) };
  }

  let items = 0;
  /** A catalogue item of the demo brand for one test (unique code); a 100-point voucher with plenty of stock unless told. */
  async function item(overrides: Partial<typeof pointRewards.$inferInsert> = {}) {
    const code = `t-item-${Date.now().toString(36)}-${(items++).toString(36)}`;
    const [row] = await db
      .insert(pointRewards)
      .values({
        brandId: 'demo',
        code,
        category: 'test',
        name: { EN: `Test item ${code}`, TY: `Pagsubok ${code}` },
        description: { EN: 'A test item.', TY: 'Isang pagsubok.' },
        unit: { EN: 'voucher', TY: 'voucher' },
        image: `/media/point-reward/demo/${code}.svg`,
        pointsCost: 100,
        stock: 1000,
        sort: 1000,
        ...overrides,
      })
      .returning();
    return row!;
  }

  /** The item's stock now. */
  async function stockOf(id: number) {
    const [row] = await db.select({ stock: pointRewards.stock }).from(pointRewards).where(eq(pointRewards.id, id));
    return row!.stock;
  }

  /** A seeded item of a brand by its code. */
  async function seeded(code: string, brandId = 'demo') {
    const [row] = await db
      .select()
      .from(pointRewards)
      .where(and(eq(pointRewards.brandId, brandId), eq(pointRewards.code, code)));
    return row!;
  }

  /** Changes the brand's loyalty settings for the rest of the file. */
  async function settings(values: Partial<typeof loyaltySettings.$inferInsert>, brandId = 'demo') {
    await db.update(loyaltySettings).set(values).where(eq(loyaltySettings.brandId, brandId));
  }

  /** A tier of the demo brand with a name and a points multiplier (replaced if the brand has one at that rank). */
  async function tier(rankLevel: number, name: { EN: string; TY: string }, pointsMultiplierBp: number) {
    const values = { brandId: 'demo', rankLevel, name, color: '#ffffff', color2: '#000000', turnoverMinor: 0, depositMinor: 0, keepTurnoverMinor: 0, benefits: { pointsMultiplierBp } };
    await db.insert(vipTiers).values(values).onConflictDoUpdate({ target: [vipTiers.brandId, vipTiers.rankLevel], set: { name, benefits: values.benefits } });
  }

  async function setRank(memberId: number, rankLevel: number) {
    await db.update(members).set({ rankLevel }).where(eq(members.id, memberId));
  }

  /** A deposit order of the member, paid through the signed sandbox callback. */
  async function deposit(m: { call: Member['call'] }, amount: string) {
    const order = await depositOrder(m, amount);
    return pay(order);
  }

  async function depositOrder(m: { call: Member['call'] }, amount: string) {
    const channels = await m.call('depositChannels');
    const bank = channels.body.value.list.find((c: { type: string }) => c.type === 'BANK');
    const created = await m.call('depositCreate', { body: { channelId: bank.id, amount, requestId: rid('dep') } });
    expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
    return created.body.value as { orderNo: string; amountMinor: number };
  }

  async function pay(order: { orderNo: string; amountMinor: number }) {
    const res = await w.callback({ orderNo: order.orderNo, status: 'PAID', amountMinor: order.amountMinor, providerRef: 'SBXTEST', eventId: `EVT${Math.random().toString(36).slice(2)}` });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    return res.body.value as { credited: boolean };
  }

  return { w, db, ops: testOperatorCalls(app), givePoints, member, registerInvited, item, stockOf, seeded, settings, tier, setRank, deposit, depositOrder, pay };
}

/** The CLI's points mall, invite friends and feedback commands against this app (operators-support inProcessCli). */
export const mallCli = (app: TestApp) => inProcessCli(app, runMallCommand);
