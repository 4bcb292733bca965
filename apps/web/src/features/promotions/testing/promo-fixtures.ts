import type { Bonus, Promotion, PromotionDetail, PromotionStanding } from '@app/contract/promotions';

const DAY = 86_400_000;
/** A fixed "now" the fixtures' periods are around (tests that need it fake the clock to it). */
export const NOW = Date.UTC(2026, 10, 20, 12);

/** Slots count in full, sports half, live casino a fifth, lottery not at all (the contract wants every category). */
const weights = { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 0 };

/** The demo brand's first-deposit match: 100% up to ₱1,000.00 from ₱100.00, 10× bonus plus deposit in 7 days, max bet ₱50.00. */
export function promotionFixture(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    category: 'new_player',
    mechanic: 'first_deposit',
    title: 'Welcome match',
    summary: 'Your first deposit doubled.',
    image: '/media/promotions/welcome.png',
    startAt: NOW - 30 * DAY,
    endAt: null,
    terms: {
      percentBp: 10_000,
      capMinor: 100_000,
      minDepositMinor: 10_000,
      bonus: { wageringMultiple: 10, wageringBase: 'bonus_deposit', weights, expiryDays: 7, maxBetMinor: 5_000 },
    },
    currency: '₱',
    standing: null,
    ...overrides,
  };
}

export const standingFixture = (overrides: Partial<PromotionStanding> = {}): PromotionStanding => ({
  state: 'join',
  progress: null,
  remark: null,
  ticketNo: null,
  rewardMinor: null,
  ...overrides,
});

export const detailFixture = (overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...promotionFixture(),
  rulesHtml: '<ul><li>One account per person.</li></ul>',
  raffle: null,
  ...overrides,
});

/** A catalogue of four tabs, one promotion in an unknown category. */
export function promotionsValueFixture(list: Promotion[] = catalogueFixture()) {
  const categories = [...new Set(list.map((p) => p.category))];
  return { list, categories, referralEnabled: true };
}

export function catalogueFixture(): Promotion[] {
  return [
    promotionFixture(),
    promotionFixture({
      id: 2,
      category: 'new_player',
      mechanic: 'signup',
      title: 'Sign-up gift',
      summary: 'A gift for joining.',
      terms: { fixedMinor: 8_800, bonus: { wageringMultiple: 5, wageringBase: 'bonus', weights, expiryDays: 3, maxBetMinor: 2_000 } },
    }),
    promotionFixture({
      id: 3,
      category: 'deposit',
      mechanic: 'reload',
      title: 'Daily reload',
      summary: 'Every day a match.',
      terms: { percentBp: 2_000, capMinor: 50_000, minDepositMinor: 20_000, period: 'daily', requiresJoin: true, bonus: null },
    }),
    promotionFixture({ id: 4, category: 'summer_fest', mechanic: 'claim', title: 'Summer claim', summary: 'Claim it.', terms: { fixedMinor: 1_000, bonus: null } }),
  ];
}

export const bonusFixture = (overrides: Partial<Bonus> = {}): Bonus => ({
  id: 7,
  promotionId: 1,
  title: 'Welcome match',
  status: 'active',
  grantedMinor: 50_000,
  balanceMinor: 42_500,
  wageringRequiredMinor: 1_000_000,
  wageredMinor: 250_000,
  weights,
  maxBetMinor: 5_000,
  maxCashoutMinor: null,
  depositRequiredMinor: null,
  depositMade: true,
  grantedAt: NOW - DAY,
  expiresAt: NOW + 6 * DAY,
  endedAt: null,
  ...overrides,
});
