import type { Db } from '../../db/client';
import { memberMessages } from '../../db/schema';
import { englishMessage, type MessageKey, type MessageParams } from './message-texts';

/**
 * Writes a platform message to a member (inside the caller's transaction when given one): its key and parameters,
 * shown in the reader's language, and the English text.
 */
export async function notifyMember(db: Db, message: { brandId: string; memberId: number; category: string; key: MessageKey; params: MessageParams }) {
  const { key, params, ...rest } = message;
  await db.insert(memberMessages).values({ ...rest, ...englishMessage(key, params), messageKey: key, params });
}
