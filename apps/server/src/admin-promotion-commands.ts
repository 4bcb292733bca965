/**
 * The admin CLI's promotion commands (promotion, raffle, application, bonus, audit): each one request to the
 * running server's /admin routes, which write the audit trail. Every value printed goes through terminalSafe.
 */
import { minorToMajor } from '@app/contract/money';
import { readFileSync, writeFileSync } from 'node:fs';
import { applicationLine, auditLine, promotionLine, terminalSafe, terminalSafeJson } from './admin-format';

export type { CommandContext } from './admin-command-context';
import type { CommandContext } from './admin-command-context';

export const PROMOTION_USAGE =
  '       npm run admin -- promotion list [--brand ID] | promotion create --brand ID --file promo.json | promotion update ID --file patch.json | promotion close ID\n' +
  '       npm run admin -- raffle draw PROMOTION_ID\n' +
  '       npm run admin -- application list [--status applying] [--brand ID] | application approve ID [--amount AMOUNT] | application reject ID --remark TEXT\n' +
  '       npm run admin -- application image ID INDEX --out FILE\n' +
  '       npm run admin -- bonus grant USERNAME AMOUNT [--brand ID] [--promotion ID] [--wagering N] [--days N] [--max-bet AMOUNT] --note TEXT | bonus forfeit BONUS_ID\n' +
  '       npm run admin -- audit list [--limit N]\n' +
  '       npm run admin -- reward-budget [--brand ID]   (what valid turnover earns back per category, against what it keeps)\n' +
  '       npm run admin -- signup-rules [--brand ID] [--agent-registered on|off] [--risk-check on|off]';

const usage = (line: string) => new Error(`Usage: npm run admin -- ${line}`);
const readJson = (file: string | undefined, what: string) => {
  if (!file) throw usage(`${what} --file FILE.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
};
const intFlag = (flags: Map<string, string>, name: string) => (flags.has(name) ? Number(flags.get(name)) : undefined);

async function promotionCommand(sub: string | undefined, ctx: CommandContext) {
  const [id] = ctx.positional;
  switch (sub) {
    case 'list': {
      const brand = ctx.flags.get('brand');
      const rows = (await ctx.api('GET', `/admin/promotions${brand ? `?brandId=${encodeURIComponent(brand)}` : ''}`)) as Array<Record<string, unknown>>;
      if (!rows.length) console.log('No promotions.');
      for (const p of rows) console.log(promotionLine(p));
      return;
    }
    case 'create': {
      const created = await ctx.api('POST', '/admin/promotions', { brandId: ctx.brandId, promotion: readJson(ctx.flags.get('file'), 'promotion create --brand ID') });
      console.log(`Created:\n${terminalSafeJson(created)}`);
      return;
    }
    case 'update': {
      if (!id) throw usage('promotion update ID --file patch.json');
      const updated = await ctx.api('PATCH', `/admin/promotions/${encodeURIComponent(id)}`, readJson(ctx.flags.get('file'), `promotion update ${id}`));
      console.log(`Updated:\n${terminalSafeJson(updated)}`);
      return;
    }
    case 'close': {
      if (!id) throw usage('promotion close ID');
      console.log(promotionLine((await ctx.api('POST', `/admin/promotions/${encodeURIComponent(id)}/close`, {})) as Record<string, unknown>));
      return;
    }
    default:
      throw usage('promotion list|create|update|close');
  }
}

async function applicationCommand(sub: string | undefined, ctx: CommandContext) {
  const [id, index] = ctx.positional;
  if (sub === 'list') {
    const query = new URLSearchParams();
    for (const [flag, key] of [['status', 'status'], ['brand', 'brandId'], ['limit', 'limit']] as const) if (ctx.flags.get(flag)) query.set(key, ctx.flags.get(flag)!);
    const rows = (await ctx.api('GET', `/admin/applications${query.size ? `?${query.toString()}` : ''}`)) as Array<Record<string, unknown>>;
    if (!rows.length) console.log('No applications.');
    for (const a of rows) console.log(applicationLine(a));
    return;
  }
  if (!id) throw usage('application list | approve ID [--amount AMOUNT] | reject ID --remark TEXT | image ID INDEX --out FILE');
  const path = `/admin/applications/${encodeURIComponent(id)}`;
  if (sub === 'approve') {
    const amount = ctx.flags.get('amount');
    console.log(applicationLine((await ctx.api('POST', `${path}/approve`, amount ? { amount } : {})) as Record<string, unknown>));
  } else if (sub === 'reject') {
    console.log(applicationLine((await ctx.api('POST', `${path}/reject`, { remark: ctx.flags.get('remark') ?? '' })) as Record<string, unknown>));
  } else if (sub === 'image') {
    const out = ctx.flags.get('out');
    if (!index || !out) throw usage('application image ID INDEX --out FILE');
    const bytes = await ctx.bytes(`${path}/images/${encodeURIComponent(index)}`);
    writeFileSync(out, bytes);
    console.log(terminalSafe(`Image ${index} of application ${id}: ${bytes.length} bytes written to ${out}`));
  } else throw usage('application list|approve|reject|image');
}

async function bonusCommand(sub: string | undefined, ctx: CommandContext) {
  if (sub === 'forfeit') {
    const [bonusId] = ctx.positional;
    if (!bonusId) throw usage('bonus forfeit BONUS_ID');
    const ended = (await ctx.api('POST', `/admin/bonuses/${encodeURIComponent(bonusId)}/forfeit`, {})) as { forfeitedMinor: number };
    console.log(terminalSafe(`Bonus ${bonusId} forfeited: ${minorToMajor(ended.forfeitedMinor).toFixed(2)} went back to the house`));
    return;
  }
  const [username, amount] = ctx.positional;
  const note = ctx.flags.get('note');
  if (sub !== 'grant' || !username || !amount || !note) throw usage('bonus grant USERNAME AMOUNT [--brand ID] [--promotion ID] [--wagering N] [--days N] [--max-bet AMOUNT] --note TEXT | bonus forfeit BONUS_ID');
  const granted = (await ctx.api('POST', '/admin/bonuses', {
    brandId: ctx.brandId,
    username,
    amount,
    note,
    promotionId: intFlag(ctx.flags, 'promotion'),
    wagering: intFlag(ctx.flags, 'wagering'),
    days: intFlag(ctx.flags, 'days'),
    maxBet: ctx.flags.get('max-bet'),
    requestId: `cli-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  })) as { bonusId: number; terms: unknown };
  console.log(terminalSafe(`Bonus ${granted.bonusId} of ${amount} granted to ${username} on ${ctx.brandId}: ${JSON.stringify(granted.terms)}`));
}

