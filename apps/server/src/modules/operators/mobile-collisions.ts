/**
 * Numbers that became one when stored numbers were normalised (migration 0056): each member stays as stored until an
 * operator decides who keeps the number. Keeping it for one member clears it from the others (they bind a number
 * again, with a code) and stores the kept one as its national number, in one transaction with the audit row; no
 * account is merged.
 */
import type { BrandConfig } from '@app/contract/brand';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { num, rowsOf } from '../agents/team-money';
import { recordAudit } from '../audit/operator-audit';
import { auditorOf, brandIdsInView } from './accounts';
import type { SignedInOperator } from './credentials';

type CollisionRow = { id: number; brand_id: string; member_id: number; country_dialing_code: string; mobile_num: string; national_number: string; username: string; last_login_at: string | null };

export async function mobileCollisions(db: Db, operator: SignedInOperator, brands: readonly BrandConfig[], brandId: string | undefined) {
  const brandIds = brandIdsInView(operator, brands, brandId);
  if (!brandIds.length) return { groups: [] };
  const rows = await rowsOf<CollisionRow>(
    db,
    sql`select k.id, k.brand_id, k.member_id, k.country_dialing_code, k.mobile_num, k.national_number, m.username, m.last_login_at
      from mobile_collisions k join members m on m.id = k.member_id
      where k.resolved_at is null and k.brand_id in (${sql.join(brandIds.map((id) => sql`${id}`), sql`, `)})
      order by k.brand_id, k.country_dialing_code, k.national_number, k.member_id limit 500`,
  );
  const groups = new Map<string, { brandId: string; number: string; members: Array<{ collisionId: number; memberId: number; username: string; storedAs: string; lastLoginAt: string | null }> }>();
  for (const r of rows) {
    const key = `${r.brand_id}|${r.country_dialing_code}|${r.national_number}`;
    const group = groups.get(key) ?? groups.set(key, { brandId: r.brand_id, number: `+${r.country_dialing_code} ${r.national_number}`, members: [] }).get(key)!;
    group.members.push({ collisionId: num(r.id), memberId: num(r.member_id), username: r.username, storedAs: r.mobile_num, lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null });
  }
  return { groups: [...groups.values()] };
}

/** The member of this collision keeps the number; the group's other members lose theirs; all of it audited. */
export async function resolveMobileCollision(db: Db, operator: SignedInOperator, brands: readonly BrandConfig[], ip: string, collisionId: number) {
  return db.transaction(async (tx) => {
    const [chosen] = await rowsOf<CollisionRow>(
      tx,
      sql`select k.*, m.username, null as last_login_at from mobile_collisions k join members m on m.id = k.member_id where k.id = ${collisionId} and k.resolved_at is null for update of k`,
    );
    if (!chosen || !brandIdsInView(operator, brands, undefined).includes(chosen.brand_id)) throw new AppError('NOT_FOUND', { collisionId });
    const group = await rowsOf<CollisionRow>(
      tx,
      sql`select k.*, m.username, null as last_login_at from mobile_collisions k join members m on m.id = k.member_id
        where k.resolved_at is null and k.brand_id = ${chosen.brand_id} and k.country_dialing_code = ${chosen.country_dialing_code} and k.national_number = ${chosen.national_number}
        for update of k`,
    );
    const others = group.filter((g) => g.member_id !== chosen.member_id);
    if (others.length) {
      await tx.execute(sql`update members set mobile_num = null, country_dialing_code = null where id in (${sql.join(others.map((o) => sql`${o.member_id}`), sql`, `)})`);
    }
    await tx.execute(sql`update members set mobile_num = ${chosen.national_number} where id = ${chosen.member_id}`);
    await tx.execute(sql`update mobile_collisions set resolved_at = now(), resolved_by = ${operator.username} where id in (${sql.join(group.map((g) => sql`${g.id}`), sql`, `)})`);
    const detail = { number: `+${chosen.country_dialing_code} ${chosen.national_number}`, keptBy: chosen.username, clearedFrom: others.map((o) => o.username) };
    await recordAudit(tx, auditorOf(operator, ip), { brandId: chosen.brand_id, action: 'player.mobile_collision.resolve', target: `member:${chosen.member_id}`, detail });
    return { keptBy: chosen.username, clearedFrom: others.map((o) => o.username) };
  });
}
