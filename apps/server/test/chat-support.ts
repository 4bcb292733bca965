import type { ChatServerFrame } from '@app/contract/chat';
import { accountsClient, freshIp } from './accounts-support';
import { OPS_HOST, type TestApp } from './helper';

/** Logs in a seeded account (team01..team30, player1, phoneuser: Player123! / Phone123!, agent1: Agent123!). */
export async function tokenOf(app: TestApp, username: string, password = username === 'phoneuser' ? 'Phone123!' : username === 'agent1' ? 'Agent123!' : 'Player123!', host?: string) {
  const res = await accountsClient(app, { host }).login(username, password, freshIp());
  if (!res.body.value?.token) throw new Error(`no session for ${username}: ${JSON.stringify(res.body)}`);
  return res.body.value.token as string;
}

/** Something a socket can hand us: a browser-style WebSocket (Node's global) or ws (app.injectWS). */
interface SocketLike {
  send(data: string): void;
  close(): void;
  addEventListener?(type: 'message', listener: (event: { data: unknown }) => void): void;
  on?(event: 'message', listener: (data: unknown) => void): void;
}

/** The frames a chat socket receives, and a way to wait for one. */
export function framesOf(socket: SocketLike) {
  const frames: ChatServerFrame[] = [];
  const waiters: Array<{ test: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }> = [];
  const onData = (data: unknown) => {
    const frame = JSON.parse(String(data)) as ChatServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) if (w.test(frame)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  };
  if (socket.on) socket.on('message', onData);
  else socket.addEventListener!('message', (event) => onData(event.data));
  /** the first frame (already received or coming) that passes the test, within the timeout */
  function next<T extends ChatServerFrame['type']>(type: T, test: (f: Extract<ChatServerFrame, { type: T }>) => boolean = () => true, timeoutMs = 5000) {
    const match = (f: ChatServerFrame) => f.type === type && test(f as Extract<ChatServerFrame, { type: T }>);
    const seen = frames.find(match);
    if (seen) return Promise.resolve(seen as Extract<ChatServerFrame, { type: T }>);
    return new Promise<Extract<ChatServerFrame, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
      waiters.push({ test: match, resolve: (f) => (clearTimeout(timer), resolve(f as Extract<ChatServerFrame, { type: T }>)) });
    });
  }
  return { frames, next };
}

/** A socket to the test app without a network (injectWS needs a client address: the proxy trust reads it). */
export const injectSocket = (app: TestApp, path = '/ws/chat', headers: Record<string, string> = {}) =>
  app.injectWS(path, { socket: { remoteAddress: '127.0.0.1' }, headers } as never);

/** A frame of the desk socket (/ws/ops/support). */
export interface DeskFrame {
  type: string;
  operator?: string;
  brandId?: string;
  conversationId?: number;
  kind?: string;
}

/**
 * The support desk's socket, signed in with an operator credential (or anything else) in its first frame: answers
 * whether it was admitted (ready, with the operator's name) or closed (the close code), and the frames it receives.
 */
export async function deskSocketAs(app: TestApp, token: string) {
  const socket = await injectSocket(app, '/ws/ops/support', { host: OPS_HOST });
  const frames: DeskFrame[] = [];
  const answer = new Promise<{ ready: string } | { closed: number }>((resolve) => {
    socket.on('message', (data: unknown) => {
      const frame = JSON.parse(String(data)) as DeskFrame;
      frames.push(frame);
      if (frame.type === 'ready') resolve({ ready: frame.operator ?? '' });
    });
    socket.on('close', (code: number) => resolve({ closed: code }));
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  return { socket, frames, answer: await answer };
}
