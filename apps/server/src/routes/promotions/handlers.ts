import type { BrandConfig, Language } from '@app/contract/brand';
import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import type { SessionMember } from '../../lib/session-member';
import { requireRealAccount } from '../../lib/roles';
import { joinPromotion, requestReward as requestPromotionReward } from '../../modules/promotions/actions';
import { forfeitBonus as forfeitMemberBonus, listBonuses } from '../../modules/promotions/bonuses';
import { actionablePromotions, listPromotions, promotionDetail as readPromotionDetail, type Viewer } from '../../modules/promotions/catalogue';
import { listApplications } from '../../modules/promotions/applications';
import { claimRebate as claimMemberRebate, rebateHistory as readRebateHistory, rebateSummary as readRebateSummary } from '../../modules/promotions/rebates';
import { rangeOf } from '../wallet/parse';

const viewerOf = (brand: BrandConfig, language: Language, member: SessionMember | null): Viewer => ({ brandId: brand.id, currency: brand.currencySymbol, language, memberId: member?.id ?? null });
const memberViewer = (brand: BrandConfig, language: Language, member: SessionMember | null) => ({ ...viewerOf(brand, language, member), memberId: requireRealAccount(member).id });

/** The promotions area's calls: promotions, bonuses, rewards and the manual rebate (module PROMO3). */
export function promotionHandlers(db: Db): CallHandlers {
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
  const bonuses: CallHandler<'bonuses'> = ({ query, language, member }) => listBonuses(db, requireRealAccount(member).id, query, language);
  const forfeitBonus: CallHandler<'forfeitBonus'> = ({ body, language, member }) => forfeitMemberBonus(db, requireRealAccount(member).id, body.bonusId, language);
  const rebateSummary: CallHandler<'rebateSummary'> = ({ member }) => readRebateSummary(db, requireRealAccount(member).id);
  const claimRebate: CallHandler<'claimRebate'> = ({ body, member }) => claimMemberRebate(db, requireRealAccount(member).id, body.requestId);
  const rebateHistory: CallHandler<'rebateHistory'> = ({ query, member }) => readRebateHistory(db, requireRealAccount(member).id, query, rangeOf(query));
  return { promotions, promotionDetail, promotionJoin, requestReward, rewardCenter, bonuses, forfeitBonus, rebateSummary, claimRebate, rebateHistory };
}
