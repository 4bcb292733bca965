import { useParams, useSearchParams } from 'react-router';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { PromotionDetailPage } from '@/features/promotions/components/promotion-detail-page';
import { PromotionsViewerContext } from '@/features/promotions/utils/viewer';
import '@/locales/pages';

/** A positive whole number, else 0 (the page then says the promotion is not there). */
const idOf = (text: string | null | undefined) => (text && /^\d{1,10}$/.test(text) ? Number(text) : 0);

/** /promoDetail?id= and /promoDetail/:id (the spec's named route promotions with param id): one promotion. */
export function Component() {
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const viewer = useViewer();
  const id = idOf(pathId ?? params.get('id'));
  return (
    <PromotionsViewerContext.Provider value={viewer}>
      <PromotionDetailPage key={id} id={id} />
    </PromotionsViewerContext.Provider>
  );
}
