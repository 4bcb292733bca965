import { useViewer } from '@/features/auth/hooks/use-viewer';
import { PromotionsPage } from '@/features/promotions/components/promotions-page';
import { PromotionsViewerContext } from '@/features/promotions/utils/viewer';
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
