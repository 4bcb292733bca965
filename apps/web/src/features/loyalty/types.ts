import type { MemberInfo } from '@app/contract/session';

/** Member-centre pages a loyalty page links to (the member centre's page keys). */
export type LoyaltyLink = 'securityCenter' | 'playerRank' | 'missionLeaderboard' | 'referral' | 'feedback' | 'messageV2';

/** What a loyalty page of the member centre gets from it (composed in app/member-center). */
export interface LoyaltyPageProps {
  token: string;
  member: Pick<MemberInfo, 'clubLabel'>;
  go: (page: LoyaltyLink, params?: Record<string, unknown>) => void;
}
