import * as promo from '../promotions';
import { type CallDef, call, relay, roleSets } from './define';

/** Three images of at most 5 MB, base64 (4/3) with room for the rest of the body. */
const APPLICATION_BODY_BYTES = 22 * 1024 * 1024;

/** Promotions, activities, bonuses and the manual rebate (module PROMO3). */
export const promotionCalls = {
  promotions: call({ method: 'GET', path: relay('MCSFE_getAvailablePromotions'), module: 'PROMO3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: promo.promotionsQuerySchema, response: promo.promotionsValueSchema }),
  promotionDetail: call({ method: 'GET', path: relay('MCSFE_getPromotionDetail'), module: 'PROMO3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: promo.promotionIdQuerySchema, response: promo.promotionDetailValueSchema }),
  promotionJoin: call({ method: 'POST', path: relay('MCSFE_signUpPromotionJoin'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: promo.promotionActionBodySchema, response: promo.promotionActionValueSchema }),
  requestReward: call({ method: 'POST', path: relay('MCSFE_signUpRequestReward'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: promo.promotionActionBodySchema, response: promo.promotionActionValueSchema }),
  claimRaffle: call({ method: 'POST', path: relay('MCS2_claimRafflePromotion'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: promo.promotionActionBodySchema, response: promo.promotionActionValueSchema }),
  applyActivity: call({ method: 'POST', path: relay('MCSFE_applyActivity'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, maxBodyBytes: APPLICATION_BODY_BYTES, body: promo.applyActivityBodySchema, response: promo.applicationSchema }),
  activityApplications: call({ method: 'GET', path: relay('MCSFE_getActivityApplications'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: promo.applicationsQuerySchema, response: promo.applicationsValueSchema }),
  rewardCenter: call({ method: 'GET', path: relay('MCSFE_getRewardCenter'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, response: promo.rewardCenterValueSchema }),
  bonuses: call({ method: 'GET', path: relay('MCSFE_getBonusList'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: promo.bonusesQuerySchema, response: promo.bonusesValueSchema }),
  forfeitBonus: call({ method: 'POST', path: relay('MCSFE_forfeitBonus'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: promo.forfeitBonusBodySchema, response: promo.forfeitBonusValueSchema }),
  rebateSummary: call({ method: 'GET', path: relay('MCSFE_getRebateSummary'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, response: promo.rebateSummaryValueSchema }),
  claimRebate: call({ method: 'POST', path: relay('MCSFE_claimRebate'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, body: promo.rebateClaimBodySchema, response: promo.rebateClaimValueSchema }),
  rebateHistory: call({ method: 'GET', path: relay('MCSFE_getRebateHistory'), module: 'PROMO3', login: true, roles: roleSets.realAccounts, encrypt: false, query: promo.rebateHistoryQuerySchema, response: promo.rebateHistoryValueSchema }),
} satisfies Record<string, CallDef>;
