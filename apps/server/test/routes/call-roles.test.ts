import { calls, type CallName, type Role } from '@app/contract/calls';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, freshIp, roleTokens } from '../accounts-support';
import { buildTestApp, type TestApp } from '../helper';

/**
 * Generated from the call table: every call, as every role. A role the call does not admit is refused by the router
 * before the handler (so before any body is read) with the code the client acts on; an admitted role never is.
 */
const refusalOf: Record<Role, string> = { visitor: 'NOT_LOGGED_IN', trial: 'TRIAL_ACCOUNT', member: 'FORBIDDEN', agent: 'FORBIDDEN' };

describe('roles of the call table', () => {
  let app: TestApp;
  let tokens: Awaited<ReturnType<typeof roleTokens>>;
  beforeAll(async () => {
    app = await buildTestApp();
    tokens = await roleTokens(app);
  });

  const roles: Role[] = ['visitor', 'member', 'trial', 'agent'];
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
