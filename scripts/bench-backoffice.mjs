// Back office section of `npm run bench` (issue 28): the players list of an operator over 10,000 players, a page at a
// time, measured inside the server process (Fastify inject on the operator host: routing, the operator's API key,
// validation, handler and database; no network). Pages: the first, one deep in the list, sorted by balance, and a
// search by part of a name. Target p95 < 100 ms per page on PostgreSQL; the embedded database is printed only.
// The quick run (--quick): 2,000 players, 40 calls each. Run alone: node scripts/bench-backoffice.mjs
import { join } from 'node:path';
import { measureInProcess, runAlone, size, timeInjectedGet } from './bench-support.mjs';

const PLAYERS = size(10_000, 2_000);
const ROUNDS = size(100, 40);
const WARMUP = size(10, 5);
const TARGET_MS = 100;

const harnessExports = `
        export { buildApp } from './apps/server/src/app';
        export { openDatabase } from './apps/server/src/db/client';
        export { readEnv, repoRoot } from './apps/server/src/env';
        export { loadBrands } from './apps/server/src/lib/brands';
        export { createOperator } from './apps/server/src/modules/operators/accounts';
        export { issueCredential } from './apps/server/src/modules/operators/credentials';
        export { sql } from 'drizzle-orm';
`;

/** 10,000 players with names, mobiles and a main wallet each, as registration and the wallet write them. */
async function insertPlayers(h, db, brandId) {
  await db.execute(h.sql`
    insert into members (brand_id, username, nickname, payee_name, country_dialing_code, mobile_num, register_ip, created_at, last_login_at)
    select ${brandId}, 'bo' || g, 'Bench', 'Juan Bench ' || g, '63', (9170000000 + g)::text, '10.1.' || (g / 250) || '.' || (g % 250),
      now() - (g * 37 % 86400) * interval '1 minute', now() - (g * 11 % 1440) * interval '1 minute'
    from generate_series(1, ${PLAYERS}) g`);
  await db.execute(h.sql`
    insert into wallet_accounts (brand_id, member_id, code, balance_minor)
    select brand_id, id, 'MAIN', (id * 7919) % 10000000 from members where brand_id = ${brandId} and username like 'bo%'`);
}

async function measure(h, database, label, report) {
  const brands = h.loadBrands(join(h.repoRoot, 'brands'));
  const brandId = brands.all[0].id;
  const postgres = label === 'PostgreSQL';
  await database.migrate();
  const db = database.db;
  const loading = performance.now();
  await insertPlayers(h, db, brandId);
  await db.execute(h.sql`analyze`);
  console.log(`  ${label}: loaded ${PLAYERS} players in ${((performance.now() - loading) / 1000).toFixed(1)} s`);
  const app = await h.buildApp({ database, brands, env: h.readEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' }) });
  try {
    const owner = await h.createOperator(db, { actor: 'bench' }, { username: 'benchowner', password: 'BenchOwner123', role: 'owner', brandIds: null }, brands.all);
    const { token } = await h.issueCredential(db, { operatorId: owner.id, kind: 'api_key', ip: '127.0.0.1', name: 'bench' });
    const target = postgres ? `< ${TARGET_MS}` : 'print only';
    const ok = (ms) => !postgres || ms < TARGET_MS;
    const pages = [
      ['first page, newest first', `/ops/api/players?brandId=${brandId}&pageSize=50`],
      // half way down the list
      [`page ${PLAYERS / 100}, newest first`, `/ops/api/players?brandId=${brandId}&pageSize=50&page=${PLAYERS / 100}`],
      ['first page by balance', `/ops/api/players?brandId=${brandId}&pageSize=50&sort=balance`],
      ['search by part of a name', `/ops/api/players?q=bench%2012&pageSize=50`],
    ];
    for (const [what, url] of pages) {
      const timed = await timeInjectedGet(app, url, { host: 'ops.localhost', authorization: `Bearer ${token}` }, { warmup: WARMUP, rounds: ROUNDS });
      if (!timed.value.list.length) throw new Error(`${what}: no players`);
      report(`players list p95, ${what}, ${PLAYERS.toLocaleString('en')} players (${label}; ${timed.value.total} found)`, timed.p95.toFixed(1), 'ms', target, ok(timed.p95));
    }
  } finally {
    await app.close();
  }
}

export async function benchBackoffice({ report }) {
  console.log(`bench: back office players list over ${PLAYERS.toLocaleString('en')} players (in-process)`);
  await measureInProcess('bench-backoffice', harnessExports, measure, report);
}

await runAlone(import.meta.url, benchBackoffice);
