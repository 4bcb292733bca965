/**
 * Multi-account checks (docs/multi-account.md): where members were seen from (address, device), and which of them
 * share an address, a device, a bank account number, a payee name or a mobile number. The referral reward and the
 * sign-up bonus ask sharedIdentityReasons before they pay.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { identityRules, memberSightings, payeeNameHolders } from '../../db/schema';

export type SharedIdentityReason = 'address' | 'device' | 'bank_account' | 'payee_name' | 'mobile';
export interface SharedIdentity {
  reason: SharedIdentityReason;
  otherMemberId: number;
}

/** The header the web client sends its install id in (apps/web/src/lib/api-client.ts). */
export const INSTALL_ID_HEADER = 'x-install-id';
/** A random id made once per browser: short, URL-safe; anything else is ignored, not refused. */
const INSTALL_ID_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;
/** User agents longer than this are cut (they only tell devices apart, and one row is kept per day). */
/** the user agent's length kept in a sighting (a login notice compares with it) */
export const USER_AGENT_KEPT = 300;
const DAY_MS = 86_400_000;

/** The client's install id from a request's headers, or '' when it sent none or a malformed one. */
export function installIdOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers[INSTALL_ID_HEADER];
  return typeof value === 'string' && INSTALL_ID_SHAPE.test(value) ? value : '';
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Records that the member was seen from this address and device today (one row per member, day, address and device). */
export async function recordSighting(db: Db, input: { brandId: string; memberId: number; ip: string; installId?: string; userAgent?: string }) {
  const now = new Date();
  await db
    .insert(memberSightings)
    .values({
      memberId: input.memberId,
      brandId: input.brandId,
      day: utcDay(now),
      ip: input.ip,
      installId: input.installId ?? '',
      userAgent: (input.userAgent ?? '').slice(0, USER_AGENT_KEPT),
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({ target: [memberSightings.memberId, memberSightings.day, memberSightings.ip, memberSightings.installId, memberSightings.userAgent], set: { lastSeenAt: now } });
}

export type SharedBankAccountRule = 'refuse' | 'review';

/** The brand's multi-account rules; a brand without a row refuses a bank account number or payee name another member holds. */
export async function identityRulesOf(db: Db, brandId: string): Promise<{ sharedBankAccounts: SharedBankAccountRule }> {
  const [row] = await db.select({ sharedBankAccounts: identityRules.sharedBankAccounts }).from(identityRules).where(eq(identityRules.brandId, brandId));
  return { sharedBankAccounts: row?.sharedBankAccounts === 'review' ? 'review' : 'refuse' };
}

/** Sets whether the brand refuses or keeps (and counts as shared) a bank account number or payee name another member holds; audited. */
export async function setSharedBankAccounts(db: Db, operator: Operator, brandId: string, rule: SharedBankAccountRule) {
  return db.transaction(async (tx) => {
    const before = await identityRulesOf(tx, brandId);
    const now = new Date();
    await tx
      .insert(identityRules)
      .values({ brandId, sharedBankAccounts: rule, updatedAt: now })
      .onConflictDoUpdate({ target: identityRules.brandId, set: { sharedBankAccounts: rule, updatedAt: now } });
    await recordAudit(tx, operator, { brandId, action: 'identity.rules', target: `brand:${brandId}`, detail: { before, after: { sharedBankAccounts: rule } } });
    return { brandId, sharedBankAccounts: rule };
  });
}

/** A name as a bank writes it: trimmed, inner spaces collapsed, upper case ("juan  cruz" is "JUAN CRUZ"). */
export const normalName = (column: SQL) => sql`upper(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * Claims a payee name for the member inside the binding's transaction (a registration's payee name, a bank card's
 * account name, the login-verification bank account name): the first member of the brand to bind a name holds it
 * (payee_name_holders). The insert waits for a concurrent claim of the name to commit or roll back, then finds it or
 * takes it, so of two members binding one name at once exactly one holds it. Another member's binding of a held name
 * is refused with PAYEE_NAME_IN_USE (value { field }) under the rule 'refuse'; under 'review' (family accounts) it is
 * kept, and the checks count the two members as sharing a payee name. A member binding a name it holds, or one it
 * had already bound before names had holders (members who shared a name then keep it), is never refused; a new
 * member (newMember: its only binding is the one being made) has nothing of its own to keep.
 */
export async function claimPayeeName(
  tx: Db,
  input: { brandId: string; memberId: number; name: string | null | undefined; field: string; rule: SharedBankAccountRule; newMember?: boolean },
) {
  const { brandId, memberId } = input;
  if (!input.name?.trim()) return;
  const normal = normalName(sql`${input.name}::text`);
  await tx.insert(payeeNameHolders).values({ brandId, normalName: normal, memberId }).onConflictDoNothing();
  const [holder] = await tx
    .select({ memberId: payeeNameHolders.memberId })
    .from(payeeNameHolders)
    .where(and(eq(payeeNameHolders.brandId, brandId), eq(payeeNameHolders.normalName, normal)));
  if (!holder || holder.memberId === memberId || input.rule === 'review') return;
  if (!input.newMember) {
    const result = await tx.execute(sql`
      select 1 from members where id = ${memberId} and (${normalName(sql`payee_name`)} = ${normal} or ${normalName(sql`bank_account_name`)} = ${normal})
      union all select 1 from bank_cards where member_id = ${memberId} and ${normalName(sql`account_name`)} = ${normal}
      limit 1`);
    if ((result as unknown as { rows: unknown[] }).rows.length) return;
  }
  throw new AppError('PAYEE_NAME_IN_USE', { field: input.field });
}

/** This machine itself (a demo, a developer, a browser test): not a player's network, so never a shared address. */
export const NOT_LOOPBACK = sql.raw(`ip <> '' and ip <> '::1' and ip not like '127.%' and ip not like '::ffff:127.%'`);

const REASON_ORDER: SharedIdentityReason[] = ['address', 'device', 'bank_account', 'payee_name', 'mobile'];

/**
 * What the member shares with other members of the brand (with otherMemberId: with that member only): an address
 * (not the loopback) or a device (install id) both were seen from within the last sinceDays days, a bank account number either has bound,
 * a payee name (the registration's payee name, the bank account name or a bound card's account name, compared as a
 * bank writes it) or a mobile number. One entry per reason and other member, ordered by member then reason.
 */
export async function sharedIdentityReasons(
  db: Db,
  input: { brandId: string; memberId: number; otherMemberId?: number; sinceDays?: number },
): Promise<SharedIdentity[]> {
  const { brandId, memberId, otherMemberId } = input;
  const since = utcDay(new Date(Date.now() - (input.sinceDays ?? 30) * DAY_MS));
  const other = (column: SQL) => (otherMemberId === undefined ? sql`${column} <> ${memberId}` : sql`${column} = ${otherMemberId}`);
  // between two members only their own names are read; against the whole brand, every member's (a scan of the brand)
  const among = (column: SQL) => (otherMemberId === undefined ? sql`true` : sql`${column} in (${memberId}, ${otherMemberId})`);
  const names = sql`
    select id as member_id, ${normalName(sql`payee_name`)} as name from members where brand_id = ${brandId} and payee_name is not null and ${among(sql`id`)}
    union all select id, ${normalName(sql`bank_account_name`)} from members where brand_id = ${brandId} and bank_account_name is not null and ${among(sql`id`)}
    union all select member_id, ${normalName(sql`account_name`)} from bank_cards where brand_id = ${brandId} and ${among(sql`member_id`)}`;
  const result = await db.execute(sql`
    with mine as (
      select ip, install_id from member_sightings where member_id = ${memberId} and day >= ${since}::date
    ), names as (${names})
    select 'address' as reason, s.member_id as other_id from member_sightings s
      where s.brand_id = ${brandId} and s.day >= ${since}::date and ${other(sql`s.member_id`)} and s.ip in (select ip from mine where ${NOT_LOOPBACK})
    union
    select 'device', s.member_id from member_sightings s
      where s.brand_id = ${brandId} and s.day >= ${since}::date and ${other(sql`s.member_id`)} and s.install_id <> ''
        and s.install_id in (select install_id from mine where install_id <> '')
    union
    select 'bank_account', c.member_id from bank_cards c
      where c.brand_id = ${brandId} and ${other(sql`c.member_id`)} and c.account_number in (select account_number from bank_cards where member_id = ${memberId})
    union
    select 'payee_name', n.member_id from names n
      where ${other(sql`n.member_id`)} and n.name <> '' and n.name in (select name from names where member_id = ${memberId})
    union
    select 'mobile', o.id from members o join members me on me.id = ${memberId}
      where o.brand_id = ${brandId} and ${other(sql`o.id`)} and me.mobile_num is not null and o.mobile_num = me.mobile_num
        and o.country_dialing_code is not distinct from me.country_dialing_code
  `);
  const rows = (result as unknown as { rows: Array<{ reason: SharedIdentityReason; other_id: number }> }).rows;
  return rows
    .map((r) => ({ reason: r.reason, otherMemberId: Number(r.other_id) }))
    .sort((a, b) => a.otherMemberId - b.otherMemberId || REASON_ORDER.indexOf(a.reason) - REASON_ORDER.indexOf(b.reason));
}
