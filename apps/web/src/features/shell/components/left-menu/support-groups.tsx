import { languageTag } from '@app/contract/language-tag';
import type { Resource } from '@app/contract/brand';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { modals } from '@/components/ui/modal/modal-store';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useSiteConfig } from '@/config/brand';
import { HELP_MODAL, MEMBER_CENTER_MODAL, NOTICE_MODAL } from '@/config/modal-names';
import { chooseLanguage, useLanguage, type PackLanguage } from '@/lib/i18n';
import { saveMemberLanguage } from '@/lib/shared-api/member-language';
import { session } from '@/lib/storage';
import { useCustomerService } from '../../hooks/use-customer-service';
import { InstallAppEntry } from './install-app-entry';
import { MenuGroup, type GroupProps } from './menu-group';
import styles from './left-menu.module.css';
import { lazyWithTexts } from '@/lib/feature-texts';

const MenuQrCodes = lazyWithTexts(() => import('./menu-qr-codes').then((m) => ({ default: m.MenuQrCodes })));

interface SupportGroupsProps {
  groupState: (id: string) => GroupProps;
  /** wraps a child's action: closes the flyout and tells the menu's owner a choice was made */
  after: (fn: () => void) => () => void;
}

/** The menu's second list: language, customer service, and app download with its QR codes. */
export function SupportGroups({ groupState, after }: SupportGroupsProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const language = useLanguage();
  const service = useCustomerService();
  const resource = (type: Resource['resourceType']) => site.resources.find((r) => r.resourceType === type);

  return (
    <ul className={styles.list}>
      {site.brand.languages.length > 1 && (
        <MenuGroup id="language" icon="globe" label={t('in_language')} {...groupState('language')}>
          {site.brand.languages.map((lang) => (
            <li key={lang}>
              <button
                type="button"
                className={styles.child}
                aria-pressed={language === lang}
                lang={languageTag(lang)}
                onClick={after(() => {
                  void chooseLanguage(lang as PackLanguage);
                  const token = session.get('token');
                  if (token) void saveMemberLanguage(token, lang as PackLanguage);
                })}
              >
                <span className={styles.code}>{lang}</span>
                {t(`lang_${lang.toLowerCase()}`)}
              </button>
            </li>
          ))}
        </MenuGroup>
      )}
      <MenuGroup id="service" icon="headset" label={t('in_customer_service')} {...groupState('service')}>
        {service.available && (
          <li>
            <button type="button" className={styles.child} onClick={after(service.open)}>
              {t('in_customer_service')}
            </button>
          </li>
        )}
        <li>
          <button type="button" className={styles.child} onClick={after(() => modals.open(MEMBER_CENTER_MODAL, { page: 'messageV2' }))}>
            {t('in_platform_information')}
          </button>
        </li>
        <li>
          <button type="button" className={styles.child} onClick={after(() => modals.open(NOTICE_MODAL))}>
            {t('in_announcements')}
          </button>
        </li>
        <li>
          <button type="button" className={styles.child} onClick={after(() => modals.open(MEMBER_CENTER_MODAL, { page: 'feedback' }))}>
            {t('in_feedback')}
          </button>
        </li>
        <li>
          {/* the help modal over the page the player is on; /helpmc stays the page for direct links */}
          <button type="button" className={styles.child} aria-haspopup="dialog" onClick={after(() => modals.open(HELP_MODAL))}>
            {t('in_help_center')}
          </button>
        </li>
      </MenuGroup>
      <MenuGroup id="download" icon="download" label={t('in_app_download')} {...groupState('download')}>
        <li className={styles.qrRow}>
          <Suspense fallback={<Skeleton width={140} height={140} radius={10} />}>
            <MenuQrCodes android={resource('Android')} ios={resource('MOBILECONFIG')} />
          </Suspense>
        </li>
        <InstallAppEntry after={after} />
        <li>
          <Link to="/down" className={styles.child} onClick={after(() => {})}>
            {t('in_download_guide')}
          </Link>
        </li>
      </MenuGroup>
    </ul>
  );
}
