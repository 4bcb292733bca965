import { useId } from 'react';
import { Glyph } from '@/components/ui/glyph/glyph';
import { useProblemText } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import type { ImagePickerState } from './use-image-picker';
import styles from './image-picker.module.css';

/** The picker's words, in the using feature's language pack. */
export interface ImagePickerTexts {
  label: string;
  /** "1 / 3" */
  count: string;
  /** the accessible name of the n-th preview (1-based) */
  image: (n: number) => string;
  /** the remove button of the n-th preview */
  remove: (n: number) => string;
  add: string;
  full: string;
  /** "png or jpg, up to 5 MB each" */
  rule: string;
}

/** The picked images as removable previews, and a drop area for more while there is room (see useImagePicker). */
export function ImagePicker({ picker, texts, testId }: { picker: ImagePickerState; texts: ImagePickerTexts; testId?: string }) {
  const problemText = useProblemText();
  const inputId = useId();
  const { images, problem, full, max } = picker;
  return (
    <div className={form.field}>
      <div className={form.labelRow}>
        <span className={form.label} id={`${inputId}-label`}>
          {texts.label}
        </span>
        <span className={form.aside}>{texts.count}</span>
      </div>
      {images.length > 0 && (
        <ul className={styles.thumbs} aria-labelledby={`${inputId}-label`}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.thumb}>
              <img src={image.url} alt={texts.image(index + 1)} />
              <button type="button" className={styles.thumbRemove} onClick={() => picker.remove(image.id)} aria-label={texts.remove(index + 1)}>
                <Glyph name="cross" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={styles.drop} htmlFor={inputId} data-invalid={problem ? 'true' : undefined} data-disabled={full ? 'true' : undefined}>
        <Glyph name="upload" size={18} />
        <span>
          <strong>{full ? texts.full : texts.add}</strong>
          <small>{texts.rule}</small>
        </span>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={max > 1}
          disabled={full}
          onChange={(event) => void picker.pick(event)}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          data-testid={testId}
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
