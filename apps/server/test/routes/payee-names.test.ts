import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { bankCards, identityRules, members, payeeNameHolders, throttles } from '../../src/db/schema';
import { sharedIdentityReasons } from '../../src/modules/accounts/shared-identity';
import { repoRoot } from '../../src/env';
import { accountsClient, freshIp, uniquePayeeName } from '../accounts-support';
import { buildTestApp } from '../helper';
import { PAY } from '../point-mall-support';
import { walletClient } from '../wallet-support';

// One member per brand holds a payee name (docs/multi-account.md): registration, bank cards, the seed, the migration.
const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const api = accountsClient(app);
const w = walletClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
  await db.delete(identityRules);
});

const allowFamilyAccounts = () => db.insert(identityRules).values({ brandId: 'demo', sharedBankAccounts: 'review' });
let numbers = 0;
const newAccountNumber = () => `${Date.now() % 1e8}${String(numbers++).padStart(4, '0')}`;

/** Registers a demo member with this payee name: the answer, and the member when it was made. */
async function register(payeeName: string, username = `p${Math.random().toString(36).slice(2, 10)}`) {
  const ip = freshIp();
  const res = await api.call('registerByUsername', {
    ip,
    body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01', payeeName, ...(await api.human(ip)) },
  });
  if (res.body.code !== 'OK') return { res, member: null };
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username)));
  const token = res.body.value.token as string;
  const call = (name: Parameters<typeof api.call>[0], input: Parameters<typeof api.call>[1] = {}) => api.call(name, { ...input, token, ip });
  return { res, member: { username, memberId: row!.id, call } };
}

