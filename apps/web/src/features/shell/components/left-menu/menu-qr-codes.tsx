import type { Resource } from '@app/contract/brand';
import { QR_DEFAULTS } from '@app/contract/constants';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/ui/qr-code/qr-code';
import styles from './left-menu.module.css';

/** The app download QR codes of the menu (size 100), loaded when the download entry first opens. */
export function MenuQrCodes({ android, ios }: { android?: Resource; ios?: Resource }) {
  const { t } = useTranslation();
  return (
    <>
      {android && (
        <div className={styles.qr}>
          <QrCode value={android.qrCodeUrl || android.url} label={t('in_qr_for', { name: 'Android' })} size={QR_DEFAULTS.menuSize} margin={QR_DEFAULTS.margin} level={QR_DEFAULTS.level} />
          <span>Android</span>
        </div>
      )}
      {ios && (
        <div className={styles.qr}>
          <QrCode value={ios.qrCodeUrl || ios.url} label={t('in_qr_for', { name: 'iOS' })} size={QR_DEFAULTS.menuSize} margin={QR_DEFAULTS.margin} level={QR_DEFAULTS.level} />
          <span>iOS</span>
        </div>
      )}
    </>
  );
}
