/**
 * Email through SMTP (issue 31) against a local mail server (the smtp-server package): with SMTP_URL set, forgot
 * password by email arrives there (not in the outbox) with a plain-text and an HTML part in the brand's name, from
 * the brand's address, in the member's language, and the temporary password it carries logs in; a mail server that
 * cannot take it now is tried again by the delivery job; one refusing the address for good suppresses it, and the
 * operator sees each delivery's state.
 */
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emailDeliveries, members, throttles } from '../../src/db/schema';
import { readEnv } from '../../src/env';
import { createSmtpMailer } from '../../src/modules/accounts/email-delivery';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';
import { walletClient } from '../wallet-support';

type Mail = { from: string; to: string; subject: string; text: string; html: string };
const received: Mail[] = [];
/** what the local server answers to a recipient: accept, 451 (try later) or 550 (no such mailbox) */
const rcptAnswers = new Map<string, 451 | 550>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const answer = rcptAnswers.get(address.address.toLowerCase());
    if (!answer) return callback();
    return callback(Object.assign(new Error(answer === 550 ? 'No such mailbox' : 'Try again later'), { responseCode: answer }));
  },
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({ from: mail.from?.text ?? '', to: Array.isArray(mail.to) ? '' : (mail.to?.text ?? ''), subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
// no token in the code: one for this run, as a deployment's EMAIL_WEBHOOK_TOKEN comes from its environment
const WEBHOOK_TOKEN = randomBytes(24).toString('base64url');
const app = await buildTestApp({ POW_DIFFICULTY: '4', SMTP_URL: smtpUrl, SMTP_FROM: 'no-reply@platform.example', EMAIL_WEBHOOK_TOKEN: WEBHOOK_TOKEN });
const api = accountsClient(app);
const ops = operatorsClient(app);
const w = walletClient(app);
const db = app.database.db;
afterAll(async () => {
  await new Promise<void>((done) => smtp.close(() => done()));
});
beforeEach(async () => {
  await db.delete(throttles);
  received.length = 0;
  rcptAnswers.clear();
});

/** A new member with an address of its own, its language chosen, no second factor for new addresses. */
async function memberWithEmail(language: 'EN' | 'TY') {
  const { username } = await w.register();
  const email = `${username}@mail.example`;
  await db.update(members).set({ email, language, loginVerification: 'none' }).where(and(eq(members.brandId, 'demo'), eq(members.username, username)));
  return { username, email };
}
const forgot = (username: string, email: string) => api.call('forgotPasswordByEmail', { ip: freshIp(), body: { username, email } });
const deliveriesTo = (to: string) => db.select().from(emailDeliveries).where(eq(emailDeliveries.to, to));

describe('email through the mail server', () => {
  it('delivers forgot password with both parts in the brand’s name, in the member’s language, and its password logs in', async () => {
    const { username, email } = await memberWithEmail('TY');
    expect((await forgot(username, email)).body.value).toEqual({ sent: true });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ to: email, subject: 'Lucky Nine password reset' });
    expect(mail!.from).toContain('no-reply@platform.example');
    expect(mail!.from).toContain('Lucky Nine');
    expect(mail!.text).toContain('pansamantalang password');
    expect(mail!.html).toContain('Lucky Nine');
    expect(mail!.html).toContain('#0f7a4f');
    // the HTML part is in the member's language to its last line
    expect(mail!.html).toContain('<html lang="fil">');
    expect(mail!.html).toContain('Ipinadala ang mensaheng ito tungkol sa iyong account.');
    expect(await api.outbox(email)).toEqual([]);
    const temporary = /password: (\S+)/.exec(mail!.text)![1]!;
    expect((await api.login(username, temporary, freshIp())).body.value).toMatchObject({ forceChangePassword: true });
    expect((await deliveriesTo(email)).map((d) => [d.status, d.attempts])).toEqual([['sent', 1]]);
  });

  it('tries again later when the mail server cannot take it now, and gives the operator the state', async () => {
    const { username, email } = await memberWithEmail('EN');
    rcptAnswers.set(email, 451);
    expect((await forgot(username, email)).body.value).toEqual({ sent: true });
    expect(received).toHaveLength(0);
    const [pending] = await deliveriesTo(email);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending!.lastError).toMatch(/^451/);
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    const tokens = await operatorTokens(app);
    const seen = await ops.call('operatorEmailDeliveries', { token: tokens.support, query: { brandId: 'demo', to: email } });
    expect(seen.body.value.list).toMatchObject([{ to: email, status: 'pending', attempts: 1, subject: 'Lucky Nine password reset' }]);

    // the server takes mail again; the delivery job (any process) tries what is due
    rcptAnswers.clear();
    const job = createSmtpMailer({ db, log: app.log, brands: app.brands, env: readEnv({ SMTP_URL: smtpUrl, SMTP_FROM: 'no-reply@platform.example' }) });
    expect(await job.retryDue()).toBe(0);
    await db.update(emailDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(emailDeliveries.id, pending!.id));
    expect(await job.retryDue()).toBe(1);
    expect(received.map((m) => m.to)).toEqual([email]);
    expect((await deliveriesTo(email)).map((d) => [d.status, d.attempts])).toEqual([['sent', 2]]);
    expect(await job.retryDue()).toBe(0);
  });

  it('suppresses an address the mail server refuses for good: the player is told, and nothing more is sent to it', async () => {
    const { username, email } = await memberWithEmail('EN');
    rcptAnswers.set(email, 550);
    expect((await forgot(username, email)).body.code).toBe('SEND_FAILED');
    rcptAnswers.clear();
    expect((await forgot(username, email)).body.code).toBe('SEND_FAILED');
    expect(received).toHaveLength(0);
    expect((await deliveriesTo(email)).map((d) => d.status).sort()).toEqual(['failed', 'suppressed']);
  });

  it('suppresses an address the mail service reports bounced after taking the email, for the webhook’s token only', async () => {
    const { username, email } = await memberWithEmail('EN');
    await forgot(username, email);
    expect(received).toHaveLength(1);
    const report = (token: string, body: unknown) => app.inject({ method: 'POST', url: '/wps/email/bounces', headers: { authorization: `Bearer ${token}` }, payload: body as object });
    const events = { events: [{ address: email.toUpperCase(), type: 'bounce', reason: '550 5.1.1 mailbox unavailable' }] };
    const forged = await report(randomBytes(24).toString('base64url'), events);
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'INVALID_SIGNATURE']);
    const bad = await report(WEBHOOK_TOKEN, { events: [{ address: 'not an address', type: 'bounce' }] });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    const accepted = await report(WEBHOOK_TOKEN, events);
    expect(accepted.json().value).toEqual({ suppressed: 1 });
    // the email it took is marked failed with the reason, and the next one to the address is not sent
    expect((await deliveriesTo(email)).map((d) => [d.status, d.lastError])).toEqual([['failed', 'bounce: 550 5.1.1 mailbox unavailable']]);
    received.length = 0;
    expect((await forgot(username, email)).body.code).toBe('SEND_FAILED');
    expect(received).toEqual([]);
  });
});
