import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { channels } from '../../lib/notify';
import { safeEqual } from '../../lib/tokens';
import type { LiveSocket } from '../chat/chat-socket';

const authFrame = z.object({ type: z.literal('auth'), adminToken: z.string().max(256) });
const OPEN = 1;

/**
 * GET /ws/ops/support (WebSocket) for the desk page: the admin token in the first message (never in the URL), then
 * every support event of every server process ({ type: 'support', brandId, conversationId, kind }); the page
 * refetches what changed through the admin routes.
 */
export async function deskSocketRoutes(app: FastifyInstance, opts: { token: string }) {
  const desks = new Set<LiveSocket>();
  const stop = await app.database.listen(channels.supportEvents, (payload) => {
    let event: { brandId: string; conversationId: number; kind: string };
    try {
      event = JSON.parse(payload) as typeof event;
    } catch {
      return;
    }
    const frame = JSON.stringify({ type: 'support', brandId: event.brandId, conversationId: event.conversationId, kind: event.kind });
    for (const socket of desks) if (socket.readyState === OPEN) socket.send(frame);
  });
  app.addHook('preClose', async () => {
    await stop();
    for (const socket of desks) socket.close(1001, 'server closing');
  });

  app.get('/ws/ops/support', { websocket: true }, (socket: LiveSocket) => {
    const timer = setTimeout(() => socket.close(4401, 'FORBIDDEN'), 10_000);
    socket.on('message', (data) => {
      if (desks.has(socket)) return;
      let frame: z.infer<typeof authFrame>;
      try {
        frame = authFrame.parse(JSON.parse(String(data)));
      } catch {
        return socket.close(4400, 'BAD_REQUEST');
      }
      clearTimeout(timer);
      if (!safeEqual(frame.adminToken, opts.token)) return socket.close(4403, 'FORBIDDEN');
      desks.add(socket);
      socket.send(JSON.stringify({ type: 'ready' }));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      desks.delete(socket);
    });
  });
}
