import type { LedgerKind } from '@app/contract/wallet';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form/field';
import { Money } from '@/components/ui/money/money';
import { Stat, StatGrid } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { useTeamTransactions } from '../../api/get-team-transactions';
import type { AgentPageProps } from '../../config/menu';
import { useReportFilter } from '../../hooks/use-report-filter';
import { formatWhen } from '@/lib/format';
import { PeriodPicker } from '../period-picker';
import { ReportTable, type Column } from '../report-table';
import { UsernameFilter } from '../username-filter';
import styles from '../agent-center.module.css';

type Row = NonNullable<ReturnType<typeof useTeamTransactions>['data']>['list'][number];
/** The record types of the filter (several ledger kinds may share one), as in the member's account records. */
const RECORD_TYPES: { key: string; kinds: LedgerKind[] }[] = [
  { key: 'deposit', kinds: ['deposit'] },
  { key: 'withdrawal', kinds: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_refund'] },
  { key: 'transfer', kinds: ['transfer'] },
  { key: 'upline_transfer', kinds: ['upline_transfer'] },
  { key: 'downline_transfer', kinds: ['downline_transfer'] },
  { key: 'bet', kinds: ['bet', 'rollback'] },
  { key: 'win', kinds: ['win'] },
  { key: 'bonus', kinds: ['bonus', 'bonus_release', 'bonus_forfeit'] },
  { key: 'rebate', kinds: ['rebate'] },
  { key: 'contract', kinds: ['salary', 'dividend'] },
  { key: 'points', kinds: ['points'] },
  { key: 'adjustment', kinds: ['adjustment'] },
];

/** Downline transaction details: the downline's account records in the period, by member and type, with money in and out. */
export function DownlineTransactionsPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const r = useReportFilter<{ username: string; type: string }>({ username: '', type: '' });
  const kinds = RECORD_TYPES.find((x) => x.key === r.filters.type)?.kinds.join(',');
  const records = useTeamTransactions(token, { ...r.query, username: r.filters.username || undefined, kind: kinds });
  const columns: Column<Row>[] = [
    { key: 'createdAt', label: 'ag_time', cell: (x) => formatWhen(x.createdAt, language) },
    { key: 'username', label: 'ag_member', cell: (x) => x.username },
    { key: 'kind', label: 'ag_kind', cell: (x) => t(`ag_kind_${x.kind}`) },
    { key: 'amount', label: 'ag_amount', num: true, cell: (x) => <Money value={x.amountMinor} /> },
    { key: 'balanceAfter', label: 'ag_balance_after', num: true, cell: (x) => <Money value={x.balanceAfterMinor} /> },
    { key: 'reference', label: 'ag_reference', cell: (x) => x.reference ?? '—' },
  ];
  return (
    <ReportTable
      testId="downline-transactions"
      icon="swap"
      query={records}
      columns={columns}
      rowKey={(x) => x.id}
      page={r.page}
      onPage={r.setPage}
      filters={
        <div className={styles.stack}>
          <PeriodPicker value={r.period} onChange={r.setPeriod} shown={records.data?.period} />
          <div className={styles.filters}>
            <UsernameFilter value={r.filters.username} onChange={(v) => r.setFilter('username', v)} />
            <SelectField label={t('ag_record_type')} value={r.filters.type} onChange={(e) => r.setFilter('type', e.target.value)}>
              <option value="">{t('ag_all')}</option>
              {RECORD_TYPES.map((x) => (
                <option key={x.key} value={x.key}>
                  {t(`ag_type_${x.key}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      }
      totals={(d) => (
        <StatGrid columns={2}>
          <Stat label={t('ag_total_in')} value={<Money value={d.totalInMinor} />} tone="up" />
          <Stat label={t('ag_total_out')} value={<Money value={d.totalOutMinor} />} tone="down" />
        </StatGrid>
      )}
    />
  );
}
