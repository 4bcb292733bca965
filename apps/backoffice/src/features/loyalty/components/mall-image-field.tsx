import { useId } from 'react';
import { Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useUploadMallImage } from '../api/mall';
import { loyaltyRefusal } from '../utils/refusal';
import styles from './loyalty.module.css';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * An item's picture: a file picked is sent at once (operatorUploadMallImage); the server checks it by its content,
 * resizes it and strips its metadata, and answers the path players load. Empty: the mall draws one in the brand's
 * colours.
 */
export function MallImageField({ brandId, value, onChange }: { brandId: string; value: string | null; onChange: (path: string | null) => void }) {
  const id = useId();
  const upload = useUploadMallImage(brandId);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('lo_item_image')}</legend>
      <label htmlFor={id}>{t('lo_item_image_pick')}</label>
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
      <span id={`${id}-hint`} className={styles.muted}>
        {t('lo_item_image_hint')}
      </span>
      <div aria-live="polite">
        {upload.isPending && <Notice tone="warning">{t('lo_item_image_uploading')}</Notice>}
        {upload.isError && <Notice tone="error">{loyaltyRefusal(upload.error)}</Notice>}
        {upload.isSuccess && <Notice>{t('lo_item_image_done', { width: upload.data.width, height: upload.data.height })}</Notice>}
      </div>
      {value ? (
        <div className={styles.inline}>
          <img className={styles.preview} src={value} alt={t('lo_item_image_alt')} />
          <button type="button" className={styles.linkButton} onClick={() => onChange(null)}>
            {t('lo_item_image_remove')}
          </button>
        </div>
      ) : (
        <p className={styles.muted}>{t('lo_item_image_default')}</p>
      )}
    </fieldset>
  );
}
