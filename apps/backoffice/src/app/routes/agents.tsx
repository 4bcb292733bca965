import { useEffect } from 'react';
import { AgentsPage } from '@/features/agents/components/agents-page';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('ag_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="dashboard.read">
      <AgentsPage brands={me.data?.brands ?? []} canWrite={can(me.data, 'agents.write')} />
    </RequirePermission>
  );
}
