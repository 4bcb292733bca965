import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import type { GlyphName } from '@/components/ui/glyph/glyph';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import styles from '../wallet.module.css';

/** The loading, error and empty states every record list shares; `children` once there are rows. */
export function RecordsBody<T extends { list: unknown[] }>({
  query,
  icon,
  emptyTitle,
  children,
}: {
  query: UseQueryResult<T>;
  icon: GlyphName;
  emptyTitle: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className={styles.skeletonList} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={40} radius={8} />
        ))}
      </div>
    );
  if (query.isError && !query.data)
    return <ErrorState compact message={t(query.error instanceof ApiError ? query.error.messageKey : 'err_network_error')} onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.list.length === 0) return <EmptyState compact icon={icon} title={emptyTitle} text={t('wl_try_other_filters')} />;
  return <>{children(query.data)}</>;
}
