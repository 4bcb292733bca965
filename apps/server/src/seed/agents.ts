/**
 * The agent centre's demo data (idempotent, once per brand): the brand's agent settings, agent1's payment password,
 * and a team three levels deep under agent1 (sub-agents subagenta > subagentc and subagentb, 30 members) with
 * registrations, deposits, bets, paid-out withdrawals and agent1's income spread over the last 30 days, so every
 * agent page shows figures on first start.
 *
 * The history is written in bulk rather than through the ledger's functions (which stamp every row with the current
 * time), but as the ledger writes it: every ledger transaction balances, each member wallet's balance is the sum of
 * its entries with a running balanceAfter that never goes below 0, and the bets, deposit orders and withdrawals carry
 * their ledger transactions. The figure triggers of migration 0014 pick the rows up like live ones.
 */
import { seededRandom } from '../lib/seeded-random';
import type { BrandConfig } from '@app/contract/brand';
import { MAIN_WALLET } from '@app/contract/wallet';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentContractSettings, agentSettings, bankCards, bets, depositChannels, depositOrders, ledgerEntries, ledgerTransactions, members, paymentEvents, paymentPasswords, walletAccounts, withdrawals } from '../db/schema';
import { hashPassword } from '../modules/accounts/passwords';
import { claimPayeeName } from '../modules/accounts/shared-identity';
import { DEFAULT_MAX_RATES } from '../modules/agents/contracts-settings';
import { gameFloatAccount, houseAccounts } from '../modules/wallet/ledger/posting';
import { DEMO_PAYMENT_PASSWORD } from './wallet';
import { currencyScale, scaledAmountMinor } from '../lib/currency-scale';
import { defaultAgentSettings } from '../modules/agents/team-settings';

const DAY = 86_400_000;
const HISTORY_DAYS = 30;
const AGENT = 'agent1';
const AGENT_PASSWORD = 'Agent123!';
const MEMBER_PASSWORD = 'Player123!';

/** The demo team: sub-agents first (an upline precedes its downline), then members under each node. */
export const demoTeam = {
  subAgents: [
    { username: 'subagenta', type: 2, upline: AGENT, affiliateCode: 'SUBAGENTA' },
    { username: 'subagentb', type: 41, upline: AGENT, affiliateCode: 'SUBAGENTB' },
    { username: 'subagentc', type: 42, upline: 'subagenta', affiliateCode: 'SUBAGENTC' },
  ],
  /** members per upline: team01.. under agent1, then subagenta, subagentb, subagentc */
  members: [
    { upline: AGENT, count: 8 },
    { upline: 'subagenta', count: 8 },
    { upline: 'subagentb', count: 6 },
    { upline: 'subagentc', count: 8 },
  ],
};

const games = [
  { vendor: 'PG', gameType: 'RNG', gameCode: 'fortune-tiger', gameName: 'Fortune Tiger' },
  { vendor: 'JILI', gameType: 'RNG', gameCode: 'super-ace', gameName: 'Super Ace' },
  { vendor: 'EVO', gameType: 'LIVE', gameCode: 'baccarat', gameName: 'Baccarat' },
  { vendor: 'SABA', gameType: 'SPORTS', gameCode: 'football', gameName: 'Football' },
  { vendor: 'JDBF', gameType: 'FISH', gameCode: 'fishing-god', gameName: 'Fishing God' },
];

/** The same team history on every fresh install. */
const random = seededRandom;

type Movement =
  | { kind: 'deposit'; at: Date; amountMinor: number }
  | { kind: 'bet'; at: Date; stakeMinor: number; payoutMinor: number; game: (typeof games)[number] }
  | { kind: 'withdrawal'; at: Date; amountMinor: number };

/**
 * One member's month: a first deposit after registering, a top-up or two, bets on about a third of the days, a
 * payout. The figures are hundredths of a peso or dollar, times `scale` (the brand's currency's: 10 for the đồng).
 */
