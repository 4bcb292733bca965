import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { tabPanelProps, Tabs, useTabsId } from '@/components/ui/tabs/tabs';
import { Catalogue } from './catalogue';
import { ConvertDialog } from './convert-dialog';
import { PointHistory } from './point-history';
import { PointsSummary } from './points-summary';
import { RedeemDialog } from './redeem-dialog';
import { RedemptionHistory } from './redemption-history';
import shared from '../loyalty.module.css';
import styles from './point-mall.module.css';
import '../../locales/texts';

type View = 'catalogue' | 'redemptions' | 'points';
const views: readonly View[] = ['catalogue', 'redemptions', 'points'];

/** The member's mall: balance and conversion, then the catalogue, their redemptions and their points history. */
function PointMall({ token }: { token: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('catalogue');
  const idBase = useTabsId();
  return (
    <div className={shared.stack}>
      <PointsSummary token={token} />
      <Tabs idBase={idBase} label={t('lo_mall_views')} value={view} onChange={setView} items={views.map((v) => ({ value: v, label: t(`lo_view_${v}`) }))} />
      <div {...tabPanelProps(idBase, view)}>
        {view === 'catalogue' && <Catalogue token={token} />}
        {view === 'redemptions' && <RedemptionHistory token={token} />}
        {view === 'points' && <PointHistory token={token} />}
      </div>
      {/* a redemption sent shows at once in the history, as "processing" */}
      <RedeemDialog token={token} onRedeemed={() => setView('redemptions')} />
      <ConvertDialog token={token} />
    </div>
  );
}

/**
 * /pointMall: the points mall. Members see their points, convert them to the main balance and redeem catalogue items
 * with the payment password; visitors get the login dialog (and a way back to it), trial accounts are asked to use a
 * real account.
 */
export function PointMallPage({ token, trial, onLogin }: { token: string | null; trial: boolean; onLogin: () => void }) {
  const { t } = useTranslation();
  // a visitor is sent to log in at once; closing the dialog leaves the way back to it on the page
  const visitor = !token;
  useEffect(() => {
    if (visitor) onLogin();
  }, [visitor, onLogin]);
  return (
    <section className={styles.page} aria-labelledby="point-mall-title">
      <header className={styles.head}>
        <h1 id="point-mall-title">{t('in_point_mall')}</h1>
        <p>{t('lo_mall_intro')}</p>
      </header>
      {!token ? (
        <EmptyState icon="gift" title={t('lo_mall_login')} text={t('lo_mall_login_text')}>
          <Button onClick={onLogin}>{t('in_login')}</Button>
        </EmptyState>
      ) : trial ? (
        <EmptyState icon="lock" title={t('in_need_true_account')} />
      ) : (
        <PointMall token={token} />
      )}
    </section>
  );
}
