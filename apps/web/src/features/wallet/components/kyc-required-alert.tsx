import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import styles from './wallet.module.css';
import '../locales/texts';

/** A deposit or withdrawal refused until the member's identity is verified (KYC_REQUIRED, issue 30). */
export const isKycRequired = (key: string | undefined) => key === 'err_kyc_required';

/** KYC_REQUIRED in the player's words, and the way to the member centre's Verify my identity page. */
export function KycRequiredAlert({ message, onVerify }: { message: string | undefined; onVerify: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.kycAlert} role="alert" data-testid="kyc-required">
      <Glyph name="account" size={20} />
      <div className={styles.kycAlertText}>
        <strong>{t('wl_kyc_required_title')}</strong>
        <span>{message}</span>
        <Button variant="outline" size="sm" onClick={onVerify}>
          {t('wl_verify_identity')}
        </Button>
      </div>
    </div>
  );
}
