import type { BrandConfig } from '@app/contract/brand';
import type { RgLimitKind, RgLimitPeriod } from '@app/contract/responsible-gaming';
import { isAccountCenterType, isTrialType } from '@app/contract/session';
import type { z } from 'zod';
import type { playersQuerySchema } from '@app/contract/operators';
import { and, asc, desc, eq, gt, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BrandRegistry } from '../../lib/brands';
import { bets, ledgerEntries, ledgerTransactions, memberSightings, members, playerNotes, sessions, throttles, walletAccounts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/operator-audit';
import { heldMinorOf } from '../wallet/ledger/balances';
import { revokeMemberSessions } from '../accounts/sessions';
import { accountKey } from '../accounts/login-throttle';
import { issueTemporaryPassword } from '../accounts/password-reset';
import { sharedIdentityReasons } from '../accounts/shared-identity';
import { secondRingOf } from '../risk/linked-ring';
import { operatorTimeOut } from '../responsible-gaming/blocks';
import { operatorImposeLimit } from '../responsible-gaming/limits';
import { playBlockOf } from '../responsible-gaming/state';
import { auditorOf, brandIdsInView, requireBrand } from './accounts';
import type { SignedInOperator } from './credentials';

type PlayersQuery = z.output<typeof playersQuerySchema>;
type MemberRow = typeof members.$inferSelect;

const kindOf = (type: number) => (isTrialType(type) ? 'trial' : isAccountCenterType(type) ? 'agent' : 'member');
/** LIKE's own characters in a search typed by a person are meant literally */
const likeText = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);


/**
 * What a search matches, in the order it is reported: the id, the username, the mobile number, the email, the
 * names (payee, bank account), the registration IP, and a bound bank account number.
 */
function searchMatch(q: string): { where: SQL; matchedOn: SQL } {
  const like = `%${likeText(q.toLowerCase())}%`;
  const digits = q.replace(/\D/g, '');
  const byId = /^\d{1,9}$/.test(q) ? sql`${members.id} = ${Number(q)}` : sql`false`;
  const byUsername = sql`${members.username} like ${`${likeText(q.toLowerCase())}%`}`;
  const byMobile = digits.length >= 4 ? sql`${members.mobileNum} like ${`%${digits}%`}` : sql`false`;
  const byEmail = sql`lower(${members.email}) like ${like}`;
  const byName = sql`(lower(${members.payeeName}) like ${like} or lower(${members.bankAccountName}) like ${like})`;
  const byIp = sql`${members.registerIp} = ${q}`;
  // written out: a one-table select leaves its columns unqualified, and "id" inside the subquery would be the card's
  const byBank = digits.length >= 4 ? sql`exists (select 1 from bank_cards bc where bc.member_id = "members"."id" and bc.account_number = ${digits})` : sql`false`;
  return {
    where: sql`(${byId} or ${byUsername} or ${byMobile} or ${byEmail} or ${byName} or ${byIp} or ${byBank})`,
    matchedOn: sql<string | null>`case when ${byId} then 'id' when ${byUsername} then null when ${byMobile} then 'mobile' when ${byEmail} then 'email' when ${byName} then 'name' when ${byIp} then 'registrationIp' when ${byBank} then 'bankAccount' end`,
  };
}

const mainBalance = sql<number>`coalesce(${walletAccounts.balanceMinor}, 0)`.mapWith(Number);
const mainWallet = and(eq(walletAccounts.memberId, members.id), eq(walletAccounts.code, 'MAIN'));

const sorts: Record<PlayersQuery['sort'], SQL[]> = {
  newest: [desc(members.id)],
  oldest: [asc(members.id)],
  username: [asc(members.username)],
  balance: [desc(mainBalance), desc(members.id)],
  lastLogin: [sql`${members.lastLoginAt} desc nulls last`, desc(members.id)],
};

