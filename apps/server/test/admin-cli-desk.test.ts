/**
 * The operator CLI's chat moderation and agent contract commands (issue 28): typed operator calls with the operator's
 * API key against a real server, printing what they printed as /admin routes, audited under the key's operator.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, chatMutes, members, operatorAudit } from '../src/db/schema';
import { repoRoot } from '../src/env';
import { accountsClient } from './accounts-support';
import { tokenOf } from './chat-support';
import { buildTestApp, TEST_OPERATOR, testOperatorKey } from './helper';

const app = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const db = app.database.db;

/** the environment without any master token: these commands need the operator's key only */
const { ADMIN_TOKEN: _masterToken, ...withoutMasterToken } = process.env;
/** The CLI from its source, against this file's server, with the test owner's API key (no master token). */
const cli = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'apps/server/src/admin-cli.ts'), '--url', url, ...args],
      { cwd: repoRoot, env: { ...withoutMasterToken, ADMIN_API_KEY: testOperatorKey }, timeout: 30_000 },
      (error, stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('the CLI’s chat commands', () => {
  it('mutes a member of the brand and lifts it, and deletes a message, under the key’s operator', async () => {
    const muted = await cli('chat-mute', 'team05', '--minutes', '30');
    expect(muted.code, muted.stderr).toBe(0);
    expect(muted.stdout).toMatch(/^team05 is muted in the chat until \d{4}-\d\d-\d\dT/);
    const [member] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, 'team05')));
    expect((await db.select({ by: chatMutes.mutedBy }).from(chatMutes).where(eq(chatMutes.memberId, member!.id)))[0]).toEqual({ by: TEST_OPERATOR });
    const lifted = await cli('chat-mute', 'team05', '--minutes', '0');
    expect(lifted.stdout.trim()).toBe('team05 may talk in the chat again');

    const sent = await accountsClient(app).call('chatSend', { token: await tokenOf(app, 'team06'), body: { roomId: 'lobby', text: 'delete me' } });
    const id = sent.body.value.id as number;
    const deleted = await cli('chat-delete', String(id));
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout.trim()).toBe(`Message ${id} deleted from lobby`);
    expect((await db.select({ by: chatMessages.deletedBy }).from(chatMessages).where(eq(chatMessages.id, id)))[0]).toEqual({ by: TEST_OPERATOR });
    // a refusal exits non-zero
    expect((await cli('chat-delete', String(id))).code).not.toBe(0);
  });
});

describe('the CLI’s agent contract commands', () => {
  it('shows the settings, switches the payer and settles, audited under the key’s operator', async () => {
    const shown = await cli('contract-settings');
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/^demo\s+paid by the house; maximum rates: dividend 20\.00%, daily_salary 1\.00%, hourly_salary 0\.25%, real_time_salary 0\.25%$/m);
    expect(shown.stdout).toMatch(/^tiger\s+paid by the house/m);

    const upline = await cli('contract-payer', 'upline');
    expect(upline.stdout.trim()).toBe('Salaries and dividends of demo are now paid by the upline');
    const house = await cli('contract-payer', 'house');
    expect(house.code, house.stderr).toBe(0);
    const payers = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'contract_payer'), eq(operatorAudit.target, 'brand:demo')));
    expect(payers.map((r) => [r.actor, r.detail])).toEqual([
      [TEST_OPERATOR, { payer: 'upline' }],
      [TEST_OPERATOR, { payer: 'house' }],
    ]);

    const settled = await cli('settle-salaries', '--period', 'daily');
    expect(settled.code, settled.stderr).toBe(0);
    expect(settled.stdout).toMatch(/^Settled as of \S+; contracts finished at their end date: \d+$/m);
    expect(settled.stdout).toMatch(/^ {2}unpaid retried: \d+, now paid: \d+$/m);
    expect((await db.select().from(operatorAudit).where(eq(operatorAudit.target, 'contracts:daily'))).map((r) => r.actor)).toEqual([TEST_OPERATOR]);
    const wrong = await cli('settle-salaries', '--period', 'yearly');
    expect([wrong.code === 0, wrong.stderr]).toEqual([false, expect.stringContaining('VALIDATION_ERROR')]);
  });
});
