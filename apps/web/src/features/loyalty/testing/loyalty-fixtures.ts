import type { Mission, PointConfigValue, PointReward, ReferralSummaryValue, VipLadderValue, VipTier } from '@app/contract/loyalty';

/** The paths of the loyalty calls (the contract's call table), as the stubbed server answers them. */
export const paths = {
  missions: '/wps/relay/MCSFE_getMissionSummaryDetails',
  leaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  claim: '/wps/relay/MCSFE_claimMissionReward',
  vip: '/wps/relay/MCSFE_getVipLadder',
  referral: '/wps/relay/MCSFE_getReferralSummary',
  friends: '/wps/relay/MCSFE_getReferralList',
  feedback: '/wps/feedback',
  points: '/wps/relay/MCS2_getPointBalance',
  rewards: '/wps/relay/MCS2_getPointReward',
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  redemptions: '/wps/relay/MCS2_getRedeemPointList',
  config: '/wps/relay/MCS2_getPointConfig',
  transactions: '/wps/relay/ODSFE2_MemTransDet',
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
} as const;

export const page = <T>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 20, totalPages: 1 });

export const missionFixture = (over: Partial<Mission> = {}): Mission => ({
  id: 1,
  code: 'daily_bets',
  title: 'Bet 3 times',
  description: 'Place 3 bets on any game today.',
  kind: 'bet_count',
  period: 'daily',
  gameType: null,
  target: 3,
  progress: 1,
  status: 'in_progress',
  reward: { kind: 'points', points: 200 },
  periodKey: '2026-11-26',
  resetsAt: Date.now() + 5 * 3_600_000 + 12 * 60_000,
  claimedAt: null,
  ...over,
});

const tier = (rankLevel: number, labelName: string, over: Partial<VipTier> = {}): VipTier => ({
  rankLevel,
  labelName,
  color: '#ffffff',
  color2: '#1d4ed8',
  turnoverMinor: rankLevel * 1_000_000,
  depositMinor: rankLevel * 200_000,
  keepTurnoverMinor: rankLevel * 500_000,
  benefits: { rebateBonusBp: rankLevel * 10, withdrawDailyLimitMinor: null, withdrawDailyCount: null, pointsMultiplierBp: 10_000 + rankLevel * 1_000, birthdayBonusMinor: rankLevel * 10_000, vipService: rankLevel > 4 },
  ...over,
});

export const ladderFixture = (over: Partial<VipLadderValue> = {}): VipLadderValue => ({
  tiers: [tier(0, 'Member', { turnoverMinor: 0, depositMinor: 0, keepTurnoverMinor: 0 }), tier(4, 'VIP4'), tier(5, 'VIP5'), tier(6, 'VIP6', { benefits: { ...tier(6, 'VIP6').benefits, withdrawDailyLimitMinor: 10_000_000, withdrawDailyCount: 10 } })],
  rankLevel: 5,
  windowDays: 30,
  progress: { turnoverMinor: 1_500_000, depositMinor: 1_200_000 },
  nextReviewAt: Date.UTC(2026, 11, 1),
  downgradeTo: null,
  history: [{ fromLevel: 4, toLevel: 5, reason: 'upgrade', at: Date.UTC(2026, 10, 20) }],
  currency: 'PHP',
  ...over,
});

export const configFixture = (over: Partial<PointConfigValue['convert']> = {}): PointConfigValue => ({
  rates: [
    { gameType: 'RNG', ratePerHundred: 10 },
    { gameType: 'ELOTT', ratePerHundred: 2 },
  ],
  pointsMultiplierBp: 15_000,
  convert: { enabled: true, points: 100, amountMinor: 100, minPoints: 500, ...over },
  expires: false,
  currency: 'PHP',
});

export const rewardFixture = (over: Partial<PointReward> = {}): PointReward => ({
  id: 11,
  name: 'Mobile load ₱50',
  description: 'Prepaid load for any network.',
  image: '/media/rewards/load.png',
  category: 'vouchers',
  pointsCost: 500,
  unit: 'voucher',
  minRank: 0,
  minRankName: null,
  stock: 20,
  perMemberLimit: null,
  physical: false,
  grant: null,
  blockedBy: null,
  ...over,
});

export const referralFixture = (over: Partial<ReferralSummaryValue> = {}): ReferralSummaryValue => ({
  referralCode: 'AB12CD',
  invitePath: '/register?referralCode=AB12CD',
  rules: { enabled: true, qualifyDepositMinor: 50_000, reward: { kind: 'cash', amountMinor: 10_000 }, maxRewardedFriends: 50 },
  totals: { registered: 2, deposited: 1, qualified: 1, rewardMinor: 10_000, rewardPoints: 0 },
  currency: 'PHP',
  ...over,
});