const rowView = (m: MemberRow, balanceMinor: number, matchedOn: string | null) => ({
  id: m.id,
  brandId: m.brandId,
  username: m.username,
  realName: m.payeeName ?? m.bankAccountName ?? null,
  mobile: m.mobileNum ? `+${m.countryDialingCode ?? ''} ${m.mobileNum}` : null,
  kind: kindOf(m.type),
  status: m.status,
  vipLevel: m.rankLevel,
  balanceMinor,
  registeredAt: m.createdAt.toISOString(),
  lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
  matchedOn,
});

/** One page of the players an operator may see, found by what a support call gives (see searchMatch). */
export async function searchPlayers(db: Db, operator: SignedInOperator, brands: readonly BrandConfig[], query: PlayersQuery) {
  const brandIds = brandIdsInView(operator, brands, query.brandId);
  const page = { page: query.page, pageSize: query.pageSize };
  if (!brandIds.length) return { list: [], total: 0, ...page };
  const match = query.q ? searchMatch(query.q) : null;
  const where = and(inArray(members.brandId, brandIds), eq(members.backOffice, false), match?.where);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ member: members, balanceMinor: mainBalance, matchedOn: match?.matchedOn ?? sql<null>`null` })
      .from(members)
      .leftJoin(walletAccounts, mainWallet)
      .where(where)
      .orderBy(...sorts[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(members).where(where),
  ]);
  return { list: rows.map((r) => rowView(r.member, r.balanceMinor, r.matchedOn as string | null)), total: counted?.n ?? 0, ...page };
}

/** A player the operator may see, or NOT_FOUND (another brand's player does not exist for them). */
export async function visiblePlayer(db: Db, operator: SignedInOperator, id: number) {
  const [member] = await db.select().from(members).where(and(eq(members.id, id), eq(members.backOffice, false)));
  if (!member) throw new AppError('NOT_FOUND', { id });
  requireBrand(operator, member.brandId);
  return member;
}

/** A player's profile: who, where from, and what every wallet holds. */
export async function playerDetail(db: Db, operator: SignedInOperator, id: number) {
  const member = await visiblePlayer(db, operator, id);
  const [wallets, logins, upline, heldMinor, linkedAccounts, loginLocked, playBlock] = await Promise.all([
    db.select().from(walletAccounts).where(eq(walletAccounts.memberId, id)).orderBy(asc(walletAccounts.code)),
    db.select().from(memberSightings).where(eq(memberSightings.memberId, id)).orderBy(desc(memberSightings.lastSeenAt)).limit(10),
    member.uplineId ? db.select({ username: members.username }).from(members).where(eq(members.id, member.uplineId)) : Promise.resolve([]),
    heldMinorOf(db, id),
    linkedAccountsOf(db, member.brandId, id, { secondRing: true }),
    isLoginLocked(db, member.brandId, member.username),
    playBlockOf(db, id),
  ]);
  const main = wallets.find((w) => w.code === 'MAIN')?.balanceMinor ?? 0;
  return {
    ...rowView(member, main, null),
    email: member.email,
    registrationIp: member.registerIp,
    upline: upline[0]?.username ?? null,
    wallets: wallets.map((w) => ({ code: w.code, balanceMinor: w.balanceMinor })),
    heldMinor,
    recentLogins: logins.map((l) => ({ at: l.lastSeenAt.toISOString(), ip: l.ip, userAgent: l.userAgent })),
    linkedAccounts,
    loginLocked,
    playBlock: playBlock ? { kind: playBlock.kind, until: playBlock.until === null ? null : new Date(playBlock.until).toISOString() } : null,
  };
}

/** A time-out the operator imposes (responsible gaming's own block; the player is told in their inbox). */
export async function timeOutPlayer(db: Db, operator: SignedInOperator, ip: string, input: { memberId: number; days: number; reason: string }) {
  const member = await visiblePlayer(db, operator, input.memberId);
  return operatorTimeOut(db, auditorOf(operator, ip), { id: member.id, brandId: member.brandId }, input);
}

