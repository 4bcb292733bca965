import { brandDigits } from '@app/contract/brand';
import type { LoyaltyReward, ReceivingAddress } from '@app/contract/loyalty';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import type { SignedInOperator } from '../../lib/operator-token';
import { identityRulesOf, setSharedBankAccounts } from '../../modules/accounts/shared-identity';
import { feedbackImage, type OperatorFeedbackView, operatorFeedback, replyFeedback } from '../../modules/loyalty/feedback-operator';
import { recordAudit } from '../../modules/audit/operator-audit';
import { storeUploadedImage } from '../../modules/content/uploaded-images';
import { createMission, operatorMissions, setMission } from '../../modules/loyalty/missions-operator';
import { createMallItem, operatorMallItems, updateMallItem } from '../../modules/loyalty/point-mall-items-operator';
import { approveRedemption, type OperatorRedemptionView, operatorRedemptions, rejectRedemption, restockReward } from '../../modules/loyalty/point-mall-operator';
import { changeReferralRules, referralRulesOfBrand } from '../../modules/loyalty/referrals-operator';
import { referralReviews, rejectReferral, releaseReferral } from '../../modules/loyalty/referrals-review';
import { operatorTiers, pointRates, runReviewNow, setMemberTier, setPointRates, setTier } from '../../modules/loyalty/vip-operator';
import { auditorOf, brandIdsInView, brandsOf } from '../../modules/operators/accounts';
import { feedbackBrandOf, redemptionBrandOf } from '../../modules/operators/loyalty-scope';
import { operatorMemberView } from '../../modules/responsible-gaming/operator';
import { effectivePack, packOverride, switchBrandPack } from '../../modules/responsible-gaming/packs';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';


/** a redemption's stored address is the receiving address the member gave (checked when it was redeemed) */
const redemptionView = (r: OperatorRedemptionView) => ({ ...r, address: r.address as ReceivingAddress | null });

/**
 * The handlers of the contract's loyaltyOperatorCalls (packages/contract/src/calls/operators-loyalty.ts): the loyalty
 * engine's, the points mall's, feedback's and responsible gaming's operator levers. Every change is audited under the
 * signed-in operator's name by the module it calls; an operator limited to some brands sees and changes only theirs
 * (another brand's rows do not exist for them: NOT_FOUND).
 */
