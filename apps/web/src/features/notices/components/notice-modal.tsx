import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal/modal';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { NOTICE_MODAL } from '@/config/modal-names';
import { useLanguage } from '@/lib/i18n';
import { useAnnouncements } from '../api/get-announcements';
import { formatWhen } from '@/lib/format';
import styles from './notice-modal.module.css';
import '@/locales/pages';

/** The notice modal: announcements in pages of 9, one selected with its content shown. */
export function NoticeModal() {
  const { t } = useTranslation();
  return (
    <Modal name={NOTICE_MODAL} title={t('in_announcements')} width={860} height={620} className={styles.modal}>
      {(props) => <NoticeBrowser initialId={props.selectedId as number | undefined} />}
    </Modal>
  );
}

export function NoticeBrowser({ initialId }: { initialId?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState(initialId);
  const notices = useAnnouncements(page);
  const list = notices.data?.list ?? [];
  const totalPages = notices.data?.totalPages ?? 1;
  const selected = list.find((a) => a.id === selectedId) ?? list[0];

  if (notices.isError)
    return (
      <div className={styles.empty}>
        <p>{t('err_network_error')}</p>
        <button type="button" className={styles.pageButton} onClick={() => void notices.refetch()}>
          {t('in_retry')}
        </button>
      </div>
    );

  return (
    <div className={styles.browser}>
      <div className={styles.listPane}>
        <ul className={styles.list} aria-label={t('in_announcement_list')} aria-busy={notices.isFetching}>
          {notices.isPending
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i} className={styles.skeleton}>
                  <Skeleton height={14} />
                  <Skeleton height={10} width="40%" />
                </li>
              ))
            : list.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={a.id === selected?.id ? 'true' : undefined}
                    onClick={() => setSelectedId(a.id)}
                  >
                    <span className={styles.itemTitle}>{a.title}</span>
                    <time className={styles.itemDate} dateTime={new Date(a.timestamp).toISOString()}>
                      {formatWhen(a.timestamp, language)}
                    </time>
                  </button>
                </li>
              ))}
          {!notices.isPending && list.length === 0 && <li className={styles.none}>{t('in_no_announcements')}</li>}
        </ul>
        {totalPages > 1 && (
          <nav className={styles.pager} aria-label={t('in_pagination')}>
            <button
              type="button"
              className={styles.pageButton}
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
              aria-label={t('in_previous_page')}
            >
              <Icon name="chevronLeft" size={16} />
            </button>
            <span aria-live="polite">{t('in_page_of', { page, total: totalPages })}</span>
            <button
              type="button"
              className={styles.pageButton}
              disabled={page >= totalPages}
              onClick={() => setPage((p) => p + 1)}
              aria-label={t('in_next_page')}
            >
              <Icon name="chevron" size={16} />
            </button>
          </nav>
        )}
      </div>
      <article className={styles.content} aria-live="polite">
        {selected ? (
          <>
            <h3 className={styles.contentTitle}>{selected.title}</h3>
            <time className={styles.itemDate} dateTime={new Date(selected.timestamp).toISOString()}>
              {formatWhen(selected.timestamp, language)}
            </time>
            <p className={styles.text}>{selected.content}</p>
          </>
        ) : notices.isPending ? (
          <>
            <Skeleton height={22} width="70%" />
            <Skeleton height={12} width="30%" />
            <Skeleton height={60} />
          </>
        ) : null}
      </article>
    </div>
  );
}
