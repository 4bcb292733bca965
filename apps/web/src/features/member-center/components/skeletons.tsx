import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import styles from './member-center.module.css';

/** The shape of the member centre while the member loads. */
export function MemberCenterSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} aria-busy="true" aria-label={t('in_loading')} data-testid="member-center-loading">
      <aside className={styles.side}>
        <div className={styles.card}>
          <div className={styles.cardTop}>
            <Skeleton width={48} height={48} radius="50%" />
            <div className={styles.skeletonLines}>
              <Skeleton width="70%" height={14} />
              <Skeleton width="45%" height={12} />
            </div>
          </div>
          <Skeleton width="55%" height={22} style={{ marginTop: 14 }} />
        </div>
        <div className={styles.skeletonMenu}>
          {Array.from({ length: 14 }, (_, i) => (
            <Skeleton key={i} height={34} radius={10} />
          ))}
        </div>
      </aside>
      <section className={styles.main}>
        <div className={styles.pageHead}>
          <Skeleton width={180} height={22} />
        </div>
        <div className={styles.pageBody}>
          <PageSkeleton />
        </div>
      </section>
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div className={styles.pageSkeleton} aria-hidden="true">
      <Skeleton height={96} radius={16} />
      <Skeleton height={52} radius={12} />
      <Skeleton height={52} radius={12} />
      <Skeleton height={160} radius={16} />
    </div>
  );
}
