/**
 * The admin CLI's agent contract commands: one request each to the running server's /admin routes (audited there).
 *   settle-salaries --period real-time|hourly|daily|weekly|semimonthly|monthly|all [--at ISO]
 *   contract-payer house|upline [--brand ID]      (who pays the brand's salaries and dividends)
 *   contract-settings                             (every brand's payer)
 */
import { minorToMajor } from '@app/contract/money';
import type { CommandContext } from './admin-promotion-commands';
import { terminalSafe } from './admin-format';

export const CONTRACT_USAGE =
  '       npm run admin -- settle-salaries --period real-time|hourly|daily|weekly|semimonthly|monthly|all [--at ISO]\n' +
  '       npm run admin -- contract-payer house|upline [--brand ID] | contract-settings';

interface StreamLine {
  stream: string;
  periods: number;
  recorded: number;
  paid: number;
  paidMinor: number;
  unpaid: number;
}

/** Runs a contract command; false when the command is not one of them. */
export async function runContractCommand(command: string | undefined, ctx: CommandContext): Promise<boolean> {
  switch (command) {
    case 'settle-salaries': {
      const period = ctx.flags.get('period');
      if (!period) throw new Error(`Usage:\n${CONTRACT_USAGE}`);
      const at = ctx.flags.get('at');
      const result = (await ctx.api('POST', '/admin/agent-contracts/settle', { period, ...(at ? { at } : {}) })) as {
        at: string;
        finished: number;
        streams: StreamLine[];
        retried: { tried: number; paid: number };
      };
      console.log(terminalSafe(`Settled as of ${result.at}; contracts finished at their end date: ${result.finished}`));
      for (const s of result.streams) {
        console.log(terminalSafe(`  ${s.stream.padEnd(22)} ${s.periods} period(s), ${s.recorded} settlement(s), ${s.paid} paid (${minorToMajor(s.paidMinor).toFixed(2)}), ${s.unpaid} unpaid`));
      }
      console.log(terminalSafe(`  unpaid retried: ${result.retried.tried}, now paid: ${result.retried.paid}`));
      return true;
    }
    case 'contract-payer': {
      const [payer] = ctx.positional;
      if (payer !== 'house' && payer !== 'upline') throw new Error(`Usage:\n${CONTRACT_USAGE}`);
      await ctx.api('PUT', '/admin/agent-contracts/settings', { brandId: ctx.brandId, payer });
      console.log(terminalSafe(`Salaries and dividends of ${ctx.brandId} are now paid by the ${payer}`));
      return true;
    }
    case 'contract-settings': {
      for (const row of (await ctx.api('GET', '/admin/agent-contracts/settings')) as Array<{ brandId: string; payer: string }>) {
        console.log(terminalSafe(`${row.brandId.padEnd(12)} paid by the ${row.payer}`));
      }
      return true;
    }
    default:
      return false;
  }
}
