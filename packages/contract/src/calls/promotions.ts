import { type CallDef, call, relay, roleSets, anyQuery, anyBody } from './define';

/** Promotions and activities. */
export const promotionCalls = {
  promotions: call({ method: 'GET', path: relay('MCSFE_getAvailablePromotions'), module: 'PROMO3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: anyQuery }),
  promotionJoin: call({ method: 'POST', path: relay('MCSFE_signUpPromotionJoin'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  requestReward: call({ method: 'POST', path: relay('MCSFE_signUpRequestReward'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
  claimRaffle: call({ method: 'POST', path: relay('MCS2_claimRafflePromotion'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: anyBody }),
} satisfies Record<string, CallDef>;