/** A stricter responsible-gaming limit on a player the operator sees (the brand's pack decides which limits exist). */
export async function imposePlayerLimit(
  db: Db,
  operator: SignedInOperator,
  ip: string,
  brands: BrandRegistry,
  input: { memberId: number; kind: RgLimitKind; period: RgLimitPeriod; value: number; reason: string },
) {
  const member = await visiblePlayer(db, operator, input.memberId);
  const brand = brands.byId(member.brandId);
  if (!brand) throw new AppError('NOT_FOUND', { memberId: input.memberId });
  return operatorImposeLimit(db, brands, brand, auditorOf(operator, ip), { id: member.id, brandId: member.brandId }, input);
}

/**
 * Members of the brand who share an address, device, bank account, payee name or mobile with this one (30 days): ring
 * 1; with secondRing, also a bounded few linked to those (ring 2, each with the ring-1 account it came through).
 */
export async function linkedAccountsOf(db: Db, brandId: string, memberId: number, options: { secondRing?: boolean } = {}) {
  const shared = await sharedIdentityReasons(db, { brandId, memberId });
  if (!shared.length) return [];
  const ringOne = [...new Set(shared.map((s) => s.otherMemberId))];
  const [others, ringTwo] = await Promise.all([
    db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ringOne)),
    options.secondRing ? secondRingOf(db, brandId, memberId, ringOne) : Promise.resolve([]),
  ]);
  return [
    // ring 1 keeps its shape (no ring field): the withdrawal context and older readers see what they always did
    ...shared.map((s) => ({ reason: s.reason, memberId: s.otherMemberId, username: others.find((o) => o.id === s.otherMemberId)?.username ?? '' })),
    ...ringTwo.map((l) => ({ ...l, ring: 2 })),
  ];
}

/** The login counters of an account: its own and every client's on it (login-throttle.ts). */
const loginLockKeys = (brandId: string, username: string) => {
  const key = accountKey(brandId, username);
  return or(eq(throttles.key, key), like(throttles.key, `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}:client:%`));
};

async function isLoginLocked(db: Db, brandId: string, username: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(throttles).where(and(loginLockKeys(brandId, username), gt(throttles.blockedUntil, new Date())));
  return (row?.n ?? 0) > 0;
}

/** Lifts every login lock on a player's account and forgets its failures (audited: player.unlock). */
export async function unlockPlayer(db: Db, operator: SignedInOperator, ip: string, memberId: number) {
  const member = await visiblePlayer(db, operator, memberId);
  return db.transaction(async (tx) => {
    const cleared = await tx.delete(throttles).where(loginLockKeys(member.brandId, member.username)).returning({ blockedUntil: throttles.blockedUntil });
    const clearedLocks = cleared.filter((r) => r.blockedUntil && r.blockedUntil.getTime() > Date.now()).length;
    await recordAudit(tx, auditorOf(operator, ip), { brandId: member.brandId, action: 'player.unlock', target: `member:${member.id}`, detail: { clearedLocks } });
    return { clearedLocks };
  });
}

export const TEMPORARY_PASSWORD_MINUTES = 60;

/**
 * A temporary password for a player who cannot sign in (audited: player.password_reset, never the password): it works
 * once within the hour and makes the player choose a new one; the old password keeps working until then.
 */
export async function resetPlayerPassword(db: Db, operator: SignedInOperator, ip: string, memberId: number) {
  const member = await visiblePlayer(db, operator, memberId);
  if (!member.passwordHash || isTrialType(member.type)) throw new AppError('INVALID_STATE', { reason: 'no_password' });
  return db.transaction(async (tx) => {
    const temporaryPassword = await issueTemporaryPassword(tx, { brandId: member.brandId, memberId: member.id, ip, ttlMinutes: TEMPORARY_PASSWORD_MINUTES });
    await recordAudit(tx, auditorOf(operator, ip), { brandId: member.brandId, action: 'player.password_reset', target: `member:${member.id}`, detail: { expiresInMinutes: TEMPORARY_PASSWORD_MINUTES } });
    return { temporaryPassword, expiresInMinutes: TEMPORARY_PASSWORD_MINUTES };
  });
}

