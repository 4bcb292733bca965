import type { PushKind } from '@app/contract/push';
import type { Db } from '../../db/client';
import { memberMessages } from '../../db/schema';
import { queuePushes } from '../push/queue';
import { playBlockOf } from '../responsible-gaming/state';
import { englishMessage, type MessageKey, type MessageParams, renderMessage } from './message-texts';

/** Messages that market play; a member in a time-out or self-exclusion does not get them (responsible gaming). */
const MARKETING_CATEGORIES = new Set(['promotion', 'vip', 'referral', 'points']);

/**
 * Writes a platform message to a member (inside the caller's transaction when given one): its key and parameters,
 * shown in the reader's language, and the English text. The message also goes to the member's devices as a Web Push
 * notification of kind `push` (platform_message unless the caller names the kind the event is, e.g. withdrawal),
 * queued in the same transaction (modules/push/queue.ts decides who gets it).
 */
export async function notifyMember(
  db: Db,
  message: { brandId: string; memberId: number; category: string; key: MessageKey; params: MessageParams; push?: PushKind },
) {
  const { key, params, push = 'platform_message', ...rest } = message;
  if (MARKETING_CATEGORIES.has(message.category) && (await playBlockOf(db, message.memberId))) return;
  const [written] = await db
    .insert(memberMessages)
    .values({ ...rest, ...englishMessage(key, params), messageKey: key, params })
    .returning({ id: memberMessages.id });
  await queuePushes(db, push, [
    {
      memberId: message.memberId,
      tag: `message-${written!.id}`,
      render: (language) => {
        const text = renderMessage(key, params, language)!;
        return { title: text.title, body: text.content };
      },
    },
  ]);
}
