import { operatorFileValueSchema } from '../operators';
import * as loyalty from '../operators-loyalty';
import { PROMOTION_IMAGE_MAX_BYTES, uploadedImageValueSchema, uploadPromotionImageBodySchema } from '../operators-marketing';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 28): missions, VIP tiers and members, point rates, the point mall and its redemptions, referral rules and held referral rewards, identity rules, feedback, responsible-gaming packs and members; issue 29 adds creating missions and the mall's catalogue (items, pictures). Merged into the operator table (operators.ts); each names the permission it needs.
 */
export const loyaltyOperatorCalls = {
  // --- missions, VIP and points (marketing) ---
  operatorMissions: call({ method: 'GET', path: opsPath('/loyalty/missions'), ...signedInOperator, permission: 'marketing.write', query: loyalty.brandQuerySchema, response: loyalty.operatorMissionsValueSchema }),
  operatorUpdateMission: call({ method: 'POST', path: opsPath('/loyalty/missions'), ...signedInOperator, permission: 'marketing.write', body: loyalty.updateMissionBodySchema, response: loyalty.operatorMissionSchema }),
  /** a new mission of any kind the engine counts (issue 29); its reward within the reward budget */
  operatorCreateMission: call({ method: 'POST', path: opsPath('/loyalty/missions/create'), ...signedInOperator, permission: 'marketing.write', body: loyalty.createMissionBodySchema, response: loyalty.operatorMissionSchema }),
  operatorVipTiers: call({ method: 'GET', path: opsPath('/loyalty/vip-tiers'), ...signedInOperator, permission: 'marketing.write', query: loyalty.brandQuerySchema, response: loyalty.operatorVipTiersValueSchema }),
  operatorUpdateVipTier: call({ method: 'POST', path: opsPath('/loyalty/vip-tiers'), ...signedInOperator, permission: 'marketing.write', body: loyalty.updateVipTierBodySchema, response: loyalty.operatorVipTierSchema }),
  operatorSetVipMember: call({ method: 'POST', path: opsPath('/loyalty/vip-member'), ...signedInOperator, permission: 'marketing.write', body: loyalty.setVipMemberBodySchema, response: loyalty.setVipMemberValueSchema }),
  operatorRunVipReview: call({ method: 'POST', path: opsPath('/loyalty/vip-review'), ...signedInOperator, permission: 'marketing.write', body: loyalty.brandBodySchema, response: loyalty.vipReviewValueSchema }),
  operatorPointRates: call({ method: 'GET', path: opsPath('/loyalty/point-rates'), ...signedInOperator, permission: 'marketing.write', query: loyalty.brandQuerySchema, response: loyalty.pointRatesValueSchema }),
  operatorSetPointRates: call({ method: 'POST', path: opsPath('/loyalty/point-rates'), ...signedInOperator, permission: 'marketing.write', body: loyalty.setPointRatesBodySchema, response: loyalty.pointRatesValueSchema }),
  // --- referral rewards held for review, and the multi-account rule (risk) ---
  operatorReferralReviews: call({ method: 'GET', path: opsPath('/loyalty/referral-reviews'), ...signedInOperator, permission: 'risk.write', query: loyalty.referralReviewsQuerySchema, response: loyalty.referralReviewsValueSchema }),
  operatorReleaseReferral: call({ method: 'POST', path: opsPath('/loyalty/referral-reviews/release'), ...signedInOperator, permission: 'risk.write', body: loyalty.releaseReferralBodySchema, response: loyalty.referralDecisionValueSchema }),
  operatorRejectReferral: call({ method: 'POST', path: opsPath('/loyalty/referral-reviews/reject'), ...signedInOperator, permission: 'risk.write', body: loyalty.rejectReferralBodySchema, response: loyalty.referralDecisionValueSchema }),
  operatorIdentityRules: call({ method: 'GET', path: opsPath('/identity-rules'), ...signedInOperator, permission: 'risk.write', query: loyalty.brandQuerySchema, response: loyalty.identityRulesValueSchema }),
  operatorSetIdentityRules: call({ method: 'POST', path: opsPath('/identity-rules'), ...signedInOperator, permission: 'risk.write', body: loyalty.setIdentityRulesBodySchema, response: loyalty.identityRulesValueSchema }),
  // --- the points mall and invite friends (marketing) ---
  operatorRedemptions: call({ method: 'GET', path: opsPath('/loyalty/redemptions'), ...signedInOperator, permission: 'marketing.write', query: loyalty.operatorRedemptionsQuerySchema, response: loyalty.operatorRedemptionsValueSchema }),
  operatorApproveRedemption: call({ method: 'POST', path: opsPath('/loyalty/redemptions/approve'), ...signedInOperator, permission: 'marketing.write', body: loyalty.approveRedemptionBodySchema, response: loyalty.operatorRedemptionSchema }),
  operatorRejectRedemption: call({ method: 'POST', path: opsPath('/loyalty/redemptions/reject'), ...signedInOperator, permission: 'marketing.write', body: loyalty.rejectRedemptionBodySchema, response: loyalty.operatorRedemptionSchema }),
  operatorRestockReward: call({ method: 'POST', path: opsPath('/loyalty/rewards/restock'), ...signedInOperator, permission: 'marketing.write', body: loyalty.restockRewardBodySchema, response: loyalty.restockedRewardValueSchema }),
  // the catalogue (issue 29): every item of a brand, switched off ones too; a new item, a change, its picture
  operatorMallItems: call({ method: 'GET', path: opsPath('/loyalty/rewards'), ...signedInOperator, permission: 'marketing.write', query: loyalty.brandQuerySchema, response: loyalty.operatorMallItemsValueSchema }),
  operatorCreateMallItem: call({ method: 'POST', path: opsPath('/loyalty/rewards/create'), ...signedInOperator, permission: 'marketing.write', body: loyalty.createMallItemBodySchema, response: loyalty.operatorMallItemSchema }),
  operatorUpdateMallItem: call({ method: 'POST', path: opsPath('/loyalty/rewards/update'), ...signedInOperator, permission: 'marketing.write', body: loyalty.updateMallItemBodySchema, response: loyalty.operatorMallItemSchema }),
  /** an item's picture, checked and stored like a promotion's (the same rules and limits) */
  operatorUploadMallImage: call({ method: 'POST', path: opsPath('/loyalty/rewards/image'), ...signedInOperator, permission: 'marketing.write', maxBodyBytes: Math.ceil((PROMOTION_IMAGE_MAX_BYTES * 4) / 3) + 4096, body: uploadPromotionImageBodySchema, response: uploadedImageValueSchema }),
  operatorReferralRules: call({ method: 'GET', path: opsPath('/loyalty/referral-rules'), ...signedInOperator, permission: 'marketing.write', query: loyalty.optionalBrandQuerySchema, response: loyalty.referralRulesValueSchema }),
  operatorSetReferralRules: call({ method: 'POST', path: opsPath('/loyalty/referral-rules'), ...signedInOperator, permission: 'marketing.write', body: loyalty.setReferralRulesBodySchema, response: loyalty.brandReferralRulesSchema }),
  // --- feedback (support) ---
  operatorFeedback: call({ method: 'GET', path: opsPath('/feedback'), ...signedInOperator, permission: 'support.write', query: loyalty.operatorFeedbackQuerySchema, response: loyalty.operatorFeedbackValueSchema }),
  operatorReplyFeedback: call({ method: 'POST', path: opsPath('/feedback/reply'), ...signedInOperator, permission: 'support.write', body: loyalty.replyFeedbackBodySchema, response: loyalty.operatorFeedbackSchema }),
  operatorFeedbackImage: call({ method: 'GET', path: opsPath('/feedback/image'), ...signedInOperator, permission: 'support.write', query: loyalty.feedbackIdQuerySchema, response: operatorFileValueSchema }),
  // --- responsible gaming: a member's state (players) and the brand's pack (settings) ---
  operatorPlayerRg: call({ method: 'GET', path: opsPath('/rg/member'), ...signedInOperator, permission: 'players.read', query: loyalty.playerRgQuerySchema, response: loyalty.playerRgValueSchema }),
  operatorRgPack: call({ method: 'GET', path: opsPath('/rg/pack'), ...signedInOperator, permission: 'settings.write', query: loyalty.brandQuerySchema, response: loyalty.rgPackValueSchema }),
  operatorSetRgPack: call({ method: 'POST', path: opsPath('/rg/pack'), ...signedInOperator, permission: 'settings.write', body: loyalty.setRgPackBodySchema, response: loyalty.setRgPackValueSchema }),
} satisfies Record<string, CallDef>;
