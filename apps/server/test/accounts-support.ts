import { calls, type CallName } from '@app/contract/calls';
import { encryptBody } from '@app/contract/encrypt-body';
import { solveProofOfWork } from '@app/contract/proof-of-work';
import { operatorHeaders, type TestApp } from './helper';

/** Test client over app.inject: paths and methods come from the call table; encrypted calls are encrypted like the web app does. */
export function accountsClient(app: TestApp, defaults: { ip?: string; host?: string } = {}) {
  let publicKey: string | undefined;

  async function call(
    name: CallName,
    input: { body?: unknown; query?: Record<string, string>; token?: string; ip?: string; host?: string; plain?: boolean; headers?: Record<string, string> } = {},
  ) {
    const def = calls[name];
    const headers: Record<string, string> = { ...input.headers };
    const ip = input.ip ?? defaults.ip;
    const host = input.host ?? defaults.host;
    if (ip) headers['x-forwarded-for'] = ip;
    if (host) headers.host = host;
    if (input.token) headers.token = input.token;
    let payload: object | undefined;
    if (def.method !== 'GET') {
      payload = (input.body ?? {}) as object;
      if (def.encrypt && !input.plain) {
        publicKey ??= (await app.inject({ method: 'GET', url: calls.publicKey.path })).json().value.spki as string;
        payload = await encryptBody(publicKey, input.body ?? {});
      }
    }
    const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
    const res = await app.inject({ method: def.method, url: def.path + query, headers, payload });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever value a call answers
    return { status: res.statusCode, headers: res.headers, body: res.json() as { success: boolean; code: string; message: string; value: any } };
  }

  /** A solved human-verification challenge. */
  async function human(ip?: string) {
    const { body } = await call('humanChallenge', { ip });
    const { challenge, difficulty } = body.value as { challenge: string; difficulty: number };
    return { humanChallenge: challenge, humanNonce: await solveProofOfWork(challenge, difficulty) };
  }

  /** The code of the latest sandbox message carrying one to `to` (+63..., or an email address): a notice between is skipped. */
  async function lastCode(to: string) {
    const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}`, headers: operatorHeaders });
    return ((res.json().value.list as Array<{ code: string | null }>).find((m) => m.code)?.code ?? null) as string | null;
  }

  async function outbox(to: string) {
    const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}`, headers: operatorHeaders });
    return res.json().value.list as Array<{ body: string; code: string | null; channel: string; subject: string | null }>;
  }

  /** Fetches a captcha for a new id and reads its answer from the sandbox endpoint. */
  async function captcha(ip?: string) {
    const captchaId = `cap${Math.random().toString(36).slice(2)}${Date.now().toString(36)}xx`;
    const image = await call('captcha', { query: { captchaId }, ip });
    const answer = (await app.inject({ method: 'GET', url: `/dev/captcha?captchaId=${captchaId}` })).json().value.answer as string;
    return { captchaId, captcha: answer, image: image.body.value as string };
  }

  async function login(username: string, password: string, ip?: string) {
    return call('login', { body: { username, password }, ip });
  }

  return { call, human, lastCode, outbox, captcha, login };
}

let ipCounter = 0;
/** A fresh client IP per test, so abuse limits of one test never touch another. */
export const freshIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/**
 * A payee name no other member has (one member per brand holds a payee name, docs/multi-account.md): letters and a
 * space only, as the brands' payee name rule takes them. Use it for every registration and card a test makes, unless the
 * test is about a shared name.
 */
export const uniquePayeeName = (prefix = 'Payee') => `${prefix} ${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A session token for each logged-in role: player1 (member), agent1 (agent) and a new free-play account (trial). */
export async function roleTokens(app: TestApp) {
  const api = accountsClient(app);
  const ip = freshIp();
  const tokens = {
    member: (await api.login('player1', 'Player123!', ip)).body.value.token as string,
    agent: (await api.login('agent1', 'Agent123!', ip)).body.value.token as string,
    trial: (await api.call('freePlay', { body: { random: 'r4nd0m-str1ng-0123456789' }, ip })).body.value.token as string,
  };
  for (const [role, token] of Object.entries(tokens)) if (!token) throw new Error(`no ${role} session`);
  return tokens;
}
