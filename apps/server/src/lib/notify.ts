/**
 * Cross-process notifications through the database (PostgreSQL NOTIFY; PGlite the same within its one process):
 * sent inside the caller's transaction, they are delivered when it commits and never when it rolls back, so a
 * listener never hears of a change it cannot read yet. Payloads are small JSON hints (at most ~7 kB): listeners
 * refetch the state they describe.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The channels in use; each names who sends and what the payload holds. */
export const channels = {
  /** { memberId, kind } member-scoped events for the push channel (balance, message, notice ...) */
  memberEvents: 'member_events',
  /** { brandId?, kind, ... } events for everyone connected (draw results, winners board ...) */
  broadcast: 'broadcast_events',
  /** { tokenHash } a session ended: every process drops it from its cache at once */
  sessionRevoked: 'session_revoked',
  /** { brandId, roomId, kind: 'message' | 'deleted', id } or { kind: 'muted', memberId, mutedUntil } (the chat room) */
  chatEvents: 'chat_events',
  /** { brandId, memberId, conversationId, kind: 'message' | 'opened' | 'closed' } (the support desk) */
  supportEvents: 'support_events',
} as const;
export type Channel = (typeof channels)[keyof typeof channels];

const MAX_PAYLOAD_BYTES = 7_000;

export async function notify(db: Db, channel: Channel, payload: Record<string, unknown>) {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`a ${channel} notification of ${Buffer.byteLength(text)} bytes: send a hint, not the state`);
  await db.execute(sql`select pg_notify(${channel}, ${text})`);
}
