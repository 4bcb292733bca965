/**
 * The admin CLI's promotion commands (promotion, raffle, application, bonus, audit, reward-budget, signup-rules): one
 * operator call each (packages/contract/src/calls/operators-marketing.ts, and the bonus and audit calls of
 * operators.ts), audited by the server under the name of the operator whose API key the CLI uses. Every value printed
 * goes through terminalSafe.
 */
import { brandDigits } from '@app/contract/brand';
import { parseAmountMinor } from '@app/contract/money';
import { readFileSync, writeFileSync } from 'node:fs';
import { applicationLine, auditLine, moneyText, promotionLine, terminalSafe, terminalSafeJson } from './admin-format';
import { brandById } from './lib/brands';

export type { CommandContext } from './admin-command-context';
import type { CommandContext } from './admin-command-context';

export const PROMOTION_USAGE =
  '       npm run admin -- promotion list [--brand ID] | promotion create --brand ID --file promo.json | promotion update ID --file patch.json | promotion close ID\n' +
  '       npm run admin -- raffle draw PROMOTION_ID\n' +
  '       npm run admin -- application list [--status applying] [--brand ID] | application approve ID [--amount AMOUNT] | application reject ID --remark TEXT\n' +
  '       npm run admin -- application image ID INDEX --out FILE\n' +
  '       npm run admin -- bonus grant USERNAME AMOUNT [--brand ID] [--wagering N] [--days N] [--max-bet AMOUNT] --note TEXT | bonus forfeit BONUS_ID [--brand ID] --note TEXT\n' +
  '       npm run admin -- audit list [--limit N]\n' +
  '       npm run admin -- reward-budget [--brand ID]   (what valid turnover earns back per category, against what it keeps)\n' +
  '       npm run admin -- signup-rules [--brand ID] [--agent-registered on|off] [--risk-check on|off]';

