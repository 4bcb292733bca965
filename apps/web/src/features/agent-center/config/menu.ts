import type { ComponentType } from 'react';
import type { FeatureFlag } from '@app/contract/brand';
import type { GlyphName } from '@/components/ui/glyph/glyph';

/**
 * The agent centre's 12 entries in the spec's order (section 2, Agent centre). The last four (the contract pages)
 * show only when the brand's flag of their kind is on (contract agent-contracts.ts contractKindFlag; kept here as
 * plain strings so zod stays out of the browser bundle, menu.test.ts checks they agree).
 */
export const agentMenu = [
  { label: 'ag_announcement', page: 'agentAnnouncement', icon: 'info' },
  { label: 'ag_team_overview', page: 'agentTeamOverview', icon: 'chart' },
  { label: 'ag_register_center', page: 'agentRegisterCenter', icon: 'invite' },
  { label: 'ag_team_management', page: 'agentTeamManagement', icon: 'account' },
  { label: 'ag_team_betting', page: 'agentTeamBetting', icon: 'ticket' },
  { label: 'ag_user_profit_loss', page: 'agentUserProfitLoss', icon: 'records' },
  { label: 'ag_my_income', page: 'agentMyIncome', icon: 'wallet' },
  { label: 'ag_downline_transactions', page: 'agentDownlineTransactions', icon: 'swap' },
  { label: 'ag_dividend', page: 'agentDividend', icon: 'gift', kind: 'dividend', flag: 'DIVIDEND3' },
  { label: 'ag_daily_salary', page: 'agentDailySalary', icon: 'calendar', kind: 'daily_salary', flag: 'DAILYSAL3' },
  { label: 'ag_hourly_salary', page: 'agentHourlySalary', icon: 'clock', kind: 'hourly_salary', flag: 'HOURSAL3' },
  { label: 'ag_real_time_salary', page: 'agentRealTimeSalary', icon: 'refresh', kind: 'real_time_salary', flag: 'RTSAL3' },
] as const satisfies ReadonlyArray<{ label: string; page: string; icon: GlyphName; kind?: string; flag?: FeatureFlag }>;

export type AgentPageKey = (typeof agentMenu)[number]['page'];
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

const pageKeys = new Set<string>(agentMenu.map((e) => e.page));
export const isAgentPage = (page: unknown): page is AgentPageKey => typeof page === 'string' && pageKeys.has(page);
/** The entries a brand shows: a contract page only when its kind's flag is on. */
export const visibleAgentMenu = (flags: Partial<Record<FeatureFlag, boolean>>) => agentMenu.filter((e) => !('flag' in e) || flags[e.flag] === true);
export const agentTitleOf = (page: AgentPageKey) => agentMenu.find((e) => e.page === page)!.label;

/** What a page gets from the agent centre. */
export interface AgentPageProps {
  token: string;
  /** the agent's account (its own name is never in its downline) */
  account: string;
  /** opens another page of the agent centre */
  go: (page: AgentPageKey, params?: Record<string, unknown>) => void;
  params: Record<string, unknown>;
}

export type AgentPageLoader = () => Promise<ComponentType<AgentPageProps>>;
/** Every page of the agent centre, each loaded on first use (app/ composes them). */
export type AgentPages = Record<AgentPageKey, AgentPageLoader>;
