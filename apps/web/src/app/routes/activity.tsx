import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL } from '@/config/modal-names';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { ActivityStatement } from '@/features/player-activity/components/activity-statement';
import { RealityCheckSettings } from '@/features/player-activity/components/reality-check-settings';
import pages from './pages.module.css';
import styles from './activity.module.css';

/**
 * /activity: the reality check's interval and the activity statement, for real accounts (visitors are asked to log
 * in, trial accounts have no activity to show). The responsible-gaming page embeds the same two components.
 */
export function Component() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <div className={styles.stack}>
      <header className={pages.pageHead}>
        <h1>{t('pa_page_title')}</h1>
        <p>{t('pa_page_intro')}</p>
      </header>
      {viewer.token && !viewer.trial ? (
        <>
          <RealityCheckSettings token={viewer.token} />
          <ActivityStatement token={viewer.token} />
        </>
      ) : viewer.token ? (
        <EmptyState icon="lock" title={t('in_need_true_account')} />
      ) : (
        <EmptyState icon="lock" title={t('pa_page_title')} text={t('err_not_logged_in')}>
          <Button onClick={() => modals.open(LOGIN_MODAL)}>{t('in_login')}</Button>
        </EmptyState>
      )}
    </div>
  );
}
