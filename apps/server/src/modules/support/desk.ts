import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, supportConversations, supportMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { channels, notify } from '../../lib/notify';
import { readProofFile } from '../wallet/withdrawals/proof-files';
import { addSupportMessage, conversationView, supportMessageView, type SupportEvent } from './conversations';

/** The operators' desk (the /ops/support page and the operator calls behind it). */

// the outer column qualified by hand: in a projection drizzle writes it unqualified, which m's id would shadow
const lastMessage = sql<{ author: 'member' | 'operator'; text: string; sentAt: string } | null>`(
  select json_build_object('author', m.author, 'text', left(m.text, 140), 'sentAt', m.created_at)
  from ${supportMessages} m where m.conversation_id = "support_conversations"."id" order by m.id desc limit 1)`;

/** Conversations by status (open by default), newest activity first, with who wrote last: the member waits when it was them. */
export async function deskConversations(db: Db, filter: { brandId?: string; status: 'open' | 'closed' }) {
  const rows = await db
    .select({ conversation: supportConversations, username: members.username, nickname: members.nickname, rankLevel: members.rankLevel, last: lastMessage })
    .from(supportConversations)
    .innerJoin(members, eq(members.id, supportConversations.memberId))
    .where(and(eq(supportConversations.status, filter.status), filter.brandId ? eq(supportConversations.brandId, filter.brandId) : undefined))
    .orderBy(desc(supportConversations.updatedAt))
    .limit(200);
  return rows.map((r) => ({
    ...conversationView(r.conversation, 0),
    brandId: r.conversation.brandId,
    member: { username: r.username, nickname: r.nickname, rankLevel: r.rankLevel },
    lastMessage: r.last ? { author: r.last.author, text: r.last.text, sentAt: new Date(r.last.sentAt).getTime() } : null,
    waiting: r.last?.author === 'member',
  }));
}

async function conversationById(db: Db, id: number) {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  if (!row) throw new AppError('NOT_FOUND', { conversationId: id });
  return row;
}

/** One conversation and its whole history (operator names included: the desk's own record). */
export async function deskThread(db: Db, id: number) {
  const conversation = await conversationById(db, id);
  const [member] = await db
    .select({ username: members.username, nickname: members.nickname, rankLevel: members.rankLevel })
    .from(members)
    .where(eq(members.id, conversation.memberId));
  const list = await db.select().from(supportMessages).where(eq(supportMessages.conversationId, id)).orderBy(asc(supportMessages.id));
  return {
    conversation: { ...conversationView(conversation, 0), brandId: conversation.brandId, member: member ?? null },
    list: list.map((m) => ({ ...supportMessageView(m), operatorName: m.operatorName })),
  };
}

/** An operator answers (text, an image, or both); the member sees it at once. INVALID_STATE on a closed conversation. */
export async function deskReply(db: Db, dataDir: string, id: number, input: { text: string; image?: string }, actor: string) {
  const conversation = await conversationById(db, id);
  if (conversation.status !== 'open') throw new AppError('INVALID_STATE', { status: conversation.status });
  const row = await addSupportMessage(db, dataDir, conversation, { author: 'operator', operatorName: actor, text: input.text, image: input.image });
  return { ...supportMessageView(row), operatorName: row.operatorName };
}

/** An operator closes a conversation (the member can open a new one); closing twice changes nothing. */
export async function deskClose(db: Db, id: number, actor: string) {
  const conversation = await conversationById(db, id);
  if (conversation.status === 'closed') return conversationView(conversation, 0);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportConversations)
      .set({ status: 'closed', closedAt: new Date(), closedBy: actor, updatedAt: new Date() })
      .where(and(eq(supportConversations.id, id), eq(supportConversations.status, 'open')))
      .returning();
    const event: SupportEvent = { brandId: conversation.brandId, memberId: conversation.memberId, conversationId: id, kind: 'closed' };
    await notify(tx, channels.supportEvents, event);
    return conversationView(row ?? conversation, 0);
  });
}

/** An attachment's bytes and content type for the desk; NOT_FOUND when the message has none. */
export async function deskAttachment(db: Db, dataDir: string, messageId: number) {
  const [row] = await db.select({ imageFile: supportMessages.imageFile }).from(supportMessages).where(eq(supportMessages.id, messageId));
  const bytes = row?.imageFile ? readProofFile(dataDir, row.imageFile) : null;
  if (!row?.imageFile || !bytes) throw new AppError('NOT_FOUND', { messageId });
  return { bytes, contentType: row.imageFile.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
