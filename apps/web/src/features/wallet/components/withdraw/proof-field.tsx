import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { useProblemText, type Problem } from '@/components/ui/form/problem';
import form from '@/components/ui/form/form.module.css';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import type { Proof } from './use-proof-image';
import styles from '../wallet.module.css';

interface ProofFieldProps {
  proof: Proof | null;
  problem: Problem | undefined;
  optional: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

/** The proof image field of the receipt form: a drop area until a file is picked, then its preview. */
export function ProofField({ proof, problem, optional, onPick, onRemove }: ProofFieldProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const fileId = useId();

  return (
    <div className={form.field}>
      <span className={form.label}>
        {t('wl_proof_image')} {optional && <span className={styles.muted}>({t('wl_optional')})</span>}
      </span>
      {proof ? (
        <div className={styles.preview}>
          <img src={proof.url} alt={t('wl_proof_preview')} />
          <div className={styles.orderText}>
            <span className={styles.small}>{proof.file.name}</span>
            <span className={`${styles.small} ${styles.muted}`}>{(proof.file.size / 1024).toFixed(0)} KB</span>
            <div>
              <Button variant="ghost" size="sm" onClick={onRemove}>
                {t('wl_remove')}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <label className={styles.drop} htmlFor={fileId} data-invalid={problem ? 'true' : undefined}>
          <span className={styles.orderIcon}>
            <Glyph name="upload" size={18} />
          </span>
          <span className={styles.orderText}>
            <strong className={styles.small}>{t('wl_upload_proof')}</strong>
            <span className={`${styles.small} ${styles.muted}`}>{t('wl_proof_rule')}</span>
          </span>
          <input id={fileId} type="file" accept={IMAGE_ACCEPT} onChange={onPick} aria-describedby={problem ? `${fileId}-error` : undefined} data-testid="proof-input" />
        </label>
      )}
      {problem && (
        <p id={`${fileId}-error`} className={form.error} role="alert">
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}
