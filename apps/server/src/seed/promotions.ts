/**
 * Demo promotions for every brand, in its languages and its currency: operator data, never code paths.
 * Idempotent (runs at every start): a promotion is inserted once per brand and code; an operator's later change
 * (admin CLI) is kept. Amounts are minor units of the brand's currency.
 */
import type { BrandConfig, Language } from '@app/contract/brand';
import type { PromotionTerms } from '@app/contract/promotions';
import type { Db } from '../db/client';
import { promotions, promotionSettings } from '../db/schema';
import { scaledAmountMinor } from '../lib/currency-scale';
import { DEFAULT_WAGERING_WEIGHTS as weights } from '../modules/promotions/grants';
import { commitRaffleSeed } from '../modules/promotions/raffle-view';
import { inBrandLanguages, type SeedText } from './brand-texts';
import { demoMinor, isSmallDemoMarket } from './demo-scale';

const DAY = 86_400_000;

interface SeedPromotion {
  code: string;
  category: string;
  mechanic: string;
  title: SeedText;
  summary: SeedText;
  rules: SeedText;
  terms: PromotionTerms;
  /** days from now (negative: started before) */
  startDays: number;
  endDays: number | null;
}

/** A promotion's rules as a list, in every language the seeds write (inBrandLanguages keeps the brand's). */
const rules = (lines: Record<Language, string[]>) =>
  Object.fromEntries(Object.entries(lines).map(([language, items]) => [language, `<ul>${items.map((l) => `<li>${l}</li>`).join('')}</ul>`])) as SeedText;
const commonRules = rules({
  EN: ['One account per person, household and device.', 'Bonus money is playable at once and becomes cash when its wagering is met.', 'The operator may withhold rewards gained through abuse.'],
  TY: ['Isang account bawat tao, sambahayan at device.', 'Ang bonus ay malalaro agad at nagiging cash kapag natapos ang wagering nito.', 'Maaaring ipagkait ng operator ang gantimpalang nakuha sa pang-aabuso.'],
  vi: [
    'Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ được có một tài khoản.',
    'Tiền thưởng dùng để chơi được ngay và trở thành tiền mặt khi hoàn thành yêu cầu cược.',
    'Nhà cái có quyền không trao các phần thưởng có được do lạm dụng.',
  ],
});

