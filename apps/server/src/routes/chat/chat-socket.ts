import type { BrandConfig, Language } from '@app/contract/brand';
import { chatClientFrameSchema, type ChatServerFrame } from '@app/contract/chat';
import { isTrialType } from '@app/contract/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { channels, type SessionRevokedEvent } from '../../lib/notify';
import type { SessionMember } from '../../lib/session-member';
import { resolveSession } from '../../modules/accounts/sessions';
import { loadChatMessage, messageView } from '../../modules/chat/messages';
import { activeMuteOf } from '../../modules/chat/mutes';
import { requireRoom } from '../../modules/chat/rooms';

/** The first message (auth) must come this soon after the socket opens. */
const AUTH_TIMEOUT_MS = 10_000;
/** Close codes: 4401 not logged in (or the session ended), 4403 refused, 4400 a frame we cannot read. */
const CLOSE = { notLoggedIn: 4401, refused: 4403, badFrame: 4400 } as const;

/** What we use of a ws socket (@fastify/websocket hands a ws WebSocket; ws ships no types here). */
export interface LiveSocket {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close', listener: () => void): void;
}
const OPEN = 1;

interface Connection {
  socket: LiveSocket;
  brand: BrandConfig;
  member: SessionMember;
  language: Language;
  roomId: string | null;
}

const send = (socket: LiveSocket, frame: ChatServerFrame) => {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
};

/**
 * The chat socket's connections in this process, and the database notifications that feed them: a message stored
 * by any server process reaches the members in its room on every process (chat_events), a member's support
 * conversation tells them of replies (support_events), and an ended session closes its sockets (session_revoked).
 */
function createChatHub(database: Database, brandOf: (id: string) => BrandConfig | undefined, log: FastifyInstance['log']) {
  const rooms = new Map<string, Set<Connection>>();
  const byMember = new Map<number, Set<Connection>>();
  const roomKey = (brandId: string, roomId: string) => `${brandId}|${roomId}`;
  const add = <K>(map: Map<K, Set<Connection>>, key: K, c: Connection) => map.set(key, (map.get(key) ?? new Set()).add(c));
  const remove = <K>(map: Map<K, Set<Connection>>, key: K, c: Connection) => {
    const set = map.get(key);
    set?.delete(c);
    if (set?.size === 0) map.delete(key);
  };

  async function onChatEvent(payload: string) {
    const event = JSON.parse(payload) as { kind: string; brandId: string; roomId?: string; id?: number; memberId?: number; mutedUntil?: number | null };
    if (event.kind === 'muted' && event.memberId) {
      for (const c of byMember.get(event.memberId) ?? []) send(c.socket, { type: 'muted', mutedUntil: event.mutedUntil ?? null });
      return;
    }
    const listeners = event.roomId ? rooms.get(roomKey(event.brandId, event.roomId)) : undefined;
    if (!listeners?.size || !event.id || !event.roomId) return;
    if (event.kind === 'deleted') {
      for (const c of listeners) send(c.socket, { type: 'deleted', roomId: event.roomId, id: event.id });
      return;
    }
    const row = await loadChatMessage(database.db, event.id);
    const brand = brandOf(event.brandId);
    if (!row || !brand) return;
    for (const c of listeners) send(c.socket, { type: 'message', message: messageView(row, brand, { memberId: c.member.id, language: c.language }) });
  }

  function onSupportEvent(payload: string) {
    const event = JSON.parse(payload) as { memberId: number; conversationId: number; kind: 'message' | 'opened' | 'closed' };
    for (const c of byMember.get(event.memberId) ?? []) send(c.socket, { type: 'support', conversationId: event.conversationId, kind: event.kind });
  }

  /** a logout or a password change on any process: that session's (or member's) sockets end at once */
  function onSessionRevoked(payload: string) {
    const event = JSON.parse(payload) as SessionRevokedEvent;
    const ended = (c: Connection) => ('sessionId' in event ? c.member.sessionId === event.sessionId : c.member.id === event.memberId);
    for (const set of byMember.values()) for (const c of set) if (ended(c)) c.socket.close(CLOSE.notLoggedIn, 'NOT_LOGGED_IN');
  }

  const guard = (handler: (payload: string) => unknown) => (payload: string) => {
    Promise.resolve()
      .then(() => handler(payload))
      .catch((err: unknown) => log.warn({ err }, 'chat notification not delivered'));
  };

  const stops: Array<() => Promise<void>> = [];
  return {
    async start() {
      stops.push(await database.listen(channels.chatEvents, guard(onChatEvent)));
      stops.push(await database.listen(channels.supportEvents, guard(onSupportEvent)));
      stops.push(await database.listen(channels.sessionRevoked, guard(onSessionRevoked)));
    },
    async stop() {
      for (const stop of stops.splice(0)) await stop();
      for (const set of byMember.values()) for (const c of set) c.socket.close(1001, 'server closing');
    },
    attach(c: Connection) {
      add(byMember, c.member.id, c);
    },
    join(c: Connection, roomId: string) {
      if (c.roomId) remove(rooms, roomKey(c.brand.id, c.roomId), c);
      c.roomId = roomId;
      add(rooms, roomKey(c.brand.id, roomId), c);
    },
    detach(c: Connection) {
      if (c.roomId) remove(rooms, roomKey(c.brand.id, c.roomId), c);
      remove(byMember, c.member.id, c);
    },
    /** connections in this process (tests and logs) */
    size: () => [...byMember.values()].reduce((n, s) => n + s.size, 0),
  };
}

