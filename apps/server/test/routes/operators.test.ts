import { defaultOperatorRoles } from '@app/contract/operators';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operatorCredentials, operatorRoles } from '../../src/db/schema';
import { SESSION_IDLE_MS } from '../../src/modules/operators/credentials';
import { totpCodeOf } from '../../src/modules/operators/totp';
import { DEMO_TOTP_SECRET } from '../../src/seed/operators';
import { freshIp } from '../accounts-support';
import { buildTestApp, type TestApp } from '../helper';
import { operatorsClient } from '../operators-support';

const STEP = 30_000;

describe('operator accounts: sign-in with two factors, sessions, keys, brands and the audit', () => {
  let app: TestApp;
  let owner: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await operatorsClient(app).login('owner1');
  });
  const auditRows = (target: string) => app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, target));

  it('starts with the roles the contract names, each with its permissions', async () => {
    const rows = await app.database.db.select().from(operatorRoles);
    expect(Object.fromEntries(rows.map((r) => [r.name, [...r.permissions].sort()]))).toEqual(
      Object.fromEntries(Object.entries(defaultOperatorRoles).map(([name, permissions]) => [name, [...permissions].sort()])),
    );
  });

  it('enrols a new operator: the QR secret, a confirming code, recovery codes good once each', async () => {
    const ops = operatorsClient(app);
    const created = await ops.call('operatorCreate', { token: owner, body: { username: 'cashier7', password: 'Cashier123!', role: 'finance', brandIds: ['demo'] } });
    expect(created.body).toMatchObject({ success: true, value: { username: 'cashier7', role: 'finance', enrolled: false, brandIds: ['demo'] } });
    expect((await auditRows(`operator:${created.body.value.id}`)).map((r) => [r.action, r.actor])).toEqual([['operator.create', 'owner1']]);

    const wrongPassword = await ops.call('operatorLogin', { body: { username: 'cashier7', password: 'Cashier124!' } });
    expect([wrongPassword.status, wrongPassword.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    const first = await ops.call('operatorLogin', { body: { username: 'cashier7', password: 'Cashier123!' } });
    expect([first.status, first.body.code]).toEqual([403, 'TOTP_ENROLMENT_REQUIRED']);
    const { ticket, secret, otpauthUri } = first.body.value as { ticket: string; secret: string; otpauthUri: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('cashier7');

    const badCode = await ops.call('operatorEnrol', { body: { ticket, code: totpCodeOf(secret, Date.now() + 10 * STEP) } });
    expect(badCode.body.code).toBe('TOTP_INVALID');
    const enrolled = await ops.call('operatorEnrol', { body: { ticket, code: totpCodeOf(secret) } });
    expect(enrolled.body.success).toBe(true);
    const codes = enrolled.body.value.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(enrolled.body.value.operator).toMatchObject({ username: 'cashier7', role: 'finance', brandIds: ['demo'], brands: [{ id: 'demo' }] });
    // the ticket is spent
    expect((await ops.call('operatorEnrol', { body: { ticket, code: totpCodeOf(secret, Date.now() + STEP) } })).body.code).toBe('INVALID_TICKET');

    // the code the enrolment used is spent too; the password alone asks for a code
    expect((await ops.call('operatorLogin', { body: { username: 'cashier7', password: 'Cashier123!', code: totpCodeOf(secret) } })).body.code).toBe('TOTP_INVALID');
    expect((await ops.call('operatorLogin', { body: { username: 'cashier7', password: 'Cashier123!' } })).body.code).toBe('TOTP_REQUIRED');
    // a recovery code, typed in lower case without its dash, works once
    const typed = codes[0]!.replace('-', '').toLowerCase();
    const recovered = await ops.call('operatorLogin', { body: { username: 'cashier7', password: 'Cashier123!', recoveryCode: typed } });
    expect(recovered.body).toMatchObject({ success: true, value: { recoveryCodesLeft: 9 } });
    expect((await ops.call('operatorLogin', { body: { username: 'cashier7', password: 'Cashier123!', recoveryCode: codes[0] } })).body.code).toBe('TOTP_INVALID');
    expect((await ops.call('operatorMe', { token: recovered.body.value.token })).body.value).toMatchObject({ username: 'cashier7', permissions: expect.arrayContaining(['withdrawals.write']) });
  });

  it('accepts a code once: the same code twice, or a burst of it, opens one session', async () => {
    const ops = operatorsClient(app);
    const at = Date.now() + STEP;
    const code = totpCodeOf(DEMO_TOTP_SECRET, at);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => operatorsClient(app).call('operatorLogin', { body: { username: 'risk1', password: 'Risk123!', code } })),
    );
    expect(burst.filter((r) => r.body.success)).toHaveLength(1);
    expect(new Set(burst.filter((r) => !r.body.success).map((r) => r.body.code))).toEqual(new Set(['TOTP_INVALID']));
    expect((await ops.call('operatorLogin', { body: { username: 'risk1', password: 'Risk123!', code } })).body.code).toBe('TOTP_INVALID');
  });

  it('locks a client out after five failures, whatever it sends next', async () => {
    const ops = operatorsClient(app, { ip: freshIp() });
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push((await ops.call('operatorLogin', { body: { username: 'marketing1', password: `Wrong${i}pass!` } })).body.code);
    expect(answers).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
    const right = await ops.call('operatorLogin', { body: { username: 'marketing1', password: 'Market123!', code: totpCodeOf(DEMO_TOTP_SECRET) } });
    expect([right.status, right.body.code]).toEqual([429, 'ACCOUNT_LOCKED']);
    expect(right.body.value.retryAfterSeconds).toBeGreaterThan(0);
    // another client is not locked out of the account
    expect((await operatorsClient(app).call('operatorLogin', { body: { username: 'marketing1', password: 'Market123!' } })).body.code).toBe('TOTP_REQUIRED');
  });

  it('ends a session left idle, and logs out the other sessions on request', async () => {
    const ops = operatorsClient(app);
    const a = await ops.login('support1', Date.now() - STEP);
    const b = await ops.login('support1', Date.now());
    const listed = await ops.call('operatorSessions', { token: b });
    expect(listed.body.value.list.map((s: { current: boolean }) => s.current).sort()).toEqual([false, true]);
    expect((await ops.call('operatorLogoutOthers', { token: b })).body.value).toEqual({ ended: 1 });
    expect((await ops.call('operatorMe', { token: a })).body.code).toBe('NOT_LOGGED_IN');
    expect((await ops.call('operatorMe', { token: b })).body.success).toBe(true);
    // idle past the limit: the next call finds the session ended
    await app.database.db
      .update(operatorCredentials)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(and(eq(operatorCredentials.kind, 'session'), sql`revoked_at is null`, sql`operator_id = (select id from operators where username = 'support1')`));
    expect((await ops.call('operatorMe', { token: b })).body.code).toBe('NOT_LOGGED_IN');
  });

  it('gives a personal API key once, works with it, and revokes it', async () => {
    const ops = operatorsClient(app);
    const created = await ops.call('operatorCreateApiKey', { token: owner, body: { name: 'laptop CLI' } });
    const key = created.body.value.key as string;
    expect(key.startsWith(created.body.value.prefix)).toBe(true);
    expect((await ops.call('operatorApiKeys', { token: owner })).body.value.list).toEqual([expect.not.objectContaining({ key: expect.anything() })]);
    expect((await ops.call('operatorPlayers', { token: key, query: { q: 'player1' } })).body.value.total).toBeGreaterThan(0);
    expect((await ops.call('operatorRevokeApiKey', { token: owner, body: { id: created.body.value.id } })).body.value).toEqual({ ended: 1 });
    expect((await ops.call('operatorPlayers', { token: key })).body.code).toBe('NOT_LOGGED_IN');
  });

  it('shows an operator limited to one brand nothing of another', async () => {
    const ops = operatorsClient(app);
    await ops.call('operatorCreate', { token: owner, body: { username: 'tigerdesk', password: 'TigerDesk123', role: 'risk', brandIds: ['tiger'] } });
    const enrolment = (await ops.call('operatorLogin', { body: { username: 'tigerdesk', password: 'TigerDesk123' } })).body.value;
    const tiger = (await ops.call('operatorEnrol', { body: { ticket: enrolment.ticket, code: totpCodeOf(enrolment.secret) } })).body.value.token as string;

    const all = await ops.call('operatorPlayers', { token: tiger, query: { pageSize: 200 } });
    expect(all.body.value.total).toBeGreaterThan(0);
    expect(new Set(all.body.value.list.map((p: { brandId: string }) => p.brandId))).toEqual(new Set(['tiger']));
    expect((await ops.call('operatorPlayers', { token: tiger, query: { brandId: 'demo' } })).body.value).toMatchObject({ total: 0, list: [] });

    const demoPlayer = (await ops.call('operatorPlayers', { token: owner, query: { q: 'player1', brandId: 'demo' } })).body.value.list[0];
    for (const name of ['operatorPlayer', 'operatorPlayerLedger', 'operatorPlayerBets', 'operatorPlayerNotes'] as const) {
      const res = await ops.call(name, { token: tiger, query: { id: demoPlayer.id } });
      expect([name, res.status, res.body.code]).toEqual([name, 404, 'NOT_FOUND']);
    }
    const note = await ops.call('operatorAddPlayerNote', { token: tiger, body: { memberId: demoPlayer.id, text: 'not mine' } });
    expect([note.status, note.body.code]).toEqual([404, 'NOT_FOUND']);
    // the owner's note on the demo player is in the owner's audit, not in the tiger operator's
    await ops.call('operatorAddPlayerNote', { token: owner, body: { memberId: demoPlayer.id, text: 'called about a bonus' } });
    const tigerAudit = (await ops.call('operatorAudit', { token: tiger, query: { pageSize: 200 } })).body.value.list as Array<{ brandId: string | null }>;
    expect(tigerAudit.every((r) => r.brandId === 'tiger')).toBe(true);
  });

  it('writes one audit row per change, with its author, and the trail cannot be changed', async () => {
    const ops = operatorsClient(app);
    const player = (await ops.call('operatorPlayers', { token: owner, query: { q: 'phoneuser', brandId: 'demo' } })).body.value.list[0];
    const note = await ops.call('operatorAddPlayerNote', { token: owner, body: { memberId: player.id, text: 'asked for a limit' } });
    expect(note.body.value).toMatchObject({ author: 'owner1', text: 'asked for a limit' });
    const rows = await auditRows(`member:${player.id}`);
    expect(rows.map((r) => [r.action, r.actor, r.brandId, r.detail])).toEqual([['player.note', 'owner1', 'demo', { noteId: note.body.value.id, text: 'asked for a limit' }]]);
    const trail = await ops.call('operatorAudit', { token: owner, query: { target: `member:${player.id}` } });
    expect(trail.body.value.list).toEqual([expect.objectContaining({ action: 'player.note', actor: 'owner1', ip: ops.ip })]);

    const id = rows[0]!.id;
    await expect(app.database.db.execute(sql`update operator_audit set actor = 'someone' where id = ${id}`)).rejects.toThrow();
    await expect(app.database.db.execute(sql`delete from operator_audit where id = ${id}`)).rejects.toThrow();
    await expect(app.database.db.execute(sql`truncate operator_audit`)).rejects.toThrow();
    expect(await auditRows(`member:${player.id}`)).toHaveLength(1);
  });

  it('keeps an operator from taking away their own access, and ends the sessions of one disabled', async () => {
    const ops = operatorsClient(app);
    const me = (await ops.call('operatorMe', { token: owner })).body.value;
    expect((await ops.call('operatorUpdate', { token: owner, body: { id: me.id, disabled: true } })).body.code).toBe('OWN_ACCESS');
    const finance = await ops.login('finance1');
    const financeId = (await ops.call('operatorMe', { token: finance })).body.value.id;
    const disabled = await ops.call('operatorUpdate', { token: owner, body: { id: financeId, disabled: true } });
    expect(disabled.body.value).toMatchObject({ disabled: true });
    expect((await ops.call('operatorMe', { token: finance })).body.code).toBe('NOT_LOGGED_IN');
    const again = await ops.call('operatorLogin', { body: { username: 'finance1', password: 'Finance123!', code: totpCodeOf(DEMO_TOTP_SECRET, Date.now() + STEP) } });
    expect(again.body.code).toBe('OPERATOR_DISABLED');
    const audit = await auditRows(`operator:${financeId}`);
    expect(audit.at(-1)).toMatchObject({ action: 'operator.update', actor: 'owner1', detail: { before: { disabled: false }, after: { disabled: true } } });
  });
});

