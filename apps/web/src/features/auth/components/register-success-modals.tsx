import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal/modal';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { GENERATED_ACCOUNT_MODAL, REGISTER_SUCCESS_MODAL } from '../modal-names';
import { AuthIcon } from './auth-icon';
import { FirstSteps } from './first-steps';
import styles from './success.module.css';

/** What the success modal opens once it closes: a member-centre page the brand's pack asks for (MGA: responsible gaming). */
export interface RegisterSuccessProps {
  thenPage?: string;
}

/** After registering: the spec's success modal (in_registered_successfully), then the page the pack asks for. */
export function RegisterSuccessModal() {
  const { t } = useTranslation();
  const { thenPage } = (useModalEntry(REGISTER_SUCCESS_MODAL)?.props ?? {}) as RegisterSuccessProps;
  const next = () => {
    if (thenPage) modals.open(MEMBER_CENTER_MODAL, { page: thenPage });
  };
  return (
    <Modal name={REGISTER_SUCCESS_MODAL} label={t('in_registered_successfully')} width={380} onClose={next}>
      <div className={styles.success}>
        <span className={styles.mark} aria-hidden="true">
          <AuthIcon name="check" size={34} />
        </span>
        <h2 className={styles.title}>{t('in_registered_successfully')}</h2>
        <p className={styles.text}>{t('in_registered_text')}</p>
        <FirstSteps closing={REGISTER_SUCCESS_MODAL} />
        <SubmitButton
          look="sign-in"
          type="button"
          onClick={() => {
            modals.close(REGISTER_SUCCESS_MODAL);
            next();
          }}
        >
          {t('in_start_playing')}
        </SubmitButton>
      </div>
    </Modal>
  );
}

/** Mobile registration: the account is the mobile number; this dialog says so before the success modal. */
export function GeneratedAccountModal() {
  const { t } = useTranslation();
  const props = useModalEntry(GENERATED_ACCOUNT_MODAL)?.props ?? {};
  const account = (props.account as string | undefined) ?? '';
  const success: RegisterSuccessProps = props.thenPage ? { thenPage: props.thenPage as string } : {};
  const next = () => {
    modals.close(GENERATED_ACCOUNT_MODAL);
    modals.open(REGISTER_SUCCESS_MODAL, { ...success });
  };
  return (
    <Modal name={GENERATED_ACCOUNT_MODAL} title={t('in_account_created')} width={400} onClose={() => modals.open(REGISTER_SUCCESS_MODAL, { ...success })}>
      <div className={styles.success}>
        <span className={styles.mark} data-tone="info" aria-hidden="true">
          <AuthIcon name="user" size={30} />
        </span>
        <p className={styles.text}>{t('in_generated_account_text')}</p>
        <p className={styles.account} data-testid="generated-account">
          {account}
        </p>
        <p className={styles.hint}>{t('in_generated_account_hint')}</p>
        <SubmitButton look="sign-in" type="button" onClick={next}>
          {t('in_confirm')}
        </SubmitButton>
      </div>
    </Modal>
  );
}
