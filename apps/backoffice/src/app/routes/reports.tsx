import { useEffect } from 'react';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('nav_reports')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="dashboard.read">
      <ReportsPage brands={me.data?.brands ?? []} />
    </RequirePermission>
  );
}