/** One page of a player's ledger entries, newest first. */
export async function playerLedger(db: Db, operator: SignedInOperator, query: { id: number; page: number; pageSize: number; kinds?: string[] }) {
  await visiblePlayer(db, operator, query.id);
  const where = and(eq(ledgerEntries.memberId, query.id), query.kinds?.length ? inArray(ledgerEntries.kind, query.kinds) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: ledgerEntries, reference: ledgerTransactions.reference })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(where),
  ]);
  return {
    list: rows.map(({ entry, reference }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      wallet: entry.wallet,
      kind: entry.kind,
      amountMinor: entry.amountMinor,
      balanceAfterMinor: entry.balanceAfterMinor ?? 0,
      reference,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The player's bets of every game, newest first (the wallet's bet records: stake, valid bet, payout, status). */
export async function playerBets(db: Db, operator: SignedInOperator, query: { id: number; page: number; pageSize: number }) {
  await visiblePlayer(db, operator, query.id);
  const where = eq(bets.memberId, query.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bets)
      .where(where)
      .orderBy(desc(bets.placedAt), desc(bets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(bets).where(where),
  ]);
  return {
    list: rows.map((b) => ({
      id: b.id,
      placedAt: b.placedAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
      vendor: b.vendor,
      gameType: b.gameType,
      gameName: b.gameName,
      wallet: b.wallet,
      stakeMinor: b.stakeMinor,
      validBetMinor: b.validBetMinor,
      payoutMinor: b.payoutMinor,
      status: b.status,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const noteView = (n: typeof playerNotes.$inferSelect) => ({ id: n.id, at: n.createdAt.toISOString(), author: n.author, text: n.text });

export async function listPlayerNotes(db: Db, operator: SignedInOperator, id: number) {
  await visiblePlayer(db, operator, id);
  const rows = await db.select().from(playerNotes).where(eq(playerNotes.memberId, id)).orderBy(desc(playerNotes.id)).limit(200);
  return { list: rows.map(noteView) };
}

/**
 * Suspends, reactivates or closes an account (audited: player.status, with before, after and the reason). A
 * suspended or closed account's sessions end at once and it cannot sign in; a closed one is not reopened here.
 */
export async function setPlayerStatus(db: Db, operator: SignedInOperator, ip: string, input: { memberId: number; status: 'active' | 'suspended' | 'closed'; reason: string }) {
  const member = await visiblePlayer(db, operator, input.memberId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: members.status }).from(members).where(eq(members.id, member.id)).for('update');
    if (before!.status === 'closed' && input.status !== 'closed') throw new AppError('INVALID_STATE', { status: 'closed' });
    await tx.update(members).set({ status: input.status }).where(eq(members.id, member.id));
    let endedSessions = 0;
    if (input.status !== 'active') {
      const [open] = await tx.select({ n: sql<number>`count(*)::int` }).from(sessions).where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      endedSessions = open?.n ?? 0;
      await revokeMemberSessions(tx, member.id);
    }
    await recordAudit(tx, auditorOf(operator, ip), {
      brandId: member.brandId,
      action: 'player.status',
      target: `member:${member.id}`,
      detail: { before: { status: before!.status }, after: { status: input.status }, reason: input.reason },
    });
    return { memberId: member.id, status: input.status, endedSessions };
  });
}

/** Adds an operator's note to a player (audited: player.note, with the note's text). */
export async function addPlayerNote(db: Db, operator: SignedInOperator, ip: string, input: { memberId: number; text: string }) {
  const member = await visiblePlayer(db, operator, input.memberId);
  return db.transaction(async (tx) => {
    const [note] = await tx.insert(playerNotes).values({ memberId: member.id, brandId: member.brandId, author: operator.username, text: input.text }).returning();
    await recordAudit(tx, auditorOf(operator, ip), { brandId: member.brandId, action: 'player.note', target: `member:${member.id}`, detail: { noteId: note!.id, text: input.text } });
    return noteView(note!);
  });
}
