import { useEffect } from 'react';
import { PromotionsPage } from '@/features/promotions/components/promotions-page';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('promo_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="marketing.write">
      <PromotionsPage brands={me.data?.brands ?? []} canReadFigures={can(me.data, 'dashboard.read')} />
    </RequirePermission>
  );
}
