/**
 * Verified contacts (issue 31): a number registered with its SMS code is verified; an email given at registration is
 * verified by the emailed link (where the brand asks for it), once, and only for the address bound now; binding a
 * contact with its code verifies it, and the member's own unverified contact can be bound again to verify it.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members, throttles } from '../../src/db/schema';
import { accountsClient, freshIp, uniquePayeeName } from '../accounts-support';
import { buildTestApp } from '../helper';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const api = accountsClient(app);
const db = app.database.db;
beforeEach(async () => {
  await db.delete(throttles);
});

const password = { password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01' };
const linkIn = (body: string) => /\?verifyEmail=(\d+\.[\w-]+)/.exec(body)?.[1] ?? null;

async function registerWithEmail(host?: string) {
  const ip = freshIp();
  const username = `vc${Math.random().toString(36).slice(2, 9)}`;
  const email = `${username}@example.com`;
  const res = await api.call('registerByUsername', { ip, host, body: { username, ...password, payeeName: uniquePayeeName(), email, ...(await api.human(ip)) } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return { ip, username, email, token: res.body.value.token as string };
}
const info = async (token: string) => (await api.call('memberInfo', { token })).body.value as { emailVerified: boolean; mobileVerified: boolean };

describe('verified contacts', () => {
  it('emails a link at registration that verifies the address once; a wrong or reused link verifies nothing', async () => {
    const m = await registerWithEmail();
    expect(await info(m.token)).toMatchObject({ emailVerified: false, mobileVerified: false });
    const [mail] = await api.outbox(m.email);
    expect(mail?.subject).toMatch(/confirm your email address|kumpirmahin ang iyong email address/);
    const token = linkIn(mail!.body)!;
    expect(mail!.body).toMatch(new RegExp(`http://localhost(:80)?/\\?verifyEmail=${token}`));
    const forged = `${token.split('.')[0]}.${'x'.repeat(32)}`;
    expect((await api.call('verifyEmailLink', { body: { token: forged } })).body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await api.call('verifyEmailLink', { body: { token } })).body.value).toEqual({ maskedEmail: expect.stringContaining('@example.com') });
    expect(await info(m.token)).toMatchObject({ emailVerified: true });
    // verified already: the member centre has nothing to send
    expect((await api.call('sendEmailVerification', { token: m.token })).body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('sends no link where the brand does not ask for it; the member centre sends one, and a link to a changed address verifies nothing', async () => {
    const m = await registerWithEmail('tiger.localhost');
    expect(await api.outbox(m.email)).toEqual([]);
    const sent = await api.call('sendEmailVerification', { token: m.token, host: 'tiger.localhost' });
    expect(sent.body.value).toMatchObject({ expiredMinutes: 1440 });
    const token = linkIn((await api.outbox(m.email))[0]!.body)!;
    // the member's address changes before the link is opened
    await db.update(members).set({ email: `changed-${m.email}` }).where(eq(members.username, m.username));
    expect((await api.call('verifyEmailLink', { body: { token }, host: 'tiger.localhost' })).body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('verifies a number registered with its SMS code, and one bound again with a code without the password', async () => {
    const ip = freshIp();
    const mobile = `917${String(Date.now()).slice(-7)}`;
    await api.call('registerSmsCode', { ip, body: { countryDialingCode: '63', mobileNo: mobile, ...(await api.human(ip)) } });
    const code = await api.lastCode(`+63${mobile}`);
    const res = await api.call('registerByMobile', { ip, body: { mobileNum: mobile, countryDialingCode: '63', verificationCode: code, ...password, ...(await api.human(ip)) } });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    const token = res.body.value.token as string;
    expect(await info(token)).toMatchObject({ mobileVerified: true });
    // verified: binding it again is refused as the member's own
    expect((await api.call('bindMobileCode', { token, ip, body: { countryDialingCode: '63', mobileNum: mobile } })).body.code).toBe('MOBILE_TAKEN');

    // a number recorded without proof (as an agent's registration does) is bound again with a code to verify it
    await db.update(members).set({ mobileVerifiedAt: null }).where(eq(members.username, mobile));
    expect(await info(token)).toMatchObject({ mobileVerified: false });
    await db.delete(throttles); // the registration's send a moment ago: one SMS per number per second
    const resent = await api.call('bindMobileCode', { token, ip: freshIp(), body: { countryDialingCode: '63', mobileNum: mobile } });
    expect(resent.body.code, JSON.stringify(resent.body)).toBe('OK');
    const bound = await api.call('bindMobile', { token, body: { countryDialingCode: '63', mobileNum: mobile, verificationCode: await api.lastCode(`+63${mobile}`) } });
    expect(bound.body.code, JSON.stringify(bound.body)).toBe('OK');
    expect(await info(token)).toMatchObject({ mobileVerified: true });
  });

  it('verifies an address bound with its code', async () => {
    const ip = freshIp();
    const username = `vb${Math.random().toString(36).slice(2, 9)}`;
    const res = await api.call('registerByUsername', { ip, body: { username, ...password, payeeName: uniquePayeeName(), ...(await api.human(ip)) } });
    const token = res.body.value.token as string;
    const email = `${username}@example.org`;
    expect((await api.call('bindEmailCode', { token, ip, body: { email } })).body.code).toBe('OK');
    expect((await api.call('bindEmail', { token, body: { email, verificationCode: await api.lastCode(email) } })).body.code).toBe('OK');
    expect(await info(token)).toMatchObject({ emailVerified: true });
  });
});
