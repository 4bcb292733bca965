import type { MemberPages } from '@/features/member-center/config/menu';

/**
 * The member centre's pages, each its own chunk, loaded the first time it shows. They come from the member-centre,
 * wallet, promotions and loyalty features (which never import each other): they meet here.
 */
export const memberPages: MemberPages = {
  securityCenter: () => import('./security-center-page').then((m) => m.SecurityCenterPage),
  profile: () => import('@/features/member-center/components/pages/profile-page').then((m) => m.ProfilePage),
  verifyIdentity: () => import('@/features/member-center/components/pages/verify-identity').then((m) => m.VerifyIdentityPage),
  sessions: () => import('@/features/member-center/components/pages/sessions-page').then((m) => m.SessionsPage),
  twoFactor: () => import('@/features/member-center/components/pages/two-factor-page').then((m) => m.TwoFactorPage),
  notifications: () => import('@/features/member-center/components/pages/notifications-page').then((m) => m.NotificationsPage),
  playerRank: () => import('@/features/loyalty/components/vip/vip-page').then((m) => m.VipPage),
  feedback: () => import('@/features/loyalty/components/feedback/feedback-page').then((m) => m.FeedbackPage),
  transferFund: () => import('@/features/wallet/components/transfer-fund/transfer-fund-page').then((m) => m.TransferFundPage),
  depositv2: () => import('@/features/wallet/components/deposit/deposit-page').then((m) => m.DepositPage),
  withdraw: () => import('@/features/wallet/components/withdraw/withdraw-page').then((m) => m.WithdrawPage),
  transferUpline: () => import('@/features/wallet/components/upline/transfer-upline-page').then((m) => m.TransferUplinePage),
  personalHistoryCopy: () => import('@/features/wallet/components/records/bet-records-page').then((m) => m.BetRecordsPage),
  transactionHistory: () => import('@/features/wallet/components/records/account-records-page').then((m) => m.AccountRecordsPage),
  personalProfit: () => import('@/features/wallet/components/records/profit-loss-page').then((m) => m.ProfitLossPage),
  bonusDetails: () => import('./bonus-details-page').then((m) => m.BonusDetailsPage),
  rewardCenter: () => import('@/features/promotions/components/reward-center-page').then((m) => m.RewardCenterPage),
  referral: () => import('@/features/loyalty/components/referral/referral-page').then((m) => m.ReferralPage),
  missionLeaderboard: () => import('@/features/loyalty/components/missions/missions-page').then((m) => m.MissionsPage),
  messageV2: () => import('@/features/member-center/components/pages/messages-page').then((m) => m.MessagesPage),
  responsibleGaming: () => import('./responsible-gaming-page').then((m) => m.ResponsibleGamingWithActivity),
  manualRebate: () => import('@/features/promotions/components/manual-rebate-page').then((m) => m.ManualRebatePage),
};
