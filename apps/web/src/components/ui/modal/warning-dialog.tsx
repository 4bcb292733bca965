import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import { modals, useModalEntry } from './modal-store';
import { WARNING_MODAL, type WarningProps } from './warning';
import styles from './warning-dialog.module.css';

/** Renders whatever `showWarning` asked for. */
export function WarningDialog() {
  const { t } = useTranslation();
  const props = (useModalEntry(WARNING_MODAL)?.props ?? {}) as WarningProps;
  return (
    <Modal name={WARNING_MODAL} title={t(props.titleKey ?? 'in_warning')} width={400}>
      <div className={styles.warning}>
        <p className={styles.message}>{props.messageKey ? t(props.messageKey) : props.message}</p>
        <button type="button" className={styles.confirm} onClick={() => modals.close(WARNING_MODAL)}>
          {t(props.confirmKey ?? 'in_confirm')}
        </button>
      </div>
    </Modal>
  );
}