/** The demo catalogue, its amounts written in pesos (`m`: in the brand's minor units, demo-scale.ts). */
function catalogue(m: (pesos: number) => number, withSignup: boolean): SeedPromotion[] {
  const bonus = (multiple: number, base: 'bonus' | 'bonus_deposit', expiryDays: number, maxBetPesos: number) => ({ wageringMultiple: multiple, wageringBase: base, weights, expiryDays, maxBetMinor: m(maxBetPesos) });
  const list: SeedPromotion[] = [
    {
      code: 'first-deposit-match',
      category: 'new_player',
      mechanic: 'first_deposit',
      title: { EN: 'Welcome match on your first deposit', TY: 'Welcome match sa unang deposito', vi: 'Thưởng chào mừng cho lần nạp đầu tiên' },
      summary: {
        EN: 'Your first deposit doubled: play more from day one.',
        TY: 'Doble ang unang deposito mo: mas maraming laro mula unang araw.',
        vi: 'Lần nạp đầu tiên được nhân đôi: chơi nhiều hơn ngay từ ngày đầu.',
      },
      rules: commonRules,
      terms: { percentBp: 10_000, capMinor: m(5_000), minDepositMinor: m(100), bonus: bonus(30, 'bonus_deposit', 14, 20) },
      startDays: -30,
      endDays: null,
    },
    {
      code: 'daily-reload',
      category: 'deposit',
      mechanic: 'reload',
      title: { EN: 'Daily reload bonus', TY: 'Araw-araw na reload bonus', vi: 'Thưởng nạp lại mỗi ngày' },
      summary: {
        EN: 'Join once, then every day your first qualifying deposit gets a match.',
        TY: 'Sumali minsan, at araw-araw may match ang unang kwalipikadong deposito.',
        vi: 'Chỉ cần tham gia một lần, sau đó mỗi ngày lần nạp hợp lệ đầu tiên của bạn đều được thưởng thêm.',
      },
      rules: commonRules,
      terms: { percentBp: 2_000, capMinor: m(1_000), minDepositMinor: m(200), period: 'daily', requiresJoin: true, bonus: bonus(35, 'bonus', 7, 20) },
      startDays: -30,
      endDays: null,
    },
    {
      code: 'weekly-cashback',
      category: 'rebate',
      mechanic: 'cashback',
      title: { EN: 'Weekly cashback', TY: 'Lingguhang cashback', vi: 'Hoàn tiền hằng tuần' },
      summary: {
        EN: 'A share of last week’s net loss comes back as cash every Monday.',
        TY: 'Bumabalik bilang cash tuwing Lunes ang bahagi ng netong talo noong nakaraang linggo.',
        vi: 'Mỗi thứ Hai, một phần số tiền thua ròng của tuần trước được hoàn lại cho bạn bằng tiền mặt.',
      },
      rules: commonRules,
      terms: { percentBp: 1_000, capMinor: m(10_000), minLossMinor: m(500), period: 'weekly', bonus: null },
      startDays: -60,
      endDays: null,
    },
    {
      code: 'manual-rebate',
      category: 'rebate',
      mechanic: 'rebate',
      title: { EN: 'Instant rebate on every bet', TY: 'Instant rebate sa bawat taya', vi: 'Hoàn trả tức thì trên mọi cược' },
      summary: {
        EN: 'Claim your rebate on valid turnover whenever you like.',
        TY: 'I-claim ang rebate sa valid turnover kahit kailan.',
        vi: 'Nhận hoàn trả trên doanh thu cược hợp lệ bất cứ lúc nào bạn muốn.',
      },
      rules: commonRules,
      terms: { bonus: null },
      startDays: -60,
      endDays: null,
    },
    {
      code: 'turnover-challenge',
      category: 'daily',
      mechanic: 'claim',
      title: { EN: 'Turnover challenge', TY: 'Turnover challenge', vi: 'Thử thách doanh thu cược' },
      summary: {
        EN: 'Reach the turnover target during the event and claim a cash reward.',
        TY: 'Abutin ang target na turnover sa event at i-claim ang cash reward.',
        vi: 'Đạt mục tiêu doanh thu cược trong thời gian sự kiện và nhận thưởng tiền mặt.',
      },
      rules: commonRules,
      terms: { fixedMinor: m(88), qualify: { metric: 'turnover', targetMinor: m(100_000) }, bonus: null },
      startDays: -1,
      endDays: 30,
    },
    {
      code: 'vip-deposit-race',
      category: 'vip',
      mechanic: 'join',
      title: { EN: 'VIP deposit race', TY: 'VIP deposit race', vi: 'Đua nạp tiền VIP' },
      summary: {
        EN: 'Join, deposit the target within the event and request your bonus.',
        TY: 'Sumali, mag-deposito ng target sa loob ng event at hilingin ang bonus.',
        vi: 'Tham gia, nạp đủ mục tiêu trong thời gian sự kiện rồi yêu cầu nhận thưởng.',
      },
      rules: commonRules,
      terms: { fixedMinor: m(300), qualify: { metric: 'deposit', targetMinor: m(2_000) }, bonus: bonus(35, 'bonus', 7, 20) },
      startDays: -1,
      endDays: 30,
    },
    {
      code: 'share-your-win',
      category: 'limited',
      mechanic: 'application',
      title: { EN: 'Share your big win', TY: 'Ibahagi ang malaking panalo', vi: 'Khoe chiến thắng lớn' },
      summary: {
        EN: 'Send a screenshot of a big win; approved stories earn a cash reward.',
        TY: 'Magpadala ng screenshot ng malaking panalo; may cash reward ang maaprubahan.',
        vi: 'Gửi ảnh chụp màn hình một lần thắng lớn; câu chuyện được duyệt sẽ nhận thưởng tiền mặt.',
      },
      rules: commonRules,
      terms: { fixedMinor: m(200), bonus: null },
      startDays: -1,
      endDays: 30,
    },
    {
      code: 'lucky-raffle',
      category: 'limited',
      mechanic: 'raffle',
      title: { EN: 'Lucky raffle', TY: 'Lucky raffle', vi: 'Rút thăm may mắn' },
      summary: {
        EN: 'Claim a free ticket; winners are drawn from a seed committed in advance.',
        TY: 'Kumuha ng libreng ticket; ang mga nanalo ay binubunot mula sa seed na naka-commit na.',
        vi: 'Nhận một vé miễn phí; người trúng thưởng được rút từ một seed đã cam kết từ trước.',
      },
      rules: commonRules,
      terms: { fixedMinor: m(1_000), raffle: { winners: 3, drawAt: 0 }, bonus: bonus(1, 'bonus', 7, 250) },
      startDays: -1,
      endDays: 14,
    },
  ];
  if (withSignup) {
    list.unshift({
      code: 'signup-bonus',
      category: 'new_player',
      mechanic: 'signup',
      title: { EN: 'Sign-up bonus', TY: 'Sign-up bonus', vi: 'Thưởng đăng ký' },
      summary: {
        EN: 'A bonus in your balance the moment your account is created.',
        TY: 'May bonus agad sa balance mo pagkagawa ng account.',
        vi: 'Tiền thưởng vào số dư ngay khi tài khoản của bạn được tạo.',
      },
      rules: commonRules,
      // no deposit asked: a small bonus, a cash-out cap and a deposit before its winnings leave (docs/promotions.md)
      terms: { fixedMinor: m(100), bonus: { ...bonus(40, 'bonus', 7, 20), maxCashoutMinor: m(50), depositBeforeWithdrawalMinor: m(1_500) } },
      startDays: -30,
      endDays: null,
    });
  }
  return list;
}

