import type { ComponentType } from 'react';
import type { GlyphName } from '@/components/ui/glyph/glyph';

/**
 * The agent centre's 12 entries in the spec's order (section 2, Agent centre). The last four (the contract pages)
 * show "when enabled": the brand has no flag for them yet, so `contract` marks them and every agent sees them.
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
  { label: 'ag_dividend', page: 'agentDividend', icon: 'gift', contract: 'dividend' },
  { label: 'ag_daily_salary', page: 'agentDailySalary', icon: 'calendar', contract: 'daily_salary' },
  { label: 'ag_hourly_salary', page: 'agentHourlySalary', icon: 'clock', contract: 'hourly_salary' },
  { label: 'ag_real_time_salary', page: 'agentRealTimeSalary', icon: 'refresh', contract: 'real_time_salary' },
] as const satisfies ReadonlyArray<{ label: string; page: string; icon: GlyphName; contract?: string }>;

export type AgentPageKey = (typeof agentMenu)[number]['page'];
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

const pageKeys = new Set<string>(agentMenu.map((e) => e.page));
export const isAgentPage = (page: unknown): page is AgentPageKey => typeof page === 'string' && pageKeys.has(page);
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
