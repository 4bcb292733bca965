import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** Web Push (migration 0060): the browsers that allowed notifications, one row per push service endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** the browser's P-256 public key and auth secret (base64url): what the payload is encrypted for */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** sends that failed in a row (reset by a success); a 404 or 410 deletes the row instead */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_member_idx').on(t.memberId)],
);

/** A member's switch per kind of notification; no row: on. */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'push_preferences_pk', columns: [t.memberId, t.kind] })],
);

/** Notifications to send: written in the transaction of their event, sent to each of the member's subscriptions by a job. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** a PushKind, or 'test' */
    kind: text('kind').notNull(),
    /** the payload (contract PushPayload: title, body, url, tag) in the member's language */
    message: jsonb('message').notNull(),
    /** pending (to be tried), sent (a push service took it), failed (given up, or no subscription left) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('push_outbox_member_idx').on(t.memberId, t.id),
    index('push_outbox_done_idx').on(t.createdAt).where(sql`${t.status} <> 'pending'`),
  ],
);