const usage = (line: string) => new Error(`Usage: npm run admin -- ${line}`);
const readJson = (file: string | undefined, what: string) => {
  if (!file) throw usage(`${what} --file FILE.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
};
const intFlag = (flags: Map<string, string>, name: string) => (flags.has(name) ? Number(flags.get(name)) : undefined);
/** a promotion, application or bonus number as typed (the server refuses what is not one) */
const idOf = (text: string) => Number(text);
/** An amount typed in the --brand brand's currency, in minor units. */
function amountMinorOf(ctx: CommandContext, text: string, field: string) {
  const parsed = parseAmountMinor(text, brandDigits(brandById(ctx.brands, ctx.brandId)));
  if ('problem' in parsed) throw new Error(terminalSafe(`INVALID_AMOUNT: ${JSON.stringify({ field, reason: parsed.problem })}`));
  return parsed.minor;
}

async function promotionCommand(sub: string | undefined, ctx: CommandContext) {
  const [id] = ctx.positional;
  switch (sub) {
    case 'list': {
      const { list: rows } = await ctx.call('operatorPromotions', { query: { brandId: ctx.flags.get('brand') } });
      if (!rows.length) console.log('No promotions.');
      for (const p of rows) console.log(promotionLine(p));
      return;
    }
    case 'create': {
      const created = await ctx.call('operatorCreatePromotion', { body: { brandId: ctx.brandId, promotion: readJson(ctx.flags.get('file'), 'promotion create --brand ID') } });
      console.log(`Created:\n${terminalSafeJson(created)}`);
      return;
    }
    case 'update': {
      if (!id) throw usage('promotion update ID --file patch.json');
      const updated = await ctx.call('operatorUpdatePromotion', { body: { ...readJson(ctx.flags.get('file'), `promotion update ${id}`), id: idOf(id) } });
      console.log(`Updated:\n${terminalSafeJson(updated)}`);
      return;
    }
    case 'close': {
      if (!id) throw usage('promotion close ID');
      console.log(promotionLine(await ctx.call('operatorClosePromotion', { body: { id: idOf(id) } })));
      return;
    }
    default:
      throw usage('promotion list|create|update|close');
  }
}

async function applicationCommand(sub: string | undefined, ctx: CommandContext) {
  const [id, index] = ctx.positional;
  if (sub === 'list') {
    const limit = ctx.flags.get('limit');
    const query = { status: ctx.flags.get('status') as 'applying' | 'issued' | 'rejected' | undefined, brandId: ctx.flags.get('brand'), limit: limit ? Number(limit) : undefined };
    const { list: rows } = await ctx.call('operatorApplications', { query });
    if (!rows.length) console.log('No applications.');
    for (const a of rows) console.log(applicationLine(a, ctx.brands));
    return;
  }
  if (!id) throw usage('application list | approve ID [--amount AMOUNT] | reject ID --remark TEXT | image ID INDEX --out FILE');
  if (sub === 'approve') {
    const amount = ctx.flags.get('amount');
    console.log(applicationLine(await ctx.call('operatorApproveApplication', { body: { id: idOf(id), ...(amount ? { amount } : {}) } }), ctx.brands));
  } else if (sub === 'reject') {
    console.log(applicationLine(await ctx.call('operatorRejectApplication', { body: { id: idOf(id), remark: ctx.flags.get('remark') ?? '' } }), ctx.brands));
  } else if (sub === 'image') {
    const out = ctx.flags.get('out');
    if (!index || !out) throw usage('application image ID INDEX --out FILE');
    const image = await ctx.call('operatorApplicationImage', { query: { id, index } });
    const bytes = Buffer.from(image.base64, 'base64');
    writeFileSync(out, bytes);
    console.log(terminalSafe(`Image ${index} of application ${id}: ${bytes.length} bytes written to ${out}`));
  } else throw usage('application list|approve|reject|image');
}

/** The member a username names on the brand (the grant takes a member's number). */
async function memberIdOf(ctx: CommandContext, username: string) {
  const found = await ctx.call('operatorPlayers', { query: { q: username, brandId: ctx.brandId, pageSize: 20 } });
  const member = found.list.find((p) => p.username === username.toLowerCase());
  if (!member) throw new Error(terminalSafe(`No member '${username}' on ${ctx.brandId}.`));
  return member.id;
}

async function bonusCommand(sub: string | undefined, ctx: CommandContext) {
  const note = ctx.flags.get('note');
  if (sub === 'forfeit') {
    const [bonusId] = ctx.positional;
    if (!bonusId || !note) throw usage('bonus forfeit BONUS_ID [--brand ID] --note TEXT');
    const ended = await ctx.call('operatorForfeitBonus', { body: { bonusId: idOf(bonusId), note } });
    // printed in the --brand brand's currency (the answer names no brand)
    console.log(terminalSafe(`Bonus ${bonusId} forfeited: ${moneyText(ended.forfeitedMinor, brandById(ctx.brands, ctx.brandId))} went back to the house`));
    return;
  }
  const [username, amount] = ctx.positional;
  if (sub !== 'grant' || !username || !amount || !note) throw usage('bonus grant USERNAME AMOUNT [--brand ID] [--promotion ID] [--wagering N] [--days N] [--max-bet AMOUNT] --note TEXT | bonus forfeit BONUS_ID [--brand ID] --note TEXT');
  const promotion = ctx.flags.get('promotion');
  const amountMinor = amountMinorOf(ctx, amount, 'amount');
  const maxBet = ctx.flags.get('max-bet');
  // the defaults: wagering 1x the bonus, 7 days, the largest stake the bonus itself
  const terms = { wageringMultiple: intFlag(ctx.flags, 'wagering') ?? 1, wageringBase: 'bonus', expiryDays: intFlag(ctx.flags, 'days') ?? 7, maxBetMinor: maxBet === undefined ? amountMinor : amountMinorOf(ctx, maxBet, 'maxBet') };
  const granted = await ctx.call('operatorGrantBonus', {
    body: {
      memberId: await memberIdOf(ctx, username),
      amountMinor,
      wagering: terms.wageringMultiple,
      days: terms.expiryDays,
      maxBetMinor: terms.maxBetMinor,
      // the promotion the bonus is paid for: its cost counts there
      ...(promotion === undefined ? {} : { promotionId: idOf(promotion) }),
      note,
      requestId: `cli-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    },
  });
  console.log(terminalSafe(`Bonus ${granted.bonusId} of ${moneyText(amountMinor, brandById(ctx.brands, ctx.brandId))} granted to ${username} on ${ctx.brandId}: ${JSON.stringify(terms)}`));
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
      console.log(`Draw:\n${terminalSafeJson(await ctx.call('operatorDrawRaffle', { body: { id: idOf(rest[0]) } }))}`);
      return true;
    }
    case 'application':
      await applicationCommand(sub, next);
      return true;
    case 'bonus':
      await bonusCommand(sub, next);
      return true;
    case 'reward-budget': {
      const { list: rows } = await ctx.call('operatorRewardBudget', { query: { brandId: ctx.brandId } });
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
      const rules =
        change.agentRegistered === undefined && change.riskCheck === undefined
          ? await ctx.call('operatorSignupRules', { query: { brandId: ctx.brandId } })
          : await ctx.call('operatorSetSignupRules', { body: { brandId: ctx.brandId, ...change } });
      console.log(terminalSafe(`Sign-up reward on ${rules.brandId}: accounts agents register ${rules.agentRegistered ? 'get it' : 'do not get it'}; risk check ${rules.riskCheck ? 'on' : 'off'}`));
      return true;
    }
    case 'audit': {
      if (sub !== 'list') throw usage('audit list [--limit N]');
      const limit = ctx.flags.get('limit');
      const { list: rows } = await ctx.call('operatorAudit', { query: { pageSize: limit ? Number(limit) : 100 } });
      if (!rows.length) console.log('No operator changes yet.');
      for (const row of rows) console.log(auditLine(row));
      return true;
    }
    default:
      return false;
  }
}
