import { type BrandConfig, type Language, moneyFormatOf } from '@app/contract/brand';
import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireRealAccount } from '../../lib/roles';
import type { SessionMember } from '../../lib/session-member';
import { convertPoints as convertMemberPoints, pointConfig as readPointConfig } from '../../modules/loyalty/point-convert';
import { listPointTransactions } from '../../modules/loyalty/point-history';
import { listPointRewards, listRedemptions, redeemPointReward as redeemReward } from '../../modules/loyalty/point-mall';
import { pointsOf } from '../../modules/loyalty/points-ledger';
import { rangeOf, requestIdOf } from '../wallet/parse';

const viewerOf = (brand: BrandConfig, language: Language, member: SessionMember | null) => ({
  brandId: brand.id,
  memberId: requireRealAccount(member).id,
  language,
  currency: brand.currencySymbol,
});

/** The points calls (module PTSYS3): balance, configuration, history, the mall and conversion. */
export function pointHandlers(db: Db): CallHandlers {
  const pointBalance: CallHandler<'pointBalance'> = ({ member }) => pointsOf(db, requireRealAccount(member).id);
  const pointConfig: CallHandler<'pointConfig'> = ({ brand, language, member }) => readPointConfig(db, viewerOf(brand, language, member));
  const pointTransactions: CallHandler<'pointTransactions'> = ({ query, brand, language, member }) =>
    listPointTransactions(db, requireRealAccount(member).id, query, rangeOf(query), language, moneyFormatOf(brand, language));
  const pointRewards: CallHandler<'pointRewards'> = ({ query, brand, language, member }) => listPointRewards(db, viewerOf(brand, language, member), query);
  const redeemPointReward: CallHandler<'redeemPointReward'> = ({ body, brand, language, member, request }) =>
    redeemReward(db, viewerOf(brand, language, member), { ...body, requestId: requestIdOf(request, body.requestId).key });
  const redeemHistory: CallHandler<'redeemHistory'> = ({ query, brand, language, member }) => listRedemptions(db, viewerOf(brand, language, member), query, rangeOf(query));
  const convertPoints: CallHandler<'convertPoints'> = ({ body, brand, language, member, request }) =>
    convertMemberPoints(db, viewerOf(brand, language, member), { ...body, requestId: requestIdOf(request, body.requestId).key });
  return { pointBalance, pointConfig, pointTransactions, pointRewards, redeemPointReward, redeemHistory, convertPoints };
}
