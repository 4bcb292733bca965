import { useEffect } from 'react';
import { RiskPage } from '@/features/risk/components/risk-page';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('nav_risk')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="players.read">
      <RiskPage brands={me.data?.brands ?? []} canResolve={can(me.data, 'risk.write')} canReviewKyc={can(me.data, 'risk.write')} canSetEnforcement={can(me.data, 'settings.write')} />
    </RequirePermission>
  );
}
