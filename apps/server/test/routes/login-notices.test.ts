/**
 * New-device login notices (issue 31): a login from a browser the member never logged in from is told of by email (or
 * SMS without an email), once per device, never for the first login or a known device, and a gateway failure leaves
 * the notice to be tried again.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginNotices, members, throttles } from '../../src/db/schema';
import type { AccountDeps } from '../../src/modules/accounts/account-deps';
import { sendLoginNotices } from '../../src/modules/accounts/login-notices';
import { sandboxEmail, sandboxSms } from '../../src/modules/accounts/providers';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const api = accountsClient(app);
const w = walletClient(app);
beforeEach(async () => {
  await db.delete(throttles);
});

const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const deps = (email = sandboxEmail(db, app.log)) => ({ db, log: app.log, sms: sandboxSms(db, app.log), email }) as unknown as AccountDeps;

async function loginFrom(username: string, installId: string) {
  const res = await api.call('login', { body: { username, password: 'Secret123' }, ip: freshIp(), headers: { 'user-agent': PHONE_CHROME, 'x-install-id': installId } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
}

describe('new-device login notices', () => {
  it('emails the member once per new device, with the device and address, and not for a device it knows', async () => {
    const m = await w.register();
    const email = `${m.username}@example.com`;
    await db.update(members).set({ email, language: 'EN' }).where(eq(members.id, m.memberId));
    await loginFrom(m.username, 'phone-device-0001');
    await loginFrom(m.username, 'phone-device-0001');
    await sendLoginNotices(deps(), app.brands);
    const mails = await api.outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('a login from a new device');
    expect(mails[0]!.body).toContain(`${m.username} logged in from a new device: Chrome on Android`);
    // the same device again: nothing more
    await loginFrom(m.username, 'phone-device-0001');
    await sendLoginNotices(deps(), app.brands);
    expect(await api.outbox(email)).toHaveLength(1);
  });

  it('sends an SMS to a member without an email, and nothing for a member with neither', async () => {
    const withMobile = await w.register();
    const mobile = `917${String(withMobile.memberId).padStart(7, '0')}`;
    await db.update(members).set({ countryDialingCode: '63', mobileNum: mobile, loginVerification: 'none' }).where(eq(members.id, withMobile.memberId));
    await loginFrom(withMobile.username, 'tablet-device-02');
    const bare = await w.register();
    await loginFrom(bare.username, 'tablet-device-03');
    await sendLoginNotices(deps(), app.brands);
    const sms = await api.outbox(`+63${mobile}`);
    expect(sms.map((s) => s.channel)).toEqual(['sms']);
    expect(await db.select().from(loginNotices).where(eq(loginNotices.memberId, bare.memberId))).toEqual([]);
  });

  it('keeps a notice the gateway failed to take, and sends it on a later run', async () => {
    const m = await w.register();
    const email = `${m.username}@example.com`;
    await db.update(members).set({ email }).where(eq(members.id, m.memberId));
    await loginFrom(m.username, 'laptop-device-04');
    const down = { send: () => Promise.reject(new Error('mail server down')) };
    await sendLoginNotices(deps(down), app.brands);
    const [waiting] = await db.select().from(loginNotices).where(eq(loginNotices.memberId, m.memberId));
    expect([waiting?.status, waiting?.attempts, waiting?.lastError]).toEqual(['pending', 1, 'mail server down']);
    // its next try is due
    await db.update(loginNotices).set({ nextAttemptAt: new Date() }).where(eq(loginNotices.id, waiting!.id));
    await sendLoginNotices(deps(), app.brands);
    const [sent] = await db.select().from(loginNotices).where(eq(loginNotices.id, waiting!.id));
    expect([sent?.status, sent?.channel, sent?.attempts]).toEqual(['sent', 'email', 2]);
    expect(await api.outbox(email)).toHaveLength(1);
  });
});
