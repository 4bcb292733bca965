import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { GlyphName } from '@/components/ui/glyph/glyph';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel } from '@/components/ui/panel/panel';
import { rangeProblem, rangeQuery, type RangePreset } from '../../utils/dates';
import { initialRange, RangeFilter, type RangeState } from './range-filter';
import { RecordsBody } from './records-body';
import styles from '../wallet.module.css';

/**
 * The date range and page of a record list. Any filter change goes back to page 1; while the typed range is wrong
 * (it says why) the list keeps the last good one.
 */
export function useRecordsFilter(preset: RangePreset) {
  const [range, setRange] = useState(() => initialRange(preset));
  const [page, setPage] = useState(1);
  const valid = !rangeProblem(range.range);
  const [lastValid, setLastValid] = useState(range.range);
  if (valid && lastValid !== range.range) setLastValid(range.range);
  return {
    range,
    page,
    setPage,
    /** the range as the calls take it */
    dates: rangeQuery(valid ? range.range : lastValid),
    setRange: (next: RangeState) => {
      setRange(next);
      setPage(1);
    },
    /** another filter changed: back to the first page */
    restart: () => setPage(1),
  };
}

/**
 * A paged record list: the filters (the date range first, then `filters`), the totals once loaded, the table with
 * its loading, error and empty states, and the pages.
 */
export function RecordsPage<T extends { list: unknown[]; totalPages: number }>({
  filter,
  filters,
  query,
  stats,
  testId,
  icon,
  emptyTitle,
  children,
}: {
  filter: ReturnType<typeof useRecordsFilter>;
  filters?: ReactNode;
  query: UseQueryResult<T>;
  stats: (data: T) => ReactNode;
  testId: string;
  icon: GlyphName;
  emptyTitle: string;
  /** the table's head and body */
  children: (data: T) => ReactNode;
}) {
  return (
    <div className={styles.stack}>
      <Panel>
        <div className={styles.filters}>
          <RangeFilter value={filter.range} onChange={filter.setRange} />
          {filters}
        </div>
      </Panel>
      {query.data && stats(query.data)}
      <Panel flush testId={testId}>
        <RecordsBody query={query} icon={icon} emptyTitle={emptyTitle}>
          {(data) => (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-busy={query.isPlaceholderData || undefined}>
                {children(data)}
              </table>
            </div>
          )}
        </RecordsBody>
      </Panel>
      {query.data && <Pagination page={filter.page} totalPages={query.data.totalPages} onChange={filter.setPage} disabled={query.isFetching} />}
    </div>
  );
}
