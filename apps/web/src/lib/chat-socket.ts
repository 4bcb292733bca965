import type { Language } from '@app/contract/brand';
import type { ChatClientFrame, ChatServerFrame } from '@app/contract/chat';

export type ChatSocketStatus = 'connecting' | 'open' | 'closed';

export interface ChatSocketOptions {
  token: string;
  /** the chat room to join; none: support replies only */
  roomId?: string;
  language?: Language;
  onFrame: (frame: ChatServerFrame) => void;
  onStatus?: (status: ChatSocketStatus) => void;
}

const PING_MS = 25_000;
const RETRY_MS = [1000, 2000, 5000, 10_000];
/** close codes after which trying again cannot help (not logged in, refused) */
const FINAL_CLOSES = new Set([4401, 4403]);

/**
 * The chat server's socket (/ws/chat), shared by the chat room and the support pop-up: the session token goes in the
 * first message (never in the URL), the room is joined after; it reconnects with a growing wait until closed, and
 * the owner refetches what it may have missed when it is open again.
 */
export function connectChatSocket(options: ChatSocketOptions) {
  let socket: WebSocket | null = null;
  let roomId = options.roomId;
  let stopped = false;
  let attempt = 0;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const send = (frame: ChatClientFrame) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };

  function open() {
    options.onStatus?.('connecting');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/chat`;
    const s = new WebSocket(url);
    socket = s;
    s.onopen = () => {
      s.send(JSON.stringify({ type: 'auth', token: options.token, ...(roomId ? { roomId } : {}), ...(options.language ? { language: options.language } : {}) } satisfies ChatClientFrame));
      ping = setInterval(() => send({ type: 'ping' }), PING_MS);
    };
    s.onmessage = (event) => {
      const frame = JSON.parse(String(event.data)) as ChatServerFrame;
      if (frame.type === 'ready') {
        attempt = 0;
        options.onStatus?.('open');
      }
      options.onFrame(frame);
    };
    s.onclose = (event) => {
      clearInterval(ping);
      if (socket !== s) return;
      options.onStatus?.('closed');
      if (stopped || FINAL_CLOSES.has(event.code)) return;
      retry = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    };
  }
  open();

  return {
    join(next: string) {
      roomId = next;
      send({ type: 'join', roomId: next });
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
      socket = null;
    },
  };
}
