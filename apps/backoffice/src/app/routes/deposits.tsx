import { useEffect } from 'react';
import { DepositsList } from '@/features/deposits/components/deposits-list';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('deposits_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="players.read">
      <DepositsList brands={me.data?.brands ?? []} canConfirm={can(me.data, 'deposits.write')} />
    </RequirePermission>
  );
}
