import { useEffect } from 'react';
import { AuditList } from '@/features/audit/components/audit-list';
import { useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('audit_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="audit.read">
      <AuditList brands={me.data?.brands ?? []} />
    </RequirePermission>
  );
}
