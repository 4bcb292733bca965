import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loggableError } from '../../lib/logging';
import { channels } from '../../lib/notify';
import type { SignedInOperator } from '../../lib/operator-token';
import { resolveCredential } from '../../modules/operators/credentials';
import type { LiveSocket } from '../chat/chat-socket';

/** the operator's credential: a back-office session (ops_s_…) or a personal API key (ops_k_…) */
const authFrame = z.object({ type: z.literal('auth'), token: z.string().max(256) });
/** the permission the desk needs (the operator calls it drives name the same) */
const DESK_PERMISSION = 'support.write';
const OPEN = 1;

/**
 * GET /ws/ops/support (WebSocket) for the desk page: an operator credential whose role grants support.write in the
 * first message (never in the URL; anything else, the master token included, is closed with 4403), then every
 * support event of every server process of the operator's brands ({ type: 'support', brandId, conversationId, kind });
 * the page refetches what changed through the desk's operator calls.
 */
export async function deskSocketRoutes(app: FastifyInstance) {
  /** each open desk and the brands its operator sees (null: every brand) */
  const desks = new Map<LiveSocket, SignedInOperator['brandIds']>();
  const stop = await app.database.listen(channels.supportEvents, (payload) => {
    let event: { brandId: string; conversationId: number; kind: string };
    try {
      event = JSON.parse(payload) as typeof event;
    } catch {
      return;
    }
    const frame = JSON.stringify({ type: 'support', brandId: event.brandId, conversationId: event.conversationId, kind: event.kind });
    for (const [socket, brandIds] of desks) {
      if (socket.readyState === OPEN && (brandIds === null || brandIds.includes(event.brandId))) socket.send(frame);
    }
  });
  app.addHook('preClose', async () => {
    await stop();
    for (const socket of desks.keys()) socket.close(1001, 'server closing');
  });

  app.get('/ws/ops/support', { websocket: true }, (socket: LiveSocket) => {
    const timer = setTimeout(() => socket.close(4401, 'FORBIDDEN'), 10_000);
    let authenticating = false;
    let closed = false;
    socket.on('message', (data) => {
      if (authenticating || desks.has(socket)) return;
      let frame: z.infer<typeof authFrame>;
      try {
        frame = authFrame.parse(JSON.parse(String(data)));
      } catch {
        return socket.close(4400, 'BAD_REQUEST');
      }
      clearTimeout(timer);
      authenticating = true;
      void resolveCredential(app.database.db, frame.token).then(
        (operator) => {
          if (closed) return;
          if (!operator?.permissions.has(DESK_PERMISSION)) return socket.close(4403, 'FORBIDDEN');
          desks.set(socket, operator.brandIds);
          socket.send(JSON.stringify({ type: 'ready', operator: operator.username }));
        },
        (error: unknown) => {
          app.log.error({ err: loggableError(error) }, 'desk socket: the credential could not be checked');
          if (!closed) socket.close(1011, 'INTERNAL_ERROR');
        },
      );
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      desks.delete(socket);
    });
  });
}
