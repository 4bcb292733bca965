import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { WELCOME_MODAL } from '../modal-names';
import { AuthIcon } from './auth-icon';
import styles from './success.module.css';

/** The first-login action's steps (spec section 4's firstTimeLogin): each opens its member-centre page. */
const steps = [
  { page: 'profile', key: 'in_first_step_profile' },
  { page: 'securityCenter', key: 'in_first_step_phone' },
  { page: 'responsibleGaming', key: 'in_first_step_rg' },
] as const;

/** What a new player may do first: a nickname and avatar, a bound phone, their responsible-gaming limits. */
export function FirstSteps({ closing }: { closing: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.steps} aria-label={t('in_first_steps')}>
      <h3 className={styles.stepsTitle}>{t('in_first_steps')}</h3>
      <ul>
        {steps.map((step) => (
          <li key={step.page}>
            <button
              type="button"
              className={styles.step}
              onClick={() => {
                modals.close(closing);
                modals.open(MEMBER_CENTER_MODAL, { page: step.page });
              }}
            >
              {t(step.key)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A first login (firstTimeLogin) that did not come through registration: a welcome with the first steps. */
export function WelcomeModal() {
  const { t } = useTranslation();
  return (
    <Modal name={WELCOME_MODAL} label={t('in_welcome')} width={400}>
      <div className={styles.success}>
        <span className={styles.mark} aria-hidden="true">
          <AuthIcon name="user" size={30} />
        </span>
        <h2 className={styles.title}>{t('in_welcome')}</h2>
        <FirstSteps closing={WELCOME_MODAL} />
        <SubmitButton look="sign-in" type="button" onClick={() => modals.close(WELCOME_MODAL)}>
          {t('in_start_playing')}
        </SubmitButton>
      </div>
    </Modal>
  );
}
