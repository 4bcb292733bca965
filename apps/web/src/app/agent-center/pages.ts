import type { AgentPages } from '@/features/agent-center/config/menu';

/**
 * The agent centre's pages, each its own chunk, loaded the first time it shows. The announcement page comes from the
 * notices feature, the rest from the agent-centre feature: they meet here.
 */
export const agentPages: AgentPages = {
  agentAnnouncement: () => import('./announcement-page').then((m) => m.AgentAnnouncementPage),
  agentTeamOverview: () => import('@/features/agent-center/components/pages/team-overview-page').then((m) => m.TeamOverviewPage),
  agentRegisterCenter: () => import('@/features/agent-center/components/pages/register-center-page').then((m) => m.RegisterCenterPage),
  agentTeamManagement: () => import('@/features/agent-center/components/pages/team-management-page').then((m) => m.TeamManagementPage),
  agentTeamBetting: () => import('@/features/agent-center/components/pages/team-betting-page').then((m) => m.TeamBettingPage),
  agentUserProfitLoss: () => import('@/features/agent-center/components/pages/user-profit-loss-page').then((m) => m.UserProfitLossPage),
  agentMyIncome: () => import('@/features/agent-center/components/pages/my-income-page').then((m) => m.MyIncomePage),
  agentDownlineTransactions: () => import('@/features/agent-center/components/pages/downline-transactions-page').then((m) => m.DownlineTransactionsPage),
  agentDividend: () => import('@/features/agent-center/components/pages/contract-pages').then((m) => m.DividendPage),
  agentDailySalary: () => import('@/features/agent-center/components/pages/contract-pages').then((m) => m.DailySalaryPage),
  agentHourlySalary: () => import('@/features/agent-center/components/pages/contract-pages').then((m) => m.HourlySalaryPage),
  agentRealTimeSalary: () => import('@/features/agent-center/components/pages/contract-pages').then((m) => m.RealTimeSalaryPage),
};
