import { operatorFileValueSchema } from '../operators';
import * as marketing from '../operators-marketing';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 28): promotions, applications and their pictures, raffles, sign-up rules, the reward budget, help articles. Merged into the operator table (operators.ts); each names the permission it needs.
 */
export const marketingOperatorCalls = {
  // --- promotions and raffles (marketing) ---
  operatorPromotions: call({ method: 'GET', path: opsPath('/promotions'), ...signedInOperator, permission: 'marketing.write', query: marketing.operatorPromotionsQuerySchema, response: marketing.operatorPromotionsValueSchema }),
  operatorCreatePromotion: call({ method: 'POST', path: opsPath('/promotions'), ...signedInOperator, permission: 'marketing.write', body: marketing.createPromotionBodySchema, response: marketing.operatorPromotionSchema }),
  operatorUpdatePromotion: call({ method: 'POST', path: opsPath('/promotions/update'), ...signedInOperator, permission: 'marketing.write', body: marketing.updatePromotionBodySchema, response: marketing.operatorPromotionSchema }),
  operatorClosePromotion: call({ method: 'POST', path: opsPath('/promotions/close'), ...signedInOperator, permission: 'marketing.write', body: marketing.promotionIdBodySchema, response: marketing.operatorPromotionSchema }),
  operatorUploadPromotionImage: call({ method: 'POST', path: opsPath('/promotions/image'), ...signedInOperator, permission: 'marketing.write', maxBodyBytes: Math.ceil((marketing.PROMOTION_IMAGE_MAX_BYTES * 4) / 3) + 4096, body: marketing.uploadPromotionImageBodySchema, response: marketing.uploadedImageValueSchema }),
  operatorDrawRaffle: call({ method: 'POST', path: opsPath('/promotions/draw'), ...signedInOperator, permission: 'marketing.write', body: marketing.promotionIdBodySchema, response: marketing.raffleDrawValueSchema }),
  // --- activity applications and their pictures (marketing) ---
  operatorApplications: call({ method: 'GET', path: opsPath('/applications'), ...signedInOperator, permission: 'marketing.write', query: marketing.operatorApplicationsQuerySchema, response: marketing.operatorApplicationsValueSchema }),
  operatorApproveApplication: call({ method: 'POST', path: opsPath('/applications/approve'), ...signedInOperator, permission: 'marketing.write', body: marketing.approveApplicationBodySchema, response: marketing.operatorApplicationSchema }),
  operatorRejectApplication: call({ method: 'POST', path: opsPath('/applications/reject'), ...signedInOperator, permission: 'marketing.write', body: marketing.rejectApplicationBodySchema, response: marketing.operatorApplicationSchema }),
  operatorApplicationImage: call({ method: 'GET', path: opsPath('/applications/image'), ...signedInOperator, permission: 'marketing.write', query: marketing.applicationImageQuerySchema, response: operatorFileValueSchema }),
  // --- the reward budget (a reading of the brand's economics) and the sign-up rules (settings) ---
  operatorPromotionReport: call({ method: 'GET', path: opsPath('/promotions/report'), ...signedInOperator, permission: 'dashboard.read', query: marketing.brandQuerySchema, response: marketing.promotionReportValueSchema }),
  operatorRewardBudget: call({ method: 'GET', path: opsPath('/promotions/reward-budget'), ...signedInOperator, permission: 'dashboard.read', query: marketing.brandQuerySchema, response: marketing.rewardBudgetValueSchema }),
  operatorSignupRules: call({ method: 'GET', path: opsPath('/promotions/signup-rules'), ...signedInOperator, permission: 'settings.write', query: marketing.brandQuerySchema, response: marketing.signupRulesValueSchema }),
  operatorSetSignupRules: call({ method: 'POST', path: opsPath('/promotions/signup-rules'), ...signedInOperator, permission: 'settings.write', body: marketing.setSignupRulesBodySchema, response: marketing.signupRulesValueSchema }),
  // --- help centre articles (marketing) ---
  operatorHelpArticles: call({ method: 'GET', path: opsPath('/help/articles'), ...signedInOperator, permission: 'marketing.write', query: marketing.brandQuerySchema, response: marketing.operatorHelpArticlesValueSchema }),
  operatorSaveHelpArticle: call({ method: 'POST', path: opsPath('/help/articles'), ...signedInOperator, permission: 'marketing.write', body: marketing.saveHelpArticleBodySchema, response: marketing.operatorHelpArticleSchema }),
  operatorRemoveHelpArticle: call({ method: 'POST', path: opsPath('/help/articles/remove'), ...signedInOperator, permission: 'marketing.write', body: marketing.removeHelpArticleBodySchema, response: marketing.operatorHelpArticleSchema }),
} satisfies Record<string, CallDef>;
