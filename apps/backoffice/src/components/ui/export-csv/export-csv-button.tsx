import { downloadText, toCsv } from '@/lib/csv';
import { t } from '@/lib/texts';
import { Button } from '../button/button';
import type { TableColumn } from '../data-table/data-table';

/** "Export CSV" of the rows shown (the page as it is on screen, in its columns). */
export function ExportCsvButton<T>({ fileName, columns, rows }: { fileName: string; columns: readonly TableColumn<T>[]; rows: readonly T[] }) {
  const exported = columns.filter((c) => c.csv);
  return (
    <Button
      size="sm"
      disabled={rows.length === 0}
      title={t('export_csv_hint', { count: rows.length })}
      onClick={() => downloadText(fileName, toCsv(exported.map((c) => ({ header: c.header, value: c.csv! })), rows))}
    >
      {t('export_csv')}
    </Button>
  );
}
