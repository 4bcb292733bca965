import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { failureText, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import styles from './image-upload.module.css';

export interface UploadedPicture {
  path: string;
  width: number;
  height: number;
}

/** A picked file as a data: URL (the shape the picture calls take). */
export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * A picture field: a file picked is sent at once through the page's upload call (the server checks it by its
 * content, resizes it, strips its metadata and answers the path players load); the picture in use is shown, with a
 * way to go without one where the caller allows it (onRemove).
 */
export function ImageUpload({
  label,
  hint,
  value,
  alt,
  emptyText,
  upload,
  onChange,
  onRemove,
  refusal = failureText,
}: {
  label: string;
  hint: string;
  value: string | null;
  alt: string;
  emptyText: string;
  upload: UseMutationResult<UploadedPicture, Error, string>;
  onChange: (path: string) => void;
  onRemove?: () => void;
  refusal?: (error: unknown) => string;
}) {
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
          if (!file) return;
          void readAsDataUrl(file).then((dataUrl) => upload.mutate(dataUrl, { onSuccess: (stored) => onChange(stored.path) }));
        }}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      <div aria-live="polite">
        {upload.isPending && <Notice tone="warning">{t('image_uploading')}</Notice>}
        {upload.isError && <Notice tone="error">{refusal(upload.error)}</Notice>}
        {upload.isSuccess && <Notice>{t('image_done', { width: upload.data.width, height: upload.data.height })}</Notice>}
      </div>
      {value ? (
        <div className={styles.inline}>
          <img className={styles.thumb} src={value} alt={alt} />
          {onRemove && (
            <button type="button" className={styles.linkButton} onClick={onRemove}>
              {t('image_remove')}
            </button>
          )}
        </div>
      ) : (
        <p className={styles.hint}>{emptyText}</p>
      )}
    </div>
  );
}
