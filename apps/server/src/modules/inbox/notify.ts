import type { Db } from '../../db/client';
import { memberMessages } from '../../db/schema';
import { playBlockOf } from '../responsible-gaming/state';
import { englishMessage, type MessageKey, type MessageParams } from './message-texts';

/** Messages that market play; a member in a time-out or self-exclusion does not get them (responsible gaming). */
const MARKETING_CATEGORIES = new Set(['promotion', 'vip', 'referral', 'points']);

/**
 * Writes a platform message to a member (inside the caller's transaction when given one): its key and parameters,
 * shown in the reader's language, and the English text.
 */
export async function notifyMember(db: Db, message: { brandId: string; memberId: number; category: string; key: MessageKey; params: MessageParams }) {
  const { key, params, ...rest } = message;
  if (MARKETING_CATEGORIES.has(message.category) && (await playBlockOf(db, message.memberId))) return;
  await db.insert(memberMessages).values({ ...rest, ...englishMessage(key, params), messageKey: key, params });
}
