import { useEffect } from 'react';
import { PageHeader } from '@/components/ui/panel/panel';
import { ApiKeysPanel } from '@/features/account/components/api-keys-panel';
import { SessionsPanel } from '@/features/account/components/sessions-panel';
import { t } from '@/lib/texts';

export function Component() {
  useEffect(() => {
    document.title = `${t('account_title')} · ${t('app_name')}`;
  }, []);
  return (
    <>
      <PageHeader title={t('account_title')} />
      <SessionsPanel />
      <ApiKeysPanel />
    </>
  );
}
