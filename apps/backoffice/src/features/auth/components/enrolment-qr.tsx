import { QRCodeSVG } from 'qrcode.react';
import { t } from '@/lib/texts';

/** The otpauth:// address as a QR code (its own chunk: only an operator setting up an authenticator loads it). */
export default function EnrolmentQr({ uri }: { uri: string }) {
  return <QRCodeSVG value={uri} size={200} marginSize={2} role="img" aria-label={t('enrol_qr_label')} title={t('enrol_qr_label')} />;
}