function historyOf(rand: () => number, registeredDay: number, now: number, scale: number): Movement[] {
  const dayStart = now - (now % DAY);
  const at = (day: number) => new Date(Math.min(now - 60_000, dayStart - day * DAY + Math.floor(rand() * (DAY - 60_000))));
  const out: Movement[] = [{ kind: 'deposit', at: at(registeredDay), amountMinor: (2 + Math.floor(rand() * 9)) * 100_00 * scale }];
  for (let day = registeredDay; day >= 0; day--) {
    if (day < registeredDay && rand() < 0.08) out.push({ kind: 'deposit', at: at(day), amountMinor: (1 + Math.floor(rand() * 5)) * 100_00 * scale });
    if (rand() < 0.35 || day === 0) {
      const count = 2 + Math.floor(rand() * 5);
      for (let i = 0; i < count; i++) {
        const stakeMinor = (1 + Math.floor(rand() * 20)) * 100 * scale;
        const roll = rand();
        const payoutMinor = roll < 0.45 ? 0 : roll < 0.9 ? Math.round(stakeMinor * (1 + rand())) : stakeMinor * (3 + Math.floor(rand() * 5));
        out.push({ kind: 'bet', at: at(day), stakeMinor, payoutMinor, game: games[Math.floor(rand() * games.length)]! });
      }
    }
    if (day === 3 && rand() < 0.3) out.push({ kind: 'withdrawal', at: at(day), amountMinor: 50_00 * scale });
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}

interface Hashes {
  agentHash: string;
  memberHash: string;
  paymentHash: string;
}

interface LedgerRow {
  key: string;
  kind: string;
  memberId: number;
  reference: string;
  meta: Record<string, unknown>;
  at: Date;
  legs: Array<{ memberId: number | null; code: string; amountMinor: number; balanceAfterMinor: number | null }>;
}

/** The team's accounts; returns member ids by username. */
async function insertTeam(db: Db, brand: BrandConfig, hashes: Hashes, now: number, rand: () => number) {
  const { agentHash, memberHash } = hashes;
  const ids = new Map<string, number>();
  const [agent] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brand.id), eq(members.username, AGENT)));
  if (!agent) return null;
  ids.set(AGENT, agent.id);
  const registered = new Map<number, number>();
  for (const s of demoTeam.subAgents) {
    const [row] = await db
      .insert(members)
      .values({ brandId: brand.id, username: s.username, passwordHash: agentHash, type: s.type, nickname: `Sub-agent ${s.username.slice(-1).toUpperCase()}`, affiliateCode: s.affiliateCode, uplineId: ids.get(s.upline)!, registerMethod: 'SEED', createdAt: new Date(now - (HISTORY_DAYS + 10) * DAY) })
      .returning({ id: members.id });
    ids.set(s.username, row!.id);
    registered.set(row!.id, HISTORY_DAYS - 1);
  }
  let n = 0;
  for (const group of demoTeam.members) {
    const values = Array.from({ length: group.count }, () => {
      n += 1;
      const day = Math.floor(rand() * HISTORY_DAYS);
      const username = `team${String(n).padStart(2, '0')}`;
      return { brandId: brand.id, username, passwordHash: memberHash, type: 0, nickname: `Team ${n}`, uplineId: ids.get(group.upline)!, registerMethod: 'SEED', createdAt: new Date(now - day * DAY - 3600_000), day };
    });
    const rows = await db
      .insert(members)
      .values(values.map(({ day: _day, ...v }) => v))
      .returning({ id: members.id, username: members.username });
    for (const row of rows) {
      ids.set(row.username, row.id);
      registered.set(row.id, values.find((v) => v.username === row.username)!.day);
    }
  }
  return { ids, registered };
}

/** Inserts ledger transactions and their entries as the ledger writes them, at their own times; returns transaction ids by key. */
async function insertLedger(db: Db, brandId: string, rows: LedgerRow[]) {
  const legs = rows.flatMap((r) => r.legs);
  const finals = new Map<string, number>();
  for (const l of legs) if (l.memberId !== null) finals.set(`${l.memberId}|${l.code}`, l.balanceAfterMinor!);
  const houseCodes = [...new Set(legs.filter((l) => l.memberId === null).map((l) => l.code))];
  await db
    .insert(walletAccounts)
    .values(houseCodes.map((code) => ({ brandId, memberId: null, code })))
    .onConflictDoNothing();
  // member wallets: created with their final balance, or (agent1's) moved to it
  await db
    .insert(walletAccounts)
    .values(
      [...finals].map(([key, balanceMinor]) => {
        const [memberId, code] = key.split('|');
        return { brandId, memberId: Number(memberId), code: code!, balanceMinor };
      }),
    )
    .onConflictDoUpdate({ target: [walletAccounts.memberId, walletAccounts.code], targetWhere: sql`${walletAccounts.memberId} is not null`, set: { balanceMinor: sql`excluded.balance_minor` } });
  const memberIds = [...new Set(legs.filter((l) => l.memberId !== null).map((l) => l.memberId!))];
  const accounts = [
    ...(await db.select().from(walletAccounts).where(inArray(walletAccounts.memberId, memberIds))),
    ...(await db.select().from(walletAccounts).where(and(eq(walletAccounts.brandId, brandId), isNull(walletAccounts.memberId)))),
  ];
  const accountId = new Map(accounts.map((a) => [`${a.memberId ?? ''}|${a.code}`, a.id]));
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 400) {
    const chunk = rows.slice(i, i + 400);
    const inserted = await db
      .insert(ledgerTransactions)
      .values(chunk.map((r) => ({ brandId, memberId: r.memberId, kind: r.kind, idempotencyKey: r.key, reference: r.reference, meta: r.meta, createdAt: r.at })))
      .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey });
    for (const t of inserted) ids.set(t.key, t.id);
    await db.insert(ledgerEntries).values(
      chunk.flatMap((r) =>
        r.legs.map((l) => ({
          transactionId: ids.get(r.key)!,
          accountId: accountId.get(`${l.memberId ?? ''}|${l.code}`)!,
          memberId: l.memberId,
          brandId,
          kind: r.kind,
          wallet: l.code,
          amountMinor: l.amountMinor,
          balanceAfterMinor: l.balanceAfterMinor,
          createdAt: r.at,
        })),
      ),
    );
  }
  return ids;
}

