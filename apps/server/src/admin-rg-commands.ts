/**
 * The admin CLI's responsible-gaming commands: one operator call each (packages/contract/src/calls/operators-loyalty.ts),
 * as the operator whose API key the CLI uses. Every value printed goes through terminalSafe.
 *   rg-member USERNAME [--brand ID]          (the member's limits, pending changes, block and audit trail)
 *   rg-pack [--brand ID]                     (the brand's pack in force, the brand file's, and the packs on disk)
 *   rg-pack-set PACK|file [--brand ID]       (switch the brand's pack, audited; "file" returns to the brand file's)
 */
import type { CommandContext } from './admin-promotion-commands';
import { moneyText, terminalSafe, terminalSafeJson } from './admin-format';
import { brandById } from './lib/brands';
import type { BrandConfig } from '@app/contract/brand';

export const RG_USAGE = '       npm run admin -- rg-member USERNAME [--brand ID] | rg-pack [--brand ID] | rg-pack-set PACK|file [--brand ID]';

const usage = (line: string) => new Error(`Usage: npm run admin -- ${line}`);

interface MemberView {
  member: { username: string; brandId: string };
  block: { kind: string; until: string; allBrands: boolean; startedAt: string | null } | null;
  limits: Array<{ kind: string; period: string; value: number | null; pending: { value: number | null; effectiveAt: string } | null }>;
  audit: Array<{ at: string; actor: string; action: string; detail: unknown }>;
}

/** A limit's value: minutes of a session limit, else an amount in the member's brand's currency. */
const valueText = (kind: string, v: number | null, brand: BrandConfig) => (v === null ? 'none' : kind === 'session' ? `${v} min` : moneyText(v, brand));

/** Runs a responsible-gaming command; false when the command is not one of them. */
export async function runRgCommand(command: string | undefined, ctx: CommandContext): Promise<boolean> {
  const brandQuery = { brandId: ctx.brandId };
  switch (command) {
    case 'rg-member': {
      const [username] = ctx.positional;
      if (!username) throw usage('rg-member USERNAME [--brand ID]');
      const view: MemberView = await ctx.call('operatorPlayerRg', { query: { ...brandQuery, username } });
      console.log(terminalSafe(`${view.member.username} on ${view.member.brandId}`));
      const brand = brandById(ctx.brands, view.member.brandId);
      console.log(view.block ? terminalSafe(`Block: ${view.block.kind} until ${view.block.until}${view.block.allBrands ? ' (all brands)' : ''}, since ${view.block.startedAt}`) : 'Block: none');
      if (!view.limits.length) console.log('Limits: none');
      for (const l of view.limits) {
        const pending = l.pending ? `, pending ${valueText(l.kind, l.pending.value, brand)} from ${l.pending.effectiveAt}` : '';
        console.log(terminalSafe(`Limit ${l.kind}/${l.period}: ${valueText(l.kind, l.value, brand)}${pending}`));
      }
      for (const a of view.audit) console.log(terminalSafe(`${a.at}  ${a.actor.padEnd(16)} ${a.action.padEnd(24)} ${JSON.stringify(a.detail)}`));
      return true;
    }
    case 'rg-pack': {
      console.log(terminalSafeJson(await ctx.call('operatorRgPack', { query: brandQuery })));
      return true;
    }
    case 'rg-pack-set': {
      const [pack] = ctx.positional;
      if (!pack) throw usage('rg-pack-set PACK|file [--brand ID]');
      const result = await ctx.call('operatorSetRgPack', { body: { brandId: ctx.brandId, packId: pack === 'file' ? null : pack } });
      console.log(terminalSafe(`${result.brandId} now follows the pack ${result.packId}${result.overridden ? ' (operator override)' : ' (its brand file)'}`));
      return true;
    }
    default:
      return false;
  }
}