/** Runs a promotion command; false when the command is not one of them. */
export async function runPromotionCommand(command: string | undefined, ctx: CommandContext): Promise<boolean> {
  const [sub, ...rest] = ctx.positional;
  const next = { ...ctx, positional: rest };
  switch (command) {
    case 'promotion':
      await promotionCommand(sub, next);
      return true;
    case 'raffle': {
      if (sub !== 'draw' || !rest[0]) throw usage('raffle draw PROMOTION_ID');
      console.log(`Draw:\n${terminalSafeJson(await ctx.api('POST', `/admin/promotions/${encodeURIComponent(rest[0])}/draw`, {}))}`);
      return true;
    }
    case 'application':
      await applicationCommand(sub, next);
      return true;
    case 'bonus':
      await bonusCommand(sub, next);
      return true;
    case 'reward-budget': {
      const rows = (await ctx.api('GET', `/admin/promotions/reward-budget?brandId=${encodeURIComponent(ctx.brandId)}`)) as Array<{
        gameType: string;
        totalBp: number;
        limitBp: number;
        keptBp: number;
        parts: Record<string, number>;
      }>;
      console.log(terminalSafe(`Reward budget of ${ctx.brandId} (basis points of valid turnover):`));
      for (const r of rows) {
        const parts = Object.entries(r.parts).map(([k, v]) => `${k.replace(/Bp$/, '')} ${v}`).join(', ');
        console.log(terminalSafe(`  ${r.gameType.padEnd(8)} gives back ${String(r.totalBp).padStart(7)} of ${String(r.limitBp).padStart(7)}  (keeps ${r.keptBp}; ${parts})`));
      }
      return true;
    }
    case 'signup-rules': {
      const onOff = (name: string) => {
        const value = ctx.flags.get(name);
        if (value === undefined) return undefined;
        if (value !== 'on' && value !== 'off') throw usage('signup-rules [--brand ID] [--agent-registered on|off] [--risk-check on|off]');
        return value === 'on';
      };
      const change = { agentRegistered: onOff('agent-registered'), riskCheck: onOff('risk-check') };
      const rules = (change.agentRegistered === undefined && change.riskCheck === undefined
        ? await ctx.api('GET', `/admin/promotions/signup-rules?brandId=${encodeURIComponent(ctx.brandId)}`)
        : await ctx.api('PUT', '/admin/promotions/signup-rules', { brandId: ctx.brandId, ...change })) as { brandId: string; agentRegistered: boolean; riskCheck: boolean };
      console.log(terminalSafe(`Sign-up reward on ${rules.brandId}: accounts agents register ${rules.agentRegistered ? 'get it' : 'do not get it'}; risk check ${rules.riskCheck ? 'on' : 'off'}`));
      return true;
    }
    case 'audit': {
      if (sub !== 'list') throw usage('audit list [--limit N]');
      const rows = (await ctx.api('GET', `/admin/audit${ctx.flags.get('limit') ? `?limit=${encodeURIComponent(ctx.flags.get('limit')!)}` : ''}`)) as Array<Record<string, unknown>>;
      if (!rows.length) console.log('No operator changes yet.');
      for (const row of rows) console.log(auditLine(row));
      return true;
    }
    default:
      return false;
  }
}
