import { PageHeader } from '@/components/ui/panel/panel';
import { Tabs } from '@/components/ui/tabs/tabs';
import { t } from '@/lib/texts';
import { useUrlState } from '@/lib/url-state';
import { AnnouncementsPanel } from './announcements-panel';
import { BannersPanel } from './banners-panel';
import { HelpArticlesPanel } from './help-articles-panel';

const TABS = ['announcements', 'banners', 'help'] as const;
type Tab = (typeof TABS)[number];

/** The brand's content (the shell's switcher): announcements and popups, the banners of each page, and the help centre's articles; the tab in the URL. */
export function ContentPage({ brands }: { brands: readonly { id: string; name: string }[] }) {
  const [values, update] = useUrlState({ brandId: '', tab: 'announcements' });
  // content is one brand's: "all brands" shows the first
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  const tab: Tab = (TABS as readonly string[]).includes(values.tab) ? (values.tab as Tab) : 'announcements';
  return (
    <>
      <PageHeader title={t('ann_title_page')} />
      <Tabs label={t('content_sections')} tabs={TABS.map((key) => ({ key, label: t(`content_tab.${key}`) }))} selected={tab} onSelect={(key) => update({ tab: key })}>
        {tab === 'announcements' && <AnnouncementsPanel key={brandId} brandId={brandId} />}
        {tab === 'banners' && <BannersPanel key={brandId} brandId={brandId} />}
        {tab === 'help' && <HelpArticlesPanel key={brandId} brandId={brandId} />}
      </Tabs>
    </>
  );
}
