import { operatorWithdrawalStatusSchema } from '@app/contract/operators';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { SelectField } from '@/components/ui/field/field';
import { PageHeader } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { pageOf, useUrlState } from '@/lib/url-state';
import { useWithdrawals } from '../api/get-withdrawals';
import { WithdrawalContextDialog } from './withdrawal-context';
import { withdrawalStatusText, withdrawalsColumns } from './withdrawals-columns';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './withdrawals.module.css';

const PAGE_SIZE = 50;
const defaults = { status: 'requested', brandId: '', memberId: '', page: '1', open: '' };
const positive = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);
export const withdrawalStatuses = operatorWithdrawalStatusSchema.options;

/**
 * The withdrawals queue: status (requested by default), brand and page in the URL, a row's context in a dialog
 * (?open=<id>), one player's with ?memberId=, the page shown exported as CSV.
 */
export function WithdrawalsList({ brands, canWrite, memberId }: { brands: readonly { id: string; name: string }[]; canWrite: boolean; memberId?: number }) {
  const [values, update] = useUrlState(defaults);
  const page = pageOf(values.page);
  const status = (withdrawalStatuses as readonly string[]).includes(values.status) ? values.status : 'requested';
  const list = useWithdrawals({ status, brandId: values.brandId || undefined, memberId: memberId ?? positive(values.memberId), page, pageSize: PAGE_SIZE });
  const moneyOf = useBrandMoney();
  const columns = useMemo(() => {
    const names = new Map(brands.map((b) => [b.id, b.name]));
    return withdrawalsColumns((id) => names.get(id) ?? id, moneyOf, (w) => update({ open: String(w.id), page: values.page }));
  }, [brands, moneyOf, update, values.page]);
  const rows = list.data?.list ?? [];
  const openId = Number(values.open);
  return (
    <>
      {memberId === undefined ? (
        <PageHeader title={t('withdrawals_title')}>
          <ExportCsvButton fileName={`withdrawals-${status}-page-${page}.csv`} columns={columns} rows={rows} />
        </PageHeader>
      ) : (
        <div className={styles.actions}>
          <ExportCsvButton fileName={`player-${memberId}-withdrawals-${status}.csv`} columns={columns} rows={rows} />
        </div>
      )}
      <div className={layout.filters}>
        <SelectField label={t('withdrawal_status')} value={status} onChange={(e) => update({ status: e.target.value })} options={withdrawalStatuses.map((s) => ({ value: s, label: withdrawalStatusText(s) }))} />
        {brands.length > 1 && memberId === undefined && (
          <SelectField
            label={t('brand')}
            value={values.brandId}
            onChange={(e) => update({ brandId: e.target.value })}
            options={[{ value: '', label: t('all_brands') }, ...brands.map((b) => ({ value: b.id, label: b.name }))]}
          />
        )}
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('withdrawals_empty')}>{t('withdrawals_empty_hint')}</EmptyState>
      ) : (
        <div aria-busy={list.isPlaceholderData}>
          <DataTable caption={t('withdrawals_title')} columns={columns} rows={rows} rowKey={(w) => w.id} />
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: String(p) })} />
        </div>
      )}
      {Number.isInteger(openId) && openId > 0 && <WithdrawalContextDialog id={openId} canWrite={canWrite} onClose={() => update({ open: '', page: values.page })} />}
    </>
  );
}
