import { type CallDef, call, relay, roleSets, anyQuery, anyBody } from './define';

/** Missions, points and feedback. */
export const loyaltyCalls = {
  missionSummary: call({ method: 'GET', path: relay('MCSFE_getMissionSummaryDetails'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  missionLeaderboard: call({ method: 'GET', path: relay('MCSFE_getMissionLeaderboard'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  feedback: call({ method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  pointBalance: call({ method: 'GET', path: relay('MCS2_getPointBalance'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false }),
  pointRewards: call({ method: 'GET', path: relay('MCS2_getPointReward'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  redeemPointReward: call({ method: 'POST', path: relay('passwordCheck/MCS2_redeemPointReward'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  redeemHistory: call({ method: 'GET', path: relay('MCS2_getRedeemPointList'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  pointConfig: call({ method: 'GET', path: relay('MCS2_getPointConfig'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false }),
  pointTransactions: call({ method: 'GET', path: relay('ODSFE2_MemTransDet'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  convertPoints: call({ method: 'POST', path: relay('passwordCheck/MCS2_convertPoint'), module: 'PTSYS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
} satisfies Record<string, CallDef>;
