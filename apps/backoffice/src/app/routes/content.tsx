import { useEffect } from 'react';
import { ContentPage } from '@/features/content/components/content-page';
import { useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('ann_title_page')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="marketing.write">
      <ContentPage brands={me.data?.brands ?? []} />
    </RequirePermission>
  );
}
