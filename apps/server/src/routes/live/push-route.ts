import { moneyFormatOf } from '@app/contract/brand';
import { liveClientMessageSchema, type LiveServerMessage } from '@app/contract/live';
import { LIVE_AUTH_TIMEOUT_MS, LIVE_SOCKET_PATH, liveCloseCodes } from '@app/contract/live-socket';
import type { FastifyInstance } from 'fastify';
import type { SessionMember } from '../../lib/session-member';
import type { LiveClient, PushHub } from '../../modules/live/push-hub';

/** What this route uses of the ws library's socket (the package ships no types of its own). */
interface LiveSocket {
  readonly OPEN: number;
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code: number, reason: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}

/** A client message is a few hundred bytes; anything larger is not one of ours. */
const MAX_MESSAGE_BYTES = 4096;
/** A tab that lets this much pile up unread is gone or too slow: it is dropped and reconnects (and refetches). */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** An open socket checks its session again this often (expiry and idle time; revocations arrive at once). */
const SESSION_RECHECK_MS = 5 * 60_000;

export interface LivePushOptions {
  hub: PushHub;
  resolveSession: (token: string, brandId: string) => Promise<SessionMember | null>;
}

/**
 * The push channel: GET /ws/live upgraded to a WebSocket. The first message must be { type: 'auth', token } within
 * LIVE_AUTH_TIMEOUT_MS (a token in the URL would land in access logs); then the tab may follow games and ping.
 */
export async function livePushRoutes(app: FastifyInstance, options: LivePushOptions) {
  const { hub, resolveSession } = options;

  app.get(LIVE_SOCKET_PATH, { websocket: true }, (socket: LiveSocket, request) => {
    const brand = request.brand;
    let client: LiveClient | null = null;
    let token = '';
    let alive = true;
    let checkedAt = Date.now();
    const send = (message: LiveServerMessage) => socket.send(JSON.stringify(message));
    const refuse = (code: number, reason: string) => socket.close(code, reason);
    const authTimer = setTimeout(() => refuse(liveCloseCodes.authTimeout, 'auth expected'), LIVE_AUTH_TIMEOUT_MS);

    async function authenticate(candidate: string) {
      const member = await resolveSession(candidate, brand.id);
      clearTimeout(authTimer);
      if (!member || member.mustChangePassword) return refuse(liveCloseCodes.unauthorized, 'not logged in');
      if (socket.readyState !== socket.OPEN) return;
      token = candidate;
      client = {
        memberId: member.id,
        sessionId: member.sessionId,
        brandId: brand.id,
        money: moneyFormatOf(brand),
        games: new Set(),
        send(text) {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
          socket.send(text);
        },
        close: (code, reason) => socket.close(code, reason),
        heartbeat() {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
          if (Date.now() - checkedAt > SESSION_RECHECK_MS) {
            checkedAt = Date.now();
            void resolveSession(token, brand.id).then((m) => {
              if (!m) refuse(liveCloseCodes.unauthorized, 'session ended');
            });
          }
        },
      };
      hub.add(client);
      send({ type: 'ready' });
    }

    // messages are handled one after another: a subscribe sent right after auth waits for the session lookup
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      queue = queue.then(async () => {
        if (isBinary || data.length > MAX_MESSAGE_BYTES) return refuse(liveCloseCodes.badMessage, 'not a message');
        let json: unknown;
        try {
          json = JSON.parse(data.toString('utf8'));
        } catch {
          return refuse(liveCloseCodes.badMessage, 'not JSON');
        }
        const parsed = liveClientMessageSchema.safeParse(json);
        if (!parsed.success) return refuse(liveCloseCodes.badMessage, 'unknown message');
        const message = parsed.data;
        if (!client) {
          if (message.type !== 'auth' || token) return refuse(liveCloseCodes.unauthorized, 'auth expected');
          token = message.token;
          return authenticate(message.token);
        }
        if (message.type === 'subscribe') hub.follow(client, message.games);
        else if (message.type === 'ping') send({ type: 'pong' });
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'live message failed');
        refuse(1011, 'server error');
      });
    });
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (client) hub.remove(client);
    });
  });
}
