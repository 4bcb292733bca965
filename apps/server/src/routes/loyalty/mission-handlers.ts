import type { CallHandler, CallHandlers } from '../../lib/call-router';
import type { Db } from '../../db/client';
import { requireRealAccount } from '../../lib/roles';
import { claimMission as claimMemberMission, missionLeaderboard as readLeaderboard, missionSummary as readSummary } from '../../modules/loyalty/missions';

/** Missions and their leaderboard (module PROMO3). */
export function missionHandlers(db: Db): CallHandlers {
  const missionSummary: CallHandler<'missionSummary'> = ({ query, brand, language, member }) =>
    readSummary(db, { brandId: brand.id, memberId: requireRealAccount(member).id, language }, query.period);
  const missionLeaderboard: CallHandler<'missionLeaderboard'> = ({ query, brand, language, member }) =>
    readLeaderboard(db, { brandId: brand.id, memberId: requireRealAccount(member).id, language }, query.period, query.pageSize);
  const claimMission: CallHandler<'claimMission'> = ({ body, brand, language, member }) =>
    claimMemberMission(db, { brandId: brand.id, memberId: requireRealAccount(member).id, language }, body.missionId);
  return { missionSummary, missionLeaderboard, claimMission };
}
