import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { en, t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type PaymentReconciliation, usePaymentReconciliation } from '../api/payment-reconciliation';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './reconciliation.module.css';

type Mismatch = PaymentReconciliation['mismatches'][number];
type Channel = PaymentReconciliation['channels'][number];
type Figure = Channel['orders'][number];
/** one line of a channel's column, as exported */
type FigureLine = { channel: string; column: 'orders' | 'events' | 'ledger'; key: string; count: number; amountMinor: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An amount of the brand's currency, or "—" where the side has none (an order without a posting). */
const amountOr = (minor: number | null, money: MoneyFormat) => (minor === null ? t('none') : formatAmount(minor, money));
/** A status's or outcome's name (one the back office does not know yet: as the server wrote it). */
const keyLabel = (key: string) => (`rec_key.${key}` in en ? t(`rec_key.${key}` as TextKey) : key);
const channelLabel = (c: Pick<Channel, 'name' | 'code'>) => (c.name ? `${c.name} (${c.code})` : t('rec_no_order'));

/** Yesterday in the browser's calendar: the day finance reconciles each morning. */
function yesterdayText() {
  const at = new Date(Date.now() - 86_400_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The mismatches' columns; the day is one brand's, its amounts in that brand's currency (`money`). */
const mismatchColumns = (money: MoneyFormat): TableColumn<Mismatch>[] => [
  { id: 'kind', header: t('rec_kind'), cell: (m) => <strong className={styles.flagged}>{t(`rec_kind.${m.kind}`)}</strong>, csv: (m) => m.kind },
  {
    id: 'order',
    header: t('col_order'),
    // the deposits list of the player: the order with its status, provider reference and actions
    cell: (m) => (m.orderNo && m.memberId !== null ? <Link to={`${paths.deposits}?memberId=${m.memberId}`}>{m.orderNo}</Link> : (m.orderNo ?? t('none'))),
    csv: (m) => m.orderNo,
  },
  { id: 'player', header: t('col_player'), cell: (m) => (m.memberId === null ? t('none') : <Link to={paths.player(m.memberId)}>{m.username ?? m.memberId}</Link>), csv: (m) => m.username },
  { id: 'channel', header: t('col_channel'), cell: (m) => m.channelName ?? t('rec_no_order'), csv: (m) => m.channelName },
  { id: 'status', header: t('col_status'), cell: (m) => (m.orderStatus ? keyLabel(m.orderStatus) : t('none')), csv: (m) => m.orderStatus },
  { id: 'order_amount', header: t('rec_order_amount'), numeric: true, cell: (m) => amountOr(m.orderMinor, money), csv: (m) => amountText(m.orderMinor, money.digits) },
  { id: 'event_amount', header: t('rec_event_amount'), numeric: true, cell: (m) => amountOr(m.eventMinor, money), csv: (m) => amountText(m.eventMinor, money.digits) },
  { id: 'ledger_amount', header: t('rec_ledger_amount'), numeric: true, cell: (m) => amountOr(m.ledgerMinor, money), csv: (m) => amountText(m.ledgerMinor, money.digits) },
  { id: 'at', header: t('col_created'), cell: (m) => formatTime(m.at), csv: (m) => m.at },
];

function FigureCell({ figures, money }: { figures: readonly Figure[]; money: MoneyFormat }) {
  if (figures.length === 0) return <>{t('none')}</>;
  return (
    <ul className={styles.figures}>
      {figures.map((f) => (
        <li key={f.key}>{t('rec_figure', { label: keyLabel(f.key), count: f.count, amount: formatAmount(f.amountMinor, money) })}</li>
      ))}
    </ul>
  );
}

const channelColumns = (money: MoneyFormat): TableColumn<Channel>[] => [
  { id: 'channel', header: t('col_channel'), cell: channelLabel },
  { id: 'orders', header: t('rec_orders'), cell: (c) => <FigureCell figures={c.orders} money={money} /> },
  { id: 'events', header: t('rec_events'), cell: (c) => <FigureCell figures={c.events} money={money} /> },
  { id: 'ledger', header: t('rec_ledger'), cell: (c) => <FigureCell figures={c.ledger.count > 0 ? [c.ledger] : []} money={money} /> },
  { id: 'mismatches', header: t('rec_mismatches'), numeric: true, cell: (c) => (c.mismatches > 0 ? <strong className={styles.flagged}>{c.mismatches}</strong> : 0) },
];

const lineColumns = (money: MoneyFormat): TableColumn<FigureLine>[] => [
  { id: 'channel', header: t('col_channel'), cell: (l) => l.channel, csv: (l) => l.channel },
  { id: 'column', header: t('rec_column'), cell: (l) => l.column, csv: (l) => l.column },
  { id: 'key', header: t('rec_key'), cell: (l) => l.key, csv: (l) => l.key },
  { id: 'count', header: t('rec_count'), cell: (l) => l.count, csv: (l) => l.count },
  { id: 'amount', header: t('col_amount'), cell: (l) => amountText(l.amountMinor, money.digits), csv: (l) => amountText(l.amountMinor, money.digits) },
];

/** Every channel's three columns as flat lines: the CSV finance keeps. */
const linesOf = (channels: readonly Channel[]): FigureLine[] =>
  channels.flatMap((c) => {
    const channel = c.code ?? '';
    return [
      ...c.orders.map((f) => ({ channel, column: 'orders' as const, ...f })),
      ...c.events.map((f) => ({ channel, column: 'events' as const, ...f })),
      { channel, column: 'ledger' as const, ...c.ledger },
    ];
  });

function ReconciliationBody({ report }: { report: PaymentReconciliation }) {
  const { mismatches, mismatchCount, channels, brandId, day } = report;
  const money = useBrandMoney()(brandId);
  const columns = useMemo(() => ({ mismatches: mismatchColumns(money), channels: channelColumns(money), lines: lineColumns(money) }), [money]);
  return (
    <>
      {mismatchCount === 0 ? (
        <EmptyState title={t('rec_all_match')}>{channels.length === 0 ? t('rec_nothing') : t('rec_all_match_hint')}</EmptyState>
      ) : (
        <div className={styles.mismatches}>
          <Notice tone="warning">{t('rec_mismatch_count', { count: mismatchCount })}</Notice>
          {mismatches.length < mismatchCount && <p className={layout.hint}>{t('rec_mismatches_more', { shown: mismatches.length, count: mismatchCount })}</p>}
          <div className={layout.buttons}>
            <ExportCsvButton fileName={`reconciliation-${brandId}-${day}-mismatches.csv`} columns={columns.mismatches} rows={mismatches} />
          </div>
          <DataTable caption={t('rec_mismatches')} columns={columns.mismatches} rows={mismatches} rowKey={(m) => `${m.kind}:${m.orderNo}:${m.at}`} />
        </div>
      )}
      {channels.length > 0 && (
        <>
          <div className={layout.buttons}>
            <ExportCsvButton fileName={`reconciliation-${brandId}-${day}-channels.csv`} columns={columns.lines} rows={linesOf(channels)} />
          </div>
          <DataTable caption={t('rec_channels')} columns={columns.channels} rows={channels} rowKey={(c) => String(c.channelId)} />
        </>
      )}
    </>
  );
}

/**
 * The daily payments reconciliation finance reads each morning: for the brand in the page's brand filter (all brands:
 * the first) and a business day (yesterday unless picked), the mismatches first, then per channel the orders, the
 * provider's events and the ledger's postings.
 */
export function ReconciliationPanel({ brands }: { brands: readonly { id: string; name: string }[] }) {
  const [params] = useSearchParams();
  const wanted = params.get('brandId') ?? '';
  const brand = brands.find((b) => b.id === wanted) ?? brands[0];
  const [day, setDay] = useState(yesterdayText);
  const report = usePaymentReconciliation(brand && DAY.test(day) ? { brandId: brand.id, day } : null);
  return (
    <Panel title={t('rec_title', { brand: brand?.name ?? '' })}>
      <div className={layout.filters}>
        <TextField className={styles.day} label={t('rec_day')} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </div>
      <p className={layout.hint}>{t('rec_hint')}</p>
      {!brand || !DAY.test(day) ? (
        <EmptyState title={t('rec_pick_day')} />
      ) : report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <div aria-busy={report.isPlaceholderData}>
          <ReconciliationBody report={report.data} />
        </div>
      )}
    </Panel>
  );
}
