/**
 * A real deployment's start (issue 26): provisioning only, never the demo. On the PostgreSQL run this is the
 * production start itself (NODE_ENV=production, DEMO=0, a fresh database, ADMIN_TOKEN); on the embedded run, where
 * production refuses the embedded database, it is the same start with demo mode off on a fresh data folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { readEnv } from '../src/env';
import { calls, type CallName } from '@app/contract/calls';
import { accountsClient } from './accounts-support';
import { walletClient } from './wallet-support';
import { withDatabase } from './global-setup';
import { claimDeployment, DeploymentMismatch, markDemoSeeded } from '../src/deployment';
import { dropTestDatabase, OPS_HOST, openTestDatabase, type TestApp } from './helper';

const template = inject('databaseTemplate');
const dataDir = mkdtempSync(join(tmpdir(), 'production-start-'));
const adminToken = randomBytes(24).toString('hex');
let databaseName: string | undefined;

async function freshDatabaseUrl() {
  if (template.kind !== 'postgres') return undefined;
  databaseName = `app_production_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  return withDatabase(template.url, databaseName);
}
const databaseUrl = await freshDatabaseUrl();

/** The production environment of this run (see the file's comment). */
const productionEnv = readEnv({
  ...(databaseUrl ? { NODE_ENV: 'production', DATABASE_URL: databaseUrl } : {}),
  DEMO: '0',
  DATA_DIR: dataDir,
  ADMIN_TOKEN: adminToken,
  ADMIN_TOKEN_OWNER: 'alice',
  WEB_DIST: join(dataDir, 'no-web-build'),
  LOG_LEVEL: 'silent',
});

