import type { BrandConfig } from '@app/contract/brand';
import { supportTopicCodes, type SupportConversation, type SupportMessage, type SupportTopic } from '@app/contract/chat';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportConversations, supportMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { channels, notify } from '../../lib/notify';
import { requireRate } from '../accounts/throttle';
import { countUpload } from '../accounts/upload-quota';
import { queuePush } from '../push/queue';
import { decodeProofImage, readProofFile, removeProofFile, storeProofFile } from '../wallet/withdrawals/proof-files';

/** A member's messages to the desk: at most 20 a minute (a paste loop cannot flood the operators). */
const MEMBER_RATE = { window: 60_000, max: 20, block: 60_000 };

export interface SupportMember {
  id: number;
  brandId: string;
}
export type SupportEvent = { brandId: string; memberId: number; conversationId: number; kind: 'message' | 'opened' | 'closed' };

/** The topics the brand offers, in its order (set in the back office's brand settings; all four by default; titles in the text packs). */
export const supportTopics = (brand: Pick<BrandConfig, 'supportTopics'>): SupportTopic[] => [...(brand.supportTopics ?? supportTopicCodes)];

type ConversationRow = typeof supportConversations.$inferSelect;
export const conversationView = (row: ConversationRow, unread: number): SupportConversation => ({
  id: row.id,
  topic: row.topic as SupportTopic,
  status: row.status,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  unread,
});
export const supportMessageView = (row: typeof supportMessages.$inferSelect): SupportMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  author: row.author,
  text: row.text,
  hasImage: row.imageFile !== null,
  sentAt: row.createdAt.getTime(),
});

type Attachment = ReturnType<typeof decodeProofImage>;

/** Checks an attachment (the withdrawal proofs' helper: png or jpg by content, at most 5 MB) before the transaction. */
const decodeAttachment = (image: string | undefined) => (image ? decodeProofImage(image, 'image') : null);

/**
 * Stores an attachment inside the message's transaction. A member's counts against their upload quota first, so a
 * refusal stores nothing and a rolled-back message uncounts it; an operator's never does.
 */
async function storeAttachment(tx: Db, dataDir: string, attachment: Attachment | null, memberId: number | null) {
  if (!attachment) return null;
  if (memberId !== null) await countUpload(tx, memberId, { files: 1, bytes: attachment.bytes.length });
  return storeProofFile(dataDir, attachment);
}

/**
 * Adds a message to a conversation and tells both sides when the transaction commits (support_events): the
 * member's sockets and the operators' desk. A stored attachment is removed again when the write fails.
 */
export async function addSupportMessage(
  db: Db,
  dataDir: string,
  conversation: ConversationRow,
  message: { author: 'member' | 'operator'; operatorName?: string; text: string; image?: string },
) {
  const attachment = decodeAttachment(message.image);
  let imageFile: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      imageFile = await storeAttachment(tx, dataDir, attachment, message.author === 'member' ? conversation.memberId : null);
      const [row] = await tx
        .insert(supportMessages)
        .values({ conversationId: conversation.id, author: message.author, operatorName: message.operatorName ?? null, text: message.text, imageFile })
        .returning();
      await tx.update(supportConversations).set({ updatedAt: new Date() }).where(eq(supportConversations.id, conversation.id));
      const event: SupportEvent = { brandId: conversation.brandId, memberId: conversation.memberId, conversationId: conversation.id, kind: 'message' };
      await notify(tx, channels.supportEvents, event);
      // an operator's reply also reaches the member's devices with the app closed (Web Push)
      if (message.author === 'operator') {
        await queuePush(tx, { memberId: conversation.memberId, kind: 'support_reply', key: 'support_reply', params: {}, tag: `support-${conversation.id}` });
      }
      return row!;
    });
  } catch (error) {
    if (imageFile) removeProofFile(dataDir, imageFile);
    throw error;
  }
}

async function memberConversation(db: Db, member: SupportMember, conversationId: number) {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.id, conversationId), eq(supportConversations.memberId, member.id)));
  if (!row) throw new AppError('NOT_FOUND', { conversationId });
  return row;
}

