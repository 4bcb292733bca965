import { PageHeader } from '@/components/ui/panel/panel';
import { Tabs } from '@/components/ui/tabs/tabs';
import { t } from '@/lib/texts';
import { useUrlState } from '@/lib/url-state';
import { FlagsPanel } from './flags-panel';
import { HeldRewardsPanel } from './held-rewards-panel';
import { KycPanel } from './kyc-panel';
import { RulesPanel } from './rules-form';

const TABS = ['flags', 'held', 'rules', 'kyc'] as const;
type Tab = (typeof TABS)[number];

/**
 * Risk (the shell's switcher): the flags the brand's rules raised on members, resolved here with a note, the rewards
 * open flags held (dropped here with a note), and the rules themselves. The flags and held rewards of every brand of
 * the operator with "all brands"; the rules are one brand's (the first then). With risk.write, the identity checks
 * too: the queue of the switcher's brand (or all), and one brand's enforcement (settings.write switches it).
 */
export function RiskPage({
  brands,
  canResolve,
  canReviewKyc,
  canSetEnforcement,
}: {
  brands: readonly { id: string; name: string }[];
  canResolve: boolean;
  canReviewKyc: boolean;
  canSetEnforcement: boolean;
}) {
  const [values, update] = useUrlState({ brandId: '', tab: 'flags' });
  const chosen = brands.some((b) => b.id === values.brandId) ? values.brandId : '';
  // the rules are one brand's: "all brands" shows the first
  const rulesBrandId = chosen || (brands[0]?.id ?? '');
  const tabs = TABS.filter((key) => key !== 'kyc' || canReviewKyc);
  const tab: Tab = (tabs as readonly string[]).includes(values.tab) ? (values.tab as Tab) : 'flags';
  const shownBrand = tab === 'rules' ? rulesBrandId : chosen;
  const title = shownBrand ? t('risk_page_title', { brand: brands.find((b) => b.id === shownBrand)?.name ?? shownBrand }) : t('risk_page_title_all');
  return (
    <>
      <PageHeader title={title} />
      <Tabs label={t('risk_sections')} tabs={tabs.map((key) => ({ key, label: t(`risk_tab.${key}`) }))} selected={tab} onSelect={(key) => update({ tab: key })}>
        {tab === 'flags' && <FlagsPanel key={chosen} brandId={chosen} canResolve={canResolve} />}
        {tab === 'held' && <HeldRewardsPanel key={chosen} brandId={chosen} canDrop={canResolve} />}
        {tab === 'rules' && <RulesPanel key={rulesBrandId} brandId={rulesBrandId} canWrite={canResolve} />}
        {tab === 'kyc' && (
          <KycPanel key={chosen} brandId={chosen} enforcementBrand={{ id: rulesBrandId, name: brands.find((b) => b.id === rulesBrandId)?.name ?? rulesBrandId }} canSetEnforcement={canSetEnforcement} />
        )}
      </Tabs>
    </>
  );
}
