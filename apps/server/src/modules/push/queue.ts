/**
 * Queuing Web Push notifications (issue 31). Every source calls these inside the transaction of its event, so a
 * notification is sent only for what committed. A row is written only for a member who gets it now:
 * - who has a subscription (most members have none: no row at all for them, whatever the volume of the event),
 * - whose switch for the kind is on (no push_preferences row: on),
 * - and, for every kind but the account notices (withdrawals), who is not in a responsible-gaming block (a time-out,
 *   a self-exclusion, a session limit reached): nothing that draws them back to play.
 * The text is written in the member's language at queuing time (modules/push/push-texts.ts).
 */
import type { Language } from '@app/contract/brand';
import { ACCOUNT_NOTICE_KINDS, type PushKind, type PushPayload } from '@app/contract/push';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox } from '../../db/schema';
import { type PushParams, pushLanguage, type PushText, type PushTextKey, pushUrlOf, renderPushText } from './push-texts';

/** what a notification may say on a lock screen: a long message is cut (the app shows it whole) */
const MAX_BODY = 240;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export type QueuedKind = PushKind | 'test';

/**
 * The condition (on the member id expression `memberId`) that a member gets a notification of this kind now. Shared
 * by the set-based sources (a campaign's batch) that queue in one statement.
 */
export function pushRecipientCondition(kind: QueuedKind, memberId: SQL): SQL {
  const subscribed = sql`exists (select 1 from push_subscriptions ps where ps.member_id = ${memberId})`;
  if (kind === 'test') return subscribed;
  const switchedOn = sql`not exists (select 1 from push_preferences pp where pp.member_id = ${memberId} and pp.kind = ${kind} and not pp.enabled)`;
  if (ACCOUNT_NOTICE_KINDS.includes(kind)) return sql`${subscribed} and ${switchedOn}`;
  const notBlocked = sql`not exists (select 1 from rg_member_state rs where rs.member_id = ${memberId} and rs.block_kind is not null and (rs.block_until is null or rs.block_until > now()))`;
  return sql`${subscribed} and ${switchedOn} and ${notBlocked}`;
}

/** Of these members, those who get a notification of this kind now, with the language to write it in. */
async function recipientsOf(db: Db, kind: QueuedKind, memberIds: number[]) {
  const ids = `{${[...new Set(memberIds)].join(',')}}`;
  const result = await db.execute(sql`
    select m.id, m.brand_id, m.language from members m
    where m.id = any(${ids}::int[]) and ${pushRecipientCondition(kind, sql`m.id`)}`);
  const rows = (result as unknown as { rows: Array<{ id: number; brand_id: string; language: string | null }> }).rows;
  return new Map(rows.map((r) => [Number(r.id), { brandId: r.brand_id, language: pushLanguage(r.language) }]));
}

export interface PushItem {
  memberId: number;
  /** the title and body in a language */
  render: (language: Language) => PushText;
  /** the notification's tag: a later one with the same tag replaces it on the device */
  tag: string;
}

/** Queues a notification of one kind for each item whose member gets it (see above); answers how many were queued. */
export async function queuePushes(db: Db, kind: QueuedKind, items: PushItem[]) {
  if (!items.length) return 0;
  const recipients = await recipientsOf(db, kind, items.map((i) => i.memberId));
  const rows = items.flatMap((item) => {
    const recipient = recipients.get(item.memberId);
    if (!recipient) return [];
    const text = item.render(recipient.language);
    const message: PushPayload = { title: cut(text.title, 80), body: cut(text.body, MAX_BODY), url: pushUrlOf[kind], tag: item.tag };
    return [{ brandId: recipient.brandId, memberId: item.memberId, kind, message }];
  });
  if (rows.length) await db.insert(pushOutbox).values(rows);
  return rows.length;
}

/** One notification from the push texts: `queuePush(tx, { memberId, kind, key, params, tag })`. */
export function queuePush(db: Db, push: { memberId: number; kind: QueuedKind; key: PushTextKey; params: PushParams; tag: string }) {
  return queuePushes(db, push.kind, [{ memberId: push.memberId, tag: push.tag, render: (language) => renderPushText(push.key, push.params, language) }]);
}

/**
 * The payload a set-based source writes for a member in SQL: the title and body of `texts` (a jsonb expression
 * { EN: { title, body }, TY: ... }) in the member's language (`language`), else English, else the first there is.
 */
export function pushMessageSql(kind: PushKind, texts: SQL, language: SQL, tag: SQL): SQL {
  const text = sql`coalesce(${texts} -> ${language}, ${texts} -> 'EN', (select value from jsonb_each(${texts}) limit 1))`;
  return sql`jsonb_build_object(
    'title', left(${text} ->> 'title', 80),
    'body', case when length(${text} ->> 'body') > ${MAX_BODY} then left(${text} ->> 'body', ${MAX_BODY - 1}) || '…' else ${text} ->> 'body' end,
    'url', ${pushUrlOf[kind]}::text,
    'tag', ${tag})`;
}
