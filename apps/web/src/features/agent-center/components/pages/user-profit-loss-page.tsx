import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form/field';
import { Money } from '@/components/ui/money/money';
import { useTeamProfitLoss } from '../../api/get-team-profit-loss';
import type { AgentPageProps } from '../../config/menu';
import { useReportFilter } from '../../hooks/use-report-filter';
import { PeriodPicker } from '../period-picker';
import { ReportTable, type Column } from '../report-table';
import { UsernameFilter } from '../username-filter';
import styles from '../agent-center.module.css';

type Row = NonNullable<ReturnType<typeof useTeamProfitLoss>['data']>['list'][number];
const SORTS = ['validBet', 'profit', 'deposit'] as const;

/** User profit and loss: figures per downline member for the period (largest first), with the team's totals. */
export function UserProfitLossPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const r = useReportFilter<{ username: string; sort: (typeof SORTS)[number] }>({ username: '', sort: 'validBet' });
  const report = useTeamProfitLoss(token, { ...r.query, username: r.filters.username || undefined, sort: r.filters.sort });
  const columns: Column<Row>[] = [
    { key: 'username', label: 'ag_member', cell: (m) => m.username },
    { key: 'level', label: 'ag_level_heading', num: true, cell: (m) => m.level },
    { key: 'betCount', label: 'ag_bet_count', num: true, cell: (m) => m.betCount },
    { key: 'validBet', label: 'ag_valid_bet', num: true, cell: (m) => <Money value={m.validBetMinor} /> },
    { key: 'profit', label: 'ag_member_profit', num: true, cell: (m) => <Money value={m.profitMinor} /> },
    { key: 'deposit', label: 'ag_deposits', num: true, cell: (m) => <Money value={m.depositMinor} /> },
    { key: 'withdrawal', label: 'ag_withdrawals', num: true, cell: (m) => <Money value={m.withdrawalMinor} /> },
  ];
  return (
    <ReportTable
      testId="team-profit-loss"
      icon="chart"
      query={report}
      columns={columns}
      rowKey={(m) => m.memberId}
      page={r.page}
      onPage={r.setPage}
      filters={
        <div className={styles.stack}>
          <PeriodPicker value={r.period} onChange={r.setPeriod} shown={report.data?.period} />
          <div className={styles.filters}>
            <UsernameFilter value={r.filters.username} onChange={(v) => r.setFilter('username', v)} />
            <SelectField label={t('ag_sort_by')} value={r.filters.sort} onChange={(e) => r.setFilter('sort', e.target.value as (typeof SORTS)[number])}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`ag_sort_${s}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      }
      footer={(d) => ({
        betCount: d.totals.betCount,
        validBet: <Money value={d.totals.validBetMinor} />,
        profit: <Money value={d.totals.profitMinor} />,
        deposit: <Money value={d.totals.depositMinor} />,
        withdrawal: <Money value={d.totals.withdrawalMinor} />,
      })}
    />
  );
}
