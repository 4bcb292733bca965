import type { LiveServerMessage } from '@app/contract/live';
import { LIVE_SOCKET_PATH } from '@app/contract/live-socket';
import type { FastifyInstance } from 'fastify';

type Message = LiveServerMessage & { receivedAt: number };

/** What the tests use of the ws client socket injectWS answers. */
interface ClientSocket {
  send(text: string): void;
  close(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
}

/**
 * A push-channel connection to an app (through injectWS: no port needed): every message it receives with the time it
 * arrived, and waits for a message or for the close.
 */
export async function openLive(app: FastifyInstance) {
  await app.ready();
  // injectWS's request has no socket of its own: the client address the app reads comes from this one
  const socket = (await app.injectWS(LIVE_SOCKET_PATH, { socket: { remoteAddress: '127.0.0.1' } } as never)) as unknown as ClientSocket;
  const received: Message[] = [];
  const waiters = new Set<() => void>();
  let closed: { code: number; reason: string } | null = null;
  socket.on('message', (data) => {
    received.push({ ...(JSON.parse(data.toString()) as LiveServerMessage), receivedAt: performance.now() });
    waiters.forEach((w) => w());
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: reason.toString() };
    waiters.forEach((w) => w());
  });
  const until = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const test = () => {
        const found = check();
        if (found === undefined) return false;
        waiters.delete(test);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(test);
        reject(new Error(`no ${what} within ${timeoutMs} ms; received ${JSON.stringify(received)}; closed ${JSON.stringify(closed)}`));
      }, timeoutMs);
      waiters.add(test);
      test();
    });

  return {
    received,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
    /** the first message of the type (after `after` messages) that passes the check */
    next<T extends LiveServerMessage['type']>(type: T, check: (m: Extract<Message, { type: T }>) => boolean = () => true, timeoutMs = 2000, after = 0) {
      return until(
        () => received.slice(after).find((m): m is Extract<Message, { type: T }> => m.type === type && check(m as Extract<Message, { type: T }>)),
        timeoutMs,
        `${type} message`,
      );
    },
    closed: (timeoutMs = 2000) => until(() => closed ?? undefined, timeoutMs, 'close'),
    /** sends the auth message and waits for ready */
    async auth(token: string) {
      socket.send(JSON.stringify({ type: 'auth', token }));
      await until(() => received.find((m) => m.type === 'ready'), 2000, 'ready');
    },
  };
}

export type LiveConnection = Awaited<ReturnType<typeof openLive>>;
