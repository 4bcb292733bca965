import { PageHeader } from '@/components/ui/panel/panel';
import { Tabs } from '@/components/ui/tabs/tabs';
import { t } from '@/lib/texts';
import { useUrlState } from '@/lib/url-state';
import { FeedbackPanel } from './feedback-panel';
import { MallPanel } from './mall-panel';
import { MissionsPanel } from './missions-panel';
import { PointRatesPanel } from './point-rates-form';
import { RedemptionsPanel } from './redemptions-panel';
import { ReferralRulesPanel } from './referral-rules-form';
import { VipTiersPanel } from './vip-tiers-panel';

const TABS = ['missions', 'vip', 'points', 'mall', 'redemptions', 'referral', 'feedback'] as const;
type Tab = (typeof TABS)[number];
/** the mall's editor (?item=) belongs to its tab: another tab closes it */
const URL_STATE = { brandId: '', tab: 'missions', item: '' };

/**
 * A brand's loyalty levers (the shell's switcher picks the brand; "all brands" shows the first): missions, the VIP
 * tiers, point rates, the points mall's items, its redemptions queue and the invite-friends rules, one tab each (the
 * tab is in the URL). Every change is an operator call, permission-checked and audited; a reward the budget cannot
 * afford is refused with the figures. The players' feedback has its tab for a role that answers it (support.write).
 */
export function LoyaltyPage({ brands, canAnswerFeedback }: { brands: readonly { id: string; name: string }[]; canAnswerFeedback: boolean }) {
  const [values, update] = useUrlState(URL_STATE);
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  const tabs = TABS.filter((key) => key !== 'feedback' || canAnswerFeedback);
  const tab: Tab = (tabs as readonly string[]).includes(values.tab) ? (values.tab as Tab) : 'missions';
  const brandName = brands.find((b) => b.id === brandId)?.name ?? brandId;
  return (
    <>
      <PageHeader title={t('lo_page_title', { brand: brandName })} />
      <Tabs label={t('lo_sections')} tabs={tabs.map((key) => ({ key, label: t(`lo_tab.${key}`) }))} selected={tab} onSelect={(key) => update({ tab: key, item: '' })}>
        {tab === 'missions' && <MissionsPanel key={brandId} brandId={brandId} />}
        {tab === 'vip' && <VipTiersPanel key={brandId} brandId={brandId} />}
        {tab === 'points' && <PointRatesPanel key={brandId} brandId={brandId} />}
        {tab === 'mall' && <MallPanel key={brandId} brandId={brandId} />}
        {tab === 'redemptions' && <RedemptionsPanel key={brandId} brandId={brandId} />}
        {tab === 'referral' && <ReferralRulesPanel key={brandId} brandId={brandId} />}
        {tab === 'feedback' && <FeedbackPanel key={brandId} brandId={brandId} />}
      </Tabs>
    </>
  );
}
