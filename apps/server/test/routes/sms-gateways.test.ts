/**
 * Real SMS gateways (issue 31) against local stand-ins that check the request each gateway's documentation asks for
 * and answer as it does: with SMS_PROVIDER=semaphore the SMS login code reaches the gateway (not the outbox) and logs
 * the member in; the gateway's refusals become the spec's SMS texts; a passing failure is tried again. Twilio's
 * adapter sends its documented form with basic auth and maps its error codes.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { throttles } from '../../src/db/schema';
import { readEnv } from '../../src/env';
import { smsConfigProblems, smsGateway } from '../../src/modules/accounts/sms-gateways';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';

type Received = { path: string; headers: IncomingMessage['headers']; form: Record<string, string> };
type Answer = { status: number; body: unknown };

/** A local gateway: records each request (its form decoded) and answers the next queued answer, else `fallback`. */
async function standIn(fallback: Answer) {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, form: Object.fromEntries(new URLSearchParams(raw)) });
      const answer = answers.shift() ?? fallback;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, answers, close: () => new Promise((done) => server.close(done)) };
}

const queued = (number: string, message: string) => [{ message_id: 1, recipient: number, message, sender_name: 'LUCKYNINE', network: 'Globe', status: 'Queued', type: 'Single', source: 'Api' }];
const semaphore = await standIn({ status: 200, body: queued('639171234567', '') });
const app = await buildTestApp({ POW_DIFFICULTY: '4', SMS_PROVIDER: 'semaphore', SMS_API_KEY: 'semaphore-test-key', SMS_SENDER: 'LUCKYNINE', SMS_API_URL: semaphore.url });
const api = accountsClient(app);
const db = app.database.db;
afterAll(async () => {
  await semaphore.close();
});
beforeEach(async () => {
  await db.delete(throttles);
  semaphore.received.length = 0;
  semaphore.answers.length = 0;
});

/** An SMS login code for the demo phone member (the per-number send limit cleared: each ask here is a new case). */
const askCode = async () => {
  await db.delete(throttles);
  const ip = freshIp();
  return { ip, sent: await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567', ...(await api.human(ip)) }, ip }) };
};

describe('Semaphore', () => {
  it('receives the login code in its documented form, nothing goes to the outbox, and the code logs the member in', async () => {
    const { ip, sent } = await askCode();
    expect(sent.body).toMatchObject({ success: true });
    expect(semaphore.received).toHaveLength(1);
    const [request] = semaphore.received;
    expect(request!.path).toBe('/api/v4/messages');
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.form).toMatchObject({ apikey: 'semaphore-test-key', number: '639171234567', sendername: 'LUCKYNINE' });
    const code = /\b(\d{6})\b/.exec(request!.form.message!)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await api.outbox('+639171234567')).toEqual([]);
    const login = await api.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code }, ip });
    expect(login.body.value).toMatchObject({ userName: 'phoneuser' });
  });

  it('tells the player when the account’s credit is used up or the sender name is not approved, and tries a passing failure again', async () => {
    semaphore.answers.push({ status: 403, body: ['Your current balance is insufficient to complete this transaction.'] });
    expect((await askCode()).sent.body.code).toBe('SMS_QUOTA_EXCEEDED');
    semaphore.answers.push({ status: 422, body: { sendername: ['The selected sendername is invalid.'] } });
    expect((await askCode()).sent.body.code).toBe('SMS_CAPTCHA_CHECK_FAILED');
    expect(semaphore.received).toHaveLength(2);

    // the gateway's own trouble twice, then it takes the message: the player sees a sent code
    semaphore.received.length = 0;
    semaphore.answers.push({ status: 502, body: 'Bad Gateway' }, { status: 500, body: {} });
    expect((await askCode()).sent.body.success).toBe(true);
    expect(semaphore.received).toHaveLength(3);

    // down for good: three tries, then the spec's unknown failure
    semaphore.received.length = 0;
    semaphore.answers.push({ status: 503, body: {} }, { status: 503, body: {} }, { status: 503, body: {} });
    expect((await askCode()).sent.body.code).toBe('SEND_FAILED');
    expect(semaphore.received).toHaveLength(3);
  });
});

describe('Twilio', () => {
  it('posts To, From and Body with basic auth to the account’s Messages resource, and maps its error codes', async () => {
    const twilio = await standIn({ status: 201, body: { sid: 'SM123', status: 'queued', error_code: null } });
    try {
      const gateway = smsGateway({ provider: 'twilio', apiKey: 'twilio-auth-token', accountId: 'AC0123456789', sender: 'LuckyNine', baseUrl: twilio.url }, async () => {});
      await gateway.send({ brandId: 'demo', to: '+639171234567', text: 'Your Lucky Nine code is 123456' });
      const [request] = twilio.received;
      expect(request!.path).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
      expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789:twilio-auth-token').toString('base64')}`);
      expect(request!.form).toEqual({ To: '+639171234567', From: 'LuckyNine', Body: 'Your Lucky Nine code is 123456' });

      const refusal = async (answer: Answer) => {
        twilio.answers.push(answer);
        return gateway.send({ brandId: 'demo', to: '+639171234567', text: 'x' }).then(
          () => 'sent',
          (error: unknown) => (error as { reason?: string }).reason ?? 'unknown',
        );
      };
      expect(await refusal({ status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } })).toBe('quota_exceeded');
      expect(await refusal({ status: 400, body: { code: 21606, message: 'The From phone number is not a valid, SMS-capable number for your account', status: 400 } })).toBe('captcha_check_failed');
      expect(await refusal({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } })).toBe('unknown');
    } finally {
      await twilio.close();
    }
  });
});

describe('the setting', () => {
  it('refuses a gateway without its key, sender or (Twilio) account, each named', () => {
    expect(smsConfigProblems(readEnv({}))).toEqual([]);
    expect(smsConfigProblems(readEnv({ SMS_PROVIDER: 'twilio' }))).toEqual([expect.stringMatching(/SMS_API_KEY/), expect.stringMatching(/SMS_SENDER/), expect.stringMatching(/SMS_ACCOUNT_ID/)]);
    expect(smsConfigProblems(readEnv({ SMS_PROVIDER: 'semaphore', SMS_API_KEY: 'semaphore-key', SMS_SENDER: 'LUCKYNINE' }))).toEqual([]);
  });
});
