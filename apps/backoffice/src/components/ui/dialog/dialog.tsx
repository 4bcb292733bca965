import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '@/lib/texts';
import { Button } from '../button/button';
import styles from './dialog.module.css';

/**
 * A modal dialog on the browser's own <dialog>: focus moves into it and stays there, Escape closes it, and focus
 * returns to what opened it.
 */
export function Dialog({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={id} onClose={onClose}>
      <header className={styles.head}>
        <h2 id={id}>{title}</h2>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label={t('close')}>
          ✕
        </Button>
      </header>
      {open && children}
    </dialog>
  );
}
