import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The server's layer rules in eslint.config.js, each shown failing on a small violating file (linted as if it lived at
 * the given path, so the real config and import resolver apply) and passing on a clean one.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIds(code: string, path: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('server lint rules', { timeout: 120_000 }, () => {
  it('keeps drizzle-orm and the schema out of routes', async () => {
    const path = 'apps/server/src/routes/wallet/example.ts';
    expect(await ruleIds(`import { eq } from 'drizzle-orm';\nexport const where = eq;\n`, path)).toContain('no-restricted-imports');
    expect(await ruleIds(`import { members } from '../../db/schema';\nexport const table = members;\n`, path)).toContain('no-restricted-imports');
    expect(await ruleIds(`import { members } from '../../db/schema/accounts';\nexport const table = members;\n`, path)).toContain('no-restricted-imports');
  });

  it('keeps transactions out of routes', async () => {
    const code = `import type { Db } from '../../db/client';\nexport const run = (db: Db) => db.transaction(async (tx) => tx.execute('select 1'));\n`;
    expect(await ruleIds(code, 'apps/server/src/routes/inbox/example.ts')).toContain('no-restricted-syntax');
  });

  it('keeps modules from importing routes', async () => {
    const code = `import { walletHandlers } from '../../routes/wallet/handlers';\nexport const handlers = walletHandlers;\n`;
    expect(await ruleIds(code, 'apps/server/src/modules/wallet/example.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keeps wallet and accounts below promotions, loyalty and agents (they publish domain events instead)', async () => {
    const up = `import { grantDepositRewards } from '../promotions/automatic';\nexport const grant = grantDepositRewards;\n`;
    expect(await ruleIds(up, 'apps/server/src/modules/wallet/example.ts')).toContain('import-x/no-restricted-paths');
    const toLoyalty = `import { linkReferral } from '../loyalty/referrals';\nexport const link = linkReferral;\n`;
    expect(await ruleIds(toLoyalty, 'apps/server/src/modules/accounts/example.ts')).toContain('import-x/no-restricted-paths');
    const toAgents = `import { contractFlags } from '../agents/contracts-view';\nexport const flags = contractFlags;\n`;
    expect(await ruleIds(toAgents, 'apps/server/src/modules/wallet/example.ts')).toContain('import-x/no-restricted-paths');
    // the other way is the order: promotions build on the wallet
    const down = `import { postEntry } from '../wallet/ledger/posting';\nexport const post = postEntry;\n`;
    expect(await ruleIds(down, 'apps/server/src/modules/promotions/example.ts')).not.toContain('import-x/no-restricted-paths');
    const events = `import { publish } from '../../lib/domain-events';\nexport const announce = publish;\n`;
    expect(await ruleIds(events, 'apps/server/src/modules/wallet/example.ts')).not.toContain('import-x/no-restricted-paths');
  });

  it('keeps lib from importing modules or routes', async () => {
    const fromModules = `import { postEntry } from '../modules/wallet/ledger/posting';\nexport const post = postEntry;\n`;
    const fromRoutes = `import { walletHandlers } from '../routes/wallet/handlers';\nexport const handlers = walletHandlers;\n`;
    expect(await ruleIds(fromModules, 'apps/server/src/lib/example.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(fromRoutes, 'apps/server/src/lib/example.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keeps db from importing modules or routes', async () => {
    const code = `import { postEntry } from '../modules/wallet/ledger/posting';\nexport const post = postEntry;\n`;
    expect(await ruleIds(code, 'apps/server/src/db/example.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses import cycles', async () => {
    // vendors.ts is imported by ledger/balances.ts: importing balances back closes a cycle
    const code = `import { balanceValue } from './ledger/balances';\nexport const read = balanceValue;\n`;
    expect(await ruleIds(code, 'apps/server/src/modules/wallet/vendors.ts')).toContain('import-x/no-cycle');
  });

  it('passes a thin handler that calls a module', async () => {
    const code = [
      `import { moneyFormatOf } from '@app/contract/brand';`,
      `import type { CallHandler } from '../../lib/call-router';`,
      `import type { Db } from '../../db/client';`,
      `import { requireMember } from '../../lib/roles';`,
      `import { balanceValue } from '../../modules/wallet/ledger/balances';`,
      ``,
      `export const balanceOf = (db: Db): CallHandler<'balance'> => async ({ member, brand }) => balanceValue(db, requireMember(member).id, moneyFormatOf(brand));`,
      ``,
    ].join('\n');
    expect(await ruleIds(code, 'apps/server/src/routes/wallet/example.ts')).toEqual([]);
  });
});
