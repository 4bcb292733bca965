import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { readOrCreateSecret } from '../src/bootstrap';
import { openDatabase } from '../src/db/client';
import { readEnv, repoRoot } from '../src/env';
import { loadBrands } from '../src/lib/brands';
import { withDatabase } from './global-setup';
import { addTestOperator, dropTestDatabase, opsHeaders, testAdminToken } from './helper';
import { walletClient } from './wallet-support';

/*
 * The README's restore drill, run for real: scripts/backup.sh saves a live database and its data folder,
 * scripts/restore.sh puts them into a fresh database, and a server opened on it is ready with the same money and
 * the same uploads. PostgreSQL only (pg_dump and pg_restore have nothing to say to the embedded database), and only
 * where PostgreSQL's programs are installed (CI: Debian's, under /usr/lib/postgresql/<version>/bin).
 */
const template = inject('databaseTemplate');

/** PG_BIN when it holds pg_dump, else the newest of Debian's PostgreSQL versions. */
function postgresPrograms(): string | undefined {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  return candidates.find((dir) => existsSync(join(dir, 'pg_dump')) && existsSync(join(dir, 'pg_restore')) && existsSync(join(dir, 'psql')));
}
const pgBin = postgresPrograms();

/** Money per member, the same way on any database: sum of the member's wallets, in minor units. */
async function balancesPerMember(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ member: string; balance_minor: string }>(
      `select m.brand_id || '/' || m.username as member, sum(w.balance_minor)::text as balance_minor
       from members m join wallet_accounts w on w.member_id = m.id group by 1 order by 1`,
    );
    return new Map(rows.map((r) => [r.member, Number(r.balance_minor)]));
  } finally {
    await client.end();
  }
}

describe.skipIf(template.kind !== 'postgres' || !pgBin)('backup and restore (scripts/backup.sh, scripts/restore.sh)', () => {
  const serverUrl = template.kind === 'postgres' ? template.url : '';
  const suffix = randomBytes(5).toString('hex');
  const sourceName = `backup_source_${suffix}`;
  const restoredName = `backup_restored_${suffix}`;
  const workDir = mkdtempSync(join(tmpdir(), 'backup-restore-'));
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    // apps first (they hold pool connections), then the databases they used
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function createDatabase(name: string, from?: string) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`);
    await admin.end();
    cleanups.push(() => dropTestDatabase(serverUrl, name));
    return withDatabase(serverUrl, name);
  }

  /** The real app on a database, as the helper builds it, with its own data folder. */
  async function appOn(url: string, dataDir: string) {
    const database = await openDatabase({ url });
    const env = readEnv({ TRUST_PROXY: '1', TEST_AIDS: '1', DATA_DIR: dataDir });
    const app = await buildApp({ database, brands: loadBrands(join(repoRoot, 'brands')), env, adminToken: testAdminToken });
    await addTestOperator(database.db);
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    return app;
  }

  const script = (name: string, args: string[], env: Record<string, string>) =>
    spawnSync('bash', [join(repoRoot, 'scripts', name), ...args], { env: { ...process.env, PG_BIN: pgBin!, ...env }, encoding: 'utf8' });

  it('brings a server up ready on a fresh database with the same balances and uploads', { timeout: 120_000 }, async () => {
    // --- a running deployment: the seeded database plus a member credited by the operator, and an upload
    const sourceUrl = await createDatabase(sourceName, template.kind === 'postgres' ? template.template : undefined);
    const sourceData = join(workDir, 'source-data');
    mkdirSync(join(sourceData, 'proofs'), { recursive: true });
    const upload = randomBytes(2048);
    writeFileSync(join(sourceData, 'proofs', 'withdrawal-proof.png'), upload);
    // the secret a first start makes, made the way the server makes it (no literal secret in the code)
    const vendorSecret = readOrCreateSecret(sourceData, 'sandbox-vendor-secret');
    const source = await appOn(sourceUrl, sourceData);
    const member = await walletClient(source).register();
    const credit = await source.inject({
      method: 'POST',
      url: '/ops/api/adjustments',
      // the operator surface answers on the operator host (OPS_HOSTS, ops.localhost by default)
      headers: opsHeaders,
      payload: { memberId: member.memberId, direction: 'credit', amountMinor: 12_345, category: 'goodwill', reason: 'before the backup', requestId: 'backup-credit-1' },
    });
    expect(credit.json().code, credit.body).toBe('OK');
    const before = await balancesPerMember(sourceUrl);
    expect(before.get(`demo/${member.username}`), 'the credited member').toBe(12_345);

    // --- backup while the server runs
    const backupRoot = join(workDir, 'backups');
    const backup = script('backup.sh', [backupRoot], { DATABASE_URL: sourceUrl, DATA_DIR: sourceData });
    expect(backup.status, backup.stderr).toBe(0);
    const backupDir = backup.stdout.trim().split('\n').at(-1)!;
    expect(readdirSync(backupDir).sort()).toEqual(['SHA256SUMS', 'data.tar.gz', 'database.dump']);

    // --- a restore over a database in use is refused, and changes nothing
    const overSource = script('restore.sh', [backupDir], { DATABASE_URL: sourceUrl, DATA_DIR: join(workDir, 'unused') });
    expect(overSource.status, 'restore over a non-empty database without --force').toBe(1);
    expect(overSource.stderr).toMatch(/refusing to restore over it/);

    // --- the drill: restore into a fresh, empty database and data folder
    const restoredUrl = await createDatabase(restoredName);
    const restoredData = join(workDir, 'restored-data');
    const restore = script('restore.sh', [backupDir], { DATABASE_URL: restoredUrl, DATA_DIR: restoredData });
    expect(restore.status, restore.stderr).toBe(0);

    const restored = await appOn(restoredUrl, restoredData);
    const ready = await restored.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(await balancesPerMember(restoredUrl)).toEqual(before);
    expect(readFileSync(join(restoredData, 'proofs', 'withdrawal-proof.png')).equals(upload), 'the upload came back whole').toBe(true);
    expect(statSync(join(restoredData, 'sandbox-vendor-secret')).mode & 0o777, 'a secret readable by others').toBe(0o600);
    expect(readFileSync(join(restoredData, 'sandbox-vendor-secret'), 'utf8'), 'the secret came back as it was').toBe(vendorSecret);
    // and the restored server serves the member: the credited money is there to log in to
    const session = await walletClient(restored).login(member.username, 'Secret123');
    expect(session.memberId).toBe(member.memberId);
  });
});

// a run on PostgreSQL that cannot do the drill says why, instead of skipping in silence
if (template.kind === 'postgres' && !pgBin) console.warn('backup-restore skipped: no pg_dump, pg_restore and psql under PG_BIN or /usr/lib/postgresql/*/bin');
