/**
 * The admin CLI's points mall, invite friends and feedback commands: one operator call each
 * (packages/contract/src/calls/operators-loyalty.ts); the server writes the audit trail under the name of the operator
 * whose API key the CLI uses. Every value printed goes through terminalSafe.
 *   redemptions [--status processing|approved|rejected] [--brand ID] [--limit N]
 *   redemption approve ID [--remark TEXT] | redemption reject ID --remark TEXT     (ID: the number or PR... reference)
 *   restock CODE UNITS [--brand ID]                                                (adds units to an item's stock)
 *   feedback-list [--brand ID] [--open]                                            (--open: not answered yet)
 *   feedback-reply ID --text TEXT | feedback-image ID --out FILE
 *   referral-rules [--brand ID]                                                    (shows them)
 *   referral-rules --brand ID [--reward points:N|cash:AMOUNT|bonus:AMOUNT] [--wagering N] [--days N] [--max-bet AMOUNT]
 *                  [--qualify AMOUNT] [--max N|none] [--enabled on|off]           (changes what is given, keeps the rest)
 */
import { type LoyaltyReward, type ReferralRules, redemptionStatusSchema } from '@app/contract/loyalty';
import { brandDigits, type BrandConfig } from '@app/contract/brand';
import { parseAmountMinor } from '@app/contract/money';
import { writeFileSync } from 'node:fs';
import { moneyText, terminalSafe } from './admin-format';
import { brandById } from './lib/brands';
import type { CommandContext } from './admin-promotion-commands';

export const MALL_USAGE =
  '       npm run admin -- redemptions [--status processing] [--brand ID] | redemption approve ID [--remark TEXT] | redemption reject ID --remark TEXT\n' +
  '       npm run admin -- restock CODE UNITS [--brand ID]\n' +
  '       npm run admin -- feedback-list [--brand ID] [--open] | feedback-reply ID --text TEXT | feedback-image ID --out FILE\n' +
  '       npm run admin -- referral-rules [--brand ID] [--reward points:N|cash:AMOUNT|bonus:AMOUNT] [--wagering N] [--days N] [--max-bet AMOUNT] [--qualify AMOUNT] [--max N|none] [--enabled on|off]';

const usage = (line: string) => new Error(`Usage: npm run admin -- ${line}`);
/** An amount typed in the brand's currency (`brand`: the one whose rules change), in minor units. */
function minorOf(text: string | undefined, flag: string, brand: BrandConfig) {
  const parsed = parseAmountMinor(text, brandDigits(brand));
  if ('problem' in parsed || parsed.minor <= 0) throw new Error(terminalSafe(`--${flag}: a positive amount like 10 or 12.50, not "${text ?? ''}"`));
  return parsed.minor;
}
function countOf(text: string | undefined, flag: string) {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(terminalSafe(`--${flag}: a positive whole number, not "${text ?? ''}"`));
  return n;
}

const rewardText = (r: LoyaltyReward, brand: BrandConfig) =>
  r.kind === 'points'
    ? `${r.points} points`
    : r.kind === 'cash'
      ? `cash ${moneyText(r.amountMinor, brand)}`
      : `bonus ${moneyText(r.amountMinor, brand)} (${r.terms.wageringMultiple}x, ${r.terms.expiryDays} days)`;

/** One line of `redemptions` (and of a decision). */
export function redemptionLine(r: Record<string, unknown>) {
  const v = (key: string) => terminalSafe(r[key]);
  const address = r.address as { name: string; phone: string; address: string } | null;
  const shipTo = address ? `  ship to ${terminalSafe(address.name)}, ${terminalSafe(address.phone)}, ${terminalSafe(address.address)}` : '';
  const remark = r.remark ? `  remark "${v('remark')}"` : '';
  return `${v('id').padStart(5)}  ${v('referenceNo')}  ${v('createdAt')}  ${v('status').padEnd(10)} ${v('brandId')}  ${v('username')}  ${v('quantity')} x ${v('rewardCode')} (${v('points')} points)${shipTo}${remark}`;
}

/** One line of `feedback-list`. */
export function feedbackLine(f: Record<string, unknown>) {
  const v = (key: string) => terminalSafe(f[key]);
  const reply = f.reply ? `\n        reply (${v('repliedAt')}): "${v('reply')}"` : '';
  return `${v('id').padStart(5)}  ${v('createdAt')}  ${v('brandId')}  ${v('username')}  ${v('category').padEnd(10)}${f.hasImage ? ' [image]' : ''}  "${v('content')}"${reply}`;
}

async function redemptionCommand(sub: string | undefined, ctx: CommandContext) {
  const [id] = ctx.positional;
  if ((sub !== 'approve' && sub !== 'reject') || !id) throw usage('redemption approve ID [--remark TEXT] | redemption reject ID --remark TEXT');
  const remark = ctx.flags.get('remark');
  if (sub === 'reject' && !remark) throw usage('redemption reject ID --remark TEXT');
  const decided = sub === 'approve' ? await ctx.call('operatorApproveRedemption', { body: { id, ...(remark ? { remark } : {}) } }) : await ctx.call('operatorRejectRedemption', { body: { id, remark } });
  console.log(redemptionLine(decided));
}

