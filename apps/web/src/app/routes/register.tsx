import { formatMoney } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { modals } from '@/components/ui/modal/modal-store';
import { useCurrencySymbol } from '@/config/brand';
import { LOGIN_MODAL } from '@/config/modal-names';
import { RegisterForm } from '@/features/auth/components/register-form';
import styles from './register.module.css';
import '@/locales/pages';

/** The new-member bonus named in the registration title, in minor units (1000 in the brand's currency). */
const NEW_MEMBER_BONUS = 100_000;

/** /register: title, bonus, the registration form (username or mobile tabs), a way back home. */
export function Component() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <section className={styles.page} aria-labelledby="register-title">
      <div className={styles.card}>
        <header className={styles.head}>
          <h1 id="register-title">{t('in_create_account')}</h1>
          <p className={styles.bonus}>{t('in_register_bonus', { amount: formatMoney(NEW_MEMBER_BONUS, symbol) })}</p>
        </header>
        <RegisterForm onLogin={() => modals.open(LOGIN_MODAL)} />
      </div>
      <Link to="/" className={styles.backLink}>
        <Icon name="chevronLeft" size={16} />
        {t('in_go_back_homepage')}
      </Link>
    </section>
  );
}
