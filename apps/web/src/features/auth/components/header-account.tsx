import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { modals } from '@/components/ui/modal/modal-store';
import { useSiteConfig } from '@/config/brand';
import { LOGIN_MODAL, REGISTER_MODAL } from '@/config/modal-names';
import { useFreeDemo } from '../hooks/use-free-demo';
import { useAuth, wasDrawnForMember } from '../stores/auth-store';
import { useHydrated } from '@app/web-kit/use-hydrated';
import type { BonusProgressSlot } from './logged-in-bar';
import { loadAuthModals } from './auth-root';
import styles from './header-account.module.css';
import { lazyWithTexts } from '@/lib/feature-texts';

const LoggedInBar = lazyWithTexts(() => import('./logged-in-bar').then((m) => ({ default: m.LoggedInBar })));

/**
 * The header's account area: Free demo, Register and Login for visitors; the logged-in bar for members
 * (`bonusProgress`: what app/ shows under the bonus balance).
 */
export function HeaderAccount({ bonusProgress }: { bonusProgress?: BonusProgressSlot }) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const { whitelabel, register } = useSiteConfig();
  const demo = useFreeDemo();
  const hydrated = useHydrated();
  const barPlaceholder = <span className={styles.barSkeleton} aria-hidden="true" />;
  // a page the server drew for a member holds the bar's place (its last width) until the bar fills it
  if (!hydrated && wasDrawnForMember()) return barPlaceholder;
  if (token)
    return (
      <Suspense fallback={barPlaceholder}>
        <LoggedInBar bonusProgress={bonusProgress} />
      </Suspense>
    );
  // the modals' code starts loading as soon as a pointer or the keyboard comes near the buttons
  const warm = () => void loadAuthModals();
  return (
    <div className={styles.visitor} onPointerEnter={warm} onFocus={warm}>
      {register.freePlay && (
        <Button variant="ghost" size="sm" className={styles.demo} onClick={demo.start} aria-busy={demo.busy} disabled={demo.busy}>
          {t('in_free_demo')}
        </Button>
      )}
      {whitelabel.DIRECTREG3 && (
        <Button variant="accent" size="sm" onClick={() => modals.open(REGISTER_MODAL)}>
          {t('in_register')}
        </Button>
      )}
      <Button variant="primary" size="sm" onClick={() => modals.open(LOGIN_MODAL)}>
        <Icon name="user" size={16} />
        {t('in_login')}
      </Button>
    </div>
  );
}
