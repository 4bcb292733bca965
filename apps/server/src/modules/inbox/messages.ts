import type { MoneyFormat } from '@app/contract/money';
import type { Language } from '@app/contract/brand';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberMessages, messageCampaigns } from '../../db/schema';
import { pageOf } from '../../lib/paging';
import { renderMessage, type MessageParams } from './message-texts';

type Page = { pageNo: number; pageSize: number };

export async function unreadCount(db: Db, memberId: number) {
  const [row] = await db.select({ n: count() }).from(memberMessages).where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}

/**
 * The member's messages, each in `language` when its key is known or its operator's campaign has that language (else
 * the stored text).
 */
export async function listMessages(db: Db, memberId: number, query: Page & { unreadOnly?: 'true' | 'false' }, language: Language, money: MoneyFormat) {
  const where = and(eq(memberMessages.memberId, memberId), query.unreadOnly === 'true' ? isNull(memberMessages.readAt) : undefined);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({ m: memberMessages, campaignTexts: messageCampaigns.texts })
      .from(memberMessages)
      .leftJoin(messageCampaigns, eq(messageCampaigns.id, memberMessages.campaignId))
      .where(where)
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(memberMessages).where(where),
    unreadCount(db, memberId),
  ]);
  return {
    list: rows.map(({ m, campaignTexts }) => {
      const params = (m.params ?? {}) as MessageParams;
      const campaignText = campaignTexts?.[language];
      const text = renderMessage(m.messageKey, params, language, money) ?? (campaignText ? { title: campaignText.title, content: campaignText.body } : { title: m.title, content: m.content });
      return { id: m.id, ...text, messageKey: m.messageKey, params, category: m.category, createdAt: m.createdAt.getTime(), read: m.readAt !== null };
    }),
    unread,
    ...pageOf(query, total?.n ?? 0),
  };
}

export async function readMessages(db: Db, memberId: number, body: { ids?: number[]; all?: boolean }) {
  const rows = await db
    .update(memberMessages)
    .set({ readAt: new Date() })
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt), body.all ? undefined : inArray(memberMessages.id, body.ids ?? [])))
    .returning({ id: memberMessages.id });
  return { updated: rows.length, unread: await unreadCount(db, memberId) };
}
