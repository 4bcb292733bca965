import type { CallName } from '@app/contract/calls';
import type { AnyCallName } from '@app/contract/every-call';
import { parseAmountMinor } from '@app/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ledgerEntries, members, walletAccounts, walletSettings, withdrawals } from '../src/db/schema';
import { signSandboxBody, SANDBOX_SIGNATURE_HEADER } from '../src/modules/wallet/payments/sandbox';
import { accountsClient, freshIp, uniquePayeeName } from './accounts-support';
import { operatorHeaders, type TestApp, testOperatorKey } from './helper';
import { operatorsClient } from './operators-support';

let counter = 0;
/** A unique request id for money-moving calls. */
export const rid = (prefix = 'req') => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Wallet test client: a logged-in member and its calls. */
export function walletClient(app: TestApp) {
  const api = accountsClient(app);
  const db = app.database.db;
  const operators = operatorsClient(app);

  async function login(username: string, password: string) {
    const ip = freshIp();
    const res = await api.login(username, password, ip);
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    const token = res.body.value.token as string;
    const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username.toLowerCase())));
    return session(token, ip, row!.id, username.toLowerCase());
  }

  function session(token: string, ip: string, memberId: number, username: string) {
    const call = (name: CallName, input: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) =>
      api.call(name, { ...input, token, ip });
    return { token, ip, memberId, username, call };
  }

  /** Registers a fresh member on the demo brand (0 balance) with a payee name of its own, optionally under an affiliate code. */
  async function register(options: { affiliateCode?: string } = {}) {
    const ip = freshIp();
    const username = `w${Math.random().toString(36).slice(2, 9)}`;
    const res = await api.call('registerByUsername', {
      ip,
      body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01', payeeName: uniquePayeeName(), ...(options.affiliateCode ? { affiliateCode: options.affiliateCode } : {}), ...(await api.human(ip)) },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username)));
    return session(res.body.value.token as string, ip, row!.id, username);
  }

  /** A free-play (trial, type 4) session. */
  async function trial() {
    const ip = freshIp();
    const res = await api.call('freePlay', { body: { random: `trial-${Math.random().toString(36).slice(2)}-0123456789` }, ip });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, res.body.value.userName)));
    return session(res.body.value.token as string, ip, row!.id, res.body.value.userName as string);
  }

  /** Operator API (admin token). */
  async function admin(method: 'GET' | 'POST', url: string, body?: unknown) {
    const res = await app.inject({ method, url, headers: operatorHeaders, ...(body ? { payload: body as object } : {}) });
    return { status: res.statusCode, body: res.json() as { success: boolean; code: string; value: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** An operator call as the test owner (TEST_OPERATOR's API key). */
  const ops = (name: AnyCallName, input: { body?: unknown; query?: Record<string, string | number> } = {}) => operators.call(name, { ...input, token: testOperatorKey });

  /** An operator's goodwill credit to a demo member's main wallet (operatorAdjustBalance, as the test owner). */
  async function credit(username: string, amount: string) {
    const [member] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username.toLowerCase())));
    const parsed = parseAmountMinor(amount, 2); // the demo brand's pesos
    if (!member || 'problem' in parsed) throw new Error(`credit ${username} ${amount}: no such member or amount`);
    const res = await ops('operatorAdjustBalance', { body: { memberId: member.id, direction: 'credit', amountMinor: parsed.minor, category: 'goodwill', reason: 'test funds', requestId: rid('credit') } });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  }

  /**
   * An operator's step on a withdrawal named by its order number (the back office's calls, as the test owner); a
   * refund is typed in major units as the operator would.
   */
  async function withdrawalStep(step: 'approve' | 'reject' | 'disburse' | 'resolve', orderNo: string, input: { reason?: string; refund?: string } = {}) {
    const [row] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
    const id = row?.id ?? 2_000_000_000;
    if (step === 'approve') return ops('operatorApproveWithdrawal', { body: { id } });
    if (step === 'disburse') return ops('operatorDisburseWithdrawal', { body: { id, payoutRef: `BANK-${orderNo}` } });
    if (step === 'reject') return ops('operatorRejectWithdrawal', { body: { id, reason: input.reason ?? 'rejected in a test' } });
    const refund = parseAmountMinor(input.refund ?? '0', 2); // the demo brand's pesos
    return ops('operatorResolveWithdrawal', { body: { id, refundMinor: 'minor' in refund ? refund.minor : 0 } });
  }

  /** Sends a sandbox payment callback, signed with the brand's secret unless a signature is given. */
  async function callback(event: Record<string, unknown>, options: { signature?: string; brandId?: string; raw?: string } = {}) {
    const [settings] = await db.select().from(walletSettings).where(eq(walletSettings.brandId, options.brandId ?? 'demo'));
    const payload = options.raw ?? JSON.stringify(event);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: options.signature ?? signSandboxBody(settings!.callbackSecret, payload) },
      payload,
    });
    return { status: res.statusCode, body: res.json() as { success: boolean; code: string; value: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** A bank deposit of the member, paid through the sandbox provider's signed callback. */
  async function depositPaid(m: { call: ReturnType<typeof session>['call'] }, amount: string) {
    const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
    const order = (await m.call('depositCreate', { body: { channelId: channels.find((c) => c.type === 'BANK')!.id, amount, requestId: rid() } })).body.value;
    const paid = await callback({ orderNo: order.orderNo, status: 'PAID', amountMinor: order.amountMinor, providerRef: 'SBX', eventId: `E${randomUUID()}` });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe('OK');
  }

  return { api, db, login, register, trial, admin, ops, credit, withdrawalStep, callback, depositPaid };
}

/** Member wallet balances by code (minor units). */
export async function walletBalances(app: TestApp, memberId: number) {
  const rows = await app.database.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, memberId));
  return Object.fromEntries(rows.map((r) => [r.code, r.balanceMinor])) as Record<string, number>;
}

/**
 * The ledger's invariants over the whole database: every transaction sums to 0, every member wallet's entries sum
 * to its balance, no member wallet is negative, and each entry's balanceAfter chain is consistent.
 */
export async function expectLedgerConsistent(app: TestApp) {
  const db = app.database.db;
  const unbalanced = await db
    .select({ transactionId: ledgerEntries.transactionId, sum: sql<string>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`);
  expect(unbalanced).toEqual([]);
  const drift = await db
    .select({ id: walletAccounts.id, balance: walletAccounts.balanceMinor, sum: sql<string>`coalesce((select sum(e.amount_minor) from ledger_entries e where e.account_id = wallet_accounts.id), 0)` })
    .from(walletAccounts)
    .where(sql`${walletAccounts.memberId} is not null`);
  for (const row of drift) expect(Number(row.sum), `account ${row.id}`).toBe(row.balance);
  const negative = await db.select({ id: walletAccounts.id }).from(walletAccounts).where(sql`${walletAccounts.memberId} is not null and ${walletAccounts.balanceMinor} < 0`);
  expect(negative).toEqual([]);
}
