/** The operator's view of a member's responsible-gaming state: limits as stored, the block, and the audit trail. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, rgMemberState } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { memberAudit } from './audit';
import { memberLimitRows } from './limits';
import { runningBlock } from './state';

export async function operatorMemberView(db: Db, brandId: string, username: string) {
  const [member] = await db
    .select({ id: members.id, username: members.username, brandId: members.brandId })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.username, username.toLowerCase())));
  if (!member) throw new AppError('NOT_FOUND', { username });
  const [state] = await db.select().from(rgMemberState).where(eq(rgMemberState.memberId, member.id));
  const limits = (await memberLimitRows(db, member.id)).map((l) => ({
    kind: l.kind,
    period: l.period,
    value: l.valueMinor,
    pending: l.pending ? { value: l.pendingValueMinor, effectiveAt: l.pendingEffectiveAt!.toISOString() } : null,
  }));
  const block = runningBlock(state);
  return {
    member,
    block: block ? { ...block, until: block.until === null ? 'permanent' : new Date(block.until).toISOString(), startedAt: state?.blockStartedAt?.toISOString() ?? null } : null,
    limits,
    audit: await memberAudit(db, member.id),
  };
}