afterAll(async () => {
  if (databaseName && template.kind === 'postgres') await dropTestDatabase(template.url, databaseName);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Rows of the tables that hold members, money, rewards, invented history or the sandbox's catalogue. */
async function demoFootprint(app: TestApp) {
  const result = (await app.database.db.execute(sql`
    select
      (select count(*)::int from members) as members,
      (select count(*)::int from ledger_transactions) as ledger_transactions,
      (select count(*)::int from promotions) as promotions,
      (select count(*)::int from bonuses) as bonuses,
      (select count(*)::int from agent_team_daily) as agent_history,
      (select count(*)::int from game_wins) as invented_wins,
      (select count(*)::int from pvp_rooms) as pvp_rooms,
      (select count(*)::int from lottery_draws) as lottery_draws,
      (select count(*)::int from announcements) as announcements,
      (select count(*)::int from missions) as missions,
      (select count(*)::int from point_rewards) as point_rewards,
      (select count(*)::int from deposit_channels where provider <> 'paymongo') as sandbox_channels,
      (select count(*)::int from deposit_channels where provider = 'paymongo' and enabled) as gateway_channels,
      (select count(*)::int from games g join game_vendor_settings s on s.vendor_id = g.vendor_id where s.provider = 'sandbox') as sandbox_games`)) as unknown as {
    rows: Array<Record<string, number>>;
  };
  return result.rows[0]!;
}

/** Rows of every table, to see that a second start changes nothing. */
async function tableSizes(app: TestApp) {
  const tables = (await app.database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: Array<{ tablename: string }>;
  };
  const sizes: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    // the rate-limit and throttle counters move with the requests the test itself makes; a background job holds its
    // lease row only while it runs (the count depends on the moment, not on what a start provisioned)
    if (tablename === 'throttles' || tablename === 'server_keys' || tablename === 'job_leases') continue;
    const counted = (await app.database.db.execute(sql.raw(`select count(*)::int as n from "${tablename}"`))) as unknown as { rows: Array<{ n: number }> };
    sizes[tablename] = counted.rows[0]!.n;
  }
  return sizes;
}

describe('a production start on a fresh database', () => {
  it('provisions the brands and nothing of the demo; a second start changes nothing; a demo start is refused', async () => {
    const { app } = await bootstrap(productionEnv);
    let sizes: Record<string, number>;
    try {
      expect(await demoFootprint(app)).toEqual({
        members: 0,
        ledger_transactions: 0,
        promotions: 0,
        bonuses: 0,
        agent_history: 0,
        invented_wins: 0,
        pvp_rooms: 0,
        lottery_draws: 0,
        announcements: 0,
        missions: 0,
        point_rewards: 0,
        sandbox_channels: 0,
        // PayMongo's channels are provisioned for every brand in pesos (offered once it has keys): not demo data
        gateway_channels: 4 * app.brands.all.filter((b) => b.currency === 'PHP').length,
        sandbox_games: 0,
      });
      // the README's demo account does not exist
      const api = accountsClient(app, { ip: '198.51.100.7' });
      expect((await api.login('player1', 'Player123!')).body.code).toBe('INVALID_CREDENTIALS');
      // the in-house Originals are listed; the lottery engine's games are launchable entries
      const originals = await api.call('gameList', { query: { gameType: 'INHOUSE' } });
      expect(originals.body.value.list.length).toBeGreaterThan(0);
      const slots = await api.call('gameList', { query: { gameType: 'RNG' } });
      expect(slots.body.value.list).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // a player registers on the empty brand, and every page's read answers (no tier, mission, reward or channel
      // configured is an empty page, never a server error)
      const player = await walletClient(app).register();
      const reads = (Object.keys(calls) as CallName[]).filter((name) => calls[name].method === 'GET');
      const failures: string[] = [];
      for (const name of reads) {
        const res = await player.call(name);
        if (res.status >= 500) failures.push(`${name}: ${res.status} ${res.body.code}`);
      }
      expect(failures).toEqual([]);
      // what the brand files need: wallet rules, agent and loyalty settings, the help centre
      const provisioned = (await app.database.db.execute(sql`
        select (select count(*)::int from wallet_settings) as wallet, (select count(*)::int from agent_settings) as agents,
               (select count(*)::int from loyalty_settings) as loyalty, (select count(*)::int from help_articles) as help`)) as unknown as {
        rows: Array<Record<string, number>>;
      };
      expect(provisioned.rows[0]).toMatchObject({ wallet: app.brands.all.length, agents: app.brands.all.length, loyalty: app.brands.all.length });
      expect(provisioned.rows[0]!.help).toBeGreaterThan(0);
      sizes = await tableSizes(app);
    } finally {
      await app.close();
    }

    const again = await bootstrap(productionEnv);
    try {
      expect(await tableSizes(again.app)).toEqual(sizes);
      // the operator surface is there, on its own host: the master token makes the first owner, whose key works
      const first = await again.app.inject({ method: 'POST', url: '/ops/api/bootstrap', headers: { host: OPS_HOST, authorization: `Bearer ${adminToken}` }, payload: { username: 'founder' } });
      expect(first.statusCode, first.body).toBe(200);
      const status = await again.app.inject({ method: 'GET', url: '/ops/api/site-status', headers: { host: OPS_HOST, authorization: `Bearer ${first.json().value.apiKey}` } });
      expect(status.statusCode).toBe(200);
      // and the master token itself is no operator credential
      expect((await again.app.inject({ method: 'GET', url: '/ops/api/site-status', headers: { host: OPS_HOST, authorization: `Bearer ${adminToken}` } })).statusCode).toBe(401);
    } finally {
      await again.app.close();
    }

    const demoEnv = readEnv({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), DEMO: '1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await expect(bootstrap(demoEnv)).rejects.toThrow(/^Refusing a demo start: this database belongs to a deployment without demo mode/);
  }, 180_000);
});

describe('a database that holds the demo', () => {
  it('is refused by a start without demo mode, and a demo start records its kind', async () => {
    // a copy of the seeded template: the demo, as a database from before the deployment row would hold it
    const database = await openTestDatabase();
    try {
      await expect(claimDeployment(database.db, 'production')).rejects.toThrow(/^Refusing a production start: this database holds the demo/);
      expect(await claimDeployment(database.db, 'demo')).toEqual({ demoSeeded: false });
      await markDemoSeeded(database.db);
      expect(await claimDeployment(database.db, 'demo')).toEqual({ demoSeeded: true });
      await expect(claimDeployment(database.db, 'production')).rejects.toThrow(DeploymentMismatch);
    } finally {
      await database.close();
    }
  });
});