/**
 * GET /ws/chat (WebSocket). The session token comes in the first message ({ type: 'auth', token, roomId? }), never
 * in the URL (URLs end up in logs). Any logged-in account may connect (support replies reach it); joining a chat
 * room needs the brand's CBS3 and a real account (trial accounts: TRIAL_ACCOUNT). Members only receive here: they
 * send through the chatSend call, which validates, rate-limits and stores.
 */
export async function chatSocketRoutes(app: FastifyInstance) {
  const hub = createChatHub(app.database, (id) => app.brands.byId(id), app.log);
  await hub.start();
  app.addHook('preClose', () => hub.stop());

  async function joinRoom(c: Connection, roomId: string) {
    if (!c.brand.flags.CBS3) return send(c.socket, { type: 'error', code: 'OPERATION_NOT_ALLOWED' });
    if (isTrialType(c.member.type)) return send(c.socket, { type: 'error', code: 'TRIAL_ACCOUNT' });
    try {
      await requireRoom(app.database.db, roomId);
    } catch {
      return send(c.socket, { type: 'error', code: 'NOT_FOUND' });
    }
    hub.join(c, roomId);
    const mute = await activeMuteOf(app.database.db, c.member.id);
    send(c.socket, { type: 'ready', roomId, mutedUntil: mute?.getTime() ?? null });
  }

  app.get('/ws/chat', { websocket: true }, (socket: LiveSocket, request: FastifyRequest) => {
    const brand = request.brand;
    let connection: Connection | null = null;
    let authenticating = false;
    const authTimer = setTimeout(() => socket.close(CLOSE.notLoggedIn, 'NOT_LOGGED_IN'), AUTH_TIMEOUT_MS);

    socket.on('message', (data) => {
      let frame;
      try {
        frame = chatClientFrameSchema.parse(JSON.parse(String(data)));
      } catch {
        send(socket, { type: 'error', code: 'BAD_REQUEST' });
        return socket.close(CLOSE.badFrame, 'BAD_REQUEST');
      }
      if (frame.type === 'ping') return send(socket, { type: 'pong' });
      if (frame.type === 'auth') {
        if (connection || authenticating) return;
        authenticating = true;
        const token = frame.token;
        void resolveSession(app.database.db, token, brand.id)
          .then(async (member) => {
            clearTimeout(authTimer);
            if (!member || member.mustChangePassword) {
              send(socket, { type: 'error', code: 'NOT_LOGGED_IN' });
              return socket.close(CLOSE.notLoggedIn, 'NOT_LOGGED_IN');
            }
            if (socket.readyState !== OPEN) return;
            connection = { socket, brand, member, language: frame.language ?? request.language, roomId: null };
            hub.attach(connection);
            if (frame.roomId) await joinRoom(connection, frame.roomId);
            else send(socket, { type: 'ready', roomId: null, mutedUntil: null });
          })
          .catch((err: unknown) => {
            request.log.warn({ err }, 'chat socket auth failed');
            socket.close(1011, 'INTERNAL_ERROR');
          });
        return;
      }
      // join
      if (!connection) return send(socket, { type: 'error', code: 'NOT_LOGGED_IN' });
      void joinRoom(connection, frame.roomId).catch((err: unknown) => request.log.warn({ err }, 'chat room join failed'));
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (connection) hub.detach(connection);
    });
  });
}
