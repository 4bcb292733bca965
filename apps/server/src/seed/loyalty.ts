/**
 * The loyalty engine's demo data for every brand, in its languages and its currency (operator data,
 * never code paths): eight missions (daily, weekly, once; rewards in points, cash and a bonus with wagering), the VIP
 * tiers 0..8 with their requirements and benefits, and player1's last 30 days of VIP progress (keeps VIP5, part of
 * the way to VIP6). Idempotent: a mission or tier is inserted once per brand and kept when an operator changes it;
 * player1's history is written only while player1 has none.
 */
import type { BrandConfig } from '@app/contract/brand';
import type { LoyaltyReward } from '@app/contract/loyalty';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, missions, vipChanges, vipMemberDaily, vipTiers, type Localized } from '../db/schema';
import { DEFAULT_WAGERING_WEIGHTS as weights } from '../modules/promotions/grants';
import type { StoredVipBenefits } from '../modules/loyalty/vip';
import { brandTimeZone } from '../modules/content/brand-clock';
import { brandDay } from '../modules/loyalty/periods';
import { inBrandLanguages, type SeedText } from './brand-texts';
import { demoMinor, demoMoneyText } from './demo-scale';

const DAY = 86_400_000;

interface SeedMission {
  code: string;
  title: Localized;
  description: Localized;
  kind: string;
  period: string;
  gameType: string | null;
  target: number;
  reward: LoyaltyReward;
}

