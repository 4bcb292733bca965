/**
 * The second ring of linked accounts (issue 30): members linked to the accounts a player is linked to, shown in the
 * player's profile beside the first ring (operators/players.ts linkedAccountsOf). Bounded and indexed: at most
 * RING_ONE_EXPANDED first-ring accounts are followed, each kind of link reads its own index from their rows (their
 * sightings, cards, names and mobile) and takes at most PER_KIND rows, and RING_TWO_MAX links are answered.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { NOT_LOOPBACK, type SharedIdentityReason, normalName } from '../accounts/shared-identity';
import { rowsOf } from '../agents/team-money';
import { SHARED_DAYS, sinceDay } from './shared-rows';

export const RING_ONE_EXPANDED = 10;
export const RING_TWO_MAX = 20;
const PER_KIND = 100;

export interface RingTwoLink {
  reason: SharedIdentityReason;
  memberId: number;
  username: string;
  via: { memberId: number; username: string };
}

/**
 * The links of the first-ring accounts `ringOne` (the first RING_ONE_EXPANDED) to members who are neither the player
 * nor in the first ring: an address or device seen within 30 days, a bank account number, a payee name (its holder,
 * payee_name_holders), a mobile. One row per member, reason and first-ring account, ordered by member.
 */
export async function secondRingOf(db: Db, brandId: string, memberId: number, ringOne: number[]): Promise<RingTwoLink[]> {
  const followed = ringOne.slice(0, RING_ONE_EXPANDED);
  if (!followed.length) return [];
  const list = (values: number[]) => sql`(${sql.join(
    values.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
  const ids = list(followed);
  const since = sinceDay(SHARED_DAYS);
  const rows = await rowsOf<{ reason: SharedIdentityReason; member_id: number; username: string; via: number; via_username: string }>(
    db,
    sql`with seen as (
        select distinct member_id as via, ip, install_id from member_sightings where member_id in ${ids} and day >= ${since}::date
      ), cards as (
        select member_id as via, account_number from bank_cards where member_id in ${ids}
      ), names as (
        select id as via, ${normalName(sql`payee_name`)} as name from members where id in ${ids} and payee_name is not null
        union select id, ${normalName(sql`bank_account_name`)} from members where id in ${ids} and bank_account_name is not null
        union select member_id, ${normalName(sql`account_name`)} from bank_cards where member_id in ${ids}
      ), found as (
        (select 'address' as reason, s.member_id, v.via from (select via, ip from seen where ${NOT_LOOPBACK}) v
          join member_sightings s on s.brand_id = ${brandId} and s.ip = v.ip and s.day >= ${since}::date limit ${PER_KIND})
        union (select 'device', s.member_id, v.via from seen v
          join member_sightings s on s.brand_id = ${brandId} and s.install_id = v.install_id and s.install_id <> '' and s.day >= ${since}::date
          where v.install_id <> '' limit ${PER_KIND})
        union (select 'bank_account', c.member_id, v.via from cards v join bank_cards c on c.brand_id = ${brandId} and c.account_number = v.account_number limit ${PER_KIND})
        union (select 'payee_name', h.member_id, v.via from names v join payee_name_holders h on h.brand_id = ${brandId} and h.normal_name = v.name where v.name <> '' limit ${PER_KIND})
        union (select 'mobile', o.id, r.id from members r
          join members o on o.brand_id = ${brandId} and o.mobile_num = r.mobile_num and o.country_dialing_code is not distinct from r.country_dialing_code
          where r.id in ${ids} and r.mobile_num is not null limit ${PER_KIND})
      )
      select f.reason, f.member_id, m.username, f.via, vm.username as via_username from found f
        join members m on m.id = f.member_id join members vm on vm.id = f.via
      where f.member_id <> ${memberId} and f.member_id not in ${list(ringOne)} and f.member_id <> f.via
      order by f.member_id, f.reason, f.via limit ${RING_TWO_MAX}`,
  );
  return rows.map((r) => ({ reason: r.reason, memberId: Number(r.member_id), username: r.username, via: { memberId: Number(r.via), username: r.via_username } }));
}
