import { z } from 'zod';
import { drawStatusSchema, lotteryGameCodeSchema } from './lottery';
import { LIVE_MAX_GAMES } from './live-socket';
import { balanceValueSchema } from './wallet';

/** The push channel's messages (docs/live.md); live-socket.ts holds its path, close codes and timings. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(128) }),
  /** the games whose new draws and results this tab wants; replaces the previous list */
  z.object({ type: z.literal('subscribe'), games: z.array(lotteryGameCodeSchema).max(LIVE_MAX_GAMES) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

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
  /** the brand's arrival notice changed (a popup announcement or a promotion was published, changed or closed) */
  z.object({ type: z.literal('notice') }),
  /** the brand's chat room has new messages: the chat unread count is worth asking again */
  z.object({ type: z.literal('chat') }),
  /** the answer to ping, and the server's sign of life when nothing else happens */
  z.object({ type: z.literal('pong') }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
export type LiveEventType = LiveServerMessage['type'];
