import { useEffect, useRef } from 'react';
import { t } from '@/lib/texts';
import { Button } from '../button/button';
import styles from './confirm-bar.module.css';

/**
 * The second step of a money action: what will happen in words, then Confirm or Cancel. Focus moves to Confirm so a
 * keyboard user answers at once; a screen reader hears the question (role alert).
 */
export function ConfirmBar({ text, onConfirm, onCancel, pending, danger }: { text: string; onConfirm: () => void; onCancel: () => void; pending?: boolean; danger?: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.bar} role="alert">
      <p>{text}</p>
      <div className={styles.buttons}>
        <Button ref={ref} variant={danger ? 'danger' : 'primary'} disabled={pending} aria-busy={pending} onClick={onConfirm}>
          {t('confirm')}
        </Button>
        <Button disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
