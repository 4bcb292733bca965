import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Panel, SettingRow, StatusPill } from '@/components/ui/panel/panel';
import { ApiError } from '@/lib/api-client';
import { useKycStatus } from '../../api/get-kyc-status';
import { useSendEmailVerification } from '../../api/send-email-verification';
import { useTwoFactorStatus } from '../../api/two-factor-status';
import type { MemberPageProps } from '../../config/menu';
import { BindEmailForm } from '../bind/bind-email-form';
import { BindMobileForm } from '../bind/bind-mobile-form';
import { KycStatusPill } from './kyc-status-pill';
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
 * bound phone and email (bound or changed in place with a one-time code), identity verification, the authenticator
 * app, the devices logged in, bank cards.
 */
export function SecurityCenter({ token, member, go, onChangePassword, paymentPassword, bankCards }: MemberPageProps & SecurityCenterSlots) {
  const { t } = useTranslation();
  // the form keeps the kind it opened with (bind, change or verify) while the member info refreshes after a success
  const [open, setOpen] = useState<{ row: 'mobile' | 'email'; change: boolean; verify?: boolean } | null>(null);
  const toggle = (row: 'mobile' | 'email', change: boolean, verify = false) => setOpen((o) => (o?.row === row ? null : { row, change, verify }));
  const close = () => setTimeout(() => setOpen(null), 1200);
  const bindButton = (row: 'mobile' | 'email', value: string | null) => (
    <Button variant={value ? 'outline' : 'primary'} size="sm" onClick={() => toggle(row, Boolean(value))} aria-expanded={open?.row === row}>
      {open?.row === row ? t('mc_cancel') : t(value ? 'mc_change' : 'mc_bind')}
    </Button>
  );
  // a contact is bound and verified, bound but not proved the member's yet (issue 31), or not bound
  const bound = (value: string | null, verified: boolean) =>
    !value ? (
      <StatusPill tone="warning">{t('mc_not_bound')}</StatusPill>
    ) : verified ? (
      <StatusPill tone="success">{t('mc_verified')}</StatusPill>
    ) : (
      <StatusPill tone="warning">{t('mc_not_verified')}</StatusPill>
    );
  const mobileUnverified = Boolean(member.maskedMobile) && !member.mobileVerified;
  const emailLink = useSendEmailVerification();
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
          testId="mobile-row"
          status={bound(member.maskedMobile, member.mobileVerified)}
          description={mobileUnverified ? t('mc_mobile_unverified_text', { mobile: member.maskedMobile }) : (member.maskedMobile ?? t('mc_bind_mobile_text'))}
          action={
            mobileUnverified && open?.row !== 'mobile' ? (
              <span className={styles.rowActions}>
                <Button size="sm" onClick={() => toggle('mobile', false, true)}>
                  {t('mc_verify')}
                </Button>
                {bindButton('mobile', member.maskedMobile)}
              </span>
            ) : (
              bindButton('mobile', member.maskedMobile)
            )
          }
        >
          {open?.row === 'mobile' ? <BindMobileForm token={token} change={open.change} verify={open.verify} dialingCode={member.countryDialingCode} onDone={close} /> : null}
        </SettingRow>
        <SettingRow
          icon={<Glyph name="email" />}
          title={t('mc_email')}
          testId="email-row"
          status={bound(member.maskedEmail, member.emailVerified)}
          description={member.maskedEmail && !member.emailVerified ? t('mc_email_unverified_text', { email: member.maskedEmail }) : (member.maskedEmail ?? t('mc_bind_email_text'))}
          action={
            member.maskedEmail && !member.emailVerified && open?.row !== 'email' ? (
              <span className={styles.rowActions}>
                <Button size="sm" aria-busy={emailLink.isPending} disabled={emailLink.isPending || emailLink.isSuccess} onClick={() => emailLink.mutate()}>
                  {t('mc_send_link')}
                </Button>
                {bindButton('email', member.maskedEmail)}
              </span>
            ) : (
              bindButton('email', member.maskedEmail)
            )
          }
        >
          {open?.row === 'email' ? <BindEmailForm token={token} change={open.change} onDone={close} /> : null}
          <p role="status" className={styles.statusLine}>
            {emailLink.data ? t('mc_link_sent', { email: emailLink.data.maskedEmail }) : emailLink.error ? t(emailLink.error instanceof ApiError ? emailLink.error.messageKey : 'err_network_error') : null}
          </p>
        </SettingRow>
        <KycRow token={token} go={go} />
        <TwoFactorRow token={token} go={go} />
        <SettingRow
          icon={<Glyph name="shield" />}
          title={t('mc_sessions_row')}
          testId="sessions-row"
          description={t('mc_sessions_row_text')}
          action={
            <Button variant="outline" size="sm" onClick={() => go('sessions')}>
              {t('mc_sessions_open')}
            </Button>
          }
        />
        <SettingRow
          icon={<Glyph name="inbox" />}
          title={t('mc_push_row')}
          testId="push-row"
          description={t('mc_push_row_text')}
          action={
            <Button variant="outline" size="sm" onClick={() => go('notifications')}>
              {t('mc_push_open')}
            </Button>
          }
        />
      </Panel>

      {bankCards}
    </div>
  );
}

/** Identity verification (issue 30): its state in words, why it is needed now, and the way to the page. */
function KycRow({ token, go }: Pick<MemberPageProps, 'token' | 'go'>) {
  const { t } = useTranslation();
  const kyc = useKycStatus(token);
  const value = kyc.data;
  // under review or verified: the page has only the details to show
  const settled = value?.status === 'pending' || value?.status === 'approved';
  const description = !value
    ? kyc.isError
      ? t(kyc.error instanceof ApiError ? kyc.error.messageKey : 'err_network_error')
      : t('mc_kyc_row_none')
    : value.requiredFor && !settled
      ? t(`mc_kyc_required_${value.requiredFor}`)
      : t(`mc_kyc_row_${value.status}`);
  return (
    <SettingRow
      icon={<Glyph name="account" />}
      title={t('mc_kyc_title')}
      testId="kyc-row"
      status={value ? <KycStatusPill status={value.status} /> : null}
      description={description}
      action={
        <Button variant={settled ? 'outline' : 'primary'} size="sm" onClick={() => go('verifyIdentity')}>
          {t(settled ? 'mc_kyc_view' : 'mc_verify_identity')}
        </Button>
      }
    />
  );
}

/** The authenticator app (issue 31): on or off (required by the site for agents), and the way to its page. */
function TwoFactorRow({ token, go }: Pick<MemberPageProps, 'token' | 'go'>) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus(token);
  const value = status.data;
  const description = !value
    ? status.isError
      ? t(status.error instanceof ApiError ? status.error.messageKey : 'err_network_error')
      : t('mc_tf_row_off')
    : value.enabled
      ? t('mc_tf_row_on')
      : value.required
        ? t('mc_tf_required')
        : t('mc_tf_row_off');
  return (
    <SettingRow
      icon={<Glyph name="key" />}
      title={t('mc_two_factor_title')}
      testId="two-factor-row"
      status={value ? <StatusPill tone={value.enabled ? 'success' : value.required ? 'danger' : 'warning'}>{t(value.enabled ? 'mc_tf_on' : 'mc_tf_off')}</StatusPill> : null}
      description={description}
      action={
        <Button variant={value?.enabled ? 'outline' : 'primary'} size="sm" onClick={() => go('twoFactor')}>
          {t(value?.enabled ? 'mc_tf_manage' : 'mc_tf_set_up')}
        </Button>
      }
    />
  );
}
