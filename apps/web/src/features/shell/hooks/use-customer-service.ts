import { showWarning } from '@/components/ui/modal/warning';
import { useSiteConfig } from '@/config/brand';
import { openCustomerService } from '@/lib/popup';

/** Customer service for this brand: whether any is configured, and a function that opens its pop-up. */
export function useCustomerService() {
  const { customerService } = useSiteConfig();
  return {
    available: customerService.length > 0,
    open() {
      void openCustomerService().then((result) => {
        if (result === 'blocked') showWarning({ messageKey: 'err_popup_blocked' });
      });
    },
  };
}