/** Upper-case letters and digits for order numbers (the contract's D / W patterns). */
const orderNo = (prefix: 'D' | 'W', brandId: string, at: Date, n: number) =>
  `${prefix}${at.toISOString().slice(0, 10).replace(/-/g, '')}S${brandId.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 12)}${String(n).padStart(6, '0')}`;

interface Plan {
  bets: Array<typeof bets.$inferInsert>;
  deposits: Array<{ memberId: number; amountMinor: number; at: Date; orderNo: string }>;
  /** accountName: the member's own payee name (one member per brand holds a name, docs/multi-account.md) */
  withdrawals: Array<{ memberId: number; amountMinor: number; at: Date; orderNo: string; accountName: string }>;
  ledger: LedgerRow[];
}

/** Every member's history as rows: bets, deposit orders, withdrawals, and the ledger transactions they carry. */
function planHistory(brandId: string, team: Map<number, { username: string; registeredDay: number }>, rand: () => number, now: number, scale: number): Plan {
  const plan: Plan = { bets: [], deposits: [], withdrawals: [], ledger: [] };
  let n = 0;
  for (const [memberId, member] of team) {
    let balance = 0;
    const leg = (amountMinor: number, code = MAIN_WALLET) => {
      balance += amountMinor;
      return { memberId, code, amountMinor, balanceAfterMinor: balance };
    };
    for (const m of historyOf(rand, member.registeredDay, now, scale)) {
      n += 1;
      if (m.kind === 'deposit') {
        const no = orderNo('D', brandId, m.at, n);
        plan.deposits.push({ memberId, amountMinor: m.amountMinor, at: m.at, orderNo: no });
        plan.ledger.push({ key: `deposit:${no}`, kind: 'deposit', memberId, reference: no, meta: { seed: true }, at: m.at, legs: [leg(m.amountMinor), house(houseAccounts.DEPOSITS_CLEARING, -m.amountMinor)] });
      } else if (m.kind === 'withdrawal') {
        if (balance < m.amountMinor) continue;
        const no = orderNo('W', brandId, m.at, n);
        plan.withdrawals.push({ memberId, amountMinor: m.amountMinor, at: m.at, orderNo: no, accountName: teamAccountName(member.username) });
        plan.ledger.push({ key: `withdraw:${no}`, kind: 'withdrawal_hold', memberId, reference: no, meta: { seed: true }, at: m.at, legs: [leg(-m.amountMinor), house(houseAccounts.WITHDRAWALS_PAYABLE, m.amountMinor)] });
        const paidAt = new Date(m.at.getTime() + 30 * 60_000);
        plan.ledger.push({ key: `withdraw-payout:${no}`, kind: 'withdrawal_payout', memberId, reference: no, meta: { seed: true }, at: paidAt, legs: [house(houseAccounts.WITHDRAWALS_PAYABLE, -m.amountMinor), house(houseAccounts.PAYOUTS_SETTLED, m.amountMinor)] });
      } else {
        if (balance < m.stakeMinor) continue;
        const betKey = `seed-team-${member.username}-${n}`;
        const settledAt = new Date(Math.min(now - 1000, m.at.getTime() + 45_000));
        plan.bets.push({ brandId, memberId, ...m.game, wallet: MAIN_WALLET, stakeMinor: m.stakeMinor, payoutMinor: m.payoutMinor, validBetMinor: m.stakeMinor, status: 'settled', betKey, placedAt: m.at, settledAt });
        const float = gameFloatAccount(m.game.vendor);
        plan.ledger.push({ key: `bet:${betKey}`, kind: 'bet', memberId, reference: betKey, meta: { vendor: m.game.vendor, gameCode: m.game.gameCode }, at: m.at, legs: [leg(-m.stakeMinor), house(float, m.stakeMinor)] });
        if (m.payoutMinor > 0) {
          plan.ledger.push({ key: `win:${betKey}`, kind: 'win', memberId, reference: betKey, meta: { vendor: m.game.vendor, gameCode: m.game.gameCode }, at: settledAt, legs: [house(float, -m.payoutMinor), leg(m.payoutMinor)] });
        }
      }
    }
  }
  return plan;
}

