// What every section of `npm run bench` shares: the report line, starting the built server, an in-process harness
// bundled from the server's TypeScript, a throwaway PostgreSQL database, and running a section alone.
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));

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
  await build({
    stdin: { contents: exportsSource, resolveDir: root, loader: 'ts' },
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
 * database and, when DATABASE_URL is set, on a throwaway PostgreSQL database, then removes the harness.
 */
export async function measureInProcess(name, exportsSource, measure, report) {
  const h = await buildServerHarness(name, exportsSource);
  try {
    const embedded = await h.module.openDatabase({});
    try {
      await measure(h.module, embedded, 'embedded', report);
    } finally {
      await embedded.close();
    }
    const url = process.env.DATABASE_URL;
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
