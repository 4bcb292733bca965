import type { PromotionTerms } from '@app/contract/promotions';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { digitsOfBrand } from '../../lib/brands';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import type { SignedInOperator } from '../../lib/operator-token';
import { storeUploadedImage } from '../../modules/content/uploaded-images';
import { recordAudit } from '../../modules/audit/operator-audit';
import { listHelpArticles, removeHelpArticle, upsertHelpArticle } from '../../modules/content/help-admin';
import { auditorOf, brandIdsInView } from '../../modules/operators/accounts';
import { applicationBrandOf, promotionBrandOf } from '../../modules/operators/marketing-scope';
import { applicationImage, approveApplication, operatorApplications, rejectApplication } from '../../modules/promotions/application-decisions';
import { closePromotion, createPromotion, type OperatorPromotionView, operatorPromotions, updatePromotion } from '../../modules/promotions/operator-promotions';
import { drawRaffle } from '../../modules/promotions/raffle-draw';
import { promotionFigures } from '../../modules/promotions/promotion-report';
import { rewardBudget } from '../../modules/promotions/reward-budget';
import { setSignupRules, signupRulesOf } from '../../modules/promotions/signup-rules';
import { amountMinorOf } from '../wallet/parse';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';


/** a promotion's stored terms are the contract's terms (checked by promotionTermsSchema when they were written) */
const promotionView = (p: OperatorPromotionView) => ({ ...p, terms: p.terms as PromotionTerms });

/**
 * The handlers of the contract's marketingOperatorCalls (packages/contract/src/calls/operators-marketing.ts): the
 * promotions' levers, activity applications and their pictures, raffle draws, the reward budget, the sign-up rules and
 * the help centre's articles. Every change is audited under the signed-in operator's name by the module it calls; an
 * operator limited to some brands sees and changes only theirs (another brand's rows do not exist for them: NOT_FOUND).
 */
