import { useParams } from 'react-router';
import { PlayerPage } from '@/features/players/components/player-page';
import { can, useMe } from '@/lib/shared-api/get-me';
import { RequirePermission } from '../require-permission';
import { Component as NotFound } from './not-found';

export function Component() {
  const { id } = useParams();
  const me = useMe();
  const playerId = Number(id);
  if (!Number.isInteger(playerId) || playerId <= 0) return <NotFound />;
  return (
    <RequirePermission permission="players.read">
      <PlayerPage key={playerId} playerId={playerId} brands={me.data?.brands ?? []} canWriteNotes={can(me.data, 'players.notes')} />
    </RequirePermission>
  );
}
