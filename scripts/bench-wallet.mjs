// Wallet section of `npm run bench`: throughput and p99 latency of an authenticated balance read and of a wallet
// transfer, each beside the bare /wps/ping route of the same server in the same run. On the embedded database the
// figures are printed; when DATABASE_URL is set the same runs against PostgreSQL (a throwaway database) with targets:
// balance >= 0.2 x bare, transfer >= 0.05 x bare. Loopback only, bounded in time. The quick run (--quick): runs of
// 0.5 s, one round, 4 members, PostgreSQL only when DATABASE_URL is set. Run alone: node scripts/bench-wallet.mjs
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiCall, median, memberRegistrar, operatorCredit, operatorKeyOf, quick, runAlone, size, startBuiltServer, stopServer, withThrowawayDatabase } from './bench-support.mjs';

/** Each kind is measured in ROUNDS interleaved runs of SECONDS (the median counts): a busy machine then hurts all alike. */
const SECONDS = size(1.5, 0.5);
const ROUNDS = size(3, 1);
const CONNECTIONS = 16;
/** the operator token of the servers this bench starts: random per run */
const ADMIN_TOKEN = randomBytes(24).toString('hex');
/** Members the transfer load is spread over (one member would measure one row lock, not the server). */
const TRANSFER_MEMBERS = size(16, 4);

/** The master token (a server without demo mode bootstraps an owner with it) and an easy proof of work for registering members. */
const startServer = async (port, env) =>
  (await startBuiltServer(port, { ADMIN_TOKEN, POW_DIFFICULTY: '1', ...env }, '/wps/ping')).child;

/** Registered members with money, each logged in (a different client IP each, so abuse limits do not interfere). */
async function prepareMembers(port, base, count, dataDir) {
  const registrar = await memberRegistrar(base, 'bench-wallet', 0);
  try {
    const members = [];
    for (let i = 0; i < count; i++) {
      const { username, token, headers } = await registrar.register(i);
      await operatorCredit(port, await operatorKeyOf(port, dataDir, ADMIN_TOKEN), 'demo', username, '1000');
      // money on both sides, so transfers in either direction always have cover
      await apiCall(base, 'POST', '/wps/relay/GCS_walletTransfer', { token, headers, body: { action: 'toVendor', vassalage: 'PG', amount: '500' } });
      members.push({ token, headers });
    }
    return members;
  } finally {
    registrar.cleanup();
  }
}

/** Sends requests on CONNECTIONS keep-alive sockets for SECONDS; returns requests/s, p99 ms and non-2xx count. */
async function load(port, makeRequest, seconds = SECONDS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let errors = 0;
  let sequence = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const { method, path, headers, body } = makeRequest(sequence++);
      const t0 = performance.now();
      const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          if (res.statusCode >= 300) errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: Math.round(latencies.length / elapsed), p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, errors };
}


async function measure(label, port, base, report, targets, dataDir) {
  const members = await prepareMembers(port, base, TRANSFER_MEMBERS, dataDir);
  const [first] = members;
  const runId = Date.now().toString(36);
  const kinds = {
    bare: () => ({ method: 'GET', path: '/wps/ping', headers: {} }),
    balance: () => ({ method: 'GET', path: '/wps/v2/wallets/balance', headers: { token: first.token, ...first.headers } }),
    transfer: (n) => {
      const m = members[n % members.length];
      // the direction alternates per member, so every wallet keeps its cover
      const direction = Math.floor(n / members.length) % 2 ? 'toMain' : 'toVendor';
      const body = JSON.stringify({ action: direction, vassalage: 'PG', amount: '0.01', requestId: `bench-${runId}-${n}` });
      return { method: 'POST', path: '/wps/relay/GCS_walletTransfer', headers: { token: m.token, ...m.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, body };
    },
  };
  let offset = 0;
  const runs = { bare: [], balance: [], transfer: [] };
  await load(port, kinds.bare, 0.5); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kind, make] of Object.entries(kinds)) {
      const start = offset;
      const result = await load(port, (n) => make(start + n));
      offset += 1_000_000;
      runs[kind].push(result);
    }
  }
  const summary = (kind) => ({
    rps: median(runs[kind].map((r) => r.rps)),
    p99: median(runs[kind].map((r) => r.p99)),
    errors: runs[kind].reduce((sum, r) => sum + r.errors, 0),
  });
  const bare = summary('bare');
  const balance = summary('balance');
  const transfer = summary('transfer');
  const line = (r) => `${r.rps} req/s, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} non-2xx` : ''}`;
  console.log(`  ${label}: bare /wps/ping ${line(bare)} (median of ${ROUNDS} interleaved runs)`);
  const balanceRatio = balance.rps / bare.rps;
  const transferRatio = transfer.rps / bare.rps;
  report(`${label} balance read (${line(balance)}) / bare`, balanceRatio.toFixed(3), 'x', targets ? '>= 0.2' : 'print only', (!targets || balanceRatio >= 0.2) && !balance.errors);
  report(`${label} wallet transfer (${line(transfer)}) / bare`, transferRatio.toFixed(3), 'x', targets ? '>= 0.05' : 'print only', (!targets || transferRatio >= 0.05) && !transfer.errors);
}

/** The wallet bench; `report(name, value, unit, target, ok)` prints a line like the rest of npm run bench. */
export async function benchWallet({ report, port = 4197 }) {
  console.log(`bench: wallet calls (${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s each)`);
  const url = process.env.DATABASE_URL;
  // the quick run measures one database: PostgreSQL where there is one (the targets are PostgreSQL's)
  if (!quick || !url) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-wallet-'));
    try {
      const child = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        await measure('embedded', port, `http://127.0.0.1:${port}`, report, false, dataDir);
      } finally {
        await stopServer(child);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!url) {
    console.log('  (set DATABASE_URL to measure on PostgreSQL too)');
    return;
  }
  await withThrowawayDatabase(url, 'bench_wallet', async (databaseUrl) => {
    const pgDataDir = mkdtempSync(join(tmpdir(), 'bench-wallet-pg-'));
    try {
      // demo mode on the throwaway database: the transfers need the sandbox vendor's wallets
      const child = await startServer(port, { DATA_DIR: pgDataDir, DATABASE_URL: databaseUrl, DEMO: '1' });
      try {
        await measure('PostgreSQL', port, `http://127.0.0.1:${port}`, report, true, pgDataDir);
      } finally {
        await stopServer(child);
      }
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  });
}

// run alone: builds the server bundle when missing
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && (!existsSync('apps/server/dist/server.js') || process.argv.includes('--build')))
  execSync('npm run build -w @app/server', { stdio: 'inherit' });
await runAlone(import.meta.url, benchWallet);