/** The change the flags ask for: the reward, a bonus's terms, the qualifying total, the cap, on or off. */
function rulesPatch(flags: Map<string, string>, brand: BrandConfig) {
  const patch: Record<string, unknown> = {};
  const reward = flags.get('reward');
  if (reward !== undefined) {
    const [kind, value] = reward.split(':');
    if (kind === 'points') patch.reward = { kind, points: countOf(value, 'reward') };
    else if (kind === 'cash' || kind === 'bonus') patch.reward = { kind, amountMinor: minorOf(value, 'reward', brand) };
    else throw usage('referral-rules --reward points:N|cash:AMOUNT|bonus:AMOUNT');
  }
  if (flags.has('wagering')) patch.wageringMultiple = Number(flags.get('wagering'));
  if (flags.has('days')) patch.expiryDays = countOf(flags.get('days'), 'days');
  if (flags.has('max-bet')) patch.maxBetMinor = minorOf(flags.get('max-bet'), 'max-bet', brand);
  if (flags.has('qualify')) patch.qualifyDepositMinor = minorOf(flags.get('qualify'), 'qualify', brand);
  if (flags.has('max')) patch.maxRewardedFriends = flags.get('max') === 'none' ? null : countOf(flags.get('max'), 'max');
  if (flags.has('enabled')) {
    const on = flags.get('enabled');
    if (on !== 'on' && on !== 'off') throw usage('referral-rules --enabled on|off');
    patch.enabled = on === 'on';
  }
  return patch;
}

const rulesLine = (brand: BrandConfig, r: ReferralRules) =>
  terminalSafe(
    `${brand.id.padEnd(12)} ${r.enabled ? 'on ' : 'off'}  a friend qualifies with deposits of ${moneyText(r.qualifyDepositMinor, brand)}; the inviter gets ${rewardText(r.reward, brand)}; at most ${r.maxRewardedFriends ?? 'unlimited'} rewarded friends`,
  );

async function referralRulesCommand(ctx: CommandContext) {
  const brand = ctx.flags.get('brand');
  // amounts are typed in the named brand's currency (the default brand's until the check below refuses no --brand)
  const patch = rulesPatch(ctx.flags, brandById(ctx.brands, ctx.brandId));
  if (!Object.keys(patch).length) {
    const { list } = await ctx.call('operatorReferralRules', { query: { brandId: brand } });
    for (const row of list) console.log(rulesLine(brandById(ctx.brands, row.brandId), row.rules));
    return;
  }
  if (!brand) throw usage('referral-rules --brand ID ... (a change names its brand)');
  const saved = await ctx.call('operatorSetReferralRules', { body: { brandId: brand, patch } });
  console.log(rulesLine(brandById(ctx.brands, saved.brandId), saved.rules));
}

/** Runs a points mall, invite friends or feedback command; false when the command is not one of them. */
export async function runMallCommand(command: string | undefined, ctx: CommandContext): Promise<boolean> {
  const [first, ...rest] = ctx.positional;
  switch (command) {
    case 'redemptions': {
      const status = redemptionStatusSchema.optional().safeParse(ctx.flags.get('status') || undefined);
      if (!status.success) throw usage('redemptions [--status processing|approved|rejected] [--brand ID] [--limit N]');
      // the server checks the limit (VALIDATION_ERROR names the field)
      const query = { status: status.data, brandId: ctx.flags.get('brand') || undefined, limit: ctx.flags.get('limit') || undefined };
      const rows = (await ctx.call('operatorRedemptions', { query })).list;
      if (!rows.length) console.log('No redemptions.');
      for (const r of rows) console.log(redemptionLine(r));
      return true;
    }
    case 'redemption':
      await redemptionCommand(first, { ...ctx, positional: rest });
      return true;
    case 'restock': {
      const [code, units] = ctx.positional;
      if (!code || !units) throw usage('restock CODE UNITS [--brand ID]');
      const row = await ctx.call('operatorRestockReward', { body: { brandId: ctx.brandId, code, quantity: countOf(units, 'units') } });
      console.log(terminalSafe(`${row.code} on ${ctx.brandId}: ${row.stock} in stock`));
      return true;
    }
    case 'feedback-list': {
      const query = { brandId: ctx.flags.get('brand') || undefined, open: ctx.flags.has('open') ? ('true' as const) : undefined };
      const rows = (await ctx.call('operatorFeedback', { query })).list;
      if (!rows.length) console.log('No feedback.');
      for (const f of rows) console.log(feedbackLine(f));
      return true;
    }
    case 'feedback-reply': {
      const text = ctx.flags.get('text');
      if (!first || !text) throw usage('feedback-reply ID --text TEXT');
      console.log(feedbackLine(await ctx.call('operatorReplyFeedback', { body: { id: Number(first), text } })));
      return true;
    }
    case 'feedback-image': {
      const out = ctx.flags.get('out');
      if (!first || !out) throw usage('feedback-image ID --out FILE');
      const image = await ctx.call('operatorFeedbackImage', { query: { id: first } });
      const bytes = Buffer.from(image.base64, 'base64');
      writeFileSync(out, bytes);
      console.log(terminalSafe(`Screenshot of feedback ${first}: ${bytes.length} bytes written to ${out}`));
      return true;
    }
    case 'referral-rules':
      await referralRulesCommand(ctx);
      return true;
    default:
      return false;
  }
}
