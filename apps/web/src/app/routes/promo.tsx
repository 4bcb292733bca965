import { useViewer } from '@/features/auth/hooks/use-viewer';
import { PromotionsPage } from '@/features/promotions/components/promotions-page';
import { PromotionsViewerContext } from '@/features/promotions/utils/viewer';
import { getPromotionsQueryOptions } from '@/lib/shared-api/promotions';
import type { FirstScreen } from '../lazy-route';
import '@/locales/pages';

/** /promotions: the brand's promotions by category (the banner group promotions shows above, see root.tsx). */
export function Component() {
  const viewer = useViewer();
  return (
    <PromotionsViewerContext.Provider value={viewer}>
      <PromotionsPage />
    </PromotionsViewerContext.Provider>
  );
}

/** What /promotions draws first: the promotions with their categories (the tabs above the cards). */
export const prefetch = ({ queryClient, language, token }: FirstScreen) => queryClient.prefetchQuery(getPromotionsQueryOptions(token, language));
