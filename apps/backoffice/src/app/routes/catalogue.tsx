import { useEffect } from 'react';
import { CataloguePage } from '@/features/catalogue/components/catalogue-page';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('nav_catalogue')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="dashboard.read">
      <CataloguePage brands={me.data?.brands ?? []} canWrite={can(me.data, 'settings.write')} />
    </RequirePermission>
  );
}
