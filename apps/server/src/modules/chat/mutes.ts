import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMutes, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { channels, notify } from '../../lib/notify';

/** The end of the member's mute, or null when they may talk. */
export async function activeMuteOf(db: Db, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: chatMutes.mutedUntil })
    .from(chatMutes)
    .where(and(eq(chatMutes.memberId, memberId), gt(chatMutes.mutedUntil, sql`now()`)));
  return row?.until ?? null;
}

/**
 * An operator mutes a member of a brand for some minutes (0 lifts the mute). The member's open chat windows hear of
 * it at once (chat_events 'muted'). NOT_FOUND for an unknown username.
 */
export async function muteChatMember(db: Db, input: { brandId: string; username: string; minutes: number; actor: string }) {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, input.brandId), eq(members.username, input.username.toLowerCase())));
  if (!member) throw new AppError('NOT_FOUND', { username: input.username });
  const until = new Date(Date.now() + input.minutes * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .insert(chatMutes)
      .values({ memberId: member.id, mutedUntil: until, mutedBy: input.actor })
      .onConflictDoUpdate({ target: chatMutes.memberId, set: { mutedUntil: until, mutedBy: input.actor, createdAt: new Date() } });
    await notify(tx, channels.chatEvents, { kind: 'muted', brandId: input.brandId, memberId: member.id, mutedUntil: input.minutes > 0 ? until.getTime() : null });
  });
  return { memberId: member.id, username: input.username.toLowerCase(), mutedUntil: input.minutes > 0 ? until.getTime() : null };
}
