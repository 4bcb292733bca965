import { depositStatusSchema } from '@app/contract/operators';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { PageHeader } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type DepositRow, useDeposits } from '../api/get-deposits';
import { ReviewDeposit } from './review-deposit';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './deposits.module.css';

const PAGE_SIZE = 50;
const defaults = { status: '', brandId: '', channelId: '', memberId: '', page: '1' };
const statuses = depositStatusSchema.options;
const positive = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);
/** Orders an operator may review (confirm or reject): any not paid yet. */
const confirmable = (d: DepositRow) => d.status !== 'paid';

/** The deposits' columns: `brandName` names a brand id, `moneyOf` gives its currency (an order is in its brand's). */
function columns(brandName: (id: string) => string, moneyOf: (brandId: string) => MoneyFormat, canConfirm: boolean, onConfirm: (d: DepositRow) => void): TableColumn<DepositRow>[] {
  const list: TableColumn<DepositRow>[] = [
    { id: 'order', header: t('col_order'), cell: (d) => d.orderNo, csv: (d) => d.orderNo },
    { id: 'player', header: t('col_player'), cell: (d) => <Link to={paths.player(d.memberId)}>{d.username}</Link>, csv: (d) => d.username },
    { id: 'brand', header: t('col_brand'), cell: (d) => brandName(d.brandId), csv: (d) => d.brandId },
    { id: 'channel', header: t('col_channel'), cell: (d) => `${d.channelName} (${d.channelId})`, csv: (d) => d.channelName },
    { id: 'amount', header: t('col_amount'), numeric: true, cell: (d) => formatAmount(d.amountMinor, moneyOf(d.brandId)), csv: (d) => amountText(d.amountMinor, moneyOf(d.brandId).digits) },
    { id: 'status', header: t('col_status'), cell: (d) => t(`dstatus.${d.status}` as TextKey), csv: (d) => d.status },
    { id: 'reference', header: t('col_reference'), cell: (d) => (d.reference ? <span className="mono">{d.reference}</span> : t('none')), csv: (d) => d.reference },
    { id: 'receipt', header: t('col_receipt'), cell: (d) => (d.receiptAt ? formatTime(d.receiptAt) : t('none')), csv: (d) => d.receiptAt },
    { id: 'ref', header: t('col_provider_ref'), cell: (d) => d.providerRef ?? t('none'), csv: (d) => d.providerRef },
    { id: 'created', header: t('col_created'), cell: (d) => formatTime(d.createdAt), csv: (d) => d.createdAt },
    { id: 'paid', header: t('col_paid'), cell: (d) => formatTime(d.paidAt) || t('none'), csv: (d) => d.paidAt },
  ];
  if (canConfirm)
    list.push({
      id: 'actions',
      header: t('col_actions'),
      cell: (d) =>
        confirmable(d) ? (
          <Button size="sm" variant={d.status === 'submitted' ? 'primary' : undefined} onClick={() => onConfirm(d)} aria-label={`${t('d_review')} ${d.orderNo}`}>
            {t('d_review')}
          </Button>
        ) : null,
    });
  return list;
}

/** Deposit orders by status, channel, brand and player (all in the URL); "Confirm manually" with deposits.write. */
export function DepositsList({ brands, canConfirm, memberId }: { brands: readonly { id: string; name: string }[]; canConfirm: boolean; memberId?: number }) {
  const [values, update] = useUrlState(defaults);
  const page = pageOf(values.page);
  const status = (statuses as readonly string[]).includes(values.status) ? values.status : '';
  const [channelText, setChannelText] = useState(values.channelId);
  const [memberText, setMemberText] = useState(values.memberId);
  const [confirming, setConfirming] = useState<DepositRow | null>(null);
  const [done, setDone] = useState('');
  const list = useDeposits({
    status: status || undefined,
    brandId: values.brandId || undefined,
    channelId: positive(values.channelId),
    memberId: memberId ?? positive(values.memberId),
    page,
    pageSize: PAGE_SIZE,
  });
  const moneyOf = useBrandMoney();
  const cols = useMemo(() => {
    const names = new Map(brands.map((b) => [b.id, b.name]));
    return columns((id) => names.get(id) ?? id, moneyOf, canConfirm, (d) => {
      setDone('');
      setConfirming(d);
    });
  }, [brands, moneyOf, canConfirm]);
  const rows = list.data?.list ?? [];
  return (
    <>
      {memberId === undefined ? (
        <PageHeader title={t('deposits_title')}>
          <ExportCsvButton fileName={`deposits-page-${page}.csv`} columns={cols} rows={rows} />
        </PageHeader>
      ) : (
        <div className={styles.buttons}>
          <ExportCsvButton fileName={`player-${memberId}-deposits.csv`} columns={cols} rows={rows} />
        </div>
      )}
      {done && <Notice>{done}</Notice>}
      <form
        role="search"
        className={layout.filters}
        onSubmit={(e) => {
          e.preventDefault();
          update({ channelId: channelText.trim(), memberId: memberText.trim() });
        }}
      >
        <SelectField
          label={t('col_status')}
          value={status}
          onChange={(e) => update({ status: e.target.value })}
          options={[{ value: '', label: t('deposit_status_all') }, ...statuses.map((s) => ({ value: s, label: t(`dstatus.${s}` as TextKey) }))]}
        />
        {brands.length > 1 && memberId === undefined && (
          <SelectField
            label={t('brand')}
            value={values.brandId}
            onChange={(e) => update({ brandId: e.target.value })}
            options={[{ value: '', label: t('all_brands') }, ...brands.map((b) => ({ value: b.id, label: b.name }))]}
          />
        )}
        <TextField className={styles.narrow} label={t('filter_channel_id')} inputMode="numeric" value={channelText} onChange={(e) => setChannelText(e.target.value)} />
        {memberId === undefined && <TextField className={styles.narrow} label={t('filter_member_id')} inputMode="numeric" value={memberText} onChange={(e) => setMemberText(e.target.value)} />}
        <Button type="submit" variant="primary" className={styles.submit}>
          {t('apply_filters')}
        </Button>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('deposits_empty')}>{t('deposits_empty_hint')}</EmptyState>
      ) : (
        <div aria-busy={list.isPlaceholderData}>
          <DataTable caption={t('deposits_title')} columns={cols} rows={rows} rowKey={(d) => d.id} />
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => update({ page: String(p) })} />
        </div>
      )}
      <Dialog title={confirming ? t('d_review_title', { orderNo: confirming.orderNo }) : ''} open={confirming !== null} onClose={() => setConfirming(null)}>
        {confirming && (
          <ReviewDeposit
            order={confirming}
            money={moneyOf(confirming.brandId)}
            onDone={(text) => {
              setDone(text);
              setConfirming(null);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
