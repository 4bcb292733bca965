import { ImageUpload } from '@/components/ui/image-upload/image-upload';
import { t } from '@/lib/texts';
import { useUploadMallImage } from '../api/mall';
import { loyaltyRefusal } from '../utils/refusal';
import layout from '@/components/ui/layout/layout.module.css';

/**
 * An item's picture, sent at once (operatorUploadMallImage). Empty: the mall draws one in the brand's colours.
 */
export function MallImageField({ brandId, value, onChange }: { brandId: string; value: string | null; onChange: (path: string | null) => void }) {
  const upload = useUploadMallImage(brandId);
  return (
    <fieldset className={layout.fieldset}>
      <legend>{t('lo_item_image')}</legend>
      <ImageUpload
        label={t('lo_item_image_pick')}
        hint={t('lo_item_image_hint')}
        value={value}
        alt={t('lo_item_image_alt')}
        emptyText={t('lo_item_image_default')}
        upload={upload}
        onChange={onChange}
        onRemove={() => onChange(null)}
        refusal={loyaltyRefusal}
      />
    </fieldset>
  );
}
