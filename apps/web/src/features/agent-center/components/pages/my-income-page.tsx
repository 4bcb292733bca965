import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form/field';
import { Money } from '@/components/ui/money/money';
import { Stat, StatGrid } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { useMyIncome } from '../../api/get-my-income';
import type { AgentPageProps } from '../../config/menu';
import { useReportFilter } from '../../hooks/use-report-filter';
import { formatWhen } from '@/lib/format';
import { PeriodPicker } from '../period-picker';
import { ReportTable, type Column } from '../report-table';
import styles from '../agent-center.module.css';

type Entry = NonNullable<ReturnType<typeof useMyIncome>['data']>['list'][number];
type Kind = 'salary' | 'dividend';

/** My income: salary and dividend credited to the agent in the period, with totals per kind. */
export function MyIncomePage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const r = useReportFilter<{ kind: Kind | '' }>({ kind: '' });
  const income = useMyIncome(token, { ...r.query, kind: r.filters.kind || undefined });
  const columns: Column<Entry>[] = [
    { key: 'createdAt', label: 'ag_time', cell: (e) => formatWhen(e.createdAt, language) },
    { key: 'kind', label: 'ag_kind', cell: (e) => t(`ag_income_${e.kind}`) },
    { key: 'amount', label: 'ag_amount', num: true, cell: (e) => <Money value={e.amountMinor} /> },
    { key: 'contract', label: 'ag_contract', cell: (e) => (e.contractId ? `#${e.contractId}` : '—') },
    { key: 'reference', label: 'ag_reference', cell: (e) => e.reference ?? '—' },
  ];
  return (
    <ReportTable
      testId="my-income"
      icon="wallet"
      query={income}
      columns={columns}
      rowKey={(e) => e.id}
      page={r.page}
      onPage={r.setPage}
      filters={
        <div className={styles.stack}>
          <PeriodPicker value={r.period} onChange={r.setPeriod} shown={income.data?.period} />
          <div className={styles.filters}>
            <SelectField label={t('ag_kind')} value={r.filters.kind} onChange={(e) => r.setFilter('kind', e.target.value as Kind | '')}>
              <option value="">{t('ag_all')}</option>
              <option value="salary">{t('ag_income_salary')}</option>
              <option value="dividend">{t('ag_income_dividend')}</option>
            </SelectField>
          </div>
        </div>
      }
      totals={(d) => (
        <StatGrid columns={3}>
          <Stat label={t('ag_income_salary')} value={<Money value={d.totals.salaryMinor} />} />
          <Stat label={t('ag_income_dividend')} value={<Money value={d.totals.dividendMinor} />} />
          <Stat label={t('ag_total')} value={<Money value={d.totals.totalMinor} />} tone="accent" />
        </StatGrid>
      )}
    />
  );
}
