import { useEffect } from 'react';
import { PlayersList } from '@/features/players/components/players-list';
import { useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  useEffect(() => {
    document.title = `${t('players_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="players.read">
      <PlayersList brands={me.data?.brands ?? []} />
    </RequirePermission>
  );
}