/** A member of its own name, with a payment password, ready to bind cards. */
async function member(payeeName = uniquePayeeName()) {
  const { res, member: m } = await register(payeeName);
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  expect((await m!.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
  return { ...m!, payeeName };
}
type Member = Awaited<ReturnType<typeof member>>;

const bindCard = (m: Member, accountName: string, accountNumber = newAccountNumber()) =>
  m.call('bindBankCard', { body: { bankName: 'BPI', accountName, accountNumber, paymentPassword: PAY } });
const holderOf = async (normalName: string) =>
  (await db.select({ memberId: payeeNameHolders.memberId }).from(payeeNameHolders).where(and(eq(payeeNameHolders.brandId, 'demo'), eq(payeeNameHolders.normalName, normalName))))[0]
    ?.memberId;
const cardsOf = (m: Member) => db.select().from(bankCards).where(eq(bankCards.memberId, m.memberId));

describe('one holder per payee name (the brand refuses a name another member holds)', () => {
  it('refuses a registration with a held name in any letter case and spacing; the account is not made', async () => {
    const first = await member();
    const username = `p${Math.random().toString(36).slice(2, 10)}`;
    const { res } = await register(first.payeeName.toUpperCase(), username);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PAYEE_NAME_IN_USE', message: 'err_payee_name_in_use', value: { field: 'payeeName' } });
    expect(await db.select().from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username)))).toEqual([]);
    // the same username with a name of its own goes through: nothing of the refused attempt was kept
    expect((await register(uniquePayeeName(), username)).res.body.code).toBe('OK');
    expect(await holderOf(first.payeeName.toUpperCase())).toBe(first.memberId);
    // the other brand is another brand
    const ip = freshIp();
    const tiger = await api.call('registerByUsername', {
      ip,
      host: 'tiger.localhost',
      body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01', payeeName: first.payeeName, ...(await api.human(ip)) },
    });
    expect(tiger.body.code).toBe('OK');
  });

  it('refuses a card in another member’s name (field accountName); the member’s own name binds again and again', async () => {
    const first = await member();
    const second = await member();
    const spaced = `  ${first.payeeName.toLowerCase().replace(' ', '   ')} `;
    expect((await bindCard(second, spaced)).body).toMatchObject({ code: 'PAYEE_NAME_IN_USE', value: { field: 'accountName' } });
    expect(await cardsOf(second)).toEqual([]);
    expect((await bindCard(first, first.payeeName)).body.code).toBe('OK');
    expect((await bindCard(first, first.payeeName.toUpperCase())).body.code).toBe('OK');
    expect((await bindCard(second, second.payeeName)).body.code).toBe('OK');
    // a card's name is held like a registration's: a new name on a card belongs to its member from then on
    const cardName = uniquePayeeName('Card');
    expect((await bindCard(second, cardName)).body.code).toBe('OK');
    expect(await holderOf(cardName.toUpperCase())).toBe(second.memberId);
    expect((await register(cardName)).res.body.code).toBe('PAYEE_NAME_IN_USE');
    expect((await bindCard(first, cardName)).body.code).toBe('PAYEE_NAME_IN_USE');
    // the number is checked first: a number and a name both held by others is the number's refusal
    const number = newAccountNumber();
    expect((await bindCard(first, first.payeeName, number)).body.code).toBe('OK');
    expect((await bindCard(second, first.payeeName, number)).body.code).toBe('BANK_ACCOUNT_IN_USE');
  });

  it('refuses an agent registering a downline with a held name', async () => {
    const first = await member();
    const agent1 = await w.login('agent1', 'Agent123!');
    const username = `rd${Math.random().toString(36).slice(2, 9)}`;
    const body = { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01', payeeName: first.payeeName };
    expect((await agent1.call('registerDownline', { body })).body).toMatchObject({ code: 'PAYEE_NAME_IN_USE', value: { field: 'payeeName' } });
    expect((await agent1.call('registerDownline', { body: { ...body, payeeName: uniquePayeeName() } })).body.code).toBe('OK');
  });

  it('holds the demo’s seeded names for their members (player1’s card, phoneuser’s bank account name, the team’s cards)', async () => {
    const [player1, phoneuser, team07] = await Promise.all(
      ['player1', 'phoneuser', 'team07'].map(async (username) => (await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username))))[0]!.id),
    );
    expect(await holderOf('PLAYER ONE')).toBe(player1);
    expect(await holderOf('PHONE USER')).toBe(phoneuser);
    const teamCards = await db.select({ memberId: bankCards.memberId, accountName: bankCards.accountName }).from(bankCards).where(and(eq(bankCards.brandId, 'demo'), like(bankCards.accountName, 'TEAM MEMBER%')));
    expect(new Set(teamCards.map((c) => c.accountName)).size).toBe(new Set(teamCards.map((c) => c.memberId)).size);
    if (teamCards.some((c) => c.memberId === team07)) expect(await holderOf('TEAM MEMBER 07')).toBe(team07);
    for (const c of teamCards) expect(await holderOf(c.accountName)).toBe(c.memberId);
    expect((await register('Player One')).res.body.code).toBe('PAYEE_NAME_IN_USE');
  });
});

describe('family accounts (the brand rule review)', () => {
  it('accepts another member’s name at registration and on a card, and the checks name the shared payee name', async () => {
    const parent = await member();
    await allowFamilyAccounts();
    const child = await member(parent.payeeName.toUpperCase());
    const cousin = await member();
    expect((await bindCard(cousin, parent.payeeName)).body.code).toBe('OK');
    expect(await holderOf(parent.payeeName.toUpperCase())).toBe(parent.memberId);
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: child.memberId, otherMemberId: parent.memberId })).toEqual([{ reason: 'payee_name', otherMemberId: parent.memberId }]);
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: cousin.memberId, otherMemberId: parent.memberId })).toEqual([{ reason: 'payee_name', otherMemberId: parent.memberId }]);
    // back to refusing: the names already bound stay, a new binding of the held name is refused
    await db.delete(identityRules);
    expect((await register(parent.payeeName)).res.body.code).toBe('PAYEE_NAME_IN_USE');
    expect((await bindCard(child, parent.payeeName)).body.code).toBe('OK');
    expect(await sharedIdentityReasons(db, { brandId: 'demo', memberId: child.memberId, otherMemberId: parent.memberId })).toEqual([{ reason: 'payee_name', otherMemberId: parent.memberId }]);
  });

  it('lets a member who shared a name before names had holders bind cards in it; nobody else', async () => {
    const holder = await member();
    const earlier = await member();
    // as the migration left two members registered with one name: the older holds it, the younger keeps its own
    await db.update(members).set({ payeeName: holder.payeeName }).where(eq(members.id, earlier.memberId));
    expect((await bindCard(earlier, holder.payeeName.toUpperCase())).body.code).toBe('OK');
    const stranger = await member();
    expect((await bindCard(stranger, holder.payeeName)).body.code).toBe('PAYEE_NAME_IN_USE');
  });
});

