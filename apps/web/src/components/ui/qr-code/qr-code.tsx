import { QR_DEFAULTS } from '@app/contract/constants';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton/skeleton';
import styles from './qr-code.module.css';

/** qrcode.react is loaded only when a QR code is first shown (never in the first chunk). */
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** Relative links become absolute on the current site, so a phone scanning the code lands here. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();

/** A QR code on a white quiet zone (margin in px), error-correction level M by default. */
export function QrCode({
  value,
  label,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  level = QR_DEFAULTS.level,
}: {
  value: string;
  label: string;
  size?: number;
  margin?: number;
  level?: 'L' | 'M' | 'Q' | 'H';
}) {
  const outer = size + 2 * margin;
  return (
    <figure className={styles.qr} style={{ padding: margin, width: outer, height: outer }} role="img" aria-label={label} data-qr-value={absoluteUrl(value)}>
      <Suspense fallback={<Skeleton width={size} height={size} radius={4} />}>
        <QRCodeSVG value={absoluteUrl(value)} size={size} level={level} bgColor="#ffffff" fgColor="#111111" aria-hidden="true" />
      </Suspense>
    </figure>
  );
}
