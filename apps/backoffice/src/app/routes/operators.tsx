import { useEffect } from 'react';
import { OperatorsList } from '@/features/operators/components/operators-list';
import { useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('operators_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="operators.manage">
      <OperatorsList brands={me.data?.brands ?? []} />
    </RequirePermission>
  );
}
