import { bigint, bigserial, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/*
 * The chat room and the support desk (issue 15; migration 0019). Chat rooms are not rows: a brand has the lobby and
 * one room per enabled lottery game (room ids 'lobby' and 'game-<code>'). docs/chat-and-support.md has the rules.
 */

/** Chat messages; an operator's delete hides one for everyone (deleted_at) but keeps it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    roomId: text('room_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** as the member typed it (trimmed); escaped and linked only when shown */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** the operator who deleted it */
    deletedBy: text('deleted_by'),
  },
  (t) => [index('chat_messages_room_idx').on(t.brandId, t.roomId, t.id)],
);

/** A member an operator muted, until when. */
export const chatMutes = pgTable('chat_mutes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  mutedUntil: timestamp('muted_until', { withTimezone: true }).notNull(),
  mutedBy: text('muted_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How far a member has read each room (the unread counts). */
export const chatReads = pgTable(
  'chat_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roomId: text('room_id').notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'chat_reads_pk', columns: [t.memberId, t.roomId] })],
);

/** A member's support conversation on one of the brand's topics; open until an operator closes it. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** contract supportTopicCodes */
    topic: text('topic').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** the newest operator message the member has seen */
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
  },
  (t) => [index('support_conversations_desk_idx').on(t.brandId, t.status, t.updatedAt), index('support_conversations_member_idx').on(t.memberId, t.updatedAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<'member' | 'operator'>().notNull(),
    /** the operator who answered (the audit's; players see "customer service") */
    operatorName: text('operator_name'),
    text: text('text').notNull(),
    /** a stored image (withdrawal proofs' helper: proof-files.ts) */
    imageFile: text('image_file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);
