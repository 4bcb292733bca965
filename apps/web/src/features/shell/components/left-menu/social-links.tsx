import type { Resource } from '@app/contract/brand';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icon';
import { useSiteConfig } from '@/config/brand';
import styles from './left-menu.module.css';

const socialTypes = [
  { type: 'FACEBOOK', icon: 'facebook', label: 'Facebook' },
  { type: 'INSTAGRAM', icon: 'instagram', label: 'Instagram' },
  { type: 'TELEGRAM', icon: 'telegram', label: 'Telegram' },
] as const satisfies ReadonlyArray<{ type: Resource['resourceType']; icon: IconName; label: string }>;

/** The brand's social links that it has a resource for; nothing when it has none. */
export function SocialLinks() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const socials = socialTypes.flatMap((s) => {
    const r = site.resources.find((resource) => resource.resourceType === s.type);
    return r ? [{ ...s, url: r.url }] : [];
  });
  if (socials.length === 0) return null;
  return (
    <ul className={styles.socials} aria-label={t('in_follow_us')}>
      {socials.map((s) => (
        <li key={s.type}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label} className={styles.social}>
            <Icon name={s.icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
