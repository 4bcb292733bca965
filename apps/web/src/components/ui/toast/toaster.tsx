import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@app/web-kit/use-hydrated';
import { Icon } from '../icon';
import { toasts, useToasts } from './toast-store';
import styles from './toaster.module.css';

/**
 * Where toasts show: a polite live region at the bottom of the screen, above modals, so a screen reader reads each
 * notice once; every toast can be dismissed and goes by itself after a few seconds. It sits in the first chunk:
 * its tone is a coloured mark, not an icon set.
 */
export function Toaster() {
  const { t } = useTranslation();
  const list = useToasts();
  // a portal into the page's body: none on the server, so none while the page hydrates either
  if (!useHydrated()) return null;
  return createPortal(
    <div className={styles.region} role="status" aria-live="polite" data-testid="toasts">
      {list.map((toast) => (
        <div key={toast.id} className={styles.toast} data-tone={toast.tone} data-testid="toast">
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.message}>{toast.message}</span>
          <button type="button" className={styles.close} aria-label={t('in_close')} onClick={() => toasts.dismiss(toast.id)}>
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
