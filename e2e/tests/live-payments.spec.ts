import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { encryptBody } from '../../packages/contract/src/encrypt-body';
import { solveProofOfWork } from '../../packages/contract/src/proof-of-work';
import { t as ops } from '../../apps/backoffice/src/lib/texts';
import { memberCenter, ty } from './wallet-support';

/**
 * Money in and out with demo mode off (issue 32): a server of its own started with DEMO=0 on a fresh embedded
 * database, so there is no sandbox provider, no demo operator and no demo channel. The installation's master token
 * makes the first owner; the owner adds finance1 and a receiving account; a player transfers by bank with a receipt,
 * finance1 confirms it in the back office and the balance moves in the player's open tab; the player withdraws,
 * finance1 approves and records the bank transfer, and the player confirms receipt.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const port = Number(process.env.E2E_PORT ?? 4180) + 57;
const dataDir = `.test-data/e2e-live-${port}`;
const masterToken = randomBytes(24).toString('hex');
/** this server is not a demo: its accounts get passwords drawn per run (letters and digits, as the rules ask) */
const drawnPassword = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}7`;
const financePassword = drawnPassword('Fin');
const playerPassword = drawnPassword('Pl');
const paymentPassword = drawnPassword('Pa');
const PLAYER_HOST = `localhost:${port}`;
const OPS_HOST = `ops.localhost:${port}`;
const api = (path: string) => `http://127.0.0.1:${port}${path}`;
/** a real 24x24 PNG: the server reads pictures by their content */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWPQmttPFcQwapDWaBhpjaajuaNZZO5oMdI/WkL2D2QtAgDf0AGuCbiN2wAAAABJRU5ErkJggg==',
  'base64',
);

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  rmSync(new URL(`../../${dataDir}`, import.meta.url), { recursive: true, force: true });
  // the same build the suite's own server runs (playwright.config.ts: E2E_SERVER_ENTRY is relative to e2e/)
  const entry = resolve(fileURLToPath(new URL('../', import.meta.url)), process.env.E2E_SERVER_ENTRY ?? '../apps/server/dist/server.js');
  server = spawn('node', [entry], {
    env: {
      ...process.env,
      DEMO: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: masterToken,
      ADMIN_TOKEN_OWNER: 'installer',
      TEST_AIDS: '1',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '20000',
      POW_DIFFICULTY: '8',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; ; waited += 250) {
    const up = await fetch(api('/wps/system/status'), { headers: { host: PLAYER_HOST } }).then((r) => r.ok, () => false);
    if (up) break;
    if (waited > 60_000) throw new Error('the DEMO=0 server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  server?.kill();
});

/** An envelope's value; a refusal fails the test with the server's code. */
async function valueOf<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { success: boolean; code: string; value: T };
  if (!body.success) throw new Error(`${res.url()}: ${res.status()} ${body.code} ${JSON.stringify(body.value)}`);
  return body.value;
}

/** An operator call on the operator host with a credential (the master token, an API key or a session). */
async function opsCall<T>(request: APIRequestContext, credential: string, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const headers = { host: OPS_HOST, authorization: `Bearer ${credential}` };
  return valueOf<T>(method === 'GET' ? await request.get(api(`/ops/api${path}`), { headers }) : await request.post(api(`/ops/api${path}`), { headers, data: data ?? {} }));
}

/**
 * What an installation does on its first day: the master token makes the first owner; the owner (by its API key) adds
 * finance1, a receiving account and two brand rules (no betting requirement and no identity check before a
 * withdrawal, so the test can withdraw what it deposited); finance1 signs in and enrols an authenticator. Answers
 * finance1's session.
 */
async function provision(request: APIRequestContext) {
  const owner = await opsCall<{ apiKey: string }>(request, masterToken, 'POST', '/bootstrap', { username: 'owner' });
  await opsCall(request, owner.apiKey, 'POST', '/operators', { username: 'finance1', password: financePassword, role: 'finance', brandIds: null });
  await opsCall(request, owner.apiKey, 'POST', '/settings/transfer-channel', {
    brandId: 'demo',
    code: 'BDO_MAIN',
    type: 'BANK',
    name: 'BDO bank transfer',
    institution: 'BDO Unibank',
    accountName: 'LUCKY GAMING CORP',
    accountNumber: '0012 3456 7890',
    qrImage: `data:image/png;base64,${RECEIPT_PNG.toString('base64')}`,
    instructions: 'Write the reference in the transfer note.',
    minMinor: 100_00,
    maxMinor: 50_000_00,
    openFrom: null,
    openUntil: null,
    sort: 0,
    enabled: true,
  });
  const money = await opsCall<{ limits: Record<string, unknown> }>(request, owner.apiKey, 'GET', '/settings/money?brandId=demo');
  await opsCall(request, owner.apiKey, 'POST', '/settings/wallet-limits', { brandId: 'demo', limits: { ...money.limits, turnoverPercent: 0 } });
  // identity checks before a first withdrawal have their own flow (kyc.spec.ts): this brand's operator switches them off
  await opsCall(request, owner.apiKey, 'POST', '/kyc/settings', { brandId: 'demo', enforcement: 'off' });
  // finance1's first sign-in: the password, then an authenticator enrolled with the secret the server gives
  const first = await request.post(api('/ops/api/session/login'), { headers: { host: OPS_HOST }, data: { username: 'finance1', password: financePassword } });
  const enrolment = ((await first.json()) as { code: string; value: { ticket: string; secret: string } }).value;
  const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  const session = await valueOf<{ token: string }>(await request.post(api('/ops/api/session/enrol'), { headers: { host: OPS_HOST }, data: { ticket: enrolment.ticket, code } }));
  return session.token;
}

/** A player registered through the real (encrypted, proof-of-work) call, with a payment password and a card in their name. */
async function registerPlayer(request: APIRequestContext) {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const headers = { host: PLAYER_HOST, 'x-forwarded-for': ip };
  const { spki } = await valueOf<{ spki: string }>(await request.get(api('/wps/system/publicKey'), { headers }));
  const { challenge, difficulty } = await valueOf<{ challenge: string; difficulty: number }>(await request.get(api('/wps/verification/human/challenge'), { headers }));
  const username = `live${Date.now().toString(36).slice(-6)}`;
  const payeeName = 'Maria Santos';
  const body = { username, password: playerPassword, confirmPassword: playerPassword, dateOfBirth: '1990-01-01', payeeName, humanChallenge: challenge, humanNonce: await solveProofOfWork(challenge, difficulty) };
  const session = await valueOf<{ token: string; account: string; isAgent: number }>(await request.put(api('/wps/member/register'), { headers, data: await encryptBody(spki, body) }));
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown, encrypted = false) => {
    const sent = encrypted ? await encryptBody(spki, data) : data;
    return valueOf<T>(await request.fetch(api(path), { method, headers: { ...headers, token: session.token }, ...(sent === undefined ? {} : { data: sent }) }));
  };
  await call('POST', '/wps/member/paymentPassword', { newPassword: paymentPassword, confirmPassword: paymentPassword }, true);
  const card = await call<{ id: number }>('POST', '/wps/withdraw/bankCards', { bankName: 'BPI', accountName: payeeName, accountNumber: '4455 6677 8899', paymentPassword }, true);
  return { session, call, cardId: card.id };
}

