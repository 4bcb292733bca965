// Games section of `npm run bench`: p95 of the game list call, measured inside the server process (Fastify inject:
// routing, validation, handler and database; no network), for a set of filter combinations on the seeded
// 10,000-game catalogue. Target p95 < 10 ms each. Runs on the embedded database, and also on PostgreSQL when
// DATABASE_URL is set (a throwaway database). The quick run (--quick): 40 rounds per combination. Run alone:
// node scripts/bench-games.mjs
import { join } from 'node:path';
import { measureInProcess, runAlone, size } from './bench-support.mjs';

const ROUNDS = size(200, 40);
const WARMUP = size(20, 5);
const TARGET_MS = 10;

/** The filter combinations the lobby sends (query strings of GCSGAME_gameList). */
const combinations = [
  ['category page 1', 'gameType=RNG'],
  ['vendor', 'gameType=RNG&vassalage=PG'],
  ['classification', 'gameType=RNG&gameClassify=MEGAWAYS'],
  ['min bet', 'gameType=RNG&minBet=0.05'],
  ['name search', 'gameType=RNG&keyword=dragon'],
  ['search, whole catalogue', 'keyword=gold'],
  ['vendor + classification + min bet', 'gameType=RNG&vassalage=JILI&gameClassify=VIDEO&minBet=0.1'],
  ['deep page (230 of 239)', 'gameType=RNG&pageNo=230'],
  ['vendor + search + page 2', 'gameType=RNG&vassalage=PP&keyword=a&pageNo=2'],
  ['esports split', 'gameType=ESPORTS'],
  ['live vendor popup', 'gameType=LIVE&vassalage=EVO'],
  ['member with favourites', 'gameType=RNG&pageNo=3', { member: true }],
];

/** The server code this section calls in-process. */
const harnessExports = `
        export { buildApp } from './apps/server/src/app';
        export { openDatabase } from './apps/server/src/db/client';
        export { seedContent } from './apps/server/src/seed/content';
        export { seedCatalogue } from './apps/server/src/seed/catalogue';
        export { seedAccounts } from './apps/server/src/seed/accounts';
        export { readEnv, repoRoot } from './apps/server/src/env';
        export { loadBrands } from './apps/server/src/lib/brands';
        export { createSession } from './apps/server/src/modules/accounts/sessions';
        export { members, favoriteGames, games } from './apps/server/src/db/schema';
`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(h, database, label, report) {
  const brands = h.loadBrands(join(h.repoRoot, 'brands'));
  await database.migrate();
  await h.seedContent(database.db, brands.all);
  await h.seedCatalogue(database.db, { sandbox: true });
  const app = await h.buildApp({ database, brands, env: h.readEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' }) });
  try {
    // a member with 40 favourites, for the isFavorite lookup
    const [member] = await database.db
      .insert(h.members)
      .values({ brandId: brands.all[0].id, username: `bench${Date.now()}`, nickname: 'Bench', type: 0 })
      .returning();
    const token = await h.createSession(database.db, { memberId: member.id, brandId: brands.all[0].id, ip: '127.0.0.1', mustChangePassword: false });
    const picks = await database.db.select({ id: h.games.id }).from(h.games).limit(40);
    await database.db.insert(h.favoriteGames).values(picks.map((p) => ({ memberId: member.id, gameId: p.id })));

    for (const [name, query, options = {}] of combinations) {
      const headers = options.member ? { token } : {};
      const url = `/wps/relay/GCSGAME_gameList?${query}`;
      const times = [];
      for (let i = 0; i < WARMUP + ROUNDS; i++) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      report(`game list p95, ${name} (${label}; median ${percentile(times, 50).toFixed(2)} ms)`, p95.toFixed(2), 'ms', `< ${TARGET_MS}`, p95 < TARGET_MS);
    }
  } finally {
    await app.close();
  }
}

export async function benchGames({ report }) {
  console.log('bench: game list queries on the 10,000-game catalogue (in-process)');
  await measureInProcess('bench-games', harnessExports, measure, report);
}

await runAlone(import.meta.url, benchGames);
