import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import type { GlyphName } from '@/components/ui/glyph/glyph';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel } from '@/components/ui/panel/panel';
import { ApiError } from '@/lib/api-client';
import { RowsSkeleton } from './skeletons';
import styles from './agent-center.module.css';

export interface Column<R> {
  key: string;
  /** text key of the heading */
  label: string;
  cell: (row: R) => ReactNode;
  /** a figure: right-aligned, tabular digits */
  num?: boolean;
}

/**
 * A paged report of the agent centre: the filters, the totals once loaded, the table with its loading, error and
 * empty states, an optional footer row (totals), and the pages. (The wallet's record pages have the same shape but
 * live in another feature.)
 */
export function ReportTable<R, T extends { list: R[]; totalPages: number }>({
  filters,
  query,
  columns,
  rowKey,
  totals,
  footer,
  page,
  onPage,
  testId,
  icon = 'records',
}: {
  filters: ReactNode;
  query: UseQueryResult<T>;
  columns: readonly Column<R>[];
  rowKey: (row: R) => string | number;
  totals?: (data: T) => ReactNode;
  /** the cells of a totals row, by column key */
  footer?: (data: T) => Partial<Record<string, ReactNode>>;
  page: number;
  onPage: (page: number) => void;
  testId: string;
  icon?: GlyphName;
}) {
  const { t } = useTranslation();
  const data = query.data;
  return (
    <div className={styles.stack}>
      <Panel>{filters}</Panel>
      {data && totals?.(data)}
      <Panel flush testId={testId}>
        {query.isPending ? (
          <RowsSkeleton />
        ) : query.isError && !data ? (
          <ErrorState compact message={t(query.error instanceof ApiError ? query.error.messageKey : 'err_network_error')} onRetry={() => void query.refetch()} />
        ) : !data || data.list.length === 0 ? (
          <EmptyState compact icon={icon} title={t('ag_nothing_found')} text={t('ag_try_other_filters')} />
        ) : (
          // a table wider than the pane scrolls sideways: keyboard users reach that scroll by focusing the region
          <div className={styles.tableWrap} role="region" aria-label={t('ag_report_table')} tabIndex={0}>
            <table className={styles.table} aria-busy={query.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" data-num={c.num || undefined}>
                      {t(c.label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <td key={c.key} data-num={c.num || undefined}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {footer && <TotalsRow columns={columns} cells={footer(data)} />}
            </table>
          </div>
        )}
      </Panel>
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={onPage} disabled={query.isFetching} />}
    </div>
  );
}

function TotalsRow<R>({ columns, cells }: { columns: readonly Column<R>[]; cells: Partial<Record<string, ReactNode>> }) {
  const { t } = useTranslation();
  return (
    <tfoot>
      <tr>
        {columns.map((c, i) => (
          <td key={c.key} data-num={c.num || undefined}>
            {i === 0 ? t('ag_total') : cells[c.key]}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}
