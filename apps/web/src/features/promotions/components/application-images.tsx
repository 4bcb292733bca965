import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { useProblemText, type Problem } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import type { PickedImage } from '../hooks/use-application-images';
import styles from './detail.module.css';

interface ApplicationImagesProps {
  images: PickedImage[];
  problem: Problem | undefined;
  full: boolean;
  max: number;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (id: number) => void;
}

/** The application's pictures: the picked ones as removable previews, and a drop area for more while there is room. */
export function ApplicationImages({ images, problem, full, max, onPick, onRemove }: ApplicationImagesProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const inputId = useId();
  return (
    <div className={form.field}>
      <div className={form.labelRow}>
        <span className={form.label} id={`${inputId}-label`}>
          {t('promo_images')}
        </span>
        <span className={form.aside}>{t('promo_images_count', { n: images.length, max })}</span>
      </div>
      {images.length > 0 && (
        <ul className={styles.thumbs} aria-labelledby={`${inputId}-label`}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.thumb}>
              <img src={image.url} alt={t('promo_image_n', { n: index + 1 })} />
              <button type="button" className={styles.thumbRemove} onClick={() => onRemove(image.id)} aria-label={t('promo_remove_image', { n: index + 1 })}>
                <Glyph name="cross" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={styles.drop} htmlFor={inputId} data-invalid={problem ? 'true' : undefined} data-disabled={full ? 'true' : undefined}>
        <Glyph name="upload" size={18} />
        <span>
          <strong>{t(full ? 'promo_images_full' : 'promo_add_images')}</strong>
          <small>{t('promo_images_rule', { max })}</small>
        </span>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={full}
          onChange={onPick}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          data-testid="application-images-input"
        />
      </label>
      {problem && (
        <p id={`${inputId}-error`} className={form.error} role="alert">
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}
