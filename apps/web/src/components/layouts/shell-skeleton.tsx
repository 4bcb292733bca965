import { Skeleton } from '../ui/skeleton/skeleton';
import styles from './shell-skeleton.module.css';

/** What the site looks like before its data arrives: header, menu, banner and tiles as shimmering blocks. */
export function ShellSkeleton({ label }: { label?: string }) {
  return (
    <div className={styles.page} aria-busy="true" aria-label={label} role="status">
      <div className={styles.header}>
        <Skeleton width={36} height={36} radius={10} />
        <Skeleton width={120} height={18} />
        <span className={styles.grow} />
        <Skeleton width={52} height={30} radius={999} />
        <Skeleton width={84} height={36} radius={999} className={styles.wide} />
        <Skeleton width={96} height={36} radius={999} className={styles.wide} />
      </div>
      <div className={styles.body}>
        <div className={styles.menu}>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} height={36} radius={10} />
          ))}
        </div>
        <div className={styles.main}>
          <Skeleton className={styles.banner} radius={16} />
          <Skeleton height={40} radius={12} />
          <div className={styles.grid}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={120} radius={16} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
