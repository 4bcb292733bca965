/**
 * The admin CLI's back-office commands: typed calls of the operator call table (packages/contract/src/calls/
 * operators.ts), authenticated by the operator's personal API key (ADMIN_API_KEY, or the file the bootstrap wrote),
 * so every change is audited under that operator's name.
 *   operator bootstrap --username NAME     (the master token: the first owner, while none exists; writes the key file)
 *   operator create --username NAME --role ROLE [--brand a,b]   (a temporary password, shown once)
 *   operator list | whoami
 *   players [--q TEXT] [--brand ID] [--limit N]
 */
import { type AnyCallValue, everyCall } from '@app/contract/every-call';
import { randomBytes } from 'node:crypto';
import { terminalSafe, terminalSafeJson } from './admin-format';
import type { CommandContext } from './admin-command-context';

export const OPERATOR_USAGE =
  '       npm run admin -- operator bootstrap --username NAME | operator create --username NAME --role ROLE [--brand a,b] | operator list | whoami\n' +
  '       npm run admin -- players [--q TEXT] [--brand ID] [--limit N]';

/** The file the bootstrap writes the first owner's API key to (in the data folder, readable by its owner only). */
export { OPERATOR_KEY_FILE } from './lib/operator-key-file';

export interface OperatorCommandContext extends CommandContext {
  /** the bootstrap: writes the new owner's key where the CLI finds it next time */
  saveKey: (key: string) => string;
}


/** A temporary password: 16 random characters with a letter and a digit, as the contract asks. */
const temporaryPassword = () => `${randomBytes(12).toString('base64url')}a7`;

/** Runs a back-office command; false when the command is not one of them. */
export async function runOperatorCommand(command: string | undefined, ctx: OperatorCommandContext): Promise<boolean> {
  const { call } = ctx;
  switch (command) {
    case 'whoami': {
      const me = await call('operatorMe');
      console.log(terminalSafe(`${me.username} (${me.role}): ${me.permissions.join(', ')}; brands ${me.brands.map((b) => b.id).join(', ')}`));
      return true;
    }
    case 'operator': {
      const [sub] = ctx.positional;
      const username = ctx.flags.get('username');
      if (sub === 'bootstrap') {
        if (!username) throw new Error('Usage: npm run admin -- operator bootstrap --username NAME');
        // the one call of the master token (the installer role); every other call takes an operator's key
        const made = (await ctx.api(everyCall.operatorBootstrap.method, everyCall.operatorBootstrap.path, { username })) as AnyCallValue<'operatorBootstrap'>;
        const file = ctx.saveKey(made.apiKey);
        console.log(terminalSafe(`Owner ${made.username} created. Temporary password (shown once): ${made.password}`));
        console.log(terminalSafe(`Their API key is in ${file}; the CLI uses it from now on. Sign in to the back office to enrol an authenticator.`));
        return true;
      }
      if (sub === 'create') {
        const role = ctx.flags.get('role');
        if (!username || !role) throw new Error('Usage: npm run admin -- operator create --username NAME --role ROLE [--brand a,b]');
        const brandList = ctx.flags.get('brand');
        const password = temporaryPassword();
        const made = await call('operatorCreate', { body: { username, password, role, brandIds: brandList ? brandList.split(',').map((b) => b.trim()) : null } });
        console.log(terminalSafe(`Operator ${made.username} (${made.role}) created. Temporary password (shown once): ${password}`));
        console.log('They enrol an authenticator at their first sign-in to the back office.');
        return true;
      }
      if (sub === 'list') {
        for (const o of (await call('operatorAccounts')).list) {
          console.log(terminalSafe(`${o.username.padEnd(20)} ${o.role.padEnd(10)} ${o.brandIds?.join(',') ?? 'all brands'}${o.enrolled ? '' : ' (not enrolled)'}${o.disabled ? ' DISABLED' : ''}`));
        }
        return true;
      }
      throw new Error(`Usage:\n${OPERATOR_USAGE}`);
    }
    case 'players': {
      const q = ctx.flags.get('q');
      const found = await call('operatorPlayers', { query: { q, brandId: ctx.flags.get('brand'), pageSize: Number(ctx.flags.get('limit') ?? 20) } });
      if (!found.list.length) console.log('No players.');
      for (const p of found.list) console.log(terminalSafeJson({ id: p.id, brand: p.brandId, username: p.username, name: p.realName, mobile: p.mobile, balanceMinor: p.balanceMinor, matchedOn: p.matchedOn }));
      if (found.total > found.list.length) console.log(`${found.total - found.list.length} more`);
      return true;
    }
    default:
      return false;
  }
}
