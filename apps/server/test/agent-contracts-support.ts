import type { CallName } from '@app/contract/calls';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { agentContractSettings, agentContracts, memberMessages, members } from '../src/db/schema';
import { hashPassword } from '../src/modules/accounts/passwords';
import { creditWin, debitForBet } from '../src/modules/wallet/ledger/bets';
import { postEntry } from '../src/modules/wallet/ledger/posting';
import { syncBrandClocks } from '../src/modules/content/brand-clock';
import { accountsClient, freshIp } from './accounts-support';
import { testOperatorKey, type TestApp } from './helper';
import { operatorsClient } from './operators-support';

export const PASSWORD = 'Agent123!';

/**
 * Puts the demo brand on a UTC clock for this test app: the contract tests' periods are written as UTC days and hours
 * (2025-02-19T00:00Z). The brands' own zones (Manila, London across summer time) are brand-time-zones.test.ts's.
 */
export async function onUtcClock(app: TestApp) {
  app.brands.replace({ ...app.brands.byId('demo')!, timeZone: 'UTC' });
  await syncBrandClocks(app.database.db, app.brands.all);
}
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export interface Account {
  id: number;
  username: string;
  token: string;
  /** one of the table's calls as this account */
  call: (name: CallName, input?: { body?: unknown; query?: Record<string, string> }) => ReturnType<ReturnType<typeof accountsClient>['call']>;
}

/** Agent trees made straight in the database (registration makes players only), each account logged in through the API. */
export function contractsFixture(app: TestApp) {
  const db = app.database.db;
  const api = accountsClient(app);
  let hash: Promise<string> | undefined;

  /** A demo-brand account of a type (1, 2, 41, 42 agents; 0 player) under an upline, logged in. */
  async function account(type: number, upline: { id: number } | null, prefix = type === 0 ? 'cp' : 'ca'): Promise<Account> {
    hash ??= hashPassword(PASSWORD);
    const username = unique(prefix);
    const [row] = await db
      .insert(members)
      .values({ brandId: 'demo', username, passwordHash: await hash, type, nickname: username, uplineId: upline?.id ?? null, registerMethod: 'TEST' })
      .returning({ id: members.id });
    const ip = freshIp();
    const login = await api.login(username, PASSWORD, ip);
    expect(login.body.code, JSON.stringify(login.body)).toBe('OK');
    const token = login.body.value.token as string;
    return { id: row!.id, username, token, call: (name, input = {}) => api.call(name, { ...input, token, ip }) };
  }

  /** A player row without a session (team members who only bet). */
  async function player(upline: { id: number }) {
    const [row] = await db
      .insert(members)
      .values({ brandId: 'demo', username: unique('cm'), nickname: 'Team member', type: 0, uplineId: upline.id, registerMethod: 'TEST' })
      .returning({ id: members.id });
    return { id: row!.id };
  }

  /** A settled bet of a member at a given time: placed and settled through the ledger, then dated. */
  async function bet(memberId: number, stakeMinor: number, payoutMinor: number, settledAt: Date, validBetMinor = stakeMinor) {
    await postEntry(db, { brandId: 'demo', memberId, kind: 'adjustment', amountMinor: stakeMinor, idempotencyKey: unique('fund-') });
    const betKey = unique('bet-');
    await debitForBet(db, { brandId: 'demo', memberId, betKey, vendor: 'CTEST', gameType: 'RNG', gameCode: 'ct', gameName: 'Contract test', stakeMinor });
    const settled = await creditWin(db, { memberId, betKey, payoutMinor, validBetMinor });
    await db.execute(sql`update bets set settled_at = ${settledAt.toISOString()}::timestamptz, placed_at = ${settledAt.toISOString()}::timestamptz where id = ${settled.betId}`);
  }

  /** Offers a contract (the upline's call) and answers its detail. */
  async function offer(upline: Account, downline: Account, kind: string, terms: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const res = await upline.call('offerContract', { body: { downline: downline.username, kind, terms, ...extra } });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    return res.body.value as { id: number; state: string; terminatesOnAccept: unknown[] };
  }

  /** Offers and accepts. */
  async function contract(upline: Account, downline: Account, kind: string, terms: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const offered = await offer(upline, downline, kind, terms, extra);
    const res = await downline.call('respondContract', { body: { id: offered.id, action: 'accept' } });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    return offered.id;
  }

  async function contractRow(id: number) {
    const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, id));
    return row!;
  }

  /** The contract messages a member got, oldest first. */
  async function messages(memberId: number, key?: string) {
    const rows = await db
      .select({ key: memberMessages.messageKey, params: memberMessages.params, title: memberMessages.title, content: memberMessages.content })
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.category, 'contract')))
      .orderBy(memberMessages.id);
    return key ? rows.filter((r) => r.key === key) : rows;
  }

  return { db, api, account, player, bet, offer, contract, contractRow, messages };
}

/** The start of the UTC day `days` from now. */
export const utcDay = (days: number, from = Date.now()) => new Date(Math.floor(from / DAY) * DAY + days * DAY);
/** The Monday (UTC) starting the week `weeks` from now. */
export function utcMonday(weeks: number, from = Date.now()) {
  const today = utcDay(0, from);
  return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY + weeks * 7 * DAY);
}

/** Every kind's maximum at 100%: for tests of other rules, whose top agents offer more than the brand's defaults. */
export const ANY_RATE = { dividend: 10_000, daily_salary: 10_000, hourly_salary: 10_000, real_time_salary: 10_000 };

/**
 * Lets the demo brand's agents be offered these maximums, written straight to its settings: tests of the contracts'
 * other rules offer more than the reward budget lets an operator set (the route refuses a raise above it).
 */
export async function allowMaxRates(app: TestApp, maxRateBp: Partial<typeof ANY_RATE>) {
  const columns = { dividend: 'maxDividendRateBp', daily_salary: 'maxDailySalaryRateBp', hourly_salary: 'maxHourlySalaryRateBp', real_time_salary: 'maxRealTimeSalaryRateBp' } as const;
  const set = Object.fromEntries(Object.entries(maxRateBp).map(([kind, rate]) => [columns[kind as keyof typeof columns], rate]));
  await app.database.db.update(agentContractSettings).set(set).where(eq(agentContractSettings.brandId, 'demo'));
}

/** Has the house pay the demo brand's agents again, written straight to its settings (the route checks the budget). */
export async function allowHousePayer(app: TestApp) {
  await app.database.db.update(agentContractSettings).set({ payer: 'house' }).where(eq(agentContractSettings.brandId, 'demo'));
}

/** Sets the demo brand's maximum rates (the operator's call, as the test owner); answers the call's value. */
export async function setMaxRates(app: TestApp, maxRateBp: Partial<typeof ANY_RATE>) {
  const res = await operatorsClient(app).call('operatorSetContractSettings', { token: testOperatorKey, body: { brandId: 'demo', maxRateBp } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return res.body.value as { brandId: string; payer: string; maxRateBp: typeof ANY_RATE; capped: Array<{ kind: string; id: number; downline: string; rateBp: number }> };
}