/** A team member's bank account name: its own (TEAM MEMBER 07 for team07), never another member's. */
const teamAccountName = (username: string) => `TEAM MEMBER ${username.replace(/^team/, '')}`;

const house = (code: string, amountMinor: number) => ({ memberId: null, code, amountMinor, balanceAfterMinor: null });

/** agent1's income of the month (what contracts would have paid): a daily salary on active days and two dividends. */
function planIncome(agentId: number, startBalance: number, rand: () => number, now: number, scale: number): LedgerRow[] {
  const rows: LedgerRow[] = [];
  let balance = startBalance;
  for (let day = HISTORY_DAYS - 1; day >= 1; day--) {
    const dividend = day === 16 || day === 1;
    if (!dividend && rand() > 0.5) continue;
    const kind = dividend ? 'dividend' : 'salary';
    const amountMinor = (dividend ? 200 + Math.floor(rand() * 300) : 10 + Math.floor(rand() * 40)) * 100 * scale;
    const at = new Date(now - now % DAY - day * DAY + 3600_000);
    balance += amountMinor;
    rows.push({
      key: `seed-income:${kind}:${day}`,
      kind,
      memberId: agentId,
      reference: `${kind} ${at.toISOString().slice(0, 10)}`,
      meta: { seed: true },
      at,
      legs: [
        { memberId: agentId, code: MAIN_WALLET, amountMinor, balanceAfterMinor: balance },
        house(dividend ? houseAccounts.DIVIDEND_EXPENSE : houseAccounts.SALARY_EXPENSE, -amountMinor),
      ],
    });
  }
  return rows;
}

async function insertActivity(db: Db, brandId: string, plan: Plan) {
  for (let i = 0; i < plan.bets.length; i += 500) await db.insert(bets).values(plan.bets.slice(i, i + 500));
  const ledgerIds = await insertLedger(db, brandId, plan.ledger);
  const [channel] = await db
    .select({ id: depositChannels.id })
    .from(depositChannels)
    .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.code, 'BANK_TRANSFER')));
  if (channel && plan.deposits.length) {
    await db.insert(depositOrders).values(
      plan.deposits.map((d) => ({
        orderNo: d.orderNo,
        brandId,
        memberId: d.memberId,
        channelId: channel.id,
        amountMinor: d.amountMinor,
        status: 'paid',
        provider: 'sandbox',
        requestId: `seed-${d.orderNo}`,
        ledgerTransactionId: ledgerIds.get(`deposit:${d.orderNo}`) ?? null,
        createdAt: new Date(d.at.getTime() - 60_000),
        expiresAt: new Date(d.at.getTime() + 29 * 60_000),
        paidAt: d.at,
      })),
    );
    // the sandbox's paid event of each, as its callback would have recorded it (the reconciliation matches them)
    await db.insert(paymentEvents).values(
      plan.deposits.map((d) => ({
        provider: 'sandbox',
        eventId: `seed-${d.orderNo}`,
        brandId,
        orderNo: d.orderNo,
        status: 'PAID',
        amountMinor: d.amountMinor,
        providerRef: `seed-${d.orderNo}`,
        outcome: 'credited',
        receivedAt: d.at,
      })),
    );
  }
  const named = new Set<number>();
  for (const w of plan.withdrawals) {
    const [card] = await db
      .insert(bankCards)
      .values({ brandId, memberId: w.memberId, bankName: 'BDO Unibank', accountName: w.accountName, accountNumber: `7700${String(w.memberId).padStart(8, '0')}` })
      .onConflictDoUpdate({ target: [bankCards.memberId, bankCards.accountNumber], set: { bankName: 'BDO Unibank' } })
      .returning({ id: bankCards.id, accountNumber: bankCards.accountNumber });
    // the member holds its card's name, as a binding through the member centre would
    if (!named.has(w.memberId)) await claimPayeeName(db, { brandId, memberId: w.memberId, name: w.accountName, field: 'accountName', rule: 'refuse' });
    named.add(w.memberId);
    const paidAt = new Date(w.at.getTime() + 30 * 60_000);
    await db.insert(withdrawals).values({
      orderNo: w.orderNo,
      brandId,
      memberId: w.memberId,
      bankCardId: card!.id,
      bankName: 'BDO Unibank',
      accountName: w.accountName,
      accountNumber: card!.accountNumber,
      amountMinor: w.amountMinor,
      status: 'received',
      requestId: `seed-${w.orderNo}`,
      createdAt: w.at,
      approvedAt: new Date(w.at.getTime() + 10 * 60_000),
      disbursedAt: paidAt,
      confirmedAt: new Date(paidAt.getTime() + 60 * 60_000),
    });
  }
}

