import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Panel, SettingRow, StatusPill } from '@/components/ui/panel/panel';
import type { MemberPageProps } from '../../config/menu';
import { ProfileHero } from './profile-hero';
import styles from './pages.module.css';

export interface SecurityCenterSlots {
  /** opens the login-password change (the accounts feature's modal) */
  onChangePassword: () => void;
  /** the payment-password row (wallet) */
  paymentPassword: ReactNode;
  /** the bank cards (wallet) */
  bankCards: ReactNode;
}

/**
 * My account (securityCenter): who the member is, and the account's security: login password, payment password,
 * bound phone and email, bank cards.
 */
export function SecurityCenter({ token, member, go, onChangePassword, paymentPassword, bankCards }: MemberPageProps & SecurityCenterSlots) {
  const { t } = useTranslation();
  const bound = (value: string | null) =>
    value ? <StatusPill tone="success">{t('mc_bound')}</StatusPill> : <StatusPill tone="warning">{t('mc_not_bound')}</StatusPill>;
  return (
    <div className={styles.stack}>
      <ProfileHero token={token} member={member} go={go}>
        <div>
          <button type="button" className={styles.linkButton} onClick={() => go('profile')}>
            {t('mc_view_profile')}
            <Glyph name="arrowRight" size={14} />
          </button>
        </div>
      </ProfileHero>

      <Panel title={t('mc_security')} flush testId="security-panel">
        <SettingRow
          icon={<Glyph name="lock" />}
          title={t('mc_login_password')}
          status={<StatusPill tone="success">{t('mc_set')}</StatusPill>}
          description={t('mc_login_password_text')}
          action={
            <Button variant="outline" size="sm" onClick={onChangePassword}>
              {t('mc_change')}
            </Button>
          }
        />
        {paymentPassword}
        <SettingRow
          icon={<Glyph name="phone" />}
          title={t('mc_mobile')}
          status={bound(member.maskedMobile)}
          description={member.maskedMobile ?? t('mc_contact_to_bind')}
        />
        <SettingRow
          icon={<Glyph name="email" />}
          title={t('mc_email')}
          status={bound(member.maskedEmail)}
          description={member.maskedEmail ?? t('mc_contact_to_bind')}
        />
      </Panel>

      {bankCards}
    </div>
  );
}