/** Per brand, in its currency: a sign-up bonus except in the demo's small market (its dollar brand, demo-scale.ts). */
function brandCatalogue(brand: BrandConfig) {
  return catalogue((pesos) => demoMinor(pesos, brand), !isSmallDemoMarket(brand));
}

/** Within every category's reward budget with the VIP tiers, points, missions and turnover promotions (reward-budget.ts). */
const rebateRates = {
  base: { RNG: 40, FISH: 40, INHOUSE: 40, PVP: 30, LIVE: 30, SPORTS: 30, ESPORTS: 30, ELOTT: 30 },
  ranks: [{ minRank: 5, rates: { RNG: 50, FISH: 50, INHOUSE: 50, PVP: 50, LIVE: 50, SPORTS: 50, ESPORTS: 50, ELOTT: 50 } }],
};

export async function seedPromotions(db: Db, brands: BrandConfig[], now = new Date()) {
  for (const brand of brands) {
    await db
      .insert(promotionSettings)
      // the smallest rebate claim: ₱1.00 or $1.00, 1.000 ₫
      .values({ brandId: brand.id, rebateRates, minRebateClaimMinor: scaledAmountMinor(1_00, brand), categoryOrder: ['new_player', 'deposit', 'rebate', 'daily', 'vip', 'limited'] })
      .onConflictDoNothing();
    const items = brandCatalogue(brand);
    for (const [sort, p] of items.entries()) {
      const startAt = new Date(now.getTime() + p.startDays * DAY);
      const endAt = p.endDays === null ? null : new Date(now.getTime() + p.endDays * DAY);
      const terms = p.terms.raffle ? { ...p.terms, raffle: { ...p.terms.raffle, drawAt: (endAt ?? now).getTime() } } : p.terms;
      const [row] = await db
        .insert(promotions)
        .values({
          brandId: brand.id,
          code: p.code,
          category: p.category,
          mechanic: p.mechanic,
          title: inBrandLanguages(brand, p.title),
          summary: inBrandLanguages(brand, p.summary),
          rulesHtml: inBrandLanguages(brand, p.rules),
          image: `/media/promotion/${brand.id}/${p.code}.svg`,
          terms,
          sort,
          startAt,
          endAt,
        })
        .onConflictDoNothing()
        .returning({ id: promotions.id });
      if (row && p.mechanic === 'raffle') await commitRaffleSeed(db, row.id);
    }
  }
}
