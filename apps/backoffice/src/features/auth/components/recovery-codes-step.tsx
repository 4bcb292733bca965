import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { CheckboxField } from '@/components/ui/field/field';
import { t } from '@/lib/texts';
import styles from './auth.module.css';

/** The recovery codes, shown once: the operator confirms they saved them before going on. */
export function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('recovery_intro')}</p>
      <ol className={styles.codes} aria-label={t('recovery_title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.row}>
        <CopyButton text={codes.join('\n')} label={t('recovery_copy')} />
      </div>
      <CheckboxField label={t('recovery_saved')} checked={saved} onChange={(e) => setSaved(e.target.checked)} />
      <Button variant="primary" disabled={!saved} onClick={onDone}>
        {t('recovery_continue')}
      </Button>
    </div>
  );
}
