import type { PromotionsValue } from '@app/contract/promotions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { usePromotions } from '@/lib/shared-api/promotions';
import { usePromotionsViewer } from '../utils/viewer';
import { ALL_TAB, CategoryTabs, PANEL_ID, tabId } from './category-tabs';
import { PromotionCard } from './promotion-card';
import styles from './promotions.module.css';
import '../locales/texts';

const CATEGORY_PARAM = 'category';

/** Cards' skeletons, in the grid's own shape, while the list loads. */
function CardsSkeleton() {
  return (
    <div className={styles.grid} data-testid="promotions-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.card}>
          <Skeleton className={styles.cardArt} radius={0} />
          <span className={styles.cardBody}>
            <Skeleton width="30%" height={12} />
            <Skeleton width="80%" height={20} />
            <Skeleton width="60%" height={12} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The chosen tab, when the brand still has it (a link may name one that has ended), else "all". */
function chosenTab(value: PromotionsValue | undefined, wanted: string | null) {
  return wanted && value?.categories.includes(wanted) ? wanted : ALL_TAB;
}

/**
 * /promotions: the brand's running and coming promotions as cards, with a tab per category (the tab is in the URL,
 * ?category=, so it can be shared), an empty state, and an error with a retry.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const viewer = usePromotionsViewer();
  const promotions = usePromotions(viewer.token);
  const [params, setParams] = useSearchParams();
  const tab = chosenTab(promotions.data, params.get(CATEGORY_PARAM));
  const choose = (category: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (category === ALL_TAB) next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, category);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // until the server has the promotions (NOT_IMPLEMENTED) the page is empty, not broken
  const notYet = promotions.error instanceof ApiError && promotions.error.code === 'NOT_IMPLEMENTED';
  const list = (promotions.data?.list ?? []).filter((p) => tab === ALL_TAB || p.category === tab);

  let body: ReactNode;
  if (promotions.isPending) body = <CardsSkeleton />;
  else if (promotions.isError && !notYet)
    body = <ErrorState message={t(promotions.error instanceof ApiError ? promotions.error.messageKey : 'err_network_error')} onRetry={() => void promotions.refetch()} />;
  else if (list.length === 0) body = <EmptyState icon="gift" title={t('promo_empty')} text={t('promo_empty_text')} />;
  else
    body = (
      <div className={styles.grid}>
        {list.map((p) => (
          <PromotionCard key={p.id} promotion={p} />
        ))}
      </div>
    );

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <header className={styles.head}>
        <h1 id="promotions-title">{t('in_promotions')}</h1>
        <p>{t('promo_intro')}</p>
      </header>
      {promotions.data && promotions.data.categories.length > 0 && <CategoryTabs categories={promotions.data.categories} value={tab} onChange={choose} />}
      <div id={PANEL_ID} role={promotions.data?.categories.length ? 'tabpanel' : undefined} aria-labelledby={promotions.data?.categories.length ? tabId(tab) : undefined}>
        {body}
      </div>
    </section>
  );
}
