import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { SettingRow, StatusPill } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useWithdrawSettings } from '../../api/get-withdraw-settings';
import { PaymentPasswordForm } from './payment-password-form';
import '../../locales/texts';

/** The account page's payment-password row: set or not, and the form to set or change it, in place. */
export function PaymentPasswordRow({ token }: { token: string }) {
  const { t } = useTranslation();
  const settings = useWithdrawSettings(token);
  const [open, setOpen] = useState(false);
  const isSet = settings.data?.paymentPasswordSet;
  return (
    <SettingRow
      icon={<Glyph name="key" />}
      title={t('wl_payment_password')}
      testId="payment-password-row"
      status={
        settings.isPending ? (
          <Skeleton width={56} height={18} radius={9} />
        ) : isSet ? (
          <StatusPill tone="success">{t('wl_is_set')}</StatusPill>
        ) : (
          <StatusPill tone="warning">{t('wl_not_set')}</StatusPill>
        )
      }
      description={t('wl_payment_password_text')}
      action={
        settings.data && (
          <Button variant={isSet ? 'outline' : 'primary'} size="sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? t('wl_cancel') : t(isSet ? 'wl_change' : 'wl_set')}
          </Button>
        )
      }
    >
      {open && settings.data ? <PaymentPasswordForm change={Boolean(isSet)} onDone={() => setTimeout(() => setOpen(false), 1200)} /> : null}
    </SettingRow>
  );
}
