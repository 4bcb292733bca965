import type { Resource } from '@app/contract/brand';
import { QR_DEFAULTS } from '@app/contract/constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { QrCode } from '@/components/ui/qr-code/qr-code';
import { useSiteConfig } from '@/config/brand';
import styles from './pages.module.css';
import '@/locales/pages';

const platforms = [
  { id: 'android', name: 'Android', resource: 'Android', icon: 'phone', steps: ['down_android_1', 'down_android_2', 'down_android_3', 'down_android_4'] },
  { id: 'ios', name: 'iOS', resource: 'MOBILECONFIG', icon: 'phone', steps: ['down_ios_1', 'down_ios_2', 'down_ios_3', 'down_ios_4'] },
] as const satisfies ReadonlyArray<{ id: string; name: string; resource: Resource['resourceType']; icon: IconName; steps: readonly string[] }>;

/** /down: install the site as an app, 4 steps each for Android and iOS, with a QR code to open it on the phone. */
export function Component() {
  const { t } = useTranslation();
  const { resources } = useSiteConfig();
  const [params] = useSearchParams();
  const focus = params.get('platform');
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('in_app_download')}</h1>
        <p>{t('down_intro')}</p>
      </div>
      <div className={styles.downloads}>
        {platforms.map((p) => {
          const resource = resources.find((r) => r.resourceType === p.resource);
          const value = resource?.qrCodeUrl || resource?.url || '/';
          return (
            <section key={p.id} className={styles.platform} aria-labelledby={`down-${p.id}`} data-focus={focus === p.id}>
              <div className={styles.platformHead}>
                <span className={styles.platformIcon} aria-hidden="true">
                  <Icon name={p.icon} size={24} />
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
    </>
  );
}
