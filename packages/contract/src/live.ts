import { z } from 'zod';
import { lotteryGameCodeSchema } from './lottery';
import { balanceValueSchema } from './wallet';

/*
 * The push channel (docs/live.md): one WebSocket per tab at LIVE_SOCKET_PATH. The tab sends its session token in the
 * first message (never in the URL, which logs keep); the server answers `ready` or closes the socket. Every message is
 * one JSON object with a `type`.
 */
export const LIVE_SOCKET_PATH = '/ws/live';

/** Close codes: 4401 no, an invalid or a revoked session; 4400 a message the server cannot read; 4408 no auth in time. */
export const liveCloseCodes = { unauthorized: 4401, badMessage: 4400, authTimeout: 4408, tooSlow: 4429 } as const;

/** How long the server waits for the auth message, and how often each side hears from the other when idle. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;
export const LIVE_HEARTBEAT_MS = 25_000;
/** At most this many games a tab follows (the lottery page follows its own one or two). */
export const LIVE_MAX_GAMES = 20;

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(128) }),
  /** the games whose new draws and results this tab wants; replaces the previous list */
  z.object({ type: z.literal('subscribe'), games: z.array(lotteryGameCodeSchema).max(LIVE_MAX_GAMES) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export const drawStatusSchema = z.enum(['open', 'closed', 'drawn', 'settled', 'cancelled']);

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  /** the session is valid: events follow */
  z.object({ type: z.literal('ready') }),
  /** the member's balance after a ledger movement (the balance call's value) */
  z.object({ type: z.literal('balance'), value: balanceValueSchema }),
  /** a platform message arrived or one was read: the unread count now */
  z.object({ type: z.literal('messages'), unread: z.number().int() }),
  /** a deposit arrived (its order is paid and the money credited) */
  z.object({ type: z.literal('deposit'), orderNo: z.string(), amount: z.number(), amountMinor: z.number().int() }),
  /** a followed game's draw changed state: a new draw opened, one closed, its result is out, it was settled or cancelled */
  z.object({ type: z.literal('draw'), gameCode: z.string(), drawNo: z.string(), status: drawStatusSchema }),
  /** the brand's winners board has new wins */
  z.object({ type: z.literal('winners') }),
  /** the answer to ping, and the server's sign of life when nothing else happens */
  z.object({ type: z.literal('pong') }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
export type LiveEventType = LiveServerMessage['type'];
