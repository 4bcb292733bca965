import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import styles from './agent-center.module.css';

/** A page while its code or its first answer loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.stack} aria-busy="true" aria-label={t('in_loading')} data-testid="agent-page-loading">
      <Skeleton height={48} radius={12} />
      <Skeleton height={160} radius={16} />
      <Skeleton height={220} radius={16} />
    </div>
  );
}

/** A table's rows while they load. */
export function RowsSkeleton() {
  return (
    <div className={styles.skeletonList} aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={36} radius={8} />
      ))}
    </div>
  );
}
