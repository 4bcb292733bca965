/**
 * The rules that raise risk flags (issue 30), run by the domain events of the modules below (modules/subscriptions.ts)
 * in the event's own transaction: a flag is part of what the registration, binding, deposit or withdrawal caused.
 * Each reads the brand's rules (data per brand: rules.ts) and a few indexed rows; none moves money. The bonus, referral
 * and chip-dumping rules are in abuse-triggers.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { NOT_LOOPBACK, normalName } from '../accounts/shared-identity';
import { paidDepositsOf } from '../wallet/deposits';
import { flagChipDumping } from './abuse-triggers';
import { raiseFlag } from './flags';
import { riskRulesOf } from './rules';
import { countOf, sharedRows, sinceDay } from './shared-rows';

/** A new account seen from another member's address (not this machine) or device, or with a payee name another member holds. */
export async function flagDuplicateAtRegistration(db: Db, e: { brandId: string; memberId: number }) {
  const rules = await riskRulesOf(db, e.brandId);
  if (!rules.duplicateAccount.enabled) return;
  const since = sinceDay();
  const shared = await sharedRows(
    db,
    sql`with mine as (select ip, install_id from member_sightings where member_id = ${e.memberId})
      select 'address' as reason, s.member_id from member_sightings s
        where s.brand_id = ${e.brandId} and s.day >= ${since}::date and s.member_id <> ${e.memberId} and s.ip in (select ip from mine where ${NOT_LOOPBACK})
      union select 'device', s.member_id from member_sightings s
        where s.brand_id = ${e.brandId} and s.day >= ${since}::date and s.member_id <> ${e.memberId} and s.install_id <> '' and s.install_id in (select install_id from mine where install_id <> '')
      union select 'payee_name', h.member_id from members me
        join payee_name_holders h on h.brand_id = me.brand_id and h.normal_name = ${normalName(sql`me.payee_name`)}
        where me.id = ${e.memberId} and h.member_id <> ${e.memberId}`,
  );
  if (shared.length) await raiseFlag(db, { brandId: e.brandId, memberId: e.memberId, kind: 'duplicate_account', score: rules.duplicateAccount.score, detail: { at: 'registration', shared } });
}

/**
 * A bank card bound to an account number or in a name another member of the brand has (possible where the brand
 * allows family accounts): both members are flagged, each naming the other.
 */
export async function flagDuplicateAtBankCard(tx: Db, e: { brandId: string; memberId: number; accountNumber: string; accountName: string }) {
  const rules = await riskRulesOf(tx, e.brandId);
  if (!rules.duplicateAccount.enabled) return;
  const shared = await sharedRows(
    tx,
    sql`select 'bank_account' as reason, c.member_id from bank_cards c where c.brand_id = ${e.brandId} and c.account_number = ${e.accountNumber} and c.member_id <> ${e.memberId}
      union select 'payee_name', h.member_id from payee_name_holders h
        where h.brand_id = ${e.brandId} and h.normal_name = ${normalName(sql`${e.accountName}::text`)} and h.member_id <> ${e.memberId}`,
  );
  if (!shared.length) return;
  const [me] = await tx.select({ username: members.username }).from(members).where(eq(members.id, e.memberId));
  const score = rules.duplicateAccount.score;
  await raiseFlag(tx, { brandId: e.brandId, memberId: e.memberId, kind: 'duplicate_account', score, detail: { at: 'bank_card', shared } });
  for (const other of new Set(shared.map((s) => s.memberId))) {
    const reasons = shared.filter((s) => s.memberId === other).map((s) => ({ reason: s.reason, memberId: e.memberId, username: me?.username ?? '' }));
    await raiseFlag(tx, { brandId: e.brandId, memberId: other, kind: 'duplicate_account', score, detail: { at: 'bank_card', shared: reasons } });
  }
}

/** Many paid deposits in a short time (the one just paid counted). */
export async function flagDepositVelocity(tx: Db, order: { brandId: string; memberId: number }) {
  const { depositVelocity: rule } = await riskRulesOf(tx, order.brandId);
  if (!rule.enabled) return;
  const n = await countOf(tx, sql`select count(*) as n from deposit_orders where member_id = ${order.memberId} and paid_at >= now() - make_interval(mins => ${rule.minutes})`);
  if (n >= rule.count) await raiseFlag(tx, { brandId: order.brandId, memberId: order.memberId, kind: 'deposit_velocity', score: rule.score, detail: { count: n, minutes: rule.minutes } });
}

/**
 * A binding refused because another member holds the account number or the name (bank-card.refused, published after
 * the binding rolled back, in a transaction of its own): the member trying to bind is flagged, naming the holder.
 */
export async function flagRefusedBinding(tx: Db, e: { brandId: string; memberId: number; accountNumber: string; accountName: string; code: 'BANK_ACCOUNT_IN_USE' | 'PAYEE_NAME_IN_USE' }) {
  const rules = await riskRulesOf(tx, e.brandId);
  if (!rules.duplicateAccount.enabled) return;
  const holder =
    e.code === 'BANK_ACCOUNT_IN_USE'
      ? sql`select 'bank_account' as reason, h.member_id from bank_account_holders h where h.brand_id = ${e.brandId} and h.account_number = ${e.accountNumber} and h.member_id <> ${e.memberId}`
      : sql`select 'payee_name' as reason, h.member_id from payee_name_holders h where h.brand_id = ${e.brandId} and h.normal_name = ${normalName(sql`${e.accountName}::text`)} and h.member_id <> ${e.memberId}`;
  const shared = await sharedRows(tx, holder);
  if (shared.length) await raiseFlag(tx, { brandId: e.brandId, memberId: e.memberId, kind: 'duplicate_account', score: rules.duplicateAccount.score, detail: { at: 'bank_card_refused', shared } });
}

/**
 * Many withdrawal requests in a short time, a withdrawal far above the member's paid deposits, and one paid for by
 * other members' transfers (chip dumping).
 */
export async function flagWithdrawal(tx: Db, e: { brandId: string; memberId: number; orderNo: string; amountMinor: number }) {
  const rules = await riskRulesOf(tx, e.brandId);
  await flagChipDumping(tx, rules, e);
  const velocity = rules.withdrawalVelocity;
  if (velocity.enabled) {
    const n = await countOf(tx, sql`select count(*) as n from withdrawals where member_id = ${e.memberId} and created_at >= now() - make_interval(mins => ${velocity.minutes})`);
    if (n >= velocity.count) await raiseFlag(tx, { brandId: e.brandId, memberId: e.memberId, kind: 'withdrawal_velocity', score: velocity.score, detail: { count: n, minutes: velocity.minutes, orderNo: e.orderNo } });
  }
  const over = rules.withdrawalOverDeposits;
  if (over.enabled) {
    const depositsMinor = await paidDepositsOf(tx, e.memberId);
    if (e.amountMinor > over.multiple * depositsMinor) {
      await raiseFlag(tx, { brandId: e.brandId, memberId: e.memberId, kind: 'withdrawal_over_deposits', score: over.score, detail: { amountMinor: e.amountMinor, depositsMinor, multiple: over.multiple, orderNo: e.orderNo } });
    }
  }
}