/** The demo missions, their figures written in pesos and given in the brand's currency and languages. */
function missionCatalogue(brand: BrandConfig): SeedMission[] {
  const m = (pesos: number) => demoMinor(pesos, brand);
  // a text with an amount, written as each of the brand's languages writes money
  const withMoney = (pesos: number, text: (money: string) => SeedText) => inBrandLanguages(brand, (language) => text(demoMoneyText(m(pesos), brand, language))[language]);
  const texts = (text: SeedText) => inBrandLanguages(brand, text);
  return [
    {
      code: 'daily-lottery-bets',
      title: texts({ EN: 'Bet 5 times on the lottery', TY: 'Tumaya nang 5 beses sa lotto', vi: 'Cược xổ số 5 lần' }),
      description: texts({ EN: 'Place 5 lottery bets today.', TY: 'Maglagay ng 5 taya sa lotto ngayong araw.', vi: 'Đặt 5 vé cược xổ số trong hôm nay.' }),
      kind: 'bet_count',
      period: 'daily',
      gameType: 'ELOTT',
      target: 5,
      reward: { kind: 'points', points: 50 },
    },
    {
      code: 'daily-slots-turnover',
      title: withMoney(1_000, (money) => ({ EN: `Reach ${money} turnover on slots`, TY: `Umabot ng ${money} na turnover sa slots`, vi: `Đạt ${money} doanh thu cược nổ hũ` })),
      description: texts({
        EN: 'Valid turnover on slot (RNG) games today.',
        TY: 'Valid turnover sa mga slot (RNG) na laro ngayong araw.',
        vi: 'Doanh thu cược hợp lệ trên các trò nổ hũ (RNG) trong hôm nay.',
      }),
      kind: 'turnover',
      period: 'daily',
      gameType: 'RNG',
      target: m(1_000),
      reward: { kind: 'cash', amountMinor: m(2) },
    },
    {
      code: 'daily-inhouse-rounds',
      title: texts({ EN: 'Play 3 in-house rounds', TY: 'Maglaro ng 3 round sa in-house games', vi: 'Chơi 3 ván trò chơi độc quyền' }),
      description: texts({
        EN: 'Play 3 rounds of our in-house games today.',
        TY: 'Maglaro ng 3 round ng aming in-house games ngayong araw.',
        vi: 'Chơi 3 ván trò chơi độc quyền của chúng tôi trong hôm nay.',
      }),
      kind: 'bet_count',
      period: 'daily',
      gameType: 'INHOUSE',
      target: 3,
      reward: { kind: 'points', points: 30 },
    },
    {
      code: 'daily-login',
      title: texts({ EN: 'Log in today', TY: 'Mag-log in ngayong araw', vi: 'Đăng nhập hôm nay' }),
      description: texts({ EN: 'Log in once today.', TY: 'Mag-log in nang isang beses ngayong araw.', vi: 'Đăng nhập một lần trong hôm nay.' }),
      kind: 'login_days',
      period: 'daily',
      gameType: null,
      target: 1,
      reward: { kind: 'points', points: 10 },
    },
    {
      code: 'weekly-deposits',
      title: texts({ EN: 'Deposit 2 times this week', TY: 'Mag-deposito nang 2 beses ngayong linggo', vi: 'Nạp tiền 2 lần trong tuần' }),
      description: texts({
        EN: 'Two paid deposits this week (Monday to Sunday).',
        TY: 'Dalawang bayad na deposito ngayong linggo (Lunes hanggang Linggo).',
        vi: 'Hai lần nạp tiền thành công trong tuần này (từ thứ Hai đến Chủ nhật).',
      }),
      kind: 'deposit_count',
      period: 'weekly',
      gameType: null,
      target: 2,
      reward: { kind: 'points', points: 300 },
    },
    {
      code: 'weekly-turnover',
      title: withMoney(20_000, (money) => ({ EN: `Reach ${money} turnover this week`, TY: `Umabot ng ${money} na turnover ngayong linggo`, vi: `Đạt ${money} doanh thu cược trong tuần` })),
      description: texts({ EN: 'Valid turnover on any game this week.', TY: 'Valid turnover sa anumang laro ngayong linggo.', vi: 'Doanh thu cược hợp lệ trên mọi trò chơi trong tuần này.' }),
      kind: 'turnover',
      period: 'weekly',
      gameType: null,
      target: m(20_000),
      reward: { kind: 'points', points: 500 },
    },
    {
      code: 'invite-friend',
      title: texts({ EN: 'Invite a friend who deposits', TY: 'Mag-imbita ng kaibigang magdedeposito', vi: 'Mời một người bạn nạp tiền' }),
      description: texts({
        EN: 'A friend registers with your invite link and makes a first deposit.',
        TY: 'Nagparehistro ang kaibigan gamit ang iyong invite link at nag-deposito sa unang pagkakataon.',
        vi: 'Bạn bè đăng ký qua liên kết mời của bạn và nạp tiền lần đầu.',
      }),
      kind: 'referral_deposit',
      period: 'once',
      gameType: null,
      target: 1,
      reward: { kind: 'cash', amountMinor: m(50) },
    },
    {
      code: 'first-deposit',
      title: withMoney(500, (money) => ({ EN: `First deposit: ${money}`, TY: `Unang deposito: ${money}`, vi: `Nạp lần đầu: ${money}` })),
      description: withMoney(500, (money) => ({
        EN: `Deposit ${money} in all to collect a welcome bonus.`,
        TY: `Mag-deposito ng kabuuang ${money} para makuha ang welcome bonus.`,
        vi: `Nạp tổng cộng ${money} để nhận thưởng chào mừng.`,
      })),
      kind: 'deposit_amount',
      period: 'once',
      gameType: null,
      target: m(500),
      reward: { kind: 'bonus', amountMinor: m(50), terms: { wageringMultiple: 40, wageringBase: 'bonus', weights, expiryDays: 14, maxBetMinor: m(10) } },
    },
  ];
}

interface SeedTier {
  rankLevel: number;
  name: Localized;
  color: string;
  color2: string;
  turnoverMinor: number;
  depositMinor: number;
  keepTurnoverMinor: number;
  benefits: StoredVipBenefits;
}

