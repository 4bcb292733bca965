import type { BrandConfig, Language } from '@app/contract/brand';
import { CHAT_RATE, LOBBY_ROOM, type ChatMessage } from '@app/contract/chat';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatReads, members, vipTiers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { channels, notify } from '../../lib/notify';
import { clubLabelOf } from '../accounts/avatar';
import { requireRate } from '../accounts/throttle';
import { messageParts } from './message-parts';
import { activeMuteOf } from './mutes';
import { requireRoom } from './rooms';

/** Unread counts stop here (the badge shows 99+). */
const UNREAD_CAP = 100;
/** A room the member never opened counts the lobby's last day as unread, not its whole history. */
const NEVER_READ_WINDOW = sql`interval '1 day'`;

/** another's message after the member's read mark, or in the lobby's last day while they never opened it */
const unreadCondition = sql`((${chatReads.roomId} is not null and ${chatMessages.id} > ${chatReads.lastReadId})
  or (${chatReads.roomId} is null and ${chatMessages.roomId} = ${LOBBY_ROOM} and ${chatMessages.createdAt} > now() - ${NEVER_READ_WINDOW}))`;

const messageColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  memberId: chatMessages.memberId,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  nickname: members.nickname,
  username: members.username,
  rankLevel: members.rankLevel,
  tier: { name: vipTiers.name, color: vipTiers.color, color2: vipTiers.color2 },
};
type MessageRow = { id: number; roomId: string; memberId: number; text: string; createdAt: Date; nickname: string; username: string; rankLevel: number; tier: { name: Record<string, string> | null; color: string | null; color2: string | null } | null };

const selectMessages = (db: Db) =>
  db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(members, eq(members.id, chatMessages.memberId))
    .leftJoin(vipTiers, and(eq(vipTiers.brandId, chatMessages.brandId), eq(vipTiers.rankLevel, members.rankLevel)));

/** A stored message as a reader sees it: the sender's VIP label in the reader's language, links only to the brand. */
export function messageView(row: MessageRow, brand: BrandConfig, reader: { memberId: number; language: Language }): ChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    nickname: row.nickname || row.username,
    clubLabel: clubLabelOf(row.rankLevel, row.tier, reader.language),
    mine: row.memberId === reader.memberId,
    text: row.text,
    parts: messageParts(row.text, brand.hosts),
    sentAt: row.createdAt.getTime(),
  };
}

/** One message (not deleted) for the sockets that carry it; null when it is gone. */
export async function loadChatMessage(db: Db, id: number): Promise<MessageRow | null> {
  const [row] = await selectMessages(db).where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)));
  return row ?? null;
}

export interface ChatMember {
  id: number;
  brandId: string;
}

/**
 * Sends a message to a room: refused while the member is muted (CHAT_MUTED) or over the rate (TOO_MANY_REQUESTS:
 * CHAT_RATE per member, counted atomically in the shared throttles table, so it holds across server processes).
 * The room hears of it when the transaction commits (chat_events), on every server process.
 */
export async function sendChatMessage(db: Db, brand: BrandConfig, member: ChatMember, input: { roomId: string; text: string }, language: Language) {
  await requireRoom(db, input.roomId);
  const mute = await activeMuteOf(db, member.id);
  if (mute) throw new AppError('CHAT_MUTED', { mutedUntil: mute.getTime() });
  await requireRate(db, `chat:${member.id}`, { window: CHAT_RATE.windowSeconds * 1000, max: CHAT_RATE.max, block: CHAT_RATE.windowSeconds * 1000 });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ brandId: member.brandId, roomId: input.roomId, memberId: member.id, text: input.text })
      .returning({ id: chatMessages.id });
    await notify(tx, channels.chatEvents, { kind: 'message', brandId: member.brandId, roomId: input.roomId, id: row!.id });
    return row!.id;
  });
  const row = await loadChatMessage(db, id);
  return messageView(row!, brand, { memberId: member.id, language });
}

