import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal/modal';
import { LOGOUT_MODAL } from '@/config/modal-names';
import { modals } from '@/components/ui/modal/modal-store';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { logout } from '../api/logout';
import { AuthIcon } from './auth-icon';
import styles from './success.module.css';
import own from './logout-modal.module.css';

/** The spec's logout confirmation: title, 'sure to sign out', cancel and confirm. */
export function LogoutModal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logout(queryClient, navigate);
    } finally {
      setBusy(false);
      modals.close(LOGOUT_MODAL);
    }
  };
  return (
    <Modal name={LOGOUT_MODAL} title={t('in_sign_out')} width={380}>
      <div className={styles.success}>
        <span className={own.icon} aria-hidden="true">
          <AuthIcon name="logout" size={26} />
        </span>
        <p className={own.question}>{t('in_sure_to_sign_out')}</p>
        <div className={own.actions}>
          <SubmitButton look="sign-in" type="button" variant="outline" onClick={() => modals.close(LOGOUT_MODAL)} disabled={busy}>
            {t('in_cancel')}
          </SubmitButton>
          <SubmitButton look="sign-in" type="button" busy={busy} onClick={() => void confirm()}>
            {t('in_confirm')}
          </SubmitButton>
        </div>
      </div>
    </Modal>
  );
}
