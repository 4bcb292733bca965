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
  /** MemberEvent: member-scoped hints for the push channel, sent by the triggers of migration 0018 (and the chat) */
  memberEvents: 'member_events',
  /** BroadcastEvent: hints for every connected tab (draws of a game, a brand's winners board), sent by triggers */
  broadcast: 'broadcast_events',
  /** SessionRevokedEvent: a session (or every session of a member) ended: every process drops it at once */
  sessionRevoked: 'session_revoked',
  /** ChatEvent (the chat room) */
  chatEvents: 'chat_events',
  /** { brandId, memberId, conversationId, kind: 'message' | 'opened' | 'closed' } (the support desk) */
  supportEvents: 'support_events',
} as const;
export type Channel = (typeof channels)[keyof typeof channels];

export type MemberEvent =
  | { memberId: number; kind: 'balance' }
  | { memberId: number; kind: 'messages' }
  /** the member read chat messages (sent by the chat module) */
  | { memberId: number; kind: 'chat' }
  | { memberId: number; kind: 'deposit'; orderNo: string; amountMinor: number };
export type BroadcastEvent =
  | { kind: 'draw'; gameCode: string; drawNo: string; status: string }
  /** brandId null: a win shown on every brand */
  | { kind: 'winners'; brandId: string | null }
  /** a popup announcement or a promotion of the brand changed (migration 0022) */
  | { kind: 'notice'; brandId: string }
  /** the brand's games or vendors changed (its settings of them), or (brandId null) a game or vendor itself (migration 0070) */
  | { kind: 'catalogue'; brandId: string | null };
export type ChatEvent =
  | { kind: 'message' | 'deleted'; brandId: string; roomId: string; id: number }
  | { kind: 'muted'; memberId: number; mutedUntil: number | null };
export type SessionRevokedEvent = { sessionId: number } | { memberId: number };

const MAX_PAYLOAD_BYTES = 7_000;

export async function notify(db: Db, channel: Channel, payload: Record<string, unknown>) {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`a ${channel} notification of ${Buffer.byteLength(text)} bytes: send a hint, not the state`);
  await db.execute(sql`select pg_notify(${channel}, ${text})`);
}
