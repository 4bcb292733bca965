import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import styles from './loyalty.module.css';

/**
 * A query's three faces: its skeleton while it loads, the refusal in the player's words with a retry, then the
 * data (with aria-busy while another page of it loads).
 */
export function QueryBody<T>({
  query,
  skeleton,
  children,
  compact = true,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError)
    return <ErrorState compact={compact} message={t(query.error instanceof ApiError ? query.error.messageKey : 'err_network_error')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** Rows of skeleton while a list loads. */
export function ListSkeleton({ rows = 3, height = 56 }: { rows?: number; height?: number }) {
  return (
    <div className={styles.skeletonList} data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={12} />
      ))}
    </div>
  );
}