/** Peso figures per tier: to reach (turnover, deposits over the window), to keep (turnover), and the benefits. */
const tierTable: Array<{ colors: [string, string]; turnover: number; deposit: number; keep: number; rebateBp: number; withdraw: [number, number] | null; pointsBp: number; birthday: number }> = [
  { colors: ['#9ca3af', '#6b7280'], turnover: 0, deposit: 0, keep: 0, rebateBp: 0, withdraw: null, pointsBp: 10_000, birthday: 0 },
  { colors: ['#cd7f32', '#a0522d'], turnover: 10_000, deposit: 1_000, keep: 5_000, rebateBp: 2, withdraw: null, pointsBp: 10_500, birthday: 50 },
  { colors: ['#c0c0c0', '#8e8e8e'], turnover: 30_000, deposit: 3_000, keep: 15_000, rebateBp: 3, withdraw: null, pointsBp: 11_000, birthday: 100 },
  { colors: ['#f5c542', '#d4a017'], turnover: 80_000, deposit: 8_000, keep: 40_000, rebateBp: 5, withdraw: [150_000, 6], pointsBp: 12_000, birthday: 200 },
  { colors: ['#4fd1c5', '#2c7a7b'], turnover: 200_000, deposit: 20_000, keep: 100_000, rebateBp: 6, withdraw: [200_000, 6], pointsBp: 13_000, birthday: 500 },
  { colors: ['#60a5fa', '#1d4ed8'], turnover: 500_000, deposit: 50_000, keep: 250_000, rebateBp: 8, withdraw: [300_000, 8], pointsBp: 15_000, birthday: 1_000 },
  { colors: ['#a78bfa', '#6d28d9'], turnover: 1_200_000, deposit: 120_000, keep: 600_000, rebateBp: 10, withdraw: [500_000, 10], pointsBp: 17_500, birthday: 2_000 },
  { colors: ['#f472b6', '#be185d'], turnover: 3_000_000, deposit: 300_000, keep: 1_500_000, rebateBp: 12, withdraw: [1_000_000, 12], pointsBp: 20_000, birthday: 5_000 },
  { colors: ['#f87171', '#b91c1c'], turnover: 8_000_000, deposit: 800_000, keep: 4_000_000, rebateBp: 15, withdraw: [2_000_000, 15], pointsBp: 25_000, birthday: 10_000 },
];

function tierCatalogue(brand: BrandConfig): SeedTier[] {
  const m = (pesos: number) => demoMinor(pesos, brand);
  return tierTable.map((t, rankLevel) => ({
    rankLevel,
    // the header's club label shows the name: VIP0..VIP8 in every language
    name: inBrandLanguages(brand, () => `VIP${rankLevel}`),
    color: t.colors[0],
    color2: t.colors[1],
    turnoverMinor: m(t.turnover),
    depositMinor: m(t.deposit),
    keepTurnoverMinor: m(t.keep),
    benefits: {
      rebateBonusBp: t.rebateBp,
      withdrawDailyLimitMinor: t.withdraw ? m(t.withdraw[0]) : null,
      withdrawDailyCount: t.withdraw ? t.withdraw[1] : null,
      pointsMultiplierBp: t.pointsBp,
      birthdayBonusMinor: m(t.birthday),
    },
  }));
}

/**
 * player1's last 30 brand days: about 780,000 of turnover and 70,000 of deposits (pesos, scaled): above VIP5's keep
 * (250,000), about two thirds of the way to VIP6 (1,200,000 and 120,000). Deterministic, so screenshots are stable.
 */
async function seedPlayerHistory(db: Db, brand: BrandConfig, now: Date, timeZone: string) {
  const [player] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brand.id), eq(members.username, 'player1')));
  if (!player) return;
  const [had] = await db.select({ day: vipMemberDaily.day }).from(vipMemberDaily).where(eq(vipMemberDaily.memberId, player.id)).limit(1);
  if (had) return;
  const rows = Array.from({ length: 30 }, (_, i) => {
    const swing = [0.6, 1.3, 0.9, 1.1, 0.7, 1.4][i % 6]!;
    return {
      memberId: player.id,
      day: brandDay(new Date(now.getTime() - i * DAY), timeZone),
      turnoverMinor: demoMinor(26_000 * swing, brand),
      depositMinor: i % 3 === 1 ? demoMinor(7_000, brand) : 0,
    };
  });
  await db.insert(vipMemberDaily).values(rows).onConflictDoNothing();
  // how player1 reached VIP5 (already told)
  const reachedAt = new Date(now.getTime() - 45 * DAY);
  await db.insert(vipChanges).values({ brandId: brand.id, memberId: player.id, fromLevel: 4, toLevel: 5, reason: 'upgrade', at: reachedAt, notifiedAt: reachedAt });
}

export async function seedLoyalty(db: Db, brands: BrandConfig[], now = new Date()) {
  for (const brand of brands) {
    const list = missionCatalogue(brand);
    await db
      .insert(missions)
      .values(list.map((m, sort) => ({ brandId: brand.id, ...m, sort })))
      .onConflictDoNothing({ target: [missions.brandId, missions.code] });
    await db
      .insert(vipTiers)
      .values(tierCatalogue(brand).map((t) => ({ brandId: brand.id, ...t })))
      .onConflictDoNothing();
    await seedPlayerHistory(db, brand, now, await brandTimeZone(db, brand.id));
  }
}
