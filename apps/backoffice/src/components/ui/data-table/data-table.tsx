import { createColumnHelper, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { t } from '@/lib/texts';
import styles from './data-table.module.css';

/** A column of a list: its header, its cell, its value in the CSV export, and the server sorts it offers. */
export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** the value exported to CSV (a column without it is left out of the export: actions) */
  csv?: (row: T) => unknown;
  /** numbers: right-aligned, tabular digits */
  numeric?: boolean;
  /** the server's sorts on this column, in the order a click on its header steps through them */
  sorts?: readonly { value: string; direction: 'ascending' | 'descending' }[];
}

/** No table features beyond the core: paging, sorting and filtering belong to the server (and the URL). */
const features = tableFeatures({});
type Features = typeof features;

export interface DataTableProps<T extends RowData> {
  /** what the table lists (its caption, for screen readers) */
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** the list's sort now (a value of some column's sorts) */
  sort?: string;
  onSort?: (sort: string) => void;
}

function SortButton<T>({ column, sort, onSort }: { column: TableColumn<T>; sort?: string; onSort: (sort: string) => void }) {
  const sorts = column.sorts!;
  const index = sorts.findIndex((s) => s.value === sort);
  const next = sorts[(index + 1) % sorts.length]!;
  const active = index >= 0 ? sorts[index]! : null;
  return (
    <button type="button" className={styles.sort} onClick={() => onSort(next.value)} aria-label={t('sort_column', { column: column.header })}>
      {column.header}
      <span aria-hidden="true" className={styles.arrow}>
        {active ? (active.direction === 'ascending' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}

/**
 * A list as a table (TanStack Table, headless): semantic markup with a caption, sortable headers as buttons with
 * aria-sort, and a scroll region the keyboard can focus when the table is wider than the screen.
 */
export function DataTable<T extends RowData>({ caption, columns, rows, rowKey, sort, onSort }: DataTableProps<T>) {
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<Features, T>();
    return columns.map((c) => helper.display({ id: c.id, header: c.header, cell: ({ row }) => c.cell(row.original) }));
  }, [columns]);
  const table = useTable({ features, columns: tableColumns, data: rows, getRowId: (row: T) => String(rowKey(row)) });
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!;
                const active = column.sorts?.find((s) => s.value === sort);
                return (
                  <th key={header.id} scope="col" className={column.numeric ? 'num' : undefined} aria-sort={active ? active.direction : undefined}>
                    {column.sorts && onSort ? <SortButton column={column} sort={sort} onSort={onSort} /> : column.header}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={byId.get(cell.column.id)?.numeric ? 'num' : undefined}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