describe('two members binding one name at the same moment', () => {
  it('lets exactly one of 40 members binding one name on a card hold it', { timeout: 180_000 }, async () => {
    const racers: Member[] = [];
    for (let i = 0; i < 40; i++) racers.push(await member());
    const name = uniquePayeeName('Race');
    const answers = await Promise.all(racers.map((m) => bindCard(m, name)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'PAYEE_NAME_IN_USE')).toHaveLength(39);
    const winner = racers[codes.indexOf('OK')]!;
    expect(await holderOf(name.toUpperCase())).toBe(winner.memberId);
    const cards = await db.select().from(bankCards).where(inArray(bankCards.memberId, racers.map((m) => m.memberId)));
    expect(cards.filter((c) => c.accountName === name).map((c) => c.memberId)).toEqual([winner.memberId]);
  });

  it('lets exactly one of 40 registrations with one name at once make its account', { timeout: 180_000 }, async () => {
    const name = uniquePayeeName('Twin');
    // the proofs of work first, so the registrations reach the server together
    const bodies = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const ip = freshIp();
        const username = `tw${i}${Math.random().toString(36).slice(2, 8)}`;
        return { ip, body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01', payeeName: name, ...(await api.human(ip)) } };
      }),
    );
    const answers = await Promise.all(bodies.map((b) => api.call('registerByUsername', b)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'PAYEE_NAME_IN_USE')).toHaveLength(39);
    const made = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), inArray(members.username, bodies.map((b) => b.body.username))));
    expect(made).toHaveLength(1);
    expect(await holderOf(name.toUpperCase())).toBe(made[0]!.id);
  });
});

describe('the migration (0030_payee_name_holders.sql)', () => {
  it('makes the oldest binding of each name its holder: registrations, bank account names and cards', async () => {
    const migration = readFileSync(join(repoRoot, 'apps/server/src/db/migrations/0030_payee_name_holders.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    const name = uniquePayeeName('Old');
    const [older, younger, cardOnly] = [await member(), await member(), await member()];
    // before holders: a younger member with the same registration name, the older one's login-verification name,
    // and a card of a third member that predates both
    await db.update(members).set({ payeeName: name, createdAt: new Date('2024-02-01') }).where(eq(members.id, younger.memberId));
    await db.update(members).set({ bankAccountName: ` ${name.toLowerCase()} `, createdAt: new Date('2024-01-01') }).where(eq(members.id, older.memberId));
    const cardName = uniquePayeeName('Card');
    await db.insert(bankCards).values([
      { brandId: 'demo', memberId: cardOnly.memberId, bankName: 'BDO', accountName: cardName, accountNumber: newAccountNumber(), createdAt: new Date('2023-06-01') },
      { brandId: 'demo', memberId: younger.memberId, bankName: 'BDO', accountName: cardName.toUpperCase(), accountNumber: newAccountNumber(), createdAt: new Date('2023-07-01') },
    ]);
    const before = await db.select().from(payeeNameHolders).orderBy(asc(payeeNameHolders.normalName));
    await db.delete(payeeNameHolders);
    await db.execute(sql.raw(backfill));
    expect(await holderOf(name.toUpperCase())).toBe(older.memberId);
    expect(await holderOf(cardName.toUpperCase())).toBe(cardOnly.memberId);
    // every other name is held by the member that held it through the bindings (the seed's, this file's)
    const after = await db.select().from(payeeNameHolders).orderBy(asc(payeeNameHolders.normalName));
    const held = new Map(before.map((h) => [`${h.brandId}:${h.normalName}`, h.memberId]));
    const others = after.filter((h) => h.normalName !== name.toUpperCase() && h.normalName !== cardName.toUpperCase());
    expect(others.length).toBeGreaterThan(5);
    for (const h of others) expect(held.get(`${h.brandId}:${h.normalName}`), h.normalName).toBe(h.memberId);
  });
});
