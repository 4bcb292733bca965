import type { MemberInfo } from '@app/contract/session';
import type { Withdrawal } from '@app/contract/wallet';
import type { WalletPageProps } from '../types';

export const member: MemberInfo = {
  id: 2,
  account: 'player1',
  nickname: 'Player One',
  type: 0,
  isAgent: 0,
  isTrial: false,
  toUpline: true,
  uplineAccount: 'agent1',
  clubLabel: null,
  memberLabel: [],
  maskedEmail: null,
  maskedMobile: null,
  emailVerified: false,
  mobileVerified: false,
  countryDialingCode: null,
  language: null,
  registeredAt: 0,
  lastLoginAt: null,
  passwordExpired: false,
};

export const pageProps = (overrides: Partial<WalletPageProps> = {}): WalletPageProps => ({ token: 'tok', member, go: () => {}, params: {}, ...overrides });

export const vendor = (vassalage: string, name: string, balanceMinor: number, gameTypes = ['LIVE']) => ({ vassalage, name, gameTypes, balance: balanceMinor / 100, balanceMinor });

export function balance(mainMinor: number, vendors: ReturnType<typeof vendor>[] = []) {
  const sum = mainMinor + vendors.reduce((s, v) => s + v.balanceMinor, 0);
  return { sumBalance: sum / 100, sumBalanceMinor: sum, mainBalance: mainMinor / 100, mainBalanceMinor: mainMinor, heldMinor: 0, wallets: vendors.filter((v) => v.balanceMinor), currencySymbol: '₱' };
}

export const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  orderNo: 'W20261123ABCDEFGHJK',
  amount: 200,
  amountMinor: 20_000,
  status: 'disbursed',
  bankName: 'BDO Unibank',
  accountName: 'PLAYER ONE',
  accountNumberMasked: '**** **** 7890',
  createdAt: Date.UTC(2026, 10, 23, 3),
  approvedAt: Date.UTC(2026, 10, 23, 4),
  disbursedAt: Date.UTC(2026, 10, 23, 5),
  confirmedAt: null,
  autoReceiveAt: Date.UTC(2026, 10, 23, 6),
  receiptForced: false,
  receivedAmountMinor: null,
  remainingAmountMinor: null,
  hasProof: false,
  payoutRef: 'BDO-TRF-88120',
  rejectReason: null,
  refundedMinor: null,
  ...overrides,
});
