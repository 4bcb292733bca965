import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * Play sessions: a member's stretch of activity (state reads of the open site, bets). A gap longer than the idle limit
 * (modules/player-activity/sessions.ts) starts a new one. The reality check counts time from the current session's
 * start; the activity statement sums their lengths per month.
 */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('play_sessions_member_started_idx').on(t.memberId, t.startedAt)],
);

/** One row per member: the reality-check interval and schedule, and the last slot round for the pack's pacing. */
export const playerActivity = pgTable('player_activity', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** the player's chosen interval; null: the pack's default */
  realityCheckMinutes: integer('reality_check_minutes'),
  currentSessionId: integer('current_session_id').references(() => playSessions.id, { onDelete: 'set null' }),
  /** the next reality check; due (and play paused) once passed until the player answers it */
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  /** the start of the member's last in-house round: the pacing's guarded update compares against it */
  lastSpinAt: timestamp('last_spin_at', { withTimezone: true }),
});
