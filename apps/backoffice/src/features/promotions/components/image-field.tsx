import { ImageUpload } from '@/components/ui/image-upload/image-upload';
import { t } from '@/lib/texts';
import { useUploadPromotionImage } from '../api/promotions';

/**
 * The promotion's picture, sent at once (operatorUploadPromotionImage). Empty: the player site draws a picture in the
 * brand's colours.
 */
export function ImageField({ brandId, value, onChange }: { brandId: string; value: string; onChange: (path: string) => void }) {
  const upload = useUploadPromotionImage(brandId);
  return <ImageUpload label={t('promo_image_pick')} hint={t('promo_image_hint')} value={value || null} alt={t('promo_image_alt')} emptyText={t('promo_image_default')} upload={upload} onChange={onChange} />;
}
