import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { tabPanelProps, Tabs, useTabsId } from '@/components/ui/tabs/tabs';
import { usePointBalance } from '../../api/get-point-balance';
import { usePointRewards } from '../../api/get-point-rewards';
import { categoryLabel } from '../../utils/catalogue';
import { QueryBody } from '../query-body';
import { RewardCard } from './reward-card';
import styles from './point-mall.module.css';

const PAGE_SIZE = 12;
const ALL = 'all';

function GridSkeleton() {
  return (
    <ul className={styles.grid} data-testid="catalogue-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Skeleton height={300} radius={16} />
        </li>
      ))}
    </ul>
  );
}

/** The catalogue: category tabs (All first), the items a page at a time, each with what it costs and what blocks it. */
export function Catalogue({ token }: { token: string }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(ALL);
  const [page, setPage] = useState(1);
  const idBase = useTabsId();
  const rewards = usePointRewards(token, { pageNo: page, pageSize: PAGE_SIZE, ...(category === ALL ? {} : { category }) });
  const balance = usePointBalance(token);
  // the tabs come with the first answer; a category's page keeps the full list of tabs
  const [categories, setCategories] = useState<string[]>([]);
  if (rewards.data && category === ALL && rewards.data.categories.join() !== categories.join()) setCategories(rewards.data.categories);
  const choose = (next: string) => {
    setCategory(next);
    setPage(1);
  };
  return (
    <div className={styles.catalogue} data-testid="catalogue">
      {categories.length > 0 && (
        <Tabs
          idBase={idBase}
          scroll
          label={t('lo_categories')}
          value={category}
          onChange={choose}
          items={[ALL, ...categories].map((c) => ({ value: c, label: c === ALL ? t('in_all') : categoryLabel(t, c) }))}
        />
      )}
      <div {...(categories.length > 0 ? tabPanelProps(idBase, category) : {})}>
        <QueryBody query={rewards} skeleton={<GridSkeleton />} compact={false}>
          {(value) =>
            value.list.length === 0 ? (
              <EmptyState icon="gift" title={t('lo_catalogue_empty')} text={t('lo_catalogue_empty_text')} />
            ) : (
              <>
                <ul className={styles.grid} aria-busy={rewards.isPlaceholderData || undefined}>
                  {value.list.map((reward) => (
                    <RewardCard key={reward.id} reward={reward} balance={balance.data?.points ?? null} />
                  ))}
                </ul>
                <Pagination page={page} totalPages={value.totalPages} onChange={setPage} disabled={rewards.isFetching} />
              </>
            )
          }
        </QueryBody>
      </div>
    </div>
  );
}
