import { useId } from 'react';
import { failureText, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useUploadPromotionImage } from '../api/promotions';
import styles from './promotions.module.css';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The promotion's picture: a file picked is sent at once; the server checks it by its content, resizes it and
 * answers the path players load. Empty: the player site draws a picture in the brand's colours.
 */
export function ImageField({ brandId, value, onChange }: { brandId: string; value: string; onChange: (path: string) => void }) {
  const id = useId();
  const upload = useUploadPromotionImage(brandId);
  return (
    <div className={styles.imageField}>
      <label htmlFor={id} className={styles.rteLabel}>
        {t('promo_image_pick')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          void readAsDataUrl(file).then((dataUrl) => upload.mutate(dataUrl, { onSuccess: (stored) => onChange(stored.path) }));
        }}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {t('promo_image_hint')}
      </span>
      <div aria-live="polite">
        {upload.isPending && <Notice tone="warning">{t('promo_image_uploading')}</Notice>}
        {upload.isError && <Notice tone="error">{failureText(upload.error)}</Notice>}
        {upload.isSuccess && <Notice>{t('promo_image_done', { width: upload.data.width, height: upload.data.height })}</Notice>}
      </div>
      {value ? <img className={styles.thumb} src={value} alt={t('promo_image_alt')} /> : <p className={styles.hint}>{t('promo_image_default')}</p>}
    </div>
  );
}
