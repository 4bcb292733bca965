import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { shareLinks, type ShareNetwork } from '../../utils/invite';
import styles from './referral.module.css';

const icons: Partial<Record<ShareNetwork, 'facebook' | 'telegram' | 'phone'>> = { facebook: 'facebook', telegram: 'telegram', whatsapp: 'phone' };

/** The device's share sheet where there is one (phones), and the share pages of Facebook, Telegram, WhatsApp and Line. */
export function ShareButtons({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className={styles.share} role="group" aria-label={t('lo_share_on')}>
      {canShare && (
        <Button variant="primary" size="sm" onClick={() => void navigator.share({ title: text, text, url }).catch(() => undefined)}>
          {t('lo_share')}
        </Button>
      )}
      {shareLinks(url, text).map(({ network, name, href }) => (
        <a
          key={network}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('ghost', 'sm', styles.network)}
          data-network={network}
          aria-label={t('lo_share_via', { network: name })}
        >
          {icons[network] && <Icon name={icons[network]} size={16} />}
          {name}
        </a>
      ))}
    </div>
  );
}