/** The member's conversations, newest activity first, with the operator replies they have not seen. */
export async function memberConversations(db: Db, member: SupportMember) {
  const rows = await db
    .select({
      conversation: supportConversations,
      // qualified by hand: in a projection drizzle writes the outer columns unqualified, which m's would shadow
      unread: sql<number>`(select count(*)::int from ${supportMessages} m where m.conversation_id = "support_conversations"."id"
        and m.author = 'operator' and m.id > "support_conversations"."member_read_id")`,
    })
    .from(supportConversations)
    .where(eq(supportConversations.memberId, member.id))
    .orderBy(desc(supportConversations.updatedAt))
    .limit(50);
  return { list: rows.map((r) => conversationView(r.conversation, r.unread)) };
}

/** Opens a conversation on a topic with its first message (text, an image, or both). */
export async function openSupportConversation(db: Db, dataDir: string, member: SupportMember, input: { topic: SupportTopic; text: string; image?: string }, offered: readonly SupportTopic[] = supportTopicCodes) {
  // a topic the brand no longer offers (its page was open before the change) is refused like any wrong value
  if (!offered.includes(input.topic)) throw new AppError('VALIDATION_ERROR', { field: 'topic', issues: [{ path: 'topic', message: 'a topic the brand offers' }] });
  await requireRate(db, `support:${member.id}`, MEMBER_RATE);
  const attachment = decodeAttachment(input.image);
  let imageFile: string | null = null;
  try {
    const [conversation, message] = await db.transaction(async (tx) => {
      imageFile = await storeAttachment(tx, dataDir, attachment, member.id);
      const [c] = await tx.insert(supportConversations).values({ brandId: member.brandId, memberId: member.id, topic: input.topic }).returning();
      const [m] = await tx.insert(supportMessages).values({ conversationId: c!.id, author: 'member', text: input.text, imageFile }).returning();
      const event: SupportEvent = { brandId: member.brandId, memberId: member.id, conversationId: c!.id, kind: 'opened' };
      await notify(tx, channels.supportEvents, event);
      return [c!, m!] as const;
    });
    return { conversation: conversationView(conversation, 0), list: [supportMessageView(message)] };
  } catch (error) {
    if (imageFile) removeProofFile(dataDir, imageFile);
    throw error;
  }
}

/** A conversation's messages, oldest first; the member has now seen every reply in it. */
export async function memberThread(db: Db, member: SupportMember, conversationId: number) {
  const conversation = await memberConversation(db, member, conversationId);
  const list = await db.select().from(supportMessages).where(eq(supportMessages.conversationId, conversationId)).orderBy(asc(supportMessages.id));
  const newest = list.at(-1)?.id ?? 0;
  if (newest > conversation.memberReadId) {
    await db
      .update(supportConversations)
      .set({ memberReadId: sql`greatest(${supportConversations.memberReadId}, ${newest})` })
      .where(eq(supportConversations.id, conversationId));
  }
  return { conversation: conversationView(conversation, 0), list: list.map(supportMessageView) };
}

/** The member writes in their open conversation (INVALID_STATE once an operator closed it). */
export async function memberSupportMessage(db: Db, dataDir: string, member: SupportMember, input: { conversationId: number; text: string; image?: string }) {
  const conversation = await memberConversation(db, member, input.conversationId);
  if (conversation.status !== 'open') throw new AppError('INVALID_STATE', { status: conversation.status });
  await requireRate(db, `support:${member.id}`, MEMBER_RATE);
  const row = await addSupportMessage(db, dataDir, conversation, { author: 'member', text: input.text, image: input.image });
  return supportMessageView(row);
}

/** An attachment as a data: URL, for the member whose conversation holds it (NOT_FOUND otherwise). */
export async function memberAttachment(db: Db, dataDir: string, member: SupportMember, messageId: number) {
  const [row] = await db
    .select({ imageFile: supportMessages.imageFile })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(and(eq(supportMessages.id, messageId), eq(supportConversations.memberId, member.id)));
  const bytes = row?.imageFile ? readProofFile(dataDir, row.imageFile) : null;
  if (!row?.imageFile || !bytes) throw new AppError('NOT_FOUND', { messageId });
  const type = row.imageFile.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return { dataUrl: `data:${type};base64,${bytes.toString('base64')}` };
}