/** One brand's team, in one transaction (all of it or nothing). */
async function seedTeam(db: Db, brand: BrandConfig, hashes: Hashes, now: number) {
  const rand = random([...brand.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
  await db.transaction(async (tx) => {
    const team = await insertTeam(tx, brand, hashes, now, rand);
    if (!team) return;
    const agentId = team.ids.get(AGENT)!;
    await tx.insert(paymentPasswords).values({ memberId: agentId, passwordHash: hashes.paymentHash }).onConflictDoNothing();
    const players = new Map([...team.registered].map(([id, registeredDay]) => [id, { username: [...team.ids].find(([, v]) => v === id)![0], registeredDay }]));
    const scale = currencyScale(brand);
    const plan = planHistory(brand.id, players, rand, now, scale);
    const [wallet] = await tx
      .select({ balance: walletAccounts.balanceMinor })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, agentId), eq(walletAccounts.code, MAIN_WALLET)));
    plan.ledger.push(...planIncome(agentId, wallet?.balance ?? 0, rand, now, scale));
    await insertActivity(tx, brand.id, plan);
  });
}

/**
 * Agent settings for every brand (defaults, their amounts at the size of the brand's currency; an operator may change
 * them): provisioning. The contract settings too: the house pays, and the maximum rate per contract kind (the top
 * agent's rate, the budget of a chain: DEFAULT_MAX_RATES) is written down so the operator sees and changes it
 * (contract-settings, contract-max-rate).
 */
export async function provisionAgentSettings(db: Db, brands: BrandConfig[]) {
  if (!brands.length) return;
  await db
    .insert(agentSettings)
    .values(
      brands.map((b) => ({
        brandId: b.id,
        transferMinMinor: scaledAmountMinor(defaultAgentSettings.transferMinMinor, b),
        transferMaxMinor: scaledAmountMinor(defaultAgentSettings.transferMaxMinor, b),
        transferDailyMaxMinor: scaledAmountMinor(defaultAgentSettings.transferDailyMaxMinor, b),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(agentContractSettings)
    .values(
      brands.map((b) => ({
        brandId: b.id,
        maxDividendRateBp: DEFAULT_MAX_RATES.dividend,
        maxDailySalaryRateBp: DEFAULT_MAX_RATES.daily_salary,
        maxHourlySalaryRateBp: DEFAULT_MAX_RATES.hourly_salary,
        maxRealTimeSalaryRateBp: DEFAULT_MAX_RATES.real_time_salary,
      })),
    )
    .onConflictDoNothing();
}

/** Demo only, idempotent (after the accounts and the wallet): the demo team of each brand that does not have it yet. */
export async function seedAgents(db: Db, brands: BrandConfig[], now = Date.now()) {
  const present = await db
    .select({ brandId: members.brandId })
    .from(members)
    .where(and(inArray(members.brandId, brands.map((b) => b.id)), eq(members.username, demoTeam.subAgents[0]!.username)));
  const done = new Set(present.map((p) => p.brandId));
  const missing = brands.filter((b) => !done.has(b.id));
  if (!missing.length) return;
  const [agentHash, memberHash, paymentHash] = await Promise.all([hashPassword(AGENT_PASSWORD), hashPassword(MEMBER_PASSWORD), hashPassword(DEMO_PAYMENT_PASSWORD)]);
  for (const brand of missing) await seedTeam(db, brand, { agentHash, memberHash, paymentHash }, now);
}

/** Lines for the start banner. */
export function demoTeamText() {
  return `  ${demoTeam.subAgents.map((s) => s.username).join(', ')} (${AGENT_PASSWORD}) and team01..team30 (${MEMBER_PASSWORD}): agent1's demo team, 3 levels`;
}
