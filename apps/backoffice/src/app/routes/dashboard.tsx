import { useEffect } from 'react';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('dashboard_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="dashboard.read">
      <DashboardPage brands={me.data?.brands ?? []} />
    </RequirePermission>
  );
}