describe('an operator changing their own password', () => {
  it('checks the current one, ends every other session and key, and signs in with the new one', async () => {
    const app = await buildTestApp();
    const ops = operatorsClient(app);
    const owner = await ops.login('owner1');
    await ops.call('operatorCreate', { token: owner, body: { username: 'nightdesk', password: 'NightDesk123', role: 'support', brandIds: null } });
    const enrolment = (await ops.call('operatorLogin', { body: { username: 'nightdesk', password: 'NightDesk123' } })).body.value;
    const first = (await ops.call('operatorEnrol', { body: { ticket: enrolment.ticket, code: totpCodeOf(enrolment.secret) } })).body.value.token as string;
    const second = (await ops.call('operatorLogin', { body: { username: 'nightdesk', password: 'NightDesk123', code: totpCodeOf(enrolment.secret, Date.now() + STEP) } })).body.value.token as string;
    const key = (await ops.call('operatorCreateApiKey', { token: first, body: { name: 'laptop' } })).body.value.key as string;

    const wrong = await ops.call('operatorChangePassword', { token: first, body: { currentPassword: 'Guess12345', newPassword: 'NightDesk456' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'OLD_PASSWORD_INCORRECT']);
    const weak = await ops.call('operatorChangePassword', { token: first, body: { currentPassword: 'NightDesk123', newPassword: 'short' } });
    expect(weak.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'newPassword' } });
    const changed = await ops.call('operatorChangePassword', { token: first, body: { currentPassword: 'NightDesk123', newPassword: 'NightDesk456' } });
    expect(changed.body.value).toEqual({ ended: 2 });
    expect((await ops.call('operatorMe', { token: first })).body.success).toBe(true);
    for (const ended of [second, key]) expect((await ops.call('operatorMe', { token: ended })).body.code).toBe('NOT_LOGGED_IN');
    expect((await ops.call('operatorLogin', { body: { username: 'nightdesk', password: 'NightDesk123' } })).body.code).toBe('INVALID_CREDENTIALS');
    expect((await ops.call('operatorLogin', { body: { username: 'nightdesk', password: 'NightDesk456' } })).body.code).toBe('TOTP_REQUIRED');
    const audit = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'operator.password'));
    expect(audit.map((r) => [r.actor, r.detail])).toEqual([['nightdesk', { endedCredentials: 2 }]]);
  });
});

describe('the operator API document', () => {
  it('publishes every operator call with its permission and schemas, on the operator host only', async () => {
    const app = await buildTestApp();
    const { operatorCalls } = await import('@app/contract/every-call');
    const res = await app.inject({ method: 'GET', url: '/ops/api/openapi.json', headers: { host: 'ops.localhost' } });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string; 'x-permission': string | null; requestBody?: unknown }>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, def] of Object.entries(operatorCalls)) {
      const operation = doc.paths[def.path]?.[def.method.toLowerCase()];
      expect(operation, name).toMatchObject({ operationId: name, 'x-permission': def.permission ?? null });
      if (def.method === 'POST') expect(operation?.requestBody, name).toBeTruthy();
    }
    expect(doc.paths['/ops/api/withdrawals/approve']?.post?.['x-permission']).toBe('withdrawals.write');
    expect((await app.inject({ method: 'GET', url: '/ops/api/openapi.json', headers: { host: 'localhost' } })).statusCode).toBe(404);
  });
});
