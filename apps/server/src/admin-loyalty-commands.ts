/**
 * The admin CLI's loyalty engine commands: one operator call each (packages/contract/src/calls/operators-loyalty.ts),
 * audited by the server under the name of the operator whose API key the CLI uses. Every value printed goes through
 * terminalSafe.
 *   missions [--brand ID]
 *   mission-set CODE [--active on|off] [--target N]     (N: a count, or an amount for turnover and deposit missions)
 *   vip-tiers [--brand ID]
 *   vip-tier-set LEVEL [--turnover X] [--deposit Y] [--keep Z]
 *   vip-set USERNAME LEVEL --remark TEXT [--brand ID]    (booked as an operator change; the member gets a message)
 *   vip-review [--brand ID]                             (the scheduled review now: members told before go down)
 *   point-rates [--brand ID] [--RNG 1.0 --LIVE 0.3 ...]  (points per 100 of valid turnover; no rates: prints them)
 *   referral-reviews [--status held|released|rejected] [--brand ID]   (referral rewards held: inviter and friend share
 *                                                        an address, device, bank account or payee name; with why)
 *   referral-release FRIEND_ID [--brand ID]             (pays the inviter once; again: nothing changes)
 *   referral-reject FRIEND_ID --remark TEXT [--brand ID] (no reward; the friend counts as qualified)
 *   identity-rules [refuse|review] [--brand ID]          (a bank account number or payee name another member holds:
 *                                                        refused, or bound and counted as shared: family accounts)
 */
import { referralReviewStatusSchema } from '@app/contract/operators-loyalty';
import { gameTypeSchema } from '@app/contract/system';
import type { BrandConfig } from '@app/contract/brand';
import type { CommandContext } from './admin-promotion-commands';
import { moneyText, terminalSafe } from './admin-format';
import { brandById } from './lib/brands';

export const LOYALTY_USAGE =
  '       npm run admin -- missions [--brand ID] | mission-set CODE [--active on|off] [--target N] [--brand ID]\n' +
  '       npm run admin -- vip-tiers [--brand ID] | vip-tier-set LEVEL [--turnover X] [--deposit Y] [--keep Z] [--brand ID]\n' +
  '       npm run admin -- vip-set USERNAME LEVEL --remark TEXT [--brand ID] | vip-review [--brand ID]\n' +
  '       npm run admin -- point-rates [--brand ID] [--RNG 1.0 --LIVE 0.3 ...]\n' +
  '       npm run admin -- referral-reviews [--status held|released|rejected] | referral-release FRIEND_ID | referral-reject FRIEND_ID --remark TEXT [--brand ID]\n' +
  '       npm run admin -- identity-rules [refuse|review] [--brand ID]';

const usage = (line: string) => new Error(`Usage: npm run admin -- ${line}`);

interface MissionLine {
  code: string;
  title: string;
  kind: string;
  period: string;
  gameType: string | null;
  targetText: string;
  reward: { kind: string; points?: number; amountMinor?: number };
  active: boolean;
}
const rewardText = (r: MissionLine['reward'], brand: BrandConfig) => (r.kind === 'points' ? `${r.points} points` : `${r.kind} ${moneyText(r.amountMinor ?? 0, brand)}`);
const missionLine = (m: MissionLine, brand: BrandConfig) =>
  terminalSafe(`${m.code.padEnd(24)} ${m.active ? 'on ' : 'off'} ${m.period.padEnd(6)} ${m.kind}${m.gameType ? `/${m.gameType}` : ''} target ${m.targetText}, reward ${rewardText(m.reward, brand)}  "${m.title}"`);

interface TierLine {
  rankLevel: number;
  name: Record<string, string>;
  turnover: string;
  deposit: string;
  keep: string;
  benefits: { rebateBonusBp: number; pointsMultiplierBp: number; withdrawDailyCount: number | null; birthdayBonusMinor: number };
}
const tierLine = (t: TierLine) =>
  terminalSafe(
    `${String(t.rankLevel).padStart(2)} ${String(t.name.EN ?? '').padEnd(10)} reach: turnover ${t.turnover}, deposits ${t.deposit}; keep: turnover ${t.keep}; ` +
      `rebate +${t.benefits.rebateBonusBp}bp, points x${t.benefits.pointsMultiplierBp / 10_000}, withdrawals/day ${t.benefits.withdrawDailyCount ?? 'brand default'}`,
  );

const ratesLine = (brandId: string, rates: Record<string, number>) =>
  terminalSafe(`${brandId}: points per 100 of valid turnover: ${Object.entries(rates).map(([k, v]) => `${k} ${v}`).join(', ')}`);

interface ReviewLine {
  friendId: number;
  inviter: string;
  friend: string;
  reviewStatus: string;
  reasons: Array<{ reason: string; otherMemberId: number }>;
  depositedAt: string | null;
  reviewedBy: string | null;
}
const reviewLine = (r: ReviewLine) =>
  terminalSafe(
    `friend ${String(r.friendId).padEnd(8)} ${r.friend} invited by ${r.inviter}: ${r.reviewStatus}${r.reviewedBy ? ` by ${r.reviewedBy}` : ''}, first deposit ${r.depositedAt ?? '-'}; ` +
      `shares ${r.reasons.map((x) => x.reason.replace('_', ' ')).join(', ') || 'nothing now'}`,
  );

