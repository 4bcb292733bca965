/**
 * The operator CLI against a real server (issue 26): every flag parsed strictly, the brand and member it names are
 * the ones it acts on or it stops, no shell between `npm run admin` and the CLI, and a refusal exits non-zero.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { members, operatorAudit, operators } from '../src/db/schema';
import { repoRoot } from '../src/env';
import { buildTestApp, opsHeaders, testAdminToken, testOperatorKey, TEST_OPERATOR } from './helper';
import { operatorsClient } from './operators-support';

const app = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const db = app.database.db;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program as an operator's shell would, without one: arguments reach it exactly as given. */
function run(file: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((done) => {
    execFile(file, args, { cwd: options.cwd ?? repoRoot, env: { ...process.env, ...options.env }, timeout: 30_000 }, (error, stdout, stderr) => {
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The CLI from its source, against this file's server, with the test owner's API key. */
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/admin-cli.ts'), '--url', url, ...args], { env: { ADMIN_TOKEN: testAdminToken, ADMIN_API_KEY: testOperatorKey } });
/** The CLI with an operator's personal API key (and a data folder of its own, where the bootstrap writes its key). */
const operatorCli = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/admin-cli.ts'), '--url', url, ...args], { env: { ADMIN_TOKEN: testAdminToken, ...env } });

async function memberId(brandId: string, username: string) {
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brandId), eq(members.username, username)));
  return row!.id;
}
const creditsOf = async (brandId: string, username: string) =>
  db.select().from(operatorAudit).where(and(eq(operatorAudit.target, `member:${await memberId(brandId, username)}`), eq(operatorAudit.action, 'wallet.credit')));

describe('the operator CLI', () => {
  it('credits the member of the brand it names, as an adjustment of the category given, under the operator of its key', async () => {
    const result = await cli('credit', 'player1', '5', '--category', 'correction', '--brand', 'tiger', '--reason', 'costs $HOME and `id`');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('on Royal Tiger');
    expect((await creditsOf('tiger', 'player1')).map((r) => [r.actor, r.detail])).toEqual([
      [TEST_OPERATOR, expect.objectContaining({ category: 'correction', amountMinor: 500, reason: 'costs $HOME and `id`' })],
    ]);
    expect(await creditsOf('demo', 'player1')).toEqual([]);
  });

  it('stops at an unknown brand, naming it, and changes nothing', async () => {
    const result = await cli('maintenance', 'on', '--brand', 'tigre');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Unknown brand 'tigre': the brands are demo, tiger/);
    const status = (await app.inject({ method: 'GET', url: '/ops/api/site-status', headers: opsHeaders })).json();
    expect(status.value.list.every((row: { override: unknown }) => row.override === null)).toBe(true);
  });

  it('stops at an unknown member, naming it', async () => {
    const result = await cli('credit', 'nobody-here', '5', '--brand', 'tiger');
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("No member 'nobody-here' on Royal Tiger (tiger).");
  });

  it('refuses an unknown flag or a flag without its value before anything is sent', async () => {
    const misspelt = await cli('credit', 'player1', '5', '--bonus');
    expect(misspelt.code).toBe(1);
    expect(misspelt.stderr).toMatch(/Unknown option '--bonus'/);
    const noValue = await cli('credit', 'player1', '5', '--brand', 'tiger', '--note');
    expect(noValue.code).toBe(1);
    expect(noValue.stderr).toMatch(/'--note <value>' argument missing/);
    // a flag is never another flag's value
    const swallowed = await cli('credit', 'player1', '5', '--note', '--brand', 'tiger');
    expect(swallowed.code).toBe(1);
    expect(swallowed.stderr).toMatch(/Option '--note' argument is ambiguous/);
    expect(await creditsOf('demo', 'player1')).toEqual([]);
  });

  it('exits non-zero on every refusal of the server', async () => {
    const result = await cli('approve-withdrawal', '2000000000');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/NOT_FOUND/);
    const unknownOrder = await cli('approve-withdrawal', 'W20261123ABCDEFGHJK');
    expect(unknownOrder.code).toBe(1);
    expect(unknownOrder.stderr.trim()).toBe('No withdrawal W20261123ABCDEFGHJK.');
    const unknownCommand = await cli('approve-everything');
    expect(unknownCommand.code).toBe(1);
  });
});

describe('the CLI as a client of the operator calls', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('acts as the operator whose API key it holds, audited under their name', async () => {
    const ops = operatorsClient(app);
    const owner = await ops.login('owner1');
    const key = (await ops.call('operatorCreateApiKey', { token: owner, body: { name: 'cli test' } })).body.value.key as string;
    const env = { ADMIN_API_KEY: key, DATA_DIR: dataDir };
    const whoami = await operatorCli(env, 'whoami');
    expect(whoami.code, whoami.stderr).toBe(0);
    expect(whoami.stdout).toMatch(/^owner1 \(owner\)/);
    const players = await operatorCli(env, 'players', '--q', 'phoneuser', '--brand', 'tiger');
    expect(players.stdout).toContain('"username": "phoneuser"');
    expect(players.stdout).toContain('"brand": "tiger"');
    const created = await operatorCli(env, 'operator', 'create', '--username', 'nightshift', '--role', 'support', '--brand', 'demo');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Operator nightshift \(support\) created. Temporary password \(shown once\): \S{16,}/);
    const audit = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'operator.create'));
    expect(audit.filter((r) => (r.detail as { username?: string }).username === 'nightshift').map((r) => r.actor)).toEqual(['owner1']);
    // without a key the back-office commands say how to get one
    const none = await operatorCli({ DATA_DIR: dataDir }, 'whoami');
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/No operator API key/);
  });

  it('bootstraps the first owner with the master token only while no owner can manage operators', async () => {
    const refused = await operatorCli({ DATA_DIR: dataDir }, 'operator', 'bootstrap', '--username', 'founder');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/CONFLICT.*owner_exists/);
    await db.update(operators).set({ disabledAt: new Date() });
    const made = await operatorCli({ DATA_DIR: dataDir }, 'operator', 'bootstrap', '--username', 'founder');
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/Owner founder created/);
    // the key it wrote is what the CLI uses from now on
    expect(readFileSync(join(dataDir, 'operator-api-key'), 'utf8')).toMatch(/^ops_k_/);
    const whoami = await operatorCli({ DATA_DIR: dataDir }, 'whoami');
    expect(whoami.stdout).toMatch(/^founder \(owner\)/);
    expect((await operatorCli({ DATA_DIR: dataDir }, 'operator', 'bootstrap', '--username', 'second')).code).toBe(1);
  });
});

describe('npm run admin', () => {
  const fakeRepo = mkdtempSync(join(tmpdir(), 'admin-script-'));
  afterAll(() => rmSync(fakeRepo, { recursive: true, force: true }));

  it('hands the arguments to the CLI without a shell and exits with its status', async () => {
    // a stand-in CLI that prints what it received and exits 3
    mkdirSync(join(fakeRepo, 'apps/server/dist'), { recursive: true });
    writeFileSync(join(fakeRepo, 'apps/server/dist/admin.js'), 'console.log(JSON.stringify(process.argv.slice(2))); process.exit(3);\n');
    const args = ['reject-withdrawal', '12', '--reason', 'a $HOME, a `date` and a "quote"; rm -rf /'];
    const result = await run(process.execPath, [join(repoRoot, 'scripts/admin.mjs'), ...args], { cwd: fakeRepo });
    expect(JSON.parse(result.stdout)).toEqual(args);
    expect(result.code).toBe(3);
  });
});
