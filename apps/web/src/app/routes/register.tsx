import { formatMoney } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import { Icon } from '@/components/ui/icon';
import { useCurrencySymbol } from '@/config/brand';
import styles from './pages.module.css';
import '@/locales/pages';

/** The new-member bonus named in the registration title, in minor units (1000 in the brand's currency). */
const NEW_MEMBER_BONUS = 100_000;

/** /register: title, bonus, and the form's placeholder until the accounts issue; a way back home. */
export function Component() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <section className={styles.register}>
      <h1>{t('in_create_account')}</h1>
      <p className={styles.bonus}>{t('in_register_bonus', { amount: formatMoney(NEW_MEMBER_BONUS, symbol) })}</p>
      <ComingSoon title={t('in_register')} icon="user" description={t('in_register_coming_soon')} showHomeLink={false} headingLevel={2} />
      <Link to="/" className={styles.backLink}>
        <Icon name="chevronLeft" size={16} />
        {t('in_go_back_homepage')}
      </Link>
    </section>
  );
}