/** Runs a loyalty engine command; false when the command is not one of them. */
export async function runLoyaltyEngineCommand(command: string | undefined, ctx: CommandContext): Promise<boolean> {
  const brandQuery = { brandId: ctx.brandId };
  switch (command) {
    case 'missions': {
      const rows: MissionLine[] = (await ctx.call('operatorMissions', { query: brandQuery })).list;
      if (!rows.length) console.log('No missions.');
      for (const m of rows) console.log(missionLine(m, brandById(ctx.brands, ctx.brandId)));
      return true;
    }
    case 'mission-set': {
      const [code] = ctx.positional;
      const active = ctx.flags.get('active');
      const target = ctx.flags.get('target');
      if (!code || (active === undefined && target === undefined) || (active !== undefined && active !== 'on' && active !== 'off')) {
        throw usage('mission-set CODE [--active on|off] [--target N]');
      }
      const changed: MissionLine = await ctx.call('operatorUpdateMission', {
        body: { brandId: ctx.brandId, code, ...(active !== undefined ? { active: active === 'on' } : {}), ...(target !== undefined ? { target } : {}) },
      });
      console.log(missionLine(changed, brandById(ctx.brands, ctx.brandId)));
      return true;
    }
    case 'vip-tiers': {
      for (const t of (await ctx.call('operatorVipTiers', { query: brandQuery })).list) console.log(tierLine(t));
      return true;
    }
    case 'vip-tier-set': {
      const [level] = ctx.positional;
      const change = Object.fromEntries((['turnover', 'deposit', 'keep'] as const).filter((k) => ctx.flags.has(k)).map((k) => [k, ctx.flags.get(k)!]));
      if (!level || !Object.keys(change).length) throw usage('vip-tier-set LEVEL [--turnover X] [--deposit Y] [--keep Z]');
      console.log(tierLine(await ctx.call('operatorUpdateVipTier', { body: { brandId: ctx.brandId, rankLevel: Number(level), ...change } })));
      return true;
    }
    case 'vip-set': {
      const [username, level] = ctx.positional;
      const remark = ctx.flags.get('remark');
      if (!username || !level || !remark) throw usage('vip-set USERNAME LEVEL --remark TEXT [--brand ID]');
      const result = await ctx.call('operatorSetVipMember', { body: { brandId: ctx.brandId, username, rankLevel: Number(level), remark } });
      console.log(terminalSafe(result.changed ? `${username} on ${ctx.brandId}: VIP${result.fromLevel} -> VIP${result.toLevel} (message sent)` : `${username} is already VIP${result.toLevel}: nothing changed`));
      return true;
    }
    case 'vip-review': {
      const result = await ctx.call('operatorRunVipReview', { body: { brandId: ctx.brandId } });
      console.log(terminalSafe(`Review of ${ctx.brandId} (due ${result.reviewed}): ${result.downgrades} member(s) down one tier, ${result.notices} notice(s) sent; next review ${result.nextReviewAt}`));
      return true;
    }
    case 'point-rates': {
      const rates = Object.fromEntries([...ctx.flags].filter(([k]) => gameTypeSchema.safeParse(k).success).map(([k, v]) => [k, Number(v)]));
      const unknown = [...ctx.flags.keys()].filter((k) => k !== 'brand' && k !== 'url' && !gameTypeSchema.safeParse(k).success);
      if (unknown.length) throw usage(`point-rates [--brand ID] [${gameTypeSchema.options.map((t) => `--${t} N`).join(' ')}]  (unknown: ${unknown.join(', ')})`);
      const result = Object.keys(rates).length
        ? await ctx.call('operatorSetPointRates', { body: { brandId: ctx.brandId, rates } })
        : await ctx.call('operatorPointRates', { query: brandQuery });
      console.log(ratesLine(ctx.brandId, result.rates));
      return true;
    }
    case 'referral-reviews': {
      const parsed = referralReviewStatusSchema.safeParse(ctx.flags.get('status') ?? 'held');
      if (!parsed.success) throw usage('referral-reviews [--status held|released|rejected] [--brand ID]');
      const status = parsed.data;
      const rows: ReviewLine[] = (await ctx.call('operatorReferralReviews', { query: { ...brandQuery, status } })).list;
      if (!rows.length) console.log(terminalSafe(`No referral rewards ${status} on ${ctx.brandId}.`));
      for (const r of rows) console.log(reviewLine(r));
      return true;
    }
    case 'referral-release':
    case 'referral-reject': {
      const [friendId] = ctx.positional;
      const remark = ctx.flags.get('remark');
      const release = command === 'referral-release';
      if (!friendId || !/^\d+$/.test(friendId) || (!release && !remark)) throw usage(release ? 'referral-release FRIEND_ID [--brand ID]' : 'referral-reject FRIEND_ID --remark TEXT [--brand ID]');
      const result = release
        ? await ctx.call('operatorReleaseReferral', { body: { brandId: ctx.brandId, friendId: Number(friendId) } })
        : await ctx.call('operatorRejectReferral', { body: { brandId: ctx.brandId, friendId: Number(friendId), remark } });
      const outcome = !result.changed ? `already ${result.reviewStatus}: nothing changed` : result.paid ? 'released, the inviter is paid' : `${result.reviewStatus}, no reward paid`;
      console.log(terminalSafe(`Referral of friend ${friendId} on ${ctx.brandId}: ${outcome}`));
      return true;
    }
    case 'identity-rules': {
      const [rule] = ctx.positional;
      if (rule !== undefined && rule !== 'refuse' && rule !== 'review') throw usage('identity-rules [refuse|review] [--brand ID]');
      const result = rule
        ? await ctx.call('operatorSetIdentityRules', { body: { brandId: ctx.brandId, sharedBankAccounts: rule } })
        : await ctx.call('operatorIdentityRules', { query: brandQuery });
      const text = result.sharedBankAccounts === 'review' ? 'bound and counted as shared (family accounts)' : 'refused (BANK_ACCOUNT_IN_USE, PAYEE_NAME_IN_USE)';
      console.log(terminalSafe(`${ctx.brandId}: a bank account number or payee name another member holds is ${text}`));
      return true;
    }
    default:
      return false;
  }
}
