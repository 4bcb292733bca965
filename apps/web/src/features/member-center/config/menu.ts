import type { MemberInfo } from '@app/contract/session';
import type { ComponentType } from 'react';
import type { GlyphName } from '@/components/ui/glyph/glyph';

/** The member centre's 14 entries, in the spec's order, with its label and page keys (section 2), then responsible gaming. */
export const memberMenu = [
  { label: 'in_my_account', page: 'securityCenter', icon: 'account' },
  { label: 'in_my_wallet', page: 'transferFund', icon: 'wallet' },
  { label: 'in_increase_deposit', page: 'depositv2', icon: 'deposit' },
  { label: 'in_increase_withdrawal', page: 'withdraw', icon: 'withdraw' },
  { label: 'in_transfer_upline', page: 'transferUpline', icon: 'upline' },
  { label: 'in_betting_record', page: 'personalHistoryCopy', icon: 'ticket' },
  { label: 'in_account_record', page: 'transactionHistory', icon: 'records' },
  { label: 'in_personal_loss', page: 'personalProfit', icon: 'chart' },
  { label: 'in_bonus_details', page: 'bonusDetails', icon: 'gift' },
  { label: 'in_reward_center', page: 'rewardCenter', icon: 'trophy' },
  { label: 'invite_friends', page: 'referral', icon: 'invite' },
  { label: 'mission_activity', page: 'missionLeaderboard', icon: 'target' },
  { label: 'in_platform_information', page: 'messageV2', icon: 'mail' },
  { label: 'manual_rebate', page: 'manualRebate', icon: 'rebate' },
  // ours (issue 17): limits, breaks and self-exclusion
  { label: 'in_responsible_gaming', page: 'responsibleGaming', icon: 'shield' },
] as const satisfies ReadonlyArray<{ label: string; page: string; icon: GlyphName }>;

export type MenuPageKey = (typeof memberMenu)[number]['page'];
/**
 * The spec's other named pages, reached from the VIP label and the avatar or nickname, and the feedback page (from
 * the messages page and the customer-service menu); ours: identity verification (issue 30, from My account and from a
 * deposit or withdrawal refused for it).
 */
export type MemberPageKey = MenuPageKey | 'playerRank' | 'profile' | 'feedback' | 'verifyIdentity' | 'sessions' | 'twoFactor' | 'notifications';

export const DEFAULT_PAGE: MemberPageKey = 'securityCenter';

/** Titles of the pages outside the menu, and the entry that stays highlighted while they show. */
export const extraPages = {
  playerRank: { title: 'mc_player_rank', under: 'securityCenter' },
  profile: { title: 'mc_profile', under: 'securityCenter' },
  feedback: { title: 'mc_feedback', under: 'messageV2' },
  verifyIdentity: { title: 'mc_verify_identity', under: 'securityCenter' },
  sessions: { title: 'mc_sessions_title', under: 'securityCenter' },
  // the authenticator app (issue 31): set up, turned off, new recovery codes
  twoFactor: { title: 'mc_two_factor_title', under: 'securityCenter' },
  // notifications on this device (issue 31, Web Push)
  notifications: { title: 'mc_push_page', under: 'securityCenter' },
} as const satisfies Record<Exclude<MemberPageKey, MenuPageKey>, { title: string; under: MenuPageKey }>;

const menuPages = new Set<string>(memberMenu.map((e) => e.page));
export const isMemberPage = (page: unknown): page is MemberPageKey => typeof page === 'string' && (menuPages.has(page) || page in extraPages);

/** The highlighted menu entry of a page. */
export const activeEntryOf = (page: MemberPageKey): MenuPageKey => (page in extraPages ? extraPages[page as keyof typeof extraPages].under : (page as MenuPageKey));

export function titleOf(page: MemberPageKey): string {
  if (page in extraPages) return extraPages[page as keyof typeof extraPages].title;
  return memberMenu.find((e) => e.page === page)!.label;
}

/** What a page gets from the member centre. */
export interface MemberPageProps {
  token: string;
  /** the member (member info of the session) */
  member: MemberInfo;
  /** opens another page of the member centre */
  go: (page: MemberPageKey, params?: Record<string, unknown>) => void;
  /** what the opener passed along with the page */
  params: Record<string, unknown>;
}

export type PageLoader = () => Promise<ComponentType<MemberPageProps>>;
/** Every page of the member centre, each loaded on first use (app/ composes them from the features). */
export type MemberPages = Record<MemberPageKey, PageLoader>;
