import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL } from '@/config/modal-names';
import { RegisterForm } from '@/features/auth/components/register-form';
import { authStore } from '@/features/auth/stores/auth-store';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { NewPlayerPromotions } from '@/features/promotions/components/new-player-promotions';
import { SignupBonus } from '@/features/promotions/components/signup-bonus';
import { PromotionsViewerContext } from '@/features/promotions/utils/viewer';
import { getRegisterSettingsQueryOptions } from '@/features/auth/api/get-register-settings';
import { getSiteSettingsQueryOptions } from '@/features/auth/api/get-site-settings';
import { getActivityRulesQueryOptions } from '@/lib/shared-api/activity-rules';
import { getCountryCodesQueryOptions } from '@/lib/shared-api/country-codes';
import { getPromotionsQueryOptions } from '@/lib/shared-api/promotions';
import type { FirstScreen } from '../lazy-route';
import styles from './register.module.css';
import '@/locales/pages';

/**
 * /register: the title with the sign-up bonus of the brand's new-player promotion (none without one), the
 * registration form (username or mobile tabs), a way back home, and the swiper of new-player promotions. A member
 * who arrives logged in has nothing to register: home (one who registers here stays for the success dialog).
 */
export function Component() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [arrivedLoggedIn] = useState(() => authStore.get().token !== null);
  if (arrivedLoggedIn) return <Navigate to="/" replace />;
  return (
    <PromotionsViewerContext.Provider value={viewer}>
      <section className={styles.page} aria-labelledby="register-title">
        <div className={styles.card}>
          <header className={styles.head}>
            <h1 id="register-title">{t('in_create_account')}</h1>
            <SignupBonus className={styles.bonus} />
          </header>
          <RegisterForm onLogin={() => modals.open(LOGIN_MODAL)} />
        </div>
        <Link to="/" className={styles.backLink}>
          <Icon name="chevronLeft" size={16} />
          {t('in_go_back_homepage')}
        </Link>
        <div className={styles.promotions}>
          <NewPlayerPromotions />
        </div>
      </section>
    </PromotionsViewerContext.Provider>
  );
}

/**
 * What /register draws first: the form's settings, dialling codes and kinds, and the new-player promotions (nothing
 * for a member, who is sent home).
 */
export const prefetch = async ({ queryClient, language, token }: FirstScreen) =>
  token === null &&
  Promise.all([
    queryClient.prefetchQuery(getRegisterSettingsQueryOptions()),
    queryClient.prefetchQuery(getCountryCodesQueryOptions()),
    queryClient.prefetchQuery(getSiteSettingsQueryOptions()),
    queryClient.prefetchQuery(getActivityRulesQueryOptions()),
    queryClient.prefetchQuery(getPromotionsQueryOptions(null, language)),
  ]);
