import type { MemberPages } from '@/features/member-center/config/menu';

/**
 * The member centre's pages, each its own chunk, loaded the first time it shows. They come from the member-centre,
 * wallet and promotions features (which never import each other): they meet here.
 */
export const memberPages: MemberPages = {
  securityCenter: () => import('./security-center-page').then((m) => m.SecurityCenterPage),
  profile: () => import('@/features/member-center/components/pages/profile-page').then((m) => m.ProfilePage),
  playerRank: () => import('@/features/member-center/components/pages/player-rank-page').then((m) => m.PlayerRankPage),
  transferFund: () => import('@/features/wallet/components/transfer-fund/transfer-fund-page').then((m) => m.TransferFundPage),
  depositv2: () => import('@/features/wallet/components/deposit/deposit-page').then((m) => m.DepositPage),
  withdraw: () => import('@/features/wallet/components/withdraw/withdraw-page').then((m) => m.WithdrawPage),
  transferUpline: () => import('@/features/wallet/components/upline/transfer-upline-page').then((m) => m.TransferUplinePage),
  personalHistoryCopy: () => import('@/features/wallet/components/records/bet-records-page').then((m) => m.BetRecordsPage),
  transactionHistory: () => import('@/features/wallet/components/records/account-records-page').then((m) => m.AccountRecordsPage),
  personalProfit: () => import('@/features/wallet/components/records/profit-loss-page').then((m) => m.ProfitLossPage),
  bonusDetails: () => import('./bonus-details-page').then((m) => m.BonusDetailsPage),
  rewardCenter: () => import('@/features/promotions/components/reward-center-page').then((m) => m.RewardCenterPage),
  referral: () => import('@/features/member-center/components/pages/referral-page').then((m) => m.ReferralPage),
  missionLeaderboard: () => import('@/features/member-center/components/pages/mission-page').then((m) => m.MissionPage),
  messageV2: () => import('@/features/member-center/components/pages/messages-page').then((m) => m.MessagesPage),
  manualRebate: () => import('@/features/promotions/components/manual-rebate-page').then((m) => m.ManualRebatePage),
};
