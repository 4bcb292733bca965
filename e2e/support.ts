import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { encryptBody } from '../packages/contract/src/encrypt-body';
import { solveProofOfWork } from '../packages/contract/src/proof-of-work';
import { e2eAdminToken } from './playwright.config';

/** The e2e server's data folder (playwright.config.ts; the server resolves it against the repository's root). */
export const e2eDataDir = `.test-data/e2e-${process.env.E2E_PORT ?? 4180}`;

let operatorKey: string | undefined;
/**
 * The demo owner's personal API key, which a demo start writes to the data folder for the CLI (seed/operators.ts):
 * operator calls take an operator's credential, never the master token.
 */
export function e2eOperatorKey() {
  operatorKey ??= readFileSync(new URL(`../${e2eDataDir}/operator-api-key`, import.meta.url), 'utf8').trim();
  return operatorKey;
}

/**
 * Where an operator request goes: the operator surface answers on its own host only (OPS_HOSTS, ops.localhost by
 * default), which Node cannot resolve, so it goes to the loopback with that Host. Operator calls (/ops/api/...) carry
 * the demo owner's API key; the demo outbox takes the master token.
 */
export function operatorRequest(path: string) {
  const credential = path.startsWith('/ops/api/') ? e2eOperatorKey() : e2eAdminToken;
  return {
    url: `http://127.0.0.1:${process.env.E2E_PORT ?? 4180}${path}`,
    headers: { host: `ops.localhost:${process.env.E2E_PORT ?? 4180}`, authorization: `Bearer ${credential}` },
  };
}

/** An operator call's value (GET with a query, POST with a body), as the demo owner; a refusal fails the test. */
export async function operatorCall<T = unknown>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const call = operatorRequest(`/ops/api${path}`);
  const res = method === 'GET' ? await request.get(call.url, { headers: call.headers }) : await request.post(call.url, { headers: call.headers, data: data ?? {} });
  const body = (await res.json()) as { success: boolean; code: string; value: T };
  if (!body.success) throw new Error(`operator call ${path}: ${res.status()} ${body.code} ${JSON.stringify(body.value)}`);
  return body.value;
}

/** The operator surface as a browser opens it (Chromium resolves *.localhost to the loopback). */
export const opsURL = (path = '/') => `http://ops.localhost:${process.env.E2E_PORT ?? 4180}${path}`;

/** The operator lever the admin CLI uses, for tests that switch maintenance or region rules. */
export async function setBrandStatus(request: APIRequestContext, brandId: string, status: unknown) {
  await operatorCall(request, 'POST', '/site-status', { brandId, status });
}

export const statusOff = {
  maintenance: { enabled: false, endTime: null },
  regionRestriction: { enabled: false, blockedCountries: [] as string[], blockedIpRanges: [] as string[] },
};

/** The second demo brand is served on its own host; Chromium resolves *.localhost to loopback. */
export const tigerURL = (path = '/') => `http://tiger.localhost:${process.env.E2E_PORT ?? 4180}${path}`;

export interface Session {
  token: string;
  account: string;
  isAgent: number;
}

/**
 * Logs in through the real (encrypted) login call, as the web app does. `host` picks another brand (e.g.
 * tiger.localhost:4180): Node cannot resolve *.localhost, so such calls go to the loopback with that Host.
 */
export async function apiLogin(request: APIRequestContext, username: string, password: string, host?: string): Promise<Session> {
  const to = (path: string): { url: string; headers: Record<string, string> } =>
    host ? { url: `http://127.0.0.1:${process.env.E2E_PORT ?? 4180}${path}`, headers: { host } } : { url: path, headers: {} };
  const key = to('/wps/system/publicKey');
  const spki = ((await (await request.get(key.url, { headers: key.headers })).json()) as { value: { spki: string } }).value.spki;
  const login = to('/wps/session/login');
  let body: { code: string; value: Session };
  for (let attempt = 1; ; attempt++) {
    const res = await request.post(login.url, { headers: login.headers, data: await encryptBody(spki, { username, password }) });
    body = (await res.json()) as { code: string; value: Session };
    // the server checks one password of an account at a time and asks the others for a captcha (a burst of guesses):
    // two workers logging in the same seeded account at once meet that; the other's login is over a moment later
    if (body.code !== 'CAPTCHA_REQUIRED' || attempt === 5) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(body.code, JSON.stringify(body)).toBe('OK');
  return { token: body.value.token, account: body.value.account, isAgent: body.value.isAgent };
}

/**
 * A member of its own with money, registered through the real (encrypted, proof-of-work) call and credited by the
 * operator API: for tests that assert exact balances while other suites move the seeded members' money.
 * `host` picks the brand (e.g. tiger.localhost:4180); each registration comes from its own documentation-range IP.
 */
export async function registerFundedMember(request: APIRequestContext, options: { host: string; brandId: string; amount: string }) {
  const port = process.env.E2E_PORT ?? 4180;
  const api = (path: string) => `http://127.0.0.1:${port}${path}`;
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const headers = { host: options.host, 'x-forwarded-for': ip };
  const value = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = (await res.json()) as { success: boolean; code: string; value: T };
    if (!body.success) throw new Error(`${res.url()}: ${body.code} ${JSON.stringify(body.value)}`);
    return body.value;
  };
  const { spki } = await value<{ spki: string }>(await request.get(api('/wps/system/publicKey'), { headers }));
  const { challenge, difficulty } = await value<{ challenge: string; difficulty: number }>(await request.get(api('/wps/verification/human/challenge'), { headers }));
  const username = `e2e${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`;
  const password = 'Lucky1234';
  // a payee name of its own: one member per brand holds a payee name (docs/multi-account.md); letters only, the brand's rule
  const payeeName = `Test ${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const body = { username, password, confirmPassword: password, dateOfBirth: '1990-01-01', payeeName, humanChallenge: challenge, humanNonce: await solveProofOfWork(challenge, difficulty) };
  const session = await value<Session>(await request.put(api('/wps/member/register'), { headers, data: await encryptBody(spki, body) }));
  // the operator's goodwill credit (a balance adjustment: the back office's call, as the demo owner)
  const found = await operatorCall<{ list: Array<{ id: number; username: string }> }>(request, 'GET', `/players?q=${username}&brandId=${options.brandId}`);
  const memberId = found.list.find((p) => p.username === username)!.id;
  const amountMinor = Math.round(Number(options.amount) * 100);
  await operatorCall(request, 'POST', '/adjustments', { memberId, direction: 'credit', amountMinor, category: 'goodwill', reason: 'e2e funds', requestId: `e2e-${username}` });
  return { token: session.token, account: session.account, isAgent: session.isAgent, username, password, payeeName, ip };
}

/**
 * Every page this test opens starts logged in as the member (the session keys the web app keeps), popup
 * announcements already seen; without a session, only the announcements are marked seen. Opens nothing itself.
 */
export async function keepSessionOnLoad(page: Page, session?: Session) {
  await page.addInitScript((s) => {
    sessionStorage.setItem('index_notice', '1');
    if (s) {
      sessionStorage.setItem('token', s.token);
      sessionStorage.setItem('account', s.account);
      sessionStorage.setItem('isAgent', '0');
    }
  }, session ?? null);
}

/** Seconds until the lottery page's shown draw closes (its countdown, m:ss); 0 while there is none. */
export async function drawSecondsLeft(page: Page) {
  const text = (await page.getByTestId('countdown').textContent({ timeout: 1000 }).catch(() => null)) ?? '';
  const m = /^(\d+):(\d\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}
