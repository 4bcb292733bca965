/**
 * The push hub of one server process: the tabs connected here (LiveClient, one per WebSocket) and the database
 * notifications that become their events. Every process listens on the same channels (lib/notify.ts), so a change
 * committed through any process reaches the tabs connected to every process; a process with no tab of the member
 * ignores the hint and reads nothing.
 *
 * Hints carry no state: the hub reads the member's balance or unread count once per hint (however many tabs the member
 * has here) and sends the same serialized message to each. Hints that arrive while a read runs fold into one more read.
 */
import { type MoneyFormat, minorToMajor } from '@app/contract/money';
import type { LiveServerMessage } from '@app/contract/live';
import { drawStatusSchema } from '@app/contract/lottery';
import type { Database } from '../../db/client';
import { type BroadcastEvent, type ChatEvent, channels, type MemberEvent, type SessionRevokedEvent } from '../../lib/notify';
import { unreadCount } from '../inbox/messages';
import { balanceValue } from '../wallet/ledger/balances';

export interface LiveClient {
  memberId: number;
  sessionId: number;
  brandId: string;
  /** the brand's currency: the balance and deposit events' amounts */
  money: MoneyFormat;
  /** the lottery games whose draws this tab follows */
  games: Set<string>;
  /** sends one serialized server message (the transport drops a client too slow to take it) */
  send(text: string): void;
  close(code: number, reason: string): void;
  /** called every heartbeat: the transport pings and drops a client that did not answer the last ping */
  heartbeat(): void;
}

export interface PushHubLog {
  warn(obj: object, msg?: string): void;
}

export interface PushHubOptions {
  database: Database;
  log: PushHubLog;
  /** a brand's winners board is pushed at most once per this (wins come in bursts) */
  winnersEveryMs?: number;
  /** a brand's chat hint (its unread counts changed) at most once per this */
  chatEveryMs?: number;
  heartbeatMs?: number;
}

const REVOKED_CLOSE_CODE = 4401;
const GOING_AWAY_CLOSE_CODE = 1001;

