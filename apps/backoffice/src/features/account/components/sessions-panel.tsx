import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { Panel } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { usePagedRows } from '@/lib/url-state';
import { type OperatorSessionRow, useSessions } from '../api/get-sessions';
import { useLogoutOthers } from '../api/logout-others';

const columns: TableColumn<OperatorSessionRow>[] = [
  { id: 'started', header: t('col_started'), cell: (s) => formatTime(s.createdAt), csv: (s) => s.createdAt },
  { id: 'lastSeen', header: t('col_last_seen'), cell: (s) => formatTime(s.lastSeenAt), csv: (s) => s.lastSeenAt },
  { id: 'ip', header: t('col_ip'), cell: (s) => <span className="mono">{s.ip}</span>, csv: (s) => s.ip },
  { id: 'device', header: t('col_device'), cell: (s) => (s.current ? <strong>{t('sessions_current')}</strong> : s.userAgent), csv: (s) => s.userAgent },
];

/** The operator's own sessions, with "log out other sessions". */
export function SessionsPanel() {
  const sessions = useSessions();
  const logoutOthers = useLogoutOthers();
  const paged = usePagedRows(sessions.data?.list ?? [], 'sessionsPage', 20);
  const others = (sessions.data?.list ?? []).filter((s) => !s.current).length;
  return (
    <Panel
      title={t('sessions_title')}
      actions={
        <>
          <ExportCsvButton fileName="sessions.csv" columns={columns} rows={paged.rows} />
          <Button variant="danger" size="sm" disabled={others === 0 || logoutOthers.isPending} onClick={() => logoutOthers.mutate()}>
            {t('logout_others')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('sessions_intro')}</p>
      {logoutOthers.isSuccess && <Notice>{t('logout_others_done', { count: logoutOthers.data.ended })}</Notice>}
      {logoutOthers.isError && <Notice tone="error">{failureText(logoutOthers.error)}</Notice>}
      {sessions.isPending ? (
        <LoadingState rows={2} />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : paged.total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <DataTable caption={t('sessions_title')} columns={columns} rows={paged.rows} rowKey={(s) => s.id} />
          {paged.total > paged.pageSize && <Pager label={t('sessions_title')} page={paged.page} pageSize={paged.pageSize} total={paged.total} onPage={paged.setPage} />}
        </>
      )}
    </Panel>
  );
}
