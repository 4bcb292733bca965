import type { CustomerService } from '@app/contract/brand';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { showWarning } from '@/components/ui/modal/warning';
import { openCustomerService } from '@/lib/popup';

/** Contact us: opens customer service in its pop-up window; warns when the browser blocked the pop-up. */
export function ContactUsButton({ services }: { services: readonly CustomerService[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return null;
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() => {
        void openCustomerService().then((result) => {
          if (result === 'blocked') showWarning({ messageKey: 'err_popup_blocked' });
        });
      }}
    >
      <Icon name="headset" size={18} />
      {t('in_contact_us')}
    </Button>
  );
}
