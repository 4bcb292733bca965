import { useId } from 'react';
import { t } from '@/lib/texts';
import { readAsDataUrl } from './image-upload';
import styles from './image-upload.module.css';

/**
 * A picture sent with the form it belongs to (a receiving account's QR code, a payout's proof), not uploaded on its
 * own: the picked file becomes a data: URL the form sends; the server checks it by its content and strips its
 * metadata. `value` is that data: URL or the path of the picture kept; null: none.
 */
export function PictureFileField({ label, hint, value, alt, onChange }: { label: string; hint: string; value: string | null; alt: string; onChange: (value: string | null) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void readAsDataUrl(file).then(onChange);
        }}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      {value && (
        <div className={styles.inline}>
          <img className={styles.thumb} src={value} alt={alt} />
          <button type="button" className={styles.linkButton} onClick={() => onChange(null)}>
            {t('image_remove')}
          </button>
        </div>
      )}
    </div>
  );
}