export function loyaltyOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  const { db } = app.database;
  /** a brand that exists and is the operator's */
  const knownBrand = (operator: SignedInOperator, brandId: string) => knownBrandOf(app.brands, operator, brandId);
  /**
   * One brand's rows (brandId), or those of every brand the operator sees, newest first up to the limit. An operator
   * of every brand reads them in one query, as before; a brand-limited one reads each of their brands.
   */
  async function inView<T extends { id: number }>(operator: SignedInOperator, brandId: string | undefined, limit: number, read: (brandId: string | undefined) => Promise<T[]>) {
    if (operator.brandIds === null) return read(brandId);
    const rows = (await Promise.all(brandIdsInView(operator, app.brands.all, brandId).map(read))).flat();
    return rows.sort((a, b) => b.id - a.id).slice(0, limit);
  }
  const rowBrand = (operator: SignedInOperator, brandId: string | null, notFound: Record<string, unknown>) => requireRowBrand(app.brands, operator, brandId, notFound);

  // --- missions, VIP, points ---
  const operatorMissions_: CallHandler<'operatorMissions'> = async ({ operator, query }) => {
    const brand = knownBrand(signedIn(operator), query.brandId);
    return { list: await operatorMissions(db, brand.id, brandDigits(brand)) };
  };
  const operatorUpdateMission: CallHandler<'operatorUpdateMission'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brand = knownBrand(me, body.brandId);
    return setMission(db, auditorOf(me, ip), brand.id, body.code, body, brandDigits(brand));
  };
  const operatorCreateMission: CallHandler<'operatorCreateMission'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const { brandId, ...mission } = body;
    const brand = knownBrand(me, brandId);
    return createMission(db, auditorOf(me, ip), brand, mission, brandDigits(brand));
  };
  const operatorVipTiers: CallHandler<'operatorVipTiers'> = async ({ operator, query }) => {
    const brand = knownBrand(signedIn(operator), query.brandId);
    return { list: await operatorTiers(db, brand.id, brandDigits(brand)) };
  };
  const operatorUpdateVipTier: CallHandler<'operatorUpdateVipTier'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brand = knownBrand(me, body.brandId);
    return setTier(db, auditorOf(me, ip), brand, body.rankLevel, body, brandDigits(brand));
  };
  const operatorSetVipMember: CallHandler<'operatorSetVipMember'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setMemberTier(db, auditorOf(me, ip), { ...body, brandId: knownBrand(me, body.brandId).id });
  };
  const operatorRunVipReview: CallHandler<'operatorRunVipReview'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const result = await runReviewNow(db, auditorOf(me, ip), knownBrand(me, body.brandId).id);
    return { ...result, reviewed: result.reviewed?.toISOString() ?? null, nextReviewAt: result.nextReviewAt.toISOString() };
  };
  const operatorPointRates: CallHandler<'operatorPointRates'> = async ({ operator, query }) => {
    const brandId = knownBrand(signedIn(operator), query.brandId).id;
    return { brandId, rates: await pointRates(db, brandId) };
  };
  const operatorSetPointRates: CallHandler<'operatorSetPointRates'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = knownBrand(me, body.brandId).id;
    return { brandId, rates: await setPointRates(db, auditorOf(me, ip), brandId, body.rates) };
  };

  // --- referral rewards held for review, identity rules ---
  const operatorReferralReviews: CallHandler<'operatorReferralReviews'> = async ({ operator, query }) => {
    const status = query.status ?? 'held';
    const rows = await referralReviews(db, knownBrand(signedIn(operator), query.brandId).id, status);
    // every row listed is under review with that status; the reward as paid is a loyalty reward (the referral engine stores it)
    return { list: rows.map((r) => ({ ...r, reviewStatus: status, reward: r.reward as LoyaltyReward | null })) };
  };
  const operatorReleaseReferral: CallHandler<'operatorReleaseReferral'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brand = knownBrand(me, body.brandId);
    return releaseReferral(db, auditorOf(me, ip), brand.id, body.friendId, brandDigits(brand));
  };
  const operatorRejectReferral: CallHandler<'operatorRejectReferral'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return rejectReferral(db, auditorOf(me, ip), knownBrand(me, body.brandId).id, body.friendId, body.remark);
  };
  // the multi-account rule the referral checks work with: a bank account number or payee name another member holds is refused or shared
  const operatorIdentityRules: CallHandler<'operatorIdentityRules'> = async ({ operator, query }) => {
    const brandId = knownBrand(signedIn(operator), query.brandId).id;
    return { brandId, ...(await identityRulesOf(db, brandId)) };
  };
  const operatorSetIdentityRules: CallHandler<'operatorSetIdentityRules'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setSharedBankAccounts(db, auditorOf(me, ip), knownBrand(me, body.brandId).id, body.sharedBankAccounts);
  };

  // --- the points mall's redemptions and stock, the referral rules ---
  const operatorRedemptions_: CallHandler<'operatorRedemptions'> = async ({ operator, query }) => {
    const rows = await inView(signedIn(operator), query.brandId, query.limit, (brandId) => operatorRedemptions(db, { brandId, status: query.status, limit: query.limit }));
    return { list: rows.map(redemptionView) };
  };
  const operatorApproveRedemption: CallHandler<'operatorApproveRedemption'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    rowBrand(me, await redemptionBrandOf(db, body.id), { redemption: body.id });
    return redemptionView(await approveRedemption(db, auditorOf(me, ip), body.id, body.remark ?? null));
  };
  const operatorRejectRedemption: CallHandler<'operatorRejectRedemption'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    rowBrand(me, await redemptionBrandOf(db, body.id), { redemption: body.id });
    return redemptionView(await rejectRedemption(db, auditorOf(me, ip), body.id, body.remark));
  };
  const operatorRestockReward: CallHandler<'operatorRestockReward'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return restockReward(db, auditorOf(me, ip), knownBrand(me, body.brandId).id, body.code, body.quantity);
  };
  // the catalogue: items with their stock, a new item, a change, a picture
  const operatorMallItems_: CallHandler<'operatorMallItems'> = async ({ operator, query }) => ({
    list: await operatorMallItems(db, knownBrand(signedIn(operator), query.brandId).id),
  });
  const operatorCreateMallItem: CallHandler<'operatorCreateMallItem'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return createMallItem(db, auditorOf(me, ip), knownBrand(me, body.brandId), body.code, body.item);
  };
  const operatorUpdateMallItem: CallHandler<'operatorUpdateMallItem'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return updateMallItem(db, auditorOf(me, ip), knownBrand(me, body.brandId), body.code, body.patch);
  };
  /** an item's picture: checked, resized and stripped like a promotion's (uploaded-images.ts), audited with its size */
  const operatorUploadMallImage: CallHandler<'operatorUploadMallImage'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = knownBrand(me, body.brandId).id;
    const stored = await storeUploadedImage(deps.dataDir, body.image);
    await recordAudit(db, auditorOf(me, ip), { brandId, action: 'point_reward.image', target: stored.path, detail: { width: stored.width, height: stored.height, bytes: stored.bytes } });
    return stored;
  };
  const operatorReferralRules: CallHandler<'operatorReferralRules'> = async ({ operator, query }) => {
    const me = signedIn(operator);
    const brands = query.brandId ? [knownBrand(me, query.brandId)] : brandsOf(me, app.brands.all);
    return { list: await Promise.all(brands.map((b) => referralRulesOfBrand(db, b.id))) };
  };
  const operatorSetReferralRules: CallHandler<'operatorSetReferralRules'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return changeReferralRules(db, auditorOf(me, ip), knownBrand(me, body.brandId).id, body.patch);
  };

  // --- feedback ---
  const operatorFeedback_: CallHandler<'operatorFeedback'> = async ({ operator, query }) => ({
    list: await inView<OperatorFeedbackView>(signedIn(operator), query.brandId, query.limit, (brandId) => operatorFeedback(db, { brandId, open: query.open === 'true', limit: query.limit })),
  });
  const operatorReplyFeedback: CallHandler<'operatorReplyFeedback'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    rowBrand(me, await feedbackBrandOf(db, body.id), { feedback: body.id });
    return replyFeedback(db, auditorOf(me, ip), body.id, body.text);
  };
  /** a feedback's screenshot (the back office shows it as a data: URL, never as a page of its own) */
  const operatorFeedbackImage: CallHandler<'operatorFeedbackImage'> = async ({ operator, query }) => {
    const me = signedIn(operator);
    rowBrand(me, await feedbackBrandOf(db, query.id), { image: query.id });
    const image = await feedbackImage(db, deps.dataDir, query.id);
    if (!image) throw new AppError('NOT_FOUND', { image: query.id });
    return { contentType: image.type === 'png' ? 'image/png' : 'image/jpeg', base64: image.bytes.toString('base64') };
  };

  // --- responsible gaming ---
  const operatorPlayerRg: CallHandler<'operatorPlayerRg'> = ({ operator, query }) => operatorMemberView(db, knownBrand(signedIn(operator), query.brandId).id, query.username);
  const operatorRgPack: CallHandler<'operatorRgPack'> = async ({ operator, query }) => {
    const brand = knownBrand(signedIn(operator), query.brandId);
    const override = await packOverride(db, brand.id);
    const pack = await effectivePack(db, app.brands, brand);
    return { brandId: brand.id, packId: pack.id, brandFilePack: brand.responsibleGamingPack, overridden: Boolean(override), changedBy: override?.changedBy ?? null, packs: [...app.brands.packs.keys()] };
  };
  const operatorSetRgPack: CallHandler<'operatorSetRgPack'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return switchBrandPack(db, app.brands, auditorOf(me, ip), knownBrand(me, body.brandId), body.packId);
  };

  return {
    operatorMissions: operatorMissions_,
    operatorUpdateMission,
    operatorCreateMission,
    operatorVipTiers,
    operatorUpdateVipTier,
    operatorSetVipMember,
    operatorRunVipReview,
    operatorPointRates,
    operatorSetPointRates,
    operatorReferralReviews,
    operatorReleaseReferral,
    operatorRejectReferral,
    operatorIdentityRules,
    operatorSetIdentityRules,
    operatorRedemptions: operatorRedemptions_,
    operatorApproveRedemption,
    operatorRejectRedemption,
    operatorRestockReward,
    operatorMallItems: operatorMallItems_,
    operatorCreateMallItem,
    operatorUpdateMallItem,
    operatorUploadMallImage,
    operatorReferralRules,
    operatorSetReferralRules,
    operatorFeedback: operatorFeedback_,
    operatorReplyFeedback,
    operatorFeedbackImage,
    operatorPlayerRg,
    operatorRgPack,
    operatorSetRgPack,
  };
}
