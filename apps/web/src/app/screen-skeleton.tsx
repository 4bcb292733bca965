import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import styles from './screen-skeleton.module.css';

/** A screen whose code is on its way, inside the frame already drawn: its title line and a grid of tiles. */
export function ScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-busy="true" aria-label={t('in_loading')}>
      <Skeleton width="40%" height={28} radius={8} />
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={120} radius={16} />
        ))}
      </div>
    </div>
  );
}
