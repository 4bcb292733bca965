import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { agentDownline, agentUplineMoves, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SignedInOperator } from '../../lib/operator-token';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { visiblePlayer } from '../operators/players';
import { endContractsWithUpline } from './contracts';
import { rollUpTeamFigures } from './team-figures';

/** pg_advisory_xact_lock namespace of upline moves: one move of a brand's tree at a time */
const MOVE_LOCK = 7314;
const isAgentType = (type: number) => [1, 2, 41, 42].includes(type);

/**
 * Moves a member (and their whole downline) under another agent of the brand (issue 29). The rules the team figures
 * need: the days already rolled up stay with the old upline and its ancestors (the queue is rolled up first, so the
 * old team keeps what happened before the move); the closure of the member's subtree loses the old ancestors and gets
 * the new ones in the same transaction, so what happens after the move counts for the new upline; a contract with the
 * old upline ends (it needs a direct upline); a move under the member's own downline is refused (a loop). Every move
 * is kept with the operator and the reason, and audited.
 */
export async function moveToUpline(db: Db, operator: SignedInOperator, auditor: Operator, input: { memberId: number; upline: string; reason: string }) {
  const member = await visiblePlayer(db, operator, input.memberId);
  const [target] = await db.select({ id: members.id, type: members.type, username: members.username }).from(members).where(and(eq(members.brandId, member.brandId), eq(members.username, input.upline)));
  if (!target) throw new AppError('NOT_FOUND', { upline: input.upline });
  if (!isAgentType(target.type)) throw new AppError('INVALID_STATE', { reason: 'UPLINE_NOT_AGENT' });
  if (target.id === member.id || target.id === member.uplineId) throw new AppError('INVALID_STATE', { reason: 'SAME_UPLINE' });
  // the figures queued before the move belong to the old team
  await rollUpTeamFigures(db);
  const ended = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK}, hashtext(${member.brandId}))`);
    const [loop] = await tx.select({ n: sql<number>`1` }).from(agentDownline).where(and(eq(agentDownline.ancestorId, member.id), eq(agentDownline.memberId, target.id)));
    if (loop) throw new AppError('INVALID_STATE', { reason: 'UPLINE_IN_DOWNLINE' });
    const [fresh] = await tx.select({ uplineId: members.uplineId }).from(members).where(eq(members.id, member.id)).for('update');
    const fromUplineId = fresh?.uplineId ?? null;
    // the subtree (the member at depth 0) leaves its old ancestors and joins the new ones, depths added
    await tx.execute(sql`
      delete from agent_downline d
      where d.member_id in (select ${member.id} union all select member_id from agent_downline where ancestor_id = ${member.id})
        and d.ancestor_id in (select ancestor_id from agent_downline where member_id = ${member.id})`);
    await tx.execute(sql`
      insert into agent_downline (ancestor_id, member_id, depth)
      select a.ancestor_id, s.member_id, a.depth + s.depth
      from (select ${target.id}::int as ancestor_id, 1 as depth union all select ancestor_id, depth + 1 from agent_downline where member_id = ${target.id}) a
      cross join (select ${member.id}::int as member_id, 0 as depth union all select member_id, depth from agent_downline where ancestor_id = ${member.id}) s`);
    await tx.execute(sql`set local app.upline_move = 'on'`);
    await tx.update(members).set({ uplineId: target.id }).where(eq(members.id, member.id));
    const endedContracts = fromUplineId ? await endContractsWithUpline(tx, member.id, fromUplineId) : [];
    await tx.insert(agentUplineMoves).values({ brandId: member.brandId, memberId: member.id, fromUplineId, toUplineId: target.id, movedBy: auditor.actor, reason: input.reason });
    const [from] = fromUplineId ? await tx.select({ username: members.username }).from(members).where(eq(members.id, fromUplineId)) : [];
    await recordAudit(tx, auditor, {
      brandId: member.brandId,
      action: 'player.move-upline',
      target: `member:${member.id}`,
      detail: { from: from?.username ?? null, to: target.username, reason: input.reason, endedContracts },
    });
    return { from: from?.username ?? null, endedContracts };
  });
  const [size] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from agent_downline where ancestor_id = ${member.id}`);
  return { memberId: member.id, username: member.username, from: ended.from, to: target.username, movedDownline: Number(size?.n ?? 0), endedContracts: ended.endedContracts.length };
}

/** A member's moves, newest first (the player's page shows them). */
export async function uplineMovesOf(db: Db, memberId: number) {
  const rows = await queryRows<{ at: Date | string; from: string | null; to: string; by: string; reason: string }>(
    db,
    sql`select m.moved_at as at, f.username as from, t.username as to, m.moved_by as by, m.reason
        from agent_upline_moves m left join members f on f.id = m.from_upline_id join members t on t.id = m.to_upline_id
        where m.member_id = ${memberId} order by m.id desc limit 50`,
  );
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), from: r.from, to: r.to, by: r.by, reason: r.reason }));
}
