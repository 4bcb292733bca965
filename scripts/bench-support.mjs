// What every section of `npm run bench` shares: the quick mode's sizes, the report line, starting the built server,
// calls to it (members, operator calls), an in-process harness bundled from the server's TypeScript, a throwaway
// PostgreSQL database, and running a section alone.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run bench -- --quick` (what CI runs): every section through the same code paths on smaller sizes and fewer
 * rounds, a few seconds each, and each in-process section on one database only (PostgreSQL when DATABASE_URL is set,
 * else the embedded one). Targets that hold at any size are still checked; the others are printed.
 */
export const quick = process.argv.includes('--quick');
/** A section's size or count: the full run's, or the quick run's. */
export const size = (full, quickSize) => (quick ? quickSize : full);

/** The middle of repeated measures (the upper middle of an even count): what a bench prints of several runs. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rows printed as a table: the first row is the header, each column as wide as its widest cell. */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [n, r] of rows.entries()) {
    console.log(r.map((c, i) => String(c).padEnd(widths[i])).join(' | '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  }
}

/** A report function printing `ok`/`OVER` lines; its `results` keep what it printed. */
export function createReport() {
  const results = [];
  const report = (name, value, unit, target, ok) => {
    results.push({ name, value, unit, target, ok });
    console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${value} ${unit} (target ${target})`);
  };
  report.results = results;
  return report;
}

/**
 * Starts apps/server/dist/server.js; resolves once `readyPath` answers, with the ms that took. BENCH_NODE_ARGS adds
 * node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a section's time goes).
 */
export async function startBuiltServer(port, env, readyPath = '/wps/system/status') {
  const started = performance.now();
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn('node', [...nodeArgs, 'apps/server/dist/server.js'], {
    cwd: root,
    // one client IP sends the whole load: the per-IP rate limit would measure itself, not the route
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) return { child, ms: Math.round(performance.now() - started) };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/**
 * Bundles `exportsSource` (export lines with paths from the repository root) into a module under node_modules/.cache
 * (npm packages stay external) and imports it: the in-process benches call the server's code without a network.
 */
export async function buildServerHarness(name, exportsSource) {
  // three levels below the repository like apps/server/dist, so the server finds brands/ and its migrations
  const dir = join(root, 'node_modules/.cache', `${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  cpSync(join(root, 'apps/server/src/db/migrations'), join(dir, 'migrations'), { recursive: true });
  const outfile = join(dir, 'harness.mjs');
  // the harness installs the modules' domain-event subscriptions as buildApp and the seed do: a path that publishes
  // (a grant, a deposit) would otherwise refuse to run, and would skip the risk flags it causes in production
  const contents = `${exportsSource}\nimport { subscribeModules } from './apps/server/src/modules/subscriptions';\nsubscribeModules();\n`;
  await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    plugins: [
      {
        name: 'externalize-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/contract') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return { module: await import(pathToFileURL(outfile).href), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A call of the API (its envelope); the value, or an error naming the call and its code. */
export async function apiCall(base, method, path, { body, token, headers } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = await res.json();
  if (!parsed.success) throw new Error(`${method} ${path}: ${res.status} ${parsed.code} ${JSON.stringify(parsed.value)}`);
  return parsed.value;
}

/** The operator host of the servers the bench starts (OPS_HOSTS' default): the operator calls answer there only. */
export const OPS_HOST = 'ops.localhost';

/**
 * An operator call on the operator host with an operator's credential: POST with a JSON body, or GET without one.
 * fetch cannot send another Host than the URL's, and ops.localhost need not resolve here, so this goes through
 * node:http to 127.0.0.1.
 */
export function operatorCall(port, path, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const method = body === undefined ? 'GET' : 'POST';
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host: OPS_HOST, authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const parsed = JSON.parse(text);
          if (parsed.success) resolve(parsed.value);
          else reject(new Error(`${method} ${path} (operator): ${res.statusCode} ${parsed.code} ${JSON.stringify(parsed.value)}`));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * An operator's API key on a started server: the demo owner's, which a demo start writes to its data folder for the
 * CLI (seed/operators.ts), or, on a server without demo mode, the first owner's, made with the master token (the
 * bootstrap; once per server, so it is kept).
 */
const bootstrapped = new Map();
export async function operatorKeyOf(port, dataDir, masterToken) {
  const file = join(dataDir, 'operator-api-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!bootstrapped.has(dataDir)) bootstrapped.set(dataDir, (await operatorCall(port, '/ops/api/bootstrap', masterToken, { username: 'bench-owner' })).apiKey);
  return bootstrapped.get(dataDir);
}

/** An operator's goodwill credit to a member (the back office's balance adjustment), in the brand's currency. */
export async function operatorCredit(port, key, brandId, username, amount) {
  const found = await operatorCall(port, `/ops/api/players?q=${encodeURIComponent(username)}&brandId=${brandId}`, key);
  const member = found.list.find((p) => p.username === username);
  if (!member) throw new Error(`no member ${username} on ${brandId}`);
  const body = { memberId: member.id, direction: 'credit', amountMinor: Math.round(Number(amount) * 100), category: 'goodwill', reason: 'bench funds', requestId: `bench-${randomUUID()}` };
  return operatorCall(port, '/ops/api/adjustments', key, body);
}

/**
 * Registers members on a running server the way a player does (the contract's encrypted body and proof of work, a
 * date of birth since the responsible-gaming packs); each from its own client address so abuse limits do not
 * interfere. Returns { register(i) → { username, token, headers }, cleanup() }.
 */
export async function memberRegistrar(base, name, addressBlock) {
  const harness = await buildServerHarness(
    name,
    `export { encryptBody } from './packages/contract/src/encrypt-body';
     export { solveProofOfWork } from './packages/contract/src/proof-of-work';`,
  );
  const { encryptBody, solveProofOfWork } = harness.module;
  const { spki } = await apiCall(base, 'GET', '/wps/system/publicKey');
  const run = Date.now().toString(36).slice(-5);
  return {
    async register(i) {
      const username = `${name.replace(/[^a-z]/g, '').slice(0, 8)}${run}${i}`;
      const headers = { 'x-forwarded-for': `198.19.${addressBlock + Math.floor(i / 200)}.${(i % 200) + 1}` };
      const { challenge, difficulty } = await apiCall(base, 'GET', '/wps/verification/human/challenge', { headers });
      // a payee name of its own (one member per brand holds a name, docs/multi-account.md), in letters as the brand's rule asks
      const payeeName = `Bench ${username.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
      const body = { username, password: 'Bench1234', confirmPassword: 'Bench1234', payeeName, dateOfBirth: '1990-01-01', humanChallenge: challenge, humanNonce: await solveProofOfWork(challenge, difficulty) };
      const { token } = await apiCall(base, 'PUT', '/wps/member/register', { body: await encryptBody(spki, body), headers });
      return { username, token, headers };
    },
    cleanup: harness.cleanup,
  };
}

/** Runs `use(url)` on a fresh database of the PostgreSQL server at `serverUrl`, dropped afterwards. */
export async function withThrowawayDatabase(serverUrl, prefix, use) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  try {
    return await use(target.toString());
  } finally {
    // wait for the users' connections to be gone: forcing them closed makes their clients throw unhandled errors
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * An in-process section: bundles the harness, runs `measure(module, database, label, report)` on a fresh embedded
 * database and, when DATABASE_URL is set, on a throwaway PostgreSQL database (the quick run: that one only), then
 * removes the harness.
 */
export async function measureInProcess(name, exportsSource, measure, report) {
  const h = await buildServerHarness(name, exportsSource);
  const url = process.env.DATABASE_URL;
  try {
    // the quick run: one database, PostgreSQL where there is one
    if (!quick || !url) {
      const embedded = await h.module.openDatabase({});
      try {
        await measure(h.module, embedded, 'embedded', report);
      } finally {
        await embedded.close();
      }
    }
    if (url)
      await withThrowawayDatabase(url, name.replace(/-/g, '_'), async (databaseUrl) => {
        const database = await h.module.openDatabase({ url: databaseUrl });
        try {
          await measure(h.module, database, 'PostgreSQL', report);
        } finally {
          await database.close();
        }
      });
  } finally {
    h.cleanup();
  }
}

/** `node scripts/bench-x.mjs`: runs that section alone; the exit code says whether every target was met. */
export async function runAlone(moduleUrl, section) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const report = createReport();
  await section({ report });
  process.exitCode = report.results.every((r) => r.ok) ? 0 : 1;
}

/** The p-th percentile of sorted numbers (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Times one GET inside the server process (Fastify inject): `warmup` untimed calls, then `rounds` timed ones. A
 * non-200 answer stops the section. Answers the p95 in ms and the last call's value.
 */
export async function timeInjectedGet(app, url, headers, { warmup, rounds }) {
  const once = async () => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return { ms, value: res.json().value };
  };
  for (let i = 0; i < warmup; i++) await once();
  const times = [];
  let value;
  for (let i = 0; i < rounds; i++) {
    const r = await once();
    times.push(r.ms);
    value = r.value;
  }
  return { p95: percentile(times.sort((a, b) => a - b), 95), value };
}
