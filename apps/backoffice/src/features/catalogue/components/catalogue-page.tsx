import { PageHeader } from '@/components/ui/panel/panel';
import { Tabs } from '@/components/ui/tabs/tabs';
import { t } from '@/lib/texts';
import { useUrlState } from '@/lib/url-state';
import { GamesPanel } from './games-panel';
import { ProvidersPanel } from './providers-panel';

const TABS = ['games', 'providers'] as const;
type Tab = (typeof TABS)[number];

/**
 * The brand's game catalogue (the shell's switcher): its games (shown or hidden, hot and new, order, picture, minimum
 * bet, RTP) and its providers (switched off, order, maintenance windows). The player site shows a change within seconds.
 */
export function CataloguePage({ brands, canWrite }: { brands: readonly { id: string; name: string }[]; canWrite: boolean }) {
  const [values, update] = useUrlState({ brandId: '', tab: 'games' });
  // the catalogue is one brand's: "all brands" shows the first
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  const tab: Tab = (TABS as readonly string[]).includes(values.tab) ? (values.tab as Tab) : 'games';
  return (
    <>
      <PageHeader title={t('cat_title', { brand: brands.find((b) => b.id === brandId)?.name ?? brandId })} />
      <Tabs label={t('cat_sections')} tabs={TABS.map((key) => ({ key, label: t(`cat_tab.${key}`) }))} selected={tab} onSelect={(key) => update({ tab: key })}>
        {tab === 'games' && <GamesPanel key={brandId} brandId={brandId} canWrite={canWrite} />}
        {tab === 'providers' && <ProvidersPanel key={brandId} brandId={brandId} canWrite={canWrite} />}
      </Tabs>
    </>
  );
}