export function createPushHub(options: PushHubOptions) {
  const { database, log } = options;
  const db = database.db;
  const byMember = new Map<number, Set<LiveClient>>();
  const byGame = new Map<string, Set<LiveClient>>();
  const clients = new Set<LiveClient>();
  const stops: Array<() => Promise<void>> = [];

  const addTo = <K>(map: Map<K, Set<LiveClient>>, key: K, client: LiveClient) => {
    const set = map.get(key) ?? new Set();
    set.add(client);
    map.set(key, set);
  };
  const removeFrom = <K>(map: Map<K, Set<LiveClient>>, key: K, client: LiveClient) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(client);
    if (!set.size) map.delete(key);
  };
  const sendAll = (targets: Iterable<LiveClient>, message: LiveServerMessage) => {
    const text = JSON.stringify(message);
    for (const client of targets) client.send(text);
  };

  /** One read per member at a time; hints arriving meanwhile ask for one more read after it. */
  function coalesced(read: (memberId: number) => Promise<void>) {
    const state = new Map<number, 'running' | 'again'>();
    const run = async (memberId: number): Promise<void> => {
      if (state.has(memberId)) {
        state.set(memberId, 'again');
        return;
      }
      state.set(memberId, 'running');
      try {
        await read(memberId);
      } catch (error) {
        log.warn({ err: error, memberId }, 'live event read failed');
      }
      const again = state.get(memberId) === 'again';
      state.delete(memberId);
      if (again) await run(memberId);
    };
    return run;
  }

  const pushBalance = coalesced(async (memberId) => {
    const targets = byMember.get(memberId);
    const first = targets?.values().next().value;
    if (!first) return;
    const value = await balanceValue(db, memberId, first.money);
    sendAll(byMember.get(memberId) ?? [], { type: 'balance', value });
  });
  const pushUnread = coalesced(async (memberId) => {
    if (!byMember.has(memberId)) return;
    const unread = await unreadCount(db, memberId);
    sendAll(byMember.get(memberId) ?? [], { type: 'messages', unread });
  });

  function onMemberEvent(event: MemberEvent) {
    const targets = byMember.get(event.memberId);
    if (!targets) return;
    if (event.kind === 'balance') void pushBalance(event.memberId);
    else if (event.kind === 'messages') void pushUnread(event.memberId);
    else if (event.kind === 'chat') sendAll(targets, { type: 'chat' });
    else if (event.kind === 'deposit') {
      // every tab of a member is on the member's brand: one currency
      const digits = targets.values().next().value!.money.digits;
      sendAll(targets, { type: 'deposit', orderNo: event.orderNo, amount: minorToMajor(event.amountMinor, digits), amountMinor: event.amountMinor });
    }
  }

  /**
   * Brand-wide hints (the winners board, the arrival notice, the chat room) come in bursts and make every tab of the
   * brand ask again: each kind goes out at most once per window per brand, a burst ending in one more push.
   * key `${kind}|${brandId ?? ''}` (brandId null: every brand) -> the window's end and whether a push waits for it
   */
  const brandWindows = new Map<string, { until: number; pending: boolean }>();
  const brandHintEveryMs = { winners: options.winnersEveryMs ?? 2_000, notice: 2_000, chat: options.chatEveryMs ?? 3_000 } as const;
  function pushBrandHint(kind: keyof typeof brandHintEveryMs, brandId: string | null) {
    const key = `${kind}|${brandId ?? ''}`;
    const window = brandWindows.get(key);
    if (window && window.until > Date.now()) {
      window.pending = true;
      return;
    }
    const everyMs = brandHintEveryMs[kind];
    brandWindows.set(key, { until: Date.now() + everyMs, pending: false });
    sendAll(brandId === null ? clients : [...clients].filter((c) => c.brandId === brandId), { type: kind });
    setTimeout(() => {
      const ended = brandWindows.get(key);
      brandWindows.delete(key);
      if (ended?.pending) pushBrandHint(kind, brandId);
    }, everyMs).unref();
  }

  function onBroadcast(event: BroadcastEvent) {
    if (event.kind === 'draw') {
      const targets = byGame.get(event.gameCode);
      const status = drawStatusSchema.safeParse(event.status);
      if (targets && status.success) sendAll(targets, { type: 'draw', gameCode: event.gameCode, drawNo: event.drawNo, status: status.data });
    }
    // a catalogue change is for the server's rendered pages (app.ts); open lobbies refetch their lists on their own
    else if (event.kind !== 'catalogue') pushBrandHint(event.kind, event.brandId);
  }

  function onChat(event: ChatEvent) {
    if (event.kind === 'message') pushBrandHint('chat', event.brandId);
  }

  function onRevoked(event: SessionRevokedEvent) {
    const memberId = 'memberId' in event ? event.memberId : null;
    for (const client of clients) {
      if (client.memberId === memberId || ('sessionId' in event && client.sessionId === event.sessionId)) client.close(REVOKED_CLOSE_CODE, 'session ended');
    }
  }

  const parsed =
    <T>(handle: (event: T) => void) =>
    (payload: string) => {
      let event: T;
      try {
        event = JSON.parse(payload) as T;
      } catch {
        return;
      }
      handle(event);
    };

  let heartbeat: ReturnType<typeof setInterval> | null = null;

  return {
    /** Listens on the channels and starts the heartbeat. */
    async start() {
      stops.push(await database.listen(channels.memberEvents, parsed(onMemberEvent)));
      stops.push(await database.listen(channels.broadcast, parsed(onBroadcast)));
      stops.push(await database.listen(channels.sessionRevoked, parsed(onRevoked)));
      stops.push(await database.listen(channels.chatEvents, parsed(onChat)));
      heartbeat = setInterval(() => {
        for (const client of clients) client.heartbeat();
      }, options.heartbeatMs ?? 25_000);
      heartbeat.unref();
    },
    add(client: LiveClient) {
      clients.add(client);
      addTo(byMember, client.memberId, client);
      for (const game of client.games) addTo(byGame, game, client);
    },
    remove(client: LiveClient) {
      clients.delete(client);
      removeFrom(byMember, client.memberId, client);
      for (const game of client.games) removeFrom(byGame, game, client);
    },
    /** Replaces the games a client follows. */
    follow(client: LiveClient, games: string[]) {
      for (const game of client.games) removeFrom(byGame, game, client);
      client.games = new Set(games);
      if (clients.has(client)) for (const game of client.games) addTo(byGame, game, client);
    },
    get size() {
      return clients.size;
    },
    /** Stops listening and closes every socket (going away: the tabs reconnect to another process). */
    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const stop of stops.splice(0)) await stop().catch(() => undefined);
      for (const client of clients) client.close(GOING_AWAY_CLOSE_CODE, 'server stopping');
      clients.clear();
      byMember.clear();
      byGame.clear();
    },
  };
}

export type PushHub = ReturnType<typeof createPushHub>;
