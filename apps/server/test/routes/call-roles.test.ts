import { calls, type CallName, type Role } from '@app/contract/calls';
import { operatorCalls, type OperatorCallName } from '@app/contract/every-call';
import { defaultOperatorRoles } from '@app/contract/operators';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, freshIp, roleTokens } from '../accounts-support';
import { buildTestApp, testAdminToken, type TestApp } from '../helper';
import { type DemoRole, operatorsClient, operatorTokens } from '../operators-support';

/**
 * Generated from the call table: every call, as every role. A role the call does not admit is refused by the router
 * before the handler (so before any body is read) with the code the client acts on; an admitted role never is.
 */
const refusalOf: Record<Role, string> = { visitor: 'NOT_LOGGED_IN', trial: 'TRIAL_ACCOUNT', member: 'FORBIDDEN', agent: 'FORBIDDEN', operator: 'FORBIDDEN', installer: 'FORBIDDEN' };
const operatorCallNames = Object.keys(operatorCalls) as OperatorCallName[];

describe('roles of the call table', () => {
  let app: TestApp;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  beforeAll(async () => {
    app = await buildTestApp();
    tokens = await roleTokens(app);
  });

  const roles = ['visitor', 'member', 'trial', 'agent'] as const;
  for (const role of roles) {
    it(`admits or refuses ${role} on every call as the table says`, async () => {
      const api = accountsClient(app, { ip: freshIp() });
      const wrong: string[] = [];
      for (const name of Object.keys(calls) as CallName[]) {
        const def = calls[name];
        // a body the call cannot use: admitted callers get a validation answer, refused ones the role refusal first
        const res = await api.call(name, { token: role === 'visitor' ? undefined : tokens[role], body: { unknownField: 1 }, plain: true });
        const admitted = def.roles.includes(role);
        const refusedByRole = res.body.code === refusalOf[role] && Array.isArray(res.body.value?.admits);
        if (admitted && refusedByRole) wrong.push(`${name}: refused ${res.body.code}`);
        if (!admitted && !refusedByRole) wrong.push(`${name}: answered ${res.status} ${res.body.code}`);
        if (res.body.code !== 'NOT_IMPLEMENTED') expect(res.status, name).toBeLessThan(500);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('answers the operator calls only to operators: a player token on the operator host is nobody there', async () => {
    const ops = operatorsClient(app);
    const wrong: string[] = [];
    for (const role of ['member', 'trial', 'agent'] as const) {
      for (const name of operatorCallNames) {
        const def = operatorCalls[name];
        if (!def.login) continue;
        // the player's token header, and the same token as a bearer: neither is an operator's credential
        for (const headers of [{ token: tokens[role] }, { authorization: `Bearer ${tokens[role]}` }] as Record<string, string>[]) {
          const res = await ops.call(name, { headers, body: { unknownField: 1 } });
          if (res.status !== 401 || res.body.code !== 'NOT_LOGGED_IN') wrong.push(`${role} ${name}: ${res.status} ${res.body.code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('admits the master token on the bootstrap of the first owner only, and no operator there', async () => {
    const ops = operatorsClient(app);
    const wrong: string[] = [];
    for (const name of operatorCallNames) {
      const def = operatorCalls[name];
      if (!def.login) continue;
      const res = await ops.call(name, { headers: { authorization: `Bearer ${testAdminToken}` }, body: { unknownField: 1 } });
      // the bootstrap reads its body (and refuses the unknown field); every other call has no one signed in
      const expected = def.roles.includes('installer') ? [400, 'VALIDATION_ERROR'] : [401, 'NOT_LOGGED_IN'];
      if (res.status !== expected[0] || res.body.code !== expected[1]) wrong.push(`${name}: ${res.status} ${res.body.code}`);
    }
    expect(wrong).toEqual([]);
    // with an owner now present, the bootstrap makes no second one
    const again = await ops.call('operatorBootstrap', { headers: { authorization: `Bearer ${testAdminToken}` }, body: { username: 'second-owner' } });
    expect([again.status, again.body.code, again.body.value]).toEqual([409, 'CONFLICT', { reason: 'owner_exists' }]);
  });

  it('never answers an operator call on a brand host, whoever asks', async () => {
    const ops = operatorsClient(app);
    const owner = await ops.login('owner1');
    for (const name of operatorCallNames) {
      const res = await ops.call(name, { token: owner, host: 'localhost' });
      expect([name, res.status]).toEqual([name, 404]);
    }
  });

  describe('operators, by the permission each call names', () => {
    let operatorTokensByRole: Record<DemoRole, string>;
    beforeAll(async () => {
      // a step the 'brand host' test above did not use for owner1
      operatorTokensByRole = await operatorTokens(app, Date.now() + 30_000);
    });
    for (const role of ['owner', 'finance', 'support', 'marketing', 'risk'] as const) {
      it(`admits ${role} exactly where its role grants the permission, and 403 elsewhere`, async () => {
        const ops = operatorsClient(app);
        const granted = new Set<string>(defaultOperatorRoles[role]);
        const wrong: string[] = [];
        for (const name of operatorCallNames) {
          const def = operatorCalls[name];
          if (!def.login || name === 'operatorLogout' || name === 'operatorLogoutOthers') continue;
          const res = await ops.call(name, { token: operatorTokensByRole[role], body: { unknownField: 1 }, query: { unknownField: 'x' } });
          if (def.roles.includes('installer')) {
            // the master token's call: no operator is admitted, whatever their role
            if (res.status !== 403 || res.body.code !== 'FORBIDDEN') wrong.push(`${name}: ${res.status} ${res.body.code}`);
            continue;
          }
          const admitted = def.permission === 'signedIn' || granted.has(def.permission!);
          const refused = res.status === 403 && res.body.code === 'FORBIDDEN' && res.body.value?.permission === def.permission;
          if (admitted === refused) wrong.push(`${name}: ${res.status} ${res.body.code}`);
          expect(res.status, name).toBeLessThan(500);
        }
        expect(wrong).toEqual([]);
      });
    }
  });

  it('refuses the trial account the calls the spec names, before any money moves', async () => {
    const api = accountsClient(app, { ip: freshIp() });
    for (const name of ['messages', 'unreadCount', 'betRecords', 'accountRecords', 'profitLoss', 'bonusDetails', 'consolidated', 'depositOrders', 'withdrawals', 'favoriteGames', 'favoriteGamesList'] as const) {
      const res = await api.call(name, { token: tokens.trial });
      expect([name, res.status, res.body.code]).toEqual([name, 403, 'TRIAL_ACCOUNT']);
    }
    const transfer = await api.call('walletTransfer', { token: tokens.trial, body: { from: 'MAIN', to: 'PG', amount: '1.00', requestId: 'trial-transfer-1' } });
    expect([transfer.status, transfer.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);
    expect((await api.call('readMessages', { token: tokens.trial, body: { ids: [1] } })).body.code).toBe('TRIAL_ACCOUNT');
  });
});
