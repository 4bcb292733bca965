import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL, REGISTER_MODAL } from '@/config/modal-names';
import { useFocusFirstField } from '../hooks/use-focus-first-field';
import { RegisterForm } from './register-form';

/** Registration as a modal (registerModal), with a Login button that switches to the login modal. */
export function RegisterModal() {
  const { t } = useTranslation();
  return (
    <Modal name={REGISTER_MODAL} title={t('in_create_account')} width={480}>
      <RegisterModalBody />
    </Modal>
  );
}

function RegisterModalBody() {
  const root = useRef<HTMLDivElement>(null);
  useFocusFirstField(root);
  return (
    <div ref={root}>
      <RegisterForm
        onLogin={() => {
          modals.close(REGISTER_MODAL);
          modals.open(LOGIN_MODAL);
        }}
      />
    </div>
  );
}
