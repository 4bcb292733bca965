import type { MemberInfo } from '@app/contract/session';

/** Member-centre pages a wallet screen links to (the member centre's page keys). */
export type WalletLink = 'securityCenter' | 'transferFund' | 'depositv2' | 'withdraw' | 'transactionHistory' | 'personalHistoryCopy' | 'rewardCenter' | 'verifyIdentity';

/** What a wallet screen gets from the member centre that hosts it (composed in app/). */
export interface WalletPageProps {
  token: string;
  member: MemberInfo;
  go: (page: WalletLink, params?: Record<string, unknown>) => void;
  params: Record<string, unknown>;
}
