import type { MemberInfo } from '@app/contract/session';

/** player1 of the demo brand, as the member info call answers it. */
export const memberFixture = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 2,
  account: 'player1',
  nickname: 'Player One',
  type: 0,
  isAgent: 0,
  isTrial: false,
  toUpline: true,
  uplineAccount: 'agent1',
  clubLabel: { labelName: 'VIP5', color: '#60a5fa', color2: '#1d4ed8', rankLevel: 5 },
  memberLabel: [{ labelName: 'Lucky', color: '#ffffff', color2: '#1fbf7a' }],
  maskedEmail: null,
  maskedMobile: null,
  emailVerified: false,
  mobileVerified: false,
  countryDialingCode: null,
  language: null,
  registeredAt: Date.UTC(2026, 0, 5),
  lastLoginAt: Date.UTC(2026, 10, 20),
  passwordExpired: false,
  ...overrides,
});

export const balanceFixture = (mainMinor = 100_000, vendors: { vassalage: string; name: string; gameTypes: string[]; balanceMinor: number }[] = []) => {
  const sum = mainMinor + vendors.reduce((s, v) => s + v.balanceMinor, 0);
  return {
    sumBalance: sum / 100,
    sumBalanceMinor: sum,
    mainBalance: mainMinor / 100,
    mainBalanceMinor: mainMinor,
    heldMinor: 0,
    wallets: vendors.map((v) => ({ ...v, balance: v.balanceMinor / 100 })),
    currencySymbol: '₱',
  };
};
