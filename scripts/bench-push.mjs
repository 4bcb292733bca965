// Push section of `npm run bench`: 2,000 push-channel WebSockets held by one server process, then one balance event
// (an operator credit, committed through the ledger) fanned out to all of them; prints the p99 delivery latency (from
// the credit call to each socket's message; target < 1 s) and the server's memory per connection. A second round
// spreads the sockets over 20 members credited at once (20 events, one per member). On PostgreSQL when DATABASE_URL is
// set (a throwaway database), else on the embedded database. The quick run (--quick): 200 sockets over 5 members.
// Run alone: node scripts/bench-push.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memberRegistrar, operatorCredit, operatorKeyOf, runAlone, size, startBuiltServer, stopServer, withThrowawayDatabase } from './bench-support.mjs';

const CONNECTIONS = size(2000, 200);
const SPREAD_MEMBERS = size(20, 5);
const TARGET_P99_MS = 1000;
const ADMIN_TOKEN = randomBytes(24).toString('hex');
const PORT = 4197;
const base = `http://127.0.0.1:${PORT}`;
/** Node 22's WebSocket client; on an older Node the ws package's (the server's own dependency), same interface */
const WebSocketClient = globalThis.WebSocket ?? (await import('ws')).WebSocket;

/** Registered members, each logged in (its own client IP, so abuse limits do not interfere). */
async function registerMembers(count) {
  const registrar = await memberRegistrar(base, 'bench-push', 200);
  try {
    const members = [];
    for (let i = 0; i < count; i++) members.push(await registrar.register(i));
    return members;
  } finally {
    registrar.cleanup();
  }
}

/** the data folder of the server being measured (its demo owner's key is there) */
let serverDataDir = '';
const credit = async (username) => operatorCredit(PORT, await operatorKeyOf(PORT, serverDataDir, ADMIN_TOKEN), 'demo', username, '1');

/** An authenticated push socket; `onBalance` hears its balance events. */
function openSocket(token) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocketClient(`ws://127.0.0.1:${PORT}/ws/live`);
    const tab = { socket, onBalance: null };
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.type === 'ready') resolve(tab);
      else if (message.type === 'balance') tab.onBalance?.(message);
    };
    socket.onerror = () => reject(new Error('socket failed'));
    socket.onclose = (event) => reject(new Error(`socket closed ${event.code}`));
  });
}

async function openSockets(tokens) {
  const tabs = [];
  // in batches: 2,000 handshakes at once would measure the accept queue, not the channel
  for (let i = 0; i < tokens.length; i += 200) tabs.push(...(await Promise.all(tokens.slice(i, i + 200).map(openSocket))));
  return tabs;
}

/** Sends the credits and waits until every tab heard its member's new balance; the latencies in ms. */
async function fanOut(tabs, usernames) {
  const latencies = [];
  const started = performance.now();
  const all = Promise.all(
    tabs.map(
      (tab) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('a tab heard nothing within 10 s')), 10_000);
          tab.onBalance = () => {
            clearTimeout(timer);
            tab.onBalance = null;
            latencies.push(performance.now() - started);
            resolve();
          };
        }),
    ),
  );
  await Promise.all(usernames.map(credit));
  await all;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) };
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function measure(label, env, report) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-push-'));
  serverDataDir = dataDir;
  const { child } = await startBuiltServer(PORT, { ADMIN_TOKEN, POW_DIFFICULTY: '1', MAX_CONNECTIONS_PER_IP: String(CONNECTIONS + 100), DATA_DIR: dataDir, ...env }, '/wps/ping');
  const tabs = [];
  try {
    const members = await registerMembers(SPREAD_MEMBERS);
    const [first] = members;
    // one tab first (the server's code paths warmed), then the baseline memory
    tabs.push(await openSocket(first.token));
    await fanOut(tabs, [first.username]);
    await new Promise((r) => setTimeout(r, 500));
    const before = rssKb(child.pid);
    tabs.push(...(await openSockets(Array.from({ length: CONNECTIONS - 1 }, () => first.token))));
    await new Promise((r) => setTimeout(r, 500));
    const perConnectionKb = (rssKb(child.pid) - before) / (CONNECTIONS - 1);

    const one = await fanOut(tabs, [first.username]);
    console.log(`  one event to ${tabs.length} sockets: p50 ${one.p50.toFixed(0)} ms, p99 ${one.p99.toFixed(0)} ms, max ${one.max.toFixed(0)} ms`);
    report(`push: one balance event to ${CONNECTIONS.toLocaleString('en')} sockets, p99 delivery (${label})`, one.p99.toFixed(0), 'ms', `< ${TARGET_P99_MS}`, one.p99 < TARGET_P99_MS);
    report(`push: server memory per connection (${label})`, perConnectionKb.toFixed(1), 'kB', 'print only', true);

    // the same number of sockets spread over the members, every member credited at once; the first round's sockets
    // are closed first (the server's cap on one address's connections counts them until their close completes)
    await Promise.all(tabs.splice(0).map((tab) => new Promise((resolve) => ((tab.socket.onclose = resolve), tab.socket.close()))));
    tabs.push(...(await openSockets(Array.from({ length: CONNECTIONS }, (_, i) => members[i % members.length].token))));
    const spread = await fanOut(tabs, members.map((m) => m.username));
    console.log(`  ${members.length} events to ${tabs.length} sockets: p50 ${spread.p50.toFixed(0)} ms, p99 ${spread.p99.toFixed(0)} ms`);
    report(`push: ${members.length} members' balance events to ${CONNECTIONS.toLocaleString('en')} sockets, p99 delivery (${label})`, spread.p99.toFixed(0), 'ms', `< ${TARGET_P99_MS}`, spread.p99 < TARGET_P99_MS);
  } finally {
    for (const tab of tabs) tab.socket.close();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchPush({ report }) {
  const url = process.env.DATABASE_URL;
  if (url) {
    console.log('bench: push channel on PostgreSQL');
    await withThrowawayDatabase(url, 'bench_push', (database) => measure('PostgreSQL', { DATABASE_URL: database }, report));
  } else {
    console.log('bench: push channel on the embedded database (set DATABASE_URL for PostgreSQL)');
    await measure('embedded', { DATABASE_URL: '' }, report);
  }
}

await runAlone(import.meta.url, benchPush);
