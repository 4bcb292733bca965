import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MobileCollisions } from '@/features/players/components/mobile-collisions';
import { PlayersList } from '@/features/players/components/players-list';
import { can, useMe } from '@/lib/shared-api/get-me';
import { t } from '@/lib/texts';
import { RequirePermission } from '../require-permission';

export function Component() {
  const me = useMe();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = `${t('players_title')} · ${t('app_name')}`;
  }, []);
  return (
    <RequirePermission permission="players.read">
      <PlayersList brands={me.data?.brands ?? []} />
      <MobileCollisions brandId={params.get('brandId') || undefined} canResolve={can(me.data, 'players.access')} />
    </RequirePermission>
  );
}