export function marketingOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  const { db } = app.database;
  /** a brand that exists and is the operator's */
  const knownBrand = (operator: SignedInOperator, brandId: string) => knownBrandOf(app.brands, operator, brandId).id;
  const rowBrand = (operator: SignedInOperator, brandId: string | null, notFound: Record<string, unknown>) => requireRowBrand(app.brands, operator, brandId, notFound);
  /** the decimal places of a row's brand's currency (a row without a brand is not found) */
  const digitsOf = (brandId: string | null, notFound: Record<string, unknown>) => {
    if (brandId === null) throw new AppError('NOT_FOUND', notFound);
    return digitsOfBrand(app.brands, brandId);
  };
  /** an operator of every brand reads one query, as before; a brand-limited one reads each of their brands in view */
  const brandsToRead = (operator: SignedInOperator, brandId: string | undefined) =>
    operator.brandIds === null ? [brandId] : brandIdsInView(operator, app.brands.all, brandId).sort();

  // --- promotions and raffles ---
  const operatorPromotions_: CallHandler<'operatorPromotions'> = async ({ operator, query }) => {
    const rows = await Promise.all(brandsToRead(signedIn(operator), query.brandId).map((brandId) => operatorPromotions(db, brandId)));
    return { list: rows.flat().map(promotionView) };
  };
  const operatorCreatePromotion: CallHandler<'operatorCreatePromotion'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return promotionView(await createPromotion(db, auditorOf(me, ip), knownBrandOf(app.brands, me, body.brandId), body.promotion));
  };
  const operatorUpdatePromotion: CallHandler<'operatorUpdatePromotion'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const { id, ...patch } = body;
    rowBrand(me, await promotionBrandOf(db, id), { promotionId: id });
    return promotionView(await updatePromotion(db, auditorOf(me, ip), app.brands, id, patch));
  };
  const operatorClosePromotion: CallHandler<'operatorClosePromotion'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    rowBrand(me, await promotionBrandOf(db, body.id), { promotionId: body.id });
    return promotionView(await closePromotion(db, auditorOf(me, ip), body.id));
  };
  /** a promotion's picture: stored resized and stripped, audited with its size (the picture itself is in the data folder) */
  const operatorUploadPromotionImage: CallHandler<'operatorUploadPromotionImage'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = knownBrand(me, body.brandId);
    const stored = await storeUploadedImage(deps.dataDir, body.image);
    await recordAudit(db, auditorOf(me, ip), { brandId, action: 'promotion.image', target: stored.path, detail: { width: stored.width, height: stored.height, bytes: stored.bytes } });
    return stored;
  };
  const operatorDrawRaffle: CallHandler<'operatorDrawRaffle'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = await promotionBrandOf(db, body.id);
    rowBrand(me, brandId, { promotionId: body.id });
    return drawRaffle(db, body.id, auditorOf(me, ip), digitsOf(brandId, { promotionId: body.id }));
  };

  // --- activity applications ---
  const operatorApplications_: CallHandler<'operatorApplications'> = async ({ operator, query }) => {
    const rows = await Promise.all(brandsToRead(signedIn(operator), query.brandId).map((brandId) => operatorApplications(db, { ...query, brandId })));
    return { list: rows.flat().sort((a, b) => b.id - a.id).slice(0, query.limit) };
  };
  const operatorApproveApplication: CallHandler<'operatorApproveApplication'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = await applicationBrandOf(db, body.id);
    rowBrand(me, brandId, { applicationId: body.id });
    // the operator types the reward in the application's brand's currency
    const digits = digitsOf(brandId, { applicationId: body.id });
    return approveApplication(db, auditorOf(me, ip), body.id, digits, body.amount === undefined ? undefined : amountMinorOf(body.amount, digits));
  };
  const operatorRejectApplication: CallHandler<'operatorRejectApplication'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    rowBrand(me, await applicationBrandOf(db, body.id), { applicationId: body.id });
    return rejectApplication(db, auditorOf(me, ip), body.id, body.remark);
  };
  /** an application's picture (the back office shows it as a data: URL, never as a page of its own) */
  const operatorApplicationImage: CallHandler<'operatorApplicationImage'> = async ({ operator, query }) => {
    rowBrand(signedIn(operator), await applicationBrandOf(db, query.id), { image: query.index });
    const image = await applicationImage(db, deps.dataDir, query.id, query.index);
    if (!image) throw new AppError('NOT_FOUND', { image: query.index });
    return { contentType: image.type === 'png' ? 'image/png' : 'image/jpeg', base64: image.bytes.toString('base64') };
  };

  // --- the reward budget per game category (what valid turnover earns back against what it keeps), the sign-up rules ---
  const operatorRewardBudget: CallHandler<'operatorRewardBudget'> = async ({ operator, query }) => {
    const brandId = knownBrand(signedIn(operator), query.brandId);
    return { brandId, list: await rewardBudget(db, brandId) };
  };
  const operatorPromotionReport: CallHandler<'operatorPromotionReport'> = async ({ operator, query }) => {
    const brandId = knownBrand(signedIn(operator), query.brandId);
    return { brandId, list: await promotionFigures(db, brandId) };
  };
  const operatorSignupRules: CallHandler<'operatorSignupRules'> = async ({ operator, query }) => {
    const brandId = knownBrand(signedIn(operator), query.brandId);
    return { brandId, ...(await signupRulesOf(db, brandId)) };
  };
  const operatorSetSignupRules: CallHandler<'operatorSetSignupRules'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setSignupRules(db, auditorOf(me, ip), knownBrand(me, body.brandId), body);
  };

  // --- help centre articles ---
  const operatorHelpArticles: CallHandler<'operatorHelpArticles'> = async ({ operator, query }) => ({ list: await listHelpArticles(db, knownBrand(signedIn(operator), query.brandId)) });
  const operatorSaveHelpArticle: CallHandler<'operatorSaveHelpArticle'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brand = knownBrandOf(app.brands, me, body.brandId);
    return upsertHelpArticle(db, auditorOf(me, ip), { ...body, brandId: brand.id }, brand.languages);
  };
  const operatorRemoveHelpArticle: CallHandler<'operatorRemoveHelpArticle'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return removeHelpArticle(db, auditorOf(me, ip), knownBrand(me, body.brandId), body.key);
  };

  return {
    operatorPromotions: operatorPromotions_,
    operatorCreatePromotion,
    operatorUpdatePromotion,
    operatorClosePromotion,
    operatorUploadPromotionImage,
    operatorDrawRaffle,
    operatorApplications: operatorApplications_,
    operatorApproveApplication,
    operatorRejectApplication,
    operatorApplicationImage,
    operatorRewardBudget,
    operatorPromotionReport,
    operatorSignupRules,
    operatorSetSignupRules,
    operatorHelpArticles,
    operatorSaveHelpArticle,
    operatorRemoveHelpArticle,
  };
}
