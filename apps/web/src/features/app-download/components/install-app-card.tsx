import { PWA_PATHS } from '@app/contract/pwa';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Icon, LineIcon } from '@/components/ui/icon';
import { useBrand } from '@/config/brand';
import { type InstallMode, promptInstall, useInstallMode } from '@/lib/pwa/install-prompt';
import styles from './app-download.module.css';

const check = 'm5 12.5 4.5 4.5L19 7.5';
/** Safari's Share symbol: a box with an arrow out of it. */
const share = 'M12 3v12m0-12L8 7m4-4 4 4M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2';
const plusBox = 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm7 4v8m-4-4h8';

const points = ['down_pwa_point_home', 'down_pwa_point_fast', 'down_pwa_point_live', 'down_pwa_point_small'] as const;

/** The one way this device installs: the browser's prompt behind a button, Safari's steps, or the browser menu. */
function InstallAction({ mode }: { mode: InstallMode }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (mode === 'installed')
    return (
      <p className={styles.installed} role="status">
        <LineIcon d={check} size={22} aria-hidden="true" />
        {t('down_pwa_installed')}
      </p>
    );
  if (mode === 'prompt')
    return (
      <Button
        size="lg"
        disabled={asking}
        onClick={() => {
          setAsking(true);
          void promptInstall().finally(() => setAsking(false));
        }}
      >
        <Icon name="download" size={18} />
        {t('in_install_app')}
      </Button>
    );
  if (mode === 'ios')
    return (
      <>
        <p>{t('down_pwa_ios_intro')}</p>
        <ol className={styles.iosSteps} aria-label={t('in_add_to_home_screen')}>
          <li>
            <LineIcon d={share} size={18} aria-hidden="true" />
            {t('down_pwa_ios_1')}
          </li>
          <li>
            <LineIcon d={plusBox} size={18} aria-hidden="true" />
            {t('down_pwa_ios_2')}
          </li>
          <li>{t('down_pwa_ios_3')}</li>
        </ol>
      </>
    );
  return <p>{t('down_pwa_manual')}</p>;
}

/** What the web app is and gives, beside the phone guides, with the install action of this device. */
export function InstallAppCard() {
  const { t } = useTranslation();
  const brand = useBrand();
  const mode = useInstallMode();
  return (
    <section className={styles.pwa} aria-labelledby="down-pwa" data-install-mode={mode}>
      <div>
        <h2 id="down-pwa">{t('down_pwa_title')}</h2>
        <p>{t('down_pwa_text', { brand: brand.name })}</p>
        <ul className={styles.points}>
          {points.map((key) => (
            <li key={key}>
              <LineIcon d={check} size={18} aria-hidden="true" />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.action}>
        {/* what lands on the home screen: the brand's icon, drawn by the server from its logo */}
        <div className={styles.appPreview}>
          <img src={`${PWA_PATHS.icons}icon-192.png`} width={56} height={56} alt="" />
          <strong>{brand.name}</strong>
        </div>
        <InstallAction mode={mode} />
      </div>
    </section>
  );
}
