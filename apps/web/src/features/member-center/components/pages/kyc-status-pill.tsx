import type { KycStatus } from '@app/contract/kyc';
import { useTranslation } from 'react-i18next';
import { StatusPill, type PillTone } from '@/components/ui/panel/panel';

const tones: Record<KycStatus, PillTone> = { none: 'neutral', draft: 'info', pending: 'warning', approved: 'success', rejected: 'danger' };

/** The verification's state in words (the colour only repeats it): the account page's row and the page's head. */
export function KycStatusPill({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={tones[status]} testId="kyc-status">
      {t(`mc_kyc_status_${status}`)}
    </StatusPill>
  );
}
