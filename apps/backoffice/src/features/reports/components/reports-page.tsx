import { PageHeader } from '@/components/ui/panel/panel';
import { t } from '@/lib/texts';
import { useUrlState } from '@/lib/url-state';
import { GamesReportPanel } from './games-report';

/** Reports of a brand (the shell's switcher): the games report (GGR, turnover, valid bet, RTP). */
export function ReportsPage({ brands }: { brands: readonly { id: string; name: string }[] }) {
  const [values] = useUrlState({ brandId: '' });
  // a report is one brand's (its business day, its currency): "all brands" shows the first
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  return (
    <>
      <PageHeader title={t('rep_title', { brand: brands.find((b) => b.id === brandId)?.name ?? brandId })} />
      <GamesReportPanel key={brandId} brandId={brandId} />
    </>
  );
}
