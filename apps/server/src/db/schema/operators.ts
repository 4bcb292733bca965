import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * The back office's people (issue 28): operator accounts with a role, their authenticator (TOTP), recovery codes,
 * sessions and personal API keys, and their notes on players. Migration 0031; every change is audited in
 * operator_audit, which the same migration makes append-only.
 */
export const operatorRoles = pgTable('operator_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** the contract's operatorPermissions this role grants */
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  /** the most one balance adjustment by this role may move (null: no limit) */
  adjustmentLimitMinor: bigint('adjustment_limit_minor', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** argon2id */
  passwordHash: text('password_hash').notNull(),
  roleId: integer('role_id')
    .notNull()
    .references(() => operatorRoles.id),
  /** the brands this operator may see (null: every brand) */
  brandIds: jsonb('brand_ids').$type<string[] | null>(),
  /** the authenticator's base32 secret, set once enrolment is confirmed */
  totpSecret: text('totp_secret'),
  /** the last 30-second step a code was accepted for: a code is good once (RFC 6238 section 5.2) */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** A password check passed for an operator without an authenticator: the secret to scan, until a code confirms it. */
export const operatorEnrolments = pgTable('operator_enrolments', {
  ticketHash: text('ticket_hash').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  ip: text('ip').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Single-use codes for a lost authenticator; only their SHA-256 is kept. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.codeHash] })],
);

/**
 * An operator's credentials: browser sessions (end after idle_timeout without a call) and personal API keys for the
 * CLI (no idle end; revoked by hand). Only the SHA-256 of the token is kept.
 */
export const operatorCredentials = pgTable(
  'operator_credentials',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** session or api_key */
    kind: text('kind').notNull(),
    /** an API key's name and first characters */
    name: text('name'),
    prefix: text('prefix'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_credentials_token_idx').on(t.tokenHash), index('operator_credentials_operator_idx').on(t.operatorId, t.kind)],
);

/** Operators' notes on a player (support, risk, finance): never shown to the player. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_member_idx').on(t.memberId, t.id)],
);
