import * as loyalty from '../loyalty';
import { type CallDef, call, relay, roleSets } from './define';

/** The largest feedback body: one image of at most 5 MB, base64 (4/3), plus the text. */
const FEEDBACK_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Loyalty: missions (PROMO3), the VIP ladder (PROMO3), points and the points mall (PTSYS3), invite friends (PROMO3)
 * and feedback (FEEDBACK3). Paths the spec leaves unnamed (claiming a mission, the ladder, the referral pages, the
 * feedback history) follow its relay naming.
 */
export const loyaltyCalls = {
  missionSummary: call({ method: 'GET', path: relay('MCSFE_getMissionSummaryDetails'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: loyalty.missionSummaryQuerySchema, response: loyalty.missionSummaryValueSchema }),
  missionLeaderboard: call({ method: 'GET', path: relay('MCSFE_getMissionLeaderboard'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: loyalty.missionLeaderboardQuerySchema, response: loyalty.missionLeaderboardValueSchema }),
  claimMission: call({ method: 'POST', path: relay('MCSFE_claimMissionReward'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: loyalty.claimMissionBodySchema, response: loyalty.claimMissionValueSchema }),
  vipLadder: call({ method: 'GET', path: relay('MCSFE_getVipLadder'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, response: loyalty.vipLadderValueSchema }),
  referralSummary: call({ method: 'GET', path: relay('MCSFE_getReferralSummary'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, response: loyalty.referralSummaryValueSchema }),
  referralFriends: call({ method: 'GET', path: relay('MCSFE_getReferralList'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: loyalty.referralFriendsQuerySchema, response: loyalty.referralFriendsValueSchema }),
  feedback: call({ method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', login: true, roles: roleSets.realAccounts, encrypt: false, maxBodyBytes: FEEDBACK_BODY_BYTES, body: loyalty.feedbackBodySchema, response: loyalty.feedbackSchema }),
  feedbackList: call({ method: 'GET', path: '/wps/feedback', module: 'FEEDBACK3', login: true, roles: roleSets.realAccounts, encrypt: false, query: loyalty.feedbackListQuerySchema, response: loyalty.feedbackListValueSchema }),
  pointBalance: call({ method: 'GET', path: relay('MCS2_getPointBalance'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: loyalty.pointBalanceValueSchema }),
  pointRewards: call({ method: 'GET', path: relay('MCS2_getPointReward'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: loyalty.pointRewardsQuerySchema, response: loyalty.pointRewardsValueSchema }),
  redeemPointReward: call({ method: 'POST', path: relay('passwordCheck/MCS2_redeemPointReward'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: loyalty.redeemPointRewardBodySchema, response: loyalty.redeemPointRewardValueSchema }),
  redeemHistory: call({ method: 'GET', path: relay('MCS2_getRedeemPointList'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: loyalty.redeemHistoryQuerySchema, response: loyalty.redeemHistoryValueSchema }),
  pointConfig: call({ method: 'GET', path: relay('MCS2_getPointConfig'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: loyalty.pointConfigValueSchema }),
  pointTransactions: call({ method: 'GET', path: relay('ODSFE2_MemTransDet'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: loyalty.pointTransactionsQuerySchema, response: loyalty.pointTransactionsValueSchema }),
  convertPoints: call({ method: 'POST', path: relay('passwordCheck/MCS2_convertPoint'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: loyalty.convertPointsBodySchema, response: loyalty.convertPointsValueSchema }),
} satisfies Record<string, CallDef>;
