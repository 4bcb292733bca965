/**
 * The admin CLI's agent contract commands: one operator call each to the running server with the operator's API key
 * (operatorSettleContracts, operatorContractSettings, operatorSetContractSettings; agents.write; audited there).
 *   settle-salaries --period real-time|hourly|daily|weekly|semimonthly|monthly|all [--at ISO]
 *   contract-payer house|upline [--brand ID]      (who pays the brand's salaries and dividends)
 *   contract-max-rate KIND PERCENT [--brand ID]   (the most the house pays per bet for a contract kind: the top
 *                                                  agent's rate; lists the accepted contracts a lower maximum caps)
 *   contract-settings                             (every brand's payer and maximum rates)
 */
import { CONTRACT_KINDS, type ContractKind, MAX_CONTRACT_RATE_BP } from '@app/contract/agent-contracts';
import type { CommandContext } from './admin-promotion-commands';
import { terminalSafe } from './admin-format';

export const CONTRACT_USAGE =
  '       npm run admin -- settle-salaries --period real-time|hourly|daily|weekly|semimonthly|monthly|all [--at ISO]\n' +
  '       npm run admin -- contract-payer house|upline [--brand ID] | contract-settings\n' +
  `       npm run admin -- contract-max-rate ${CONTRACT_KINDS.join('|')} PERCENT [--brand ID]`;

/** "1.5" (percent, at most 2 decimals, above 0 and up to 100) as basis points, or null. */
export function percentToBp(text: string | undefined): number | null {
  if (!text || !/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  const bp = Math.round(Number(text.trim()) * 100);
  return bp >= 1 && bp <= MAX_CONTRACT_RATE_BP ? bp : null;
}

const percentText = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** Runs a contract command; false when the command is not one of them. */
export async function runContractCommand(command: string | undefined, ctx: CommandContext): Promise<boolean> {
  switch (command) {
    case 'settle-salaries': {
      const period = ctx.flags.get('period');
      if (!period) throw new Error(`Usage:\n${CONTRACT_USAGE}`);
      const at = ctx.flags.get('at');
      // the server checks the period's name (VALIDATION_ERROR names the field)
      const result = await ctx.call('operatorSettleContracts', { body: { period, ...(at ? { at } : {}) } });
      console.log(terminalSafe(`Settled as of ${result.at}; contracts finished at their end date: ${result.finished}`));
      for (const s of result.streams) {
        // a run settles every brand: its paid total adds up their currencies' minor units, so it is shown as that
        console.log(terminalSafe(`  ${s.stream.padEnd(22)} ${s.periods} period(s), ${s.recorded} settlement(s), ${s.paid} paid (${s.paidMinor} in minor units), ${s.unpaid} unpaid`));
      }
      console.log(terminalSafe(`  unpaid retried: ${result.retried.tried}, now paid: ${result.retried.paid}`));
      return true;
    }
    case 'contract-payer': {
      const [payer] = ctx.positional;
      if (payer !== 'house' && payer !== 'upline') throw new Error(`Usage:\n${CONTRACT_USAGE}`);
      await ctx.call('operatorSetContractSettings', { body: { brandId: ctx.brandId, payer } });
      console.log(terminalSafe(`Salaries and dividends of ${ctx.brandId} are now paid by the ${payer}`));
      return true;
    }
    case 'contract-max-rate': {
      const [kind, percent] = ctx.positional;
      const rateBp = percentToBp(percent);
      if (!CONTRACT_KINDS.includes(kind as ContractKind) || rateBp === null) throw new Error(`Usage:\n${CONTRACT_USAGE}`);
      const result = await ctx.call('operatorSetContractSettings', { body: { brandId: ctx.brandId, maxRateBp: { [kind!]: rateBp } } });
      console.log(terminalSafe(`The house pays at most ${percentText(rateBp)} for ${kind} contracts of ${ctx.brandId} (the top agent's rate)`));
      if (result.capped.length) {
        console.log(terminalSafe(`  ${result.capped.length} accepted contract(s) above it are paid ${percentText(rateBp)} from the next period settled:`));
        for (const c of result.capped) console.log(terminalSafe(`    #${c.id} to ${c.downline} at ${percentText(c.rateBp)}`));
      }
      return true;
    }
    case 'contract-settings': {
      const { list } = await ctx.call('operatorContractSettings');
      for (const row of list) {
        const maxima = CONTRACT_KINDS.map((kind) => `${kind} ${percentText(row.maxRateBp[kind])}`).join(', ');
        console.log(terminalSafe(`${row.brandId.padEnd(12)} paid by the ${row.payer}; maximum rates: ${maxima}`));
      }
      return true;
    }
    default:
      return false;
  }
}
