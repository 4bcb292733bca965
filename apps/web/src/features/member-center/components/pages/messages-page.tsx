import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, StatusPill } from '@/components/ui/panel/panel';
import { Segmented } from '@/components/ui/segmented/segmented';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useMessages } from '../../api/get-messages';
import { useReadMessages } from '../../api/read-messages';
import type { MemberPageProps } from '../../config/menu';
import { MarketingSwitch } from './marketing-switch';
import { formatWhen } from '@/lib/format';
import styles from './pages.module.css';

const PAGE_SIZE = 10;

/**
 * messageV2: platform messages, unread first marked; opening one reads it; all can be marked read at once. The way
 * to send the operator feedback starts here too, and the switch for marketing messages sits above the list.
 */
export function MessagesPage({ token, go }: MemberPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const messages = useMessages(token, { pageNo: page, pageSize: PAGE_SIZE, ...(filter === 'unread' ? { unreadOnly: 'true' } : {}) });
  const read = useReadMessages(token);
  const unread = messages.data?.unread ?? 0;

  const toggle = (id: number, isUnread: boolean) => {
    setOpen((o) => (o === id ? null : id));
    if (isUnread && !read.isPending) read.mutate({ ids: [id] });
  };

  return (
    <div className={styles.stack}>
      <MarketingSwitch token={token} />
      <div className={styles.toolbar}>
        <Segmented
          label={t('mc_message_filter')}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('in_all') },
            { value: 'unread', label: unread ? `${t('mc_unread')} (${unread})` : t('mc_unread') },
          ]}
        />
        <button type="button" className={styles.linkButton} disabled={!unread || read.isPending} onClick={() => read.mutate({ all: true })}>
          <Glyph name="check" size={16} />
          {t('mc_mark_all_read')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => go('feedback')} data-testid="send-feedback">
          <Glyph name="mail" size={16} />
          {t('mc_send_feedback')}
        </button>
      </div>
      <Panel flush>
        {messages.isPending ? (
          <div className={styles.skeletonList}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={44} radius={10} />
            ))}
          </div>
        ) : messages.isError ? (
          <ErrorState compact message={t(messages.error instanceof ApiError ? messages.error.messageKey : 'err_network_error')} onRetry={() => void messages.refetch()} />
        ) : messages.data.list.length === 0 ? (
          <EmptyState compact icon="mail" title={t(filter === 'unread' ? 'mc_no_unread' : 'mc_no_messages')} />
        ) : (
          <ul className={styles.messages} aria-busy={messages.isPlaceholderData || undefined}>
            {messages.data.list.map((m) => {
              const isOpen = open === m.id;
              return (
                <li key={m.id} className={styles.message} data-unread={m.read ? undefined : 'true'} data-open={isOpen ? 'true' : undefined} data-testid="message">
                  <button type="button" className={styles.messageHead} aria-expanded={isOpen} onClick={() => toggle(m.id, !m.read)}>
                    <span className={styles.dot} aria-hidden="true" />
                    <span className={styles.messageText}>
                      <span className={styles.messageTitle}>
                        {m.title}
                        {!m.read && <span className="visually-hidden"> ({t('mc_unread')})</span>}
                      </span>
                      <span className={styles.messageDate}>{formatWhen(m.createdAt, language)}</span>
                    </span>
                    <StatusPill>{t(`mc_category_${m.category}`, { defaultValue: m.category })}</StatusPill>
                    <Glyph name="arrowRight" size={16} className={styles.chevron} />
                  </button>
                  {isOpen && <p className={styles.messageBody}>{m.content}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      {messages.data && <Pagination page={page} totalPages={messages.data.totalPages} onChange={setPage} disabled={messages.isFetching} />}
    </div>
  );
}
