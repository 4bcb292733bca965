import { useEffect } from 'react';
import { WithdrawalsList } from '@/features/withdrawals/components/withdrawals-list';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('withdrawals_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="players.read">
      <WithdrawalsList brands={me.data?.brands ?? []} canWrite={can(me.data, 'withdrawals.write')} />
    </RequirePermission>
  );
}
