import { useEffect } from 'react';
import { LoyaltyPage } from '@/features/loyalty/components/loyalty-page';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('nav_loyalty')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="marketing.write">
      <LoyaltyPage brands={me.data?.brands ?? []} canAnswerFeedback={can(me.data, 'support.write')} />
    </RequirePermission>
  );
}
