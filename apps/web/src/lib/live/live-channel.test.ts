import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../api-client';
import { createLiveChannel } from './live-channel';

/** A socket the test drives: it records what the channel sends and opens, answers or drops on command. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = WebSocket.CLOSED;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const channelForTest = () => createLiveChannel({ url: () => 'ws://test/ws/live', createSocket: (url) => new FakeSocket(url) as unknown as WebSocket });
const last = () => FakeSocket.all.at(-1)!;

describe('the push channel of a tab', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends the token first, is up once the server is ready, then tells the games it follows', () => {
    const channel = channelForTest();
    const stopFollowing = channel.follow('SSC5D');
    channel.start('t0k3n');
    expect(channel.status).toBe('connecting');
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 't0k3n' }]);
    last().receive({ type: 'ready' });
    expect(channel.status).toBe('up');
    expect(last().sent.at(-1)).toEqual({ type: 'subscribe', games: ['SSC5D'] });
    stopFollowing();
    expect(last().sent.at(-1)).toEqual({ type: 'subscribe', games: [] });
  });

  it('hands each event to its listeners', () => {
    const channel = channelForTest();
    const balances: number[] = [];
    channel.on('balance', (m) => balances.push(m.value.sumBalanceMinor));
    channel.start('t0k3n');
    last().open();
    last().receive({ type: 'ready' });
    last().receive({ type: 'balance', value: { sumBalanceMinor: 1234 } });
    last().receive({ type: 'winners' });
    expect(balances).toEqual([1234]);
  });

  it('is down after a drop and reconnects with a growing delay, up again at the next ready', () => {
    const channel = channelForTest();
    channel.start('t0k3n');
    last().open();
    last().receive({ type: 'ready' });
    last().drop();
    expect(channel.status).toBe('down');
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    // refused before ready: the next try waits longer (between 1 and 2 s)
    last().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1001);
    expect(FakeSocket.all).toHaveLength(3);
    expect(channel.status).toBe('down');
    last().open();
    last().receive({ type: 'ready' });
    expect(channel.status).toBe('up');
  });

  it('does not retry a refused session but ends its login at once, and closes at logout', () => {
    const channel = channelForTest();
    const gone: string[] = [];
    const stopListening = onSessionExpired((token) => gone.push(token));
    channel.start('old');
    last().open();
    last().drop(4401);
    expect(gone).toEqual(['old']);
    stopListening();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    channel.start('new');
    last().open();
    last().receive({ type: 'ready' });
    channel.stop();
    expect(channel.status).toBe('off');
    expect(last().readyState).toBe(WebSocket.CLOSED);
  });

  it('treats two silent heartbeats as a drop', () => {
    const channel = channelForTest();
    channel.start('t0k3n');
    last().open();
    last().receive({ type: 'ready' });
    vi.advanceTimersByTime(25_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(50_000);
    expect(channel.status).toBe('down');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
