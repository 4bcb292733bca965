import { useEffect } from 'react';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('ms_title_page')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="marketing.write">
      <MessagesPage brands={me.data?.brands ?? []} />
    </RequirePermission>
  );
}
