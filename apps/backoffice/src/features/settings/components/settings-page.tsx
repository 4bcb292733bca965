import { PageHeader } from '@/components/ui/panel/panel';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useUrlState } from '@/lib/url-state';
import { useBrandTexts, useMoneySettings, useSiteStatus } from '../api/settings';
import { BrandTextsForm } from './brand-texts-form';
import { DepositChannelsPanel } from './deposit-channels-panel';
import { PaymentGatewaysPanel } from './payment-gateways-panel';
import { RgPackPanel } from './rg-pack-panel';
import { SecurityPanel } from './security-panel';
import { SiteStatusPanel } from './site-status-panel';
import { TransferChannelsPanel } from './transfer-channels-panel';
import { WalletLimitsForm } from './wallet-limits-form';

/**
 * A brand's settings (the shell's switcher): wallet and withdrawal limits, deposit channels, maintenance and region
 * rules, and (with settings.write) the responsible-gaming pack. Each change applies without a restart and is audited.
 */
export function SettingsPage({ brands, canWrite }: { brands: readonly { id: string; name: string }[]; canWrite: boolean }) {
  const [values] = useUrlState({ brandId: '' });
  // settings are one brand's: "all brands" shows the first
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  const money = useMoneySettings(brandId);
  const status = useSiteStatus();
  const texts = useBrandTexts(brandId);
  if (money.isPending || status.isPending) return <LoadingState />;
  if (money.isError) return <ErrorState error={money.error} onRetry={() => void money.refetch()} />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  const statusRow = status.data.list.find((r) => r.brandId === brandId);
  return (
    <>
      <PageHeader title={t('set_title', { brand: brands.find((b) => b.id === brandId)?.name ?? brandId })} />
      <WalletLimitsForm key={`limits:${brandId}`} brandId={brandId} limits={money.data.limits} canWrite={canWrite} />
      <DepositChannelsPanel brandId={brandId} channels={money.data.channels} canWrite={canWrite} />
      <TransferChannelsPanel brandId={brandId} canWrite={canWrite} />
      <PaymentGatewaysPanel brandId={brandId} canWrite={canWrite} />
      {texts.data && <BrandTextsForm key={`texts:${brandId}:${texts.data.updatedAt ?? 'file'}`} value={texts.data} canWrite={canWrite} />}
      <SecurityPanel brandId={brandId} canWrite={canWrite} />
      {statusRow && <SiteStatusPanel key={`status:${brandId}:${JSON.stringify(statusRow.override)}`} row={statusRow} canWrite={canWrite} />}
      {canWrite && <RgPackPanel brandId={brandId} />}
    </>
  );
}
