import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL } from '@/config/modal-names';
import { useAuth } from '@/features/auth/stores/auth-store';
import { SupportCenter } from '@/features/support/components/support-center';
import styles from './pages.module.css';
import '@/locales/pages';
import '@/features/support/locales/texts';

/**
 * /support: customer service in its 440x500 pop-up (the customer-service link's path; ?cs=VIP for members above
 * rank 4). The pop-up shares the opener's session; a visitor is asked to log in first.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { token } = useAuth();
  if (!token)
    return (
      <main className={styles.gate}>
        <h1>{t('su_title')}</h1>
        <p>{t('su_login_needed')}</p>
        <Button onClick={() => modals.open(LOGIN_MODAL)}>{t('su_login')}</Button>
      </main>
    );
  return <SupportCenter token={token} vip={params.get('cs') === 'VIP'} />;
}
