import type { BrandConfig, Language } from '@app/contract/brand';
import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import type { SessionMember } from '../../lib/session-member';
import { requireRealAccount } from '../../lib/roles';
import { joinPromotion, requestReward as requestPromotionReward } from '../../modules/promotions/actions';
import { forfeitBonus as forfeitMemberBonus, listBonuses } from '../../modules/promotions/bonuses';
import { actionablePromotions, listPromotions, promotionDetail as readPromotionDetail, type Viewer } from '../../modules/promotions/catalogue';
import { applyForActivity, listApplications } from '../../modules/promotions/applications';
import { arrivalNotice } from '../../modules/promotions/notice';
import { claimRaffleTicket } from '../../modules/promotions/raffle-tickets';
import { claimRebate as claimMemberRebate, rebateHistory as readRebateHistory, rebateSummary as readRebateSummary } from '../../modules/promotions/rebates';
import { rangeOf, requestIdOf } from '../wallet/parse';

const viewerOf = (brand: BrandConfig, language: Language, member: SessionMember | null): Viewer => ({ brandId: brand.id, currency: brand.currencySymbol, language, memberId: member?.id ?? null });
const memberViewer = (brand: BrandConfig, language: Language, member: SessionMember | null) => ({ ...viewerOf(brand, language, member), memberId: requireRealAccount(member).id });

export interface PromotionDeps {
  db: Db;
  /** where application images are stored (DATA_DIR/proofs) */
  dataDir: string;
}

/** The promotions area's calls: promotions, bonuses, rewards, activities and the manual rebate (module PROMO3). */
export function promotionHandlers({ db, dataDir }: PromotionDeps): CallHandlers {
  const promotions: CallHandler<'promotions'> = ({ query, brand, language, member }) => listPromotions(db, viewerOf(brand, language, member), query.category);
  const promotionDetail: CallHandler<'promotionDetail'> = ({ query, brand, language, member }) => readPromotionDetail(db, viewerOf(brand, language, member), query.id);
  const promotionJoin: CallHandler<'promotionJoin'> = ({ body, brand, language, member }) => joinPromotion(db, memberViewer(brand, language, member), body.promotionId);
  const requestReward: CallHandler<'requestReward'> = ({ body, brand, language, member }) => requestPromotionReward(db, memberViewer(brand, language, member), body.promotionId);
  const rewardCenter: CallHandler<'rewardCenter'> = async ({ brand, language, member }) => {
    const viewer = memberViewer(brand, language, member);
    const [actionable, bonusList, applications] = await Promise.all([
      actionablePromotions(db, viewer),
      listBonuses(db, viewer.memberId, { pageNo: 1, pageSize: 20 }, language),
      listApplications(db, viewer.memberId, { pageNo: 1, pageSize: 20 }, language),
    ]);
    return { actionable, bonuses: bonusList.list, applications: applications.list };
  };
  const claimRaffle: CallHandler<'claimRaffle'> = ({ body, brand, language, member }) => claimRaffleTicket(db, memberViewer(brand, language, member), body.promotionId);
  const applyActivity: CallHandler<'applyActivity'> = ({ body, brand, language, member, request }) =>
    applyForActivity(db, dataDir, memberViewer(brand, language, member), { ...body, requestId: requestIdOf(request, body.requestId).key });
  const activityApplications: CallHandler<'activityApplications'> = ({ query, language, member }) => listApplications(db, requireRealAccount(member).id, query, language);
  const bonuses: CallHandler<'bonuses'> = ({ query, language, member }) => listBonuses(db, requireRealAccount(member).id, query, language);
  const forfeitBonus: CallHandler<'forfeitBonus'> = ({ body, language, member }) => forfeitMemberBonus(db, requireRealAccount(member).id, body.bonusId, language);
  const rebateSummary: CallHandler<'rebateSummary'> = ({ member }) => readRebateSummary(db, requireRealAccount(member).id);
  const claimRebate: CallHandler<'claimRebate'> = ({ body, member }) => claimMemberRebate(db, requireRealAccount(member).id, body.requestId);
  const rebateHistory: CallHandler<'rebateHistory'> = ({ query, member }) => readRebateHistory(db, requireRealAccount(member).id, query, rangeOf(query));
  const notice: CallHandler<'notice'> = ({ brand, language, member }) => arrivalNotice(db, brand, language, member?.id ?? null);
  return {
    notice,
    promotions,
    promotionDetail,
    promotionJoin,
    requestReward,
    claimRaffle,
    applyActivity,
    activityApplications,
    rewardCenter,
    bonuses,
    forfeitBonus,
    rebateSummary,
    claimRebate,
    rebateHistory,
  };
}
