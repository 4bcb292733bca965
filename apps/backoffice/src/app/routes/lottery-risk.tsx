import { useEffect } from 'react';
import { LotteryRiskPage } from '@/features/lottery-risk/components/lottery-risk-page';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('risk_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="dashboard.read">
      <LotteryRiskPage brands={me.data?.brands ?? []} canWrite={can(me.data, 'lottery.write')} me={me.data?.username ?? ''} />
    </RequirePermission>
  );
}