/** A page of a room's history, oldest first: the newest page, or the one before `beforeId`. */
export async function chatHistory(db: Db, brand: BrandConfig, member: ChatMember, query: { roomId: string; beforeId?: number; pageSize: number }, language: Language) {
  await requireRoom(db, query.roomId);
  const rows = await selectMessages(db)
    .where(
      and(
        eq(chatMessages.brandId, member.brandId),
        eq(chatMessages.roomId, query.roomId),
        isNull(chatMessages.deletedAt),
        query.beforeId ? lt(chatMessages.id, query.beforeId) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(query.pageSize + 1);
  const hasMore = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize).reverse();
  return { list: page.map((r) => messageView(r, brand, { memberId: member.id, language })), hasMore };
}

/** The member's unread messages: rooms read before, and the lobby's last day when never opened (others' messages only). */
export async function chatUnreadCount(db: Db, member: ChatMember, roomId?: string): Promise<number> {
  const rows = await db
    .select({ one: sql`1` })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.memberId, member.id), eq(chatReads.roomId, chatMessages.roomId)))
    .where(
      and(
        eq(chatMessages.brandId, member.brandId),
        roomId ? eq(chatMessages.roomId, roomId) : undefined,
        isNull(chatMessages.deletedAt),
        sql`${chatMessages.memberId} <> ${member.id}`,
        unreadCondition,
      ),
    )
    .limit(UNREAD_CAP);
  return rows.length;
}

/** Unread counts of each room, in one query. */
export async function chatUnreadByRoom(db: Db, member: ChatMember): Promise<Map<string, number>> {
  const rows = await db
    .select({ roomId: chatMessages.roomId, count: sql<number>`least(count(*), ${UNREAD_CAP})::int` })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.memberId, member.id), eq(chatReads.roomId, chatMessages.roomId)))
    .where(
      and(
        eq(chatMessages.brandId, member.brandId),
        isNull(chatMessages.deletedAt),
        sql`${chatMessages.memberId} <> ${member.id}`,
        unreadCondition,
      ),
    )
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((r) => [r.roomId, r.count]));
}

/**
 * The member has read a room up to a message (never backwards); answers the unread count left. The member's other
 * tabs (and the page around the chat window's frame) hear of it on the push channel (member_events 'chat').
 */
export async function markChatRead(db: Db, member: ChatMember, input: { roomId: string; lastId: number }) {
  await requireRoom(db, input.roomId);
  await db.transaction(async (tx) => {
    await tx
      .insert(chatReads)
      .values({ memberId: member.id, roomId: input.roomId, lastReadId: input.lastId })
      .onConflictDoUpdate({ target: [chatReads.memberId, chatReads.roomId], set: { lastReadId: sql`greatest(${chatReads.lastReadId}, excluded.last_read_id)` } });
    await notify(tx, channels.memberEvents, { memberId: member.id, kind: 'chat' });
  });
  return { unReadCount: await chatUnreadCount(db, member) };
}

/** An operator deletes a message: it disappears for everyone, live (chat_events 'deleted'); NOT_FOUND when unknown or gone. */
export async function deleteChatMessage(db: Db, id: number, actor: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ deletedAt: new Date(), deletedBy: actor })
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
      .returning({ id: chatMessages.id, brandId: chatMessages.brandId, roomId: chatMessages.roomId });
    if (!row) throw new AppError('NOT_FOUND', { messageId: id });
    await notify(tx, channels.chatEvents, { kind: 'deleted', brandId: row.brandId, roomId: row.roomId, id: row.id });
    return row;
  });
}

/** The room's newest messages after an id (a socket that reconnects catches up). */
export async function chatMessagesAfter(db: Db, brandId: string, roomId: string, afterId: number) {
  return selectMessages(db)
    .where(and(eq(chatMessages.brandId, brandId), eq(chatMessages.roomId, roomId), isNull(chatMessages.deletedAt), gt(chatMessages.id, afterId)))
    .orderBy(chatMessages.id)
    .limit(100);
}
