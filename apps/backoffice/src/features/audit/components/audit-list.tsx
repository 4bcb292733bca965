import { useMemo } from 'react';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { PageHeader } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { dayToMs, formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type AuditRow, useAudit } from '../api/get-audit';
import { AuditFilters, emptyAuditFilters } from './audit-filters';
import styles from './audit.module.css';

const PAGE_SIZE = 50;
const defaults = { ...emptyAuditFilters, page: '1' };

/** What changed, in a line a person reads: "key: before → after" for a change, else the detail's fields. */
function describeDetail(detail: Record<string, unknown>): string {
  const { before, after, ...rest } = detail as { before?: Record<string, unknown>; after?: Record<string, unknown> };
  const lines: string[] = [];
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const [b, a] = [JSON.stringify(before[key]), JSON.stringify(after[key])];
      if (b !== a) lines.push(`${key}: ${b} → ${a}`);
    }
  }
  for (const [key, value] of Object.entries(rest)) lines.push(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return lines.join('\n');
}

const columns = (brandName: (id: string | null) => string): TableColumn<AuditRow>[] => [
  { id: 'at', header: t('col_at'), cell: (r) => formatTime(r.at), csv: (r) => r.at },
  { id: 'actor', header: t('col_actor'), cell: (r) => r.actor, csv: (r) => r.actor },
  { id: 'ip', header: t('col_ip'), cell: (r) => <span className="mono">{r.ip ?? ''}</span>, csv: (r) => r.ip },
  { id: 'brand', header: t('col_brand'), cell: (r) => brandName(r.brandId), csv: (r) => r.brandId },
  { id: 'action', header: t('col_action'), cell: (r) => <span className="mono">{r.action}</span>, csv: (r) => r.action },
  { id: 'target', header: t('col_target'), cell: (r) => <span className="mono">{r.target}</span>, csv: (r) => r.target },
  { id: 'detail', header: t('col_detail'), cell: (r) => <p className={styles.detail}>{describeDetail(r.detail)}</p>, csv: (r) => r.detail },
];

/** The audit trail: who did what, when, from where; filters and page in the URL; the page shown exports as CSV. */
export function AuditList({ brands }: { brands: readonly { id: string; name: string }[] }) {
  const [values, update] = useUrlState(defaults);
  const page = pageOf(values.page);
  const audit = useAudit({
    actor: values.actor || undefined,
    action: values.action || undefined,
    brandId: values.brandId || undefined,
    target: values.target || undefined,
    from: dayToMs(values.from),
    to: dayToMs(values.to, true),
    page,
    pageSize: PAGE_SIZE,
  });
  const shown = useMemo(() => {
    const names = new Map(brands.map((b) => [b.id, b.name]));
    return columns((id) => (id ? (names.get(id) ?? id) : t('none')));
  }, [brands]);
  const rows = audit.data?.list ?? [];
  return (
    <>
      <PageHeader title={t('audit_title')}>
        <ExportCsvButton fileName={`audit-page-${page}.csv`} columns={shown} rows={rows} />
      </PageHeader>
      <AuditFilters values={{ actor: values.actor, action: values.action, brandId: values.brandId, target: values.target, from: values.from, to: values.to }} brands={brands} onApply={update} />
      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError ? (
        <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{t('audit_empty')}</EmptyState>
      ) : (
        <div aria-busy={audit.isPlaceholderData}>
          <DataTable caption={t('audit_title')} columns={shown} rows={rows} rowKey={(r) => r.id} />
          <Pager page={page} pageSize={PAGE_SIZE} total={audit.data.total} onPage={(p) => update({ page: String(p) })} />
        </div>
      )}
    </>
  );
}
