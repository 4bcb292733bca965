import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * A member's authenticator (issue 31, migration 0059): the base32 TOTP secret, pending until a code from the app
 * confirms it; the last 30-second step a code was accepted for, so a code is good once (RFC 6238 section 5.2).
 */
export const memberTotp = pgTable('member_totp', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  brandId: text('brand_id').notNull(),
  secret: text('secret').notNull(),
  pending: boolean('pending').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** Single-use codes for a lost authenticator; only the SHA-256 of each (with the member's id) is kept. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.codeHash] })],
);
