/**
 * The one rule of the agent centre: an agent sees and acts on its own downline only (its direct members and theirs,
 * at any depth, never itself). agent_downline (the closure of members.upline_id, kept by a trigger) answers "is this
 * member in that agent's downline, and how deep" with one primary-key lookup.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentDownline, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface Agent {
  id: number;
  brandId: string;
  username: string;
}

/** How deep a member is below the agent (1: direct); FORBIDDEN when it is not in the agent's downline. */
export async function requireInDownline(db: Db, agentId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ depth: agentDownline.depth })
    .from(agentDownline)
    .where(and(eq(agentDownline.ancestorId, agentId), eq(agentDownline.memberId, memberId)));
  if (!row) throw new AppError('FORBIDDEN', { reason: 'not_in_downline' });
  return row.depth;
}

export interface DownlineMember {
  id: number;
  username: string;
  nickname: string;
  type: number;
  level: number;
}

/**
 * A member of the agent's downline named by id or username (one query). FORBIDDEN for anyone else, for an unknown
 * name too (an agent learns nothing about accounts outside its downline), and for the agent itself.
 */
export async function downlineMember(db: Db, agent: Agent, ref: { memberId?: number; username?: string }): Promise<DownlineMember> {
  const who = ref.memberId !== undefined ? eq(members.id, ref.memberId) : eq(members.username, (ref.username ?? '').trim().toLowerCase());
  const [row] = await db
    .select({ id: members.id, username: members.username, nickname: members.nickname, type: members.type, level: agentDownline.depth })
    .from(members)
    .innerJoin(agentDownline, and(eq(agentDownline.memberId, members.id), eq(agentDownline.ancestorId, agent.id)))
    .where(and(eq(members.brandId, agent.brandId), who));
  if (!row) throw new AppError('FORBIDDEN', { reason: 'not_in_downline' });
  return row;
}

/** Members of the agent's downline now, at any depth, and its direct members. */
export async function teamSizeOf(db: Db, agentId: number) {
  const [[all], [direct]] = await Promise.all([
    db.select({ n: count() }).from(agentDownline).where(eq(agentDownline.ancestorId, agentId)),
    db.select({ n: count() }).from(members).where(eq(members.uplineId, agentId)),
  ]);
  return { teamSize: all?.n ?? 0, directMembers: direct?.n ?? 0 };
}

