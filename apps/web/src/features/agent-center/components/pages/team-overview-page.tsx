import type { TeamOverviewValue } from '@app/contract/agents';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Money } from '@/components/ui/money/money';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTeamOverview } from '../../api/get-team-overview';
import type { AgentPageProps } from '../../config/menu';
import { initialPeriod, periodQuery } from '../../utils/period';
import { PeriodPicker } from '../period-picker';
import { PageSkeleton } from '../skeletons';
import styles from '../agent-center.module.css';
import { lazyWithTexts } from '@/lib/feature-texts';

/** The chart and its library load after the figures. */
const DailyChart = lazyWithTexts(() => import('../daily-chart').then((m) => ({ default: m.DailyChart })));

/** Team overview: the period's figures (team size, registrations, activity, money, team P/L, the agent's income) and the last 30 days. */
export function TeamOverviewPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => initialPeriod());
  const overview = useTeamOverview(token, periodQuery(period));
  return (
    <div className={styles.stack}>
      <Panel>
        <PeriodPicker value={period} onChange={setPeriod} shown={overview.data?.period} />
      </Panel>
      {overview.isPending ? (
        <PageSkeleton />
      ) : overview.isError && !overview.data ? (
        <ErrorState message={t(overview.error instanceof ApiError ? overview.error.messageKey : 'err_network_error')} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <OverviewFigures value={overview.data} />
          <Panel title={t('ag_last_30_days')}>
            <Suspense fallback={<Skeleton height={280} radius={12} />}>
              <DailyChart days={overview.data.daily} />
            </Suspense>
          </Panel>
        </>
      )}
    </div>
  );
}

export function OverviewFigures({ value: v }: { value: TeamOverviewValue }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('ag_figures')} testId="overview-figures">
      <StatGrid columns={3}>
        <Stat label={t('ag_team_size')} value={v.teamSize} hint={t('ag_direct_members', { count: v.directMembers })} testId="stat-team-size" />
        <Stat label={t('ag_new_members')} value={v.newMembers} testId="stat-new-members" />
        <Stat label={t('ag_active_members')} value={v.activeMembers} testId="stat-active-members" />
        <Stat label={t('ag_first_deposits')} value={<Money value={v.firstDepositMinor} />} hint={t('ag_count', { count: v.firstDepositCount })} testId="stat-first-deposits" />
        <Stat label={t('ag_deposits')} value={<Money value={v.depositMinor} />} hint={t('ag_count', { count: v.depositCount })} testId="stat-deposits" />
        <Stat label={t('ag_withdrawals')} value={<Money value={v.withdrawalMinor} />} hint={t('ag_count', { count: v.withdrawalCount })} testId="stat-withdrawals" />
        <Stat label={t('ag_valid_bet')} value={<Money value={v.validBetMinor} />} hint={t('ag_bets', { count: v.betCount })} testId="stat-valid-bet" />
        <Stat
          label={t('ag_team_profit')}
          value={<Money value={v.teamProfitMinor} />}
          tone={v.teamProfitMinor > 0 ? 'up' : v.teamProfitMinor < 0 ? 'down' : undefined}
          hint={t(v.teamProfitMinor > 0 ? 'ag_team_profit_won' : v.teamProfitMinor < 0 ? 'ag_team_profit_lost' : 'ag_team_profit_even')}
          testId="stat-team-profit"
        />
        <Stat label={t('ag_my_income')} value={<Money value={v.incomeMinor} />} tone="accent" testId="stat-income" />
      </StatGrid>
    </Panel>
  );
}
