import type { Promotion } from '@app/contract/promotions';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui/deferred/deferred';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useBrand } from '@/config/brand';
import { useAuth } from '@/features/auth/stores/auth-store';
import { AnnouncementBar } from '@/features/notices/components/announcement-bar';
import { PopupNotices } from '@/features/notices/components/popup-notices';
import { CategoryGrid } from '@/features/shell/components/category-grid';
import { getAnnouncementsQueryOptions } from '@/features/notices/api/get-announcements';
import { getNoticeQueryOptions } from '@/features/notices/api/get-notice';
import type { FirstScreen } from '../lazy-route';
import styles from './index.module.css';
import { lazyWithTexts } from '@/lib/feature-texts';

/** The offers the arrival notice names, with their figures from the promotions feature (loaded with the notice). */
const PromotionOffer = lazyWithTexts(() => import('@/features/promotions/components/promotion-offer').then((m) => ({ default: m.PromotionOffer })));
const renderOffer = (promotion: Promotion, close: () => void) => (
  <Suspense fallback={null}>
    <PromotionOffer promotion={promotion} onOpen={close} />
  </Suspense>
);

/**
 * The winners board (lobby feature) sits below the categories: its code loads and it draws as it comes within
 * 100 px of the screen, not while home loads (at Deferred's usual 400 px a phone drew it during the load, and its
 * 130 elements and ticker made one of the load's longest tasks).
 */
const WinnersBoard = lazyWithTexts(() => import('@/features/lobby/components/winners-board').then((m) => ({ default: m.WinnersBoard })));

/** Home: announcements, the game categories, the winners board, and the arrival notice once per session. */
export function HomeScreen({ popups = true }: { popups?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { token } = useAuth();
  return (
    <>
      <h1 className="visually-hidden">{t('in_welcome_to', { name: brand.name })}</h1>
      <AnnouncementBar />
      <CategoryGrid />
      <div className={styles.winners}>
        <Deferred rootMargin="100px" placeholder={<Skeleton height={86} radius={16} />}>
          <WinnersBoard />
        </Deferred>
      </div>
      {popups && <PopupNotices token={token} renderPromotion={renderOffer} />}
    </>
  );
}

export const Component = () => <HomeScreen />;

/** What home draws first: the announcements bar and the arrival notice's content. */
export const prefetch = ({ queryClient, language, token }: FirstScreen) =>
  Promise.all([
    queryClient.prefetchQuery(getAnnouncementsQueryOptions(language, 1)),
    queryClient.prefetchQuery(getNoticeQueryOptions(token, language)),
  ]);
