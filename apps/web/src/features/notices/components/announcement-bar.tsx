import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { modals } from '@/components/ui/modal/modal-store';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { NOTICE_MODAL } from '@/config/modal-names';
import { useAnnouncements } from '../api/get-announcements';
import styles from './announcement-bar.module.css';

/** Home: the latest announcements scrolling by; a click opens the notice modal on that item. */
export function AnnouncementBar() {
  const { t } = useTranslation();
  const notices = useAnnouncements(1);
  const list = notices.data?.list ?? [];
  if (notices.isError || (notices.data && list.length === 0)) return null;
  const seconds = Math.max(20, list.length * 7);
  return (
    <section className={styles.bar} aria-label={t('in_announcements')}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="megaphone" size={18} />
      </span>
      <div className={styles.viewport}>
        {notices.isPending ? (
          <Skeleton height={14} width="60%" />
        ) : (
          <div className={styles.marquee} style={{ animationDuration: `${seconds}s` }}>
            {[0, 1].map((copy) => (
              <ul key={copy} className={styles.items} aria-hidden={copy === 1 ? true : undefined}>
                {list.map((a) => (
                  <li key={a.id}>
                    <button type="button" tabIndex={copy === 1 ? -1 : undefined} onClick={() => modals.open(NOTICE_MODAL, { selectedId: a.id })}>
                      {a.title}
                    </button>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        )}
      </div>
      <button type="button" className={styles.more} onClick={() => modals.open(NOTICE_MODAL)}>
        {t('in_more')}
        <Icon name="chevron" size={14} />
      </button>
    </section>
  );
}
