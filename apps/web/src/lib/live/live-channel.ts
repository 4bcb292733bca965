import type { LiveServerMessage } from '@app/contract/live';
import { LIVE_HEARTBEAT_MS, LIVE_SOCKET_PATH, liveCloseCodes } from '@app/contract/live-socket';
import { reportSessionGone } from '../api-client';

/*
 * The push channel of this tab (docs/live.md): one WebSocket to /ws/live while a member is logged in. It sends the
 * session token as its first message, follows the games the screens ask for, answers nothing itself: screens listen
 * to its events (on) and read whether it is up (the polling queries stop their timers while it is).
 *
 * It reconnects after a drop with a growing, jittered delay (1 s, 2 s, 4 s ... 30 s), and treats a socket that has
 * been silent for two heartbeats as dropped. A refused session (4401: ended from another device, or by a password
 * change) is not retried: the tab's login ends at once, as when a call finds the session gone.
 */

export type LiveStatus = 'off' | 'connecting' | 'up' | 'down';
export type LiveEventType = LiveServerMessage['type'];
type Handler<T extends LiveEventType> = (message: Extract<LiveServerMessage, { type: T }>) => void;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface LiveChannelOptions {
  /** the socket's address (tests point it elsewhere) */
  url?: () => string;
  createSocket?: (url: string) => WebSocket;
}

/** The games a tab follows, counted per screen (two screens may follow one game); onChange gets the new list. */
function followList(onChange: (games: string[]) => void) {
  const counts = new Map<string, number>();
  return {
    get list() {
      return [...counts.keys()];
    },
    follow(gameCode: string) {
      counts.set(gameCode, (counts.get(gameCode) ?? 0) + 1);
      if (counts.get(gameCode) === 1) onChange([...counts.keys()]);
      return () => {
        const left = (counts.get(gameCode) ?? 1) - 1;
        if (left > 0) counts.set(gameCode, left);
        else {
          counts.delete(gameCode);
          onChange([...counts.keys()]);
        }
      };
    },
  };
}

const defaultUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_SOCKET_PATH}`;

export function createLiveChannel(options: LiveChannelOptions = {}) {
  const url = options.url ?? defaultUrl;
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  let status: LiveStatus = 'off';
  let token: string | null = null;
  let socket: WebSocket | null = null;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let heardAt = 0;
  const statusListeners = new Set<() => void>();
  const handlers = new Map<LiveEventType, Set<(message: LiveServerMessage) => void>>();

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    statusListeners.forEach((l) => l());
  };
  const sendGames = (list: string[]) => {
    if (status === 'up') socket?.send(JSON.stringify({ type: 'subscribe', games: list }));
  };
  const games = followList(sendGames);

  function dispatch(message: LiveServerMessage) {
    if (message.type === 'ready') {
      retries = 0;
      setStatus('up');
      sendGames(games.list);
    }
    handlers.get(message.type)?.forEach((h) => h(message));
  }

  function stopSocket() {
    clearInterval(heartbeat);
    clearTimeout(retryTimer);
    const old = socket;
    socket = null;
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      if (old.readyState === WebSocket.OPEN || old.readyState === WebSocket.CONNECTING) old.close(1000, 'bye');
    }
  }

  function scheduleRetry() {
    const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** retries);
    retries += 1;
    retryTimer = setTimeout(connect, base / 2 + Math.random() * (base / 2));
  }

  function connect() {
    stopSocket();
    if (!token) return;
    // 'down' stays down until the server says ready: the screens keep polling meanwhile
    if (status !== 'down') setStatus('connecting');
    const sessionToken = token;
    const ws = createSocket(url());
    socket = ws;
    ws.onopen = () => {
      heardAt = Date.now();
      ws.send(JSON.stringify({ type: 'auth', token: sessionToken }));
      heartbeat = setInterval(() => {
        // two heartbeats without a word: the connection is dead even if the socket does not know yet
        if (Date.now() - heardAt > 2 * LIVE_HEARTBEAT_MS) return connectAgain();
        ws.send(JSON.stringify({ type: 'ping' }));
      }, LIVE_HEARTBEAT_MS);
    };
    ws.onmessage = (event) => {
      heardAt = Date.now();
      let message: LiveServerMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveServerMessage;
      } catch {
        return;
      }
      dispatch(message);
    };
    ws.onclose = (event) => {
      socket = null;
      clearInterval(heartbeat);
      setStatus('down');
      // a refused session is not retried but ends the tab's login at once (ended from another device, a password
      // change); anything else is retried (a restart, a deploy, a network change)
      if (token !== sessionToken) return;
      if (event.code === liveCloseCodes.unauthorized) reportSessionGone(sessionToken);
      else scheduleRetry();
    };
  }

  function connectAgain() {
    setStatus('down');
    stopSocket();
    scheduleRetry();
  }

  return {
    /** Opens the channel for a session (again when the token changed); no-op for the same token. */
    start(sessionToken: string) {
      if (token === sessionToken && status !== 'off') return;
      token = sessionToken;
      retries = 0;
      connect();
    },
    /** Closes the channel (logout). */
    stop() {
      token = null;
      stopSocket();
      setStatus('off');
    },
    get status() {
      return status;
    },
    subscribeStatus(listener: () => void) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    on<T extends LiveEventType>(type: T, handler: Handler<T>) {
      const set = handlers.get(type) ?? new Set();
      const wrapped = handler as (message: LiveServerMessage) => void;
      set.add(wrapped);
      handlers.set(type, set);
      return () => {
        set.delete(wrapped);
      };
    },
    /** Follows a game's draws until the returned function is called. */
    follow: (gameCode: string) => games.follow(gameCode),
  };
}

export type LiveChannel = ReturnType<typeof createLiveChannel>;

/** The tab's one channel. */
export const liveChannel = createLiveChannel();
