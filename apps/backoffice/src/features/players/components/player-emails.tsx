import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { type EmailDelivery, usePlayerEmails } from '../api/get-player-emails';

const columns: TableColumn<EmailDelivery>[] = [
  { id: 'at', header: t('col_when'), cell: (d) => formatTime(d.createdAt) },
  { id: 'subject', header: t('email_subject'), cell: (d) => d.subject },
  { id: 'status', header: t('email_status'), cell: (d) => t(`email_status.${d.status}`) },
  { id: 'attempts', header: t('email_attempts'), numeric: true, cell: (d) => d.attempts },
  {
    id: 'detail',
    header: t('email_detail'),
    cell: (d) => (d.status === 'sent' ? formatTime(d.sentAt) : d.status === 'pending' ? t('email_next_try', { when: formatTime(d.nextAttemptAt) }) : (d.lastError ?? '—')),
  },
];

/**
 * The emails the platform sent to the player's address (support's answer to "I got no email"): sent, waiting for the
 * mail server (and when it is tried again), failed with the server's answer, or not sent to an address that bounced.
 */
export function PlayerEmails({ brandId, email }: { brandId: string; email: string | null }) {
  const emails = usePlayerEmails(brandId, email);
  return (
    <Panel title={t('player_emails')}>
      {email === null ? (
        <EmptyState>{t('player_emails_none')}</EmptyState>
      ) : emails.isPending ? (
        <LoadingState rows={2} />
      ) : emails.isError ? (
        <ErrorState error={emails.error} onRetry={() => void emails.refetch()} />
      ) : emails.data.list.length === 0 ? (
        <EmptyState>{t('player_emails_empty')}</EmptyState>
      ) : (
        <DataTable caption={t('player_emails')} columns={columns} rows={emails.data.list} rowKey={(d) => String(d.id)} />
      )}
    </Panel>
  );
}