/** The player's site in a browser, logged in (the session keys the web app keeps). */
async function playerPage(browser: Browser, session: { token: string; account: string }) {
  const context = await browser.newContext({ baseURL: `http://${PLAYER_HOST}`, extraHTTPHeaders: { 'X-Forwarded-For': '198.18.200.7' } });
  await context.addInitScript((s) => {
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('account', s.account);
    sessionStorage.setItem('isAgent', '0');
    sessionStorage.setItem('index_notice', '1');
  }, session);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
  return page;
}

/** The back office as finance1, already signed in (the session the enrolment gave, kept as the back office keeps it). */
async function financePage(browser: Browser, token: string) {
  const context = await browser.newContext({ baseURL: `http://${OPS_HOST}`, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.200.9' } });
  await context.addInitScript((value) => sessionStorage.setItem('opsToken', value), token);
  return context.newPage();
}

const headerBalance = (page: Page) => page.getByTestId('balance');

test('with demo mode off: a bank transfer with a receipt, confirmed by finance1; a withdrawal paid by hand and confirmed by the player', async ({ browser, request }) => {
  const financeToken = await provision(request);
  const player = await registerPlayer(request);
  const page = await playerPage(browser, player.session);

  // the deposit page offers exactly what is configured: the receiving account, no sandbox channel
  await page.getByRole('banner').getByRole('button', { name: ty('in_increase_deposit') }).click();
  const mc = memberCenter(page);
  const form = mc.getByRole('form', { name: ty('in_increase_deposit') });
  await expect(form.getByRole('radio')).toHaveCount(1);
  await form.getByRole('radio', { name: /BDO bank transfer/ }).click();
  await form.getByRole('textbox', { name: ty('wl_amount') }).fill('500');
  await form.getByRole('button', { name: ty('wl_deposit_now') }).click();
  await expect(mc.getByRole('heading', { name: ty('wl_deposit_title_transfer') })).toBeVisible();
  await expect(mc.getByTestId('transfer-account')).toHaveText('0012 3456 7890');
  const reference = (await mc.getByTestId('transfer-reference').textContent())!;
  expect(reference).toMatch(/^[A-Z2-9]{8}$/);
  const orderNo = (await mc.getByTestId('deposit-order-no').textContent())!;
  await mc.getByTestId('proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await mc.getByRole('button', { name: ty('wl_send_transfer_receipt') }).click();
  await expect(mc.getByTestId('deposit-status')).toHaveText(ty('wl_deposit_submitted'));

  // finance1 matches the reference and the receipt, and confirms the amount
  const finance = await financePage(browser, financeToken);
  await finance.goto('/deposits?status=submitted');
  await finance.getByRole('button', { name: `${ops('d_review')} ${orderNo}` }).click();
  const review = finance.getByRole('dialog', { name: ops('d_review_title', { orderNo }) });
  await expect(review.getByTestId('review-reference')).toHaveText(reference);
  await expect(review.getByRole('img', { name: ops('d_receipt_alt', { orderNo }) })).toBeVisible();
  await review.getByLabel(ops('d_confirm_amount')).fill('500.00');
  await review.getByLabel(ops('d_evidence')).fill(`BDO statement line ${reference}`);
  await review.getByRole('button', { name: ops('d_confirm') }).last().click();
  await review.getByRole('button', { name: ops('confirm'), exact: true }).click();
  await expect(finance.getByText(ops('d_confirmed', { orderNo }))).toBeVisible();

  // the player's open tab follows by itself
  await expect(mc.getByTestId('deposit-status')).toHaveText(ty('wl_deposit_paid'));
  await expect(headerBalance(page)).toContainText('₱500.00');

  // a withdrawal: finance1 approves, pays by hand from the brand's bank and records the transfer's reference
  const withdrawal = await player.call<{ orderNo: string }>('POST', '/wps/withdraw/order', { bankCardId: player.cardId, amount: '200.00', paymentPassword }, true);
  await finance.goto('/withdrawals');
  await finance.getByRole('button', { name: ops('open_withdrawal', { orderNo: withdrawal.orderNo }) }).click();
  const dialog = finance.getByRole('dialog', { name: ops('withdrawal_title', { orderNo: withdrawal.orderNo }) });
  await dialog.getByRole('button', { name: ops('w_approve') }).click();
  await dialog.getByRole('button', { name: ops('confirm'), exact: true }).click();
  await expect(dialog.getByText(ops('w_done_approve'))).toBeVisible();
  await dialog.getByRole('button', { name: ops('w_disburse') }).click();
  await dialog.getByLabel(ops('w_payout_ref')).fill('BDO-OUT-552190');
  await dialog.getByLabel(ops('w_payout_proof')).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await dialog.getByRole('button', { name: ops('w_disburse') }).last().click();
  await dialog.getByRole('button', { name: ops('confirm'), exact: true }).click();
  await expect(dialog.getByText(ops('w_done_disburse'))).toBeVisible();
  await expect(dialog.getByTestId('payout-ref')).toContainText('BDO-OUT-552190');

  // the player sees the bank's reference and confirms the money arrived
  await mc.getByRole('navigation', { name: ty('mc_member_center') }).getByRole('button', { name: ty('in_increase_withdrawal') }).click();
  const paid = mc.locator(`[data-order="${withdrawal.orderNo}"]`);
  await expect(paid.getByTestId('withdrawal-status')).toHaveText(ty('wl_withdrawal_disbursed'));
  await expect(paid.getByTestId('payout-ref')).toContainText('BDO-OUT-552190');
  await paid.getByRole('button', { name: ty('wl_confirm_receipt') }).click();
  await paid.getByTestId('receipt-form').getByRole('button', { name: ty('wl_send_receipt') }).click();
  await expect(paid.getByTestId('withdrawal-status')).toHaveText(ty('wl_withdrawal_received'));
  await expect(headerBalance(page)).toContainText('₱300.00');
});
