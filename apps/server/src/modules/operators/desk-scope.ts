/**
 * The brand of a row the desk's operator calls name by its id alone (a support conversation, a support message, a
 * chat message), so a brand-limited operator is refused another brand's before anything changes. A row's brand never
 * changes, so the check holds for the change.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, supportConversations, supportMessages } from '../../db/schema';

/** The brand of a support conversation; null when there is none. */
export async function conversationBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: supportConversations.brandId }).from(supportConversations).where(eq(supportConversations.id, id));
  return row?.brandId ?? null;
}

/** The brand of a support message (its conversation's); null when there is none. */
export async function supportMessageBrandOf(db: Db, id: number) {
  const [row] = await db
    .select({ brandId: supportConversations.brandId })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(eq(supportMessages.id, id));
  return row?.brandId ?? null;
}

/** The brand of a chat message; null when there is none. */
export async function chatMessageBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: chatMessages.brandId }).from(chatMessages).where(eq(chatMessages.id, id));
  return row?.brandId ?? null;
}
