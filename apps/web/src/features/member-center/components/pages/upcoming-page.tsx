import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph, type GlyphName } from '@/components/ui/glyph/glyph';
import { Panel } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { itemTitle } from '../../utils/later-data';
import styles from './pages.module.css';

type Items = Record<string, unknown>[];

/**
 * A page whose feature arrives with a later issue: its real frame (what it is for, how it works), and its data from
 * the real call. Until that call exists the server answers NOT_IMPLEMENTED, which is an empty page, not an error.
 */
export function UpcomingPage({
  icon,
  title,
  text,
  steps,
  query,
  listTitle,
  emptyTitle,
  emptyText,
  ranked = false,
}: {
  icon: GlyphName;
  title: string;
  text: string;
  steps?: ReactNode[];
  query: UseQueryResult<Items>;
  listTitle: string;
  emptyTitle: string;
  emptyText: string;
  ranked?: boolean;
}) {
  const { t } = useTranslation();
  const notYet = query.error instanceof ApiError && query.error.code === 'NOT_IMPLEMENTED';
  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className={styles.skeletonList}>
        <Skeleton height={40} radius={10} />
        <Skeleton height={40} radius={10} />
      </div>
    );
  else if (query.isError && !notYet)
    body = <ErrorState compact message={t(query.error instanceof ApiError ? query.error.messageKey : 'err_network_error')} onRetry={() => void query.refetch()} />;
  else if (notYet || !query.data?.length) body = <EmptyState compact icon={icon} title={emptyTitle} text={emptyText} />;
  else
    body = (
      <ol className={styles.items}>
        {query.data.map((item, index) => (
          <li key={String(item.id ?? index)} className={styles.item}>
            {ranked && <span className={styles.itemRank}>{index + 1}</span>}
            <span className={styles.itemTitle}>{itemTitle(item) || t('mc_item_n', { n: index + 1 })}</span>
          </li>
        ))}
      </ol>
    );
  return (
    <div className={styles.stack}>
      <div className={styles.intro}>
        <span className={styles.introIcon}>
          <Glyph name={icon} size={28} />
        </span>
        <div className={styles.introText}>
          <h3>{title}</h3>
          <p>{text}</p>
        </div>
      </div>
      {steps && (
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={i} className={styles.step}>
              {step}
            </li>
          ))}
        </ol>
      )}
      <Panel title={listTitle} flush testId="upcoming-list">
        {body}
      </Panel>
    </div>
  );
}
