import type { Resource } from '@app/contract/brand';
import { QR_DEFAULTS } from '@app/contract/constants';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { QrCode } from '@/components/ui/qr-code/qr-code';
import { useSiteConfig } from '@/config/brand';
import styles from './app-download.module.css';

const platforms = [
  { id: 'android', name: 'Android', resource: 'Android', steps: ['down_android_1', 'down_android_2', 'down_android_3', 'down_android_4'] },
  { id: 'ios', name: 'iOS', resource: 'MOBILECONFIG', steps: ['down_ios_1', 'down_ios_2', 'down_ios_3', 'down_ios_4'] },
] as const satisfies ReadonlyArray<{ id: string; name: string; resource: Resource['resourceType']; steps: readonly string[] }>;

/**
 * The phone guides: per platform a QR code (the brand's Android or MOBILECONFIG resource; without one, this page for
 * that platform) and the 4 steps. `focus` marks the platform a scanned code asked for (?platform=).
 */
export function PlatformGuides({ focus }: { focus: string | null }) {
  const { t } = useTranslation();
  const { resources } = useSiteConfig();
  return (
    <div className={styles.downloads}>
      {platforms.map((p) => {
        const resource = resources.find((r) => r.resourceType === p.resource);
        const value = resource?.qrCodeUrl || resource?.url || `/down?platform=${p.id}`;
        return (
          <section key={p.id} className={styles.platform} aria-labelledby={`down-${p.id}`} data-focus={focus === p.id}>
            <div className={styles.platformHead}>
              <span className={styles.platformIcon} aria-hidden="true">
                <Icon name="phone" size={24} />
              </span>
              <h2 id={`down-${p.id}`}>{t('down_guide_for', { name: p.name })}</h2>
            </div>
            <div className={styles.platformBody}>
              <QrCode value={value} label={t('in_qr_for', { name: p.name })} size={QR_DEFAULTS.size} margin={QR_DEFAULTS.margin} level={QR_DEFAULTS.level} />
              <ol className={styles.steps}>
                {p.steps.map((key) => (
                  <li key={key}>
                    <div>
                      <strong>{t(`${key}_title`)}</strong>
                      <span>{t(`${key}_text`)}</span>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </section>
        );
      })}
    </div>
  );
}
